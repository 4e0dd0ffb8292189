import { describe, expect, it } from 'vitest';
import {
  generateGameLocation,
  generateGameName,
  orderTeamsForDisplay,
  teamOutcomes,
  visibleTeams,
} from './gameTeams';

describe('teamOutcomes', () => {
  it.each([
    [
      'a win',
      [
        { id: 1, score: 21 },
        { id: 2, score: 14 },
      ],
      [['W'], ['L']],
    ],
    [
      'a tie',
      [
        { id: 1, score: 7 },
        { id: 2, score: 7 },
      ],
      [['T'], ['T']],
    ],
    [
      'a missing score',
      [
        { id: 1, score: 7 },
        { id: 2, score: null },
      ],
      [[null], [null]],
    ],
    [
      'a shutout',
      [
        { id: 1, score: 0 },
        { id: 2, score: 3 },
      ],
      [['L'], ['W']],
    ],
    [
      'a meet',
      [
        { id: 1, score: 50 },
        { id: 2, score: 61 },
        { id: 3, score: 61 },
      ],
      [['L'], ['W'], ['W']],
    ],
    ['a single team', [{ id: 1, score: 3 }], [[null]]],
  ])('%s', (_name, teams, expected) => {
    const outcomes = teamOutcomes(teams);
    expect(teams.map((t) => [outcomes.get(t.id)])).toEqual(expected);
  });
});

describe('visibleTeams', () => {
  it.each([
    [['A', 'B'], ['A', 'B'], 0, null],
    [['A', 'B', 'C', 'D'], ['A', 'B'], 2, 'See more teams...'],
    [['A'], ['A'], 0, null],
  ])('%o shows %o', (teams, shown, hiddenCount, moreLabel) => {
    expect(visibleTeams(teams)).toEqual({ shown, hiddenCount, moreLabel });
  });
});

const home = {
  name: 'Walt Whitman High School',
  shortName: 'Whitman',
  isHome: true,
  address: '7100 Whittier Blvd, Bethesda, MD',
};
const away = { name: 'Bethesda-Chevy Chase High School', shortName: 'B-CC', isHome: false };

describe('game names and locations', () => {
  it('puts the visitors first', () => {
    expect(orderTeamsForDisplay([home, away])).toEqual([away, home]);
  });

  it.each([
    ['a home team', [home, away], false, 'B-CC @ Whitman'],
    ['no home team', [home, away], true, 'Whitman vs B-CC'],
    [
      'three teams with a host',
      [home, away, { name: 'Churchill', isHome: false }],
      false,
      'B-CC, Churchill @ Whitman',
    ],
    ['teams without a home flag', [{ ...home, isHome: false }, away], false, 'Whitman vs B-CC'],
    ['the home team alone', [home], false, 'Whitman'],
    ['a team with no name yet', [home, { name: '', isHome: false }], false, 'Whitman'],
  ])('names a game with %s', (_name, teams, noHomeTeam, expected) => {
    expect(generateGameName(teams, noHomeTeam)).toBe(expected);
  });

  it.each([
    ['the home school address', [home, away], false, '7100 Whittier Blvd, Bethesda, MD'],
    [
      'the home school name without an address',
      [{ ...home, address: null }, away],
      false,
      'Walt Whitman High School',
    ],
    ['nothing without a home team', [home, away], true, null],
    ['nothing when no team is home', [away], false, null],
  ])('locates a game at %s', (_name, teams, noHomeTeam, expected) => {
    expect(generateGameLocation(teams, noHomeTeam)).toBe(expected);
  });
});
