import {
  daysStreak,
  SERVICE_TIME_ZONE,
  SPIRIT_POINTS,
  sortByRolePriority,
  type DateString,
  type SpiritPointsByDate,
  type SpiritPointsByMonth,
  type SpiritStats,
} from '@csz/core';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberRoles, states } from '../db/schema';
import { spiritPointAwards } from './schema';

/**
 * The time zone a member's days are counted in: their highest role's state's (a Friday game that
 * ends after midnight UTC counts on Friday in Maryland), else the service's (America/New_York).
 */
export async function memberTimeZone(db: Database, memberId: number): Promise<string> {
  const rows = await db
    .select({ role: memberRoles.role, timezone: states.timezone })
    .from(memberRoles)
    .innerJoin(states, eq(states.id, memberRoles.followedStateId))
    .where(and(eq(memberRoles.memberId, memberId), isNotNull(memberRoles.followedStateId)));
  return sortByRolePriority(rows, (row) => row.role)[0]?.timezone ?? SERVICE_TIME_ZONE;
}

/** The member's total points. */
export async function pointsSum(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${spiritPointAwards.points}), 0)::int` })
    .from(spiritPointAwards)
    .where(eq(spiritPointAwards.memberId, memberId));
  return row?.sum ?? 0;
}

/** Points per local day, newest first (spec §7 pointsGroupedByDate). */
export async function pointsByDate(
  db: Database,
  memberId: number,
  timeZone: string,
): Promise<SpiritPointsByDate[]> {
  const day = sql<string>`to_char(${spiritPointAwards.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, spiritPoints: sql<number>`sum(${spiritPointAwards.points})::int` })
    .from(spiritPointAwards)
    .where(eq(spiritPointAwards.memberId, memberId))
    // By position: the time zone is a parameter, and each mention of it would be another one.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows;
}

/** Points per local month, oldest first ('Points Earned by Month'). */
export async function pointsByMonth(
  db: Database,
  memberId: number,
  timeZone: string,
): Promise<SpiritPointsByMonth[]> {
  const local = sql`${spiritPointAwards.createdAt} at time zone ${timeZone}`;
  const year = sql<number>`extract(year from ${local})::int`;
  const month = sql<number>`extract(month from ${local})::int`;
  return db
    .select({ year, month, spiritPointsSum: sql<number>`sum(${spiritPointAwards.points})::int` })
    .from(spiritPointAwards)
    .where(eq(spiritPointAwards.memberId, memberId))
    .groupBy(sql`1, 2`)
    .orderBy(sql`1, 2`);
}

/**
 * A member's standing (spec §3 "Spirit stats"): rank among members with points (1 is the most;
 * null with none), the sum, scores reported that staff confirmed, every award counted as an event,
 * and the streak of local days with points up to `today` in the member's time zone.
 */
export async function spiritStats(db: Database, memberId: number, now: Date): Promise<SpiritStats> {
  const timeZone = await memberTimeZone(db, memberId);
  const [sum, [counts], days] = await Promise.all([
    pointsSum(db, memberId),
    db
      .select({
        events: count(),
        correct: sql<number>`(count(*) filter (where ${spiritPointAwards.type} = ${SPIRIT_POINTS.reportedCorrectScore}))::int`,
      })
      .from(spiritPointAwards)
      .where(eq(spiritPointAwards.memberId, memberId)),
    pointsByDate(db, memberId, timeZone),
  ]);
  let rank: number | null = null;
  if (sum > 0) {
    const totals = db
      .select({ total: sql<number>`sum(${spiritPointAwards.points})`.as('total') })
      .from(spiritPointAwards)
      .groupBy(spiritPointAwards.memberId)
      .as('totals');
    const [above] = await db
      .select({ members: count() })
      .from(totals)
      .where(sql`${totals.total} > ${sum}`);
    rank = (above?.members ?? 0) + 1;
  }
  const today = localDate(now, timeZone);
  return {
    rank,
    spiritPoints: { sum },
    correctScores: { count: counts?.correct ?? 0 },
    allEventsCount: { count: counts?.events ?? 0 },
    daysStreak: daysStreak(
      days.map((d) => d.date),
      today,
    ),
  };
}

/** The calendar date at an instant in a time zone. */
function localDate(now: Date, timeZone: string): DateString {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}
