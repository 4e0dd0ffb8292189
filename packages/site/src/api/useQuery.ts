import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  NO_ANSWER_FAILURE,
  createQueryCache,
  type ApiFailure,
  type ApiResult,
  type CacheEntry,
  type CacheKey,
  type LoadOptions,
  type QueryCache,
} from '@csz/core';
import type { Query } from './params';

/** Where a load is: nothing to load, under way, done, or failed with the spec's message. */
export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'failed'; failure: ApiFailure };

/** A load and a way to start it again from nothing ('Retry', 'Refresh'). */
export type LoadHandle<T> = Load<T> & { reload: () => void };

const QueryCacheContext = createContext<QueryCache>(createQueryCache());

/** Gives the pages below a cache of their own (tests); the site shares one for every page. */
export function QueryCacheProvider({
  cache,
  children,
}: {
  cache: QueryCache;
  children: ReactNode;
}) {
  return createElement(QueryCacheContext.Provider, { value: cache }, children);
}

/** The cache of server data, for writes to change and invalidate. */
export function useQueryCache(): QueryCache {
  return useContext(QueryCacheContext);
}

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;
const nothing = () => () => undefined;

function loadOf<T>(entry: CacheEntry<T> | undefined): Load<T> {
  if (entry == null || entry.status === 'loading') return LOADING;
  return entry.status === 'loaded'
    ? { status: 'loaded', data: entry.data }
    : { status: 'failed', failure: entry.failure };
}

/**
 * What a query names, from the site's one keyed cache: loaded when first read, shared by every reader
 * of the same key, and read again when the key changes; a null key loads nothing. Leaving a key
 * cancels its load if nobody else reads it, so a slow answer for an old choice is never shown.
 */
export function useQuery<T>(query: Query<T> | null, options: LoadOptions = {}): LoadHandle<T> {
  const cache = useQueryCache();
  const { staleMs, retryMs } = options;
  // Held as text: a key rebuilt on each render is the same key.
  const text = query == null ? null : JSON.stringify(query.key);
  const load = query?.load;
  const stableKey = useMemo(() => (text == null ? null : (JSON.parse(text) as CacheKey)), [text]);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  const subscribe = useCallback(
    (listener: () => void) =>
      stableKey == null ? nothing() : cache.subscribe(stableKey, listener),
    [cache, stableKey],
  );
  const read = () => (stableKey == null ? undefined : cache.read<T>(stableKey));
  const entry = useSyncExternalStore(subscribe, read, read);

  useEffect(() => {
    if (stableKey == null) return;
    cache.load(stableKey, (signal) => latest.current!(signal), { staleMs, retryMs });
  }, [cache, stableKey, staleMs, retryMs]);

  const reload = useCallback(() => {
    if (stableKey != null) cache.reset(stableKey);
  }, [cache, stableKey]);
  return { ...(stableKey == null ? IDLE : loadOf(entry)), reload };
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
