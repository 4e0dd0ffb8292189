import { serviceDay, type DateString } from '@csz/core';

/** What the server takes today to be; tests and the demo pass a fixed day. */
export interface Clock {
  today(): DateString;
  now(): Date;
}

/** The real clock: the service's day is America/New_York's date (core's serviceDay). */
export const systemClock: Clock = {
  today: () => serviceDay(new Date()),
  now: () => new Date(),
};

/** A clock stopped on one day, for tests and reproducible runs. */
export function fixedClock(today: DateString): Clock {
  return { today: () => today, now: () => new Date(`${today}T20:00:00-05:00`) };
}
