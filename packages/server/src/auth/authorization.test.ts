import { shiftDate } from '@csz/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { memberRoles, members } from '../accounts/schema';
import { games } from '../games/schema';
import { schools } from '../lookups/schema';
import { anotherSchoolPlace, insertGame, type TestGame } from '../testing/places';
import { scoreReports } from '../scores/schema';
import { coachReports } from '../accounts/schema';
import { forumComments, forumPosts } from '../forum/schema';
import { describeOnEngines } from '../testing/engines';
import { startTestServer, TEST_TODAY, type TestServer } from '../testing/testServer';
import { storeReport } from '../reports/writes';
import { testPng, uploadForm } from '../testing/uploads';

/** Every kind of caller: a guest and one demo member per role (README "Demo accounts"). */
const ACTORS = [
  'guest',
  'fan',
  'player',
  'parent',
  'alumni',
  'ambassador',
  'assistant.coach',
  'head.coach',
  'athletic.director',
  'league.director',
  'pending.coach',
  'admin',
] as const;
type ActorName = (typeof ACTORS)[number];

const MEMBERS = ACTORS.filter((a) => a !== 'guest');
const APPROVED_ROLE_HOLDERS = MEMBERS.filter((a) => a !== 'admin' && a !== 'pending.coach');
const COACHES_AND_DIRECTORS = [
  'assistant.coach',
  'head.coach',
  'athletic.director',
  'league.director',
] as const;

interface Context {
  server: TestServer;
  tokens: Record<ActorName, string | null>;
  /** Member ids of the actors, and of a member who is none of them. */
  ids: Record<ActorName | 'victim', number>;
  /** Each actor's own first role entry. */
  ownRole: Partial<Record<ActorName, number>>;
  schoolId: number;
  sportId: number;
  districtId: number;
  stateId: number;
  /** A school of the demo state where no actor holds a role but the one rows give them. */
  boardSchoolId: number;
  png: Uint8Array<ArrayBuffer>;
  /** A game taking scores, made on first use. */
  scoreGame?: TestGame;
  /** A missing-scores report of the demo school, made on first use. */
  schoolReport?: number;
  /** Duplicate reports made so far: each is stored for a night of its own. */
  duplicateReports?: number;
}

/**
 * A role entry as given, stored directly: a member holds the same role once (the table's unique
 * constraint), so one left from an earlier call is taken again, with the status given.
 */
async function storeRole(ctx: Context, values: typeof memberRoles.$inferInsert): Promise<number> {
  const [row] = await ctx.server.handle.db
    .insert(memberRoles)
    .values(values)
    .onConflictDoUpdate({
      target: [
        memberRoles.memberId,
        memberRoles.role,
        memberRoles.followedSchoolId,
        memberRoles.followedSportId,
        memberRoles.followedDistrictId,
      ],
      set: { status: values.status },
    })
    .returning({ id: memberRoles.id });
  return row!.id;
}

/** Another member's follow of the demo school, for one removal attempt. */
function victimFollow(ctx: Context): Promise<number> {
  return storeRole(ctx, {
    memberId: ctx.ids.victim,
    role: 'Fan',
    followedSchoolId: ctx.schoolId,
    followedDistrictId: ctx.districtId,
    followedStateId: ctx.stateId,
    status: 'Approved',
  });
}

/** A fresh pending role at the demo school, for one approval attempt. */
async function pendingRole(
  ctx: Context,
  role: 'HeadCoach' | 'AthleticDirector',
  memberId: number = ctx.ids.fan,
): Promise<number> {
  return storeRole(ctx, {
    memberId,
    role,
    followedStateId: ctx.stateId,
    followedDistrictId: ctx.districtId,
    followedSchoolId: ctx.schoolId,
    followedSportId: role === 'HeadCoach' ? ctx.sportId : null,
    status: 'Pending',
  });
}

/** A member's open report of a new game, for one decision attempt: its id. */
async function openScoreReport(ctx: Context, memberId: number): Promise<number> {
  const game = await insertGame(ctx.server.handle.db, {
    stateId: ctx.stateId,
    districtId: ctx.districtId,
    schoolId: ctx.schoolId,
    sportId: ctx.sportId,
  });
  const [report] = await ctx.server.handle.db
    .insert(scoreReports)
    .values({
      gameId: game.id,
      memberId,
      scores: { [game.home]: 1, [game.away]: 0 },
      outcome: 'pending',
    })
    .returning({ id: scoreReports.id });
  return report!.id;
}

/** A game of the demo school's team without a score, for one attempt to change it. */
function demoGame(ctx: Context): Promise<TestGame> {
  return insertGame(ctx.server.handle.db, {
    stateId: ctx.stateId,
    districtId: ctx.districtId,
    schoolId: ctx.schoolId,
    sportId: ctx.sportId,
  });
}

/** The demo school's missing-scores report, stored on first use. */
async function schoolReport(ctx: Context): Promise<number> {
  ctx.schoolReport ??= await storeReport(ctx.server.handle.db, {
    kind: 'missingScores',
    scope: 'school',
    placeId: ctx.schoolId,
    night: TEST_TODAY,
    gameIds: [],
  });
  return ctx.schoolReport;
}

