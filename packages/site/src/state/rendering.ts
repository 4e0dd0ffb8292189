import { createContext, useContext } from 'react';
import { PAGE_STATE_ID, type DateString } from '@csz/core';

/**
 * Whether this page came rendered from the server and is being hydrated: the first render in the
 * browser must then be the server's, a guest's, and what only the browser knows (the session, the
 * reader's stored picks) is read once it has mounted. False on the server, where there is no page.
 */
export const HYDRATING =
  typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ID) != null;

/** Whether a stored value (localStorage) may be read at once, before the first render. */
export const STORAGE_AT_ONCE = typeof document !== 'undefined' && !HYDRATING;

/** What a render on the server knows that the browser reads from its page: the service's day. */
export interface ServerRender {
  today: DateString;
  /** The API's address and the fetch that reaches it (in process on the server). */
  api: { baseUrl: string; fetch: typeof fetch };
}

/** The server render's facts; null in the browser. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server render's facts, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}
