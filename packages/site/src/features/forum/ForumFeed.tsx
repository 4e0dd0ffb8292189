import { AD_CADENCE } from '@csz/core';
import { Feed, type FeedKind } from '@csz/widgets';
import { SiteAd } from '../../shared/SiteAd';
import type { PostActions } from './usePostActions';
import type { PostListLoad } from './usePostList';

/**
 * A list of posts in the Feed widget: 'Load More', 'Retry', the feed's empty text and an ad (the
 * feed slot, by region) after every 15 posts, or every 4 items on the Updates pages (spec §9).
 */
export function ForumFeed({
  list,
  actions,
  kind = 'zone',
  adEvery = AD_CADENCE.posts,
}: {
  list: PostListLoad;
  actions: PostActions;
  kind?: FeedKind;
  adEvery?: number;
}) {
  return (
    <Feed
      items={list.posts.map((post) => ({ type: 'post' as const, data: post }))}
      loading={list.loading}
      error={list.error}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      onRetry={list.retry}
      kind={kind}
      adEvery={adEvery}
      renderAd={() => <SiteAd slot="Statewide_300x250" />}
      // Every list of posts stands under its page's h1.
      headingLevel={2}
      {...actions}
    />
  );
}
