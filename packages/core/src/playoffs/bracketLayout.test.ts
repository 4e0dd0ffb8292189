import { describe, expect, it } from 'vitest';
import type { Bracket, BracketMatch, BracketSlot } from '../contract/playoffs';
import { bracketNeighbours, isByeMatch, layoutBracket, matchNumbers } from './bracketLayout';

const team = (schoolId: number, seed: number): BracketSlot => ({
  kind: 'team',
  team: {
    schoolId,
    name: `School ${schoolId}`,
    shortName: `S${schoolId}`,
    imgUrl: null,
    seed,
    score: null,
    isWinner: null,
  },
});
const bye: BracketSlot = { kind: 'bye' };
const tbd = (fromMatchId: number | null): BracketSlot => ({ kind: 'tbd', fromMatchId });

function match(
  id: number,
  round: number,
  position: number,
  top: BracketSlot,
  bottom: BracketSlot,
  winnerTo: BracketMatch['winnerTo'],
  isThirdPlace = false,
): BracketMatch {
  return {
    id,
    round,
    position,
    gameId: null,
    eventDate: null,
    top,
    bottom,
    winnerTo,
    isThirdPlace,
  };
}

/** Six teams padded to eight: seeds 1 and 2 have byes; a third-place game. */
const sixTeams: Bracket = {
  id: 1,
  name: '2A East',
  sportId: 1,
  sportName: 'Football',
  stateId: 1,
  season: '2026-2027',
  roundNames: ['Quarterfinals', 'Semifinals', 'Final'],
  matches: [
    match(11, 1, 0, team(1, 1), bye, { matchId: 21, side: 'top' }),
    match(12, 1, 1, team(4, 4), team(5, 5), { matchId: 21, side: 'bottom' }),
    match(13, 1, 2, team(2, 2), bye, { matchId: 22, side: 'top' }),
    match(14, 1, 3, team(3, 3), team(6, 6), { matchId: 22, side: 'bottom' }),
    match(21, 2, 0, team(1, 1), tbd(12), { matchId: 31, side: 'top' }),
    match(22, 2, 1, team(2, 2), tbd(14), { matchId: 31, side: 'bottom' }),
    match(31, 3, 0, tbd(21), tbd(22), null),
    match(32, 3, 1, tbd(null), tbd(null), null, true),
  ],
};

describe('layoutBracket', () => {
  const layout = layoutBracket(sixTeams);

  it('gives each round a column with its name, the third-place game apart', () => {
    expect(layout.columns.map((c) => [c.name, c.matches.map((p) => p.match.id)])).toEqual([
      ['Quarterfinals', [11, 12, 13, 14]],
      ['Semifinals', [21, 22]],
      ['Final', [31]],
    ]);
    expect(layout.thirdPlace?.match.id).toBe(32);
    expect(layout.thirdPlace?.column).toBe(2);
  });

  it('centres every match between the first-round slots that feed it, byes included', () => {
    const centers = Object.fromEntries(
      layout.columns.flatMap((c) => c.matches).map((p) => [p.match.id, p.center]),
    );
    expect(centers).toEqual({ 11: 0.5, 12: 1.5, 13: 2.5, 14: 3.5, 21: 1, 22: 3, 31: 2 });
    // The third-place game sits under the final, and the drawing grows to hold it.
    expect(layout.thirdPlace?.center).toBeGreaterThan(4);
    expect(layout.slots).toBe(5.5);
  });

  it('links each match to where its winner goes', () => {
    expect(layout.links).toContainEqual({ fromId: 12, toId: 21, side: 'bottom' });
    expect(layout.links).toContainEqual({ fromId: 22, toId: 31, side: 'bottom' });
    expect(layout.links.some((l) => l.fromId === 31 || l.fromId === 32)).toBe(false);
  });

  it('keeps rounds in place when the first round is missing a match', () => {
    const sparse = layoutBracket({
      ...sixTeams,
      matches: sixTeams.matches.filter((m) => m.id !== 11),
    });
    expect(sparse.columns[0]!.matches.map((p) => p.center)).toEqual([1.5, 2.5, 3.5]);
    expect(sparse.columns[1]!.matches.map((p) => p.center)).toEqual([1, 3]);
  });

  it('names rounds the bracket leaves unnamed, and handles an empty bracket', () => {
    const unnamed = layoutBracket({ ...sixTeams, roundNames: [] });
    expect(unnamed.columns.map((c) => c.name)).toEqual(['Round 1', 'Round 2', 'Round 3']);
    const empty = layoutBracket({ ...sixTeams, roundNames: [], matches: [] });
    expect(empty).toEqual({ columns: [], thirdPlace: null, slots: 0, links: [] });
  });
});

describe('bracketNeighbours', () => {
  const moves = bracketNeighbours(layoutBracket(sixTeams));

  it('moves up and down within a round', () => {
    expect(moves.get(11)).toMatchObject({ up: null, down: 12 });
    expect(moves.get(14)).toMatchObject({ up: 13, down: null });
  });

  it('moves right to where the winner goes and left to the top feeder', () => {
    expect(moves.get(12)?.right).toBe(21);
    expect(moves.get(21)?.left).toBe(11);
    expect(moves.get(31)?.left).toBe(21);
    expect(moves.get(11)?.left).toBeNull();
    expect(moves.get(31)?.right).toBeNull();
  });

  it('puts the third-place game below the final and reaches back to the semifinals', () => {
    expect(moves.get(31)?.down).toBe(32);
    expect(moves.get(32)).toMatchObject({ up: 31, down: null, right: null });
    expect(moves.get(32)?.left).toBe(22);
  });

  it('falls back to the nearest match of the round before when nothing fed a match', () => {
    const noFeeders = bracketNeighbours(
      layoutBracket({
        ...sixTeams,
        matches: sixTeams.matches.map((m) => (m.round === 1 ? { ...m, winnerTo: null } : m)),
      }),
    );
    expect(noFeeders.get(22)?.left).toBe(13);
    expect(noFeeders.get(13)?.right).toBe(22);
  });
});

describe('matchNumbers', () => {
  it('numbers the matches to be played in order, byes left out, third place last', () => {
    expect([...matchNumbers(sixTeams)]).toEqual([
      [12, 1],
      [14, 2],
      [21, 3],
      [22, 4],
      [31, 5],
      [32, 6],
    ]);
    expect(isByeMatch(sixTeams.matches[0]!)).toBe(true);
    expect(isByeMatch(sixTeams.matches[1]!)).toBe(false);
  });
});
