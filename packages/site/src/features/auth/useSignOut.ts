import { useCallback } from 'react';
import { logOut } from '../../api/accounts';
import { useApi } from '../../state/api';
import { useLogOut, useSession } from '../../state/session';

/**
 * Logs out (spec §4 "Logout"): the server forgets the refresh token, the session is cleared, and
 * the page reloads, which drops every member's data it held, unless it is a my-account page.
 */
export function useSignOut(): () => Promise<void> {
  const api = useApi();
  const session = useSession();
  const endSession = useLogOut();
  return useCallback(async () => {
    // Awaited: a reload would cancel the call.
    if (session) await logOut(api, session.refreshToken);
    endSession();
    if (!window.location.pathname.startsWith('/my-account')) window.location.reload();
  }, [api, session, endSession]);
}
