import type { ShareCardGame } from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults, games } from '../games/schema';
import { districts, schools, sports, states } from '../lookups/schema';
import { visiblePosts } from '../forum/queries';
import { brackets } from '../playoffs/schema';
import { forumPosts } from '../forum/schema';
import type { LogoSchool } from '../logos';

/** A team as a card draws it: its names, score and colours. */
export type CardTeam = ShareCardGame['teams'][number] & LogoSchool & { schoolId: number };

/** A game as its shared link needs it. */
export type CardGame = Omit<ShareCardGame, 'teams'> & {
  id: number;
  teams: CardTeam[];
  /** Where it is played, as entered; null when not given. */
  location: string | null;
};

/** A game, its sport and teams in their order, in one query; null when there is no such game. */
export async function cardGame(db: Database, id: number): Promise<CardGame | null> {
  const rows = await db
    .select({
      game: {
        id: games.id,
        name: games.name,
        gameType: games.gameType,
        status: games.status,
        noHomeTeam: games.noHomeTeam,
        eventDate: games.eventDate,
        isEventDateTBD: games.isEventDateTbd,
        startTime: games.startTime,
        startTimeUnknown: games.startTimeUnknown,
        isTBD: games.isTbd,
        tz: games.tz,
        scoreProvenance: games.scoreProvenance,
        isScoreDisputed: games.scoreDisputed,
        location: games.location,
      },
      sportName: sports.name,
      // The result's id first: a left-joined object whose first column is null is read as none,
      // which a team without a score (a game to be played) is not.
      result: { id: gameResults.id, score: gameResults.score, isHome: gameResults.isHome },
      school: {
        schoolId: schools.id,
        name: schools.name,
        shortName: schools.shortName,
        primaryColor: schools.primaryColor,
        secondaryColor: schools.secondaryColor,
      },
    })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .leftJoin(gameResults, eq(gameResults.gameId, games.id))
    .leftJoin(schools, eq(schools.id, gameResults.schoolId))
    .where(eq(games.id, id))
    .orderBy(asc(gameResults.position), asc(gameResults.id));
  const first = rows[0];
  if (first == null) return null;
  return {
    ...first.game,
    sport: { name: first.sportName },
    teams: rows.flatMap(({ result, school }) =>
      result == null || school == null
        ? []
        : [{ ...school, score: result.score, isHome: result.isHome }],
    ),
  };
}

/** A school as its shared link needs it. */
export interface CardSchool extends LogoSchool {
  id: number;
  name: string;
  mascot: string | null;
  stateId: number;
  districtId: number;
  districtName: string;
  stateName: string;
}

/** A school with its county and state, in one query; null when there is no such school. */
export async function cardSchool(db: Database, id: number): Promise<CardSchool | null> {
  const [row] = await db
    .select({
      id: schools.id,
      name: schools.name,
      shortName: schools.shortName,
      mascot: schools.mascot,
      primaryColor: schools.primaryColor,
      secondaryColor: schools.secondaryColor,
      stateId: schools.stateId,
      districtId: schools.districtId,
      districtName: districts.name,
      stateName: states.name,
    })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.districtId))
    .innerJoin(states, eq(states.id, schools.stateId))
    .where(eq(schools.id, id));
  return row ?? null;
}

/** A post as its shared link needs it. */
export interface CardPost {
  id: number;
  title: string | null;
  slug: string;
  contentHtml: string;
}

/**
 * A post every reader may see (forum/queries.ts visiblePosts); null for a hidden, held, deleted or
 * missing one, whose title a shared link must not show.
 */
export async function cardPost(db: Database, id: number): Promise<CardPost | null> {
  const [row] = await db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      slug: forumPosts.slug,
      contentHtml: forumPosts.contentHtml,
    })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, id), visiblePosts()));
  return row ?? null;
}

/** The names a page of a place and sport says it is about; a name is null for an id not found. */
export interface CardPlace {
  stateName: string | null;
  districtName: string | null;
  sportName: string | null;
}

/** The names of a state, a county and a sport, each read only when its id is given. */
export async function cardPlace(
  db: Database,
  ids: { stateId: number | null; districtId: number | null; sportId: number | null },
): Promise<CardPlace> {
  const [state, district, sport] = await Promise.all([
    ids.stateId == null
      ? []
      : db.select({ name: states.name }).from(states).where(eq(states.id, ids.stateId)),
    ids.districtId == null
      ? []
      : db.select({ name: districts.name }).from(districts).where(eq(districts.id, ids.districtId)),
    ids.sportId == null
      ? []
      : db.select({ name: sports.name }).from(sports).where(eq(sports.id, ids.sportId)),
  ]);
  return {
    stateName: state[0]?.name ?? null,
    districtName: district[0]?.name ?? null,
    sportName: sport[0]?.name ?? null,
  };
}

/** A playoff bracket as its shared link needs it. */
export interface CardBracket {
  id: number;
  name: string;
  season: string;
  sportName: string;
  stateName: string;
}

/** A bracket with its sport and state; null when there is no such bracket. */
export async function cardBracket(db: Database, id: number): Promise<CardBracket | null> {
  const [row] = await db
    .select({
      id: brackets.id,
      name: brackets.name,
      season: brackets.season,
      sportName: sports.name,
      stateName: states.name,
    })
    .from(brackets)
    .innerJoin(sports, eq(sports.id, brackets.sportId))
    .innerJoin(states, eq(states.id, brackets.stateId))
    .where(eq(brackets.id, id));
  return row ?? null;
}

/** A game of a school's schedules as its page's structured data lists it. */
export interface CardSchedule {
  id: number;
  name: string;
  eventDate: string;
}

/** The most games a school's schedules page lists in its structured data. */
export const CARD_SCHEDULE_GAMES = 100;

/** A school's games of a season (of one sport, when given), by day; at most {@link CARD_SCHEDULE_GAMES}. */
export async function cardSchedule(
  db: Database,
  query: { schoolId: number; season: string; sportId: number | null },
): Promise<CardSchedule[]> {
  return db
    .selectDistinct({ id: games.id, name: games.name, eventDate: games.eventDate })
    .from(games)
    .innerJoin(gameResults, eq(gameResults.gameId, games.id))
    .where(
      and(
        eq(gameResults.schoolId, query.schoolId),
        eq(games.season, query.season),
        query.sportId == null ? undefined : eq(games.sportId, query.sportId),
      ),
    )
    .orderBy(asc(games.eventDate), asc(games.id))
    .limit(CARD_SCHEDULE_GAMES);
}
