import { useCallback, useState } from 'react';
import {
  FORUM_MESSAGES,
  cantActOnPostMessage,
  type Actor,
  type ApiResult,
  type Post,
} from '@csz/core';
import type { PostAction } from '@csz/widgets';
import { useQuery, useQueryCache, writeOptimistically, type QueryCache } from '../../api/useQuery';
import { useApi } from '../../state/api';
import { useAuthNotice } from '../../state/session';
import { useActor, useCan } from '../../state/useCan';
import { useOpenSignIn } from '../../state/useRequireLogin';
import {
  PINNED_KEY,
  claimPost,
  deletePost,
  pinnedPostQuery,
  reactToPost,
  togglePin,
} from './api/forum';
import { FORUM_KEY } from './api/reads';
import { mapPost, mapPosts, toggledPostLike } from './posts';

/** The cache key of the member feed, which a hidden or deleted post starts again (spec §4). */
export const MEMBER_FEED_KEY = [...FORUM_KEY, 'memberFeed'];

/**
 * Likes or unlikes a post in every forum answer at once, sends it, and puts the server's count in
 * place; a refusal puts the post back and is said (`say`: a daily limit met, a post gone). An
 * answer that arrives after the member changed (the cache was reset) is dropped, as it was the
 * last member's.
 */
export async function likePost(
  cache: QueryCache,
  post: Post,
  send: (type: 'Like' | 'Unlike') => Promise<ApiResult<{ upvotes: number; youVoted: boolean }>>,
  say: (message: string) => void = () => undefined,
): Promise<void> {
  const shown = toggledPostLike(post);
  const epoch = cache.epoch();
  const answer = await writeOptimistically(cache, {
    prefixes: [FORUM_KEY],
    change: mapPost(post.id, () => shown),
    send: () => send(shown.youVoted ? 'Like' : 'Unlike'),
  });
  if (cache.epoch() !== epoch) return;
  if (!answer.ok) {
    say(answer.failure.message);
    return;
  }
  cache.update(
    FORUM_KEY,
    mapPost(post.id, (p) => ({ ...p, ...answer.data })),
  );
}

/** What the Feed widget and PostCard need to act on posts. */
export interface PostActions {
  viewer: Actor;
  pinnedPostId: number | null;
  pinPendingPostId: number | null;
  onTogglePostLike: (post: Post) => void;
  onPostAction: (action: PostAction, post: Post) => void;
  onTogglePin: (post: Post) => void;
  onLogIn: () => void;
}

/**
 * What a reader does to posts (spec §4, §6, §8), the same on every forum page:
 * - like: the count changes at once wherever the post shows, then is sent; the server's answer
 *   sets the true count, a failure puts it back;
 * - report, hide (SiteAdmin) and delete (own post), each said in the site's notice with §8's
 *   texts; a hidden or deleted post is marked deleted (the feeds drop it) and the member feed
 *   starts again;
 * - pin and unpin (SiteAdmin), one pinned post at most;
 * - guests are asked to log in (the widgets' pop-over, then the sign-in dialog).
 * `onGone` runs after a post was hidden or deleted (the post page then links back to the forum).
 */
export function usePostActions(onGone?: (post: Post) => void): PostActions {
  const api = useApi();
  const cache = useQueryCache();
  const viewer = useActor();
  const can = useCan();
  const [, setNotice] = useAuthNotice();
  const onLogIn = useOpenSignIn();
  const mayPin = can({ action: 'pinPost' });
  const pinned = useQuery(mayPin ? pinnedPostQuery(api) : null);
  const [pinPendingPostId, setPinPending] = useState<number | null>(null);

  const onTogglePostLike = useCallback(
    (post: Post) =>
      void likePost(cache, post, (type) => reactToPost(api, post.id, type), setNotice),
    [api, cache, setNotice],
  );

  const gone = useCallback(
    (post: Post) => {
      cache.update(
        FORUM_KEY,
        mapPost(post.id, (p) => ({ ...p, isDeleted: true })),
      );
      cache.reset(MEMBER_FEED_KEY);
      onGone?.(post);
    },
    [cache, onGone],
  );

  const onPostAction = useCallback(
    (action: PostAction, post: Post) => {
      const send = action === 'delete' ? deletePost(api, post.id) : claimPost(api, post.id, action);
      void send.then((answer) => {
        if (action === 'delete') {
          setNotice(answer.ok ? FORUM_MESSAGES.postDeleted : FORUM_MESSAGES.cantDeletePost);
        } else if (action === 'hide') {
          setNotice(answer.ok ? FORUM_MESSAGES.postHidden : cantActOnPostMessage('hide'));
        } else {
          setNotice(answer.ok ? FORUM_MESSAGES.postReported : cantActOnPostMessage('report'));
        }
        if (answer.ok && action !== 'report') gone(post);
      });
    },
    [api, gone, setNotice],
  );

  const onTogglePin = useCallback(
    (post: Post) => {
      setPinPending(post.id);
      void togglePin(api, post.id).then((answer) => {
        setPinPending(null);
        if (!answer.ok) {
          setNotice(answer.failure.message);
          return;
        }
        // One pinned post at most: pinning this one unpins any other on the pages.
        cache.update(
          FORUM_KEY,
          mapPosts((p) =>
            p.id === post.id ? { ...p, isPinned: answer.data.isPinned } : { ...p, isPinned: false },
          ),
        );
        cache.invalidate(PINNED_KEY);
        // The lists read again, so that the pinned post comes first (spec §4).
        cache.invalidate([...FORUM_KEY, 'list']);
      });
    },
    [api, cache, setNotice],
  );

  return {
    viewer,
    pinnedPostId:
      pinned.status === 'loaded' && pinned.data.isPinnedPost ? pinned.data.postId : null,
    pinPendingPostId,
    onTogglePostLike,
    onPostAction,
    onTogglePin,
    onLogIn,
  };
}
