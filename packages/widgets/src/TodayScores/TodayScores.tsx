import { useId } from 'react';
import {
  MESSAGES,
  PAGE_SIZES,
  formatLongDate,
  relativeDayLabel,
  type DateString,
  type Game,
} from '@csz/core/display';
import { GameCard } from '../GameCard';
import { SiteLink } from '../internal/links';
import { StatusMessage } from '../internal/StatusMessage';

/** Props of {@link TodayScores}. */
export interface TodayScoresProps {
  /** The day's games; the first 12 are shown. */
  games: readonly Game[];
  /** Whether the games are loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** The day shown. */
  date: DateString;
  /** Today, where the reader is. */
  today: DateString;
  /** The scoreboard of that day, for 'See all scores'. */
  seeAllHref: string;
}

/**
 * The today-scores grid (spec §2 /today-scores): up to 12 games of the day and 'See all scores',
 * with its three states 'Loading...', 'Something went wrong' and 'No games found'.
 */
export function TodayScores({ games, loading, error, date, today, seeAllHref }: TodayScoresProps) {
  const titleId = useId();
  const day = relativeDayLabel(date, today);
  const heading =
    day === 'Today' || day === 'Yesterday'
      ? `${day}'s Scores`
      : `Scores for ${formatLongDate(date)}`;
  let body;
  if (error != null)
    body = <StatusMessage kind="error">{MESSAGES.somethingWentWrongToday}</StatusMessage>;
  else if (loading) body = <StatusMessage kind="loading">{MESSAGES.loading}</StatusMessage>;
  else if (games.length === 0)
    body = <StatusMessage kind="empty">{MESSAGES.noGamesFoundLower}</StatusMessage>;
  else {
    body = (
      <ul className="csz-today-scores__grid">
        {games.slice(0, PAGE_SIZES.todayScores).map((game) => (
          <li key={game.id} className="csz-today-scores__game">
            <GameCard game={game} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="csz-today-scores" aria-labelledby={titleId}>
      <h2 className="csz-today-scores__title" id={titleId}>
        {heading}
      </h2>
      {body}
      <div className="csz-today-scores__all">
        <SiteLink href={seeAllHref} className="csz-button">
          {MESSAGES.seeAllScores}
        </SiteLink>
      </div>
    </section>
  );
}
