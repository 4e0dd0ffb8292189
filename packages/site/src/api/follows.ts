import type { ApiClient } from './client';
import { getQuery } from './params';

/** The cache key of a member's role entries (follows and roles), for the writes that change them. */
export const FOLLOWS_KEY = 'follows';

/**
 * GET /api/csz/memberSubscription/myAccAll: the member's roles and follows. Keyed by member, so a
 * new session never sees the last one's.
 */
export function followsQuery(api: ApiClient, memberKey: string) {
  const path = '/api/csz/memberSubscription/myAccAll';
  return getQuery(api, [FOLLOWS_KEY, memberKey], path, (s) => s.roleEntries);
}

/** POST /api/csz/memberSubscription: follow a school, and one of its sports when given. */
export function followSchool(api: ApiClient, schoolId: number, sportId: number | null) {
  return api.call('POST', '/api/csz/memberSubscription', (s) => s.anything, {
    json: { followSchoolId: schoolId, followSportIds: sportId == null ? [] : [sportId] },
  });
}
