import { teamOutcomes, type DateString, type Game, type SchedulesResponse } from '@csz/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults } from './schema';
import { leagueMembers, leagues, sports } from '../lookups/schema';
import { loadGames } from './queries';

/** The input of {@link schoolSchedules}. */
export interface SchedulesRequest {
  schoolId?: number | undefined;
  season?: string | undefined;
  sportId?: number | undefined;
}

/**
 * GET schedules/v2: a school's games in a season, per sport, split into past and future (spec §3
 * "Schedule"), each seen from the school's side: its score, the opponent's, W/L/T and its record so
 * far. Only with a school and a season (spec §4 "Fetch conditions").
 */
export async function schoolSchedules(
  db: Database,
  request: SchedulesRequest,
  today: DateString,
): Promise<SchedulesResponse> {
  const { schoolId, season } = request;
  if (schoolId == null || season == null) return { schedules: [], league: null };
  const conditions = [eq(gameResults.schoolId, schoolId), eq(gameResults.season, season)];
  if (request.sportId != null) conditions.push(eq(gameResults.sportId, request.sportId));
  const [rows, [league]] = await Promise.all([
    db
      .select({ gameId: gameResults.gameId, sportId: gameResults.sportId })
      .from(gameResults)
      .where(and(...conditions))
      .orderBy(asc(gameResults.eventDate), asc(gameResults.gameId)),
    db
      .select({ id: leagues.id, leagueName: leagues.name })
      .from(leagueMembers)
      .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
      .where(eq(leagueMembers.schoolId, schoolId))
      .orderBy(asc(leagues.id))
      .limit(1),
  ]);
  const sportIds = [...new Set(rows.map((r) => r.sportId))];
  const [loaded, sportRows] = await Promise.all([
    loadGames(
      db,
      rows.map((r) => r.gameId),
      today,
    ),
    sportIds.length === 0
      ? []
      : db.select().from(sports).where(inArray(sports.id, sportIds)).orderBy(asc(sports.weight)),
  ]);
  const schedules = sportRows.map((sport) => {
    const record = { win: 0, loss: 0, tie: 0 };
    const seen = loaded
      .filter((g) => g.sport.id === sport.id)
      .map((game) => fromSchoolSide(game, schoolId, record));
    return {
      sportId: sport.id,
      sportName: sport.name,
      gamesPast: seen.filter((g) => g.eventDate < today),
      gamesFuture: seen.filter((g) => g.eventDate >= today),
    };
  });
  return { schedules, league: league ?? null };
}

/** A game as a school's schedule shows it; `record` is the school's running record, updated. */
function fromSchoolSide(
  game: Game,
  schoolId: number,
  record: { win: number; loss: number; tie: number },
): Game {
  const mine = game.teams.find((t) => t.schoolId === schoolId);
  const others = game.teams.filter((t) => t.schoolId !== schoolId);
  const outcome =
    teamOutcomes(game.teams.map((t) => ({ id: t.id, score: t.score }))).get(mine?.id ?? -1) ?? null;
  if (outcome != null && game.status === 'Active' && game.gameType !== 'Scrimmage') {
    record[outcome === 'W' ? 'win' : outcome === 'L' ? 'loss' : 'tie'] += 1;
  }
  return {
    ...game,
    gameScoreStatus: outcome,
    myScore: mine?.score ?? null,
    opponentScore: others.length === 1 ? (others[0]!.score ?? null) : null,
    opponent: others.map((t) => t.shortName || t.name).join(', '),
    wlt: { ...record },
  };
}
