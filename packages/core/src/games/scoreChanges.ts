import type { Game } from '../contract/games';
import type { GameStatus } from './gameTypes';

/**
 * A change to a game's result as it is pushed live to open pages and embeds (the import, a staff
 * correction, later members' reports): the game, its status, and each team's score.
 */
export interface ScoreChange {
  gameId: number;
  status: GameStatus;
  /** Each team by its game-result id, with its score and whether it won. */
  teams: { id: number; score: number | null; isWon: boolean | null }[];
}

/**
 * The games with a change applied: the game it names takes the new status and scores; others are
 * returned as they are (the same objects, so unchanged cards do not re-render).
 */
export function applyScoreChange<T extends Pick<Game, 'id' | 'status' | 'teams'>>(
  games: readonly T[],
  change: ScoreChange,
): T[] {
  return games.map((game) => {
    if (game.id !== change.gameId) return game;
    const byId = new Map(change.teams.map((team) => [team.id, team]));
    return {
      ...game,
      status: change.status,
      teams: game.teams.map((team) => {
        const changed = byId.get(team.id);
        return changed ? { ...team, score: changed.score, isWon: changed.isWon } : team;
      }),
    };
  });
}
