import type { GamePost, ScoreUpload } from '@csz/core';
import type { ApiClient } from './client';
import { getQuery } from './params';

/** The cache key of a game's upload page, for the report that changes it. */
export const UPLOAD_SCORES_KEY = 'upload-scores';

/** The upload link's token as the calls carry it: `?token=`, left out without one. */
const withToken = (token: string | null) => ({ searchParams: { token } });

/**
 * GET /admin/api/uploadScores/{id}: the game, each team's canEdit for this reader, and who the
 * reader is (spec §7). Keyed by the token and the session, so logging in asks again.
 */
export function uploadScoresQuery(
  api: ApiClient,
  id: number,
  token: string | null,
  session: string | null,
) {
  const path = `/admin/api/uploadScores/${id}` as const;
  return getQuery(
    api,
    [UPLOAD_SCORES_KEY, id, token, session],
    path,
    (s) => s.uploadScoresSchema,
    withToken(token),
  );
}

/** PUT /admin/api/uploadScores/{id}: the reader's final scores, as POST memberScores decides them. */
export function sendUploadedScores(
  api: ApiClient,
  id: number,
  token: string | null,
  upload: ScoreUpload,
) {
  return api.call('PUT', `/admin/api/uploadScores/${id}`, (s) => s.scoreReportAnswerSchema, {
    ...withToken(token),
    json: upload,
  });
}

/** POST /admin/api/upload/images: one photo (checked and re-encoded there), answered with its url. */
export function uploadImage(api: ApiClient, file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return api.call('POST', '/admin/api/upload/images', (s) => s.imageUploadAnswerSchema, { form });
}

/** POST /api/forums/posts/game/{id}: a message and uploaded photos about a game (spec §7). */
export function postAboutGame(api: ApiClient, token: string | null, post: GamePost) {
  return api.call('POST', `/api/forums/posts/game/${post.gameId}`, (s) => s.gamePostAnswerSchema, {
    ...withToken(token),
    json: post,
  });
}
