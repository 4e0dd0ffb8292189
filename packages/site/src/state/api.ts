import { useStore } from 'jotai';
import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import { useServerRender } from './rendering';
import { sessionAtom } from './session';

/**
 * The API client of the pages: it sends the session's token as it is at each call, and a 401 on an
 * authenticated call ends the session (spec §7).
 */
export function useApi(): ApiClient {
  const store = useStore();
  // On the server, the API is reached in process at the page's origin (a server render is a guest's).
  const server = useServerRender()?.api;
  return useMemo(
    () =>
      createApiClient({
        auth: {
          token: () => store.get(sessionAtom)?.accessToken ?? null,
          onLogout: () => store.set(sessionAtom, null),
        },
        ...(server == null ? {} : { baseUrl: server.baseUrl, fetch: server.fetch }),
      }),
    [store, server],
  );
}
