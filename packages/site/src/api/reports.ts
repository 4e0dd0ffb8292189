import type { MarkNotPlayed, ResolveDuplicate } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery } from './params';

/** The cache key of the stored reports, for the changes that alter them. */
export const REPORTS_KEY = 'reports';

/**
 * The two readings of a missing-scores report (issue 16): 'night', GET msreports/{id}, the night's
 * list as mailed, each game as it is now; 'now', GET missingscores/{id}, what is missing at the
 * report's place now. 401 without a session, 403 for anyone who may not see the place's reports.
 * Keyed by the token, so a new session asks again.
 */
export function missingScoresQuery(
  api: ApiClient,
  reportId: number,
  reading: 'night' | 'now',
  accessToken: string,
) {
  return getQuery(
    api,
    [REPORTS_KEY, reading, reportId, accessToken],
    `/api/csz/${reading === 'night' ? 'msreports' : 'missingscores'}/${reportId}`,
    (s) => s.missingScoresReportSchema,
  );
}

/** PUT missingscores/{id}: a game of the report's place was not played; answers the list now. */
export function markGameNotPlayed(api: ApiClient, reportId: number, body: MarkNotPlayed) {
  return api.call('PUT', `/api/csz/missingscores/${reportId}`, (s) => s.missingScoresReportSchema, {
    json: body,
  });
}

/** GET mcreports/{id}: a league's possible duplicate games, in groups. */
export function duplicateGamesQuery(api: ApiClient, reportId: number, accessToken: string) {
  return getQuery(
    api,
    [REPORTS_KEY, 'duplicates', reportId, accessToken],
    `/api/csz/mcreports/${reportId}`,
    (s) => s.duplicateGamesReportSchema,
  );
}

/** PUT mcreports/{id} (staff): merge a duplicate into the game kept, or delete one. */
export function resolveDuplicate(api: ApiClient, reportId: number, body: ResolveDuplicate) {
  return api.call('PUT', `/api/csz/mcreports/${reportId}`, (s) => s.duplicateGamesReportSchema, {
    json: body,
  });
}
