import type { DateString, Game } from '@csz/core';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameResults, games } from '../games/schema';
import { schools, sports } from '../lookups/schema';
import { loadGames } from '../games/queries';

/** Whose feed it is: a school, or a school's team in one sport. */
export interface FeedOwner {
  schoolId: number;
  sportId: number | null;
}

/** A game as a feed writes it: the API's game and what only calendars need. */
export interface FeedGame extends Game {
  /** The game whose id names the event's UID: the first of its postponements (see feedGames). */
  uidGameId: number;
  sequence: number;
  updatedAt: Date;
}

/** The longest chain of postponements followed back (a loop in the data stops there). */
const MAX_POSTPONEMENTS = 20;

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
  const loaded = await loadGames(db, ids, today);
  const versions = await eventVersions(db, ids);
  // A postponed game lives on as its rescheduled one, under its UID: it is not listed itself.
  return loaded
    .filter((game) => !(game.status === 'Postponed' && game.nextPostponeGame != null))
    .map((game) => ({ ...game, ...versions.get(game.id)! }));
}

/**
 * Each game's calendar event: the game a chain of postponements began with names its UID, so a
 * subscribed calendar moves the event it has (and keeps its reminders) rather than cancelling it
 * and adding another (RFC 5545 §3.8.4.7; issue 30 point 9). Its SEQUENCE adds up the chain's, one
 * more for each postponement, so it rises past every version a calendar saw of the first game.
 * A chain whose first game was deleted is named by it still (games.calendar_uid_game_id).
 */
async function eventVersions(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { uidGameId: number; sequence: number; updatedAt: Date }>> {
  const result = (await db.execute(sql`
    with recursive back (id, ancestor, depth, sequence) as (
      select g.id, g.id, 0, g.sequence from games g where g.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      union all
      select b.id, p.id, b.depth + 1, b.sequence + p.sequence + 1
      from back b join games p on p.next_postpone_game_id = b.ancestor
      where b.depth < ${MAX_POSTPONEMENTS}
    )
    select distinct on (b.id) b.id, coalesce(r.calendar_uid_game_id, r.id) as root, b.sequence,
      g.updated_at
    from back b join games g on g.id = b.id join games r on r.id = b.ancestor
    order by b.id, b.depth desc`)) as unknown as {
    rows: { id: number; root: number; sequence: number; updated_at: Date | string }[];
  };
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      {
        uidGameId: Number(row.root),
        sequence: Number(row.sequence),
        updatedAt: new Date(row.updated_at),
      },
    ]),
  );
}
