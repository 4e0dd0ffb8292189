import {
  CALENDAR_MESSAGES,
  calendarCreateDecision,
  calendarRefusal,
  calendarSeason,
  can,
  duplicateWindow,
  editChangeKind,
  GAME_MESSAGES,
  GAME_TYPE_LABELS,
  generateGameLocation,
  generateGameName,
  isCustomEvent,
  postponeSchema,
  savedMessage,
  scheduledTimes,
  isScoredGameLocked,
  keepsPlayedGame,
  schoolsEnteredFor,
  seasonOf,
  seasonStartYear,
  VALIDATION,
  type Actor,
  type CalendarAction,
  type CalendarDuplicate,
  type DateString,
  type GameForm,
  type GameSubject,
  type Postpone,
  type CalendarWriteKind,
  type ScheduledTimes,
  type TimeString,
} from '@csz/core';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { gameResults, games } from '../games/schema';
import { districts, schools, seasons, sports, states } from '../lookups/schema';
import { conflict, forbidden, notFound, type RequestError } from '../http/errors';
import { invalidInput } from '../http/validation';
import type { SportsDataChanges, SportsDataWriter } from '../live/sportsData';
import { districtLeague } from '../games/queries';
import { repoint } from '../reports/writes';
import { plainText } from '../forum/render';
import {
  findDuplicates,
  isOfKind,
  subjectOf,
  teamsOf,
  type CalendarKind,
  type GameRow,
} from './queries';
import { recordScheduleChange } from '../scheduleAlerts/writes';

/**
 * What a calendar write did to when and whether a game is played, for schedule-change alerts
 * (issue 19 point 5): followers of its teams hear of it. Every write answers one, or null when it
 * changed nothing followers need hear (an edit of the notes).
 */
export interface ScheduleChange {
  /** The game changed (postponed: the one replaced; deleted: the id it had). */
  gameId: number;
  kind: CalendarWriteKind;
  /** When it was to be played before the change (entered: when it is to be played). */
  previous: { eventDate: DateString; startTime: TimeString | null };
  /** Postponed: the game with the new date. */
  newGameId?: number;
  /** Entered: the schools the author holds no coach or director role at, whose staff hear of it. */
  schoolIds?: number[];
}

/** Who writes and when, for every calendar write. */
export interface CalendarWriter {
  writeSportsData: SportsDataWriter;
  actor: NonNullable<Actor>;
  memberId: number;
  today: DateString;
  now: Date;
}

/** The outcome of a create or an edit: saved (the game's id), or the possible duplicates. */
export type SaveOutcome =
  | { saved: true; gameId: number; message: string; change: ScheduleChange | null }
  | { saved: false; duplicates: CalendarDuplicate[] };

/** The outcome of a postpone, a cancel or a delete. */
export interface ChangeOutcome {
  gameId: number;
  message: string;
  change: ScheduleChange | null;
}

/** '{type} has been created/updated successfully!' for a stored game (spec §8). */
function saved(gameType: GameRow['gameType'], created: boolean): string {
  return savedMessage(GAME_TYPE_LABELS[gameType ?? 'Event'], created);
}

/** A 400 for one field, as the validator words it. */
function fieldError(path: (string | number)[], message: string): RequestError {
  return invalidInput('json', [{ code: 'custom', path, message, input: undefined }]);
}

/** A school as a game's team needs it. */
interface TeamSchool {
  id: number;
  name: string;
  shortName: string;
  address: string | null;
  districtId: number;
  stateId: number;
  timezone: string;
}

