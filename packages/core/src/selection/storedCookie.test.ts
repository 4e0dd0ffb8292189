import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION } from './selection';
import { selectionCookieIn, selectionCookieValue, selectionFromCookie } from './storedCookie';

describe('the selection cookie', () => {
  const picked = {
    ...EMPTY_SELECTION,
    selectedStateId: '1',
    selectedCountyId: '12',
    selectedSportId: '2',
    selectedDate: '2026-11-27' as const,
    season: '2026-27',
  };

  it('keeps the four ids, not the day or the season', () => {
    expect(selectionCookieValue(picked)).toBe('1.12..2');
    expect(selectionFromCookie('1.12..2')).toEqual({
      ...EMPTY_SELECTION,
      selectedStateId: '1',
      selectedCountyId: '12',
      selectedSportId: '2',
    });
    expect(selectionCookieValue(EMPTY_SELECTION)).toBe('...');
  });

  it('reads anything else as nothing picked, id by id', () => {
    for (const value of [null, '', '1.2', '1.2.3.4.5', '<script>', 'x.y.z.w']) {
      expect([value, selectionFromCookie(value)]).toEqual([value, EMPTY_SELECTION]);
    }
    expect(selectionFromCookie('1.-3.%00.1234567890')).toEqual({
      ...EMPTY_SELECTION,
      selectedStateId: '1',
    });
  });

  it('is found among the cookies of a request', () => {
    expect(selectionCookieIn('a=1; csz.selection=1...2; b=2')).toBe('1...2');
    expect(selectionCookieIn('xcsz.selection=1...2')).toBeNull();
    expect(selectionCookieIn(null)).toBeNull();
  });
});
