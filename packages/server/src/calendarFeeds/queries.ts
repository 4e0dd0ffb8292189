import type { DateString, Game } from '@csz/core';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults, games, schools, sports } from '../db/schema';
import { loadGames } from '../games/queries';

/** Whose feed it is: a school, or a school's team in one sport. */
export interface FeedOwner {
  schoolId: number;
  sportId: number | null;
}

/** A game as a feed writes it: the API's game and what only calendars need. */
export interface FeedGame extends Game {
  sequence: number;
  updatedAt: Date;
}

/** Most games one feed lists; a school's sixteen months stay far below it. */
const MAX_FEED_GAMES = 3000;

/** The feed's title parts, or null when the school (or the sport) does not exist. */
export async function feedOwnerNames(
  db: Database,
  owner: FeedOwner,
): Promise<{ school: string | null; sport: string | null }> {
  const [[school], [sport]] = await Promise.all([
    db.select({ name: schools.name }).from(schools).where(eq(schools.id, owner.schoolId)),
    owner.sportId == null
      ? [undefined]
      : db.select({ name: sports.name }).from(sports).where(eq(sports.id, owner.sportId)),
  ]);
  return { school: school?.name ?? null, sport: sport?.name ?? null };
}

/**
 * The games of a feed between two days: those the school plays in (in the sport, for a team), and
 * its own custom events (banquets, meetings), by date.
 */
export async function feedGames(
  db: Database,
  owner: FeedOwner,
  window: { from: DateString; to: DateString },
  today: DateString,
): Promise<FeedGame[]> {
  const played = [
    eq(gameResults.schoolId, owner.schoolId),
    between(gameResults.eventDate, window.from, window.to),
  ];
  if (owner.sportId != null) played.push(eq(gameResults.sportId, owner.sportId));
  const own = [
    eq(games.schoolId, owner.schoolId),
    between(games.eventDate, window.from, window.to),
  ];
  if (owner.sportId != null) own.push(eq(games.sportId, owner.sportId));
  const [teams, events] = await Promise.all([
    db
      .select({ id: gameResults.gameId, date: gameResults.eventDate })
      .from(gameResults)
      .where(and(...played))
      .orderBy(asc(gameResults.eventDate), asc(gameResults.gameId))
      .limit(MAX_FEED_GAMES),
    db
      .select({ id: games.id, date: games.eventDate })
      .from(games)
      .where(and(...own))
      .orderBy(asc(games.eventDate), asc(games.id))
      .limit(MAX_FEED_GAMES),
  ]);
  const ids = [
    ...new Set(
      [...teams, ...events]
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
        .map((row) => row.id),
    ),
  ].slice(0, MAX_FEED_GAMES);
  if (ids.length === 0) return [];
  const [loaded, versions] = await Promise.all([
    loadGames(db, ids, today),
    db
      .select({ id: games.id, sequence: games.sequence, updatedAt: games.updatedAt })
      .from(games)
      .where(inArray(games.id, ids)),
  ]);
  const byId = new Map(versions.map((v) => [v.id, v]));
  return loaded.map((game) => {
    const version = byId.get(game.id)!;
    return { ...game, sequence: version.sequence, updatedAt: version.updatedAt };
  });
}