/** The schools of the form's teams, in its order; a 400 naming the first that does not exist. */
async function teamSchools(tx: Transaction, form: GameForm): Promise<TeamSchool[]> {
  const ids = form.teams.map((t) => t.schoolId!);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: schools.id,
            name: schools.name,
            shortName: schools.shortName,
            address: schools.address,
            districtId: schools.districtId,
            stateId: schools.stateId,
            timezone: states.timezone,
          })
          .from(schools)
          .innerJoin(states, eq(states.id, schools.stateId))
          .where(inArray(schools.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id, index) => {
    const school = byId.get(id);
    if (school == null) {
      throw fieldError(['teams', index, 'schoolId'], CALENDAR_MESSAGES.schoolNotFound);
    }
    return school;
  });
}

/** Where a custom event belongs: its school, league and state, filled in from the school named. */
interface EventPlace {
  schoolId: number | null;
  districtId: number | null;
  stateId: number;
  timezone: string;
  address: string | null;
}

/**
 * The place of a custom event from the form: its school (and the school's league and state), else
 * its league (and state), else its state; a 400 when none is named or what is named does not exist.
 */
async function eventPlace(tx: Transaction, form: GameForm): Promise<EventPlace> {
  if (form.schoolId != null) {
    const [school] = await tx
      .select({
        districtId: schools.districtId,
        stateId: schools.stateId,
        timezone: states.timezone,
        address: schools.address,
      })
      .from(schools)
      .innerJoin(states, eq(states.id, schools.stateId))
      .where(eq(schools.id, form.schoolId));
    if (school == null) throw fieldError(['schoolId'], CALENDAR_MESSAGES.schoolNotFound);
    return { schoolId: form.schoolId, ...school };
  }
  if (form.districtId != null) {
    const [district] = await tx
      .select({ stateId: districts.stateId, timezone: states.timezone })
      .from(districts)
      .innerJoin(states, eq(states.id, districts.stateId))
      .where(eq(districts.id, form.districtId));
    if (district == null) throw fieldError(['districtId'], CALENDAR_MESSAGES.placeNotFound);
    return { schoolId: null, districtId: form.districtId, address: null, ...district };
  }
  if (form.stateId != null) {
    const [state] = await tx
      .select({ timezone: states.timezone })
      .from(states)
      .where(eq(states.id, form.stateId));
    if (state == null) throw fieldError(['stateId'], CALENDAR_MESSAGES.placeNotFound);
    return { schoolId: null, districtId: null, stateId: form.stateId, address: null, ...state };
  }
  throw fieldError(['schoolId'], VALIDATION.schoolRequired);
}

/** The form's type fits the base it was sent to: games to calendar-schedule, events to -events. */
function checkKind(kind: CalendarKind, form: GameForm): void {
  if (kind === 'events' && !isCustomEvent(form.gameType)) {
    throw fieldError(['gameType'], CALENDAR_MESSAGES.eventTypeOnly);
  }
  if (kind === 'games' && isCustomEvent(form.gameType)) {
    throw fieldError(['gameType'], CALENDAR_MESSAGES.gameTypeOnly);
  }
  if (kind === 'events' && form.teams.length > 0) {
    throw fieldError(['teams'], CALENDAR_MESSAGES.eventHasNoTeams);
  }
}

/** Throws core's refusal: 403, with the Tournament rule in words. */
function refuse(subject: GameSubject, message?: string): never {
  throw forbidden(subject.gameType === 'Tournament' ? CALENDAR_MESSAGES.tournament : message);
}

/** What a game or event becomes from a form: its row's values and its teams' rows. */
interface Prepared {
  subject: GameSubject;
  /** When it is played, as stored. */
  times: ScheduledTimes;
  values: Omit<typeof games.$inferInsert, 'id'>;
  teams: Omit<typeof gameResults.$inferInsert, 'gameId'>[];
}

/**
 * A form turned into what is stored (spec §5, §9): the schools of its teams (or the event's place),
 * its season, times, generated name and location, plain-text notes and the league of its teams.
 */
