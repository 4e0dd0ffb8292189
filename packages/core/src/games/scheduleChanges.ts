import type { DateString, TimeString } from '../dates/dateStrings';
import { formatShortDate, formatTime } from '../dates/format';
import { zonedMoment } from '../dates/serviceDay';
import type { ScheduleChangeKind } from './gameTypes';

/** When a game is played, on its venue's clocks: a null date or time is still to be decided. */
export interface GameWhen {
  eventDate: DateString | null;
  startTime: TimeString | null;
}

/** A change to a game's schedule as a notification and an email tell it. */
export interface ScheduleChangeSummary {
  kind: ScheduleChangeKind;
  /** The game's name, 'Churchill @ Whitman'. */
  gameName: string;
  sportName: string;
  /** The venue's IANA time zone, in which the dates and times are. */
  timeZone: string;
  /** When it was to be played; null for a game just entered. */
  previous: GameWhen | null;
  /** When it is played now; null when canceled, or postponed to a day still to be decided. */
  current: GameWhen | null;
}

/**
 * A time zone's short name at a day and time there, 'EDT' or 'CST' (the day decides daylight
 * saving time); empty for a zone the platform does not know.
 */
export function timeZoneAbbreviation(date: DateString, time: TimeString, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      timeZoneName: 'short',
    }).formatToParts(zonedMoment(date, time, timeZone));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** A game's start on its day: '7:00 PM EST', or 'time TBD'. */
function startOf(eventDate: DateString, startTime: TimeString | null, timeZone: string): string {
  if (startTime == null) return 'time TBD';
  const zone = timeZoneAbbreviation(eventDate, startTime, timeZone);
  return `${formatTime(startTime)}${zone === '' ? '' : ` ${zone}`}`;
}

/**
 * When a game is played as a reader is told: 'Fri, Nov 20, 7:00 PM EST' on the venue's clocks and
 * named in its time zone (a follower may live in another), 'Fri, Nov 20, time TBD', or 'date to be
 * announced'.
 */
export function formatGameWhen(when: GameWhen, timeZone: string): string {
  if (when.eventDate == null) return 'date to be announced';
  return `${formatShortDate(when.eventDate)}, ${startOf(when.eventDate, when.startTime, timeZone)}`;
}

/** The game a change is about, 'Churchill @ Whitman (Football)'. */
function gameTitle(change: ScheduleChangeSummary): string {
  return `${change.gameName} (${change.sportName})`;
}

/** A schedule change's headline, an email's subject: 'Postponed: Churchill @ Whitman (Football)'. */
export function scheduleChangeTitle(change: ScheduleChangeSummary): string {
  const heads: Record<ScheduleChangeKind, string> = {
    entered: 'New game',
    postponed: 'Postponed',
    canceled: 'Canceled',
    moved: 'New date',
    retimed: 'New time',
  };
  return `${heads[change.kind]}: ${gameTitle(change)}`;
}

/**
 * What changed, in one sentence for a notification or an email: the game, and its old and new day
 * and time in the venue's time zone ('... was moved from Fri, Nov 20, 7:00 PM EST to Sat, Nov 21,
 * 1:00 PM EST.'), or that it was canceled.
 */
export function describeScheduleChange(change: ScheduleChangeSummary): string {
  const title = gameTitle(change);
  const when = (w: GameWhen) => formatGameWhen(w, change.timeZone);
  const { previous, current } = change;
  const on = previous == null ? '' : ` on ${when(previous)}`;
  if (
    change.kind === 'retimed' &&
    previous?.eventDate != null &&
    current?.eventDate === previous.eventDate
  ) {
    const day = previous.eventDate;
    const was = startOf(day, previous.startTime, change.timeZone);
    const now =
      current.startTime == null
        ? 'has its start time to be decided'
        : `now starts at ${startOf(day, current.startTime, change.timeZone)}`;
    return `${title} on ${formatShortDate(day)} ${now} (was ${was}).`;
  }
  switch (change.kind) {
    case 'entered':
      return `${title} was added to your schedule${current == null ? '' : `: ${when(current)}`}.`;
    case 'canceled':
      return `${title}${on} was canceled.`;
    case 'postponed':
      if (current == null) return `${title}${on} was postponed; the new date is to be announced.`;
      return `${title} was postponed${previous == null ? '' : ` from ${when(previous)}`} to ${when(current)}.`;
    case 'moved':
    case 'retimed': {
      const now = current == null ? 'date to be announced' : when(current);
      return previous == null
        ? `${title} is now ${now}.`
        : `${title} was moved from ${when(previous)} to ${now}.`;
    }
  }
}
