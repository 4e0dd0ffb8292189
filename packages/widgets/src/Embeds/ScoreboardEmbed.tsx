import type { DateString, DateWithGames } from '@csz/core/display';
import { GamesList, type GamesListState } from '../GamesList/GamesList';
import { SportSelect, type SelectOption } from '../internal/Select';
import { DateStrip } from '../ScoreboardHeader/DateStrip';
import { LeagueBanner } from '../ScoreboardHeader/LeagueBanner';
import { EmbedFrame, type EmbedFrameProps } from './EmbedFrame';

/** Props of {@link ScoreboardEmbed}. */
export interface ScoreboardEmbedProps extends EmbedFrameProps {
  /** Sports to switch between; no picker when the embed is fixed to one sport (empty). */
  sports: readonly SelectOption[];
  /** The sport shown, or null for all. */
  sportId: string | null;
  /** The day shown. */
  date: DateString;
  /** Today, where the readers are (America/New_York). */
  today: DateString;
  /** Days with games, to mark the strip. */
  datesWithGames?: readonly DateWithGames[] | undefined;
  /** The day's games. */
  list: GamesListState;
  /** The league of the embed's county and sport, with its standings page. */
  league?: { leagueName: string; standingsHref: string } | null | undefined;
  onSportChange: (sportId: string | null) => void;
  onDateChange: (date: DateString) => void;
  onViewMore: () => void;
  onRefresh: () => void;
  onRetry: () => void;
}

/**
 * The scoreboard embed (spec §7 "Widget iframes"): the date strip, the sport switch, the games and
 * the league banner. The server renders it into the frame's HTML, so scores show with no script;
 * the frame's Preact build then takes it over for the strip, the switch and live scores.
 */
export function ScoreboardEmbed({
  sports,
  sportId,
  date,
  today,
  datesWithGames,
  list,
  league,
  onSportChange,
  onDateChange,
  onViewMore,
  onRefresh,
  onRetry,
  ...frame
}: ScoreboardEmbedProps) {
  return (
    <EmbedFrame {...frame}>
      {/* The scores header's parts an embed uses: the state and county are fixed by its settings. */}
      <div className="csz-scoreboard-header">
        {sports.length > 0 ? (
          <SportSelect options={sports} value={sportId} onChange={onSportChange} />
        ) : null}
        <DateStrip
          selected={date}
          today={today}
          datesWithGames={datesWithGames}
          onChange={onDateChange}
        />
        {league ? <LeagueBanner {...league} /> : null}
      </div>
      <GamesList
        list={list}
        onViewMore={onViewMore}
        onRefresh={onRefresh}
        onRetry={onRetry}
        headingLevel={2}
      />
    </EmbedFrame>
  );
}
