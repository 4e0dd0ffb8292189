import type { Bracket, BracketSlot, BracketTeam, Playoff } from '@csz/core';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults } from '../games/schema';
import { schools, sports } from '../lookups/schema';
import { bracketMatches, brackets } from './schema';
import { logoUrl } from '../games/queries';

/** Filters of the bracket lists. */
export interface BracketFilter {
  stateId?: number | undefined;
  sportId?: number | undefined;
  season?: string | undefined;
}

function bracketWhere(filter: BracketFilter): SQL | undefined {
  return and(
    filter.stateId == null ? undefined : eq(brackets.stateId, filter.stateId),
    filter.sportId == null ? undefined : eq(brackets.sportId, filter.sportId),
    filter.season == null ? undefined : eq(brackets.season, filter.season),
  );
}

/**
 * GET playoffs: a state's brackets for a season, by sport (spec §3 "Playoff"). Only with a state
 * and a season (spec §4 "Fetch conditions").
 */
export async function statePlayoffs(db: Database, filter: BracketFilter): Promise<Playoff[]> {
  if (filter.stateId == null || filter.season == null) return [];
  const rows = await db
    .select({ id: brackets.id, name: brackets.name, sportId: sports.id, sportName: sports.name })
    .from(brackets)
    .innerJoin(sports, eq(sports.id, brackets.sportId))
    .where(bracketWhere(filter))
    .orderBy(asc(sports.weight), asc(brackets.name));
  const bySport = new Map<number, Playoff>();
  for (const row of rows) {
    const playoff = bySport.get(row.sportId) ?? {
      sportId: row.sportId,
      sportName: row.sportName,
      brackets: [],
    };
    playoff.brackets.push({ id: row.id, name: row.name });
    bySport.set(row.sportId, playoff);
  }
  return [...bySport.values()];
}

/** GET brackets: a page of brackets. */
export async function listBrackets(
  db: Database,
  filter: BracketFilter,
  page: { page: number; perPage: number },
) {
  const where = bracketWhere(filter);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: brackets.id,
        name: brackets.name,
        sportId: brackets.sportId,
        sportName: sports.name,
        stateId: brackets.stateId,
        season: brackets.season,
      })
      .from(brackets)
      .innerJoin(sports, eq(sports.id, brackets.sportId))
      .where(where)
      .orderBy(asc(brackets.season), asc(sports.weight), asc(brackets.name))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(brackets).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** GET playoffsforest/{id}: a whole bracket with its teams and scores, or null. */
export async function loadBracket(db: Database, id: number): Promise<Bracket | null> {
  const [bracket] = await db
    .select({ bracket: brackets, sportName: sports.name })
    .from(brackets)
    .innerJoin(sports, eq(sports.id, brackets.sportId))
    .where(eq(brackets.id, id));
  if (bracket == null) return null;
  const matches = await db
    .select()
    .from(bracketMatches)
    .where(eq(bracketMatches.bracketId, id))
    .orderBy(
      asc(bracketMatches.round),
      asc(bracketMatches.isThirdPlace),
      asc(bracketMatches.position),
    );
  const schoolIds = [
    ...new Set(
      matches
        .flatMap((m) => [m.topSchoolId, m.bottomSchoolId])
        .filter((s): s is number => s != null),
    ),
  ];
  const gameIds = matches.map((m) => m.gameId).filter((g): g is number => g != null);
  const [schoolRows, results] = await Promise.all([
    schoolIds.length === 0
      ? []
      : db
          .select({ id: schools.id, name: schools.name, shortName: schools.shortName })
          .from(schools)
          .where(inArray(schools.id, schoolIds)),
    gameIds.length === 0
      ? []
      : db
          .select({
            gameId: gameResults.gameId,
            schoolId: gameResults.schoolId,
            score: gameResults.score,
            isWon: gameResults.isWon,
          })
          .from(gameResults)
          .where(inArray(gameResults.gameId, gameIds)),
  ]);
  const schoolById = new Map(schoolRows.map((s) => [s.id, s]));
  const result = (gameId: number | null, schoolId: number) =>
    gameId == null
      ? undefined
      : results.find((r) => r.gameId === gameId && r.schoolId === schoolId);
  const slot = (
    kind: 'team' | 'bye' | 'tbd',
    schoolId: number | null,
    seed: number | null,
    fromMatchId: number | null,
    gameId: number | null,
  ): BracketSlot => {
    if (kind === 'bye') return { kind: 'bye' };
    if (kind === 'tbd' || schoolId == null) return { kind: 'tbd', fromMatchId };
    const school = schoolById.get(schoolId);
    const played = result(gameId, schoolId);
    const team: BracketTeam = {
      schoolId,
      name: school?.name ?? '',
      shortName: school?.shortName ?? '',
      imgUrl: logoUrl(schoolId),
      seed,
      score: played?.score ?? null,
      isWinner: played?.isWon ?? null,
    };
    return { kind: 'team', team };
  };
  return {
    id: bracket.bracket.id,
    name: bracket.bracket.name,
    sportId: bracket.bracket.sportId,
    sportName: bracket.sportName,
    stateId: bracket.bracket.stateId,
    season: bracket.bracket.season,
    roundNames: bracket.bracket.roundNames,
    matches: matches.map((m) => ({
      id: m.id,
      round: m.round,
      position: m.position,
      gameId: m.gameId,
      eventDate: m.eventDate,
      top: slot(m.topKind, m.topSchoolId, m.topSeed, m.topFromMatchId, m.gameId),
      bottom: slot(m.bottomKind, m.bottomSchoolId, m.bottomSeed, m.bottomFromMatchId, m.gameId),
      winnerTo:
        m.winnerToMatchId == null || m.winnerToSide == null
          ? null
          : { matchId: m.winnerToMatchId, side: m.winnerToSide },
      isThirdPlace: m.isThirdPlace,
    })),
  };
}
