import type { ApiClient } from '../../api/client';
import { getQuery } from '../../api/params';

/** The cache key of the coach report queue, for the decisions that change it. */
export const COACH_REPORTS_KEY = 'coach-reports';

/**
 * GET /api/csz/coachReports?status=Pending: members' 'Update Coach' answers waiting for staff
 * (issue 18); 403 for anyone but a SiteAdmin.
 */
export function pendingCoachReportsQuery(api: ApiClient, accessToken: string) {
  const path = '/api/csz/coachReports';
  return getQuery(api, [COACH_REPORTS_KEY, accessToken], path, (s) => s.coachReportsPageSchema, {
    // The largest page: staff see 50 at a time, and the rest as they decide these.
    searchParams: { status: 'Pending', perPage: 50 },
  });
}

/**
 * POST /api/csz/coachReports/{id}/accept or /reject: staff take a report's coach onto the team, or
 * not; answers the report as it now stands, 409 when another decided it first.
 */
export function decideCoachReport(api: ApiClient, id: number, decision: 'accept' | 'reject') {
  return api.call('POST', `/api/csz/coachReports/${id}/${decision}`, (s) => s.coachReportSchema);
}
