/**
 * Pick 'Em's rules (issue 32): when a game's picks lock, which week a slate is, how a pick is graded,
 * and how the players of a board are ranked. One home for them: the server applies them in a pick's
 * and a grade's transaction (a database trigger repeats the lock as a constraint), and the site
 * shows their outcome. The reader's clock is never asked: `now` is the server's.
 */

import { shiftDate, toDate, type DateString } from '../dates/dateStrings';
import type { GameStatus } from '../games/gameTypes';
import type { ScoreProvenance } from '../scores/scoreReports';
import { gameStartsAt, type GameStart } from '../games/scoreLabel';

/**
 * The moment a game's picks lock: its current start where it is played, or the start of its day
 * there when its time is unknown or to be decided. A re-timed game moves its lock with it.
 */
export function pickLocksAt(game: GameStart): Date {
  return gameStartsAt(game);
}

/** Whether a game still takes picks at a moment (the server's): before its lock, and still on. */
export function takesPicks(game: GameStart & { status: GameStatus }, now: Date): boolean {
  return game.status === 'Active' && now < pickLocksAt(game);
}

/**
 * The week of a slate (the service's time zone, Monday to Sunday): a Friday's games and the
 * weekend's are one week, as a fan plays them.
 */
export function slateWeek(day: DateString): { from: DateString; to: DateString } {
  // Monday is 1 … Sunday 7.
  const weekday = toDate(day).getDay() || 7;
  const from = shiftDate(day, 1 - weekday);
  return { from, to: shiftDate(from, 6) };
}

/**
 * Whether a sport's games may end level (high school rules: soccer and field hockey in the regular
 * season, lacrosse and hockey never). A tie is then a pick a member may make.
 */
export function sportAllowsTies(sportName: string): boolean {
  return /soccer|field hockey/i.test(sportName);
}

/** Pick 'Em's refusals in words (ours: the spec has none for the game). */
export const PICKEM_MESSAGES = {
  locked: 'This game has started: its picks are locked',
  notPlayed: 'This game is postponed or cancelled: it takes no picks',
  notATeam: 'Pick one of the two teams of this game',
  noTies: "This sport's games do not end in a tie",
} as const;

/** What a member picked: a team of the game (by its school's id), or a tie where the sport allows one. */
export type PickChoice = { teamId: number } | 'tie';

/** How a pick came out. */
export type PickGrade = 'right' | 'wrong' | 'void' | 'pending';

/** What grading needs of a game: its status, its teams' scores and where its score comes from. */
export interface GradedGame {
  status: GameStatus;
  teams: readonly { id: number; score: number | null }[];
  scoreProvenance: ScoreProvenance | null;
  isScoreDisputed: boolean;
}

/**
 * Whether a game's score counts for Pick 'Em: a final the service trusts (reported by a school,
 * confirmed by two reporters, or verified by staff) that nobody disputes. A disputed score waits.
 */
export function countsForPicks(game: GradedGame): boolean {
  return (
    game.status === 'Active' &&
    game.scoreProvenance != null &&
    !game.isScoreDisputed &&
    game.teams.length === 2 &&
    game.teams.every((team) => team.score != null)
  );
}

/**
 * A pick's grade: void for a game postponed or cancelled, pending until its score counts
 * ({@link countsForPicks}), then right or wrong. A staff correction grades it again.
 */
export function gradePick(choice: PickChoice, game: GradedGame): PickGrade {
  if (game.status !== 'Active') return 'void';
  if (!countsForPicks(game)) return 'pending';
  const [first, second] = game.teams as readonly [
    { id: number; score: number },
    { id: number; score: number },
  ];
  const winner = first.score === second.score ? 'tie' : first.score > second.score ? first : second;
  if (choice === 'tie' || winner === 'tie') return choice === winner ? 'right' : 'wrong';
  return choice.teamId === winner.id ? 'right' : 'wrong';
}

/**
 * Whether a week's confidence points are well placed: each weight from 1 to the number of games
 * picked, each at most once.
 */
export function confidenceWeightsValid(weights: readonly number[]): boolean {
  const seen = new Set<number>();
  for (const weight of weights) {
    if (!Number.isInteger(weight) || weight < 1 || weight > weights.length || seen.has(weight)) {
      return false;
    }
    seen.add(weight);
  }
  return true;
}

/** A player's line on a board: their points, their tiebreaker guess's distance, when they entered. */
export interface BoardEntry {
  memberId: number;
  /** Right picks (or their confidence points). */
  points: number;
  /**
   * How far their guess of the game of the week's total points was from the total; null without a
   * guess or before that game is final (ranked after every guess).
   */
  tiebreakDistance: number | null;
  /** When they made their first pick of the period: the earlier ranks first among equals. */
  enteredAt: Date;
}

/** A ranked line: its competition rank (1, 2, 2, 4). */
export type RankedEntry<T extends BoardEntry> = T & { rank: number };

/**
 * A board in order, with competition ranks (1, 2, 2, 4): more points first, then the closer
 * tiebreaker guess. Players equal on both share a rank, and the one who entered earlier is listed
 * first among them.
 */
export function rankBoard<T extends BoardEntry>(entries: readonly T[]): RankedEntry<T>[] {
  const distance = (entry: BoardEntry) => entry.tiebreakDistance ?? Number.POSITIVE_INFINITY;
  const level = (a: BoardEntry, b: BoardEntry) =>
    b.points - a.points || (distance(a) === distance(b) ? 0 : distance(a) < distance(b) ? -1 : 1);
  const sorted = [...entries].sort(
    (a, b) =>
      level(a, b) || a.enteredAt.getTime() - b.enteredAt.getTime() || a.memberId - b.memberId,
  );
  let rank = 0;
  return sorted.map((entry, i) => {
    if (i === 0 || level(sorted[i - 1]!, entry) !== 0) rank = i + 1;
    return { ...entry, rank };
  });
}
