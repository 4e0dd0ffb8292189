import {
  feedEventTime,
  formatTime,
  isVisibleOnCalendar,
  statusLabel,
  zonedMoment,
  type Game,
  type TeamCalendarGame,
} from '@csz/core';
import type { CalendarKind } from '../../../api/teamCalendar';

/** A game or event of the calendar, with the half of the calendar (games, events) it came from. */
export type CalendarGame = TeamCalendarGame & { kind: CalendarKind };

/** The id the calendar and the list give a game: games and events are asked for apart. */
export function entryId(game: Pick<CalendarGame, 'kind' | 'id'>): string {
  return `${game.kind}-${game.id}`;
}

const startOf = (game: TeamCalendarGame) => `${game.eventDate} ${game.startTime ?? ''}`;

/**
 * The calendar's games: both lists merged (spec §7 "two fetches merged per date"), in date and time
 * order, without the ones the calendar hides (core isVisibleOnCalendar: canceled, superseded).
 */
export function mergeCalendars(
  games: readonly TeamCalendarGame[],
  events: readonly TeamCalendarGame[],
): CalendarGame[] {
  return [
    ...games.map((game) => ({ ...game, kind: 'games' as const })),
    ...events.map((game) => ({ ...game, kind: 'events' as const })),
  ]
    .filter(isVisibleOnCalendar)
    .sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.id - b.id);
}

/** A game's title on the calendar: 'Postponed: North @ South' while it waits for a new date. */
export function calendarTitle(game: Game): string {
  const label = statusLabel(game);
  return label == null ? game.name : `${label}: ${game.name}`;
}

/**
 * A game as the calendar component takes it: a whole day when its time is to be decided, else from
 * its start to its end (an hour when it has none, spec §9), both as wall times of the venue, which
 * the calendar shows as they are (it runs in UTC, so nothing is shifted to the reader's zone).
 */
export interface CalendarEntry {
  id: string;
  title: string;
  start: string;
  end?: string;
  allDay: boolean;
}

/** The calendar component's entry of a game (core feedEventTime decides its span). */
export function calendarEntry(game: CalendarGame): CalendarEntry {
  const time = feedEventTime(game);
  const base = { id: entryId(game), title: calendarTitle(game) };
  if (time.allDay) return { ...base, start: time.date, allDay: true };
  return {
    ...base,
    start: `${time.start.date}T${time.start.time}`,
    end: `${time.end.date}T${time.end.time}`,
    allDay: false,
  };
}

/** The short name of a time zone at a moment: 'EST', 'CDT'. */
function zoneName(date: string, time: string, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      timeZoneName: 'short',
    }).formatToParts(zonedMoment(date, time, timeZone));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/**
 * When a game starts, as the venue's clocks show it with their zone: '7:00 PM EST', or 'TBD' when
 * the time is to be decided or unknown (spec §9: not the midnight stored for a missing start).
 */
export function gameTimeText(game: Game): string {
  const time = feedEventTime(game);
  if (time.allDay) return 'TBD';
  const zone = zoneName(time.start.date, time.start.time, game.tz);
  const start = formatTime(time.start.time);
  return game.endTime == null
    ? `${start} ${zone}`
    : `${start} to ${formatTime(time.end.time)} ${zone}`;
}

/** Games grouped by day, in order: the list view's days (spec §2 "List View"). */
export function groupByDay<T extends { eventDate: string }>(
  games: readonly T[],
): { date: string; games: T[] }[] {
  const days = new Map<string, T[]>();
  for (const game of games) {
    const day = days.get(game.eventDate);
    if (day == null) days.set(game.eventDate, [game]);
    else day.push(game);
  }
  return [...days].map(([date, dayGames]) => ({ date, games: dayGames }));
}