/**
 * A league report of two possible duplicates, made anew for each attempt to resolve one (a night of
 * its own: a place has one report of a kind a night).
 */
async function duplicatesReport(ctx: Context): Promise<{ id: number; gameId: number }> {
  const [first, second] = [await demoGame(ctx), await demoGame(ctx)];
  ctx.duplicateReports = (ctx.duplicateReports ?? 0) + 1;
  const id = await storeReport(ctx.server.handle.db, {
    kind: 'duplicateGames',
    scope: 'district',
    placeId: ctx.districtId,
    night: shiftDate(TEST_TODAY, -ctx.duplicateReports),
    gameIds: [first.id, second.id],
  });
  return { id, gameId: second.id };
}

/**
 * A post of a member's, stored directly (the posts routes are tested in forum/routes.test.ts), for
 * one attempt to act on it; with `hidden`, hidden by members' reports (a post in the staff queue).
 */
async function forumPost(
  ctx: Context,
  memberId: number,
  options: { hidden?: boolean } = {},
): Promise<number> {
  const now = new Date();
  const [post] = await ctx.server.handle.db
    .insert(forumPosts)
    .values({
      memberId,
      kind: 'Post',
      message: 'Game day',
      contentHtml: '<p>Game day</p>',
      slug: 'game-day',
      createdAt: now,
      ...(options.hidden ? { hiddenAt: now, hiddenBy: 'reports' as const } : {}),
    })
    .returning({ id: forumPosts.id });
  return post!.id;
}

/** A comment of a member's on a new post of the victim's, for one attempt to delete it. */
async function forumComment(ctx: Context, memberId: number): Promise<number> {
  const postId = await forumPost(ctx, ctx.ids.victim);
  const [comment] = await ctx.server.handle.db
    .insert(forumComments)
    .values({ postId, memberId, message: 'Nice', contentHtml: '<p>Nice</p>' })
    .returning({ id: forumComments.id });
  return comment!.id;
}

/** A pending 'Update Coach' report of a member's naming a coach, for one decision attempt. */
async function coachReport(ctx: Context, memberId: number): Promise<number> {
  const [report] = await ctx.server.handle.db
    .insert(coachReports)
    .values({
      memberId,
      schoolId: ctx.schoolId,
      sportId: ctx.sportId,
      isCoach: false,
      role: 'HeadCoach',
      coachFirstName: 'Pat',
      coachLastName: 'Kim',
      coachEmail: 'pat.kim@example.com',
    })
    .returning({ id: coachReports.id });
  return report!.id;
}

/** The actor's own id, or (for a guest, who owns nothing) the victim's. */
const ownId = (ctx: Context, a: ActorName) => (a === 'guest' ? ctx.ids.victim : ctx.ids[a]);

/**
 * The Zone's rows (issue 17): members post, comment, like and report; each deletes their own post
 * and comment and reports only others' posts; a SiteAdmin hides instead (a claim or a delete of
 * another's post), pins, and works the staff queue.
 */
