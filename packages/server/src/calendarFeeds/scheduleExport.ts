import type { Game, Schedule } from '@csz/core';
import { stringify } from 'csv-stringify/sync';

/**
 * A team's season as a file (issue 19 "Subscriptions and export"): one row per game, from the
 * team's side, with the columns a coach or a parent pastes into a spreadsheet.
 */
export interface ScheduleExportRow {
  date: string;
  /** 'HH:mm' in the game's time zone; empty when unknown (TBD). */
  startTime: string;
  timeZone: string;
  type: string;
  homeAway: 'Home' | 'Away' | 'Neutral';
  opponent: string;
  location: string;
  status: string;
  /** The team's score and the opponent's; null before a result. */
  score: number | null;
  opponentScore: number | null;
  /** W, L or T once scored. */
  result: string;
}

/** The columns of the CSV, in order, with their headers. */
const COLUMNS: readonly { key: keyof ScheduleExportRow; header: string }[] = [
  { key: 'date', header: 'Date' },
  { key: 'startTime', header: 'Start time' },
  { key: 'timeZone', header: 'Time zone' },
  { key: 'type', header: 'Type' },
  { key: 'homeAway', header: 'Home/Away' },
  { key: 'opponent', header: 'Opponent' },
  { key: 'location', header: 'Location' },
  { key: 'status', header: 'Status' },
  { key: 'score', header: 'Score' },
  { key: 'opponentScore', header: 'Opponent score' },
  { key: 'result', header: 'Result' },
];

function homeAway(game: Game, schoolId: number): ScheduleExportRow['homeAway'] {
  if (game.noHomeTeam) return 'Neutral';
  return game.teams.find((t) => t.schoolId === schoolId)?.isHome ? 'Home' : 'Away';
}

/** A schedule's games, played then coming, as rows seen from the school's side. */
export function scheduleExportRows(
  schedule: Schedule | undefined,
  schoolId: number,
): ScheduleExportRow[] {
  if (schedule == null) return [];
  return [...schedule.gamesPast, ...schedule.gamesFuture].map((game) => ({
    date: game.eventDate,
    startTime:
      game.startTimeUnknown || game.startTime == null
        ? ''
        : game.startTime.slice(0, 'HH:mm'.length),
    timeZone: game.tz,
    type: game.gameType ?? 'Event',
    homeAway: homeAway(game, schoolId),
    opponent: game.opponent ?? '',
    location: game.location ?? '',
    status: game.status,
    score: game.myScore ?? null,
    opponentScore: game.opponentScore ?? null,
    result: game.gameScoreStatus ?? '',
  }));
}

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or return first) is written with
 * a leading apostrophe: names and locations are typed by members, and a file opened in a
 * spreadsheet must not run what they typed (OWASP "CSV injection").
 */
function inert(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The rows as CSV (RFC 4180, CRLF line ends) with a header row. */
export function scheduleCsv(rows: readonly ScheduleExportRow[]): string {
  return stringify(
    rows.map((row) => COLUMNS.map(({ key }) => row[key])),
    {
      header: true,
      columns: COLUMNS.map((c) => c.header),
      record_delimiter: 'windows',
      cast: { string: inert },
    },
  );
}
