import type { ReactNode } from 'react';
import {
  AD_CADENCE,
  MESSAGES,
  formatShortDate,
  interleaveAds,
  type Actor,
  type FeedItem,
  type Game,
  type Post,
} from '@csz/core';
import { GameCard, GameLikeButton } from '../GameCard';
import { ListStatus, listPhase } from '../internal/ListStatus';
import { PostCard, type PostAction } from './PostCard';

/** Which empty text a feed shows (spec §2, §8). */
export type FeedKind = 'zone' | 'search' | 'updates' | 'member';

/**
 * Each feed's empty text: The Zone's pages invite a post from the box above the feed; the search
 * page has no such box, so it says that nothing matched.
 */
const EMPTY_TEXTS: Readonly<Record<FeedKind, string>> = {
  zone: MESSAGES.quietHere,
  search: MESSAGES.noSearchMatches,
  updates: MESSAGES.noUpdatesYet,
  member: MESSAGES.noAffiliations,
};

/** Props of {@link Feed}. */
export interface FeedProps {
  /** Posts and games, in order. */
  items: readonly FeedItem[];
  /** Whether a page is loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** Whether more pages can be loaded. */
  hasMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Which feed it is: its empty text. */
  kind: FeedKind;
  /** An ad after this many items: 15 in The Zone, 4 on Updates pages (spec §9). @default 15 */
  adEvery?: number;
  /** Renders the n-th ad; without it the feed has no ads. */
  renderAd?: ((index: number) => ReactNode) | undefined;
  /** Who is reading. */
  viewer: Actor;
  /** The pinned post's id, if any (only one post may be pinned). */
  pinnedPostId?: number | null;
  /** The post whose pin request is running. */
  pinPendingPostId?: number | null;
  onTogglePostLike?: ((post: Post) => void) | undefined;
  onPostAction?: ((action: PostAction, post: Post) => void) | undefined;
  onTogglePin?: ((post: Post) => void) | undefined;
  onToggleGameLike?: ((game: Game) => void) | undefined;
  onLogIn?: (() => void) | undefined;
  /** The member feed's empty state leads to adding roles. */
  onAddRoles?: (() => void) | undefined;
  /** The posts' and games' heading level: 2 right under a page's title. @default 3 */
  headingLevel?: 2 | 3;
}

/**
 * A feed of posts and games (spec §2, §4): The Zone, Updates pages and the member's home feed, with
 * an ad every N items, 'Load More' and 'Retry', and each feed's empty text.
 */
export function Feed({
  items,
  loading,
  error,
  hasMore,
  onLoadMore,
  onRetry,
  kind,
  adEvery = AD_CADENCE.posts,
  renderAd,
  viewer,
  pinnedPostId = null,
  pinPendingPostId = null,
  onTogglePostLike,
  onPostAction,
  onTogglePin,
  onToggleGameLike,
  onLogIn,
  onAddRoles,
  headingLevel = 3,
}: FeedProps) {
  const shown = items.filter((item) => item.type !== 'post' || !item.data.isDeleted);
  const entries = renderAd
    ? interleaveAds(shown, adEvery)
    : shown.map((item) => ({ kind: 'item' as const, item }));

  const phase = listPhase({ error, loading, empty: shown.length === 0 });
  return (
    <section className="csz-feed" aria-label="Feed">
      {entries.length > 0 ? (
        <ul className="csz-feed__list">
          {entries.map((entry) => {
            if (entry.kind === 'ad') {
              return (
                <li key={`ad-${entry.index}`} className="csz-feed__ad">
                  {renderAd?.(entry.index)}
                </li>
              );
            }
            const { item } = entry;
            return item.type === 'post' ? (
              <li key={`post-${item.data.id}`}>
                <PostCard
                  post={item.data}
                  viewer={viewer}
                  anotherPostPinned={pinnedPostId != null && pinnedPostId !== item.data.id}
                  pinPending={pinPendingPostId === item.data.id}
                  onToggleLike={onTogglePostLike}
                  onAction={onPostAction}
                  onTogglePin={onTogglePin}
                  onLogIn={onLogIn}
                  headingLevel={headingLevel}
                />
              </li>
            ) : (
              <li key={`game-${item.data.id}`}>
                <GameCard
                  game={item.data}
                  headingLevel={headingLevel}
                  date={formatShortDate(item.data.eventDate)}
                  like={
                    <GameLikeButton
                      game={item.data}
                      isLoggedIn={viewer != null}
                      onToggleLike={onToggleGameLike}
                      onLogIn={onLogIn}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      <ListStatus
        phase={phase}
        texts={{
          loading: MESSAGES.loading,
          empty: EMPTY_TEXTS[kind],
          error: MESSAGES.somethingWentWrong,
        }}
        retry={{ label: MESSAGES.retry, onClick: onRetry }}
        emptyAction={
          kind === 'member' && onAddRoles
            ? { label: MESSAGES.addMoreRoles, onClick: onAddRoles }
            : undefined
        }
      />
      {phase === 'ready' && hasMore ? (
        <div className="csz-feed__more">
          <button type="button" className="csz-button csz-button--secondary" onClick={onLoadMore}>
            {MESSAGES.loadMore}
          </button>
        </div>
      ) : null}
    </section>
  );
}
