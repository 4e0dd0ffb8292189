import { describe, expect, it } from 'vitest';
import {
  canFetchPlayoffs,
  canFetchSchedules,
  canFetchStandings,
  canGoToSchool,
  canGoToTeam,
  isCountyPickerEnabled,
} from './fetchConditions';
import { EMPTY_SELECTION, type Selection } from './selection';

const pick = (fields: Partial<Selection>): Selection => ({ ...EMPTY_SELECTION, ...fields });

describe('fetch conditions', () => {
  it.each([
    [{}, false],
    [{ selectedStateId: '1', selectedCountyId: '10' }, false],
    [{ selectedStateId: '1', selectedSportId: '5' }, false],
    [{ selectedStateId: '1', selectedCountyId: '10', selectedSportId: '5' }, true],
  ])('standings with %o: %s', (fields, expected) => {
    expect(canFetchStandings(pick(fields))).toBe(expected);
  });

  it.each([
    [{ selectedSchoolId: '100' }, false],
    [{ season: '2026-2027' }, false],
    [{ selectedSchoolId: '100', season: '2026-2027' }, true],
  ])('schedules with %o: %s', (fields, expected) => {
    expect(canFetchSchedules(pick(fields))).toBe(expected);
  });

  it.each([
    [{ selectedStateId: '1' }, false],
    [{ selectedStateId: '1', season: '2026-2027' }, true],
  ])('playoffs with %o: %s', (fields, expected) => {
    expect(canFetchPlayoffs(pick(fields))).toBe(expected);
  });
});

describe('picker rules', () => {
  it('disables the county picker until a state is chosen', () => {
    expect(isCountyPickerEnabled(pick({}))).toBe(false);
    expect(isCountyPickerEnabled(pick({ selectedStateId: '1' }))).toBe(true);
  });

  it.each([
    [{ selectedStateId: '1', selectedCountyId: '10' }, false],
    [{ selectedStateId: '1', selectedCountyId: '10', selectedSchoolId: '100' }, true],
    [{ selectedCountyId: '10', selectedSchoolId: '100' }, false],
  ])("'GO TO TEAM' with %o: %s", (fields, expected) => {
    expect(canGoToTeam(pick(fields))).toBe(expected);
  });

  it.each([
    [null, false],
    ['', false],
    ['100', true],
    [100, true],
  ])("'GO TO SCHOOL' with %o: %s", (schoolId, expected) => {
    expect(canGoToSchool(schoolId)).toBe(expected);
  });
});
