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
import { ListStatus, listPhase } from '../internal/ListStatus';
import { useScoreAnnouncement } from '../internal/useScoreAnnouncement';

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
  /** The title's heading level: 1 where it is the page's title; the games are one below. @default 2 */
  titleLevel?: 1 | 2;
}

/**
 * The today-scores grid (spec §2 /today-scores): up to 12 games of the day and 'See all scores',
 * with its three states 'Loading...', 'Something went wrong' and 'No games found'.
 */
export function TodayScores({
  games,
  loading,
  error,
  date,
  today,
  seeAllHref,
  titleLevel = 2,
}: TodayScoresProps) {
  const titleId = useId();
  const Title = `h${titleLevel}` as const;
  const day = relativeDayLabel(date, today);
  const heading =
    day === 'Today' || day === 'Yesterday'
      ? `${day}'s Scores`
      : `Scores for ${formatLongDate(date)}`;
  const shown = games.slice(0, PAGE_SIZES.todayScores);
  const announcement = useScoreAnnouncement(shown);
  const phase = listPhase({ error, loading, empty: games.length === 0 });
  return (
    <section className="csz-today-scores" aria-labelledby={titleId}>
      <Title className="csz-today-scores__title" id={titleId}>
        {heading}
      </Title>
      <ListStatus
        phase={phase}
        texts={{
          loading: MESSAGES.loading,
          empty: MESSAGES.noGamesFoundLower,
          error: MESSAGES.somethingWentWrongToday,
        }}
        announcement={announcement}
      />
      {phase === 'ready' ? (
        <ul className="csz-today-scores__grid">
          {shown.map((game) => (
            <li key={game.id} className="csz-today-scores__game">
              <GameCard game={game} headingLevel={titleLevel === 1 ? 2 : 3} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="csz-today-scores__all">
        <SiteLink href={seeAllHref} className="csz-button">
          {MESSAGES.seeAllScores}
        </SiteLink>
      </div>
    </section>
  );
}
