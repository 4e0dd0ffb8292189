import { spiritPointsByDateSchema, spiritPointsByMonthSchema, spiritStatsSchema } from '@csz/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { authenticate, caller, noStore, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { memberTimeZone, pointsByDate, pointsByMonth, spiritStats } from './queries';

/** The member's own Spirit Points (spec §7 "Spirit points"); a guest is a 401. */
export function pointsRoutes({ handle, tokens, clock }: AppDeps): Hono<AuthEnv> {
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
    );
}
