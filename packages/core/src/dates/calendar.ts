import { addMonths } from 'date-fns';
import { weekdayName } from './format';
import {
  daysBetween,
  secondsOfDay,
  shiftDate,
  timeOfSeconds,
  toDate,
  toDateString,
  type DateString,
  type TimeString,
} from './dateStrings';

/** The first day the calendar offers (spec §5 "Pickers"). */
export const CALENDAR_FIRST_DAY: DateString = '2012-03-15';

/** How many days ahead of today the calendar reaches (spec §5). */
export const CALENDAR_DAYS_AHEAD = 1095;

/** How many months either side of a day the team calendar loads (spec §9). */
export const CALENDAR_WINDOW_MONTHS = 8;

/** A game without an end lasts this long (spec §9). */
export const DEFAULT_GAME_LENGTH_MINUTES = 60;

/** The start time stored when a game's start is unknown (spec §9). */
export const MISSING_START_TIME: TimeString = '00:00:00';

/** Days in the date strip (spec §9). */
export const DATE_STRIP_DAYS = 7;

/** The days the scores calendar can show, from 15 March 2012 to 1095 days after today. */
export function calendarRange(today: DateString): { min: DateString; max: DateString } {
  return { min: CALENDAR_FIRST_DAY, max: shiftDate(today, CALENDAR_DAYS_AHEAD) };
}

/** Whether a day lies in {@link calendarRange}. */
export function isInCalendarRange(date: DateString, today: DateString): boolean {
  const { min, max } = calendarRange(today);
  return date >= min && date <= max;
}

/** The seven days of the date strip, centred on the selected day (spec §9). */
export function dateStrip(selected: DateString): DateString[] {
  const half = Math.floor(DATE_STRIP_DAYS / 2);
  return Array.from({ length: DATE_STRIP_DAYS }, (_, i) => shiftDate(selected, i - half));
}

/** 'Yesterday', 'Today', or the weekday's name (spec §9 "relative days"). */
export function relativeDayLabel(date: DateString, today: DateString): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'Today';
  if (days === -1) return 'Yesterday';
  return weekdayName(date);
}

/**
 * The strip's label where days are narrow (phones, 300 px embeds): 'Today' or the weekday's first
 * three letters, which fit where 'Yesterday' and 'Wednesday' would be cut.
 */
export function shortDayLabel(date: DateString, today: DateString): string {
  return date === today ? 'Today' : weekdayName(date).slice(0, 3);
}

/** The team calendar's load window: eight months either side of a day (spec §9). */
export function calendarWindow(date: DateString): { from: DateString; to: DateString } {
  const day = toDate(date);
  return {
    from: toDateString(addMonths(day, -CALENDAR_WINDOW_MONTHS)),
    to: toDateString(addMonths(day, CALENDAR_WINDOW_MONTHS)),
  };
}

/**
 * The end time a start time suggests: one hour later (spec §4 "Game form"). It stops at 23:59:59
 * rather than wrapping past midnight, so the end is never before the start.
 */
export function defaultEndTime(startTime: TimeString): TimeString {
  const end = secondsOfDay(startTime) + DEFAULT_GAME_LENGTH_MINUTES * 60;
  return timeOfSeconds(Math.min(end, 24 * 3600 - 1));
}

/** A day with the number of games on it, as the schedule dates list gives it. */
export type DateWithGames = readonly [date: DateString, games: number];

/**
 * The day the selection moves to once the schedule dates load (spec §4 "Selection rules"): the
 * selected day if it is listed (and has games, when only such days count), else the nearest listed
 * day. On a tie the earlier day wins: yesterday's finals are more use than tomorrow's fixtures.
 */
export function nearestAvailableDate(
  selected: DateString,
  dates: readonly DateWithGames[],
  options: { onlyWithGames?: boolean } = {},
): DateString {
  const candidates = dates
    .filter(([, games]) => !options.onlyWithGames || games > 0)
    .map(([date]) => date);
  let best: DateString | null = null;
  let bestDistance = Infinity;
  for (const date of candidates) {
    const distance = Math.abs(daysBetween(selected, date));
    if (distance < bestDistance || (distance === bestDistance && best != null && date < best)) {
      best = date;
      bestDistance = distance;
    }
  }
  return best ?? selected;
}
