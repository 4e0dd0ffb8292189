import type { MouseEvent } from 'react';
import { GENERAL_MESSAGES, SCORE_MESSAGES } from '@csz/core/display';
import { GameCard } from '../GameCard/GameCard';
import type { GamesListState } from '../GamesList/GamesList';
import { ListStatus, listPhase } from '../internal/ListStatus';
import { useScoreAnnouncement } from '../internal/useScoreAnnouncement';

/** Props of {@link EmbedGames}. */
export interface EmbedGamesProps {
  /** The page's games, and whether they are loading or their load failed. */
  list: GamesListState;
  /** The page shown, from 1. */
  page: number;
  /** Games per page. */
  perPage: number;
  /** The frame's own address of a page: a plain link that works without scripts. */
  pageHref: (page: number) => string;
  /** Shows another page in place (the frame's script); without it the links are followed. */
  onPageChange?: ((page: number) => void) | undefined;
  /** Tries a failed load again. */
  onRetry: () => void;
}

/**
 * A scoreboard frame's games, a page at a time (docs/embeds.md "Fixed heights"): the cards, the
 * list's loading, empty and error states, score changes announced, and links to the pages before
 * and after, which the frame's script follows in place. The frame never grows past its page.
 */
export function EmbedGames({
  list,
  page,
  perPage,
  pageHref,
  onPageChange,
  onRetry,
}: EmbedGamesProps) {
  const { items, loading, error, total } = list;
  const announcement = useScoreAnnouncement(items);
  const phase = listPhase({ error, loading, empty: items.length === 0 });
  const pages = Math.ceil((total ?? items.length) / perPage);
  const first = (page - 1) * perPage + 1;

  /** A link to a page: followed by the browser, or shown in place by the frame's script. */
  const to = (target: number, label: string, rel: 'prev' | 'next') => (
    <a
      href={pageHref(target)}
      rel={rel}
      className="csz-button csz-button--secondary"
      onClick={
        onPageChange &&
        ((event: MouseEvent) => {
          event.preventDefault();
          onPageChange(target);
        })
      }
    >
      {label}
    </a>
  );

  return (
    <section className="csz-games-list" aria-label="Games">
      {phase === 'ready' ? (
        <ul className="csz-games-list__grid">
          {items.map((game) => (
            <li key={game.id} className="csz-games-list__game">
              <GameCard game={game} headingLevel={2} />
            </li>
          ))}
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
        announcement={announcement}
      />
      {phase === 'ready' && pages > 1 ? (
        <nav className="csz-embed__pager" aria-label="Pages of games">
          {page > 1 ? to(page - 1, 'Previous', 'prev') : <span />}
          <span className="csz-embed__page">
            {items.length > 1 ? `${first}–${first + items.length - 1}` : first} of{' '}
            {total ?? items.length}
          </span>
          {page < pages ? to(page + 1, 'Next', 'next') : <span />}
        </nav>
      ) : null}
    </section>
  );
}
