import {
  QueryClient,
  hydrate,
  QueryClientProvider,
  useQuery as useLibraryQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createElement, useCallback, useMemo, type ReactNode } from 'react';
import { NO_ANSWER_FAILURE, type ApiFailure, type ApiResult, type CacheKey } from '@csz/core';
import type { Query } from './params';
import { useServerRender } from '../state/rendering';

// The site's server data lives in TanStack Query (issue 31 point 4): one cache per browser tab and
// one per server render, which the server hands to the browser with the page (dehydrate and
// hydrate), retries with back-off, reloads on reconnect and forgets what nobody read for a while.
// The pages keep this file's small interface: useQuery's Load for a page to show, and the cache's
// four writes (update, invalidate, reset, epoch) for optimistic changes and their undo.

/** Where a load is: nothing to load, under way, done, or failed with the spec's message. */
export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; failure: ApiFailure };

/** A load and a way to start it again from nothing ('Retry', 'Refresh'). */
export type LoadHandle<T> = Load<T> & { reload: () => void };

/** How long an answer stays fresh and when a failed load is tried again. */
export interface LoadOptions {
  /** An answer younger than this is not asked for again by a new reader. @default 0 */
  staleMs?: number | undefined;
  /** A failed load is tried again after this long while someone still reads it (spec §9). */
  retryMs?: number | undefined;
}

/** A failed answer as the data library carries it: thrown, with the spec's failure inside. */
export class ApiFailureError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
  }
}

/**
 * The failure an error stands for: the answer's, or none at all (offline, the server down). One
 * the page came with from the server is the error as its data block carries it: its `failure`.
 */
function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiFailureError) return error.failure;
  const failure = (error as { failure?: ApiFailure } | null)?.failure;
  return typeof failure?.status === 'number' && typeof failure.message === 'string'
    ? failure
    : NO_ANSWER_FAILURE;
}

/**
 * Whether a failure is the page's own answer, shown as it is by the server and the browser alike:
 * what the page is about does not exist (a game, a post, a bracket no longer there).
 */
export function isNotFound(error: unknown): boolean {
  return failureOf(error).status === 404;
}

/**
 * Whether a failed load is worth trying again at once: no answer, or the server busy or down. A
 * refusal (4xx) says the same the second time.
 */
function isPassing(failure: ApiFailure): boolean {
  return failure.status <= 0 || failure.status === 429 || failure.status >= 500;
}

/** Two more tries, after 1 s and 2 s (a phone between masts), then the failure is shown. */
const RETRIES = 2;

/**
 * A client for the site's server data, configured as the site loads: one per tab, or one per
 * server render, which tries nothing twice (the page is sent without what failed, and the browser
 * asks for it).
 */
export function createSiteQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          options.server !== true && count < RETRIES && isPassing(failureOf(error)),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        // Live changes arrive by stream and writes invalidate what they change: coming back to the
        // tab asks for nothing, coming back online asks again (the library's default).
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * The site's writes to its cached answers, by key prefix (a key is a prefix of the longer keys that
 * begin with it): what an optimistic write changes and puts back, and what a write makes stale.
 */
export interface QueryCache {
  /** Forgets the answers under a prefix and loads again those someone reads ('Refresh'). */
  reset(prefix: CacheKey): void;
  /** Marks the answers under a prefix stale: those read now load again, showing the old answer. */
  invalidate(prefix: CacheKey): void;
  /**
   * Changes every loaded answer under a prefix at once (an optimistic write) and returns the undo,
   * which puts back each answer as it was unless a newer answer has arrived since.
   */
  update<T>(prefix: CacheKey, change: (data: T) => T): () => void;
  /**
   * Counts the resets: a write's answer that comes back after one (the member logged out, or
   * another logged in) belongs to what was forgotten, and is not put into the new answers.
   */
  epoch(): number;
}

const epochs = new WeakMap<QueryClient, number>();

