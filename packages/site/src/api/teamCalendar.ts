import {
  isCustomEvent,
  type CacheKey,
  type GameForm,
  type GameType,
  type Postpone,
  type calendarQuerySchema,
} from '@csz/core';
import type { ApiClient } from './client';
import { getQuery, type QueryParams } from './params';

// Spec §7 "Calendar": the team calendar's calls (core contract/teamCalendar.ts). Games, scrimmages
// and tournaments go to calendar-schedule, custom events (banquets, meetings) to
// calendar-schedule-events; both answer in the same shapes. Writes answer { saved, ... }: callers
// invalidate TEAM_CALENDAR_KEY (and the games' own keys) once something was saved.

/** The two halves of the calendar: games, and custom events. */
export type CalendarKind = 'games' | 'events';

const BASES = {
  games: '/api/csz/calendar-schedule',
  events: '/api/csz/calendar-schedule-events',
} as const satisfies Record<CalendarKind, string>;

/** Which half of the calendar a game type belongs to: no type, or 'Event', is a custom event. */
export function calendarKindOf(gameType: GameType | null | undefined): CalendarKind {
  return isCustomEvent(gameType) ? 'events' : 'games';
}

/** The cache key of every calendar list and game, for the writes that change them. */
export const TEAM_CALENDAR_KEY = 'team-calendar';

/** The query of a calendar list: the window and the role filters' place and sport. */
export type TeamCalendarQuery = QueryParams<typeof calendarQuerySchema>;

/**
 * GET {base}/calendar: the window's games (or events) the member's roles reach, each with what the
 * member may do to it. Keyed by member: the actions differ from one member to the next.
 */
export function teamCalendarQuery(
  api: ApiClient,
  kind: CalendarKind,
  memberKey: string,
  query: TeamCalendarQuery,
) {
  const key: CacheKey = [TEAM_CALENDAR_KEY, memberKey, kind, query];
  return getQuery(api, key, `${BASES[kind]}/calendar`, (s) => s.teamCalendarSchema, {
    searchParams: query,
    expect: 'items',
  });
}

/** GET {base}/calendar/{id}: one game as the detail form shows it, coaches included for calendar roles. */
export function calendarGameQuery(
  api: ApiClient,
  kind: CalendarKind,
  memberKey: string,
  id: number,
) {
  const key: CacheKey = [TEAM_CALENDAR_KEY, memberKey, 'game', id];
  return getQuery(api, key, `${BASES[kind]}/calendar/${id}`, (s) => s.gameSchema);
}

/** POST {base}/create, or PUT {base}/{id} with the body's id: a new game or event, or a change. */
export function saveCalendarGame(api: ApiClient, body: GameForm) {
  const base = BASES[calendarKindOf(body.gameType)];
  return body.id == null
    ? api.call('POST', `${base}/create`, (s) => s.calendarSaveAnswerSchema, { json: body })
    : api.call('PUT', `${base}/${body.id}`, (s) => s.calendarSaveAnswerSchema, { json: body });
}

/** POST {base}/postpone (core postponeSchema's body): the game moves to a new date as a new game; the old one is superseded. */
export function postponeCalendarGame(api: ApiClient, kind: CalendarKind, body: Postpone) {
  return api.call('POST', `${BASES[kind]}/postpone`, (s) => s.calendarSaveAnswerSchema, {
    json: body,
  });
}

/** PUT {base}/cancel/{id}: the game is called off and leaves the calendar. */
export function cancelCalendarGame(api: ApiClient, kind: CalendarKind, id: number) {
  return api.call('PUT', `${BASES[kind]}/cancel/${id}`, (s) => s.calendarSaveAnswerSchema);
}

/** DELETE {base}/{id}: the game is deleted ('Game deleted successfully'). */
export function deleteCalendarGame(api: ApiClient, kind: CalendarKind, id: number) {
  return api.call('DELETE', `${BASES[kind]}/${id}`, (s) => s.calendarMessageSchema);
}
