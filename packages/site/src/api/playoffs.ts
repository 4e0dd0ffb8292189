import type { playoffsQuerySchema } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery, type QueryParams } from './params';

/** GET /api/csz/playoffs: a state's brackets for a season, by sport (spec §7). */
export function playoffsQuery(api: ApiClient, query: QueryParams<typeof playoffsQuerySchema>) {
  return getQuery(api, ['playoffs', query], '/api/csz/playoffs', (s) => s.playoffsList, {
    searchParams: query,
  });
}

/** GET /api/csz/playoffsforest/{id}: one bracket with its rounds. */
export function bracketQuery(api: ApiClient, id: number) {
  return getQuery(api, ['bracket', id], `/api/csz/playoffsforest/${id}`, (s) => s.bracketSchema);
}
