import type { adsQuerySchema } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery, type QueryParams } from './params';

/** GET /api/csz/ads: the ad for a slot where the reader is (spec §1 "chosen by region"). */
export function adQuery(api: ApiClient, query: QueryParams<typeof adsQuerySchema>) {
  return getQuery(api, ['ads', query], '/api/csz/ads', (s) => s.chosenAdSchema, {
    searchParams: query,
  });
}
