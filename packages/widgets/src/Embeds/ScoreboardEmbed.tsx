import type { ReactNode } from 'react';
import {
  frameHref,
  type DateString,
  type DateWithGames,
  type FrameSettings,
} from '@csz/core/display';
import type { GamesListState } from '../GamesList/GamesList';
import { SiteLink } from '../internal/links';
import { SportSelect, type SelectOption } from '../internal/Select';
import { DateStrip } from '../ScoreboardHeader/DateStrip';
import { LeagueBanner } from '../ScoreboardHeader/LeagueBanner';
import { EmbedFrame, type EmbedFrameProps } from './EmbedFrame';
import { EmbedForm } from './EmbedForm';
import { EmbedGames } from './EmbedGames';

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
  /** The page's games; the total counts every page. */
  list: GamesListState;
  /** The page shown, from 1. */
  page: number;
  /** Games per page (core's scoreboardPageSize). */
  perPage: number;
  /** The league of the embed's county and sport, with its standings page. */
  league?: { leagueName: string; standingsHref: string } | null | undefined;
  /** The frame's settings, which its own links and forms keep (core's frameHref). */
  settings: FrameSettings;
  /** Whether the frame keeps a fixed height (core's isCompactFrame): drawn tighter. */
  compact: boolean;
  /**
   * The day control for readers without scripts (EmbedDayLinks), which the stylesheet shows in
   * place of the date strip when scripts are off. The server gives it; the frame's script leaves
   * it out (taking the page over, it drops it).
   */
  dayLinks?: ReactNode;
  onSportChange: (sportId: string | null) => void;
  onDateChange: (date: DateString) => void;
  /** Shows another page in place; without it the pager's links are followed. */
  onPageChange?: ((page: number) => void) | undefined;
  onRetry: () => void;
}

/**
 * The scoreboard embed (spec §7 "Widget iframes"): the sport switch, the date strip, the league
 * banner and the day's games a page at a time. The server renders it into the frame's HTML, so
 * scores show with no script, and its switch, days and pages are a form and links to the frame
 * itself; the frame's Preact build then takes it over to load them in place and apply live scores.
 */
export function ScoreboardEmbed({
  sports,
  sportId,
  date,
  today,
  datesWithGames,
  list,
  page,
  perPage,
  league,
  settings,
  compact,
  dayLinks,
  onSportChange,
  onDateChange,
  onPageChange,
  onRetry,
  ...frame
}: ScoreboardEmbedProps) {
  const view = { date, selectedSport: sports.length > 0 ? sportId : null };
  return (
    <EmbedFrame
      {...frame}
      compact={compact}
      // A compact frame has no room for the league banner: its standings are a footer link.
      links={
        compact && league ? (
          <SiteLink href={league.standingsHref}>
            Standings<span className="csz-visually-hidden"> of {league.leagueName}</span>
          </SiteLink>
        ) : null
      }
    >
      {/* The scores header's parts an embed uses: the state and county are fixed by its settings. */}
      <div className="csz-scoreboard-header">
        {sports.length > 0 ? (
          <EmbedForm settings={settings} view={{ date }}>
            <SportSelect
              name="selectedSport"
              options={sports}
              value={sportId}
              onChange={onSportChange}
            />
          </EmbedForm>
        ) : null}
        <DateStrip
          selected={date}
          today={today}
          datesWithGames={datesWithGames}
          onChange={onDateChange}
        />
        {dayLinks}
        {league && !compact ? <LeagueBanner {...league} /> : null}
      </div>
      <EmbedGames
        list={list}
        page={page}
        perPage={perPage}
        pageHref={(to) => frameHref(settings, { ...view, page: to })}
        onPageChange={onPageChange}
        onRetry={onRetry}
      />
    </EmbedFrame>
  );
}
