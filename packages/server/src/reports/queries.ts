import {
  gameCreatedBy,
  hasEnded,
  MISSING_NOW_LIMIT,
  shiftDate,
  type DateString,
  type DuplicateCandidate,
  type MissingScoreGame,
  type ReportPlace,
  type ReportSummary,
} from '@csz/core';
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { districts, schools, sports } from '../lookups/schema';
import { scoreReports } from '../scores/schema';
import { loadGames } from '../games/queries';
import { reports } from './schema';

/** A stored report row. */
export type ReportRow = typeof reports.$inferSelect;

/**
 * The games whose score the service waits for (issue 16): active games and tournament games (a
 * scrimmage or a custom event has no score to report) on a known day, where a team has no score.
 */
function awaitingScore(): SQL {
  return sql`${games.status} = 'Active' and ${games.gameType} in ('Game', 'Tournament')
    and not ${games.isEventDateTbd}
    and exists (select 1 from game_results m where m.game_id = ${games.id} and m.score is null)`;
}

/** A team of a game still without a score: the game, its sport, and the team's school and league. */
export interface MissingTeam {
  gameId: number;
  sportId: number;
  schoolId: number;
  districtId: number;
}

/** Every team of the games of a service day that have no final score yet. */
export async function missingTeamsOn(db: Database, night: DateString): Promise<MissingTeam[]> {
  return db
    .select({
      gameId: games.id,
      sportId: games.sportId,
      schoolId: gameResults.schoolId,
      districtId: gameResults.districtId,
    })
    .from(games)
    .innerJoin(gameResults, eq(gameResults.gameId, games.id))
    .where(and(eq(games.eventDate, night), awaitingScore()))
    .orderBy(asc(games.startTime), asc(games.id), asc(gameResults.position));
}

/**
 * A place's games of a season (the report's night's) that have ended (core's hasEnded: started,
 * plus the sport's usual length) without a final score, newest first, at most MISSING_NOW_LIMIT:
 * what is still missing now, as the athletic director's view shows it. A game still being played
 * is not missing yet, and an old season's gaps are not this season's work; a report of June's last
 * night read on the first of July still lists its own season's.
 */
export async function missingGameIdsOf(
  db: Database,
  place: ReportPlace,
  season: string,
  today: DateString,
  now: Date,
): Promise<number[]> {
  const at =
    place.scope === 'school'
      ? eq(gameResults.schoolId, place.schoolId)
      : eq(gameResults.districtId, place.districtId);
  const rows = await db
    .selectDistinct({
      id: games.id,
      eventDate: games.eventDate,
      startTime: games.startTime,
      startTimeUnknown: games.startTimeUnknown,
      tz: games.tz,
      sportName: sports.name,
    })
    .from(gameResults)
    .innerJoin(games, eq(games.id, gameResults.gameId))
    .innerJoin(sports, eq(sports.id, games.sportId))
    .where(
      and(at, eq(gameResults.season, season), lte(gameResults.eventDate, today), awaitingScore()),
    )
    .orderBy(desc(games.eventDate), desc(games.id));
  return rows
    .filter((game) => hasEnded({ ...game, isTBD: false }, game.sportName, now))
    .slice(0, MISSING_NOW_LIMIT)
    .map((game) => game.id);
}

/** A stored report by id, or null. */
export async function reportById(db: Database, id: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row ?? null;
}

/** The place a report is about, as permissions read it; null when the school is gone. */
export async function placeOf(db: Database, report: ReportRow): Promise<ReportPlace | null> {
  if (report.scope === 'district') return { scope: 'district', districtId: report.placeId };
  const [school] = await db
    .select({ districtId: schools.districtId })
    .from(schools)
    .where(eq(schools.id, report.placeId));
  return school == null
    ? null
    : { scope: 'school', schoolId: report.placeId, districtId: school.districtId };
}

/** A report's head: its kind, place and night, and the place's name. */
export async function reportSummary(db: Database, report: ReportRow): Promise<ReportSummary> {
  const [place] =
    report.scope === 'school'
      ? await db.select({ name: schools.name }).from(schools).where(eq(schools.id, report.placeId))
      : await db
          .select({ name: districts.name })
          .from(districts)
          .where(eq(districts.id, report.placeId));
  return {
    id: report.id,
    kind: report.kind,
    scope: report.scope,
    placeId: report.placeId,
    placeName: place?.name ?? '',
    night: report.night,
    created: report.createdAt.toISOString(),
  };
}

/** Games as a missing-scores report lists them, in the order of the ids; games since deleted are left out. */
export async function missingScoreItems(
  db: Database,
  ids: readonly number[],
  today: DateString,
): Promise<MissingScoreGame[]> {
  const loaded = await loadGames(db, ids, today);
  return loaded.map((game) => ({
    game,
    isMissing:
      game.status === 'Active' && game.teams.some((t) => t.score == null) && game.teams.length > 0,
    reportPath: `/uploadScores/${game.id}`,
  }));
}

