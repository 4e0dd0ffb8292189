import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, selectionReducer, type Selection } from './selection';

const full: Selection = {
  selectedStateId: '1',
  selectedCountyId: '10',
  selectedSchoolId: '100',
  selectedSportId: '5',
  selectedDate: '2026-11-20',
  season: '2026-2027',
};

describe('selectionReducer', () => {
  it.each([
    [
      'changing the state clears county, school and sport',
      { type: 'state', stateId: '2' } as const,
      {
        ...full,
        selectedStateId: '2',
        selectedCountyId: null,
        selectedSchoolId: null,
        selectedSportId: null,
      },
    ],
    [
      'clearing the state clears the sport too',
      { type: 'state', stateId: null } as const,
      {
        ...full,
        selectedStateId: null,
        selectedCountyId: null,
        selectedSchoolId: null,
        selectedSportId: null,
      },
    ],
    [
      'changing the county clears the school only',
      { type: 'county', countyId: '11' } as const,
      { ...full, selectedCountyId: '11', selectedSchoolId: null },
    ],
    [
      'choosing a school clears the sport and sets its county and state',
      { type: 'school', school: { id: 200, districtId: 20, stateId: 2 } } as const,
      {
        ...full,
        selectedSchoolId: '200',
        selectedCountyId: '20',
        selectedStateId: '2',
        selectedSportId: null,
      },
    ],
    [
      'clearing the school clears the sport',
      { type: 'school', school: null } as const,
      { ...full, selectedSchoolId: null, selectedSportId: null },
    ],
    [
      'choosing a sport',
      { type: 'sport', sportId: '6' } as const,
      { ...full, selectedSportId: '6' },
    ],
    [
      'choosing a date',
      { type: 'date', date: '2026-11-21' } as const,
      { ...full, selectedDate: '2026-11-21' },
    ],
    [
      'choosing a season',
      { type: 'season', season: '2025-2026' } as const,
      { ...full, season: '2025-2026' },
    ],
    ['replacing it', { type: 'replace', selection: EMPTY_SELECTION } as const, EMPTY_SELECTION],
  ])('%s', (_name, action, expected) => {
    expect(selectionReducer(full, action)).toEqual(expected);
  });

  it.each([
    { type: 'state', stateId: '1' } as const,
    { type: 'county', countyId: '10' } as const,
    { type: 'school', school: { id: '100', districtId: '10', stateId: '1' } } as const,
    { type: 'sport', sportId: '5' } as const,
    { type: 'date', date: '2026-11-20' } as const,
    { type: 'season', season: '2026-2027' } as const,
  ])('picking what is already picked (%o) changes nothing', (action) => {
    expect(selectionReducer(full, action)).toBe(full);
  });

  it('moves the date to the nearest day once the dates load', () => {
    const next = selectionReducer(full, {
      type: 'datesLoaded',
      dates: [
        ['2026-11-18', 2],
        ['2026-11-23', 0],
      ],
    });
    expect(next.selectedDate).toBe('2026-11-18');
    expect(
      selectionReducer(full, {
        type: 'datesLoaded',
        dates: [['2026-11-20', 3]],
        onlyWithGames: true,
      }),
    ).toBe(full);
  });

  it('leaves an unset date unset when the dates load', () => {
    expect(
      selectionReducer(EMPTY_SELECTION, { type: 'datesLoaded', dates: [['2026-11-18', 2]] }),
    ).toBe(EMPTY_SELECTION);
  });
});
