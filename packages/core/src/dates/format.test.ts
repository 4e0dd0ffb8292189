import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatMonthDay,
  formatMonthYear,
  monthName,
  formatMoment,
  formatShortDate,
  formatStartTime,
  formatTime,
  weekdayName,
} from './format';

describe('formatTime', () => {
  it.each([
    ['00:00:00', '12:00 AM'],
    ['09:30:00', '9:30 AM'],
    ['12:05:00', '12:05 PM'],
    ['19:00:00', '7:00 PM'],
    ['23:59:59', '11:59 PM'],
  ])('%s is %s', (time, shown) => {
    expect(formatTime(time)).toBe(shown);
  });

  it('says TBD when the start is unknown or to be decided', () => {
    expect(formatStartTime({ startTime: '19:00:00', startTimeUnknown: false })).toBe('7:00 PM');
    expect(formatStartTime({ startTime: '00:00:00', startTimeUnknown: true })).toBe('TBD');
    expect(formatStartTime({ startTime: '19:00:00', startTimeUnknown: false, isTBD: true })).toBe(
      'TBD',
    );
    expect(formatStartTime({ startTime: null, startTimeUnknown: false })).toBe('TBD');
  });
});

describe('date formats', () => {
  it('writes a day the ways the screens show it', () => {
    expect(formatShortDate('2026-11-20')).toBe('Fri, Nov 20');
    expect(formatLongDate('2026-11-20')).toBe('Friday, November 20, 2026');
    expect(formatMonthDay('2027-01-03')).toBe('Jan 3');
    expect(formatMonthYear(2026, 11)).toBe('Nov 2026');
    expect([monthName(1), monthName(11), monthName(13)]).toEqual(['January', 'November', '']);
    expect(weekdayName('2026-11-22')).toBe('Sunday');
  });
});

describe('formatMoment', () => {
  it("shows a moment in the venue's time zone, the day turning at its midnight", () => {
    expect(formatMoment('2026-11-21T02:14:00.000Z', 'America/New_York')).toBe(
      'Fri, Nov 20, 9:14 PM',
    );
    expect(formatMoment('2026-11-21T02:14:00.000Z', 'America/Los_Angeles')).toBe(
      'Fri, Nov 20, 6:14 PM',
    );
    expect(formatMoment('2026-11-21T05:30:00.000Z', 'America/New_York')).toBe(
      'Sat, Nov 21, 12:30 AM',
    );
  });
});