/** How far around a night the duplicate check looks: the week before and the fortnight after. */
export const DUPLICATE_WINDOW = { before: 7, after: 14 } as const;

/**
 * Possible duplicate games among some games, or in a league around a night: games not canceled, of
 * the same sport, on the same day, between the same schools (two entries of one game, often one
 * by each school). Groups of game ids, each oldest first, the groups by day.
 */
export async function duplicateGroups(
  db: Database,
  among: { gameIds: readonly number[] } | { districtId: number; night: DateString },
): Promise<number[][]> {
  const inLeague =
    'districtId' in among
      ? sql`${games.id} in (select game_id from game_results where district_id = ${among.districtId}
          and event_date between ${shiftDate(among.night, -DUPLICATE_WINDOW.before)}
          and ${shiftDate(among.night, DUPLICATE_WINDOW.after)})`
      : among.gameIds.length === 0
        ? sql`false`
        : inArray(games.id, [...among.gameIds]);
  const rows = await db
    .select({
      id: games.id,
      key: sql<string>`${games.sportId} || '|' || ${games.eventDate} || '|' || string_agg(${gameResults.schoolId}::text, ',' order by ${gameResults.schoolId})`,
    })
    .from(games)
    .innerJoin(gameResults, eq(gameResults.gameId, games.id))
    .where(and(inLeague, sql`${games.status} <> 'Canceled'`, sql`${games.gameType} is not null`))
    .groupBy(games.id)
    .orderBy(asc(games.eventDate), asc(games.id));
  const byKey = new Map<string, number[]>();
  for (const { id, key } of rows) byKey.set(key, [...(byKey.get(key) ?? []), id]);
  return [...byKey.values()].filter((group) => group.length > 1);
}

/** The games of duplicate groups as the report shows them (spec §3 "Duplicate-game report"). */
export async function duplicateCandidates(
  db: Database,
  groups: readonly number[][],
): Promise<DuplicateCandidate[][]> {
  const ids = groups.flat();
  if (ids.length === 0) return [];
  // One after the other: the team calendar asks inside its writing transaction, whose one
  // connection takes a query at a time (pg queues the others, which pg 9 will refuse).
  const rows = await db
    .select({
      game: games,
      sportName: sports.name,
      memberId: members.id,
      displayName: members.displayName,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .leftJoin(members, eq(members.id, games.createdByMemberId))
    .where(inArray(games.id, ids));
  const teams = await db
    .select({ gameId: gameResults.gameId, schoolName: schools.name, score: gameResults.score })
    .from(gameResults)
    .innerJoin(schools, eq(schools.id, gameResults.schoolId))
    .where(inArray(gameResults.gameId, ids))
    .orderBy(asc(gameResults.position));
  const reportCounts = await db
    .select({ gameId: scoreReports.gameId, count: sql<number>`count(*)::int` })
    .from(scoreReports)
    .where(inArray(scoreReports.gameId, ids))
    .groupBy(scoreReports.gameId);
  const byId = new Map(rows.map((r) => [r.game.id, r]));
  const counts = new Map(reportCounts.map((r) => [r.gameId, r.count]));
  return groups.map((group) =>
    group.flatMap((id) => {
      const row = byId.get(id);
      if (row == null) return [];
      const own = teams.filter((t) => t.gameId === id);
      return [
        {
          id,
          eventDate: row.game.eventDate,
          startTime: row.game.startTime,
          sportName: row.sportName,
          teams: own.map((t) => ({ schoolName: t.schoolName })),
          created: row.game.createdAt.toISOString(),
          createdBy: gameCreatedBy(row.game.source, row.memberId == null ? null : row),
          hasScore: own.length > 0 && own.every((t) => t.score != null),
          votesCount: row.game.votesCount,
          reportsCount: counts.get(id) ?? 0,
        },
      ];
    }),
  );
}

/** Reports of a kind for a place, newest night first (the demo and tests find theirs). */
export async function reportsOf(
  db: Database,
  kind: ReportRow['kind'],
  scope: ReportRow['scope'],
  placeId: number,
): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.kind, kind), eq(reports.scope, scope), eq(reports.placeId, placeId)))
    .orderBy(desc(reports.night));
}

/** Whether a game has a team at a place. */
export async function gameIsAt(db: Database, gameId: number, place: ReportPlace): Promise<boolean> {
  const [row] = await db
    .select({ id: gameResults.id })
    .from(gameResults)
    .where(
      and(
        eq(gameResults.gameId, gameId),
        place.scope === 'school'
          ? eq(gameResults.schoolId, place.schoolId)
          : eq(gameResults.districtId, place.districtId),
      ),
    )
    .limit(1);
  return row != null;
}
