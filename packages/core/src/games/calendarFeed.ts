import { calendarWindow, DEFAULT_GAME_LENGTH_MINUTES } from '../dates/calendar';
import {
  secondsOfDay,
  shiftDate,
  timeOfSeconds,
  type DateString,
  type TimeString,
} from '../dates/dateStrings';
import { isVisibleOnCalendar, type StatusGame } from './calendarVisibility';

/** Games this many days ahead (today included) make a feed change soon, so it is cached briefly. */
export const CALENDAR_FEED_SOON_DAYS = 7;

/** How long a feed with a game in the next {@link CALENDAR_FEED_SOON_DAYS} days may be cached. */
export const CALENDAR_FEED_SHORT_CACHE_SECONDS = 300;

/** How long any other feed may be cached. */
export const CALENDAR_FEED_LONG_CACHE_SECONDS = 3600;

/** What a feed needs of a game's date and times. */
export interface FeedTimeGame {
  eventDate: DateString;
  isEventDateTBD: boolean;
  startTime: TimeString | null;
  endTime: TimeString | null;
  startTimeUnknown: boolean;
  isTBD: boolean;
}

/** A wall-clock moment in the game's own time zone. */
export interface LocalDateTime {
  date: DateString;
  time: TimeString;
}

/** When a feed's event happens: a whole day, or from a start to an end in the game's time zone. */
export type FeedEventTime =
  { allDay: true; date: DateString } | { allDay: false; start: LocalDateTime; end: LocalDateTime };

/**
 * When a game happens in a calendar feed: a whole day when its date or time is to be decided or
 * unknown (a calendar would otherwise show the stored midnight, spec §9), else from its start to
 * its end, or one hour after the start without a usable end (spec §9 default length), past
 * midnight into the next day when it must.
 */
export function feedEventTime(game: FeedTimeGame): FeedEventTime {
  const start = game.startTime;
  if (game.isEventDateTBD || game.isTBD || game.startTimeUnknown || start == null) {
    return { allDay: true, date: game.eventDate };
  }
  const startSeconds = secondsOfDay(start);
  const endSeconds =
    game.endTime != null && secondsOfDay(game.endTime) > startSeconds
      ? secondsOfDay(game.endTime)
      : startSeconds + DEFAULT_GAME_LENGTH_MINUTES * 60;
  const day = 24 * 3600;
  return {
    allDay: false,
    start: { date: game.eventDate, time: start },
    end: {
      date: shiftDate(game.eventDate, Math.floor(endSeconds / day)),
      time: timeOfSeconds(endSeconds % day),
    },
  };
}

/**
 * Whether a feed marks a game STATUS:CANCELLED: a canceled game, and a postponed game that its
 * rescheduled game superseded (spec §4 "Game status"). Subscribed calendars keep events they saw,
 * so these stay in the feed, cancelled, instead of vanishing.
 */
export function isCancelledInFeed(game: StatusGame): boolean {
  return !isVisibleOnCalendar(game);
}

/**
 * The days a feed covers: eight months either side of the service's today, the team calendar's
 * window (spec §9), which spans this season and the next whatever the sport's season.
 */
export function calendarFeedWindow(today: DateString): { from: DateString; to: DateString } {
  return calendarWindow(today);
}

/**
 * How long a feed may be cached, in seconds: briefly when one of its games is within
 * {@link CALENDAR_FEED_SOON_DAYS} days from today, as a change to it is news (issue 19).
 */
export function calendarFeedMaxAge(dates: Iterable<DateString>, today: DateString): number {
  const last = shiftDate(today, CALENDAR_FEED_SOON_DAYS);
  for (const date of dates) {
    if (date >= today && date <= last) return CALENDAR_FEED_SHORT_CACHE_SECONDS;
  }
  return CALENDAR_FEED_LONG_CACHE_SECONDS;
}
