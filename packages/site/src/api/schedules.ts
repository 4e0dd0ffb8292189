import type { Season } from '@csz/core';
import type { ApiClient } from './client';

type Id = string | null | undefined;

/** GET /api/csz/schedules/v2: a school's schedules for a season, one sport or all (spec §7). */
export function getSchedules(
  api: ApiClient,
  params: { stateId: Id; countyId: Id; schoolId: Id; sportId: Id; season: Season },
  signal?: AbortSignal,
) {
  return api.call('GET', '/api/csz/schedules/v2', (s) => s.schedulesResponseSchema, {
    searchParams: params,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/csz/headCoach/{school}/{sport}: the team's coach, the first item (spec §7). */
export function getHeadCoach(
  api: ApiClient,
  schoolId: string,
  sportId: string,
  signal?: AbortSignal,
) {
  return api.call(
    'GET',
    `/api/csz/headCoach/${schoolId}/${sportId}`,
    (s) => s.headCoachResponseSchema,
    {
      ...(signal ? { signal } : {}),
    },
  );
}
