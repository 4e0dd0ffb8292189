import type { GameType } from './gameTypes';

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
