import {
  decodeEntities,
  calendarSeason,
  defaultEndTime,
  gameFormSchema,
  postponeSchema,
  generateGameLocation,
  generateGameName,
  isCustomEvent,
  type Game,
  type GameFormInput,
  type GameType,
  type School,
} from '@csz/core';
import type { z } from 'zod';

/**
 * The game form's values (spec §4 "Game form", §5 "Game form") and the rules that change them, apart
 * from the page so that they can be tested: a start time sets the end an hour later; the name and
 * location follow the teams until edited by hand; removing the home team resets it.
 */

/** A team on the form: a school, the game result it already has when editing, whether it is home. */
export interface FormTeam {
  schoolId: number;
  /** The game result's id when editing; null for a team added here (and in a duplicate). */
  resultId: number | null;
  name: string;
  shortName: string | null;
  /** The school's address: the generated location when it is the home team. */
  address: string | null;
  isHome: boolean;
}

/** The types a game of the calendar can be given here: tournaments are not edited from it. */
export const FORM_GAME_TYPES = [
  'Game',
  'Scrimmage',
  'Event',
] as const satisfies readonly GameType[];

/** One of {@link FORM_GAME_TYPES}. */
export type FormGameType = (typeof FORM_GAME_TYPES)[number];

/** Where a custom event belongs: a school, or a league (district) and its state. */
export interface EventPlace {
  schoolId: number | null;
  districtId: number | null;
  stateId: number | null;
}

/** What the form holds. Times are as a time input gives them ('19:00'), '' when not set. */
export interface GameFormValues {
  /** The game being edited; null for a new one (a duplicate too). */
  id: number | null;
  gameType: FormGameType;
  sportId: string;
  eventDate: string;
  startTime: string;
  endTime: string;
  /** 'TBD': the time is not known yet. */
  timeUnknown: boolean;
  teams: FormTeam[];
  noHomeTeam: boolean;
  name: string;
  /** True once the name was typed by hand: it then no longer follows the teams. */
  nameEdited: boolean;
  location: string;
  locationEdited: boolean;
  notes: string;
  youtubeLink: string;
  nfhsLink: string;
  place: EventPlace;
}

/** A team on the form from a school found by the school search. */
export function teamOfSchool(
  school: Pick<School, 'id' | 'name' | 'shortName' | 'address'>,
): FormTeam {
  return {
    schoolId: school.id,
    resultId: null,
    name: school.name,
    shortName: school.shortName || null,
    address: school.address,
    isHome: false,
  };
}

/** The name and location the teams give, unless they were typed by hand. */
function withGenerated(values: GameFormValues): GameFormValues {
  return {
    ...values,
    name: values.nameEdited ? values.name : generateGameName(values.teams, values.noHomeTeam),
    location: values.locationEdited
      ? values.location
      : (generateGameLocation(values.teams, values.noHomeTeam) ?? ''),
  };
}

/**
 * A new game's form: on the service's day, in the view's sport, the member's own school already
 * on it as the home team (a coach's games are their school's); the time to be chosen.
 */
export function newGameForm(options: {
  date: string;
  sportId: number | null;
  ownSchool: FormTeam | null;
  place: EventPlace;
}): GameFormValues {
  return withGenerated({
    id: null,
    gameType: 'Game',
    sportId: options.sportId == null ? '' : String(options.sportId),
    eventDate: options.date,
    startTime: '',
    endTime: '',
    timeUnknown: false,
    teams: options.ownSchool == null ? [] : [{ ...options.ownSchool, isHome: true }],
    noHomeTeam: false,
    name: '',
    nameEdited: false,
    location: '',
    locationEdited: false,
    notes: '',
    youtubeLink: '',
    nfhsLink: '',
    place: options.place,
  });
}

/** '19:00:00' as a time input shows it, '19:00'; '' for none. */
export function inputTime(time: string | null): string {
  return time == null ? '' : time.slice(0, 5);
}

/** A time input's '19:00' as the API writes it, '19:00:00'; null when unknown or not set. */
export function bodyTime(time: string, unknown: boolean): string | null {
  return unknown || time === '' ? null : `${time}:00`;
}

/** The end a start suggests, as a time input shows it: an hour later (core defaultEndTime). */
export function endAfter(startTime: string): string {
  return inputTime(defaultEndTime(`${startTime}:00`));
}

/**
 * The game's notes, stored as sanitised HTML (spec §3), as the plain text the form edits: line
 * breaks and paragraphs become new lines, tags go, entities are read.
 */
export function notesAsText(html: string | null): string {
  if (html == null) return '';
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).trim();
}

/**
 * A game's form: to edit it, or (`copy`) to save its fields as a new game, the Duplicate action
 * (core contract/teamCalendar.ts): no id, and no game results, so that the copy has its own. A
 * custom event keeps the place of the calendar it was opened from.
 */
