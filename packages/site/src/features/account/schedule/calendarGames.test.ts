import { describe, expect, it } from 'vitest';
import {
  calendarEntry,
  calendarTitle,
  entryId,
  gameTimeText,
  groupByDay,
  mergeCalendars,
} from './calendarGames';
import { testGame } from './testGames';

const listed = testGame;

describe('the calendar games', () => {
  it('merges games and events in date and time order, leaving out what the calendar hides', () => {
    const merged = mergeCalendars(
      [
        listed({ id: 1, eventDate: '2026-11-21' }),
        listed({ id: 2, status: 'Canceled' }),
        listed({ id: 3, status: 'Postponed', nextPostponeGame: 9 }),
        listed({ id: 4, status: 'Postponed' }),
      ],
      [listed({ id: 5, gameType: 'Event', startTime: '12:00:00' })],
    );
    expect(merged.map(entryId)).toEqual(['events-5', 'games-4', 'games-1']);
  });

  it("labels a postponed game waiting for its new date 'Postponed'", () => {
    expect(calendarTitle(listed({ status: 'Postponed' }))).toBe('Postponed: South @ North');
    expect(calendarTitle(listed({}))).toBe('South @ North');
  });

  it('gives the calendar wall times of the venue, an hour long without an end', () => {
    const [game] = mergeCalendars([listed({ tz: 'America/Los_Angeles' })], []);
    expect(calendarEntry(game!)).toEqual({
      id: 'games-1',
      title: 'South @ North',
      start: '2026-11-20T19:00:00',
      end: '2026-11-20T20:00:00',
      allDay: false,
    });
  });

  it('shows a game whose time is to be decided over the whole day, not at midnight', () => {
    const [game] = mergeCalendars([listed({ startTimeUnknown: true, startTime: '00:00:00' })], []);
    expect(calendarEntry(game!)).toEqual({
      id: 'games-1',
      title: 'South @ North',
      start: '2026-11-20',
      allDay: true,
    });
    expect(gameTimeText(game!)).toBe('TBD');
  });

  it("writes a game's time with its venue's zone as it is on that day", () => {
    expect(gameTimeText(listed({}))).toBe('7:00 PM EST');
    expect(gameTimeText(listed({ eventDate: '2026-07-04', endTime: '21:30:00' }))).toBe(
      '7:00 PM to 9:30 PM EDT',
    );
    expect(gameTimeText(listed({ tz: 'America/Chicago' }))).toBe('7:00 PM CST');
  });

  it('groups games by day, in order', () => {
    const days = groupByDay([
      { eventDate: '2026-11-20', id: 1 },
      { eventDate: '2026-11-20', id: 2 },
      { eventDate: '2026-11-22', id: 3 },
    ]);
    expect(days.map((d) => [d.date, d.games.map((g) => g.id)])).toEqual([
      ['2026-11-20', [1, 2]],
      ['2026-11-22', [3]],
    ]);
  });
});
