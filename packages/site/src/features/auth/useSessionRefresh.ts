import { useEffect, useState } from 'react';
import { refreshSession } from '../../api/accounts';
import { useApi } from '../../state/api';
import { readStoredSession, useLogOut, useSession, useStartSession } from '../../state/session';
import { refreshDelay } from './refreshSchedule';

/** A refresh that got no answer (offline) is tried again after this long. */
const OFFLINE_RETRY_MS = 30_000;

/** Tabs of the site refresh one at a time: a refresh token is spent once. */
const REFRESH_LOCK = 'csz.session.refresh';

/**
 * Keeps the session's access token fresh: a minute before it expires, the refresh token is swapped
 * for a new pair (the server rotates it). A refused refresh ends the session.
 */
export function useSessionRefresh(): void {
  const api = useApi();
  const session = useSession();
  const startSession = useStartSession();
  const endSession = useLogOut();
  const [retry, setRetry] = useState(0);
  const refreshToken = session?.refreshToken ?? null;
  const expiresAt = session?.expiresAt ?? null;

  useEffect(() => {
    if (refreshToken == null || expiresAt == null) return;
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = async () => {
      // Another tab may have refreshed (or ended) the session while this one waited: its new
      // session reaches this tab through storage, and reusing the spent token would end it.
      const stored = readStoredSession();
      if (cancelled || stored?.refreshToken !== refreshToken) return;
      const answer = await refreshSession(api, refreshToken);
      if (answer.ok) startSession(answer.data, stored.email);
      else if (answer.failure.status === 0) {
        retryTimer = setTimeout(() => setRetry((n) => n + 1), OFFLINE_RETRY_MS);
      } else endSession();
    };
    const timer = setTimeout(
      () => {
        const locks = globalThis.navigator?.locks;
        void (locks ? locks.request(REFRESH_LOCK, refresh) : refresh());
      },
      refreshDelay(expiresAt, Date.now()),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      clearTimeout(retryTimer);
    };
  }, [api, refreshToken, expiresAt, retry, startSession, endSession]);
}
