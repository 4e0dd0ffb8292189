import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import {
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  SITE_ADMIN,
  authSessionSchema,
  tokenClaimsSchema,
  type AuthSession,
  type LoginResponse,
  type TokenClaims,
} from '@csz/core';

/** The localStorage key the session is kept under, so that it outlives a reload. */
export const SESSION_KEY = 'csz.session';

// globalThis: undefined outside a browser (the unit tests), where there is nothing to keep.
const json = createJSONStorage<AuthSession | null>(() => globalThis.localStorage);

/** The stored session, or null: a value from an older release or edited by hand counts as none. */
const storage: typeof json = {
  ...json,
  getItem: (key, initial) => {
    const parsed = authSessionSchema.nullable().safeParse(json.getItem(key, initial));
    return parsed.success ? parsed.data : initial;
  },
};

/** The member's session (spec §3 "Auth session"), shared by every tab of the site. */
export const sessionAtom = atomWithStorage<AuthSession | null>(SESSION_KEY, null, storage, {
  // Read at once, so a guarded page does not see "logged out" on its first render after a reload.
  getOnInit: true,
});

/** The session a login answer starts, its expiry worked out from now (spec §4 "Auth"). */
export function sessionFromLogin(answer: LoginResponse, email: string, now: number): AuthSession {
  return {
    accessToken: answer.accessToken,
    refreshToken: answer.refreshToken,
    expiresAt: now + (answer.expiresIn ?? DEFAULT_TOKEN_EXPIRY_SECONDS) * 1000,
    email,
  };
}

/**
 * The claims an access token carries, read without checking its signature: only to choose what to
 * show (the builders' links). The server checks every call (spec §6).
 */
export function tokenClaims(accessToken: string): TokenClaims | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const text = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The current session, or null when nobody is logged in. */
export function useSession(): AuthSession | null {
  return useAtomValue(sessionAtom);
}

/** Whether the member logged in is a SiteAdmin, to show the builders' links (spec §2). */
export function useIsSiteAdmin(): boolean {
  const session = useSession();
  return session != null && tokenClaims(session.accessToken)?.roleName === SITE_ADMIN;
}

/** Ends the session (log out). */
export function useLogOut(): () => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(() => setSession(null), [setSession]);
}

/** Starts the session a login answered with. */
export function useStartSession(): (answer: LoginResponse, email: string) => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (answer, email) => setSession(sessionFromLogin(answer, email, Date.now())),
    [setSession],
  );
}
