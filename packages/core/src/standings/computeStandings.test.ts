import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  OVERALL_RECORD,
  overallRecordGroup,
  teamRecord,
  type StandingsTeam,
} from './computeStandings';
import type { StandingsGame } from './records';
import { ALPHABETICAL_REASON, describeTiebreakOrder } from './tiebreakers';

const TODAY = '2026-11-20';
let nextId = 1;

/** A past game, home team first. */
function game(
  home: [number, number | null],
  away: [number, number | null],
  fields: Partial<StandingsGame> = {},
): StandingsGame {
  return {
    id: nextId++,
    eventDate: '2026-10-01',
    status: 'Active',
    gameType: 'Game',
    teams: [
      { schoolId: home[0], score: home[1], isHome: true },
      { schoolId: away[0], score: away[1], isHome: false },
    ],
    ...fields,
  };
}

const [A, B, C, D, E, X] = [1, 2, 3, 4, 5, 99];
const names: Record<number, string> = {
  1: 'Adams',
  2: 'Brook',
  3: 'Cedar',
  4: 'Dale',
  5: 'Elm',
  99: 'Xavier',
};
const teams: StandingsTeam[] = Object.entries(names).map(([id, name]) => ({
  id: Number(id),
  name,
  imgUrl: `/logos/${id}.svg`,
}));

// Adams, Brook and Cedar finish 1-1 in the league. Cedar never met Adams or Brook, so head-to-head
// cannot settle all three; point differential drops Cedar; Adams and Brook, still level, start
// again and Adams wins on their own head-to-head, although Brook allowed fewer points.
const league = [
  game([A, 11], [B, 10]),
  game([D, 41], [A, 40]),
  game([B, 7], [D, 6]),
  game([C, 14], [D, 7]),
  game([D, 21], [C, 0]),
  game([D, 28], [E, 0]),
];
const leagueIds = [A, B, C, D, E];

const row = (groups: ReturnType<typeof computeStandings>, index = 0) =>
  groups[index]!.standings.map((s) => [s.name, s.aLine, s.aheadReason]);

