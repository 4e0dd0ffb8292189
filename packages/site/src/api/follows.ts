import type { ApiClient } from './client';

/** GET /api/csz/memberSubscription/myAccAll: the member's roles and follows. */
export function getMyFollows(api: ApiClient, signal?: AbortSignal) {
  return api.call(
    'GET',
    '/api/csz/memberSubscription/myAccAll',
    (s) => s.roleEntries,
    signal ? { signal } : {},
  );
}

/** POST /api/csz/memberSubscription: follow a school, and one of its sports when given. */
export function followSchool(api: ApiClient, schoolId: number, sportId: number | null) {
  return api.call('POST', '/api/csz/memberSubscription', (s) => s.anything, {
    json: { followSchoolId: schoolId, followSportIds: sportId == null ? [] : [sportId] },
  });
}
