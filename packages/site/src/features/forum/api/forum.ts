import {
  PAGE_SIZES,
  type CacheKey,
  type HIDDEN_BY_ADMIN,
  type MemberFeedQuery,
  type NewComment,
  type NewPostBody,
} from '@csz/core';
import type { ApiClient } from '../../../api/client';
import { getQuery } from '../../../api/params';

// The Zone's calls (spec §7 "Forum"), built to the API table of issue 17. Every answer is read with
// core's schemas, picked from src/api/schemas (loaded apart from the pages, client.ts).

/** The cache key of every forum answer: posts anywhere in it change together (a like, a hide). */
export const FORUM_KEY: CacheKey = ['forum'];

const BASE = '/api/forums';

/**
 * The claim text of a SiteAdmin's hide (spec §6), checked against core's at compile time: the
 * value is written here because core's module holding it also builds the forum's schemas, which
 * would bring the validation library into every forum page.
 */
const HIDDEN_BY_ADMIN_TEXT: typeof HIDDEN_BY_ADMIN = 'Hidden by admin';

/** GET categories: General, the groups, Podcast and Teams (schools by state and county). */
export function categoriesQuery(api: ApiClient) {
  return getQuery(
    api,
    [...FORUM_KEY, 'categories'],
    `${BASE}/categories`,
    (s) => s.categoriesSchema,
  );
}

/** The cache key of one post's page. */
export function postKey(postId: number): CacheKey {
  return [...FORUM_KEY, 'post', postId];
}

/** GET posts/view/{id}?slug: one post (a 404 'Not Found' when it is gone or hidden). */
export function postQuery(api: ApiClient, postId: number, slug: string | undefined) {
  return getQuery(api, postKey(postId), `${BASE}/posts/view/${postId}`, (s) => s.postSchema, {
    searchParams: { slug },
  });
}

/** One page of a post list, as every list call answers it. */
export type PageLoader = (page: number, signal?: AbortSignal) => ReturnType<typeof getPostsPage>;

/** What a post list is: the category, tag or text search whose pages it shows. */
export type PostList =
  | { kind: 'category' | 'tag'; tagType: string; tagString: string; entityId?: number | null }
  | { kind: 'text'; searchTerm: string }
  | {
      kind: 'updates';
      stateId?: string | null;
      districtId?: string | null;
      schoolId?: string | null;
      sportId?: string | null;
    };

/**
 * GET posts (with searchTerm: ranked), posts/search/{category|tag}/{type}/{string}/{entityId?}, or
 * posts/updates: one page of 15 (spec §9), pinned first on the first page of a category.
 */
export function getPostsPage(api: ApiClient, list: PostList, page: number, signal?: AbortSignal) {
  const perPage = PAGE_SIZES.forumPosts;
  const options = signal ? { signal } : {};
  if (list.kind === 'text') {
    return api.call('GET', `${BASE}/posts`, (s) => s.postsPageSchema, {
      searchParams: { page, perPage, searchTerm: list.searchTerm },
      ...options,
    });
  }
  if (list.kind === 'updates') {
    const { kind: _, ...place } = list;
    return api.call('GET', `${BASE}/posts/updates`, (s) => s.postsPageSchema, {
      searchParams: { ...place, page, perPage },
      ...options,
    });
  }
  const entity = list.entityId == null ? '' : (`/${list.entityId}` as const);
  const path =
    `${BASE}/posts/search/${list.kind}/${encodeURIComponent(list.tagType)}/${encodeURIComponent(list.tagString)}${entity}` as const;
  return api.call('GET', path, (s) => s.postsPageSchema, {
    searchParams: { page, perPage },
    ...options,
  });
}

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

/** GET comments: a page of 10 of a post's comments, oldest first (spec §9). */
export function getCommentsPage(
  api: ApiClient,
  postId: number,
  page: number,
  signal?: AbortSignal,
) {
  return api.call('GET', `${BASE}/comments`, (s) => s.commentsPageSchema, {
    searchParams: { postId, page, size: PAGE_SIZES.comments },
    ...(signal ? { signal } : {}),
  });
}

/** POST comments: a member's comment, answered with it. */
export function createComment(api: ApiClient, comment: NewComment) {
  return api.call('POST', `${BASE}/comments`, (s) => s.postSchema, { json: comment });
}

/** DELETE comments/{id}: the author deletes their comment. */
export function deleteComment(api: ApiClient, commentId: number) {
  return api.call('DELETE', `${BASE}/comments/${commentId}`, (s) => s.message);
}
