import { toDate, type DateString, type TimeString } from './dateStrings';

/**
 * Dates and times as readers see them (en-US, spec §9). Written by hand rather than with a
 * formatting library because the embeds carry these and must stay small; a game's time is shown
 * as the venue's local time, as schedules print it.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** A day's weekday, 'Friday'. */
export function weekdayName(date: DateString): string {
  return WEEKDAYS[toDate(date).getDay()]!;
}

/** '19:00:00' as '7:00 PM'. */
export function formatTime(time: TimeString): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A game's start as shown on a card: '7:00 PM', or 'TBD' when the time is not known. */
export function formatStartTime(game: {
  startTime: TimeString | null;
  startTimeUnknown: boolean;
  isTBD?: boolean;
}): string {
  if (game.startTimeUnknown || game.isTBD || game.startTime == null) return 'TBD';
  return formatTime(game.startTime);
}

/** '2026-11-20' as 'Fri, Nov 20'. */
export function formatShortDate(date: DateString): string {
  const day = toDate(date);
  return `${WEEKDAYS[day.getDay()]!.slice(0, 3)}, ${MONTHS[day.getMonth()]!.slice(0, 3)} ${day.getDate()}`;
}

/** '2026-11-20' as 'Friday, November 20, 2026'. */
export function formatLongDate(date: DateString): string {
  const day = toDate(date);
  return `${WEEKDAYS[day.getDay()]}, ${MONTHS[day.getMonth()]} ${day.getDate()}, ${day.getFullYear()}`;
}

/** '2026-11-20' as 'Nov 20'. */
export function formatMonthDay(date: DateString): string {
  const day = toDate(date);
  return `${MONTHS[day.getMonth()]!.slice(0, 3)} ${day.getDate()}`;
}

/** A month's name, 'November'; month is 1 to 12. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/** A month of a year as 'Nov 2026'; month is 1 to 12. */
export function formatMonthYear(year: number, month: number): string {
  return `${MONTHS[month - 1]?.slice(0, 3) ?? ''} ${year}`;
}

/**
 * A moment (an ISO timestamp) as it was where a game is played: 'Fri, Nov 20, 9:14 PM' in the
 * venue's time zone, as a score's history shows it.
 */
export function formatMoment(timestamp: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(timestamp));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatShortDate(date)}, ${formatTime(`${part('hour')}:${part('minute')}:00`)}`;
}
