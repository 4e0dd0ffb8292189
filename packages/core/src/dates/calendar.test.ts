import { describe, expect, it } from 'vitest';
import {
  calendarRange,
  calendarWindow,
  dateStrip,
  defaultEndTime,
  isInCalendarRange,
  nearestAvailableDate,
  relativeDayLabel,
  shortDayLabel,
} from './calendar';
import { daysBetween, isDateString, isTimeString, shiftDate } from './dateStrings';

describe('calendarRange', () => {
  it('runs from 15 March 2012 to 1095 days after today', () => {
    expect(calendarRange('2026-11-20')).toEqual({ min: '2012-03-15', max: '2029-11-19' });
  });

  it.each([
    ['2012-03-14', false],
    ['2012-03-15', true],
    ['2029-11-19', true],
    ['2029-11-20', false],
  ])('%s in range: %s', (date, inRange) => {
    expect(isInCalendarRange(date, '2026-11-20')).toBe(inRange);
  });
});

describe('dateStrip', () => {
  it('gives seven days centred on the selected day', () => {
    expect(dateStrip('2026-03-01')).toEqual([
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
  });
});

describe('relativeDayLabel', () => {
  it.each([
    ['2026-11-20', 'Today'],
    ['2026-11-19', 'Yesterday'],
    ['2026-11-21', 'Saturday'],
    ['2026-11-17', 'Tuesday'],
  ])('labels %s as %s (today is Friday 2026-11-20)', (date, label) => {
    expect(relativeDayLabel(date, '2026-11-20')).toBe(label);
  });
});

describe('shortDayLabel', () => {
  it.each([
    ['2026-11-20', 'Today'],
    ['2026-11-19', 'Thu'],
    ['2026-11-18', 'Wed'],
    ['2026-11-23', 'Mon'],
  ])('labels %s as %s (today is Friday 2026-11-20)', (date, label) => {
    expect(shortDayLabel(date, '2026-11-20')).toBe(label);
  });
});

describe('calendarWindow', () => {
  it('reaches eight months either side', () => {
    expect(calendarWindow('2026-11-20')).toEqual({ from: '2026-03-20', to: '2027-07-20' });
  });
});

describe('game times', () => {
  it.each([
    ['18:30:00', '19:30:00'],
    ['00:00:00', '01:00:00'],
    ['23:30:00', '23:59:59'],
  ])('a game starting %s ends by default at %s', (start, end) => {
    expect(defaultEndTime(start)).toBe(end);
  });
});

describe('nearestAvailableDate', () => {
  const dates = [
    ['2026-11-14', 3],
    ['2026-11-18', 0],
    ['2026-11-22', 5],
  ] as const;

  it.each([
    ['2026-11-18', {}, '2026-11-18'],
    ['2026-11-18', { onlyWithGames: true }, '2026-11-14'],
    ['2026-11-20', {}, '2026-11-18'],
    ['2026-11-20', { onlyWithGames: true }, '2026-11-22'],
    ['2026-11-30', {}, '2026-11-22'],
    ['2026-11-01', {}, '2026-11-14'],
  ])('moves %s (%o) to %s', (selected, options, expected) => {
    expect(nearestAvailableDate(selected, dates, options)).toBe(expected);
  });

  it('prefers the earlier day on a tie', () => {
    expect(
      nearestAvailableDate('2026-11-20', [
        ['2026-11-22', 1],
        ['2026-11-18', 1],
      ]),
    ).toBe('2026-11-18');
  });

  it('keeps the selected day when no day is listed', () => {
    expect(nearestAvailableDate('2026-11-20', [])).toBe('2026-11-20');
  });
});

describe('date strings', () => {
  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['26-01-01', false],
  ])('%s is a date: %s', (value, expected) => {
    expect(isDateString(value)).toBe(expected);
  });

  it.each([
    ['00:00:00', true],
    ['23:59:59', true],
    ['24:00:00', false],
    ['7:00:00', false],
    ['19:00', false],
  ])('%s is a time: %s', (value, expected) => {
    expect(isTimeString(value)).toBe(expected);
  });

  it('shifts across month and year ends', () => {
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across months, years and daylight-saving changes', () => {
    expect(daysBetween('2026-11-20', '2026-11-21')).toBe(1);
    expect(daysBetween('2026-11-20', '2026-11-19')).toBe(-1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});
