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
  shareGameResponseSchema,
  streamSchema,
  streamsQuerySchema,
  type Game,
} from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  authenticate,
  caller,
  noStore,
  noStoreForMembers,
  requireMember,
  requirePermission,
  type AuthEnv,
} from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { describe, describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { findGameIds, gameDates, loadGames, searchGames, sportsInOrder } from './queries';
import { setLike } from './writes';
import { shareGame } from '../points/writes';
import { teamCoaches } from '../lookups/queries';
import { teamRecords } from '../standings/queries';

/** The most games one calendar or day answer carries. */
const MAX_ITEMS = 5000;

/**
 * Games, streams, the calendar and events (spec §7 "Scores, schedules"), and game likes. GET games
 * and games/{id} read an optional session for youVoted; the response cache serves only guests (it
 * passes requests with an Authorization header through), so one member's answer never reaches
 * another.
 */
export function gameRoutes({ handle, clock, tokens, limiter }: AppDeps) {
  const { db } = handle;
  const viewer = [authenticate(db, tokens), noStoreForMembers] as const;
  return (
    new Hono<AuthEnv>()
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
        requirePermission({ action: 'likeGame' }),
        valid('param', idPathSchema),
        valid('json', gameReactionRequestSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const like = c.req.valid('json').type === 'Like';
          return c.json(await setLike(db, id, caller(c).member.id, like, clock.now()));
        },
      )
      // games/share/{id}, as games/reactions/{id}: a games/{id}/share beside those two would make
      // the description's paths ambiguous (games/reactions/share matches both).
      .post(
        '/games/share/:id',
        describeJson(
          'Games',
          "Share a game: the member's Spirit Points for sharing it (type 8), once per game; spiritPoints is what this share earned (0 when shared before)",
          { response: shareGameResponseSchema, session: true },
        ),
        authenticate(db, tokens),
        noStore,
        requireMember,
        valid('param', idPathSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const { member } = caller(c);
          await limiter.consume(c, 'share', member.id);
          return c.json({ spiritPoints: await shareGame(db, id, member.id, clock.now()) });
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
          const sportRows = await sportsInOrder(db);
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
          if (game == null) throw notFound(`No game with id ${id}`);
          return c.json(await withTeamDetails(game));
        },
      )
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
