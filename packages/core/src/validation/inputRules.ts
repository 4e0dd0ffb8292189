import { getDaysInMonth, subYears } from 'date-fns';
import { toDate, toDateString, type DateString } from '../dates/dateStrings';

// Rules the forms apply as the member types, apart from the schemas so that a page can use them
// before the validation library has loaded.

/**
 * Normalises a display name as the member types it (spec §5 "normalised on input"): inner runs of
 * white space become one space and the ends are trimmed.
 */
export function normalizeDisplayName(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * Birthday picker bounds (spec §5 "Profile"): from 100 years back (never before 1900) to 4 years
 * back, opening 14 years back.
 */
export function birthdayBounds(today: DateString): {
  min: DateString;
  max: DateString;
  initial: DateString;
} {
  const day = toDate(today);
  const hundredBack = toDateString(subYears(day, 100));
  return {
    min: hundredBack < '1900-01-01' ? '1900-01-01' : hundredBack,
    max: toDateString(subYears(day, 4)),
    initial: toDateString(subYears(day, 14)),
  };
}

/** A date picked as its parts (a birthday's year, month and day selects); '' where none is picked. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

/** The parts of a date, or of none (every part ''). */
export function dateParts(date: DateString | ''): DateParts {
  if (date === '') return { year: '', month: '', day: '' };
  const [year = '', month = '', day = ''] = date.split('-');
  return { year, month: String(Number(month)), day: String(Number(day)) };
}

/**
 * The date the parts make, or '' until all three are picked. A day past the month's end (the 31st,
 * then February) becomes the month's last day, as a reader who changes the month would expect.
 */
export function joinDateParts({ year, month, day }: DateParts): DateString | '' {
  if (year === '' || month === '' || day === '') return '';
  const last = getDaysInMonth(new Date(Number(year), Number(month) - 1, 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(Number(month))}-${pad(Math.min(Number(day), last))}`;
}

/** The days a month has in a year (31 while either is not picked). */
export function daysInMonthOf(year: string, month: string): number {
  if (month === '') return 31;
  // Any leap year stands in for a year not picked yet, so that 29 February can be chosen first.
  return getDaysInMonth(new Date(year === '' ? 2000 : Number(year), Number(month) - 1, 1));
}
