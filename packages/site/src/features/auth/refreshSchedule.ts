/** How long before its expiry an access token is swapped for a new one. */
export const REFRESH_LEAD_MS = 60_000;

/** The longest wait a browser timer keeps (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long to wait before refreshing a session that expires at `expiresAt`: a minute before the
 * expiry, or halfway there for a token that lives less than two minutes, or at once when it has
 * expired (the refresh token outlives it).
 */
export function refreshDelay(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  if (remaining <= 0) return 0;
  return Math.min(Math.max(remaining - REFRESH_LEAD_MS, remaining / 2), MAX_TIMER_MS);
}
