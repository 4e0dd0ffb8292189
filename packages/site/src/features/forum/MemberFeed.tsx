import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PAGE_SIZES,
  PATHS,
  toggledLike,
  type ApiResult,
  type FeedItem,
  type Game,
  type MemberFeedPage,
} from '@csz/core';
import { CreatePostCard, Feed } from '@csz/widgets';
import { reactToGame } from '../../api/games';
import { useQuery, useQueryCache, writeOptimistically } from '../../api/useQuery';
import { SiteAd } from '../../shared/SiteAd';
import { useApi } from '../../state/api';
import { getMemberFeedPage } from './api/forum';
import { withFeedPage, type MemberFeedPages } from './posts';
import { useCreatePost } from './useCreatePost';
import { MEMBER_FEED_KEY, usePostActions } from './usePostActions';
import './forum.css';

/** lastItemDate: the date part of the last item's creation (spec §7 byUserSubs). */
function lastItemDate(items: readonly FeedItem[]): string | undefined {
  const last = items.at(-1);
  if (last == null) return undefined;
  return (last.type === 'post' ? last.data.date : last.data.created).slice(0, 10);
}

function firstPage(answer: ApiResult<MemberFeedPage>): ApiResult<MemberFeedPages> {
  return answer.ok
    ? {
        ok: true,
        data: { items: answer.data.items, pages: 1, finished: answer.data.items.length === 0 },
      }
    : answer;
}

function withGame(game: Game) {
  return (data: MemberFeedPages): MemberFeedPages => ({
    ...data,
    items: data.items.map((item) =>
      item.type === 'game' && item.data.id === game.id ? { ...item, data: game } : item,
    ),
  });
}

const NO_TAGS = [] as const;

/**
 * The member feed of the home tab (spec §2, §4 "Member feed"): posts and games of the schools and
 * sports the member follows, 20 a page, finished when an empty page returns; 'Retry' on error; the
 * empty text with 'Add More Roles'. Creating a post, or hiding one, starts it again.
 */
export function MemberFeed() {
  const api = useApi();
  const cache = useQueryCache();
  const navigate = useNavigate();
  const actions = usePostActions();
  const first = useQuery<MemberFeedPages>({
    key: MEMBER_FEED_KEY,
    load: (signal) =>
      getMemberFeedPage(api, { page: 1, perPage: PAGE_SIZES.memberFeed }, signal).then(firstPage),
  });
  const [more, setMore] = useState({ loading: false, error: null as string | null });
  const data = first.status === 'loaded' ? first.data : null;

  const loadMore = useCallback(() => {
    if (data == null || data.finished || more.loading) return;
    const loaded = data.pages;
    const date = lastItemDate(data.items);
    setMore({ loading: true, error: null });
    void getMemberFeedPage(api, {
      page: loaded + 1,
      perPage: PAGE_SIZES.memberFeed,
      ...(date ? { lastItemDate: date } : {}),
    }).then((answer) => {
      if (answer.ok) {
        cache.update<MemberFeedPages>(MEMBER_FEED_KEY, (pages) =>
          pages.pages !== loaded ? pages : withFeedPage(pages, answer.data.items),
        );
      }
      setMore({ loading: false, error: answer.ok ? null : answer.failure.message });
    });
  }, [api, cache, data, more.loading]);

  const onToggleGameLike = useCallback(
    (game: Game) => {
      const shown = toggledLike(game);
      void writeOptimistically(cache, {
        prefixes: [MEMBER_FEED_KEY],
        change: withGame(shown),
        send: () => reactToGame(api, game.id, shown.youVoted ? 'Like' : 'Unlike'),
      }).then((answer) => {
        if (answer.ok) cache.update(MEMBER_FEED_KEY, withGame({ ...shown, ...answer.data }));
      });
    },
    [api, cache],
  );

  // The new post shows when the feed starts again (useCreatePost resets it).
  const create = useCreatePost(NO_TAGS, () => undefined);
  return (
    <div className="site-page forum-page">
      <CreatePostCard {...create} />
      <Feed
        items={data?.items ?? []}
        loading={first.status === 'loading' || more.loading}
        error={first.status === 'failed' ? first.failure.message : more.error}
        hasMore={data != null && !data.finished}
        onLoadMore={loadMore}
        onRetry={more.error != null ? loadMore : first.reload}
        kind="member"
        renderAd={() => <SiteAd slot="Statewide_300x250" />}
        onToggleGameLike={onToggleGameLike}
        onAddRoles={() => navigate(PATHS.addSchoolSub)}
        {...actions}
      />
    </div>
  );
}
