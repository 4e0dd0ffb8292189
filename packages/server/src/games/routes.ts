import {
  calendarQuerySchema,
  eventsQuerySchema,
  gameReactionRequestSchema,
  gameReactionSchema,
  gameSchema,
  gamesBySportSchema,
  gamesPageSchema,
  gamesQuerySchema,
  groupedBySportsQuerySchema,
  idPathSchema,
  pagedSchema,
  scheduleDatesSchema,
  streamSchema,
  streamsQuerySchema,
  type Game,
  type GameReaction,
} from '@csz/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  authenticate,
  denied,
  noStore,
  noStoreForMembers,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import type { Database } from '../db/client';
import { gameLikes, games, sports } from '../db/schema';
import { describe, describeJson } from '../http/openapi';
import { readJson, valid } from '../http/validation';
import { findGameIds, gameDates, loadGames, searchGames } from './queries';
import { teamCoaches } from '../lookups/queries';
import { teamRecords } from '../standings/queries';

/** The most games one calendar or day answer carries. */
const MAX_ITEMS = 5000;

/**
 * A member likes or unlikes a game (spec §4 "Game like"): one like per member, counted in
 * games.votes_count in the same transaction. Liking twice or unliking a game not liked changes
 * nothing. Null when there is no such game.
 */
async function setLike(
  db: Database,
  gameId: number,
  memberId: number,
  like: boolean,
): Promise<GameReaction | null> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (game == null) return null;
    const changed = like
      ? await tx
          .insert(gameLikes)
          .values({ gameId, memberId })
          .onConflictDoNothing()
          .returning({ gameId: gameLikes.gameId })
      : await tx
          .delete(gameLikes)
          .where(and(eq(gameLikes.gameId, gameId), eq(gameLikes.memberId, memberId)))
          .returning({ gameId: gameLikes.gameId });
    const [after] =
      changed.length === 0
        ? await tx.select({ votesCount: games.votesCount }).from(games).where(eq(games.id, gameId))
        : await tx
            .update(games)
            .set({
              votesCount: like
                ? sql`${games.votesCount} + 1`
                : sql`greatest(${games.votesCount} - 1, 0)`,
            })
            .where(eq(games.id, gameId))
            .returning({ votesCount: games.votesCount });
    return { votesCount: after!.votesCount, youVoted: like };
  });
}

/**
 * Games, streams, the calendar and events (spec §7 "Scores, schedules"), and game likes. GET games
 * and games/{id} read an optional session for youVoted; the response cache serves only guests (it
 * passes requests with an Authorization header through), so one member's answer never reaches
 * another.
 */
