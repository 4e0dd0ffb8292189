import type { UpdateCoachRequest, schedulesQuerySchema } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery, type QueryParams } from './params';

/** The cache key of every school's schedules, for live changes to their games. */
export const SCHEDULES_KEY = 'schedules';

/** GET /api/csz/schedules/v2: a school's schedules for a season, one sport or all (spec §7). */
export function schedulesQuery(api: ApiClient, query: QueryParams<typeof schedulesQuerySchema>) {
  const path = '/api/csz/schedules/v2';
  return getQuery(api, [SCHEDULES_KEY, query], path, (s) => s.schedulesResponseSchema, {
    searchParams: query,
  });
}

/** GET /api/csz/headCoach/{school}/{sport}: the team's coach, the first item (spec §7). */
export function headCoachQuery(api: ApiClient, schoolId: string, sportId: string) {
  const path = `/api/csz/headCoach/${schoolId}/${sportId}` as const;
  return getQuery(api, ['headCoach', schoolId, sportId], path, (s) => s.headCoachResponseSchema);
}

/**
 * POST /api/csz/updateCoach: a member's 'Update Coach' answer for a team (spec §5); one who says
 * they are the coach gets the role, pending approval. Answers what the staff will do.
 */
export function sendCoachUpdate(api: ApiClient, update: UpdateCoachRequest) {
  return api.call('POST', '/api/csz/updateCoach', (s) => s.message, { json: update });
}