async function prepare(
  tx: Transaction,
  writer: CalendarWriter,
  kind: CalendarKind,
  form: GameForm,
): Promise<Prepared> {
  checkKind(kind, form);
  const [sport] = await tx
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.id, form.sportId));
  const season = calendarSeason(form.eventDate, form.year, writer.today);
  if ('issue' in season) throw fieldError([season.issue.path], season.issue.message);
  const times = scheduledTimes(form);
  const notes = form.notes == null ? null : plainText(form.notes) || null;
  const common = {
    sportId: form.sportId,
    season: season.season,
    gameType: form.gameType,
    eventDate: form.eventDate,
    ...times,
    notes,
    youtubeLink: form.youtubeLink,
    nfhsLink: form.nfhsLink,
  };
  if (kind === 'events') {
    const place = await eventPlace(tx, form);
    if (sport == null) throw fieldError(['sportId'], CALENDAR_MESSAGES.sportNotFound);
    return {
      times,
      subject: {
        gameType: form.gameType,
        sportId: form.sportId,
        teams: [],
        place: { schoolId: place.schoolId, districtId: place.districtId, sportId: form.sportId },
      },
      values: {
        ...common,
        tz: place.timezone,
        name: form.name ?? GAME_TYPE_LABELS.Event,
        location: form.location ?? place.address,
        noHomeTeam: true,
        leagueId: null,
        schoolId: place.schoolId,
        districtId: place.districtId,
        stateId: place.stateId,
      },
      teams: [],
    };
  }
  const schoolsOfTeams = await teamSchools(tx, form);
  if (sport == null) throw fieldError(['sportId'], CALENDAR_MESSAGES.sportNotFound);
  const homeIndex = form.noHomeTeam ? -1 : form.teams.findIndex((t) => t.isHomeTeam);
  const named = schoolsOfTeams.map((school, index) => ({
    name: school.name,
    shortName: school.shortName,
    address: school.address,
    isHome: index === homeIndex,
  }));
  const home = schoolsOfTeams[homeIndex] ?? schoolsOfTeams[0]!;
  const districtIds = new Set(schoolsOfTeams.map((s) => s.districtId));
  const league =
    districtIds.size === 1 ? await districtLeague(tx, schoolsOfTeams[0]!.districtId) : null;
  return {
    times,
    subject: {
      gameType: form.gameType,
      sportId: form.sportId,
      teams: schoolsOfTeams.map((s) => ({ schoolId: s.id, districtId: s.districtId })),
    },
    values: {
      ...common,
      tz: home.timezone,
      name: form.name ?? generateGameName(named, form.noHomeTeam),
      location: form.location ?? generateGameLocation(named, form.noHomeTeam),
      noHomeTeam: form.noHomeTeam,
      leagueId: league?.id ?? null,
      schoolId: null,
      districtId: null,
      stateId: null,
    },
    teams: schoolsOfTeams.map((school, index) => ({
      schoolId: school.id,
      districtId: school.districtId,
      stateId: school.stateId,
      sportId: form.sportId,
      season: season.season,
      eventDate: form.eventDate,
      isHome: index === homeIndex,
      position: index,
    })),
  };
}

/** The season row a new game points at, made when a date reaches a season not stored yet. */
async function ensureSeason(tx: Transaction, name: string): Promise<void> {
  const year = seasonStartYear(name);
  await tx
    .insert(seasons)
    .values({ name, startsOn: `${year}-07-01`, endsOn: `${year + 1}-06-30` })
    .onConflictDoNothing();
}

/** The duplicates of a prepared game, unless the form says to ignore them. */
async function duplicatesOf(
  tx: Transaction,
  form: GameForm,
  prepared: Prepared,
  id: number | null,
): Promise<CalendarDuplicate[]> {
  if (form.ignoreDublicates || isCustomEvent(form.gameType)) return [];
  return findDuplicates(
    tx,
    {
      id,
      gameType: form.gameType,
      sportId: form.sportId,
      eventDate: form.eventDate,
      status: 'Active',
      nextPostponeGame: null,
      schoolIds: prepared.teams.map((t) => t.schoolId),
    },
    duplicateWindow(form.eventDate),
  );
}

