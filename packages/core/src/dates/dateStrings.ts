/** A calendar day as 'yyyy-MM-dd'. */
export type DateString = string;

/** A time of day as 'HH:mm:ss'. */
export type TimeString = string;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** Whether a string is a real calendar day written 'yyyy-MM-dd'. */
export function isDateString(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const day = toDate(value);
  return toDateString(day) === value;
}

/** Whether a string is a time of day written 'HH:mm:ss'. */
export function isTimeString(value: string): boolean {
  return TIME_PATTERN.test(value);
}

// These run millions of times when the server builds schedules, so they read and write the digits
// directly rather than through a format-string parser.

/** The local-midnight Date of a 'yyyy-MM-dd' string. */
export function toDate(date: DateString, addDays = 0): Date {
  return new Date(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)) + addDays,
  );
}

/** The 'yyyy-MM-dd' string of a Date's local calendar day. */
export function toDateString(date: Date): DateString {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day moved by a number of days. */
export function shiftDate(date: DateString, days: number): DateString {
  return toDateString(toDate(date, days));
}

/** Seconds since midnight of a 'HH:mm:ss' time. */
export function secondsOfDay(time: TimeString): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** The 'HH:mm:ss' time of a number of seconds since midnight. */
export function timeOfSeconds(seconds: number): TimeString {
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `${pad(seconds / 3600)}:${pad((seconds % 3600) / 60)}:${pad(seconds % 60)}`;
}

const MS_PER_DAY = 86_400_000;

/** Calendar days from one day to another: 1 from today to tomorrow, -1 to yesterday. */
export function daysBetween(from: DateString, to: DateString): number {
  // In UTC a day is always 24 hours, so daylight-saving changes cannot shift the count.
  const utc = (date: DateString) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / MS_PER_DAY);
}
