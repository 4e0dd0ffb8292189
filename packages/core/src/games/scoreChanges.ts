import type { Game } from '../contract/games';
import type { ScoreProvenance } from '../scores/scoreReports';
import type { GameStatus } from './gameTypes';

/**
 * A change to a game's result as it is pushed live to open pages and embeds (the import, a staff
 * correction, members' reports): the game, its status, each team's score, and where the score
 * comes from.
 */
export interface ScoreChange {
  gameId: number;
  status: GameStatus;
  scoreProvenance: ScoreProvenance | null;
  isScoreDisputed: boolean;
  /** Each team by its game-result id, with its score and whether it won. */
  teams: { id: number; score: number | null; isWon: boolean | null }[];
}

/**
 * The games with a change applied: the game it names takes the new status, scores and provenance;
 * others are returned as they are (the same objects, so unchanged cards do not re-render).
 */
export function applyScoreChange<T extends Pick<Game, 'id' | 'status' | 'teams'>>(
  games: readonly T[],
  change: ScoreChange,
): T[] {
  // What the change says of the game as a whole (status, provenance) is taken as it is.
  const { gameId, teams, ...whole } = change;
  const byId = new Map(teams.map((team) => [team.id, team]));
  return games.map((game) =>
    game.id !== gameId
      ? game
      : {
          ...game,
          ...whole,
          teams: game.teams.map((team) => {
            const changed = byId.get(team.id);
            return changed ? { ...team, score: changed.score, isWon: changed.isWon } : team;
          }),
        },
  );
}
