import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import {
  DEFAULT_TOKEN_EXPIRY_SECONDS,
  ROLE_NAMES,
  type AuthSession,
  type LoginResponse,
  type TokenClaims,
} from '@csz/core';
import { useStoredValue } from './storedValue';

// The checks below follow core's authSessionSchema and tokenClaimsSchema by hand: every page reads
// the session on its first load, which is kept free of the validation library (docs/architecture.md budget).

/** Whether a stored value is a session: one from an older release or edited by hand is not. */
export function isAuthSession(value: unknown): value is AuthSession {
  if (typeof value !== 'object' || value == null) return false;
  const v = value as Record<keyof AuthSession, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    Number.isInteger(v.expiresAt) &&
    typeof v.email === 'string'
  );
}

function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value == null) return false;
  const v = value as Record<keyof TokenClaims, unknown>;
  return (
    Number.isInteger(v.memberId) &&
    (v.memberId as number) > 0 &&
    (v.roleName === null || (ROLE_NAMES as readonly unknown[]).includes(v.roleName))
  );
}

/** The localStorage key the session is kept under, so that it outlives a reload. */
export const SESSION_KEY = 'csz.session';

// globalThis: undefined outside a browser (the unit tests), where there is nothing to keep.
const json = createJSONStorage<AuthSession | null>(() => globalThis.localStorage);

/** The stored session, or null: a value from an older release or edited by hand counts as none. */
const storage: typeof json = {
  ...json,
  getItem: (key, initial) => {
    const stored = json.getItem(key, initial);
    return stored === null || isAuthSession(stored) ? stored : initial;
  },
};

/** The session as this tab's storage holds it now, which another tab may have just refreshed. */
export function readStoredSession(): AuthSession | null {
  return storage.getItem(SESSION_KEY, null) as AuthSession | null;
}

/** The member's session (spec §3 "Auth session"), shared by every tab of the site. */
export const sessionAtom = atomWithStorage<AuthSession | null>(SESSION_KEY, null, storage, {
  // Read at once, so a guarded page does not see "logged out" on its first render after a reload.
  getOnInit: true,
});

/** A guest's: what a page rendered on the server has, for the session and the guest's choice. */
const AS_GUEST = { value: null };

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
 * show (useCan: the builders' links). The server checks every call (spec §6).
 */
export function tokenClaims(accessToken: string): TokenClaims | null {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const text = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const claims: unknown = JSON.parse(text);
    return isTokenClaims(claims) ? { memberId: claims.memberId, roleName: claims.roleName } : null;
  } catch {
    return null;
  }
}

/** The current session, or null when nobody is logged in. */
export function useSession(): AuthSession | null {
  return useStoredValue<AuthSession | null>(sessionAtom, AS_GUEST);
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

/** The sign-in dialog, open, with what a guest asked to do once logged in (spec §4 "Guest actions"). */
export interface SignInPrompt {
  /** Runs once the guest has logged in or signed up in the dialog; null to just log in. */
  continueWith: (() => void) | null;
}

// Held in an object: jotai would call a function stored bare as an updater.
const signInPromptAtom = atom<SignInPrompt | null>(null);

/** The sign-in dialog's state: the open prompt (null when closed), and ways to open and close it. */
export function useSignInPrompt(): {
  prompt: SignInPrompt | null;
  open: (continueWith?: () => void) => void;
  close: () => void;
} {
  const [prompt, setPrompt] = useAtom(signInPromptAtom);
  return useMemo(
    () => ({
      prompt,
      open: (continueWith) => setPrompt({ continueWith: continueWith ?? null }),
      close: () => setPrompt(null),
    }),
    [prompt, setPrompt],
  );
}

const authNoticeAtom = atom<string | null>(null);

/** The account notice on show ('Logged In Successfully'), which outlives the page that set it. */
export function useAuthNotice(): [string | null, (notice: string | null) => void] {
  return useAtom(authNoticeAtom);
}

/** How long 'Continue as a Guest' keeps a guest from being asked again (spec §4: not shown). */
export const GUEST_SESSION_MS = 24 * 60 * 60 * 1000;

/** The localStorage key of the guest session's end. */
export const GUEST_KEY = 'csz.guestUntil';

const guestUntilAtom = atomWithStorage<number | null>(GUEST_KEY, null, undefined, {
  getOnInit: true,
});

/** Whether a guest chose 'Continue as a Guest' lately (spec §4 "Guest session"), and the choice. */
export function useGuestSession(): { active: boolean; continueAsGuest: () => void } {
  const until = useStoredValue<number | null>(guestUntilAtom, AS_GUEST);
  const setUntil = useSetAtom(guestUntilAtom);
  const continueAsGuest = useCallback(() => setUntil(Date.now() + GUEST_SESSION_MS), [setUntil]);
  // Read at render: a guest session that ran out while the page was open counts as over.
  return { active: until != null && until > Date.now(), continueAsGuest };
}
