import { createContext, useContext, useSyncExternalStore } from 'react';
import { PAGE_STATE_ID, type DateString } from '@csz/core';
import type { Query } from '../api/params';

/**
 * Whether this page came rendered from the server and is being hydrated: the first render in the
 * browser must then be the server's, a guest's, and what only the browser knows (the session, the
 * reader's stored picks) is read once it has mounted. False on the server, where there is no page.
 */
export const HYDRATING =
  typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ID) != null;

/** What a render on the server knows that the browser reads from its page: the service's day. */
export interface ServerRender {
  today: DateString;
  /** The site's origin as readers reach it (PUBLIC_URL, else the request's). */
  origin: string;
  /** The API's address and the fetch that reaches it (in process on the server). */
  api: { baseUrl: string; fetch: typeof fetch };
  /**
   * How long the answers the page is rendered with count as fresh in the browser: as long as the
   * server and a CDN may serve the page (the server's pageCaching.ts).
   */
  servedFreshMs: number;
  /**
   * Called by each read the page makes that has no answer yet: the server loads what a render
   * asked for, then renders again with the answers (entry-server.tsx).
   */
  want?: (query: Query<unknown>) => void;
  /** Called with the page's title (shared/usePageTitle.ts), for the page the server sends. */
  titled?: (title: string) => void;
}

/** The server render's facts; null in the browser. */
export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server render's facts, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

const NEVER_CHANGES = () => () => {};

/**
 * Whether this part of the page runs in the browser: false in a render on the server and in the
 * browser's hydration of it (however late this part hydrates), true from the render after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    NEVER_CHANGES,
    () => true,
    () => false,
  );
}
