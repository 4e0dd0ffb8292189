import type { DateString } from '@csz/core';

/** What the server takes today to be; tests and the demo pass a fixed day. */
export interface Clock {
  today(): DateString;
  now(): Date;
}

/**
 * The calendar day in the product's home time zone. Scores are posted by 11 pm Eastern (spec §1);
 * a server in UTC would otherwise turn over to tomorrow at 7 or 8 pm, in the middle of games.
 */
export const HOME_TIME_ZONE = 'America/New_York';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOME_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The real clock. */
export const systemClock: Clock = {
  today: () => dayFormat.format(new Date()),
  now: () => new Date(),
};

/** A clock stopped on one day, for tests and reproducible runs. */
export function fixedClock(today: DateString): Clock {
  return { today: () => today, now: () => new Date(`${today}T20:00:00-05:00`) };
}
