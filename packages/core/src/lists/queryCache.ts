import type { ApiFailure, ApiResult } from '../errors/apiErrors';
import { GENERAL_MESSAGES } from '../messages/general';

/**
 * A cache key: plain values, the first naming what is held ('games', 'follows'), then the request's
 * params. Keys are compared by value, object keys in any order, unset (undefined) fields left out.
 */
export type CacheKey = readonly unknown[];

/** What the cache holds for a key: loading, loaded, or failed with the spec's message. */
export type CacheEntry<T> =
  | { status: 'loading'; data: undefined; failure: null }
  | { status: 'loaded'; data: T; failure: null }
  | { status: 'failed'; data: undefined; failure: ApiFailure };

/** Loads what a key names; a cancelled load may reject. */
export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

/** How long an answer stays fresh and when a failed load is tried again. */
export interface LoadOptions {
  /** An answer younger than this is not asked for again by a new reader. @default 0 */
  staleMs?: number | undefined;
  /** A failed load is tried again after this long while someone still reads it (spec §9). */
  retryMs?: number | undefined;
}

/** The failure of a load that threw instead of answering (offline, the server down). */
export const NO_ANSWER_FAILURE: ApiFailure = {
  status: 0,
  message: GENERAL_MESSAGES.somethingWentWrong,
  logout: false,
};

/**
 * The site's one keyed cache of server data (spec §4 "List loads", grown to every read): each key
 * is loaded once however many readers it has; an answer for a load that was superseded or
 * cancelled is dropped; writes change entries at once and roll back on failure, and invalidate
 * what they made stale. Framework-free: the site binds it to React with useSyncExternalStore.
 */
export interface QueryCache {
  /** The entry of a key, the same object until it changes; undefined before its first load. */
  read<T>(key: CacheKey): CacheEntry<T> | undefined;
  /** Calls `listener` whenever the entry changes; the last reader to leave cancels its load. */
  subscribe(key: CacheKey, listener: () => void): () => void;
  /** Loads a key unless its answer is fresh or a load is under way. */
  load<T>(key: CacheKey, loader: Loader<T>, options?: LoadOptions): void;
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

interface Slot {
  key: CacheKey;
  parts: string[];
  entry: CacheEntry<unknown> | undefined;
  loader: Loader<unknown> | null;
  options: LoadOptions;
  loadedAt: number;
  stale: boolean;
  /** Counts loads, so that only the latest one's answer is taken. */
  generation: number;
  controller: AbortController | null;
  listeners: Set<() => void>;
  retry: ReturnType<typeof setTimeout> | undefined;
}

const LOADING: CacheEntry<never> = { status: 'loading', data: undefined, failure: null };

/** A key's part as text that is the same for equal values (object keys sorted, undefined left out). */
function partOf(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v != null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The text a key is stored under: two keys are the same key when their texts are equal. */
export function cacheKeyText(key: CacheKey): string {
  return key.map(partOf).join('\u0000');
}

/** A new, empty cache; `now` is the clock (tests pass their own). */
export function createQueryCache(now: () => number = Date.now): QueryCache {
  const slots = new Map<string, Slot>();
  let epoch = 0;

  const slotOf = (key: CacheKey): Slot => {
    const text = cacheKeyText(key);
    let slot = slots.get(text);
    if (slot == null) {
      slot = {
        key,
        parts: key.map(partOf),
        entry: undefined,
        loader: null,
        options: {},
        loadedAt: 0,
        stale: false,
        generation: 0,
        controller: null,
        listeners: new Set(),
        retry: undefined,
      };
      slots.set(text, slot);
    }
    return slot;
  };

  const under = (prefix: CacheKey): Slot[] => {
    const parts = prefix.map(partOf);
    return [...slots.values()].filter(
      (slot) => slot.parts.length >= parts.length && parts.every((p, i) => slot.parts[i] === p),
    );
  };

  const set = (slot: Slot, entry: CacheEntry<unknown> | undefined) => {
    slot.entry = entry;
    for (const listener of [...slot.listeners]) listener();
  };

  const cancel = (slot: Slot) => {
    slot.generation++;
    slot.controller?.abort();
    slot.controller = null;
    clearTimeout(slot.retry);
    slot.retry = undefined;
  };

  const start = (slot: Slot) => {
    const loader = slot.loader;
    if (loader == null) return;
    cancel(slot);
    const generation = slot.generation;
    const controller = new AbortController();
    slot.controller = controller;
    // An entry with an answer keeps showing it while the new one loads (invalidate).
    if (slot.entry?.status !== 'loaded') set(slot, LOADING);
    const finish = (result: ApiResult<unknown>) => {
      if (generation !== slot.generation) return;
      slot.controller = null;
      slot.loadedAt = now();
      slot.stale = false;
      set(
        slot,
        result.ok
          ? { status: 'loaded', data: result.data, failure: null }
          : { status: 'failed', data: undefined, failure: result.failure },
      );
      const { retryMs } = slot.options;
      if (!result.ok && retryMs != null && slot.listeners.size > 0) {
        slot.retry = setTimeout(() => start(slot), retryMs);
      }
    };
    loader(controller.signal).then(finish, () => {
      if (!controller.signal.aborted) finish({ ok: false, failure: NO_ANSWER_FAILURE });
    });
  };

  return {
    read: <T>(key: CacheKey) => slots.get(cacheKeyText(key))?.entry as CacheEntry<T> | undefined,

    subscribe(key, listener) {
      const slot = slotOf(key);
      slot.listeners.add(listener);
      return () => {
        slot.listeners.delete(listener);
        if (slot.listeners.size > 0) return;
        // Nobody reads it any more: a load under way is cancelled, and an entry without an answer
        // is forgotten, so that the next reader starts afresh.
        const loading = slot.controller != null;
        cancel(slot);
        if (slot.entry?.status !== 'loaded') slots.delete(cacheKeyText(slot.key));
        else if (loading) slot.stale = true;
      };
    },

    load(key, loader, options = {}) {
      const slot = slotOf(key);
      slot.loader = loader as Loader<unknown>;
      slot.options = options;
      if (slot.controller != null || slot.retry != null) return;
      const fresh =
        slot.entry?.status === 'loaded' &&
        !slot.stale &&
        now() - slot.loadedAt < (options.staleMs ?? 0);
      if (!fresh) start(slot);
    },

    epoch: () => epoch,

    reset(prefix) {
      epoch += 1;
      for (const slot of under(prefix)) {
        cancel(slot);
        set(slot, undefined);
        if (slot.listeners.size > 0) start(slot);
      }
    },

    invalidate(prefix) {
      for (const slot of under(prefix)) {
        slot.stale = true;
        if (slot.listeners.size > 0) start(slot);
      }
    },

    update<T>(prefix: CacheKey, change: (data: T) => T) {
      const undo: [Slot, CacheEntry<unknown>, CacheEntry<unknown>][] = [];
      for (const slot of under(prefix)) {
        const before = slot.entry;
        if (before?.status !== 'loaded') continue;
        const after: CacheEntry<unknown> = { ...before, data: change(before.data as T) };
        undo.push([slot, before, after]);
        set(slot, after);
      }
      return () => {
        for (const [slot, before, after] of undo) if (slot.entry === after) set(slot, before);
      };
    },
  };
}
