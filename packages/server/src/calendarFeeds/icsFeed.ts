import {
  feedEventTime,
  gamePath,
  isCancelledInFeed,
  matchup,
  statusLabel,
  type DateString,
  type LocalDateTime,
} from '@csz/core';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedGame } from './queries';

/** The zone a game is written in when its own is unknown to the zone database: the service's. */
const FALLBACK_ZONE = 'America/New_York';

/** What a feed says about itself. */
export interface FeedOptions {
  /** X-WR-CALNAME: the school's or the team's name. */
  name: string;
  games: readonly FeedGame[];
  /** The right-hand side of every UID: the site's host name, so UIDs outlive a move of servers. */
  uidDomain: string;
  /** Where the game pages are, for each event's URL. */
  siteOrigin: string;
  /** How often a client should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds: number;
}

function zoned(moment: LocalDateTime, zone: string): TZDate {
  const [y, m, d] = moment.date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = moment.time.split(':').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, h, mi, s, zone);
}

function wholeDay(date: DateString, zone: string): TZDate {
  return zoned({ date, time: '00:00:00' }, zone);
}

/**
 * A school's or a team's games as an iCalendar feed (RFC 5545): one event per game with a stable
 * UID (a postponed game's, moved to its new date), the game's SEQUENCE, times in the game's own
 * zone with its VTIMEZONE written out, whole days for games without a time, and canceled games
 * kept as STATUS:CANCELLED.
 */
export function icsFeed(options: FeedOptions): string {
  // A calendar-wide zone name would make ical-generator write DTSTAMP without its Z (its #587);
  // each event names its own zone and the generator writes each zone's VTIMEZONE once.
  const calendar = ical({
    name: options.name,
    prodId: { company: 'CSZ', product: 'Schedules', language: 'EN' },
    ttl: options.refreshSeconds,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  for (const game of options.games) {
    const zone = getVtimezoneComponent(game.tz) == null ? FALLBACK_ZONE : game.tz;
    const time = feedEventTime(game);
    const label = statusLabel(game);
    const cancelled = isCancelledInFeed(game);
    const title = matchup(game);
    calendar.createEvent({
      id: `game-${game.uidGameId}@${options.uidDomain}`,
      sequence: game.sequence,
      stamp: game.updatedAt,
      lastModified: game.updatedAt,
      created: new Date(game.created),
      ...(time.allDay
        ? { allDay: true, start: wholeDay(time.date, zone) }
        : { timezone: zone, start: zoned(time.start, zone), end: zoned(time.end, zone) }),
      summary: label != null && !cancelled ? `${title} (${label})` : title,
      location: game.location,
      url: new URL(gamePath(game.id), options.siteOrigin).href,
      ...(game.sport.name === '' ? {} : { categories: [{ name: game.sport.name }] }),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
