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
