import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, type Selection } from './selection';
import { applyQuery, forcedQuery, PAGE_QUERY_KEYS, selectionToQuery } from './urlSync';

const stored: Selection = {
  ...EMPTY_SELECTION,
  selectedStateId: '1',
  selectedCountyId: '10',
  selectedSportId: '5',
  season: '2026-2027',
};

describe('applyQuery', () => {
  const keys = PAGE_QUERY_KEYS.standings;

  it('keeps the stored selection when the URL does not force', () => {
    expect(applyQuery(stored, { selectedStateId: '2', selectedCountyId: '20' }, keys)).toBe(stored);
  });

  it('lets force=true replace the page fields', () => {
    expect(
      applyQuery(stored, { selectedStateId: '2', selectedCountyId: '20', force: 'true' }, keys),
    ).toEqual({
      ...stored,
      selectedStateId: '2',
      selectedCountyId: '20',
      selectedSportId: null,
      season: null,
    });
  });

  it('uses the URL on a first visit', () => {
    expect(
      applyQuery(
        EMPTY_SELECTION,
        { selectedStateId: '2', selectedSportId: '9', season: '2025-2026' },
        keys,
      ),
    ).toEqual({
      ...EMPTY_SELECTION,
      selectedStateId: '2',
      selectedSportId: '9',
      season: '2025-2026',
    });
  });

  it.each([
    ['selectedStateId', 'abc'],
    ['selectedStateId', '1; DROP TABLE'],
    ['season', '2025-2027'],
  ])('ignores a bad %s (%s)', (key, value) => {
    const next = applyQuery(EMPTY_SELECTION, { [key]: value, force: 'true' }, keys);
    expect(next).toEqual(EMPTY_SELECTION);
  });

  it('reads dates on the scores page', () => {
    const next = applyQuery(
      EMPTY_SELECTION,
      { date: '2026-11-20', stateId: '1' },
      PAGE_QUERY_KEYS.scores,
    );
    expect(next.selectedDate).toBe('2026-11-20');
    expect(
      applyQuery(EMPTY_SELECTION, { date: '2026-02-30' }, PAGE_QUERY_KEYS.scores).selectedDate,
    ).toBeNull();
  });

  it('leaves fields the page does not keep', () => {
    const next = applyQuery(
      { ...stored, selectedSchoolId: '100' },
      { stateId: '3', force: 'true' },
      PAGE_QUERY_KEYS.playoffs,
    );
    expect(next.selectedSchoolId).toBe('100');
    expect(next.selectedCountyId).toBe('10');
    expect(next.selectedStateId).toBe('3');
  });
});

describe('selectionToQuery', () => {
  it('writes the page fields that are set', () => {
    expect(selectionToQuery(stored, PAGE_QUERY_KEYS.schedules)).toEqual({
      stateId: '1',
      countyId: '10',
      sportId: '5',
      season: '2026-2027',
    });
  });

  it('adds force for links that carry a selection', () => {
    expect(forcedQuery(stored, PAGE_QUERY_KEYS.playoffs)).toEqual({
      stateId: '1',
      sportId: '5',
      season: '2026-2027',
      force: 'true',
    });
  });

  it('round-trips through the URL', () => {
    const query = forcedQuery(stored, PAGE_QUERY_KEYS.standings);
    expect(applyQuery(EMPTY_SELECTION, query, PAGE_QUERY_KEYS.standings)).toEqual({
      ...EMPTY_SELECTION,
      selectedStateId: '1',
      selectedCountyId: '10',
      selectedSportId: '5',
      season: '2026-2027',
    });
  });
});