/** {@link QueryCache} over a data library's client. */
export function queryCacheOf(client: QueryClient): QueryCache {
  return {
    reset(prefix) {
      epochs.set(client, (epochs.get(client) ?? 0) + 1);
      void client.cancelQueries({ queryKey: prefix });
      void client.resetQueries({ queryKey: prefix });
    },
    invalidate(prefix) {
      void client.invalidateQueries({ queryKey: prefix });
    },
    update<T>(prefix: CacheKey, change: (data: T) => T) {
      const undo: { key: CacheKey; before: T; after: unknown }[] = [];
      for (const query of client.getQueryCache().findAll({ queryKey: prefix })) {
        if (query.state.status !== 'success') continue;
        const before = query.state.data as T;
        client.setQueryData(query.queryKey, change(before));
        undo.push({ key: query.queryKey, before, after: client.getQueryData(query.queryKey) });
      }
      return () => {
        for (const { key, before, after } of undo) {
          if (client.getQueryData(key) === after) client.setQueryData(key, before);
        }
      };
    },
    epoch: () => epochs.get(client) ?? 0,
  };
}

/**
 * How long an answer a route's loader brought counts as fresh: the page it was loaded for, which
 * mounts once its chunk has arrived, reads it without asking again.
 */
const LOADED_FRESH_MS = 10_000;

/** Answers given as fresh for a while: when each was had, and for how long it is fresh. */
const givenFresh = new WeakMap<object, { at: number; forMs: number }>();

/** The failures the page came with (a game not found): shown, not asked for again on mount. */
const servedFailures = new WeakSet<object>();

/**
 * Takes over the answers a server's render used (entry-server.tsx): the browser's first render
 * shows them. A guest's browser asks for none of them again for `freshMs` from their render: as
 * long as the server and a CDN may serve the page (a live scoreboard 90 s; a page kept for longer
 * by a cache asks again at once). A member's asks again for each at once: the server's answers
 * are a guest's, without the member's likes and votes.
 */
export function hydrateServedAnswers(
  client: QueryClient,
  answers: Parameters<typeof hydrate>[1],
  reader: 'guest' | 'member',
  freshMs: number,
): void {
  hydrate(client, answers);
  if (reader === 'member') {
    // Shown as they are, and each asked for again once a page reads it, whatever its own lifetime.
    void client.invalidateQueries({ refetchType: 'none' });
    return;
  }
  for (const query of client.getQueryCache().getAll()) {
    givenFresh.set(query, { at: query.state.dataUpdatedAt, forMs: freshMs });
    if (query.state.status === 'error') servedFailures.add(query);
  }
}

/** How long an answer the server sent or a loader brought is fresh, while it is; else null. */
function givenFreshMs(query: { state: { dataUpdatedAt: number } }): number | null {
  const given = givenFresh.get(query);
  if (given == null || given.at !== query.state.dataUpdatedAt) return null;
  const age = Date.now() - given.at;
  // A reader's clock behind the server's makes no answer young for longer.
  return age >= 0 && age < given.forMs ? given.forMs : null;
}

/**
 * Starts loading each read the cache has no answer for (a route's loader in the browser), and
 * goes on: the page that reads them finds them under way, or loaded and fresh. A failure is the
 * page's to show.
 */
export function startLoading(client: QueryClient, queries: readonly Query<unknown>[]): void {
  const startedAt = Date.now();
  for (const query of queries) {
    // One under way is not asked twice; one that failed is the page's to try again (its Retry,
    // or its mounting), not each navigation's to the same address (a change of its search).
    const known = client.getQueryCache().find({ queryKey: query.key, exact: true });
    if (known?.state.fetchStatus === 'fetching' || known?.state.status === 'error') continue;
    void client
      .ensureQueryData({ queryKey: query.key, queryFn: ({ signal }) => loadOrThrow(query, signal) })
      .then(() => {
        const loaded = client.getQueryCache().find({ queryKey: query.key, exact: true });
        // An answer already in the cache keeps its own age.
        if (loaded != null && loaded.state.dataUpdatedAt >= startedAt) {
          givenFresh.set(loaded, { at: loaded.state.dataUpdatedAt, forMs: LOADED_FRESH_MS });
        }
      })
      .catch(() => undefined);
  }
}

