import {
  CALENDAR_FIRST_DAY,
  calendarRange,
  defaultEndTime,
  MISSING_START_TIME,
} from '../dates/calendar';
import { daysBetween, shiftDate, type DateString, type TimeString } from '../dates/dateStrings';
import { seasonOf, seasonWindow, type Season } from '../dates/seasons';
import {
  can,
  type Actor,
  type Decision,
  type EventTarget,
  type GameSubject,
} from '../permissions/permissions';
import { CALENDAR_ROLES, memberDisplayName, type MemberRole } from '../roles/roles';
import {
  isCustomEvent,
  type GameStatus,
  type GameType,
  type ScheduleChangeKind,
} from './gameTypes';

/** The team calendar's actions on a game (spec §4 "Game status", §6 "Calendar actions"). */
export const CALENDAR_ACTIONS = ['postpone', 'cancel', 'duplicate', 'edit', 'delete'] as const;

/** One of {@link CALENDAR_ACTIONS}. */
export type CalendarAction = (typeof CALENDAR_ACTIONS)[number];

/**
 * The team calendar's refusals in words (ours: the spec names the rules of §5 and §6, not these
 * texts).
 */
export const CALENDAR_MESSAGES = {
  tournament: 'Tournament games are not editable from the calendar',
  gameTypeOnly: 'Must be Game or Scrimmage',
  eventTypeOnly: 'Must be Event',
  eventHasNoTeams: 'An event has no teams',
  schoolNotFound: 'School is not found',
  sportNotFound: 'Sport is not found',
  placeNotFound: 'Must be a school, county or state of the service',
  canceled: 'This game has been canceled',
  superseded: 'This game has been rescheduled: change its new date instead',
  seasonOfDate: 'Must be the season of the date',
  eventSport: 'Only athletic and league directors choose the sport of an event',
  notYours: 'At least one of the teams must be yours',
  notYourCalendar: 'You may add events only where you coach or direct',
  scored: 'This game has a final score: ask CSZ staff to correct it',
  scoredEdit:
    'This game has a final score: only its name, notes, links and place can change; ask CSZ staff to correct the rest',
} as const;

/** 'Must be a day from 2012-03-15 to {last}': the calendar's range (spec §5 "Pickers"). */
export function calendarDateMessage(today: DateString): string {
  return `Must be a day from ${CALENDAR_FIRST_DAY} to ${calendarRange(today).max}`;
}

/**
 * The actions an actor may take on a game of their calendar (core `can`, spec §6): what the site
 * offers and the server allows.
 */
export function calendarActions(actor: Actor, game: GameSubject): CalendarAction[] {
  return CALENDAR_ACTIONS.filter((verb) => can(actor, { action: 'calendar', verb, game }).allowed);
}

/**
 * May an actor put a new game or event on the calendar? An event where they may add one (spec §6
 * "Add event"; a coach's only in their own sport); a game they could edit once it exists: not a
 * Tournament, and one of its teams their own (a coach's team, a director's school or league).
 */
export function calendarCreateDecision(actor: Actor, game: GameSubject): Decision {
  if (isCustomEvent(game.gameType)) {
    const target: EventTarget = game.place ?? { schoolId: null, districtId: null, sportId: null };
    return can(actor, { action: 'addEvent', target });
  }
  return can(actor, { action: 'calendar', verb: 'edit', game });
}

/**
 * Why a new game or event was refused, in words: a game none of whose teams is the actor's; an
 * event in a sport the actor does not coach, at a place they do (only directors choose an event's
 * sport); or an event where they neither coach nor direct.
 */
export function calendarRefusal(actor: Actor, game: GameSubject): string {
  if (!isCustomEvent(game.gameType)) return CALENDAR_MESSAGES.notYours;
  const anySport =
    game.place == null ? undefined : { ...game, place: { ...game.place, sportId: null } };
  return anySport != null && calendarCreateDecision(actor, anySport).allowed
    ? CALENDAR_MESSAGES.eventSport
    : CALENDAR_MESSAGES.notYourCalendar;
}