/** The games a write changed go live, and cached answers drop (docs/architecture.md "sports-data writes"). */
function publish(changes: SportsDataChanges, ...ids: number[]): void {
  changes.games(ids);
  changes.other();
}

/**
 * Leaves what a write did to a game for schedule-change alerts, in the write's transaction: its
 * followers (for a game entered, the other schools' coaches and athletic director) are told after
 * commit. A deleted game tells nobody: it was entered by mistake, and it leaves their pages.
 */
async function recordChange(
  tx: Transaction,
  changes: SportsDataChanges,
  writer: CalendarWriter,
  change: ScheduleChange | null,
): Promise<void> {
  if (change == null || change.kind === 'deleted') return;
  await recordScheduleChange(tx, changes, {
    gameId: change.gameId,
    kind: change.kind,
    actorMemberId: writer.memberId,
    ...(change.kind === 'moved' || change.kind === 'retimed' ? { previous: change.previous } : {}),
  });
}

/**
 * POST {base}/create: a game (its one record for both schools, with a result row per team) or a
 * custom event, when the member may put it on the calendar (core calendarCreateDecision); or,
 * before anything is written, the games it may repeat.
 */
export async function createCalendarGame(
  writer: CalendarWriter,
  kind: CalendarKind,
  form: GameForm,
): Promise<SaveOutcome> {
  return writer.writeSportsData(async (tx, changes) => {
    const prepared = await prepare(tx, writer, kind, form);
    if (!calendarCreateDecision(writer.actor, prepared.subject).allowed) {
      refuse(prepared.subject, calendarRefusal(writer.actor, prepared.subject));
    }
    const duplicates = await duplicatesOf(tx, form, prepared, null);
    if (duplicates.length > 0) return { saved: false, duplicates };
    await ensureSeason(tx, prepared.values.season);
    const [game] = await tx
      .insert(games)
      .values({
        ...prepared.values,
        source: 'member',
        createdByMemberId: writer.memberId,
        createdAt: writer.now,
        updatedAt: writer.now,
      })
      .returning({ id: games.id });
    const gameId = game!.id;
    if (prepared.teams.length > 0) {
      await tx.insert(gameResults).values(prepared.teams.map((t) => ({ ...t, gameId })));
    }
    publish(changes, gameId);
    const others = schoolsEnteredFor(
      writer.actor,
      prepared.teams.map((t) => t.schoolId),
    );
    const change: ScheduleChange | null =
      others.length === 0
        ? null
        : {
            gameId,
            kind: 'entered',
            previous: { eventDate: form.eventDate, startTime: prepared.times.startTime },
            schoolIds: others,
          };
    await recordChange(tx, changes, writer, change);
    return { saved: true, gameId, message: saved(form.gameType, true), change };
  });
}

/**
 * A stored game of a base, locked for the write, that the member may take an action on: 404 for
 * none (or one of the other base), 403 when core says no, 409 when it is canceled or replaced by
 * its rescheduled date (a postponed game given a new date is changed through the new one).
 */
async function actOn(
  tx: Transaction,
  writer: CalendarWriter,
  kind: CalendarKind,
  id: number,
  verb: CalendarAction,
): Promise<{ row: GameRow; subject: GameSubject }> {
  const [row] = await tx.select().from(games).where(eq(games.id, id)).for('update');
  if (row == null || !isOfKind(row, kind)) throw notFound(GAME_MESSAGES.gameNotFound);
  const subject = subjectOf(row, (await teamsOf(tx, [id])).get(id) ?? []);
  // Who has a say over the game comes first: a fan is refused as for any game, not told it has
  // a score; then the score's lock, in words; then what core says of the action itself.
  const sayOver = { ...subject, hasScore: false };
  if (!can(writer.actor, { action: 'calendar', verb, game: sayOver }).allowed) refuse(subject);
  if (subject.hasScore === true && isScoredGameLocked(verb)) {
    throw conflict(CALENDAR_MESSAGES.scored);
  }
  if (!can(writer.actor, { action: 'calendar', verb, game: subject }).allowed) refuse(subject);
  if (verb !== 'delete') {
    if (row.nextPostponeGameId != null) throw conflict(CALENDAR_MESSAGES.superseded);
    if (row.status === 'Canceled' && verb !== 'cancel') throw conflict(CALENDAR_MESSAGES.canceled);
  }
  return { row, subject };
}

