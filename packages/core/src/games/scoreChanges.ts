import type { Game } from '../contract/games';
import { shiftDate, type DateString } from '../dates/dateStrings';
import type { ScoreProvenance } from '../scores/scoreReports';
import type { GameStatus } from './gameTypes';

/**
 * A change to a game as it is pushed live to open pages and embeds (the import, a staff correction,
 * members' reports, a postponed, canceled, moved or re-timed game): the game, its status and
 * schedule, each team's score, and where the score comes from. Every field but `gameId` and
 * `teams` is the game's own, named as in {@link Game}, so it is copied onto the game as it is.
 */
export interface ScoreChange {
  gameId: number;
  status: GameStatus;
  scoreProvenance: ScoreProvenance | null;
  isScoreDisputed: boolean;
  eventDate: Game['eventDate'];
  isEventDateTBD: boolean;
  startTime: Game['startTime'];
  endTime: Game['endTime'];
  startTimeUnknown: boolean;
  isTBD: boolean;
  /** The game that replaced this one when it was postponed to another day. */
  nextPostponeGame: number | null;
  /** Each team by its game-result id, with its score and whether it won. */
  teams: { id: number; score: number | null; isWon: boolean | null }[];
}

/**
 * The games with a change applied: the game it names takes the new status, schedule, scores and
 * provenance; others are returned as they are (the same objects, so unchanged cards do not
 * re-render).
 */
export function applyScoreChange<T extends Pick<Game, 'id' | 'status' | 'teams'>>(
  games: readonly T[],
  change: ScoreChange,
): T[] {
  // What the change says of the game as a whole (status, schedule, provenance) is taken as it is.
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

/**
 * How many days back a day's games still take scores as readers watch: members report last night's
 * finals the morning after, and staff verify them over the next days.
 */
export const LIVE_DAYS_BACK = 2;

/**
 * Whether a list of a day's games listens for live score changes: today's and the last
 * {@link LIVE_DAYS_BACK} days'. Older and future days stay as loaded, so a page holds streams open
 * (one connection each) only where scores still arrive.
 */
export function takesLiveScores(date: DateString, today: DateString): boolean {
  return date <= today && date >= shiftDate(today, -LIVE_DAYS_BACK);
}
