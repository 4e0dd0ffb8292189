import { GENERAL_MESSAGES } from '../messages/general';

/** How a list takes a new page: games and events append, the others replace (spec §4). */
export const LIST_MODES = {
  games: 'append',
  events: 'append',
  schedules: 'replace',
  standings: 'replace',
  playoffs: 'replace',
  streams: 'replace',
} as const satisfies Record<string, 'append' | 'replace'>;

/** One of the lists of {@link LIST_MODES}. */
export type ListName = keyof typeof LIST_MODES;

/** A list's load state (spec §3 "Lists": items, params, loading, error, total, league). */
export interface ListState<T, P, L = unknown> {
  items: T[];
  /** The params of the latest request; only its answer is accepted. */
  params: P | null;
  loading: boolean;
  error: string | null;
  /** How many items match over all pages, for lists that page. */
  total: number | null;
  /** The league named beside the list, where there is one. */
  league: L | null;
  /** True once an appending list holds every item. */
  allLoaded: boolean;
}

/** A list before its first load. */
export function initialListState<T, P, L = unknown>(): ListState<T, P, L> {
  return {
    items: [],
    params: null,
    loading: false,
    error: null,
    total: null,
    league: null,
    allLoaded: false,
  };
}

/** What happens to a list. */
export type ListAction<T, P, L = unknown> =
  /** A new load: the list empties and shows loading. */
  | { type: 'start'; params: P }
  /** The next page of an appending list: what is there stays. */
  | { type: 'more'; params: P }
  | {
      type: 'success';
      params: P;
      items: readonly T[];
      total?: number | undefined;
      league?: L | null | undefined;
    }
  | { type: 'failure'; params: P; message?: string | null | undefined };

/** Whether two request params are the same (plain data compared by value). */
export function sameParams(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a == null || b == null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((k) =>
      sameParams((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/**
 * The list-load rules of spec §4: a start clears the items and marks loading; an answer is taken
 * only if its params match the latest request, else skipped; a failure sets its message or
 * 'Loading Error'; appending lists add pages and stop once all items are loaded, the others replace.
 */
export function listLoadReducer<T, P, L = unknown>(
  mode: 'append' | 'replace',
): (state: ListState<T, P, L>, action: ListAction<T, P, L>) => ListState<T, P, L> {
  return (state, action) => {
    switch (action.type) {
      case 'start':
        return { ...initialListState<T, P, L>(), params: action.params, loading: true };
      case 'more':
        if (mode !== 'append' || state.allLoaded) return state;
        return { ...state, params: action.params, loading: true, error: null };
      case 'success': {
        if (!sameParams(action.params, state.params)) return state;
        const items = mode === 'append' ? [...state.items, ...action.items] : [...action.items];
        const total = action.total ?? null;
        return {
          ...state,
          items,
          loading: false,
          error: null,
          total,
          league: action.league === undefined ? state.league : action.league,
          allLoaded:
            mode === 'replace' ||
            action.items.length === 0 ||
            (total != null && items.length >= total),
        };
      }
      case 'failure':
        if (!sameParams(action.params, state.params)) return state;
        return { ...state, loading: false, error: action.message || GENERAL_MESSAGES.loadingError };
    }
  };
}

/** The games list's button (spec §4 "Game list"): Retry on error, View More Games, else Refresh. */
export function gameListAction(
  state: Pick<ListState<unknown, unknown>, 'error' | 'items' | 'total'>,
): 'Retry' | 'View More Games' | 'Refresh' {
  if (state.error != null) return 'Retry';
  if (state.total != null && state.items.length < state.total) return 'View More Games';
  return 'Refresh';
}
