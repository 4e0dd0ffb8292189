import { useId, useState, type ReactNode } from 'react';
import {
  EMPTY_SELECTION,
  isCountyPickerEnabled,
  type DateString,
  type DateWithGames,
} from '@csz/core/display';
import { Select, SportSelect, type SelectOption } from '../internal/Select';
import { DateStrip } from './DateStrip';
import { LeagueBanner } from './LeagueBanner';

/** The pickers the header can show. */
export type ScoreboardPicker = 'state' | 'county' | 'sport';

/** Props of {@link ScoreboardHeader}. */
export interface ScoreboardHeaderProps {
  /** States to pick from, Maryland first. */
  states: readonly SelectOption[];
  /** Counties (conferences, districts) of the chosen state. */
  counties: readonly SelectOption[];
  /** Sports to pick from. */
  sports: readonly SelectOption[];
  /** The chosen state's id, or null. */
  stateId: string | null;
  /** The chosen county's id, or null. */
  countyId: string | null;
  /** The chosen sport's id, or null for all sports. */
  sportId: string | null;
  /** The chosen day. */
  date: DateString;
  /** Today, where the reader is. */
  today: DateString;
  /** Days with games, to mark the strip. */
  datesWithGames?: readonly DateWithGames[] | undefined;
  /** Which pickers to show; an embed fixed to one county shows only the sport. @default all three */
  pickers?: readonly ScoreboardPicker[];
  onStateChange: (stateId: string | null) => void;
  onCountyChange: (countyId: string | null) => void;
  onSportChange: (sportId: string | null) => void;
  onDateChange: (date: DateString) => void;
  /** Reloads the scores now; shows a 'Get Scores' button when given. */
  onGetScores?: () => void;
  /** The 'Updates / Scores / Standings' bar (ScoresLinkBar); none in embeds. */
  linkBar?: ReactNode;
  /** The chosen county's league, with its standings page: the league banner. */
  league?: { leagueName: string; standingsHref: string } | null;
  /** The calendar pop-over (CalendarPopover), beside the date strip. */
  calendar?: ReactNode;
  /** A banner for one county (spec §2 "A county-specific banner shows for one named county"). */
  countyBanner?: ReactNode;
}

const ALL_PICKERS: readonly ScoreboardPicker[] = ['state', 'county', 'sport'];

/** An option's name by id, or what stands for none. */
function nameOf(options: readonly SelectOption[], id: string | null, none: string): string {
  return options.find((option) => String(option.id) === id)?.name ?? none;
}

/**
 * The scores header (spec §2 "Scores header"): state, county and sport pickers (county disabled
 * until a state is chosen), the link bar, the 7-day strip with the calendar, and the league banner.
 * Where the header is narrow (a phone) the pickers fold into one line that says what is chosen,
 * 'Maryland · Montgomery · All Sports', and opens them, so that the games start on the first screen.
 */
export function ScoreboardHeader({
  states,
  counties,
  sports,
  stateId,
  countyId,
  sportId,
  date,
  today,
  datesWithGames,
  pickers = ALL_PICKERS,
  onStateChange,
  onCountyChange,
  onSportChange,
  onDateChange,
  onGetScores,
  linkBar,
  league,
  calendar,
  countyBanner,
}: ScoreboardHeaderProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const pickersId = useId();
  const chosen = [
    pickers.includes('state') ? nameOf(states, stateId, 'Choose State') : null,
    pickers.includes('county') ? nameOf(counties, countyId, 'All counties') : null,
    pickers.includes('sport') ? nameOf(sports, sportId, 'All Sports') : null,
  ].filter((part) => part != null);
  return (
    <div className="csz-scoreboard-header">
      {chosen.length > 1 ? (
        // Shown only where the header is narrow (CSS); elsewhere the pickers are always open.
        <button
          type="button"
          className="csz-scoreboard-header__filters"
          aria-expanded={filtersOpen}
          aria-controls={pickersId}
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <span className="csz-scoreboard-header__chosen">{chosen.join(' · ')}</span>
          <span className="csz-scoreboard-header__change">{filtersOpen ? 'Done' : 'Change'}</span>
        </button>
      ) : null}
      {pickers.length > 0 || onGetScores ? (
        <div
          id={pickersId}
          className={
            chosen.length > 1 && !filtersOpen
              ? 'csz-scoreboard-header__pickers csz-scoreboard-header__pickers--folded'
              : 'csz-scoreboard-header__pickers'
          }
        >
          {pickers.includes('state') ? (
            <Select
              label="State"
              placeholder="Choose State"
              options={states}
              value={stateId}
              onChange={onStateChange}
            />
          ) : null}
          {pickers.includes('county') ? (
            <Select
              label="County"
              placeholder="Choose County"
              options={counties}
              value={countyId}
              disabled={!isCountyPickerEnabled({ ...EMPTY_SELECTION, selectedStateId: stateId })}
              onChange={onCountyChange}
            />
          ) : null}
          {pickers.includes('sport') ? (
            <SportSelect options={sports} value={sportId} onChange={onSportChange} />
          ) : null}
          {onGetScores ? (
            <button
              type="button"
              className="csz-button csz-scoreboard-header__go"
              onClick={onGetScores}
            >
              Get Scores
            </button>
          ) : null}
        </div>
      ) : null}
      {linkBar}
      {countyBanner}
      <div className="csz-scoreboard-header__dates">
        <DateStrip
          selected={date}
          today={today}
          datesWithGames={datesWithGames}
          onChange={onDateChange}
        />
        {calendar}
      </div>
      {league ? <LeagueBanner {...league} /> : null}
    </div>
  );
}