/** Gives the pages below the site's data client (one per tab, one per server render). */
export function SiteQueryProvider({
  client,
  children,
}: {
  client: QueryClient;
  children: ReactNode;
}) {
  return createElement(QueryClientProvider, { client }, children);
}

/** The cache of server data, for writes to change and invalidate. */
export function useQueryCache(): QueryCache {
  const client = useQueryClient();
  return useMemo(() => queryCacheOf(client), [client]);
}

/** Loads what a query names, its failure thrown for the data library. */
export async function loadOrThrow<T>(query: Query<T>, signal: AbortSignal): Promise<T> {
  const result = await query.load(signal);
  if (!result.ok) throw new ApiFailureError(result.failure);
  return result.data;
}

/** The key of a query not asked for: nothing is loaded under it. */
const NO_KEY = ['none'] as const;

/**
 * What a query names, from the site's one keyed cache: loaded when first read, shared by every reader
 * of the same key, and read again when the key changes; a null key loads nothing. Leaving a key
 * cancels its load if nobody else reads it, so a slow answer for an old choice is never shown.
 */
export function useQuery<T>(query: Query<T> | null, options: LoadOptions = {}): LoadHandle<T> {
  const client = useQueryClient();
  const server = useServerRender();
  const { staleMs, retryMs } = options;
  const shown =
    query == null ? null : client.getQueryCache().find({ queryKey: query.key, exact: true });
  const result = useLibraryQuery({
    queryKey: query?.key ?? NO_KEY,
    // A failure the server rendered is shown as it is, by a server render too: the library would
    // otherwise ask again as the page mounts, and show it loading meanwhile.
    retryOnMount: server == null && (shown == null || !servedFailures.has(shown)),
    queryFn: ({ signal }) => loadOrThrow(query!, signal),
    enabled: query != null,
    staleTime: (shown) => Math.max(givenFreshMs(shown) ?? 0, staleMs ?? 0),
    // A failure stays on show, and is tried again after `retryMs` while the page reads it.
    refetchInterval: (shown) =>
      retryMs != null && shown.state.status === 'error' ? retryMs : false,
  });
  // Held as text: a key rebuilt on each render is the same key.
  const text = query == null ? null : JSON.stringify(query.key);
  const reload = useCallback(() => {
    if (text != null) {
      void client.resetQueries({ queryKey: JSON.parse(text) as CacheKey, exact: true });
    }
  }, [client, text]);
  if (query == null) return { status: 'idle', reload };
  // A render on the server loads nothing itself: it says what it read without an answer.
  if (server?.want != null && result.status === 'pending') server.want(query as Query<unknown>);
  if (result.status === 'success') return { status: 'loaded', data: result.data, reload };
  // A failed answer asked for again shows loading, as a first load does.
  if (result.status === 'pending' || result.isFetching) return { status: 'loading', reload };
  return { status: 'failed', failure: failureOf(result.error), reload };
}

/**
 * An optimistic write (spec §4 "Game like", "Follow"): `change` applies at once to the cached
 * answers under each of `prefixes`; when the server refuses, or gives no answer, they are put back
 * as they were. Afterwards the answers under each of `stale` are read again.
 */
export async function writeOptimistically<T, R>(
  cache: QueryCache,
  write: {
    prefixes: readonly CacheKey[];
    change: (data: T) => T;
    send: () => Promise<ApiResult<R>>;
    stale?: readonly CacheKey[];
  },
): Promise<ApiResult<R>> {
  const epoch = cache.epoch();
  const undo = write.prefixes.map((prefix) => cache.update(prefix, write.change));
  const answer = await write
    .send()
    .catch((): ApiResult<R> => ({ ok: false, failure: NO_ANSWER_FAILURE }));
  // After a reset (another member now) the changed answers are gone: nothing to put back.
  if (!answer.ok && cache.epoch() === epoch) for (const put of undo) put();
  for (const prefix of write.stale ?? []) cache.invalidate(prefix);
  return answer;
}