export function gameRoutes({ handle, clock, tokens }: AppDeps): Hono<AuthEnv> {
  const { db } = handle;
  const viewer = [authenticate(db, tokens), noStoreForMembers] as const;
  return new Hono<AuthEnv>()
    .get(
      '/games',
      describe(
        'Games',
        'Games with filters and paging; items, total and the league. With a session, youVoted says whether the member likes each game',
        gamesPageSchema,
      ),
      valid('query', gamesQuerySchema),
      ...viewer,
      async (c) =>
        c.json(
          await searchGames(db, c.req.valid('query'), clock.today(), c.get('member')?.id ?? null),
        ),
    )
    .put(
      '/games/reactions/:id',
      describeJson(
        'Games',
        "Like or unlike a game ({type: 'Like' | 'Unlike'}); answers the game's votesCount and youVoted. Liking twice changes nothing",
        { body: gameReactionRequestSchema, response: gameReactionSchema, session: true },
      ),
      authenticate(db, tokens),
      noStore,
      valid('param', idPathSchema),
      async (c) => {
        const refused = denied(c, { action: 'likeGame' });
        if (refused) return refused;
        const input = await readJson(c, gameReactionRequestSchema);
        if (!input.ok) return input.response;
        const { id } = c.req.valid('param');
        // Likes are not sports data: cached public answers keep their count until they are next
        // computed (a new score, or their age) rather than every like emptying the cache.
        const reaction = await setLike(db, id, c.get('member')!.id, input.data.type === 'Like');
        if (reaction == null) return c.json({ message: `No game with id ${id}` }, 404);
        return c.json(reaction);
      },
    )
    .get(
      '/games/groupedBySports',
      describe('Games', "A day's games grouped by sport", z.array(gamesBySportSchema)),
      valid('query', groupedBySportsQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const today = clock.today();
        const { ids } = await findGameIds(db, query, { page: 1, perPage: MAX_ITEMS });
        const loaded = await loadGames(db, ids, today);
        const sportRows = await db.select().from(sports).orderBy(asc(sports.weight));
        return c.json(
          sportRows
            .map((sport) => ({
              sportId: sport.id,
              sportName: sport.name,
              games: loaded.filter((g) => g.sport.id === sport.id),
            }))
            .filter((group) => group.games.length > 0),
        );
      },
    )
    .get(
      '/games/streams',
      describe(
        'Games',
        'Games with a live stream link (YouTube or the NFHS Network)',
        pagedSchema(streamSchema),
      ),
      valid('query', streamsQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const today = clock.today();
        const from = query.date ?? query.from ?? (query.to == null ? today : undefined);
        const { ids, total } = await findGameIds(
          db,
          { ...query, from, withStream: true },
          { page: query.page, perPage: query.perPage },
        );
        const loaded = await loadGames(db, ids, today);
        return c.json({
          items: loaded.map((g) => ({
            id: g.id,
            youtubeLink: g.youtubeLink,
            nfhsLink: g.nfhsLink,
            results: g.teams.map((t) => ({ school: { name: t.name } })),
            eventDate: g.eventDate,
          })),
          total,
        });
      },
    )
    .get(
      '/games/calendar',
      describe('Games', 'Games between two days, for the calendar', pagedSchema(gameSchema)),
      valid('query', calendarQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { ids, total } = await findGameIds(db, query, { page: 1, perPage: MAX_ITEMS });
        return c.json({ items: await loadGames(db, ids, clock.today()), total });
      },
    )
    .get(
      '/games/dates',
      describe(
        'Games',
        "Days with games and how many: ['yyyy-MM-dd', games] pairs",
        scheduleDatesSchema,
      ),
      valid('query', calendarQuerySchema),
      async (c) => c.json(await gameDates(db, c.req.valid('query'))),
    )
    .get(
      '/events',
      describe(
        'Games',
        'Custom events (banquets, meetings) of a school, county or state',
        pagedSchema(gameSchema),
      ),
      valid('query', eventsQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const { ids, total } = await findGameIds(db, { ...query, events: true }, query);
        return c.json({ items: await loadGames(db, ids, clock.today()), total });
      },
    )
    .get(
      '/games/:id',
      describe(
        'Games',
        'One game with its teams, their records and coaches, and its league. With a session, youVoted says whether the member likes it',
        gameSchema,
      ),
      valid('param', idPathSchema),
      ...viewer,
      async (c) => {
        const { id } = c.req.valid('param');
        const today = clock.today();
        const [game] = await loadGames(db, [id], today, c.get('member')?.id ?? null);
        if (game == null) return c.json({ message: `No game with id ${id}` }, 404);
        return c.json(await withTeamDetails(game));
      },
    );

  /** Adds each team's season record and the teams' coaches, for the game page. */
  async function withTeamDetails(game: Game): Promise<Game> {
    const schoolIds = game.teams.map((t) => t.schoolId);
    const [records, coaches] = await Promise.all([
      teamRecords(db, schoolIds, game.sport.id, game.year, clock.today()),
      Promise.all(schoolIds.map((id) => teamCoaches(db, id, game.sport.id))),
    ]);
    const teams = game.teams.map((t) => {
      const standings = records.get(t.schoolId);
      return standings == null ? t : { ...t, standings };
    });
    return {
      ...game,
      teams,
      // The spec lists results beside teams; here every team carries its result.
      results: teams,
      coaches: coaches.map((list) => list[0]).filter((coach) => coach != null),
    };
  }
}