function forumRows(): Row[] {
  const call =
    (
      method: string,
      path: (ctx: Context, a: ActorName) => Promise<string> | string,
      json?: (ctx: Context, a: ActorName) => Promise<unknown>,
    ) =>
    async (ctx: Context, a: ActorName) =>
      // The matrix names its rows' paths as text: unchecked against the routes.
      (
        await ctx.server.raw(method, await path(ctx, a), {
          token: ctx.tokens[a],
          ...(json == null ? {} : { json: await json(ctx, a) }),
        })
      ).status;
  return [
    {
      name: 'POST forums/posts',
      allowed: MEMBERS,
      ok: 201,
      call: call(
        'POST',
        () => '/api/forums/posts',
        async () => ({ kind: 'Post', message: 'Go team' }),
      ),
    },
    {
      name: 'POST forums/images',
      allowed: MEMBERS,
      call: async (ctx, a) =>
        (
          await ctx.server.call('POST', '/api/forums/images', {
            token: ctx.tokens[a],
            body: uploadForm(ctx.png, 'goal.png', 'image/png'),
          })
        ).status,
    },
    {
      name: "PUT forums/reactions/{another member's post}",
      allowed: MEMBERS,
      call: call(
        'PUT',
        async (ctx) => `/api/forums/reactions/${await forumPost(ctx, ctx.ids.victim)}`,
        async () => ({ type: 'Like' }),
      ),
    },
    {
      name: "POST forums/comments on another member's post",
      allowed: MEMBERS,
      ok: 201,
      call: call(
        'POST',
        () => '/api/forums/comments',
        async (ctx) => ({ replyToPostId: await forumPost(ctx, ctx.ids.victim), message: 'Nice' }),
      ),
    },
    {
      name: 'DELETE forums/comments/{own comment}',
      allowed: MEMBERS,
      call: call(
        'DELETE',
        async (ctx, a) => `/api/forums/comments/${await forumComment(ctx, ownId(ctx, a))}`,
      ),
    },
    {
      name: "DELETE forums/comments/{another member's comment}",
      allowed: [],
      call: call(
        'DELETE',
        async (ctx) => `/api/forums/comments/${await forumComment(ctx, ctx.ids.victim)}`,
      ),
    },
    {
      name: 'DELETE forums/posts/{own post}',
      allowed: MEMBERS,
      call: call(
        'DELETE',
        async (ctx, a) => `/api/forums/posts/${await forumPost(ctx, ownId(ctx, a))}`,
      ),
    },
    {
      // A SiteAdmin's delete of another's post hides it (spec §6).
      name: "DELETE forums/posts/{another member's post}",
      allowed: ['admin'],
      call: call(
        'DELETE',
        async (ctx) => `/api/forums/posts/${await forumPost(ctx, ctx.ids.victim)}`,
      ),
    },
    {
      // A SiteAdmin's claim hides the post.
      name: "POST forums/claims on another member's post",
      allowed: MEMBERS,
      call: call(
        'POST',
        () => '/api/forums/claims',
        async (ctx) => ({ postId: await forumPost(ctx, ctx.ids.victim) }),
      ),
    },
    {
      name: 'POST forums/claims on own post',
      allowed: ['admin'],
      call: call(
        'POST',
        () => '/api/forums/claims',
        async (ctx, a) => ({ postId: await forumPost(ctx, ownId(ctx, a)) }),
      ),
    },
    {
      name: 'POST forums/posts/togglePin',
      allowed: ['admin'],
      call: async (ctx, a) => {
        const postId = await forumPost(ctx, ctx.ids.victim);
        const status = (
          await ctx.server.call('POST', '/api/forums/posts/togglePin', {
            token: ctx.tokens[a],
            json: { postId },
          })
        ).status;
        // One post is pinned at a time: the next attempt starts with none.
        await ctx.server.handle.db
          .update(forumPosts)
          .set({ pinnedAt: null })
          .where(eq(forumPosts.id, postId));
        return status;
      },
    },
    {
      name: 'GET admin forum/claims',
      allowed: ['admin'],
      call: call('GET', () => '/admin/api/forum/claims'),
    },
    {
      name: 'POST admin forum/posts/{a post hidden by reports}/decision',
      allowed: ['admin'],
      call: call(
        'POST',
        async (ctx) =>
          `/admin/api/forum/posts/${await forumPost(ctx, ctx.ids.victim, { hidden: true })}/decision`,
        async () => ({ decision: 'restore' }),
      ),
    },
    {
      name: 'GET notifications',
      allowed: MEMBERS,
      call: call('GET', () => '/api/notifications'),
    },
    {
      name: 'POST notifications/read',
      allowed: MEMBERS,
      call: call('POST', () => '/api/notifications/read'),
    },
  ];
}

/** A custom event of the demo school in a sport (the demo team's unless given), for one attempt. */
async function demoEvent(ctx: Context, sportId: number = ctx.sportId): Promise<number> {
  const [event] = await ctx.server.handle.db
    .insert(games)
    .values({
      sportId,
      season: '2026-2027',
      gameType: 'Event',
      eventDate: TEST_TODAY,
      startTime: '18:00:00',
      endTime: '20:00:00',
      tz: 'America/New_York',
      name: 'Team meeting',
      schoolId: ctx.schoolId,
      districtId: ctx.districtId,
      stateId: ctx.stateId,
    })
    .returning({ id: games.id });
  return event!.id;
}

/**
 * A game the actor entered themselves (the victim's, for a guest): of the demo team, or between two
 * schools of another league, where no actor holds a role (as after their role there was removed).
 */
async function ownGame(ctx: Context, a: ActorName, where: 'demo' | 'elsewhere'): Promise<number> {
  const { db } = ctx.server.handle;
  let gameId: number;
  if (where === 'demo') gameId = (await demoGame(ctx)).id;
  else {
    const [school] = await db
      .select({ id: schools.id, districtId: schools.districtId })
      .from(schools)
      .where(and(eq(schools.stateId, ctx.stateId), ne(schools.districtId, ctx.districtId)))
      .orderBy(asc(schools.id))
      .limit(1);
    gameId = (
      await insertGame(db, {
        stateId: ctx.stateId,
        districtId: school!.districtId,
        schoolId: school!.id,
        sportId: ctx.sportId,
      })
    ).id;
  }
  await db
    .update(games)
    .set({ source: 'member', createdByMemberId: ownId(ctx, a) })
    .where(eq(games.id, gameId));
  return gameId;
}

/**
 * The team calendar (issue 19): every member reads it; approved coaches and directors whose role
 * covers a game change it (core's calendar permission), a Tournament nobody; only directors choose
 * an event's sport. Entering a game gives no say over it beyond one's roles.
 */
