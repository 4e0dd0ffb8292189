import { PAGE_SIZES, PODCAST_TAG, type ApiResult, type CacheKey } from '@csz/core';
import type { Params } from 'react-router-dom';
import type { ApiClient } from '../../../api/client';
import { pageLoader } from '../../../api/pageLoader';
import { getQuery, type Query } from '../../../api/params';
import { routeId } from '../../../shared/routeId';
import type { CommentPages, PostPages } from '../posts';

// What The Zone reads (spec §7 "Forum"): its categories, a post, lists of posts and comments. Apart
// from its writes (forum.ts) because the routes' loaders of its pages, in the site's entry chunk,
// are built from them (api/pageLoader.ts): a read starts at the click, and the entry does not
// carry the forum's writes.

/** The cache key of every forum answer: posts anywhere in it change together (a like, a hide). */
export const FORUM_KEY: CacheKey = ['forum'];

/** Where The Zone's calls go. */
export const BASE = '/api/forums';

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

/**
 * A list's first page, as the cache keeps a list (each list under a key of its own, which 'Load
 * More' grows): the pages loaded so far, one.
 */
export function postListQuery(api: ApiClient, list: PostList): Query<PostPages> {
  return {
    key: [...FORUM_KEY, 'list', list],
    load: (signal) => getPostsPage(api, list, 1, signal).then((answer) => firstOf(answer)),
  };
}

/** A post's first page of comments, as the cache keeps them: the pages loaded so far, one. */
export function commentsQuery(api: ApiClient, postId: number): Query<CommentPages> {
  return {
    key: [...FORUM_KEY, 'comments', postId],
    load: (signal) => getCommentsPage(api, postId, 1, signal).then((answer) => firstOf(answer)),
  };
}

/** A first page answered, marked as the one page loaded. */
function firstOf<T>(answer: ApiResult<T>): ApiResult<T & { pages: number }> {
  return answer.ok ? { ok: true, data: { ...answer.data, pages: 1 } } : answer;
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

// What The Zone's pages read that follows from their address: the pages read their lists by these,
// and on a navigation their routes' loaders load them, with the categories every forum page shows.

/** A post's id, as its address names it (1 to 9 digits), or null. */
export function postIdOf(params: Params): number | null {
  return routeId(params.postId);
}

/** A category's posts (spec §2 /forums/{tagLink}): General when the address names none. */
export function categoryList({ type = 'all', name = 'General' }: Params): PostList {
  return { kind: 'category', tagType: type, tagString: name };
}

/** A tag's posts (spec §2 /forums/search/tag/{tagType}/{tagString}/{tagEntityId}). */
export function tagList({ tagType = '', tagString = '', tagEntityId }: Params) {
  const entityId = routeId(tagEntityId);
  return { kind: 'tag', tagType, tagString, entityId } satisfies PostList;
}

/** A text search's posts (spec §2 /forums/search/plain-text/{query}); none for no words. */
export function searchList({ query = '' }: Params): PostList | null {
  const words = query.trim();
  return words === '' ? null : { kind: 'text', searchTerm: words };
}

/** The podcast's posts: its category's (spec §2 /forums/podcast). */
export const PODCAST_LIST: PostList = {
  kind: 'category',
  tagType: 'Group',
  tagString: PODCAST_TAG,
};

/** A loader of a forum page of posts: the list's first page and the categories of the forum's menu. */
const listLoader = (listOf: (params: Params) => PostList | null) =>
  pageLoader((api, params) => {
    const list = listOf(params);
    return [categoriesQuery(api), list == null ? null : postListQuery(api, list)];
  });

export const categoryLoader = listLoader(categoryList);
export const tagLoader = listLoader(tagList);
export const searchLoader = listLoader(searchList);
export const podcastLoader = listLoader(() => PODCAST_LIST);

/** A post's page: the post, its first comments and the categories of the forum's menu. */
export const postLoader = pageLoader((api, params) => {
  const postId = postIdOf(params);
  return postId == null
    ? null
    : [categoriesQuery(api), postQuery(api, postId, params.slug), commentsQuery(api, postId)];
});
