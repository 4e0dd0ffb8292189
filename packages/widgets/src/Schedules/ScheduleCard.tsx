import { useId } from 'react';
import {
  aLine,
  calendarFeedPath,
  formatShortDate,
  formatStartTime,
  gamePath,
  scheduleExportPath,
  selectionPath,
  type Game,
  type Schedule,
  type School,
  type Season,
} from '@csz/core/display';
import { SiteLink } from '../internal/links';
import { ScoreProvenance } from '../internal/ScoreProvenance';
import { CalendarLinks } from './CalendarLinks';

/** Props of {@link ScheduleCard}. */
export interface ScheduleCardProps {
  /** One sport's schedule, from the school's side. */
  schedule: Schedule;
  /** The school whose schedule it is. */
  school: Pick<School, 'id' | 'districtId' | 'stateId'>;
  /** The season shown. */
  season: Season;
}

/** The school's home games and games without a home team are 'vs', away games '@' (spec §4). */
function homeOrAway(game: Game, schoolId: number): 'vs' | '@' {
  if (game.noHomeTeam) return 'vs';
  const own = game.teams.find((t) => t.schoolId === schoolId);
  return own?.isHome === false ? '@' : 'vs';
}

function opponentName(game: Game, schoolId: number): string {
  const other = game.teams.find((t) => t.schoolId !== schoolId);
  return game.opponent ?? other?.name ?? game.name;
}

/** 'Fri, Nov 20', its weekday and its day each kept whole: a narrow card puts them on two lines. */
function DateText({ date }: { date: Game['eventDate'] }) {
  const text = formatShortDate(date);
  const gap = text.indexOf(' ');
  return (
    <>
      <span className="csz-schedule-card__date">{text.slice(0, gap)}</span>{' '}
      <span className="csz-schedule-card__date">{text.slice(gap + 1)}</span>
    </>
  );
}

/** A table of a schedule's games: date, opponent ('vs' at home, '@' away) and one more column. */
function GamesTable(props: {
  caption: string;
  lastColumn: string;
  games: readonly Game[];
  schoolId: number;
  last: (game: Game) => { text: string; className?: string };
  /**
   * Marks a result whose score is not verified yet (reported by the school, confirmed by two
   * reporters, disputed). Verified results, most of a season, go unmarked so the marks stand out;
   * the game page names every score's provenance.
   */
  unverifiedBadges?: boolean;
}) {
  if (props.games.length === 0) return null;
  return (
    <table className="csz-schedule-card__table">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Opponent</th>
          <th scope="col">{props.lastColumn}</th>
        </tr>
      </thead>
      <tbody>
        {props.games.map((game) => {
          const last = props.last(game);
          return (
            <tr key={game.id}>
              <td>
                <DateText date={game.eventDate} />
              </td>
              <td>
                <SiteLink href={gamePath(game.id)}>
                  {homeOrAway(game, props.schoolId)} {opponentName(game, props.schoolId)}
                </SiteLink>
              </td>
              <td className={last.className}>
                {last.text}
                {props.unverifiedBadges &&
                (game.isScoreDisputed || game.scoreProvenance !== 'verified') ? (
                  <ScoreProvenance game={game} />
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * One sport's schedule of a school (spec §2 "Schedules page"): its record, past games with their
 * results and coming games, and the 'Team Page', 'Standings' and 'League Scores' links, which carry
 * the sport, season, state and county and override the reader's own picks (force=true).
 */
export function ScheduleCard({ schedule, school, season }: ScheduleCardProps) {
  const titleId = useId();
  const selection = {
    selectedStateId: String(school.stateId),
    selectedCountyId: String(school.districtId),
    selectedSchoolId: String(school.id),
    selectedSportId: String(schedule.sportId),
    season,
  };
  const statuses = schedule.gamesPast.map((g) => g.gameScoreStatus);
  const record = aLine({
    won: statuses.filter((s) => s === 'W').length,
    lose: statuses.filter((s) => s === 'L').length,
    tie: statuses.filter((s) => s === 'T').length,
  });
  const team = { schoolId: school.id, sportId: schedule.sportId, season };
  const empty = schedule.gamesPast.length === 0 && schedule.gamesFuture.length === 0;
  return (
    <section className="csz-schedule-card csz-card" aria-labelledby={titleId}>
      <header className="csz-schedule-card__head">
        <h2 className="csz-schedule-card__title" id={titleId}>
          {schedule.sportName}
        </h2>
        {schedule.gamesPast.length > 0 ? (
          <span className="csz-schedule-card__record">
            <span className="csz-visually-hidden">Record </span>
            {record}
          </span>
        ) : null}
      </header>
      <nav className="csz-schedule-card__links" aria-label={`${schedule.sportName} pages`}>
        <SiteLink href={selectionPath('schedules', selection, { force: true })}>Team Page</SiteLink>
        <SiteLink href={selectionPath('standings', selection, { force: true })}>Standings</SiteLink>
        <SiteLink
          href={selectionPath('scores', { ...selection, selectedSchoolId: null }, { force: true })}
        >
          League Scores
        </SiteLink>
      </nav>
      <CalendarLinks
        feedPath={calendarFeedPath({ schoolId: school.id, sportId: schedule.sportId })}
        label={schedule.sportName}
        exportPaths={{
          csv: scheduleExportPath(team, 'csv'),
          json: scheduleExportPath(team, 'json'),
        }}
      />
      {empty ? <p className="csz-schedule-card__empty">No games this season.</p> : null}
      <GamesTable
        caption="Results"
        lastColumn="Result"
        games={schedule.gamesPast}
        schoolId={school.id}
        unverifiedBadges
        last={(game) => {
          const status = game.gameScoreStatus;
          if (status && game.myScore != null && game.opponentScore != null) {
            return {
              text: `${status} ${game.myScore}-${game.opponentScore}`,
              className: `csz-schedule-card__result csz-schedule-card__result--${status}`,
            };
          }
          return {
            text: game.status === 'Active' ? 'No score yet' : game.status,
            className: 'csz-schedule-card__result csz-schedule-card__result--none',
          };
        }}
      />
      <GamesTable
        caption="Upcoming"
        lastColumn="Time"
        games={schedule.gamesFuture}
        schoolId={school.id}
        last={(game) => ({ text: game.status === 'Active' ? formatStartTime(game) : game.status })}
      />
    </section>
  );
}
