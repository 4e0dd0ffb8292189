import {
  seasonOf,
  seasonStartYear,
  shiftDate,
  toDate,
  toDateString,
  type DateString,
} from '@csz/core';
import { differenceInCalendarDays } from 'date-fns';

/** The three parts of a school year, each with its own sports. */
export type SeasonPart = 'Fall' | 'Winter' | 'Spring';

/** When a part's regular season and playoffs run. */
export interface PartWindow {
  start: DateString;
  end: DateString;
  playoffsEnd: DateString;
}

/** The usual calendar of a season that starts in a year, as US state associations run it. */
export function naturalWindows(startYear: number): Record<SeasonPart, PartWindow> {
  const y = startYear;
  return {
    Fall: { start: `${y}-08-28`, end: `${y}-11-07`, playoffsEnd: `${y}-12-05` },
    Winter: { start: `${y}-12-01`, end: `${y + 1}-02-20`, playoffsEnd: `${y + 1}-03-12` },
    Spring: { start: `${y + 1}-03-16`, end: `${y + 1}-05-16`, playoffsEnd: `${y + 1}-06-06` },
  };
}

/** Days either side of today that the current season always has regular-season games on. */
const AROUND_TODAY = 10;

/**
 * The calendar of a season, with the current season bent around today: if no part's regular
 * season covers the ten days either side of today, the part that needs the smallest move is moved
 * to cover them. So a newcomer on any date sees tonight's games, recent finals and the coming
 * schedule (issue 3 "Dates are placed around the day the data is generated").
 */
export function seasonWindows(season: string, today: DateString): Record<SeasonPart, PartWindow> {
  const startYear = seasonStartYear(season);
  const windows = naturalWindows(startYear);
  if (seasonOf(today) !== season) return windows;
  const seasonStart = `${startYear}-07-01`;
  const seasonEnd = `${startYear + 1}-06-30`;
  const from = maxDate(shiftDate(today, -AROUND_TODAY), seasonStart);
  const to = minDate(shiftDate(today, AROUND_TODAY), seasonEnd);
  const parts = Object.keys(windows) as SeasonPart[];
  if (parts.some((p) => windows[p].start <= from && windows[p].end >= to)) return windows;
  let best: SeasonPart = 'Fall';
  let bestShift = Infinity;
  for (const part of parts) {
    const w = windows[part];
    const shift = w.start > from ? days(w.start, from) : w.end < to ? days(w.end, to) : 0;
    if (Math.abs(shift) < Math.abs(bestShift)) {
      best = part;
      bestShift = shift;
    }
  }
  const w = windows[best];
  windows[best] = {
    start: maxDate(shiftDate(w.start, bestShift), seasonStart),
    end: minDate(shiftDate(w.end, bestShift), seasonEnd),
    playoffsEnd: minDate(shiftDate(w.playoffsEnd, bestShift), seasonEnd),
  };
  return windows;
}

function days(from: DateString, to: DateString): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

const maxDate = (a: DateString, b: DateString) => (a > b ? a : b);
const minDate = (a: DateString, b: DateString) => (a < b ? a : b);

/** The days between two dates (inclusive) that fall on the given weekdays (0 is Sunday). */
export function daysOnWeekdays(
  from: DateString,
  to: DateString,
  weekdays: readonly number[],
): DateString[] {
  const out: DateString[] = [];
  const last = toDate(to).getTime();
  for (let i = 0, day = toDate(from); day.getTime() <= last; i++, day = toDate(from, i)) {
    if (weekdays.includes(day.getDay())) out.push(toDateString(day));
  }
  return out;
}

/** `count` dates spread evenly over a list of candidate days. */
export function spreadDates(candidates: readonly DateString[], count: number): DateString[] {
  if (candidates.length === 0 || count === 0) return [];
  if (count >= candidates.length) return candidates.slice(0, count);
  const step = candidates.length / count;
  return Array.from({ length: count }, (_, i) => candidates[Math.floor(i * step)]!);
}
