import type { standingsQuerySchema } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery, type QueryParams } from './params';

/** GET /api/csz/standings: a league's standings for a season (spec §7). */
export function standingsQuery(api: ApiClient, query: QueryParams<typeof standingsQuerySchema>) {
  const path = '/api/csz/standings';
  return getQuery(api, ['standings', query], path, (s) => s.standingsResponseSchema, {
    searchParams: query,
  });
}
