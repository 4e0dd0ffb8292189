import { useCallback, useMemo, useState } from 'react';
import { TIMERS_MS, type Post } from '@csz/core';
import type { CommentListProps } from '@csz/widgets';
import { useQuery, useQueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useActor } from '../../state/useCan';
import { useOpenSignIn } from '../../state/useRequireLogin';
import { createComment, deleteComment } from './api/forum';
import { FORUM_KEY, commentsQuery, getCommentsPage, postKey } from './api/reads';
import { mapPost, type CommentPages } from './posts';

/** Changes a post's comment count wherever it shows (spec §4: a comment changes it by 1). */
function countChange(postId: number, by: number) {
  return mapPost(postId, (post) => ({ ...post, comments: Math.max(0, post.comments + by) }));
}

/**
 * A post's comments (spec §4 "Comments"): the first page loads at once and is tried again every
 * 2 s while it fails; 'Load More' appends the next 10; a new comment is added at the end and
 * counted; deleting one's own marks it deleted and counts one less, on the post too.
 */
export function useComments(postId: number): CommentListProps {
  const api = useApi();
  const cache = useQueryCache();
  const viewer = useActor();
  const onLogIn = useOpenSignIn();
  const firstQuery = useMemo(() => commentsQuery(api, postId), [api, postId]);
  const { key } = firstQuery;
  const first = useQuery(firstQuery, { retryMs: TIMERS_MS.commentRetry });
  const [more, setMore] = useState({ loading: false, error: null as string | null });
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sentCount, setSentCount] = useState(0);
  const data = first.status === 'loaded' ? first.data : null;

  const onLoadMore = useCallback(() => {
    if (data == null || more.loading) return;
    const loaded = data.pages;
    setMore({ loading: true, error: null });
    void getCommentsPage(api, postId, loaded + 1).then((answer) => {
      if (answer.ok) {
        cache.update<CommentPages>(key, (pages) => {
          if (pages.pages !== loaded) return pages;
          const shown = new Set(pages.comments.map((c) => c.id));
          return {
            comments: [...pages.comments, ...answer.data.comments.filter((c) => !shown.has(c.id))],
            total: answer.data.total,
            totalPages: answer.data.totalPages,
            pages: loaded + 1,
          };
        });
      }
      setMore({ loading: false, error: answer.ok ? null : answer.failure.message });
    });
  }, [api, cache, key, postId, data, more.loading]);

  const onComment = useCallback(
    (text: string) => {
      setSending(true);
      setSendError(null);
      void createComment(api, { replyToPostId: postId, message: text }).then((answer) => {
        setSending(false);
        if (!answer.ok) {
          setSendError(answer.failure.message);
          return;
        }
        cache.update<CommentPages>(key, (pages) => ({
          ...pages,
          comments: [...pages.comments, answer.data],
          total: pages.total + 1,
        }));
        cache.update(postKey(postId), countChange(postId, 1));
        cache.update([...FORUM_KEY, 'list'], countChange(postId, 1));
        setSentCount((count) => count + 1);
      });
    },
    [api, cache, key, postId],
  );

  const onDelete = useCallback(
    (comment: Post) => {
      void deleteComment(api, comment.id).then((answer) => {
        if (!answer.ok) {
          setSendError(answer.failure.message);
          return;
        }
        cache.update<CommentPages>(key, (pages) => ({
          ...pages,
          comments: pages.comments.map((c) =>
            c.id === comment.id ? { ...c, isDeleted: true } : c,
          ),
          total: Math.max(0, pages.total - 1),
        }));
        cache.update(postKey(postId), countChange(postId, -1));
        cache.update([...FORUM_KEY, 'list'], countChange(postId, -1));
      });
    },
    [api, cache, key, postId],
  );

  return {
    comments: data?.comments ?? [],
    total: data?.total ?? 0,
    loading: first.status === 'loading' || more.loading,
    error: first.status === 'failed' ? first.failure.message : more.error,
    viewer,
    onLoadMore,
    onComment,
    onDelete,
    onLogIn,
    sending,
    sendError,
    sentCount,
  };
}
