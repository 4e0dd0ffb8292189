import { getDefaultStore, useStore } from 'jotai';
import { useMemo } from 'react';
import { createApiClient, type ApiClient } from '../api/client';
import { useServerRender, type ServerRender } from './rendering';
import { sessionAtom } from './session';

/**
 * The API client of a store's reader: it sends the session's token as it is at each call, and a
 * 401 on an authenticated call ends the session (spec §7). On the server, the API is reached in
 * process at the page's origin (a server render is a guest's).
 */
export function readerApi(
  store: ReturnType<typeof useStore>,
  server: ServerRender['api'] | undefined,
): ApiClient {
  return createApiClient({
    auth: {
      token: () => store.get(sessionAtom)?.accessToken ?? null,
      onLogout: () => store.set(sessionAtom, null),
    },
    ...(server == null ? {} : { baseUrl: server.baseUrl, fetch: server.fetch }),
  });
}

/** The pages' API client: their reader's (see readerApi). */
export function useApi(): ApiClient {
  const store = useStore();
  const server = useServerRender()?.api;
  return useMemo(() => readerApi(store, server), [store, server]);
}

/** The API client of the browser tab's reader (jotai's one store of the tab), for the routes' loaders. */
export function tabApi(): ApiClient {
  return readerApi(getDefaultStore(), undefined);
}
