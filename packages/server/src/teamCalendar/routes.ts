import {
  CALENDAR_FIRST_DAY,
  calendarMessageSchema,
  calendarQuerySchema,
  calendarSaveAnswerSchema,
  can,
  GAME_MESSAGES,
  gameFormSchema,
  gameSchema,
  idPathSchema,
  postponeSchema,
  teamCalendarSchema,
  type CalendarSaveAnswer,
  type Game,
} from '@csz/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { authenticate, caller, noStore, requireMember, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import { loadGames } from '../games/queries';
import { teamCoaches } from '../lookups/queries';
import { calendarGames, gameRow, isOfKind, type CalendarKind } from './queries';
import {
  cancelCalendarGame,
  createCalendarGame,
  deleteCalendarGame,
  postponeCalendarGame,
  updateCalendarGame,
  type CalendarWriter,
  type SaveOutcome,
} from './writes';

/** The two calendar bases of spec §7 and what each holds. */
export const CALENDAR_BASES = {
  games: '/calendar-schedule',
  events: '/calendar-schedule-events',
} as const satisfies Record<CalendarKind, string>;

/**
 * The team calendar (issue 19; spec §7 "Calendar"), under one base per kind: `calendar-schedule`
 * for games, scrimmages and tournaments, `calendar-schedule-events` for custom events. Every call
 * needs a member; who may change what is core's (`can`: approved coaches and directors whose role
 * covers the game, never a Tournament; only directors choose an event's sport). A SiteAdmin has no
 * calendar of their own: staff change games through the import and the staff editor, and on the
 * calendar only through roles they hold, as core says.
 */
export function teamCalendarRoutes<K extends CalendarKind>(deps: AppDeps, kind: K) {
  const { handle, tokens, clock, limiter, writeSportsData } = deps;
  const { db } = handle;
  // Its literal type keeps the routes' paths in the API's type (app.ts AppType).
  const base: (typeof CALENDAR_BASES)[K] = CALENDAR_BASES[kind];
  const what = kind === 'games' ? 'game' : 'custom event';
  const member = [authenticate(db, tokens), noStore, requireMember] as const;

  /** Calendar writes count against the member's and the address's limits, before any body. */
  const limited: MiddlewareHandler<AuthEnv> = async (c, next) => {
    await limiter.consume(c, 'calendarWrite', caller(c).member.id);
    await next();
  };
  const writing = [...member, limited] as const;

  const writer = (c: Context<AuthEnv>): CalendarWriter => {
    const { member: m, actor } = caller(c);
    return { writeSportsData, actor, memberId: m.id, today: clock.today(), now: clock.now() };
  };

  /** A stored game as the answer shows it, with the member's like. */
  const loaded = async (c: Context<AuthEnv>, id: number): Promise<Game> => {
    const [game] = await loadGames(db, [id], clock.today(), caller(c).member.id);
    if (game == null) throw notFound(GAME_MESSAGES.gameNotFound);
    return game;
  };

  const saveAnswer = async (
    c: Context<AuthEnv>,
    outcome: SaveOutcome | { gameId: number; message: string },
  ): Promise<CalendarSaveAnswer> =>
    'saved' in outcome && !outcome.saved
      ? { saved: false, duplicates: outcome.duplicates }
      : { saved: true, message: outcome.message, game: await loaded(c, outcome.gameId) };

  return new Hono<AuthEnv>()
    .get(
      `${base}/calendar`,
      describeJson(
        'Team calendar',
        `The ${what}s between two days (at most 500) of the places named, or of every place the member's roles reach; each with the calendar actions the member may take. Canceled games, and postponed ones given a new date, are left out`,
        { response: teamCalendarSchema, session: true },
      ),
      ...member,
      valid('query', calendarQuerySchema),
      async (c) => {
        const { actor } = caller(c);
        const query = c.req.valid('query');
        return c.json({ items: await calendarGames(db, kind, query, actor, clock.today()) });
      },
    )
    .get(
      `${base}/calendar/:id`,
      describeJson(
        'Team calendar',
        `One ${what}; with its teams' coaches and their contact details for coaches and directors (spec §6). 404 'Game is not found'`,
        { response: gameSchema, session: true },
      ),
      ...member,
      valid('param', idPathSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const row = await gameRow(db, id);
        if (row == null || !isOfKind(row, kind)) throw notFound(GAME_MESSAGES.gameNotFound);
        const game = await loaded(c, id);
        if (!can(caller(c).actor, { action: 'viewCoachContact' }).allowed) return c.json(game);
        const coaches = await Promise.all(
          game.teams.map((t) => teamCoaches(db, t.schoolId, game.sport.id, true)),
        );
        return c.json({ ...game, coaches: coaches.flat() });
      },
    )
    .post(
      `${base}/create`,
      describeJson(
        'Team calendar',
        `Add a ${what}. Answers saved: false with the possible duplicates (same schools and sport, a day either side) unless ignoreDublicates is true`,
        { body: gameFormSchema, response: calendarSaveAnswerSchema, session: true },
      ),
      ...writing,
      valid('json', gameFormSchema),
      async (c) =>
        c.json(await saveAnswer(c, await createCalendarGame(writer(c), kind, c.req.valid('json')))),
    )
    .post(
      `${base}/postpone`,
      describeJson(
        'Team calendar',
        `Postpone a ${what} (copyFromId) to a new date not before its original: a new one on the new date, the old one Postponed. 'date unknown' (startDateUnknown) clears the times`,
        {
          body: postponeSchema(CALENDAR_FIRST_DAY),
          response: calendarSaveAnswerSchema,
          session: true,
        },
      ),
      ...writing,
      // The shape here; the original date, once the game is read, in the write.
      valid('json', postponeSchema(CALENDAR_FIRST_DAY)),
      async (c) =>
        c.json(
          await saveAnswer(c, await postponeCalendarGame(writer(c), kind, c.req.valid('json'))),
        ),
    )
    .put(
      `${base}/cancel/:id`,
      describeJson('Team calendar', `Cancel a ${what}: it leaves the calendar`, {
        response: calendarSaveAnswerSchema,
        session: true,
      }),
      ...writing,
      valid('param', idPathSchema),
      async (c) =>
        c.json(
          await saveAnswer(c, await cancelCalendarGame(writer(c), kind, c.req.valid('param').id)),
        ),
    )
    .put(
      `${base}/:id`,
      describeJson(
        'Team calendar',
        `Change a ${what}. Answers saved: false with the possible duplicates when its day, teams or sport changed, unless ignoreDublicates is true`,
        { body: gameFormSchema, response: calendarSaveAnswerSchema, session: true },
      ),
      ...writing,
      valid('param', idPathSchema),
      valid('json', gameFormSchema),
      async (c) =>
        c.json(
          await saveAnswer(
            c,
            await updateCalendarGame(writer(c), kind, c.req.valid('param').id, c.req.valid('json')),
          ),
        ),
    )
    .delete(
      `${base}/:id`,
      describeJson('Team calendar', `Delete a ${what}: 'Game deleted successfully'`, {
        response: calendarMessageSchema,
        session: true,
      }),
      ...writing,
      valid('param', idPathSchema),
      async (c) => {
        const { message } = await deleteCalendarGame(writer(c), kind, c.req.valid('param').id);
        return c.json({ message });
      },
    );
}
