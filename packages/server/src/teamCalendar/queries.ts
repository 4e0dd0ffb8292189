import {
  calendarActions,
  isPossibleDuplicate,
  isVisibleOnCalendar,
  type Actor,
  type CalendarDuplicate,
  type DateString,
  type DuplicateSubject,
  type Game,
  type GameSubject,
  type TeamCalendarGame,
} from '@csz/core';
import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults, games } from '../games/schema';
import { gameWhere, loadGames, type GameFilter } from '../games/queries';
import { duplicateCandidates } from '../reports/queries';

/**
 * What a calendar base holds (spec §7): `calendar-schedule` games, scrimmages and tournaments;
 * `calendar-schedule-events` custom events.
 */
export type CalendarKind = 'games' | 'events';

/** The most games one calendar answer carries: a busy league's ±8 months. */
const MAX_ITEMS = 5000;

/** A game row as the calendar's writes and permissions read it. */
export type GameRow = typeof games.$inferSelect;

/** Whether a stored game belongs to a calendar base: events to the events base, games to the other. */
export function isOfKind(row: Pick<GameRow, 'gameType'>, kind: CalendarKind): boolean {
  const isEvent = row.gameType == null || row.gameType === 'Event';
  return kind === 'events' ? isEvent : !isEvent;
}

/** A game's teams as permissions read them. */
export type SubjectTeams = GameSubject['teams'];

/** A stored game as core's permissions read it: its teams, and an event's place. */
export function subjectOf(
  row: GameRow,
  teams: readonly (SubjectTeams[number] & { score: number | null })[],
): GameSubject {
  return {
    gameType: row.gameType,
    sportId: row.sportId,
    teams: teams.map(({ schoolId, districtId }) => ({ schoolId, districtId })),
    hasScore: teams.some((t) => t.score != null),
    place: { schoolId: row.schoolId, districtId: row.districtId, sportId: row.sportId },
  };
}

/** The teams of some games (school, league and final score), by game id. */
export async function teamsOf(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { schoolId: number; districtId: number; score: number | null }[]>> {
  const byGame = new Map<
    number,
    { schoolId: number; districtId: number; score: number | null }[]
  >();
  if (ids.length === 0) return byGame;
  const rows = await db
    .select({
      gameId: gameResults.gameId,
      schoolId: gameResults.schoolId,
      districtId: gameResults.districtId,
      score: gameResults.score,
    })
    .from(gameResults)
    .where(inArray(gameResults.gameId, [...ids]))
    .orderBy(asc(gameResults.position));
  for (const { gameId, ...team } of rows) byGame.set(gameId, [...(byGame.get(gameId) ?? []), team]);
  return byGame;
}

/** The places a member's roles reach: the schools (a coach's in their sport) and leagues. */
function reachOf(actor: NonNullable<Actor>): GameFilter[] {
  return actor.roles.flatMap((grant): GameFilter[] => {
    if (grant.schoolId != null) {
      return [{ schoolId: grant.schoolId, sportId: grant.sportId ?? undefined }];
    }
    if (grant.districtId != null) return [{ districtId: grant.districtId }];
    return [];
  });
}

/** The calendar's filters (spec §7 "Calendar load"). */
export interface CalendarFilter {
  from: DateString;
  to: DateString;
  stateId?: number | undefined;
  districtId?: number | undefined;
  schoolId?: number | undefined;
  sportId?: number | undefined;
}

/**
 * GET {base}/calendar: the window's games (or events) of the places asked for, or, when none is
 * named, of every place the member's roles reach; each with the actions the member may take, and
 * without what the calendar hides (canceled games, postponed ones given a new date).
 */
export async function calendarGames(
  db: Database,
  kind: CalendarKind,
  filter: CalendarFilter,
  actor: NonNullable<Actor>,
  today: DateString,
): Promise<TeamCalendarGame[]> {
  const events = kind === 'events';
  const window = { from: filter.from, to: filter.to, events };
  const named = filter.stateId != null || filter.districtId != null || filter.schoolId != null;
  const places: GameFilter[] = named
    ? [filter]
    : reachOf(actor).map((place) => ({ ...place, sportId: filter.sportId ?? place.sportId }));
  if (places.length === 0) return [];
  // An event of a school, a league or a state is found by its own columns; gameWhere reads them.
  const where: SQL | undefined = or(...places.map((place) => gameWhere({ ...window, ...place })));
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(where)
    .orderBy(asc(games.eventDate), asc(games.startTime), asc(games.id))
    .limit(MAX_ITEMS);
  const loaded = (
    await loadGames(
      db,
      rows.map((r) => r.id),
      today,
      actor.memberId,
    )
  ).filter((game) => isVisibleOnCalendar(game));
  const placeOf = await eventPlaces(db, events ? loaded.map((g) => g.id) : []);
  return loaded.map((game) => ({
    ...game,
    actions: calendarActions(actor, gameSubject(game, placeOf.get(game.id))),
  }));
}

/** The school and league custom events belong to, by id. */
async function eventPlaces(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { schoolId: number | null; districtId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, schoolId: games.schoolId, districtId: games.districtId })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return new Map(rows.map(({ id, ...place }) => [id, place]));
}

/** A loaded game as core's permissions read it. */
function gameSubject(
  game: Game,
  place: { schoolId: number | null; districtId: number | null } | undefined,
): GameSubject {
  return {
    gameType: game.gameType,
    sportId: game.sport.id,
    teams: game.teams.map((t) => ({ schoolId: t.schoolId, districtId: t.districtId })),
    hasScore: game.teams.some((t) => t.score != null),
    ...(place == null ? {} : { place: { ...place, sportId: game.sport.id } }),
  };
}

/** A stored game by id, or null. */
export async function gameRow(db: Database, id: number): Promise<GameRow | null> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row ?? null;
}

/**
 * The stored games that a game being saved may repeat (core isPossibleDuplicate): found among the
 * games of its first school in its sport a day either side, then checked with core's rule; the
 * oldest first.
 */
export async function findDuplicates(
  db: Database,
  entry: DuplicateSubject,
  window: { from: DateString; to: DateString },
): Promise<CalendarDuplicate[]> {
  const [first] = entry.schoolIds;
  if (first == null) return [];
  const candidates = await db
    .select({ game: games })
    .from(games)
    .where(
      and(
        inArray(
          games.id,
          sql`(select ${gameResults.gameId} from ${gameResults} where ${and(
            eq(gameResults.schoolId, first),
            eq(gameResults.sportId, entry.sportId),
            sql`${gameResults.eventDate} between ${window.from} and ${window.to}`,
          )})`,
        ),
        ne(games.status, 'Canceled'),
        entry.id == null ? undefined : ne(games.id, entry.id),
      ),
    );
  const teams = await teamsOf(
    db,
    candidates.map((c) => c.game.id),
  );
  const ids = candidates
    .filter(({ game }) =>
      isPossibleDuplicate(entry, {
        id: game.id,
        gameType: game.gameType,
        sportId: game.sportId,
        eventDate: game.eventDate,
        status: game.status,
        nextPostponeGame: game.nextPostponeGameId,
        schoolIds: (teams.get(game.id) ?? []).map((t) => t.schoolId),
      }),
    )
    .map(({ game }) => game.id)
    .sort((a, b) => a - b);
  // As the league's duplicate-games report lists them (issue 16), without what only staff weigh.
  const [found = []] = await duplicateCandidates(db, [ids]);
  return found.map(({ hasScore: _s, votesCount: _v, reportsCount: _r, ...duplicate }) => duplicate);
}
