import type { DateString } from './dateStrings';

/**
 * The service's time zone. Finals are posted by 11 pm Eastern (spec §1), so the service's day is
 * America/New_York's date: a server in UTC, or a reader in California, would otherwise turn to
 * tomorrow (or stay on yesterday) in the middle of games.
 */
export const SERVICE_TIME_ZONE = 'America/New_York';

/**
 * The name of the `<meta>` tag in which the server hands the site its day, so that the site, the
 * embed frames and the API agree on 'today' even when the server is told to pretend (`TODAY`).
 */
export const SERVICE_DAY_META = 'csz-today';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The service's day at a moment: its date in America/New_York, 'yyyy-MM-dd'. */
export function serviceDay(now: Date): DateString {
  return dayFormat.format(now);
}
