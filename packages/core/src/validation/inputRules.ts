import { subYears } from 'date-fns';
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
