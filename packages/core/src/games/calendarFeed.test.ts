import { describe, expect, it } from 'vitest';
import {
  calendarFeedMaxAge,
  CALENDAR_FEED_LONG_CACHE_SECONDS,
  CALENDAR_FEED_SHORT_CACHE_SECONDS,
  feedEventTime,
  isCancelledInFeed,
  type FeedTimeGame,
} from './calendarFeed';

const game: FeedTimeGame = {
  eventDate: '2026-11-20',
  isEventDateTBD: false,
  startTime: '19:00:00',
  endTime: null,
  startTimeUnknown: false,
  isTBD: false,
};

describe('feedEventTime', () => {
  it('lasts one hour without an end', () => {
    expect(feedEventTime(game)).toEqual({
      allDay: false,
      start: { date: '2026-11-20', time: '19:00:00' },
      end: { date: '2026-11-20', time: '20:00:00' },
    });
  });
  it('keeps an end after the start', () => {
    expect(feedEventTime({ ...game, endTime: '21:30:00' })).toMatchObject({
      end: { date: '2026-11-20', time: '21:30:00' },
    });
  });
  it('runs past midnight into the next day', () => {
    expect(feedEventTime({ ...game, startTime: '23:30:00' })).toMatchObject({
      end: { date: '2026-11-21', time: '00:30:00' },
    });
  });
  it('is a whole day when the date or time is to be decided or unknown', () => {
    for (const flags of [
      { isTBD: true },
      { isEventDateTBD: true },
      { startTimeUnknown: true },
      { startTime: null },
    ]) {
      expect(feedEventTime({ ...game, ...flags })).toEqual({ allDay: true, date: '2026-11-20' });
    }
  });
});

describe('isCancelledInFeed', () => {
  it('cancels canceled and superseded postponed games only', () => {
    expect(isCancelledInFeed({ status: 'Canceled', nextPostponeGame: null })).toBe(true);
    expect(isCancelledInFeed({ status: 'Postponed', nextPostponeGame: 7 })).toBe(true);
    expect(isCancelledInFeed({ status: 'Postponed', nextPostponeGame: null })).toBe(false);
    expect(isCancelledInFeed({ status: 'Active', nextPostponeGame: null })).toBe(false);
  });
});

describe('calendarFeedMaxAge', () => {
  it('is short with a game in the next seven days, else long', () => {
    expect(calendarFeedMaxAge(['2026-11-27'], '2026-11-20')).toBe(
      CALENDAR_FEED_SHORT_CACHE_SECONDS,
    );
    expect(calendarFeedMaxAge(['2026-11-19', '2026-11-28'], '2026-11-20')).toBe(
      CALENDAR_FEED_LONG_CACHE_SECONDS,
    );
  });
});
