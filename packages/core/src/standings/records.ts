import type { DateString } from '../dates/dateStrings';
import type { GameStatus, GameType } from '../games/gameTypes';

/** A game as standings need it. */
export interface StandingsGame {
  id: number;
  eventDate: DateString;
  status: GameStatus;
  gameType: GameType | null;
  teams: readonly { schoolId: number; score: number | null; isHome: boolean }[];
}

/** A team's record in some set of games, with splits, points and unreported games. */
export interface TeamTally {
  won: number;
  lose: number;
  tie: number;
  homeWon: number;
  homeLose: number;
  homeTie: number;
  awayWon: number;
  awayLose: number;
  awayTie: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Past games without a score (spec §3 "unreported"). */
  unreported: number;
}

/** A tally with nothing in it. */
export function emptyTally(): TeamTally {
  return {
    won: 0,
    lose: 0,
    tie: 0,
    homeWon: 0,
    homeLose: 0,
    homeTie: 0,
    awayWon: 0,
    awayLose: 0,
    awayTie: 0,
    pointsFor: 0,
    pointsAgainst: 0,
    unreported: 0,
  };
}

/**
 * Whether a game counts in standings: an active Game or Tournament between exactly two teams.
 * Scrimmages, custom events, postponed and canceled games do not count; nor do multi-team meets,
 * which have no single opponent to win or lose against.
 */
export function countsTowardStandings(game: StandingsGame): boolean {
  return (
    game.status === 'Active' &&
    (game.gameType === 'Game' || game.gameType === 'Tournament') &&
    game.teams.length === 2
  );
}

/** Whether a counting game is over with a score missing: played before today, not reported. */
export function isUnreported(game: StandingsGame, today: DateString): boolean {
  return (
    countsTowardStandings(game) && game.eventDate < today && game.teams.some((t) => t.score == null)
  );
}

/** Whether a counting game has both scores. */
export function isDecided(game: StandingsGame): boolean {
  return countsTowardStandings(game) && game.teams.every((t) => t.score != null);
}

/**
 * Tallies records from games. Only games where every team is in `members` count (pass null to count
 * every game of the listed teams); the tally is kept for the teams in `teamIds`.
 */
export function tallyRecords(
  teamIds: readonly number[],
  games: readonly StandingsGame[],
  today: DateString,
  members: ReadonlySet<number> | null = null,
): Map<number, TeamTally> {
  const tallies = new Map(teamIds.map((id) => [id, emptyTally()] as const));
  for (const game of games) {
    if (!countsTowardStandings(game)) continue;
    if (members != null && !game.teams.every((t) => members.has(t.schoolId))) continue;
    const unreported = isUnreported(game, today);
    const decided = isDecided(game);
    const [a, b] = game.teams as readonly [StandingsGame['teams'][0], StandingsGame['teams'][0]];
    for (const [team, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const tally = tallies.get(team.schoolId);
      if (tally == null) continue;
      if (unreported) tally.unreported += 1;
      if (!decided) continue;
      const mine = team.score as number;
      const theirs = other.score as number;
      tally.pointsFor += mine;
      tally.pointsAgainst += theirs;
      const result = mine > theirs ? 'Won' : mine < theirs ? 'Lose' : 'Tie';
      const side = team.isHome ? 'home' : 'away';
      tally[result === 'Won' ? 'won' : result === 'Lose' ? 'lose' : 'tie'] += 1;
      tally[`${side}${result}`] += 1;
    }
  }
  return tallies;
}

/** Games played (decided) in a tally. */
export function gamesPlayed(tally: Pick<TeamTally, 'won' | 'lose' | 'tie'>): number {
  return tally.won + tally.lose + tally.tie;
}

/** Win percentage with a tie worth half a win; 0 when no games are decided. */
export function winPercentage(tally: Pick<TeamTally, 'won' | 'lose' | 'tie'>): number {
  const played = gamesPlayed(tally);
  return played === 0 ? 0 : (tally.won + tally.tie / 2) / played;
}

/** A win percentage as standings print it: '.750', '1.000'. */
export function formatWinPercentage(value: number): string {
  const text = value.toFixed(3);
  return text.startsWith('0') ? text.slice(1) : text;
}

/** The displayed record, aLine (spec §3): '7-2', with the ties as '7-2-1' when there are any. */
export function aLine(tally: Pick<TeamTally, 'won' | 'lose' | 'tie'>): string {
  return tally.tie > 0 ? `${tally.won}-${tally.lose}-${tally.tie}` : `${tally.won}-${tally.lose}`;
}
