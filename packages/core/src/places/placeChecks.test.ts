import { describe, expect, it } from 'vitest';
import { noPlaceMessage, placeProblems } from './placeChecks';

const maryland = { id: 1, name: 'Maryland' };
const virginia = { id: 2, name: 'Virginia' };
const montgomery = { id: 10, name: 'Montgomery', stateId: 1 };
const howard = { id: 11, name: 'Howard', stateId: 1 };
const whitman = { id: 100, name: 'Walt Whitman', stateId: 1, districtId: 10 };
const league = { id: 5, name: 'MCPS', stateId: 1, districtId: 10 };
const division = { id: 7, name: 'Division I', league: { id: 5, stateId: 1, districtId: 10 } };

describe('placeProblems', () => {
  it('finds nothing wrong with places that belong together, or with places not named', () => {
    expect(placeProblems({})).toEqual([]);
    expect(
      placeProblems({ state: maryland, district: montgomery, school: whitman, league, division }),
    ).toEqual([]);
  });

  it('names the child and the parent it is not in, for every pair', () => {
    expect(placeProblems({ state: virginia, district: montgomery })).toEqual([
      { field: 'district', message: 'Montgomery is not in Virginia' },
    ]);
    expect(placeProblems({ district: howard, school: whitman })).toEqual([
      { field: 'school', message: 'Walt Whitman is not in Howard' },
    ]);
    expect(placeProblems({ state: virginia, school: whitman })).toEqual([
      { field: 'school', message: 'Walt Whitman is not in Virginia' },
    ]);
    expect(placeProblems({ district: howard, league })).toEqual([
      { field: 'league', message: 'MCPS is not in Howard' },
    ]);
    expect(placeProblems({ league: { ...league, id: 6 }, division })).toEqual([
      { field: 'division', message: 'Division I is not in MCPS' },
    ]);
    expect(placeProblems({ state: virginia, division })).toEqual([
      { field: 'division', message: 'Division I is not in Virginia' },
    ]);
  });

  it('lets a state-wide league sit in any of its counties', () => {
    expect(placeProblems({ district: howard, league: { ...league, districtId: null } })).toEqual(
      [],
    );
  });

  it('words a missing place by its kind', () => {
    expect(noPlaceMessage('district', 12)).toBe('No county with id 12');
    expect(noPlaceMessage('school', 3)).toBe('No school with id 3');
  });
});