function calendarRows(): Row[] {
  const schedule = '/api/csz/calendar-schedule';
  const events = '/api/csz/calendar-schedule-events';
  const call =
    (
      method: string,
      path: (ctx: Context, a: ActorName) => Promise<string> | string,
      json?: (ctx: Context, a: ActorName) => Promise<unknown> | unknown,
    ) =>
    async (ctx: Context, a: ActorName) =>
      // The matrix names its rows' paths as text: unchecked against the routes.
      (
        await ctx.server.raw(method, await path(ctx, a), {
          token: ctx.tokens[a],
          ...(json == null ? {} : { json: await json(ctx, a) }),
        })
      ).status;
  const gameForm = (ctx: Context) => ({
    ignoreDublicates: true,
    gameType: 'Game',
    sportId: ctx.sportId,
    eventDate: TEST_TODAY,
    startTime: '19:00:00',
    teams: [
      { schoolId: ctx.schoolId, isHomeTeam: true },
      { schoolId: ctx.boardSchoolId, isHomeTeam: false },
    ],
  });
  const eventForm = (ctx: Context, sportId: number = ctx.sportId) => ({
    gameType: 'Event',
    name: 'Team meeting',
    sportId,
    eventDate: TEST_TODAY,
    startTime: '18:00:00',
    endTime: '19:00:00',
    schoolId: ctx.schoolId,
  });
  const window = `from=${TEST_TODAY}&to=${shiftDate(TEST_TODAY, 30)}`;
  return [
    {
      name: 'GET calendar-schedule/calendar',
      allowed: MEMBERS,
      call: call('GET', () => `${schedule}/calendar?${window}`),
    },
    {
      name: 'GET calendar-schedule-events/calendar',
      allowed: MEMBERS,
      call: call('GET', () => `${events}/calendar?${window}`),
    },
    {
      name: "GET calendar-schedule/calendar/{the demo team's game}",
      allowed: MEMBERS,
      call: call('GET', async (ctx) => `${schedule}/calendar/${(await scoreGame(ctx)).id}`),
    },
    {
      name: "GET calendar-schedule-events/calendar/{the demo school's event}",
      allowed: MEMBERS,
      call: call('GET', async (ctx) => `${events}/calendar/${await demoEvent(ctx)}`),
    },
    {
      name: 'POST calendar-schedule/create (the demo team against another school)',
      allowed: COACHES_AND_DIRECTORS,
      call: call('POST', () => `${schedule}/create`, gameForm),
    },
    {
      name: "PUT calendar-schedule/{the demo team's game}",
      allowed: COACHES_AND_DIRECTORS,
      call: call('PUT', async (ctx) => `${schedule}/${(await demoGame(ctx)).id}`, gameForm),
    },
    {
      name: "POST calendar-schedule/postpone (the demo team's game)",
      allowed: COACHES_AND_DIRECTORS,
      call: call(
        'POST',
        () => `${schedule}/postpone`,
        async (ctx) => ({
          copyFromId: (await demoGame(ctx)).id,
          eventDate: shiftDate(TEST_TODAY, 1),
        }),
      ),
    },
    {
      name: "PUT calendar-schedule/cancel/{the demo team's game}",
      allowed: COACHES_AND_DIRECTORS,
      call: call('PUT', async (ctx) => `${schedule}/cancel/${(await demoGame(ctx)).id}`),
    },
    {
      name: "DELETE calendar-schedule/{the demo team's game}",
      allowed: COACHES_AND_DIRECTORS,
      call: call('DELETE', async (ctx) => `${schedule}/${(await demoGame(ctx)).id}`),
    },
    {
      name: 'DELETE calendar-schedule/{own game of the demo team}',
      allowed: COACHES_AND_DIRECTORS,
      call: call('DELETE', async (ctx, a) => `${schedule}/${await ownGame(ctx, a, 'demo')}`),
    },
    {
      name: 'PUT calendar-schedule/cancel/{own game of schools in another league}',
      allowed: [],
      call: call(
        'PUT',
        async (ctx, a) => `${schedule}/cancel/${await ownGame(ctx, a, 'elsewhere')}`,
      ),
    },
    {
      name: "PUT calendar-schedule/cancel/{the demo team's tournament}",
      allowed: [],
      call: call(
        'PUT',
        async (ctx) =>
          `${schedule}/cancel/${
            (
              await insertGame(
                ctx.server.handle.db,
                {
                  stateId: ctx.stateId,
                  districtId: ctx.districtId,
                  schoolId: ctx.schoolId,
                  sportId: ctx.sportId,
                },
                { gameType: 'Tournament' },
              )
            ).id
          }`,
      ),
    },
    {
      name: "POST calendar-schedule-events/create (the demo team's sport)",
      allowed: COACHES_AND_DIRECTORS,
      call: call(
        'POST',
        () => `${events}/create`,
        (ctx) => eventForm(ctx),
      ),
    },
    {
      // Only directors choose an event's sport (spec §6).
      name: 'POST calendar-schedule-events/create (another sport)',
      allowed: ['athletic.director', 'league.director'],
      call: call(
        'POST',
        () => `${events}/create`,
        (ctx) => eventForm(ctx, ctx.sportId + 1),
      ),
    },
    {
      name: "PUT calendar-schedule-events/{the demo school's event}",
      allowed: COACHES_AND_DIRECTORS,
      call: call(
        'PUT',
        async (ctx) => `${events}/${await demoEvent(ctx)}`,
        (ctx) => eventForm(ctx),
      ),
    },
    {
      name: "PUT calendar-schedule-events/{the demo school's event} (to another sport)",
      allowed: ['athletic.director', 'league.director'],
      call: call(
        'PUT',
        async (ctx) => `${events}/${await demoEvent(ctx)}`,
        (ctx) => eventForm(ctx, ctx.sportId + 1),
      ),
    },
    {
      name: "DELETE calendar-schedule-events/{the demo school's event}",
      allowed: COACHES_AND_DIRECTORS,
      call: call('DELETE', async (ctx) => `${events}/${await demoEvent(ctx)}`),
    },
  ];
}