describe('computeStandings', () => {
  it('orders by win percentage and explains every place', () => {
    const groups = computeStandings(teams, league, [{ title: 'League', teamIds: leagueIds }], {
      today: TODAY,
    });
    expect(row(groups)).toEqual([
      ['Dale', '3-2', 'Better win percentage (.600 vs .500)'],
      ['Adams', '1-1', 'Better head-to-head record against the other tied teams (1-0 vs 0-1)'],
      ['Brook', '1-1', 'Better point differential (0 vs -14)'],
      ['Cedar', '1-1', 'Better win percentage (.500 vs .000)'],
      ['Elm', '0-1', null],
    ]);
    expect(groups[0]!.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('follows a league’s own tiebreak order', () => {
    const groups = computeStandings(teams, league, [{ title: 'League', teamIds: leagueIds }], {
      today: TODAY,
      tiebreakers: ['pointsAllowed'],
    });
    expect(row(groups).slice(1, 4)).toEqual([
      ['Brook', '1-1', 'Fewer points allowed (17 vs 28)'],
      ['Cedar', '1-1', 'Fewer points allowed (28 vs 51)'],
      ['Adams', '1-1', 'Better win percentage (.500 vs .000)'],
    ]);
  });

  it('settles a circular three-way tie by differential, then the last two head-to-head', () => {
    const [P, Q, R] = [A, B, C];
    const games = [game([P, 21], [Q, 0]), game([Q, 14], [R, 0]), game([R, 7], [P, 0])];
    const groups = computeStandings(teams, games, [{ title: 'Trio', teamIds: [R, Q, P] }], {
      today: TODAY,
    });
    expect(row(groups)).toEqual([
      ['Adams', '1-1', 'Better point differential (+14 vs -7)'],
      ['Brook', '1-1', 'Better head-to-head record against the other tied teams (1-0 vs 0-1)'],
      ['Cedar', '1-1', null],
    ]);
  });

  it('lists teams level on everything alphabetically and says so', () => {
    const groups = computeStandings(teams, [], [{ title: 'New', teamIds: [E, B] }], {
      today: TODAY,
    });
    expect(row(groups)).toEqual([
      ['Brook', '0-0', ALPHABETICAL_REASON],
      ['Elm', '0-0', null],
    ]);
  });

  it('counts a tie as half a win and shows it in aLine', () => {
    const games = [game([A, 7], [B, 7]), game([A, 3], [C, 0]), game([B, 0], [C, 3])];
    const groups = computeStandings(teams, games, [{ title: 'L', teamIds: [A, B, C] }], {
      today: TODAY,
    });
    expect(row(groups)).toEqual([
      ['Adams', '1-0-1', 'Better win percentage (.750 vs .500)'],
      ['Cedar', '1-1', 'Better win percentage (.500 vs .250)'],
      ['Brook', '0-1-1', null],
    ]);
  });

  it('counts league games in the league and every game in Overall Record', () => {
    const games = [...league, game([X, 50], [A, 0]), game([B, 30], [X, 0])];
    const groups = computeStandings(
      teams,
      games,
      [{ title: 'League', teamIds: leagueIds }, overallRecordGroup(leagueIds)],
      { today: TODAY },
    );
    const record = (title: string, name: string) =>
      groups.find((g) => g.title === title)!.standings.find((s) => s.name === name)!.aLine;
    expect(record('League', 'Adams')).toBe('1-1');
    expect(record(OVERALL_RECORD, 'Adams')).toBe('1-2');
    expect(record(OVERALL_RECORD, 'Brook')).toBe('2-1');
    expect(groups[1]!.standings.map((s) => s.name)).not.toContain('Xavier');
  });

  it('counts tournament games in Overall Record but not in the league', () => {
    const games = [game([A, 3], [B, 1], { gameType: 'Tournament' })];
    const groups = computeStandings(
      teams,
      games,
      [{ title: 'League', teamIds: [A, B] }, overallRecordGroup([A, B])],
      { today: TODAY },
    );
    expect(groups.map((g) => g.standings.map((s) => s.aLine))).toEqual([
      ['0-0', '0-0'],
      ['1-0', '0-1'],
    ]);
  });

  it('nests divisions under their league', () => {
    const groups = computeStandings(
      teams,
      league,
      [
        {
          title: 'League',
          teamIds: leagueIds,
          subGroups: [
            { title: 'North', teamIds: [A, B], scope: 'all' },
            { title: 'South', teamIds: [C, D, E], scope: 'all' },
          ],
        },
      ],
      { today: TODAY },
    );
    expect(groups[0]!.subStandings.map((g) => [g.title, g.standings.map((s) => s.name)])).toEqual([
      ['North', ['Adams', 'Brook']],
      ['South', ['Dale', 'Cedar', 'Elm']],
    ]);
    expect(groups[0]!.subStandings[0]!.subStandings).toEqual([]);
  });

  it('counts past games without a score as unreported, and nothing else', () => {
    const games = [
      game([A, null], [B, null]),
      game([A, 10], [C, null], { eventDate: '2026-11-19' }),
      game([A, null], [D, null], { eventDate: TODAY }),
      game([A, null], [E, null], { eventDate: '2026-12-01' }),
      game([A, null], [B, null], { status: 'Postponed' }),
      game([A, null], [B, null], { status: 'Canceled' }),
      game([A, null], [B, null], { gameType: 'Scrimmage' }),
      game([A, null], [B, null], { gameType: null }),
      game([A, 3], [B, 1], { gameType: 'Tournament' }),
    ];
    const groups = computeStandings(teams, games, [overallRecordGroup(leagueIds)], {
      today: TODAY,
    });
    const line = (name: string) => groups[0]!.standings.find((s) => s.name === name)!;
    expect(line('Adams')).toMatchObject({ unreported: 2, aLine: '1-0' });
    expect(line('Brook')).toMatchObject({ unreported: 1, aLine: '0-1' });
    expect(line('Cedar')).toMatchObject({ unreported: 1, aLine: '0-0' });
    expect(line('Dale')).toMatchObject({ unreported: 0 });
  });

  it('leaves multi-team meets out of the standings', () => {
    const meet: StandingsGame = {
      ...game([A, 50], [B, 40]),
      teams: [
        { schoolId: A, score: 50, isHome: true },
        { schoolId: B, score: 40, isHome: false },
        { schoolId: C, score: 45, isHome: false },
      ],
    };
    const groups = computeStandings(teams, [meet], [overallRecordGroup([A, B, C])], {
      today: TODAY,
    });
    expect(groups[0]!.standings.every((s) => s.aLine === '0-0')).toBe(true);
  });

  it('ignores team ids it does not know and repeated ones', () => {
    const groups = computeStandings(teams, [], [{ title: 'L', teamIds: [A, A, 12345] }], {
      today: TODAY,
    });
    expect(groups[0]!.standings.map((s) => s.id)).toEqual([A]);
  });
});

describe('teamRecord', () => {
  it('splits a season record into home and away', () => {
    expect(teamRecord(D, league, TODAY)).toEqual({
      won: 3,
      lose: 2,
      tie: 0,
      homeWon: 3,
      homeLose: 0,
      homeTie: 0,
      awayWon: 0,
      awayLose: 2,
      awayTie: 0,
    });
  });
});

describe('describeTiebreakOrder', () => {
  it('documents the default order', () => {
    expect(describeTiebreakOrder()).toEqual([
      'Win percentage (a tie counts as half a win)',
      'Head-to-head record among the tied teams',
      'Point differential',
      'Fewest points allowed',
      'Most points scored',
      'Alphabetical order',
    ]);
  });
});