/** How many days either side of a game's date another entry of it may be found (issue 19). */
export const DUPLICATE_GAME_DAYS = 1;

/** What the duplicate rule reads of a game. */
export interface DuplicateSubject {
  /** Null for a game not stored yet. */
  id: number | null;
  gameType: GameType | null;
  sportId: number;
  eventDate: DateString;
  status: GameStatus;
  nextPostponeGame: number | null;
  schoolIds: readonly number[];
}

/** The days in which a game's duplicates are looked for: a day either side. */
export function duplicateWindow(date: DateString): { from: DateString; to: DateString } {
  return { from: shiftDate(date, -DUPLICATE_GAME_DAYS), to: shiftDate(date, DUPLICATE_GAME_DAYS) };
}

/**
 * Whether a stored game may be another entry of the one being saved (issue 19 "One game, both
 * schools"): a game, not an event; the same sport (a sport names its level); the same set of
 * schools; within a day either side; neither canceled nor replaced by its rescheduled date; and
 * not the game itself.
 */
export function isPossibleDuplicate(entry: DuplicateSubject, other: DuplicateSubject): boolean {
  if (isCustomEvent(entry.gameType) || isCustomEvent(other.gameType)) return false;
  if (entry.id != null && other.id === entry.id) return false;
  if (other.status === 'Canceled' || other.nextPostponeGame != null) return false;
  if (entry.sportId !== other.sportId) return false;
  if (Math.abs(daysBetween(entry.eventDate, other.eventDate)) > DUPLICATE_GAME_DAYS) return false;
  const mine = new Set(entry.schoolIds);
  const theirs = new Set(other.schoolIds);
  return mine.size === theirs.size && [...mine].every((id) => theirs.has(id));
}

/**
 * The schools of a game entered by an actor that the actor holds no approved coach or director
 * role at: their coach and athletic director hear of it (issue 19). A league director's role is
 * the league's, not a school's, so every school of a game they enter is listed.
 */
export function schoolsEnteredFor(actor: Actor, schoolIds: readonly number[]): number[] {
  const own = new Set(
    (actor?.roles ?? [])
      .filter((g) => !g.isPending && (CALENDAR_ROLES as readonly MemberRole[]).includes(g.role))
      .map((g) => g.schoolId),
  );
  return [...new Set(schoolIds)].filter((id) => !own.has(id));
}

/**
 * What a calendar write did to a game: a schedule change followers are told of (core
 * SCHEDULE_CHANGE_KINDS), or 'deleted', which they are not (a deleted game was entered by mistake;
 * it leaves their pages and feeds).
 */
export type CalendarWriteKind = ScheduleChangeKind | 'deleted';

/** When a game is played, as the change kinds compare it. */
export interface ScheduleMoment {
  eventDate: DateString;
  isEventDateTbd: boolean;
  startTime: TimeString | null;
  startTimeUnknown: boolean;
}

/**
 * What an edit changed of when a game is played: 'moved' to another day (or to or from an unknown
 * day), else 'retimed' to another start, else null (nothing followers need hear).
 */
export function editChangeKind(
  before: ScheduleMoment,
  after: ScheduleMoment,
): 'moved' | 'retimed' | null {
  if (before.eventDate !== after.eventDate || before.isEventDateTbd !== after.isEventDateTbd) {
    return 'moved';
  }
  if (before.startTime !== after.startTime || before.startTimeUnknown !== after.startTimeUnknown) {
    return 'retimed';
  }
  return null;
}

/** What a played game's edit may not change: who played, where each side was, when, and what. */
export interface PlayedGameFacts extends ScheduleMoment {
  sportId: number;
  /** The season it counts in ('2026-2027'): its standings. */
  season: string;
  gameType: GameType | null;
  noHomeTeam: boolean;
  /** Its teams, each school once, and which one was at home. */
  teams: readonly { schoolId: number; isHome: boolean }[];
}

