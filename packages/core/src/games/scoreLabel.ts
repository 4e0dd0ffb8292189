import { shiftDate, type DateString } from '../dates/dateStrings';
import { zonedMoment } from '../dates/serviceDay';
import type { GameStatus, GameType } from './gameTypes';

/** What the score label needs of a game. */
export interface ScoreLabelGame {
  gameType: GameType | null;
  noHomeTeam: boolean;
  teams: readonly { score: number | null }[];
}

/** The label between two teams on a game card. */
export type ScoreLabel = 'SCRIMMAGE' | 'FINAL' | 'vs' | '@';

/** Whether any team of a game has a score. */
export function hasAnyScore(game: Pick<ScoreLabelGame, 'teams'>): boolean {
  return game.teams.some((team) => team.score != null);
}

/**
 * The score label (spec §4 "Score form"): SCRIMMAGE for scrimmages, FINAL once any score exists,
 * else 'vs' when there is no home team and '@' when there is.
 */
export function scoreLabel(game: ScoreLabelGame): ScoreLabel {
  if (game.gameType === 'Scrimmage') return 'SCRIMMAGE';
  if (hasAnyScore(game)) return 'FINAL';
  return game.noHomeTeam ? 'vs' : '@';
}

/**
 * Whether scores may be submitted for a game (spec §3 "canSubmitScores"): an active Game or
 * Tournament game that has started. Scrimmages and custom events have no score to report, and a
 * game in the future has none yet.
 */
export function allowsScoreSubmission(
  game: { gameType: GameType | null; status: GameStatus; eventDate: DateString },
  today: DateString,
): boolean {
  return (
    (game.gameType === 'Game' || game.gameType === 'Tournament') &&
    game.status === 'Active' &&
    game.eventDate <= today
  );
}

/** What {@link hasStarted} needs of a game: its day, and its start where it is played if known. */
export interface GameStart {
  eventDate: DateString;
  startTime: string | null;
  startTimeUnknown: boolean;
  /** The time is to be decided (the contract's name). */
  isTBD: boolean;
  /** The time zone of the venue (IANA name). */
  tz: string;
}

/**
 * Whether a game has started at a moment (issue 16: a report for a game not started is refused):
 * its start time has come where it is played, or, with the time unknown or to be decided, its day
 * has begun there. The lists' canSubmitScores goes by the day ({@link allowsScoreSubmission}, as
 * cached answers cannot follow the clock); a report is checked against the start itself.
 */
export function hasStarted(game: GameStart, now: Date): boolean {
  return now >= gameStartsAt(game);
}

/**
 * The moment a game starts: its start time where it is played, or the start of its day there
 * when the time is unknown or to be decided.
 */
export function gameStartsAt(game: GameStart): Date {
  return zonedMoment(game.eventDate, knownStart(game) ?? '00:00:00', game.tz);
}

/** A game's start time where it is played, or null when it is unknown or to be decided. */
function knownStart(game: GameStart): string | null {
  return game.startTime != null && !game.startTimeUnknown && !game.isTBD ? game.startTime : null;
}

/**
 * How long a game of a sport usually lasts, start to final whistle, in minutes (ours: high school
 * rules and what a night at the field takes; a sport is named with its level, 'Girls Lacrosse',
 * so it is found by the word). A sport not listed takes two hours.
 */
const USUAL_GAME_MINUTES: readonly (readonly [RegExp, number])[] = [
  [/football/i, 150],
  [/baseball/i, 150],
  [/swim|diving/i, 150],
  [/track|cross country/i, 240],
  [/softball|wrestling/i, 120],
  [/soccer|lacrosse|volleyball/i, 105],
  [/basketball|field hockey/i, 90],
];

/** The minutes a game of a sport usually lasts: {@link USUAL_GAME_MINUTES}, else 120. */
export function usualGameMinutes(sportName: string): number {
  return USUAL_GAME_MINUTES.find(([word]) => word.test(sportName))?.[1] ?? 120;
}

/**
 * Whether a game has ended at a moment (issue 30 point 7: 'still missing' lists only these): its
 * sport's usual length after its start where it is played; with the start unknown, once its day is
 * over there.
 */
export function hasEnded(game: GameStart, sportName: string, now: Date): boolean {
  const startTime = knownStart(game);
  if (startTime == null)
    return now >= zonedMoment(shiftDate(game.eventDate, 1), '00:00:00', game.tz);
  const start = zonedMoment(game.eventDate, startTime, game.tz);
  return now.getTime() >= start.getTime() + usualGameMinutes(sportName) * 60_000;
}
