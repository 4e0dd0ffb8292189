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

/** A formatter of wall-clock parts per time zone, made once each (they are costly to make). */
const momentFormats = new Map<string, Intl.DateTimeFormat>();

function momentFormat(timeZone: string): Intl.DateTimeFormat {
  let format = momentFormats.get(timeZone);
  if (format == null) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    momentFormats.set(timeZone, format);
  }
  return format;
}

/** How far a time zone's clocks are ahead of UTC at a moment, in milliseconds (negative: behind). */
function offsetMs(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    momentFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The moment a time zone's clocks show a day and time ('HH:mm:ss'), whatever the season (a game's
 * start where it is played). A time the clocks skip (2:30 am on the spring-forward night) is read
 * with the offset from before the change.
 */
export function zonedMoment(day: DateString, time: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T${time}Z`);
  const first = wall - offsetMs(new Date(wall), timeZone);
  // The offset at the guess can differ from the one at the answer when a change lies between.
  return new Date(wall - offsetMs(new Date(first), timeZone));
}

/**
 * The moment New York's clocks show a day and time ('HH:mm:ss'), whatever the season: the nightly
 * jobs run at a wall-clock hour of the service's day, which is 01:30 or 02:30 UTC the next day
 * depending on daylight saving time. A time the clocks skip (2:30 am on the spring-forward night)
 * is read with the offset from before the change.
 */
export function serviceMoment(day: DateString, time: string): Date {
  return zonedMoment(day, time, SERVICE_TIME_ZONE);
}
