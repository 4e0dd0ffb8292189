import {
  allowsScoreSubmission,
  type DateString,
  type Game,
  type GameTeam,
  type GamesQuery,
  type ListLeague,
} from '@csz/core';
import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameLikes, games, gameResults } from './schema';
import { leagues, schools, sports } from '../lookups/schema';

/** Where a school's logo is served. */
export function logoUrl(schoolId: number): string {
  return `/logos/${schoolId}.svg`;
}

/**
 * Loads games by id, in the order of the ids, as the API shows them (spec §3 "Game"); youVoted
 * says whether `viewerId`, the member asking, likes each (false for a guest).
 */
export async function loadGames(
  db: Database,
  ids: readonly number[],
  today: DateString,
  viewerId: number | null = null,
): Promise<Game[]> {
  if (ids.length === 0) return [];
  const [rows, results, liked] = await Promise.all([
    db
      .select({
        game: games,
        sportName: sports.name,
        leagueName: leagues.name,
      })
      .from(games)
      .innerJoin(sports, eq(sports.id, games.sportId))
      .leftJoin(leagues, eq(leagues.id, games.leagueId))
      .where(inArray(games.id, [...ids])),
    db
      .select({
        result: gameResults,
        name: schools.name,
        shortName: schools.shortName,
      })
      .from(gameResults)
      .innerJoin(schools, eq(schools.id, gameResults.schoolId))
      .where(inArray(gameResults.gameId, [...ids]))
      .orderBy(asc(gameResults.gameId), asc(gameResults.position)),
    viewerId == null ? new Set<number>() : likedGameIds(db, viewerId, ids),
  ]);
  const teamsByGame = new Map<number, GameTeam[]>();
  for (const { result, name, shortName } of results) {
    const list = teamsByGame.get(result.gameId) ?? [];
    list.push({
      id: result.id,
      name,
      shortName,
      imgUrl: logoUrl(result.schoolId),
      score: result.score,
      isWon: result.isWon,
      isHome: result.isHome,
      schoolId: result.schoolId,
      districtId: result.districtId,
      stateId: result.stateId,
      sportId: result.sportId,
      canEdit: false,
    });
    teamsByGame.set(result.gameId, list);
  }
  const byId = new Map<number, Game>();
  for (const { game, sportName, leagueName } of rows) {
    const canSubmitScores = allowsScoreSubmission(game, today);
    const teams = (teamsByGame.get(game.id) ?? []).map((t) => ({ ...t, canEdit: canSubmitScores }));
    byId.set(game.id, {
      id: game.id,
      gameId: game.id,
      name: game.name,
      sport: { id: game.sportId, name: sportName },
      gameType: game.gameType,
      status: game.status,
      eventDate: game.eventDate,
      isEventDateTBD: game.isEventDateTbd,
      startTime: game.startTime,
      endTime: game.endTime,
      startTimeUnknown: game.startTimeUnknown,
      isTBD: game.isTbd,
      tz: game.tz,
      location: game.location,
      notes: game.notes,
      teams,
      canSubmitScores,
      scoreProvenance: game.scoreProvenance,
      isScoreDisputed: game.scoreDisputed,
      hasNotes: game.notes != null && game.notes !== '',
      translationKey: game.translationKey,
      youtubeLink: game.youtubeLink,
      nfhsLink: game.nfhsLink,
      postsCount: game.postsCount,
      votesCount: game.votesCount,
      youVoted: liked.has(game.id),
      noHomeTeam: game.noHomeTeam,
      nextPostponeGame: game.nextPostponeGameId,
      year: game.season,
      league: game.leagueId == null ? null : { id: game.leagueId, leagueName: leagueName ?? '' },
      created: game.createdAt.toISOString(),
    });
  }
  return ids.map((id) => byId.get(id)).filter((g): g is Game => g != null);
}

/** The games among `ids` that a member likes. */
async function likedGameIds(
  db: Database,
  memberId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ gameId: gameLikes.gameId })
    .from(gameLikes)
    .where(and(eq(gameLikes.memberId, memberId), inArray(gameLikes.gameId, [...ids])));
  return new Set(rows.map((r) => r.gameId));
}

/** Filters on the teams of a game, answered from game_results. */
interface TeamFilter {
  stateId?: number | undefined;
  districtId?: number | undefined;
  schoolId?: number | undefined;
}

/** Filters on games themselves. */
export interface GameFilter extends TeamFilter {
  date?: DateString | undefined;
  from?: DateString | undefined;
  to?: DateString | undefined;
  sportId?: number | undefined;
  season?: string | undefined;
  status?: string | undefined;
  gameTypes?: readonly string[] | undefined;
  /** Custom events (no type or 'Event') instead of games. */
  events?: boolean;
  /** Only games with a stream link. */
  withStream?: boolean;
}

/**
 * The WHERE clause for a game filter. Team filters become `id in (select game_id from
 * game_results ...)` with the date, sport and season copied into the subquery, so PostgreSQL can
 * answer them from one game_results index.
 */
