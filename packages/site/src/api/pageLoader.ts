import {
  RouterContextProvider,
  createContext,
  type LoaderFunction,
  type Params,
} from 'react-router-dom';
import type { ApiClient } from './client';
import type { Query } from './params';

/**
 * What a route's loader reaches: the API as the reader calls it (their session's token in the
 * browser, a guest's in process on the server), and a way to have the reads a page will make
 * loaded into the site's data cache, where the page then finds them.
 */
export interface PageData {
  api: ApiClient;
  /**
   * Has the reads loaded that are not in the cache yet. The browser starts them and goes on (the
   * page shows them loading, as before); the server waits for them, so its first render has them.
   */
  load: (queries: readonly Query<unknown>[]) => Promise<void>;
}

// None where a router was made without it (a test's memory router): its loaders load nothing, and
// the pages read as they render.
const pageDataContext = createContext<PageData | null>(null);

/** The router's context for its loaders: given to the browser's router and to each server render. */
export function pageDataProvider(data: PageData): RouterContextProvider {
  return new RouterContextProvider(new Map([[pageDataContext, data]]));
}

/**
 * A route's loader (issue 31): the reads a page makes that follow from its address alone (a game,
 * a post, a bracket, a category's first page), named by the same function the page reads them
 * with. On a navigation in the browser the router calls it beside loading the page's chunk, so the
 * page's data and its code arrive together rather than one after the other. Pages whose reads
 * follow from the reader's picks (the scoreboard, standings) have none: their render says what it
 * reads, on the server (entry-server.tsx) and in the browser.
 */
export function pageLoader(
  readsOf: (api: ApiClient, params: Params) => readonly (Query<unknown> | null)[] | null,
): LoaderFunction {
  return async ({ params, context }) => {
    // The router hands each loader the provider its router was made with (pageDataProvider).
    const data = (context as RouterContextProvider | undefined)?.get(pageDataContext);
    if (data == null) return null;
    const reads = readsOf(data.api, params);
    if (reads == null) return NAMES_NOTHING;
    await data.load(reads.filter((query) => query != null));
    return null;
  };
}

/**
 * What a loader answers for an address that names no record (a game id of letters): the page
 * says it is not found, and the server sends it with status 404 (entry-server.tsx).
 */
export const NAMES_NOTHING = { namesNothing: true } as const;

/** Whether the loaders' answers of a page say its address names no record. */
export function namesNothing(loaderData: Record<string, unknown> | null | undefined): boolean {
  return Object.values(loaderData ?? {}).some(
    (answer) => (answer as { namesNothing?: boolean } | null)?.namesNothing === true,
  );
}
