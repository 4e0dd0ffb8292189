import {
  computeStandings,
  DEFAULT_TIEBREAKERS,
  overallRecordGroup,
  seasonOf,
  teamRecord,
  type DateString,
  type StandingGroup,
  type StandingsGame,
  type StandingsGroupDefinition,
  type StandingsResponse,
  type TeamRecord,
} from '@csz/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults, games } from '../games/schema';
import { leagueDivisions, leagueMembers, leagues, schools } from '../lookups/schema';
import { logoUrl } from '../games/queries';

/**
 * Every game of a sport and season that involves any of some schools, with all of its teams, in
 * the shape core's standings read.
 */
export async function standingsGames(
  db: Database,
  schoolIds: readonly number[],
  sportId: number,
  season: string,
): Promise<StandingsGame[]> {
  if (schoolIds.length === 0) return [];
  const rows = await db
    .select({
      id: games.id,
      eventDate: games.eventDate,
      status: games.status,
      gameType: games.gameType,
      schoolId: gameResults.schoolId,
      score: gameResults.score,
      isHome: gameResults.isHome,
    })
    .from(gameResults)
    .innerJoin(games, eq(games.id, gameResults.gameId))
    .where(
      inArray(
        gameResults.gameId,
        sql`(select ${gameResults.gameId} from ${gameResults} where ${and(
          inArray(gameResults.schoolId, [...schoolIds]),
          eq(gameResults.season, season),
          eq(gameResults.sportId, sportId),
        )})`,
      ),
    )
    .orderBy(asc(gameResults.gameId), asc(gameResults.position));
  const byGame = new Map<number, StandingsGame & { teams: StandingsGame['teams'][number][] }>();
  for (const row of rows) {
    let game = byGame.get(row.id);
    if (game == null) {
      game = {
        id: row.id,
        eventDate: row.eventDate,
        status: row.status,
        gameType: row.gameType,
        teams: [],
      };
      byGame.set(row.id, game);
    }
    game.teams.push({ schoolId: row.schoolId, score: row.score, isHome: row.isHome });
  }
  return [...byGame.values()];
}

async function schoolTeams(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, [...ids]));
  return rows.map((s) => ({ ...s, imgUrl: logoUrl(s.id) }));
}

/** The input of {@link districtStandings}. */
export interface StandingsRequest {
  stateId?: number | undefined;
  countyId?: number | undefined;
  sportId?: number | undefined;
  schoolIds?: number[] | undefined;
  year?: string | undefined;
}

/**
 * GET standings: for a county and sport, a group per league with its divisions nested, and
 * 'Overall Record' for every school of the county (spec §3). Only with a state, a county and a sport
 * (spec §4 "Fetch conditions"); otherwise the empty result. With schoolIds, only those schools'
 * rows are kept, ranked among everyone.
 */
export async function districtStandings(
  db: Database,
  request: StandingsRequest,
  today: DateString,
): Promise<StandingsResponse> {
  const { stateId, countyId, sportId } = request;
  if (stateId == null || countyId == null || sportId == null) return { items: [], league: null };
  const season = request.year ?? seasonOf(today);
  const [districtSchools, districtLeagues] = await Promise.all([
    db
      .select({ id: schools.id })
      .from(schools)
      .where(
        and(
          eq(schools.districtId, countyId),
          eq(schools.stateId, stateId),
          eq(schools.isActive, true),
        ),
      ),
    db
      .select()
      .from(leagues)
      .where(
        and(
          eq(leagues.districtId, countyId),
          eq(leagues.stateId, stateId),
          eq(leagues.isActive, true),
        ),
      )
      .orderBy(asc(leagues.id)),
  ]);
  const leagueIds = districtLeagues.map((l) => l.id);
  const [members, divisions] =
    leagueIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(leagueMembers).where(inArray(leagueMembers.leagueId, leagueIds)),
          db
            .select()
            .from(leagueDivisions)
            .where(inArray(leagueDivisions.leagueId, leagueIds))
            .orderBy(asc(leagueDivisions.sortOrder)),
        ]);
  const allIds = [
    ...new Set([...districtSchools.map((s) => s.id), ...members.map((m) => m.schoolId)]),
  ];
  const gamesPlayed = await standingsGames(db, allIds, sportId, season);
  // Only schools that field the sport this season appear.
  const playing = new Set(gamesPlayed.flatMap((g) => g.teams.map((t) => t.schoolId)));
  const teams = await schoolTeams(
    db,
    allIds.filter((id) => playing.has(id)),
  );
  const groups: StandingGroup[] = [];
  for (const league of districtLeagues) {
    const leagueMemberIds = members.filter((m) => m.leagueId === league.id);
    const definition: StandingsGroupDefinition = {
      title: league.name,
      teamIds: leagueMemberIds.map((m) => m.schoolId),
      subGroups: divisions
        .filter((d) => d.leagueId === league.id)
        .map((d) => ({
          title: d.name,
          teamIds: leagueMemberIds.filter((m) => m.divisionId === d.id).map((m) => m.schoolId),
        })),
    };
    groups.push(
      ...computeStandings(teams, gamesPlayed, [definition], {
        today,
        tiebreakers: league.tiebreakers ?? DEFAULT_TIEBREAKERS,
      }),
    );
  }
  groups.push(
    ...computeStandings(teams, gamesPlayed, [overallRecordGroup(teams.map((t) => t.id))], {
      today,
    }),
  );
  const shown =
    request.schoolIds == null
      ? groups
      : groups.map((g) => keepSchools(g, new Set(request.schoolIds)));
  const first = districtLeagues[0];
  return {
    items: shown.filter((g) => g.standings.length > 0 || g.subStandings.length > 0),
    league: first == null ? null : { id: first.id, leagueName: first.name },
  };
}

function keepSchools(group: StandingGroup, ids: Set<number>): StandingGroup {
  return {
    title: group.title,
    standings: group.standings.filter((s) => ids.has(s.id)),
    subStandings: group.subStandings
      .map((g) => keepSchools(g, ids))
      .filter((g) => g.standings.length > 0),
  };
}

/** GET standings/bySchools: some schools' overall records in a sport and season. */
export async function schoolsStandings(
  db: Database,
  request: { schoolIds: number[]; sportId: number; year?: string | undefined },
  today: DateString,
): Promise<StandingsResponse> {
  const season = request.year ?? seasonOf(today);
  const [gamesPlayed, teams] = await Promise.all([
    standingsGames(db, request.schoolIds, request.sportId, season),
    schoolTeams(db, request.schoolIds),
  ]);
  return {
    items: computeStandings(teams, gamesPlayed, [overallRecordGroup(teams.map((t) => t.id))], {
      today,
    }),
    league: null,
  };
}

/** Each team's season record with home and away splits, for the game page. */
export async function teamRecords(
  db: Database,
  schoolIds: readonly number[],
  sportId: number,
  season: string,
  today: DateString,
): Promise<Map<number, TeamRecord>> {
  const gamesPlayed = await standingsGames(db, schoolIds, sportId, season);
  return new Map(schoolIds.map((id) => [id, teamRecord(id, gamesPlayed, today)]));
}