export function gameWhere(filter: GameFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.date) conditions.push(eq(games.eventDate, filter.date));
  if (filter.from) conditions.push(sql`${games.eventDate} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${games.eventDate} <= ${filter.to}`);
  if (filter.sportId) conditions.push(eq(games.sportId, filter.sportId));
  if (filter.season) conditions.push(eq(games.season, filter.season));
  if (filter.status) conditions.push(sql`${games.status} = ${filter.status}`);
  if (filter.gameTypes) conditions.push(inArray(games.gameType, [...filter.gameTypes] as never[]));
  if (filter.events) {
    conditions.push(or(sql`${games.gameType} is null`, sql`${games.gameType} = 'Event'`));
  } else {
    conditions.push(sql`${games.gameType} in ('Game', 'Scrimmage', 'Tournament')`);
  }
  if (filter.withStream)
    conditions.push(or(isNotNull(games.youtubeLink), isNotNull(games.nfhsLink)));
  if (filter.stateId || filter.districtId || filter.schoolId) {
    if (filter.events) {
      // Events belong to a school, district or state directly.
      if (filter.schoolId) conditions.push(eq(games.schoolId, filter.schoolId));
      if (filter.districtId) conditions.push(eq(games.districtId, filter.districtId));
      if (filter.stateId) conditions.push(eq(games.stateId, filter.stateId));
    } else {
      const team: SQL[] = [];
      if (filter.stateId) team.push(eq(gameResults.stateId, filter.stateId));
      if (filter.districtId) team.push(eq(gameResults.districtId, filter.districtId));
      if (filter.schoolId) team.push(eq(gameResults.schoolId, filter.schoolId));
      if (filter.date) team.push(eq(gameResults.eventDate, filter.date));
      if (filter.from) team.push(sql`${gameResults.eventDate} >= ${filter.from}`);
      if (filter.to) team.push(sql`${gameResults.eventDate} <= ${filter.to}`);
      if (filter.sportId) team.push(eq(gameResults.sportId, filter.sportId));
      if (filter.season) team.push(eq(gameResults.season, filter.season));
      conditions.push(
        inArray(
          games.id,
          sql`(select ${gameResults.gameId} from ${gameResults} where ${and(...team)})`,
        ),
      );
    }
  }
  return and(...conditions);
}

/** A page of game ids matching a filter, and how many match in all. */
export async function findGameIds(
  db: Database,
  filter: GameFilter,
  page: { page: number; perPage: number; newestFirst?: boolean },
): Promise<{ ids: number[]; total: number }> {
  const where = gameWhere(filter);
  const order = page.newestFirst
    ? [desc(games.eventDate), desc(games.startTime), desc(games.id)]
    : [asc(games.eventDate), asc(games.startTime), asc(games.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: games.id })
      .from(games)
      .where(where)
      .orderBy(...order)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(games)
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.total ?? 0 };
}

/** Days with active games matching a filter, and how many each has, oldest first. */
export async function gameDates(db: Database, filter: GameFilter): Promise<[DateString, number][]> {
  const rows = await db
    .select({ date: games.eventDate, games: sql<number>`count(*)::int` })
    .from(games)
    .where(and(gameWhere(filter), eq(games.status, 'Active')))
    .groupBy(games.eventDate)
    .orderBy(asc(games.eventDate));
  return rows.map((r) => [r.date as DateString, r.games]);
}

/** The league named beside a list for a district (spec §3 "Lists"): its first league. */
export async function districtLeague(
  db: Database,
  districtId: number | undefined,
): Promise<ListLeague> {
  if (districtId == null) return null;
  const [league] = await db
    .select({ id: leagues.id, leagueName: leagues.name })
    .from(leagues)
    .where(and(eq(leagues.districtId, districtId), eq(leagues.isActive, true)))
    .orderBy(asc(leagues.id))
    .limit(1);
  return league ?? null;
}

/** GET games: filters, paging, items, total and league (spec §7); youVoted as loadGames says. */
export async function searchGames(
  db: Database,
  query: GamesQuery,
  today: DateString,
  viewerId: number | null = null,
) {
  const filter: GameFilter = {
    date: query.date,
    from: query.from,
    to: query.hideFuture ? minDate(query.to, today) : query.to,
    stateId: query.stateId,
    districtId: query.districtId,
    schoolId: query.schoolId,
    sportId: query.sportId,
    season: query.season,
    status: query.status,
    gameTypes:
      query.eventType === 'scrimmages'
        ? ['Scrimmage']
        : query.eventType === 'games'
          ? ['Game', 'Tournament']
          : undefined,
  };
  const [{ ids, total }, league] = await Promise.all([
    findGameIds(db, filter, {
      page: query.page,
      perPage: query.perPage,
      newestFirst: query.hideFuture,
    }),
    districtLeague(db, query.districtId),
  ]);
  return { items: await loadGames(db, ids, today, viewerId), total, league };
}

function minDate(a: DateString | undefined, b: DateString): DateString {
  return a == null || a > b ? b : a;
}

/** Every sport in the order pages list them (their weight). */
export async function sportsInOrder(db: Database): Promise<(typeof sports.$inferSelect)[]> {
  return db.select().from(sports).orderBy(asc(sports.weight));
}
