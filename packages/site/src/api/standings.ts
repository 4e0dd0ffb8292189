import type { Season } from '@csz/core';
import type { ApiClient } from './client';

type Id = string | null | undefined;

/** GET /api/csz/standings: a league's standings for a season (spec §7). */
export function getStandings(
  api: ApiClient,
  params: { stateId: Id; countyId: Id; sportId: Id; season: Season },
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/standings', (s) => s.standingsResponseSchema, {
    searchParams: {
      stateId: params.stateId,
      countyId: params.countyId,
      sportId: params.sportId,
      year: params.season,
    },
    ...(signal ? { signal } : {}),
  });
}
