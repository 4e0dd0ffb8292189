import {
  leaderboardSchema,
  shareGameResponseSchema,
  SHARED_GAME_DAILY_LIMIT,
  SPIRIT_POINT_VALUES,
  SPIRIT_POINTS,
  type Leaderboard,
  type LoginResponse,
} from '@csz/core';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { memberRoles, members } from '../accounts/schema';
import { schools } from '../lookups/schema';
import { describeOnEngines } from '../testing/engines';
import { anotherSchoolPlace, headCoachPlace, insertGame, type DemoPlace } from '../testing/places';
import { startTestServer, TEST_TODAY } from '../testing/testServer';
import { spiritPointAwards } from './schema';

const SHARE = SPIRIT_POINT_VALUES[SPIRIT_POINTS.sharedGame];

describeOnEngines('sharing games and the leaderboard', startTestServer, (server) => {
  let place: DemoPlace;
  /** A school of the demo state where nobody but this suite's members has a role. */
  let quiet: DemoPlace;
  let gameId: number;

  beforeAll(async () => {
    place = await headCoachPlace(server.handle.db);
    quiet = await anotherSchoolPlace(server.handle.db, place, 7);
    gameId = (await insertGame(server.handle.db, place)).id;
  });

  async function newMember(name: string): Promise<{ token: string; id: number }> {
    const { body } = await server.call<LoginResponse>('POST', '/api/csz/register', {
      json: { email: `${name}@example.com`, password: 'leaderboard-1', displayName: name },
    });
    const [member] = await server.handle.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, `${name}@example.com`));
    return { token: body.accessToken, id: member!.id };
  }
  const ledger = (memberId: number) =>
    server.handle.db
      .select({ type: spiritPointAwards.type, subject: spiritPointAwards.subject })
      .from(spiritPointAwards)
      .where(eq(spiritPointAwards.memberId, memberId));
  const share = (id: number | string, token: string | null, init: object = {}) =>
    server.call<{ spiritPoints: number }>('POST', `/api/csz/games/share/${id}`, {
      token,
      ...init,
    });

  it('awards a shared game once per member: the points now, then 0', async () => {
    const { token, id } = await newMember('sharer');
    const first = await share(gameId, token);
    expect(first.status).toBe(200);
    expect(shareGameResponseSchema.parse(first.body)).toEqual({ spiritPoints: SHARE });
    expect((await share(gameId, token)).body).toEqual({ spiritPoints: 0 });
    expect(await ledger(id)).toEqual([{ type: 8, subject: `game:${gameId}` }]);
  });

  it('awards shared games for a few games a day; more shares answer 200 and earn nothing', async () => {
    const { token, id } = await newMember('daily.sharer');
    const many = await Promise.all(
      Array.from({ length: SHARED_GAME_DAILY_LIMIT + 3 }, () =>
        insertGame(server.handle.db, place),
      ),
    );
    const first = many.slice(0, SHARED_GAME_DAILY_LIMIT - 1);
    for (const game of first) {
      expect((await share(game.id, token)).body).toEqual({ spiritPoints: SHARE });
    }
    // Two shares at once at the limit: one earns the last award of the day.
    const atOnce = await Promise.all(
      many
        .slice(SHARED_GAME_DAILY_LIMIT - 1, SHARED_GAME_DAILY_LIMIT + 1)
        .map((g) => share(g.id, token)),
    );
    expect(atOnce.map((a) => a.status)).toEqual([200, 200]);
    expect(atOnce.map((a) => a.body.spiritPoints).sort()).toEqual([0, SHARE]);
    const past = await share(many.at(-1)!.id, token);
    expect(past).toMatchObject({ status: 200, body: { spiritPoints: 0 } });
    expect(await ledger(id)).toHaveLength(SHARED_GAME_DAILY_LIMIT);
    // The day is the last 24 hours: awards older than that no longer count.
    await server.handle.db
      .update(spiritPointAwards)
      .set({ createdAt: new Date(Date.parse(`${TEST_TODAY}T12:00:00Z`) - 25 * 3_600_000) })
      .where(eq(spiritPointAwards.memberId, id));
    expect((await share(many.at(-1)!.id, token)).body).toEqual({ spiritPoints: SHARE });
  });

  it('refuses guests, unknown games and hostile input, and awards nothing', async () => {
    const { token, id } = await newMember('hostile.sharer');
    expect((await share(gameId, null)).status).toBe(401);
    expect((await share(gameId, `${token}x`)).status).toBe(401);
    expect((await share(999_999, token)).status).toBe(404);
    for (const bad of ['abc', '-1', '0', '1.5', '%00', '99999999999', '1%0A']) {
      expect((await share(bad, token)).status, bad).toBe(400);
    }
    const textBody = await share(gameId, token, {
      body: 'share please',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(textBody.status).toBe(415);
    expect((await server.call('GET', `/api/csz/games/share/${gameId}`, { token })).status).toBe(
      404,
    );
    expect(await ledger(id)).toEqual([]);
  });

  /** A member with a role at a place and some points, as the ledger would hold them. */
  async function ranked(name: string, points: number, role: typeof memberRoles.$inferInsert) {
    const member = await newMember(name);
    await server.handle.db.insert(memberRoles).values({ ...role, memberId: member.id });
    if (points > 0) {
      await server.handle.db
        .insert(spiritPointAwards)
        .values({ memberId: member.id, type: 12, subject: `test:${name}`, points });
    }
    return member;
  }
  const atQuiet = (status: 'Approved' | 'Pending' | 'Rejected' = 'Approved') => ({
    memberId: 0,
    role: 'Fan' as const,
    followedStateId: quiet.stateId,
    followedDistrictId: quiet.districtId,
    followedSchoolId: quiet.schoolId,
    status,
  });
  const board = (query: string, token: string | null) =>
    server.call<Leaderboard>('GET', `/api/csz/spiritPoints/leaderboard?${query}`, { token });

  it("ranks a school's members by points, ties sharing a rank (1, 2, 2, 4), with the caller's own", async () => {
    const a = await ranked('lb.first', 50, atQuiet());
    const b = await ranked('lb.tied.one', 30, atQuiet());
    const c = await ranked('lb.tied.two', 30, atQuiet());
    const d = await ranked('lb.fourth', 10, atQuiet());
    // Not ranked: a declined role, a request staff have not approved, no points, and an account
    // no longer active.
    await ranked('lb.rejected', 500, atQuiet('Rejected'));
    const pending = await ranked('lb.pending', 400, atQuiet('Pending'));
    const none = await ranked('lb.nothing', 0, atQuiet());
    const gone = await ranked('lb.gone', 900, atQuiet());
    await server.handle.db.update(members).set({ isActive: false }).where(eq(members.id, gone.id));

    const answer = await board(`schoolId=${quiet.schoolId}`, d.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const parsed = leaderboardSchema.parse(answer.body);
    const [school] = await server.handle.db
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, quiet.schoolId));
    expect(parsed).toEqual({
      items: [
        { rank: 1, memberId: a.id, displayName: 'lb.first', avatarUrl: null, spiritPoints: 50 },
        { rank: 2, memberId: b.id, displayName: 'lb.tied.one', avatarUrl: null, spiritPoints: 30 },
        { rank: 2, memberId: c.id, displayName: 'lb.tied.two', avatarUrl: null, spiritPoints: 30 },
        { rank: 4, memberId: d.id, displayName: 'lb.fourth', avatarUrl: null, spiritPoints: 10 },
      ],
      total: 4,
      you: { rank: 4, spiritPoints: 10 },
      place: { name: school!.name },
    });
    // Never an email.
    expect(JSON.stringify(answer.body)).not.toContain('@');
    // Pages: the caller's own rank is there on any page; a page past the end is empty.
    const second = leaderboardSchema.parse(
      (await board(`schoolId=${quiet.schoolId}&page=2&perPage=2`, a.token)).body,
    );
    expect(second.items.map((i) => i.memberId)).toEqual([c.id, d.id]);
    expect(second).toMatchObject({ total: 4, you: { rank: 1, spiritPoints: 50 } });
    const past = leaderboardSchema.parse(
      (await board(`schoolId=${quiet.schoolId}&page=9`, a.token)).body,
    );
    expect(past).toMatchObject({ items: [], total: 4, you: { rank: 1 } });
    // A member not ranked there has no standing of their own.
    expect((await board(`schoolId=${quiet.schoolId}`, none.token)).body.you).toBeNull();
    // A pending request is no membership: that member may not read the board either.
    expect(await board(`schoolId=${quiet.schoolId}`, pending.token)).toMatchObject({
      status: 403,
      body: { message: 'You can see the leaderboards of your own schools and states' },
    });
  });

  it("shows a school's or a state's board to its members and staff only", async () => {
    const member = await ranked('lb.reader', 5, atQuiet());
    const elsewhere = await ranked('lb.elsewhere', 5, {
      memberId: 0,
      role: 'Fan',
      followedStateId: place.stateId,
      followedDistrictId: place.districtId,
      followedSchoolId: place.schoolId,
      status: 'Approved',
    });
    const stranger = await newMember('lb.stranger');
    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    const forbidden = {
      status: 403,
      body: { message: 'You can see the leaderboards of your own schools and states' },
    };
    expect((await board(`schoolId=${quiet.schoolId}`, member.token)).status).toBe(200);
    expect(await board(`schoolId=${quiet.schoolId}`, elsewhere.token)).toMatchObject(forbidden);
    expect(await board(`schoolId=${quiet.schoolId}`, stranger.token)).toMatchObject(forbidden);
    expect(await board(`stateId=${quiet.stateId}`, stranger.token)).toMatchObject(forbidden);
    // A role at another school of the state is a role in the state.
    expect((await board(`stateId=${quiet.stateId}`, elsewhere.token)).status).toBe(200);
    const staff = await board(`schoolId=${quiet.schoolId}`, admin);
    expect(staff.status).toBe(200);
    expect(staff.body.items.map((i) => i.memberId)).toContain(member.id);
    expect((await board(`stateId=${quiet.stateId}`, admin)).status).toBe(200);
  });

  it('ranks a state by its roles, their schools and counties, and names the state', async () => {
    const { db } = server.handle;
    // A role written without its state still counts, by its school's.
    const bySchool = await ranked('lb.state.school', 7_000, {
      ...atQuiet(),
      followedStateId: null,
    });
    const byCounty = await ranked('lb.state.county', 6_000, {
      memberId: 0,
      role: 'LeagueDirector',
      followedDistrictId: quiet.districtId,
      status: 'Approved',
    });
    const answer = leaderboardSchema.parse(
      (await board(`stateId=${quiet.stateId}&perPage=50`, bySchool.token)).body,
    );
    expect(answer.items.slice(0, 2).map((i) => [i.rank, i.memberId])).toEqual([
      [1, bySchool.id],
      [2, byCounty.id],
    ]);
    expect(answer.you).toEqual({ rank: 1, spiritPoints: 7_000 });
    expect(answer.place.name).toBe('Maryland');
    // Ranks never go down the page, and equal totals share one.
    const [counted] = await db
      .select({ n: sql<number>`count(distinct ${memberRoles.memberId})::int` })
      .from(memberRoles)
      .where(and(eq(memberRoles.followedStateId, quiet.stateId)));
    expect(answer.total).toBeLessThanOrEqual(counted!.n + 1);
    answer.items.forEach((item, i) => {
      if (i === 0) return;
      const before = answer.items[i - 1]!;
      expect(item.spiritPoints).toBeLessThanOrEqual(before.spiritPoints);
      expect(item.rank).toBe(item.spiritPoints === before.spiritPoints ? before.rank : i + 1);
    });
  });

  it("keeps every member's total to their ledger: awards given, taken back, and many at once", async () => {
    const { token, id } = await newMember('lb.totals');
    const posted = await server.call<{ id: number }>('POST', '/api/forums/posts', {
      token,
      json: { kind: 'Post', message: 'Here and gone' },
    });
    expect(posted.status).toBe(201);
    await share(gameId, token);
    // Deleting the post takes its award back (forum/writes.ts), as a delete of ledger rows.
    expect(
      (await server.call('DELETE', `/api/forums/posts/${posted.body.id}`, { token })).status,
    ).toBe(200);
    await server.handle.db.insert(spiritPointAwards).values([
      { memberId: id, type: 22, subject: 'test:a', points: 1 },
      { memberId: id, type: 22, subject: 'test:b', points: 1 },
    ]);
    const drift = await server.handle.db.execute(sql`
      select m.id from members m
      left join spirit_point_totals t on t.member_id = m.id
      where coalesce(t.points, 0) <>
        coalesce((select sum(a.points) from spirit_point_awards a where a.member_id = m.id), 0)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [mine] = (
      (await server.handle.db.execute(
        sql`select points from spirit_point_totals where member_id = ${id}`,
      )) as unknown as { rows: { points: number }[] }
    ).rows;
    expect(mine!.points).toBe(SHARE + 2);
  });

  it('asks a guest to log in, and answers hostile queries with a 4xx', async () => {
    const { token } = await newMember('lb.hostile');
    expect((await board(`schoolId=${quiet.schoolId}`, null)).status).toBe(401);
    for (const query of [
      '',
      `stateId=${quiet.stateId}&schoolId=${quiet.schoolId}`,
      `schoolId=${quiet.schoolId}&perPage=51`,
      `schoolId=${quiet.schoolId}&perPage=0`,
      `schoolId=${quiet.schoolId}&page=-1`,
      `schoolId=${quiet.schoolId}&page=0`,
      `schoolId=${quiet.schoolId}&page=%00`,
      'schoolId=abc',
      'schoolId=-3',
      'stateId=1%0A',
      'schoolId=99999999999',
    ]) {
      expect((await board(query, token)).status, query).toBe(400);
    }
    expect((await board('', token)).body).toMatchObject({
      errors: { stateId: 'Give a state or a school', schoolId: 'Give a state or a school' },
    });
    expect(
      (await board(`stateId=${quiet.stateId}&schoolId=${quiet.schoolId}`, token)).body,
    ).toMatchObject({ errors: { stateId: 'Give a state or a school, not both' } });
    expect((await board('schoolId=999999', token)).status).toBe(404);
    expect((await board('stateId=999999', token)).status).toBe(404);
    expect(
      (await server.raw('POST', '/api/csz/spiritPoints/leaderboard?stateId=1', { token })).status,
    ).toBe(404);
  });
});
