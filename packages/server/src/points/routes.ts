import {
  can,
  leaderboardQuerySchema,
  leaderboardSchema,
  spiritPointsByDateSchema,
  spiritPointsByMonthSchema,
  spiritStatsSchema,
} from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate, caller, noStore, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { describeJson } from '../http/openapi';
import { valid } from '../http/validation';
import {
  leaderboard,
  leaderboardPlaceName,
  memberTimeZone,
  pointsByDate,
  pointsByMonth,
  spiritStats,
  type LeaderboardPlace,
} from './queries';

/** The 403 of a leaderboard of a place where the caller holds no approved role. */
export const LEADERBOARD_FORBIDDEN_MESSAGE =
  'You can see the leaderboards of your own schools and states';

/**
 * The member's own Spirit Points (spec §7 "Spirit points") and the leaderboards of their schools
 * and states; a guest is a 401, a member of elsewhere a 403 (members' names are for members:
 * these are minors' schools).
 */
export function pointsRoutes({ handle, tokens, clock }: AppDeps) {
  const { db } = handle;
  const member = [authenticate(db, tokens), noStore] as const;
  return new Hono<AuthEnv>()
    .get(
      '/spiritPoints/member/commonStat',
      describeJson(
        'Spirit Points',
        "The member's rank, points, confirmed score reports, events and streak of days with points (in their state's time zone)",
        { response: spiritStatsSchema, session: true },
      ),
      ...member,
      async (c) => c.json(await spiritStats(db, caller(c).member.id, clock.now())),
    )
    .get(
      '/spiritPoints/member/pointsGroupedByDate',
      describeJson(
        'Spirit Points',
        "The member's points per day, newest first, for the chart (which reverses them)",
        { response: z.array(spiritPointsByDateSchema), session: true },
      ),
      ...member,
      async (c) => {
        const { id } = caller(c).member;
        return c.json(await pointsByDate(db, id, await memberTimeZone(db, id)));
      },
    )
    .get(
      '/spiritPoints/member/pointsGroupedByMonth',
      describeJson(
        'Spirit Points',
        "The member's points per month, oldest first, for 'Points Earned by Month'",
        { response: z.array(spiritPointsByMonthSchema), session: true },
      ),
      ...member,
      async (c) => {
        const { id } = caller(c).member;
        return c.json(await pointsByMonth(db, id, await memberTimeZone(db, id)));
      },
    )
    .get(
      '/spiritPoints/leaderboard',
      describeJson(
        'Spirit Points',
        "A state's (?stateId) or a school's (?schoolId) members with an approved role there, for a caller with an approved role there (else 403; staff see any), by total points; equal totals share a rank (competition ranking: 1, 2, 2, 4). page, perPage (at most 50, 25 by default); you is the caller's own rank there, or null",
        { response: leaderboardSchema, session: true },
      ),
      ...member,
      valid('query', leaderboardQuerySchema),
      async (c) => {
        const { stateId, schoolId, page, perPage } = c.req.valid('query');
        const place: LeaderboardPlace = schoolId != null ? { schoolId } : { stateId: stateId! };
        const { actor, member } = caller(c);
        const missing = () =>
          notFound(
            schoolId != null ? `No school with id ${schoolId}` : `No state with id ${stateId}`,
          );
        // Names and pictures of minors at a school: for its own members, and staff (issue 18).
        if (!can(actor, { action: 'viewLeaderboard', place }).allowed) {
          if ((await leaderboardPlaceName(db, place)) == null) throw missing();
          throw forbidden(LEADERBOARD_FORBIDDEN_MESSAGE);
        }
        const board = await leaderboard(db, place, { page, perPage }, member.id);
        if (board == null) throw missing();
        return c.json(board);
      },
    );
}