/** Who sees the demo school's reports (core's viewReport): its coaches and director, the league's. */
const SCHOOL_REPORT_READERS = [...COACHES_AND_DIRECTORS, 'admin'] as const;

/** The game taking scores that the score rows share, made on first use. */
async function scoreGame(ctx: Context): Promise<TestGame> {
  ctx.scoreGame ??= await demoGame(ctx);
  return ctx.scoreGame;
}

/** A protected route, how to call it as an actor, and who may (spec §6); everyone else is refused. */
interface Row {
  name: string;
  call(ctx: Context, actor: ActorName): Promise<number>;
  allowed: readonly ActorName[];
  /** The status of a successful call. @default 200 */
  ok?: number;
}

const ROWS: Row[] = [
  ...(['msreports', 'missingscores'] as const).map((path) => ({
    name: `GET ${path}/{the demo school's report}`,
    allowed: SCHOOL_REPORT_READERS,
    call: async (ctx: Context, a: ActorName) =>
      (
        await ctx.server.call('GET', `/api/csz/${path}/${await schoolReport(ctx)}`, {
          token: ctx.tokens[a],
        })
      ).status,
  })),
  {
    // Those who may cancel the game on its calendar (the school's coaches of its sport, its
    // director, the league's), and staff.
    name: "PUT missingscores/{the demo school's report} (a game not played)",
    allowed: SCHOOL_REPORT_READERS,
    call: async (ctx, a) => {
      const game = await demoGame(ctx);
      return (
        await ctx.server.call('PUT', `/api/csz/missingscores/${await schoolReport(ctx)}`, {
          token: ctx.tokens[a],
          json: { gameId: game.id, status: 'Canceled' },
        })
      ).status;
    },
  },
  {
    name: "GET mcreports/{the demo league's duplicates}",
    allowed: ['league.director', 'admin'],
    call: async (ctx, a) =>
      (
        await ctx.server.call('GET', `/api/csz/mcreports/${(await duplicatesReport(ctx)).id}`, {
          token: ctx.tokens[a],
        })
      ).status,
  },
  {
    name: "PUT mcreports/{the demo league's duplicates} (delete one)",
    allowed: ['admin'],
    call: async (ctx, a) => {
      const { id, gameId } = await duplicatesReport(ctx);
      return (
        await ctx.server.call('PUT', `/api/csz/mcreports/${id}`, {
          token: ctx.tokens[a],
          json: { action: 'delete', gameId },
        })
      ).status;
    },
  },
  {
    // Any member reports a score; what it does (publish, wait, dispute) is core's rules, tested
    // in scores/routes.test.ts. Each actor's report replaces their own last one.
    name: 'POST memberScores',
    allowed: MEMBERS,
    call: async (ctx, a) => {
      const game = await scoreGame(ctx);
      return (
        await ctx.server.call('POST', '/api/csz/memberScores', {
          token: ctx.tokens[a],
          json: {
            gameId: game.id,
            scores: [
              { gameResultId: game.home, score: 3 },
              { gameResultId: game.away, score: 1 },
            ],
          },
        })
      ).status;
    },
  },
  {
    name: 'GET admin scoreReports',
    allowed: ['admin'],
    call: async (ctx, a) =>
      (await ctx.server.call('GET', '/admin/api/scoreReports', { token: ctx.tokens[a] })).status,
  },
  {
    // A report of the fan's to decide, made anew for each attempt; only staff decide.
    name: 'POST admin scoreReports/{report}/reject',
    allowed: ['admin'],
    call: async (ctx, a) => {
      const report = await openScoreReport(ctx, ctx.ids[a === 'fan' ? 'parent' : 'fan']);
      return (
        await ctx.server.call('POST', `/admin/api/scoreReports/${report}/reject`, {
          token: ctx.tokens[a],
        })
      ).status;
    },
  },
  {
    // Nobody decides their own report, staff included (issue 30 point 2).
    name: 'POST admin scoreReports/{their own report}/approve',
    allowed: [],
    call: async (ctx, a) => {
      const report = await openScoreReport(ctx, ctx.ids[a === 'guest' ? 'fan' : a]);
      return (
        await ctx.server.call('POST', `/admin/api/scoreReports/${report}/approve`, {
          token: ctx.tokens[a],
        })
      ).status;
    },
  },
  {
    // Staff decide in bulk; nobody else. The answer is staff's 200, with a 403 for the report
    // of their own inside it (scores/routes.test.ts).
    name: 'POST admin scoreReports/decisions (their own report)',
    allowed: ['admin'],
    call: async (ctx, a) => {
      const report = await openScoreReport(ctx, ctx.ids[a === 'guest' ? 'fan' : a]);
      return (
        await ctx.server.call('POST', '/admin/api/scoreReports/decisions', {
          token: ctx.tokens[a],
          json: { decision: 'reject', reportIds: [report] },
        })
      ).status;
    },
  },
  {
    // The upload page's report without a link: any member, as POST memberScores; a guest logs in.
    name: 'PUT admin uploadScores/{game} (logged in, no link)',
    allowed: MEMBERS,
    call: async (ctx, a) => {
      const game = await scoreGame(ctx);
      return (
        await ctx.server.call('PUT', `/admin/api/uploadScores/${game.id}`, {
          token: ctx.tokens[a],
          json: {
            teams: [
              { id: game.home, finalScore: 3 },
              { id: game.away, finalScore: 1 },
            ],
          },
        })
      ).status;
    },
  },
  {
    // Reading the upload page and posting about a game need no account (spec §6).
    name: 'GET admin uploadScores/{game}',
    allowed: ACTORS,
    call: async (ctx, a) =>
      (
        await ctx.server.call('GET', `/admin/api/uploadScores/${(await scoreGame(ctx)).id}`, {
          token: ctx.tokens[a],
        })
      ).status,
  },
  {
    name: 'POST posts/game/{game}',
    allowed: ACTORS,
    call: async (ctx, a) => {
      const game = await scoreGame(ctx);
      return (
        await ctx.server.call('POST', `/api/forums/posts/game/${game.id}`, {
          token: ctx.tokens[a],
          json: { gameId: game.id, message: 'What a finish' },
        })
      ).status;
    },
  },
  {
    name: 'POST upload/images',
    allowed: ACTORS,
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/admin/api/upload/images', {
          token: ctx.tokens[a],
          body: uploadForm(ctx.png, 'goal.png', 'image/png'),
        })
      ).status,
  },
  ...forumRows(),
  ...calendarRows(),
  // First: the rows after it give every member an approved role as a fan.
  {
    name: 'POST invitemember',
    // Any role holder may invite (spec §6); staff too; a member whose only role is pending may not.
    allowed: [...APPROVED_ROLE_HOLDERS, 'admin'],
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/api/csz/invitemember', {
          token: ctx.tokens[a],
          json: {
            role: 'Fan',
            firstName: 'Kim',
            lastName: 'Lee',
            email: 'kim.lee@example.com',
            followStateId: ctx.stateId,
            followDistrictId: ctx.districtId,
            followSchoolId: ctx.schoolId,
          },
        })
      ).status,
  },
  {
    name: 'GET memberProfile',
    allowed: MEMBERS,
    call: async (ctx, a) =>
      (await ctx.server.call('GET', '/api/csz/memberProfile', { token: ctx.tokens[a] })).status,
  },
  ...(['commonStat', 'pointsGroupedByDate', 'pointsGroupedByMonth'] as const).map((path) => ({
    name: `GET spiritPoints/member/${path}`,
    allowed: MEMBERS,
    call: async (ctx: Context, a: ActorName) =>
      (
        await ctx.server.call('GET', `/api/csz/spiritPoints/member/${path}`, {
          token: ctx.tokens[a],
        })
      ).status,
  })),
  {
    name: 'GET memberRoles',
    allowed: MEMBERS,
    call: async (ctx, a) =>
      (await ctx.server.call('GET', '/api/csz/memberRoles', { token: ctx.tokens[a] })).status,
  },
  {
    name: 'POST memberRoles (follow as a fan)',
    allowed: MEMBERS,
    ok: 201,
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/api/csz/memberRoles', {
          token: ctx.tokens[a],
          json: {
            role: 'Fan',
            followStateId: ctx.stateId,
            followDistrictId: ctx.districtId,
            followSchoolId: ctx.schoolId,
          },
        })
      ).status,
  },
  {
    name: 'POST memberSubscription',
    allowed: MEMBERS,
    ok: 201,
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/api/csz/memberSubscription', {
          token: ctx.tokens[a],
          json: { followSchoolId: ctx.schoolId, followSportIds: [ctx.sportId] },
        })
      ).status,
  },
  {
    name: 'POST preferences',
    allowed: MEMBERS,
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/api/csz/preferences', {
          token: ctx.tokens[a],
          json: { followSchoolId: ctx.schoolId, role: 'Parent' },
        })
      ).status,
  },
  {
    name: 'PUT memberSubscription/patchMyAcc/{own role} (texting)',
    // Directors and coaches may toggle notifications (spec §6); the pending coach's role is a coach's.
    allowed: [...COACHES_AND_DIRECTORS, 'pending.coach'],
    call: async (ctx, a) =>
      (
        await ctx.server.call(
          'PUT',
          `/api/csz/memberSubscription/patchMyAcc/${ctx.ownRole[a] ?? ctx.ownRole.fan}`,
          {
            token: ctx.tokens[a],
            json: { isAutomaticallyTexting: true },
          },
        )
      ).status,
  },
  {
    name: "DELETE memberRoles/{someone else's role}",
    allowed: ['admin'],
    call: async (ctx, a) => {
      const id = await victimFollow(ctx);
      return (
        await ctx.server.call('DELETE', `/api/csz/memberRoles/${id}`, { token: ctx.tokens[a] })
      ).status;
    },
  },
  {
    name: 'POST updateCoach',
    allowed: MEMBERS,
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/api/csz/updateCoach', {
          token: ctx.tokens[a],
          json: {
            schoolId: ctx.schoolId,
            sportId: ctx.sportId,
            isCoach: false,
            role: 'HeadCoach',
            coachFirstName: 'Pat',
            coachLastName: 'Kim',
            coachEmail: 'pat.kim@example.com',
          },
        })
      ).status,
  },
  {
    name: 'POST games/share/{game}',
    allowed: MEMBERS,
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', `/api/csz/games/share/${(await scoreGame(ctx)).id}`, {
          token: ctx.tokens[a],
        })
      ).status,
  },
  {
    // Members' names are for members of the place (these are minors' schools), and staff: the fan
    // holds a role at a school no other row touches, everyone else is a member elsewhere.
    name: 'GET spiritPoints/leaderboard?schoolId of a school where only the fan holds a role',
    allowed: ['fan', 'admin'],
    call: async (ctx, a) => {
      await storeRole(ctx, {
        memberId: ctx.ids.fan,
        role: 'Fan',
        followedStateId: ctx.stateId,
        followedSchoolId: ctx.boardSchoolId,
        status: 'Approved',
      });
      const path = `/api/csz/spiritPoints/leaderboard?schoolId=${ctx.boardSchoolId}` as const;
      return (await ctx.server.call('GET', path, { token: ctx.tokens[a] })).status;
    },
  },
  {
    name: 'GET coachReports',
    allowed: ['admin'],
    call: async (ctx, a) =>
      (await ctx.server.call('GET', '/api/csz/coachReports', { token: ctx.tokens[a] })).status,
  },
  ...(['accept', 'reject'] as const).map((verb) => ({
    // Only staff decide 'Update Coach' reports; a victim's here, so nobody decides their own.
    name: `POST coachReports/{another member's report}/${verb}`,
    allowed: ['admin'] as const,
    call: async (ctx: Context, a: ActorName) =>
      (
        await ctx.server.call(
          'POST',
          `/api/csz/coachReports/${await coachReport(ctx, ctx.ids.victim)}/${verb}`,
          { token: ctx.tokens[a] },
        )
      ).status,
  })),
  {
    // Nobody accepts their own report, not even a SiteAdmin: accepting a claim approves a role.
    name: 'POST coachReports/{their own report}/accept',
    allowed: [],
    call: async (ctx, a) =>
      (
        await ctx.server.call(
          'POST',
          `/api/csz/coachReports/${await coachReport(ctx, ownId(ctx, a))}/accept`,
          { token: ctx.tokens[a] },
        )
      ).status,
  },
  {
    name: 'POST upload/images/avatar',
    allowed: MEMBERS,
    call: async (ctx, a) => {
      return (
        await ctx.server.call('POST', '/admin/api/upload/images/avatar', {
          token: ctx.tokens[a],
          body: uploadForm(ctx.png, 'me.png', 'image/png'),
        })
      ).status;
    },
  },
  {
    name: "DELETE memberProfile/avatar/{someone else's id}",
    // A member's own picture; staff remove any (core's removeAvatar).
    allowed: ['admin'],
    ok: 204,
    call: async (ctx, a) =>
      (
        await ctx.server.call('DELETE', `/api/csz/memberProfile/avatar/${ctx.ids.victim}`, {
          token: ctx.tokens[a],
        })
      ).status,
  },
  {
    name: 'GET admin embed-builder',
    // The builders are staff's (core's useWidgetBuilder), as the site's links are (useCan).
    allowed: ['admin'],
    call: async (ctx, a) =>
      (await ctx.server.call('GET', '/admin/api/embed-builder', { token: ctx.tokens[a] })).status,
  },
  {
    name: "PUT changePassword/{someone else's id}",
    allowed: [],
    call: async (ctx, a) =>
      (
        await ctx.server.call('PUT', `/api/csz/changePassword/${ctx.ids.victim}`, {
          token: ctx.tokens[a],
          json: { oldPassword: 'x', newPassword: 'whatever-1' },
        })
      ).status,
  },
  {
    name: 'GET admin memberRoles/pending',
    allowed: ['admin', 'athletic.director'],
    call: async (ctx, a) =>
      (await ctx.server.call('GET', '/admin/api/memberRoles/pending', { token: ctx.tokens[a] }))
        .status,
  },
  {
    name: "POST admin memberRoles/{pending HeadCoach at the AD's school}/approve",
    // A SiteAdmin approves any role; the school's athletic director roles ranked below theirs.
    allowed: ['admin', 'athletic.director'],
    call: async (ctx, a) =>
      (
        await ctx.server.call(
          'POST',
          `/admin/api/memberRoles/${await pendingRole(ctx, 'HeadCoach')}/approve`,
          { token: ctx.tokens[a] },
        )
      ).status,
  },
  {
    name: 'POST admin memberRoles/{pending AthleticDirector}/reject',
    allowed: ['admin'],
    call: async (ctx, a) =>
      (
        await ctx.server.call(
          'POST',
          `/admin/api/memberRoles/${await pendingRole(ctx, 'AthleticDirector')}/reject`,
          { token: ctx.tokens[a] },
        )
      ).status,
  },
  {
    name: 'POST admin memberRoles/{their own pending role}/approve',
    // Nobody approves their own request, not even a SiteAdmin (spec §4 "Role").
    allowed: [],
    call: async (ctx, a) => {
      const id = await storeRole(ctx, {
        memberId: a === 'guest' ? ctx.ids.fan : ctx.ids[a],
        role: 'HeadCoach',
        followedStateId: ctx.stateId,
        followedDistrictId: ctx.districtId,
        followedSchoolId: ctx.schoolId,
        status: 'Pending',
      });
      return (
        await ctx.server.call('POST', `/admin/api/memberRoles/${id}/approve`, {
          token: ctx.tokens[a],
        })
      ).status;
    },
  },
  {
    name: 'GET memberSubscription/myAccAll',
    allowed: MEMBERS,
    call: async (ctx, a) =>
      (
        await ctx.server.call('GET', '/api/csz/memberSubscription/myAccAll', {
          token: ctx.tokens[a],
        })
      ).status,
  },
  {
    name: "DELETE memberSubscription/deleteMyAccSubscription/{someone else's follow}",
    allowed: ['admin'],
    call: async (ctx, a) => {
      const id = await victimFollow(ctx);
      const path = `/api/csz/memberSubscription/deleteMyAccSubscription/${id}` as const;
      return (await ctx.server.call('DELETE', path, { token: ctx.tokens[a] })).status;
    },
  },
  {
    name: 'POST memberSubscription/myAccAddSubs',
    allowed: MEMBERS,
    ok: 201,
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/api/csz/memberSubscription/myAccAddSubs', {
          token: ctx.tokens[a],
          json: { followSchoolId: ctx.schoolId, followSportIds: [ctx.sportId] },
        })
      ).status,
  },
  {
    name: 'PUT memberProfile',
    allowed: MEMBERS,
    call: async (ctx, a) =>
      (
        await ctx.server.call('PUT', '/api/csz/memberProfile', {
          token: ctx.tokens[a],
          json: { firstName: 'Sam', lastName: 'Rivera' },
        })
      ).status,
  },
  {
    name: 'POST admin import/games',
    allowed: ['admin'],
    call: async (ctx, a) =>
      (
        await ctx.server.call('POST', '/admin/api/import/games', {
          token: ctx.tokens[a],
          headers: { 'Content-Type': 'text/csv' },
          body: 'date,home_team,home_team_score,visiting_team,visiting_team_score\n',
        })
      ).status,
  },
];