export function gameFormOf(game: Game, copy: boolean, viewPlace: EventPlace): GameFormValues {
  const teams = game.teams.map((team) => ({
    schoolId: team.schoolId,
    resultId: copy ? null : team.id,
    name: team.name,
    shortName: team.shortName || null,
    address: null,
    isHome: team.isHome,
  }));
  const generatedName = generateGameName(teams, game.noHomeTeam);
  const generatedLocation = generateGameLocation(teams, game.noHomeTeam) ?? '';
  const custom = isCustomEvent(game.gameType);
  return {
    id: copy ? null : game.id,
    gameType: custom ? 'Event' : game.gameType === 'Scrimmage' ? 'Scrimmage' : 'Game',
    sportId: String(game.sport.id),
    eventDate: game.eventDate,
    startTime: game.startTimeUnknown || game.isTBD ? '' : inputTime(game.startTime),
    endTime: game.startTimeUnknown || game.isTBD ? '' : inputTime(game.endTime),
    timeUnknown: game.startTimeUnknown || game.isTBD,
    teams,
    noHomeTeam: game.noHomeTeam,
    name: game.name,
    nameEdited: custom || game.name !== generatedName,
    location: game.location ?? '',
    locationEdited: (game.location ?? '') !== generatedLocation,
    notes: notesAsText(game.notes),
    youtubeLink: game.youtubeLink ?? '',
    nfhsLink: game.nfhsLink ?? '',
    // A custom event names no teams: it stays where the calendar shows it.
    place: viewPlace,
  };
}

/** A new start time; the end follows, an hour later (spec §4 "Start time change sets end"). */
export function changeStartTime(values: GameFormValues, startTime: string): GameFormValues {
  const endTime = startTime === '' ? values.endTime : endAfter(startTime);
  return { ...values, startTime, endTime };
}

/** 'TBD' on or off: a time to be decided has neither start nor end. */
export function changeTimeUnknown(values: GameFormValues, timeUnknown: boolean): GameFormValues {
  return timeUnknown
    ? { ...values, timeUnknown, startTime: '', endTime: '' }
    : { ...values, timeUnknown };
}

/** A school added to the game; a school already on it is not added twice. */
export function addTeam(values: GameFormValues, team: FormTeam): GameFormValues {
  if (values.teams.some((t) => t.schoolId === team.schoolId)) return values;
  return withGenerated({ ...values, teams: [...values.teams, { ...team, isHome: false }] });
}

/** A team taken off the game; taking off the home team leaves the game without one to choose. */
export function removeTeam(values: GameFormValues, schoolId: number): GameFormValues {
  return withGenerated({ ...values, teams: values.teams.filter((t) => t.schoolId !== schoolId) });
}

/** The home team chosen: a school on the game, or 'none' for 'No Home Team'. */
export function chooseHomeTeam(values: GameFormValues, home: number | 'none'): GameFormValues {
  return withGenerated({
    ...values,
    noHomeTeam: home === 'none',
    teams: values.teams.map((team) => ({ ...team, isHome: team.schoolId === home })),
  });
}

/** The name typed by hand; emptied, it follows the teams again. */
export function editName(values: GameFormValues, name: string): GameFormValues {
  return withGenerated({ ...values, name, nameEdited: name.trim() !== '' });
}

/** The location typed by hand; emptied, it follows the teams again. */
export function editLocation(values: GameFormValues, location: string): GameFormValues {
  return withGenerated({ ...values, location, locationEdited: location.trim() !== '' });
}

/**
 * The create/update body (core gameFormSchema, spec §7): a game sends its teams and home team, a
 * custom event its place instead.
 */
export function gameFormBody(values: GameFormValues, ignoreDuplicates = false): GameFormInput {
  const custom = isCustomEvent(values.gameType);
  return {
    ...(values.id == null ? {} : { id: values.id }),
    ignoreDublicates: ignoreDuplicates,
    gameType: values.gameType,
    sportId: values.sportId,
    eventDate: values.eventDate,
    startTime: bodyTime(values.startTime, values.timeUnknown),
    endTime: bodyTime(values.endTime, values.timeUnknown),
    startTimeUnknown: values.timeUnknown,
    endTimeUnknown: values.timeUnknown,
    name: values.name,
    location: values.location,
    notes: values.notes.trim() === '' ? null : values.notes,
    youtubeLink: values.youtubeLink.trim(),
    nfhsLink: values.nfhsLink.trim(),
    noHomeTeam: custom ? false : values.noHomeTeam,
    teams: custom
      ? []
      : values.teams.map((team) => ({
          ...(team.resultId == null ? {} : { id: team.resultId }),
          schoolId: team.schoolId,
          isHomeTeam: !values.noHomeTeam && team.isHome,
        })),
    ...(custom
      ? {
          schoolId: values.place.schoolId,
          districtId: values.place.districtId,
          stateId: values.place.stateId,
        }
      : {}),
  };
}

/** A form schema with the calendar's day range added, as the server checks it (core calendarSeason). */
function withCalendarRange<S extends z.ZodType<{ eventDate: string; year?: string | undefined }>>(
  schema: S,
  today: string,
) {
  return schema.superRefine((form, ctx) => {
    const season = calendarSeason(form.eventDate, form.year, today);
    if ('issue' in season) {
      ctx.addIssue({ code: 'custom', path: [season.issue.path], message: season.issue.message });
    }
  });
}

/** The game form's checks: core gameFormSchema, and a day within the calendar's range. */
export function gameFormChecks(today: string) {
  return withCalendarRange(gameFormSchema, today);
}

/** The postpone form's checks: core postponeSchema, and a day within the calendar's range. */
export function postponeChecks(originalDate: string, today: string) {
  return withCalendarRange(postponeSchema(originalDate), today);
}
