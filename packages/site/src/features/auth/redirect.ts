import { PATHS } from '@csz/core';

/**
 * Where to go after an account step: the `redirect` query param when it is a path of this site,
 * else `fallback`. An address elsewhere ('//evil.example', 'https://...') is never followed.
 */
export function safeRedirect(redirect: string | null, fallback: string = PATHS.home): string {
  if (redirect == null || !redirect.startsWith('/') || /^\/[/\\]/.test(redirect)) return fallback;
  return redirect;
}

/** Whether a query string mentions playgames, as a key or in a value (spec §2, §4). */
export function mentionsPlayGames(search: string): boolean {
  let decoded = search;
  try {
    decoded = decodeURIComponent(search);
  } catch {
    // A malformed escape: read the query as it is.
  }
  return decoded.toLowerCase().includes('playgames');
}

/** Where a new account goes (spec §4 "Sign-up flow"): Pick 'Em, or 'Complete Profile'. */
export function afterSignUp(search: string): string {
  return mentionsPlayGames(search) ? PATHS.playGames : `${PATHS.profileSignUp}${search}`;
}

/** Where the sign-up steps end: the redirect param, else the profile tab (spec §2, §4). */
export function signUpEnd(search: URLSearchParams): string {
  return safeRedirect(search.get('redirect'), PATHS.myAccountProfile);
}

/** Where a login ends (spec §4): the redirect param, else Pick 'Em when asked, else the home tab. */
export function afterLogIn(search: URLSearchParams): string {
  const fallback = mentionsPlayGames(search.toString()) ? PATHS.playGames : PATHS.myAccountHome;
  return safeRedirect(search.get('redirect'), fallback);
}
