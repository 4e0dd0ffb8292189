import type { DateString } from '../dates/dateStrings';
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
  const known = game.startTime != null && !game.startTimeUnknown && !game.isTBD;
  return now >= zonedMoment(game.eventDate, known ? game.startTime! : '00:00:00', game.tz);
}