/** When a stored game is played, as the change kinds compare it. */
const momentOf = (
  row: Pick<GameRow, 'eventDate' | 'isEventDateTbd' | 'startTime' | 'startTimeUnknown'>,
) => ({
  eventDate: row.eventDate,
  isEventDateTbd: row.isEventDateTbd,
  startTime: row.startTime,
  startTimeUnknown: row.startTimeUnknown,
});

/**
 * PUT {base}/{id}: a game or event changed as the form says, when the member may edit it and may
 * put what it becomes on the calendar (a coach keeps one of their teams; only directors change an
 * event's sport). Teams kept keep their results; the duplicates are looked for again when the day,
 * the teams or the sport change.
 */
export async function updateCalendarGame(
  writer: CalendarWriter,
  kind: CalendarKind,
  id: number,
  form: GameForm,
): Promise<SaveOutcome> {
  return writer.writeSportsData(async (tx, changes) => {
    const { row, subject } = await actOn(tx, writer, kind, id, 'edit');
    // An event stays where it was put: the form's place is the view it was edited from (a league
    // director's whole league), which must not move a school's banquet to the league.
    const sent =
      kind === 'events'
        ? { ...form, schoolId: row.schoolId, districtId: row.districtId, stateId: row.stateId }
        : form;
    const prepared = await prepare(tx, writer, kind, sent);
    // A played game keeps what its score means, before anything else is asked: before whether
    // the member may put what it would become on the calendar (a coach moving it to a sport they
    // do not coach), and before a duplicates prompt that would only lead to this refusal.
    const lineupBefore = await lineupOf(tx, id);
    if (
      subject.hasScore === true &&
      !keepsPlayedGame(
        { ...row, ...momentOf(row), teams: lineupBefore.teams },
        {
          ...form,
          ...prepared.times,
          season: prepared.values.season,
          teams: prepared.teams.map((t) => ({ schoolId: t.schoolId, isHome: t.isHome === true })),
        },
      )
    ) {
      throw conflict(CALENDAR_MESSAGES.scoredEdit);
    }
    if (
      kind === 'events' &&
      form.sportId !== row.sportId &&
      !can(writer.actor, { action: 'changeEventSport' }).allowed
    ) {
      throw forbidden(CALENDAR_MESSAGES.eventSport);
    }
    if (!calendarCreateDecision(writer.actor, prepared.subject).allowed) {
      refuse(prepared.subject, calendarRefusal(writer.actor, prepared.subject));
    }
    const before = (await teamsOf(tx, [id])).get(id) ?? [];
    const schoolIds = prepared.teams.map((t) => t.schoolId);
    const sameTeams =
      before.length === schoolIds.length && before.every((t) => schoolIds.includes(t.schoolId));
    if (form.eventDate !== row.eventDate || form.sportId !== row.sportId || !sameTeams) {
      const duplicates = await duplicatesOf(tx, form, prepared, id);
      if (duplicates.length > 0) return { saved: false, duplicates };
    }
    await ensureSeason(tx, prepared.values.season);
    await tx
      .update(games)
      .set({ ...prepared.values, updatedAt: writer.now })
      .where(eq(games.id, id));
    await saveTeams(tx, id, prepared.teams);
    const lineupAfter = await lineupOf(tx, id);
    if (lineupAfter.key !== lineupBefore.key) {
      // Who plays (or who is at home) changed: subscribed calendars must take the new version.
      // The results' triggers leave a game this transaction already wrote to its own write.
      await tx
        .update(games)
        .set({ sequence: sql`${games.sequence} + 1` })
        .where(eq(games.id, id));
    }
    publish(changes, id);
    const added = lineupAfter.schoolIds.filter(
      (school) => !lineupBefore.schoolIds.includes(school),
    );
    if (added.length > 0 && schoolsEnteredFor(writer.actor, added).length > 0) {
      // A school put on the game hears of it as of a game entered for it (those told before are
      // not told again: their notification of this game exists).
      await recordChange(tx, changes, writer, {
        gameId: id,
        kind: 'entered',
        previous: { eventDate: form.eventDate, startTime: prepared.times.startTime },
      });
    }
    const kindOfChange = editChangeKind(momentOf(row), {
      eventDate: form.eventDate,
      ...prepared.times,
    });
    const change: ScheduleChange | null =
      kindOfChange == null
        ? null
        : {
            gameId: id,
            kind: kindOfChange,
            previous: { eventDate: row.eventDate, startTime: row.startTime },
          };
    await recordChange(tx, changes, writer, change);
    return { saved: true, gameId: id, message: saved(form.gameType, false), change };
  });
}

