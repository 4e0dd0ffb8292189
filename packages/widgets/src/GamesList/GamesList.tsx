import type { ReactNode } from 'react';
import {
  GENERAL_MESSAGES,
  SCORE_MESSAGES,
  type Game,
  type ListState,
  type WithAds,
} from '@csz/core/display';
import { GameCard } from '../GameCard/GameCard';
import { ListStatus, listPhase } from '../internal/ListStatus';
import { useScoreAnnouncement } from '../internal/useScoreAnnouncement';

/** The part of a list's load state the games list shows (core's ListState). */
export type GamesListState = Pick<
  ListState<Game, unknown>,
  'items' | 'loading' | 'error' | 'total'
>;

/** Props of {@link GamesList}. */
export interface GamesListProps {
  /** The games loaded so far, and whether more are loading or the load failed. */
  list: GamesListState;
  /** Loads the next page ('View More Games'). */
  onViewMore: () => void;
  /** Loads the list again once everything is shown ('Refresh'). */
  onRefresh: () => void;
  /** Tries a failed load again ('Retry'). */
  onRetry: () => void;
  /**
   * The list's ads: where they go among the games (core's gamesWithAds: after every 6, one when
   * there are fewer) and how the n-th (from 0) is drawn. Without them the list has none and its
   * build carries no ad code (embeds).
   */
  ads?:
    | {
        place: (games: readonly Game[]) => WithAds<Game>[];
        render: (index: number) => ReactNode;
      }
    | undefined;
  /** Renders a game's like button (GameLikeButton); without it cards have none (embeds). */
  renderLike?: ((game: Game) => ReactNode) | undefined;
  /** Level of the cards' headings in the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The scoreboard's games (spec §4 "Game list"): cards with the ads it is given between them,
 * 'View More Games' while some are not loaded, else 'Refresh', and 'Retry' after a
 * failure. Score changes of games on screen are announced to screen readers.
 */
export function GamesList({
  list,
  onViewMore,
  onRefresh,
  onRetry,
  ads,
  renderLike,
  headingLevel = 3,
}: GamesListProps) {
  const { items, loading, error, total } = list;
  const announcement = useScoreAnnouncement(items);
  const entries = ads ? ads.place(items) : items.map((item) => ({ kind: 'item' as const, item }));
  const more = total != null && items.length < total;

  const phase = listPhase({ error, loading, empty: items.length === 0 });

  return (
    <section className="csz-games-list" aria-label="Games">
      {entries.length > 0 ? (
        <ul className="csz-games-list__grid">
          {entries.map((entry) =>
            entry.kind === 'item' ? (
              <li key={entry.item.id} className="csz-games-list__game">
                <GameCard
                  game={entry.item}
                  like={renderLike?.(entry.item)}
                  headingLevel={headingLevel}
                />
              </li>
            ) : (
              <li key={`ad-${entry.index}`} className="csz-games-list__ad">
                {ads?.render(entry.index)}
              </li>
            ),
          )}
        </ul>
      ) : null}
      <ListStatus
        phase={phase}
        texts={{
          loading: SCORE_MESSAGES.loadingGames,
          empty: SCORE_MESSAGES.noGamesFound,
          error: SCORE_MESSAGES.gamesLoadingFailed,
        }}
        retry={{ label: GENERAL_MESSAGES.retry, onClick: onRetry }}
        emptyAction={{ label: GENERAL_MESSAGES.refresh, onClick: onRefresh }}
        announcement={announcement}
      />
      {phase === 'ready' ? (
        <div className="csz-games-list__more">
          <button
            type="button"
            className="csz-button csz-button--secondary"
            onClick={more ? onViewMore : onRefresh}
          >
            {more ? SCORE_MESSAGES.viewMoreGames : GENERAL_MESSAGES.refresh}
          </button>
        </div>
      ) : null}
    </section>
  );
}
