import type { ReactNode } from 'react';
import {
  MESSAGES,
  formatStartTime,
  gamePath,
  orderTeamsForDisplay,
  scoreLabel,
  statusLabel,
  visibleTeams,
  type DateString,
  type Game,
} from '@csz/core/display';
import { cx } from '../internal/cx';
import { SiteLink } from '../internal/links';
import { ListStatus, listPhase } from '../internal/ListStatus';
import { Popover } from '../internal/Popover';
import { ScoreProvenance, provenanceText } from '../internal/ScoreProvenance';
import { Select, SportSelect, type SelectOption } from '../internal/Select';
import { useScoreAnnouncement } from '../internal/useScoreAnnouncement';

/** Props of {@link ScoreStrip}. */
export interface ScoreStripProps {
  /** The day's games. */
  games: readonly Game[];
  /** Whether the games are loading. */
  loading: boolean;
  /** The load's error, or null. */
  error: string | null;
  /** The day shown. */
  date: DateString;
  /** Today, where the reader is. */
  today: DateString;
  /** The date button: a CalendarPopover. */
  calendar?: ReactNode;
  /** Sports for the filter. */
  sports: readonly SelectOption[];
  /** Counties of the reader's state for the filter. */
  counties: readonly SelectOption[];
  /** The sport filter, or null for all sports. */
  sportId: string | null;
  /** The county filter, or null for the whole state. */
  countyId: string | null;
  onSportChange: (sportId: string | null) => void;
  onCountyChange: (countyId: string | null) => void;
}

/** Read between the two teams of a tile: 'Churchill at Wootton', 'B-CC 21, Whitman 28'. */
const BETWEEN = { '@': ' at ', vs: ' versus ', FINAL: ', ', SCRIMMAGE: ', ' } as const;

function StripTile({ game }: { game: Game }) {
  const label = scoreLabel(game);
  const status = statusLabel(game);
  const { shown, moreLabel } = visibleTeams(orderTeamsForDisplay(game.teams));
  const corner =
    status ?? (label === 'FINAL' || label === 'SCRIMMAGE' ? label : formatStartTime(game));
  return (
    <SiteLink href={gamePath(game.id)} className="csz-score-strip__tile">
      <span className={cx('csz-score-strip__corner', status && 'csz-score-strip__corner--off')}>
        {corner}
        <span className="csz-visually-hidden">: </span>
      </span>
      {shown.map((team, i) => (
        <span
          key={team.id}
          className={cx(
            'csz-score-strip__team',
            team.isWon === true && 'csz-score-strip__team--won',
          )}
        >
          {i > 0 ? <span className="csz-visually-hidden">{BETWEEN[label]}</span> : null}
          <span className="csz-score-strip__name">{team.shortName || team.name}</span>
          <span className="csz-score-strip__score">{team.score ?? ''}</span>
        </span>
      ))}
      {moreLabel ? <span className="csz-score-strip__more">{moreLabel}</span> : null}
      {provenanceText(game) == null ? null : <span className="csz-visually-hidden">, </span>}
      <ScoreProvenance game={game} />
    </SiteLink>
  );
}

/**
 * The scores strip at the top of every page but /scores (spec §2): the day's games as small tiles
 * that scroll sideways, each with where its score comes from, a date button and a Sport/County
 * filter.
 */
export function ScoreStrip({
  games,
  loading,
  error,
  date,
  today,
  calendar,
  sports,
  counties,
  sportId,
  countyId,
  onSportChange,
  onCountyChange,
}: ScoreStripProps) {
  const announcement = useScoreAnnouncement(games);
  const phase = listPhase({ error, loading, empty: games.length === 0 });
  return (
    <section className="csz-score-strip" aria-label="Scores">
      <div className="csz-score-strip__controls">
        {calendar}
        <Popover
          label="Filter"
          buttonClassName="csz-button csz-button--secondary csz-score-strip__filter"
          className="csz-score-strip__filters"
        >
          <SportSelect options={sports} value={sportId} onChange={onSportChange} />
          <Select
            label="County"
            placeholder="All Counties"
            options={counties}
            value={countyId}
            onChange={onCountyChange}
          />
        </Popover>
      </div>
      <ListStatus
        phase={phase}
        texts={{
          loading: MESSAGES.loadingGames,
          empty: date === today ? MESSAGES.noGamesToday : MESSAGES.noGamesFoundLower,
          error: MESSAGES.gamesLoadingFailed,
        }}
        announcement={announcement}
      />
      {phase === 'ready' ? (
        <ul
          className="csz-score-strip__games"
          tabIndex={0}
          aria-label="Games, scroll sideways for more"
        >
          {games.map((game) => (
            <li key={game.id}>
              <StripTile game={game} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
