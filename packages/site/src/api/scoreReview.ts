import type { ScoreCorrection, ScoreDecisions } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery } from './params';

/** The cache key of the staff review queue, for the decisions that change it. */
export const SCORE_REVIEW_KEY = 'score-review';

/**
 * GET /admin/api/scoreReports: open score reports by game, disputed games first (issue 16); 401
 * without a session, 403 for anyone but a SiteAdmin. Keyed by the token, so a new session asks again.
 */
export function scoreReviewQuery(api: ApiClient, accessToken: string) {
  const path = '/admin/api/scoreReports';
  return getQuery(api, [SCORE_REVIEW_KEY, accessToken], path, (s) => s.scoreReviewQueueSchema);
}

/**
 * POST /admin/api/scoreReports/{id}/approve or /reject: staff decide a report, answered with the
 * game as it now is; 409 'This report was already decided'.
 */
export function decideScoreReport(
  api: ApiClient,
  reportId: number,
  decision: 'approve' | 'reject',
) {
  const path = `/admin/api/scoreReports/${reportId}/${decision}` as const;
  return api.call('POST', path, (s) => s.gameSchema);
}

/**
 * POST /admin/api/scoreReports/decisions: staff approve or reject several reports at once, each
 * on its own; answered with what became of each (decided, or why not).
 */
export function decideScoreReports(api: ApiClient, decisions: ScoreDecisions) {
  const path = '/admin/api/scoreReports/decisions';
  return api.call('POST', path, (s) => s.scoreDecisionsAnswerSchema, { json: decisions });
}

/** PUT /admin/api/games/{id}/results: staff correct a game's final scores (issue 6). */
export function correctGameScores(api: ApiClient, gameId: number, correction: ScoreCorrection) {
  return api.call('PUT', `/admin/api/games/${gameId}/results`, (s) => s.gameSchema, {
    json: correction,
  });
}