/** Who plays a game and who is at home: its teams, as a comparable key, and its schools. */
async function lineupOf(
  tx: Transaction,
  gameId: number,
): Promise<{ teams: { schoolId: number; isHome: boolean }[]; key: string; schoolIds: number[] }> {
  const rows = await tx
    .select({ schoolId: gameResults.schoolId, isHome: gameResults.isHome })
    .from(gameResults)
    .where(eq(gameResults.gameId, gameId))
    .orderBy(asc(gameResults.schoolId));
  return {
    teams: rows,
    key: rows.map((r) => `${r.schoolId}${r.isHome ? 'h' : ''}`).join(','),
    schoolIds: rows.map((r) => r.schoolId),
  };
}

/**
 * A game's teams as the form gives them: a school kept keeps its result row (and score), with the
 * game's day, sport and season copied again; a school taken off loses its row; a new one gets one.
 */
async function saveTeams(tx: Transaction, gameId: number, teams: Prepared['teams']): Promise<void> {
  const schoolIds = teams.map((t) => t.schoolId);
  await tx
    .delete(gameResults)
    .where(
      schoolIds.length === 0
        ? eq(gameResults.gameId, gameId)
        : and(eq(gameResults.gameId, gameId), notInArray(gameResults.schoolId, schoolIds)),
    );
  const kept = new Set(
    (
      await tx
        .select({ schoolId: gameResults.schoolId })
        .from(gameResults)
        .where(eq(gameResults.gameId, gameId))
    ).map((r) => r.schoolId),
  );
  for (const team of teams.filter((t) => kept.has(t.schoolId))) {
    await tx
      .update(gameResults)
      .set(team)
      .where(and(eq(gameResults.gameId, gameId), eq(gameResults.schoolId, team.schoolId)));
  }
  const added = teams.filter((t) => !kept.has(t.schoolId));
  if (added.length > 0) {
    await tx.insert(gameResults).values(added.map((t) => ({ ...t, gameId })));
  }
}

/**
 * POST {base}/postpone (spec §5 "Postpone"): a new game on the new date with the old one's fields
 * and teams (no scores), and the old one marked Postponed and pointing at it, so the calendar shows
 * only the new date. The new date is not before the original; 'date unknown' clears the times.
 */
