import type { DateString } from '../dates/dateStrings';
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
