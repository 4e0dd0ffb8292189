import {
  SPIRIT_POINT_VALUES,
  SPIRIT_POINTS,
  spiritPointsByDateSchema,
  spiritPointsByMonthSchema,
  spiritStatsSchema,
  type GamesPage,
  type LoginResponse,
  type SpiritStats,
} from '@csz/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { memberRoles, members } from '../accounts/schema';
import { states } from '../lookups/schema';
import { describeOnEngines } from '../testing/engines';
import { startTestServer, TEST_TODAY } from '../testing/testServer';
import { spiritStats } from './queries';
import { spiritPointAwards } from './schema';
import { awardPoints } from './writes';

const LIKE = SPIRIT_POINT_VALUES[SPIRIT_POINTS.likedGame];

describeOnEngines('Spirit Points', startTestServer, (server) => {
  let gameIds: number[];

  beforeAll(async () => {
    const { body } = await server.get<GamesPage>(`/api/csz/games?date=${TEST_TODAY}&perPage=3`);
    gameIds = body.items.map((game) => game.id);
  });

  /** A new member with no points yet. */
  async function newMember(name: string): Promise<{ token: string; id: number }> {
    const { body } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email: `${name}@example.com`, password: 'points-pass-1' },
    });
    const [member] = await server.handle.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, `${name}@example.com`));
    return { token: body.accessToken, id: member!.id };
  }
  const stats = (token: string | null) =>
    server.call<SpiritStats>('GET', '/api/csz/spiritPoints/member/commonStat', { token });

  it('asks a guest to log in', async () => {
    for (const path of ['commonStat', 'pointsGroupedByDate', 'pointsGroupedByMonth'] as const) {
      const answer = await server.call('GET', `/api/csz/spiritPoints/member/${path}`);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ logout: true });
    }
  });

  it('answers hostile requests with a 4xx and changes nothing', async () => {
    const { token } = await newMember('hostile');
    const path = '/api/csz/spiritPoints/member/commonStat';
    expect((await server.call('GET', `${path}?page=%00`, { token })).status).toBe(400);
    expect((await server.call('GET', path, { token: `${token}x` })).body).toMatchObject({
      logout: true,
    });
    expect(
      (await server.call('GET', path, { headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' } }))
        .status,
    ).toBe(401);
    // Read-only: writing to it is not a route.
    expect((await server.raw('POST', path, { token, json: { sum: 1_000_000 } })).status).toBe(404);
    expect(spiritStatsSchema.parse((await stats(token)).body).spiritPoints.sum).toBe(0);
  });

  it('starts a new member at nothing, without a rank', async () => {
    const { token } = await newMember('no.points');
    const answer = await stats(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(spiritStatsSchema.parse(answer.body)).toEqual({
      rank: null,
      spiritPoints: { sum: 0 },
      correctScores: { count: 0 },
      allEventsCount: { count: 0 },
      daysStreak: 0,
    });
  });

  it('awards a liked game once, however often it is liked, unliked and liked again', async () => {
    const { token } = await newMember('liker');
    const like = (id: number, type: 'Like' | 'Unlike') =>
      server.call('PUT', `/api/csz/games/reactions/${id}`, { token, json: { type } });
    expect((await like(gameIds[0]!, 'Like')).status).toBe(200);
    await like(gameIds[0]!, 'Unlike');
    await like(gameIds[0]!, 'Like');
    await like(gameIds[1]!, 'Like');
    await like(gameIds[2]!, 'Unlike');
    const answer = spiritStatsSchema.parse((await stats(token)).body);
    expect(answer).toMatchObject({
      spiritPoints: { sum: 2 * LIKE },
      allEventsCount: { count: 2 },
      daysStreak: 1,
    });
    expect(answer.rank).toBeGreaterThanOrEqual(1);

    const byDate = await server.call('GET', '/api/csz/spiritPoints/member/pointsGroupedByDate', {
      token,
    });
    expect(z.array(spiritPointsByDateSchema).parse(byDate.body)).toEqual([
      { date: TEST_TODAY, spiritPoints: 2 * LIKE },
    ]);
    const byMonth = await server.call('GET', '/api/csz/spiritPoints/member/pointsGroupedByMonth', {
      token,
    });
    expect(z.array(spiritPointsByMonthSchema).parse(byMonth.body)).toEqual([
      {
        year: Number(TEST_TODAY.slice(0, 4)),
        month: Number(TEST_TODAY.slice(5, 7)),
        spiritPointsSum: 2 * LIKE,
      },
    ]);
  });

  it('counts days in the member’s own time zone, ranks by total, and counts confirmed scores', async () => {
    const { db } = server.handle;
    const { id } = await newMember('night.owl');
    // A fan of a Maryland school: their days are New York's.
    const [maryland] = await db.select().from(states).where(eq(states.abbreviation, 'MD'));
    await db.insert(memberRoles).values({
      memberId: id,
      role: 'Fan',
      status: 'Approved',
      followedStateId: maryland!.id,
    });
    // Friday 22:30 in Maryland is Saturday 03:30 UTC: it counts on Friday.
    const award = (type: (typeof SPIRIT_POINTS)[keyof typeof SPIRIT_POINTS], at: string) =>
      db.transaction((tx) => awardPoints(tx, id, type, `test:${at}`, new Date(at)));
    expect(await award(SPIRIT_POINTS.reportedCorrectScore, '2026-11-21T03:30:00Z')).toBe(
      SPIRIT_POINT_VALUES[SPIRIT_POINTS.reportedCorrectScore],
    );
    await award(SPIRIT_POINTS.likedGame, '2026-11-21T15:00:00Z');
    await award(SPIRIT_POINTS.likedGame, '2026-11-22T15:00:00Z');
    // The same award again is nothing.
    expect(await award(SPIRIT_POINTS.likedGame, '2026-11-22T15:00:00Z')).toBe(0);

    // On Sunday evening in Maryland: Friday, Saturday and Sunday have points.
    const sunday = await spiritStats(db, id, new Date('2026-11-23T01:00:00Z'));
    expect(sunday).toMatchObject({
      correctScores: { count: 1 },
      allEventsCount: { count: 3 },
      daysStreak: 3,
    });
    // (Counted in UTC the days would be Saturday and Sunday only: a streak of 2.)
    const rows = await db
      .select()
      .from(spiritPointAwards)
      .where(eq(spiritPointAwards.memberId, id));
    expect(rows).toHaveLength(3);
    // A streak ends when a whole day passes without points.
    expect((await spiritStats(db, id, new Date('2026-11-25T12:00:00Z'))).daysStreak).toBe(0);

    // More points than the liker above: ranked ahead of them.
    const liker = await db.select().from(members).where(eq(members.email, 'liker@example.com'));
    const likerRank = (await spiritStats(db, liker[0]!.id, new Date())).rank!;
    expect(sunday.rank).toBeLessThan(likerRank);
  });
});
