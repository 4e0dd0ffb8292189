import { describe, expect, it } from 'vitest';
import { isVisibleOnCalendar, statusLabel } from './calendarVisibility';
import { EVENT_TYPE_FILTERS, isCustomEvent, matchesEventTypeFilter } from './gameTypes';

describe('isVisibleOnCalendar', () => {
  it.each([
    [{ status: 'Active', nextPostponeGame: null }, true, null],
    [{ status: 'Postponed', nextPostponeGame: null }, true, 'Postponed'],
    [{ status: 'Postponed', nextPostponeGame: 42 }, false, 'Postponed'],
    [{ status: 'Canceled', nextPostponeGame: null }, false, 'Canceled'],
  ] as const)('%o: visible %s, labelled %s', (game, visible, label) => {
    expect(isVisibleOnCalendar(game)).toBe(visible);
    expect(statusLabel(game)).toBe(label);
  });
});

describe('game types', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['Event', true],
    ['Game', false],
    ['Scrimmage', false],
  ] as const)('%s is a custom event: %s', (type, expected) => {
    expect(isCustomEvent(type)).toBe(expected);
  });

  it.each([
    ['Game', 'games', true],
    ['Tournament', 'games', true],
    ['Scrimmage', 'games', false],
    ['Scrimmage', 'scrimmages', true],
    ['Game', 'scrimmages', false],
    [null, 'games', false],
    ['Event', null, true],
  ] as const)('%s passes the %s filter: %s', (type, filter, expected) => {
    expect(matchesEventTypeFilter(type, filter)).toBe(expected);
  });

  it('splits games and tournaments from scrimmages', () => {
    expect(EVENT_TYPE_FILTERS).toEqual({
      games: ['Game', 'Tournament'],
      scrimmages: ['Scrimmage'],
    });
  });
});