describeOnEngines('the authorisation matrix', startTestServer, (server) => {
  const ctx = { server } as Context;

  beforeAll(async () => {
    ctx.tokens = { guest: null } as Context['tokens'];
    ctx.ids = {} as Context['ids'];
    ctx.ownRole = {};
    await ctx.server.call('POST', '/api/csz/register', {
      json: { email: 'victim@example.com', password: 'victim-pass-1' },
    });
    const [victim] = await ctx.server.handle.db
      .select()
      .from(members)
      .where(eq(members.email, 'victim@example.com'));
    ctx.ids.victim = victim!.id;
    for (const actor of MEMBERS) {
      const email = `${actor}@demo.csz.test`;
      ctx.tokens[actor] = (await ctx.server.login(email)).accessToken;
      const [member] = await ctx.server.handle.db
        .select()
        .from(members)
        .where(eq(members.email, email));
      ctx.ids[actor] = member!.id;
      const [role] = await ctx.server.handle.db
        .select()
        .from(memberRoles)
        .where(eq(memberRoles.memberId, member!.id));
      if (role != null) ctx.ownRole[actor] = role.id;
    }
    const [coachRole] = await ctx.server.handle.db
      .select()
      .from(memberRoles)
      .where(eq(memberRoles.id, ctx.ownRole['head.coach']!));
    ctx.schoolId = coachRole!.followedSchoolId!;
    ctx.sportId = coachRole!.followedSportId!;
    ctx.districtId = coachRole!.followedDistrictId!;
    ctx.stateId = coachRole!.followedStateId!;
    ctx.boardSchoolId = (
      await anotherSchoolPlace(ctx.server.handle.db, { ...ctx, sportId: ctx.sportId }, 9)
    ).schoolId;
    ctx.png = await testPng(8, 8);
  });

  const cases = ROWS.flatMap((row) => ACTORS.map((actor) => [row.name, actor, row] as const));

  it.each(cases)('%s as %s', async (_name, actor, row) => {
    const expected = row.allowed.includes(actor) ? (row.ok ?? 200) : actor === 'guest' ? 401 : 403;
    expect(await row.call(ctx, actor)).toBe(expected);
  });
});

export { ACTORS, ROWS };