export async function postponeCalendarGame(
  writer: CalendarWriter,
  kind: CalendarKind,
  sent: Postpone,
): Promise<ChangeOutcome> {
  return writer.writeSportsData(async (tx, changes) => {
    const { row } = await actOn(tx, writer, kind, sent.copyFromId, 'postpone');
    const checked = postponeSchema(row.eventDate).safeParse(sent);
    if (!checked.success) throw invalidInput('json', checked.error.issues);
    const postpone = checked.data;
    const season = calendarSeason(postpone.eventDate, row.season, writer.today);
    if ('issue' in season && season.issue.path === 'eventDate') {
      throw fieldError(['eventDate'], season.issue.message);
    }
    const newSeason = 'season' in season ? season.season : seasonOf(postpone.eventDate);
    await ensureSeason(tx, newSeason);
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      sequence: _sequence,
      votesCount: _votes,
      postsCount: _posts,
      ...fields
    } = row;
    const [game] = await tx
      .insert(games)
      .values({
        ...fields,
        season: newSeason,
        status: 'Active',
        eventDate: postpone.eventDate,
        ...scheduledTimes({
          startTime: postpone.startTime,
          endTime: postpone.endTime,
          startTimeUnknown: postpone.startTimeUnknown,
          dateUnknown: postpone.startDateUnknown,
        }),
        nextPostponeGameId: null,
        scoreProvenance: null,
        scoreDisputed: false,
        createdAt: writer.now,
        updatedAt: writer.now,
      })
      .returning({ id: games.id });
    const newId = game!.id;
    const teams = await tx.select().from(gameResults).where(eq(gameResults.gameId, row.id));
    if (teams.length > 0) {
      await tx.insert(gameResults).values(
        teams.map(({ id: _result, updatedAt: _at, ...team }) => ({
          ...team,
          gameId: newId,
          season: newSeason,
          eventDate: postpone.eventDate,
          score: null,
          isWon: null,
        })),
      );
    }
    await tx
      .update(games)
      .set({ status: 'Postponed', nextPostponeGameId: newId, updatedAt: writer.now })
      .where(eq(games.id, row.id));
    publish(changes, row.id, newId);
    const change: ScheduleChange = {
      gameId: row.id,
      kind: 'postponed',
      previous: { eventDate: row.eventDate, startTime: row.startTime },
      newGameId: newId,
    };
    await recordChange(tx, changes, writer, change);
    return { gameId: newId, message: saved(row.gameType, false), change };
  });
}

/** PUT {base}/cancel/{id}: the game is Canceled and leaves the calendar; twice changes nothing. */
export async function cancelCalendarGame(
  writer: CalendarWriter,
  kind: CalendarKind,
  id: number,
): Promise<ChangeOutcome> {
  return writer.writeSportsData(async (tx, changes) => {
    const { row } = await actOn(tx, writer, kind, id, 'cancel');
    const message = saved(row.gameType, false);
    if (row.status === 'Canceled') return { gameId: id, message, change: null };
    await tx
      .update(games)
      .set({ status: 'Canceled', updatedAt: writer.now })
      .where(eq(games.id, id));
    publish(changes, id);
    const change: ScheduleChange = {
      gameId: id,
      kind: 'canceled',
      previous: { eventDate: row.eventDate, startTime: row.startTime },
    };
    await recordChange(tx, changes, writer, change);
    return { gameId: id, message, change };
  });
}

/**
 * DELETE {base}/{id}: the game and its results go ('Game deleted successfully'); a bracket match,
 * a notification or a postponed game that pointed at it lets go.
 */
export async function deleteCalendarGame(
  writer: CalendarWriter,
  kind: CalendarKind,
  id: number,
): Promise<ChangeOutcome> {
  return writer.writeSportsData(async (tx, changes) => {
    const { row } = await actOn(tx, writer, kind, id, 'delete');
    // A game of a chain of postponements hands its place to its own new date, if it had one.
    await repoint(tx, id, row.nextPostponeGameId);
    await tx.delete(games).where(eq(games.id, id));
    publish(changes, id);
    return {
      gameId: id,
      message: GAME_MESSAGES.gameDeleted,
      change: {
        gameId: id,
        kind: 'deleted',
        previous: { eventDate: row.eventDate, startTime: row.startTime },
      },
    };
  });
}
