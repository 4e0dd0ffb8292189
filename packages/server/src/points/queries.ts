import {
  daysStreak,
  memberDisplayName,
  SERVICE_TIME_ZONE,
  SPIRIT_POINTS,
  sortByRolePriority,
  type DateString,
  type Leaderboard,
  type SpiritPointsByDate,
  type SpiritPointsByMonth,
  type SpiritStats,
} from '@csz/core';
import { and, count, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberRoles } from '../accounts/schema';
import { schools, states } from '../lookups/schema';
import { spiritPointAwards, spiritPointTotals } from './schema';

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
    // From the kept totals (migration 0015), by their index, not by summing the whole ledger.
    const [above] = await db
      .select({ members: count() })
      .from(spiritPointTotals)
      .where(gt(spiritPointTotals.points, sum));
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

/** Whose leaderboard: a state's members or a school's. */
export type LeaderboardPlace = { stateId: number } | { schoolId: number };

/**
 * The members of a place who have a current (Approved) role there (core's viewLeaderboard reads
 * a member's roles the same way, to say who may see the board): at a school, its roles and follows; in a state, every role whose state it is: the role's own
 * state, else its school's or its county's (the role writes fill the state in, but a row written
 * without one still counts). A pending request (a coach's claim staff have not approved) puts
 * nobody on a board. Each branch reads one of migration 0015's partial indexes (not Rejected),
 * whose predicate an Approved status implies.
 */
function placeMembers(place: LeaderboardPlace): SQL {
  const current = sql`r.status = 'Approved'`;
  if ('schoolId' in place) {
    return sql`select r.member_id from member_roles r where r.followed_school_id = ${place.schoolId} and ${current}`;
  }
  return sql`
    select r.member_id from member_roles r
      where r.followed_state_id = ${place.stateId} and ${current}
    union
    select r.member_id from member_roles r join schools s on s.id = r.followed_school_id
      where r.followed_state_id is null and s.state_id = ${place.stateId} and ${current}
    union
    select r.member_id from member_roles r join districts d on d.id = r.followed_district_id
      where r.followed_state_id is null and r.followed_school_id is null
        and d.state_id = ${place.stateId} and ${current}`;
}

/** The name of a leaderboard's place, or null when there is no such state or school. */
export async function leaderboardPlaceName(
  db: Database,
  place: LeaderboardPlace,
): Promise<string | null> {
  const [row] =
    'schoolId' in place
      ? await db.select({ name: schools.name }).from(schools).where(eq(schools.id, place.schoolId))
      : await db.select({ name: states.name }).from(states).where(eq(states.id, place.stateId));
  return row?.name ?? null;
}

/**
 * A place's Spirit Points leaderboard (issue 18): its active members with points, by their total
 * (spirit_point_totals, which triggers keep to the ledger's sum), with competition ranking (equal
 * totals share a rank and the next one skips: 1, 2, 2, 4, as standings tables and golf read), ties
 * listed by member id so pages never overlap; the page asked for, how many are ranked, and the
 * caller's own rank there (null when they are not ranked). Names by core's memberDisplayName:
 * never an email. One query: the page and the caller's row are read from the same ranking. Null
 * when the place does not exist.
 */
export async function leaderboard(
  db: Database,
  place: LeaderboardPlace,
  { page, perPage }: { page: number; perPage: number },
  callerId: number,
): Promise<Leaderboard | null> {
  const name = await leaderboardPlaceName(db, place);
  if (name == null) return null;
  const from = (page - 1) * perPage;
  const result = (await db.execute(
    leaderboardStatement(place, { page, perPage }, callerId),
  )) as unknown as {
    rows: {
      member_id: number;
      total: number;
      rank: number;
      position: number | string;
      ranked: number;
      display_name: string | null;
      first_name: string | null;
      last_name: string | null;
      avatar_url: string | null;
    }[];
  };
  const rows = result.rows;
  const mine = rows.find((row) => row.member_id === callerId);
  const onPage = rows.filter((row) => {
    const position = Number(row.position);
    return position > from && position <= from + perPage;
  });
  let total = rows[0]?.ranked ?? 0;
  if (total === 0 && page > 1) total = await rankedCount(db, place);
  return {
    items: onPage.map((row) => ({
      rank: row.rank,
      memberId: row.member_id,
      displayName: memberDisplayName({
        displayName: row.display_name,
        firstName: row.first_name,
        lastName: row.last_name,
      }),
      avatarUrl: row.avatar_url,
      spiritPoints: row.total,
    })),
    total,
    you: mine == null ? null : { rank: mine.rank, spiritPoints: mine.total },
    place: { name },
  };
}

/**
 * The leaderboard's one statement (see {@link leaderboard}): the page's rows and the caller's,
 * each with its rank, position and the number ranked. Exported for the benchmark's plans.
 */
export function leaderboardStatement(
  place: LeaderboardPlace,
  { page, perPage }: { page: number; perPage: number },
  callerId: number,
): SQL {
  const from = (page - 1) * perPage;
  return sql`
    with place_members as (${placeMembers(place)}),
    totals as (
      select t.member_id, t.points as total
      from (select distinct member_id from place_members) p
      join spirit_point_totals t on t.member_id = p.member_id
      where t.points > 0
    ),
    ranked as (
      select t.member_id, t.total,
        rank() over (order by t.total desc)::int as rank,
        row_number() over (order by t.total desc, t.member_id) as position,
        count(*) over ()::int as ranked
      from totals t join members m on m.id = t.member_id and m.is_active
    )
    select ranked.member_id, ranked.total, ranked.rank, ranked.position, ranked.ranked,
      m.display_name, m.first_name, m.last_name, m.avatar_url
    from ranked join members m on m.id = ranked.member_id
    where (ranked.position > ${from} and ranked.position <= ${from + perPage})
      or ranked.member_id = ${callerId}
    order by ranked.position`;
}

/** How many members a place ranks (for a page past the last, which returns no rows to count). */
async function rankedCount(db: Database, place: LeaderboardPlace): Promise<number> {
  const result = (await db.execute(sql`
    with place_members as (${placeMembers(place)})
    select count(*)::int as n
    from spirit_point_totals t join members m on m.id = t.member_id and m.is_active
    where t.member_id in (select member_id from place_members) and t.points > 0`)) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}
