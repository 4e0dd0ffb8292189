import { useCallback, useMemo, useState } from 'react';
import type { CacheKey, Post } from '@csz/core';
import { useQuery, useQueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { getPostsPage, postListQuery, type PostList } from './api/reads';
import { hasMorePages, withNewPost, type PostPages } from './posts';

/**
 * How long a list's pages stay as they are: coming back to the same query (the back button from a
 * post) shows the pages read before, not the first page again (spec §4 "feed state remembered for
 * back navigation to same query").
 */
export const FEED_KEPT_MS = 10 * 60_000;

/** A list of posts as the pages show it in the Feed widget. */
export interface PostListLoad {
  /** Its cache key, for a new post to be put at its top. */
  key: CacheKey | null;
  posts: Post[];
  total: number | null;
  /** More match than `total` counts (a text search of many matches): shown as 'total+'. */
  totalIsCapped: boolean;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore: () => void;
  /** Starts the list again after a failure ('Retry'). */
  retry: () => void;
  /** Puts a post just created at the list's top. */
  addPost: (post: Post) => void;
}

/**
 * A list of forum posts, 15 a page (spec §9), from the site's cache: a new query is a new key,
 * 'Load More' appends the next page to the key's answer, and 'Retry' starts it over. A null list
 * loads nothing (a search without words).
 */
export function usePostList(list: PostList | null): PostListLoad {
  const api = useApi();
  const cache = useQueryCache();
  const text = list == null ? null : JSON.stringify(list);
  const { query, key, firstQuery } = useMemo(() => {
    const query = text == null ? null : (JSON.parse(text) as PostList);
    const firstQuery = query == null ? null : postListQuery(api, query);
    return { query, key: firstQuery?.key ?? null, firstQuery };
  }, [api, text]);
  const first = useQuery(firstQuery, { staleMs: FEED_KEPT_MS });
  const [more, setMore] = useState<{ key: string; loading: boolean; error: string | null }>();
  const moreNow = more?.key === text ? more : undefined;
  const data = first.status === 'loaded' ? first.data : null;

  const loadMore = useCallback(() => {
    if (key == null || query == null || data == null || moreNow?.loading) return;
    if (!hasMorePages(data)) return;
    const loaded = data.pages;
    setMore({ key: text!, loading: true, error: null });
    void getPostsPage(api, query, loaded + 1).then((answer) => {
      if (answer.ok) {
        // Appended only to the pages it follows: a list loaded again since starts over. A post
        // already shown (a new post moved the pages along) is not shown twice.
        cache.update<PostPages>(key, (pages) => {
          if (pages.pages !== loaded) return pages;
          const shown = new Set(pages.posts.map((p) => p.id));
          return {
            posts: [...pages.posts, ...answer.data.posts.filter((p) => !shown.has(p.id))],
            total: answer.data.total,
            totalIsCapped: answer.data.totalIsCapped,
            totalPages: answer.data.totalPages,
            pages: loaded + 1,
          };
        });
      }
      setMore({ key: text!, loading: false, error: answer.ok ? null : answer.failure.message });
    });
  }, [api, cache, key, query, text, data, moreNow?.loading]);

  const retry = useCallback(() => {
    // A failed 'Load More' asks for the same page again; a failed first page starts over.
    if (moreNow?.error != null) loadMore();
    else first.reload();
  }, [first, loadMore, moreNow?.error]);

  const addPost = useCallback(
    (post: Post) => {
      if (key != null) cache.update<PostPages>(key, (pages) => withNewPost(pages, post));
    },
    [cache, key],
  );

  return {
    key,
    posts: data?.posts ?? [],
    total: data?.total ?? null,
    totalIsCapped: data?.totalIsCapped === true,
    loading: first.status === 'loading' || moreNow?.loading === true,
    error: first.status === 'failed' ? first.failure.message : (moreNow?.error ?? null),
    hasMore: data != null && hasMorePages(data),
    loadMore,
    retry,
    addPost,
  };
}
