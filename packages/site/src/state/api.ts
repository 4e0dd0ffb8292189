import { useStore } from 'jotai';
import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import { sessionAtom } from './session';

/**
 * The API client of the pages: it sends the session's token as it is at each call, and a 401 on an
 * authenticated call ends the session (spec §7).
 */
export function useApi(): ApiClient {
  const store = useStore();
  return useMemo(
    () =>
      createApiClient({
        auth: {
          token: () => store.get(sessionAtom)?.accessToken ?? null,
          onLogout: () => store.set(sessionAtom, null),
        },
      }),
    [store],
  );
}
