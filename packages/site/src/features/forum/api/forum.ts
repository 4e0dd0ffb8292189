import type {
  CacheKey,
  HIDDEN_BY_ADMIN,
  MemberFeedQuery,
  NewComment,
  NewPostBody,
} from '@csz/core';
import type { ApiClient } from '../../../api/client';
import { getQuery } from '../../../api/params';
import { BASE, FORUM_KEY } from './reads';

// The Zone's calls (spec §7 "Forum"), built to the API table of issue 17, but for its pages' reads
// (reads.ts). Every answer is read with core's schemas, picked from src/api/schemas (loaded apart
// from the pages, client.ts).

/**
 * The claim text of a SiteAdmin's hide (spec §6), checked against core's at compile time: the
 * value is written here because core's module holding it also builds the forum's schemas, which
 * would bring the validation library into every forum page.
 */
const HIDDEN_BY_ADMIN_TEXT: typeof HIDDEN_BY_ADMIN = 'Hidden by admin';

/** GET posts/byUserSubs: a page of 20 of the member feed (spec §4 "Member feed"). */
export function getMemberFeedPage(api: ApiClient, query: MemberFeedQuery, signal?: AbortSignal) {
  return api.call('GET', `${BASE}/posts/byUserSubs`, (s) => s.memberFeedPageSchema, {
    searchParams: { ...query },
    ...(signal ? { signal } : {}),
  });
}

/** POST images: one picture of a new post, stored and re-encoded; answered with its address. */
export function uploadPostImage(api: ApiClient, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.call('POST', `${BASE}/images`, (s) => s.imageUploadAnswerSchema, { form });
}

/** GET metadata?url: a link's preview, parsed by the server. */
export function getLinkPreview(api: ApiClient, url: string) {
  return api.call('GET', `${BASE}/metadata`, (s) => s.linkPreviewSchema, {
    searchParams: { url },
  });
}

/** POST posts: a new post (its pictures uploaded first), answered with the post as stored. */
export function createPost(api: ApiClient, post: NewPostBody) {
  return api.call('POST', `${BASE}/posts`, (s) => s.postSchema, { json: post });
}

/** DELETE posts/{id}: the author deletes their post. */
export function deletePost(api: ApiClient, postId: number) {
  return api.call('DELETE', `${BASE}/posts/${postId}`, (s) => s.message);
}

/** POST claims: a member reports a post; a SiteAdmin's claim 'Hidden by admin' hides it (spec §6). */
export function claimPost(api: ApiClient, postId: number, how: 'report' | 'hide') {
  return api.call('POST', `${BASE}/claims`, (s) => s.message, {
    json: { postId, claimType: 'Other', claimText: how === 'hide' ? HIDDEN_BY_ADMIN_TEXT : '' },
  });
}

/** PUT reactions/{id}: likes or unlikes a post; answered with the count the server keeps. */
export function reactToPost(api: ApiClient, postId: number, type: 'Like' | 'Unlike') {
  return api.call('PUT', `${BASE}/reactions/${postId}`, (s) => s.postReactionAnswer, {
    json: { type },
  });
}

/** The cache key of the pinned post's id. */
export const PINNED_KEY: CacheKey = [...FORUM_KEY, 'pinned'];

/** GET posts/isPinnedPost: whether a post is pinned, and which. */
export function pinnedPostQuery(api: ApiClient) {
  return getQuery(api, PINNED_KEY, `${BASE}/posts/isPinnedPost`, (s) => s.pinnedPostSchema);
}

/** POST posts/togglePin: a SiteAdmin pins or unpins a post; answered with the post. */
export function togglePin(api: ApiClient, postId: number) {
  return api.call('POST', `${BASE}/posts/togglePin`, (s) => s.postSchema, { json: { postId } });
}

/** POST comments: a member's comment, answered with it. */
export function createComment(api: ApiClient, comment: NewComment) {
  return api.call('POST', `${BASE}/comments`, (s) => s.postSchema, { json: comment });
}

/** DELETE comments/{id}: the author deletes their comment. */
export function deleteComment(api: ApiClient, commentId: number) {
  return api.call('DELETE', `${BASE}/comments/${commentId}`, (s) => s.message);
}
