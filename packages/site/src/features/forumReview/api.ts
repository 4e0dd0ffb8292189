import type { ModerationDecision } from '@csz/core';
import type { ApiClient } from '../../api/client';
import { getQuery } from '../../api/params';

/** The cache key of the staff queue of The Zone, for the decisions that change it. */
export const FORUM_REVIEW_KEY = 'forum-review';

/**
 * GET /admin/api/forum/claims: posts reported, hidden by members' reports, or held, oldest first,
 * with their open claims (issue 17); 401 without a session, 403 for anyone but a SiteAdmin.
 */
export function forumReviewQuery(api: ApiClient, accessToken: string) {
  const path = '/admin/api/forum/claims';
  return getQuery(api, [FORUM_REVIEW_KEY, accessToken], path, (s) => s.moderationQueueSchema);
}

/**
 * POST /admin/api/forum/posts/{id}/decision: staff restore, release or hide a queued post; 409
 * 'This post is not waiting for a decision' when another decided it first.
 */
export function decideQueuedPost(api: ApiClient, postId: number, decision: ModerationDecision) {
  const path = `/admin/api/forum/posts/${postId}/decision` as const;
  return api.call('POST', path, (s) => s.message, { json: decision });
}
