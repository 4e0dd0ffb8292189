import { Suspense, lazy, useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  FORUM_CATEGORIES,
  forumCategoryPath,
  forumTagPath,
  postPageErrorMessage,
  type Post,
} from '@csz/core';
import { LoadingScreen, PostCard } from '@csz/widgets';
import { useQuery } from '../../api/useQuery';
import { usePageTitle } from '../../shared/usePageTitle';
import { useApi } from '../../state/api';
import { postIdOf, postQuery } from './api/reads';
import { ForumLayout } from './ForumLayout';
import { usePostActions } from './usePostActions';

/** Where the post page leads after a hide (spec §2: /forums/search/category/all/General). */
const GENERAL_PATH = forumCategoryPath(FORUM_CATEGORIES[0]);

// The comments load after the post, with the comment box's validation (see PostComments).
const Comments = lazy(() => import('./PostComments').then((m) => ({ default: m.PostComments })));

/**
 * One post (spec §2 /forums/post/:postId/:slug?): title 'THE ZONE - Post', the post with its
 * category (its tag flagged isCategory) and its comments. A missing post says 'Not Found', other
 * failures '{status or 500} {message or Unknown Error}' (spec §8); after the post is hidden or
 * deleted, the page leads back to the forum.
 */
export function PostPage() {
  usePageTitle('THE ZONE - Post');
  const params = useParams();
  const postId = postIdOf(params);
  const api = useApi();
  const post = useQuery(postId == null ? null : postQuery(api, postId, params.slug));
  const [goneId, setGoneId] = useState<number | null>(null);
  const actions = usePostActions(useCallback((gone: Post) => setGoneId(gone.id), []));

  let content;
  if (postId == null || (post.status === 'failed' && post.failure.status === 404)) {
    content = (
      <div className="csz-panel" role="alert">
        <h1 className="csz-panel__title">Not Found</h1>
        <Link to={GENERAL_PATH}>Back to The Zone</Link>
      </div>
    );
  } else if (post.status === 'failed') {
    content = (
      <div className="csz-panel" role="alert">
        <p>{postPageErrorMessage(post.failure.status || undefined, post.failure.message)}</p>
        <button type="button" className="csz-button csz-button--secondary" onClick={post.reload}>
          Retry
        </button>
      </div>
    );
  } else if (post.status !== 'loaded') {
    content = <LoadingScreen />;
  } else if (post.data.isDeleted || goneId === postId) {
    content = (
      <div className="csz-panel">
        <h1 className="csz-panel__title">THE ZONE - Post</h1>
        <p>This post is no longer in The Zone.</p>
        <Link to={GENERAL_PATH} className="csz-button">
          Back to The Zone
        </Link>
      </div>
    );
  } else {
    const category = post.data.tags.find((tag) => tag.isCategory);
    content = (
      <>
        <h1 className="csz-visually-hidden">THE ZONE - Post</h1>
        {category ? (
          <p className="forum-post__category">
            <Link to={forumTagPath(category)}>{category.tagString}</Link>
          </p>
        ) : null}
        <PostCard
          headingLevel={2}
          post={post.data}
          viewer={actions.viewer}
          anotherPostPinned={actions.pinnedPostId != null && actions.pinnedPostId !== postId}
          pinPending={actions.pinPendingPostId === postId}
          onToggleLike={actions.onTogglePostLike}
          onAction={actions.onPostAction}
          onTogglePin={actions.onTogglePin}
          onLogIn={actions.onLogIn}
          visibleTags={6}
        />
        <Suspense fallback={<LoadingScreen />}>
          <Comments postId={postId} />
        </Suspense>
      </>
    );
  }
  return <ForumLayout>{content}</ForumLayout>;
}
