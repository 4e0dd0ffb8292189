import type { Season } from '@csz/core';
import type { ApiClient } from './client';

type Id = string | null | undefined;

/** GET /api/csz/playoffs: a state's brackets for a season, by sport (spec §7). */
export function getPlayoffs(
  api: ApiClient,
  params: { stateId: Id; sportId: Id; season: Season },
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/playoffs', (s) => s.playoffsList, {
    searchParams: params,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/csz/playoffsforest/{id}: one bracket with its rounds. */
export function getBracket(api: ApiClient, id: number, signal?: AbortSignal) {
  return api.call(
    'GET',
    `/api/csz/playoffsforest/${id}`,
    (s) => s.bracketSchema,
    signal ? { signal } : {},
  );
}