/**
 * Whether an edit of a game with a final score keeps what that score means (issue 30 point 1):
 * the same schools, the same home side, the same sport, type, season, day and start. Its notes, stream
 * links, name and place may change. A score itself changes only through score reporting and staff
 * correction, which keep its history; an edit that drops a team would drop that team's result row.
 */
export function keepsPlayedGame(before: PlayedGameFacts, after: PlayedGameFacts): boolean {
  const side = (t: { schoolId: number; isHome: boolean }) => `${t.schoolId}${t.isHome ? 'h' : ''}`;
  const lineup = (facts: PlayedGameFacts) => facts.teams.map(side).sort().join(',');
  return (
    before.sportId === after.sportId &&
    before.season === after.season &&
    before.gameType === after.gameType &&
    before.noHomeTeam === after.noHomeTeam &&
    editChangeKind(before, after) == null &&
    lineup(before) === lineup(after)
  );
}

/** A game's stored times: start, end, and whether the start or the day is unknown. */
export interface ScheduledTimes {
  startTime: TimeString | null;
  endTime: TimeString | null;
  startTimeUnknown: boolean;
  isEventDateTbd: boolean;
}

/**
 * The times stored for what a form or a postpone sent (spec §9): an unknown day clears the times
 * (spec §5 "Postpone"); an unknown or missing start is stored as 00:00:00 with no end; a known
 * start without an end lasts the default hour.
 */
export function scheduledTimes(sent: {
  startTime?: TimeString | null | undefined;
  endTime?: TimeString | null | undefined;
  startTimeUnknown?: boolean | undefined;
  dateUnknown?: boolean | undefined;
}): ScheduledTimes {
  if (sent.dateUnknown === true) {
    return { startTime: null, endTime: null, startTimeUnknown: true, isEventDateTbd: true };
  }
  if (sent.startTimeUnknown === true || sent.startTime == null) {
    return {
      startTime: MISSING_START_TIME,
      endTime: null,
      startTimeUnknown: true,
      isEventDateTbd: false,
    };
  }
  return {
    startTime: sent.startTime,
    endTime: sent.endTime ?? defaultEndTime(sent.startTime),
    startTimeUnknown: false,
    isEventDateTbd: false,
  };
}

/** A problem with a calendar game's day or season: the field and the words. */
export interface CalendarFieldIssue {
  path: 'eventDate' | 'year';
  message: string;
}

/**
 * A calendar game's season: the one given when the day lies in its window (spec §9), else the
 * season of the day; or the problem with the day (outside the calendar's range, spec §5) or with
 * the season given.
 */
export function calendarSeason(
  eventDate: DateString,
  year: Season | undefined,
  today: DateString,
): { season: Season } | { issue: CalendarFieldIssue } {
  const range = calendarRange(today);
  if (eventDate < range.min || eventDate > range.max) {
    return { issue: { path: 'eventDate', message: calendarDateMessage(today) } };
  }
  if (year == null) return { season: seasonOf(eventDate) };
  const window = seasonWindow(year);
  if (eventDate < window.from || eventDate > window.to) {
    return { issue: { path: 'year', message: CALENDAR_MESSAGES.seasonOfDate } };
  }
  return { season: year };
}

/** Where a game came from (the games' source column), as 'createdBy' names it. */
export const GAME_SOURCE_LABELS: Readonly<Record<string, string>> = {
  demo: 'Demo data',
  import: 'Schedule import',
  staff: 'CSZ staff',
  member: 'A school member',
};

/**
 * Who made a game, in words (spec §3 "Duplicate-game report: createdBy"): the member's name when a
 * member entered it and their account is still there, else where it came from; never an email.
 */
export function gameCreatedBy(
  source: string,
  member: Parameters<typeof memberDisplayName>[0] | null,
): string {
  if (member != null) return memberDisplayName(member);
  return GAME_SOURCE_LABELS[source] ?? source;
}
