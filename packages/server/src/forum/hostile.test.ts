import {
  forumDailyLimitMessage,
  type NotificationsPage,
  type Post,
  type PostTag,
  type ModerationQueue,
  type PostsPage,
} from '@csz/core';
import { and, eq, like as sqlLike, notInArray, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { schools } from '../lookups/schema';
import { forumPostTags, forumPosts } from './schema';
import { fanOutNewPost } from './newPostAlerts';
import { notifications } from '../notifications/schema';
import { spiritPointAwards } from '../points/schema';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import { headCoachPlace, insertGame } from '../testing/places';
import { startTestServer, TEST_LIMITS, type Engine } from '../testing/testServer';

/**
 * The Zone as an attacker and a picky member use it: odd and hostile requests answered with a 4xx
 * and never a 500, daily limits that count what was done (and every way of doing it), and Spirit
 * Points and notifications that follow what stays done.
 */

const AUTHOR = 'parent@demo.csz.test';
const READER = 'fan@demo.csz.test';
/** The member whose hostile requests are probed, and the one told of a like. */
const PROBER = 'head.coach@demo.csz.test';
const TOLD = 'athletic.director@demo.csz.test';
/** The authors of the posts acted on together. */
const RACERS = ['assistant.coach@demo.csz.test', 'league.director@demo.csz.test'];
/** Members who meet a daily limit in a test of their own (the limits are per member and day). */
const LIMITED = ['player@demo.csz.test', 'alumni@demo.csz.test', 'ambassador@demo.csz.test'];

/** An established member's daily posts, comments, likes and reports here: small, to be met. */
const DAILY = 3;
const tight = {
  account: { points: DAILY, seconds: 86_400 },
  newAccount: TEST_LIMITS.forumPost.newAccount,
};

const start = (engine: Engine) =>
  startTestServer(engine, {
    limits: {
      ...TEST_LIMITS,
      forumPost: tight,
      forumComment: { account: { points: 1000, seconds: 86_400 }, newAccount: tight.newAccount },
      forumLike: { account: { points: 1000, seconds: 86_400 }, newAccount: tight.newAccount },
      forumReport: tight,
    },
  });

describeOnEngines('the forum under hostile requests', start, (server) => {
  const sessions = new Map<string, string>();
  const ids = new Map<string, number>();
  beforeAll(async () => {
    // The demo accounts are a month old: established members, not new ones.
    await server.handle.db
      .update(members)
      .set({ createdAt: new Date('2026-10-01T12:00:00Z') })
      .where(sqlLike(members.email, '%@demo.csz.test'));
    for (const email of [AUTHOR, READER, PROBER, TOLD, ...RACERS, ...LIMITED]) {
      const [row] = await server.handle.db.select().from(members).where(eq(members.email, email));
      ids.set(email, row!.id);
      sessions.set(email, (await server.login(email)).accessToken);
    }
  });
  const token = (email: string) => sessions.get(email)!;
  const post = async (
    email = AUTHOR,
    body: object = { kind: 'Post', message: 'Game day at the stadium' },
  ) => {
    const sent = await server.raw<Post & { message: string }>('POST', '/api/forums/posts', {
      token: token(email),
      json: body,
    });
    return sent;
  };
  const comment = (postId: number, email: string, message = 'Nice one') =>
    server.call<Post>('POST', '/api/forums/comments', {
      token: token(email),
      json: { replyToPostId: postId, message },
    });
  const like = (postId: number, type: 'Like' | 'Unlike', email = READER) =>
    server.call<{ upvotes: number }>('PUT', `/api/forums/reactions/${postId}`, {
      token: token(email),
      json: { type },
    });
  /** A member's awards for a post: [type, subject] pairs, sorted. */
  const awards = async (email: string, postId: number) =>
    (
      await server.handle.db
        .select({ type: spiritPointAwards.type, subject: spiritPointAwards.subject })
        .from(spiritPointAwards)
        .where(
          and(
            eq(spiritPointAwards.memberId, ids.get(email)!),
            or(
              eq(spiritPointAwards.subject, `post:${postId}`),
              sqlLike(spiritPointAwards.subject, `post:${postId}:%`),
            ),
          ),
        )
    )
      .map((a) => `${a.type} ${a.subject}`)
      .sort();

  describe('daily limits', () => {
    it('counts only what was done: refused bodies and missing posts do not use up the day', async () => {
      const [member] = LIMITED;
      for (let i = 0; i < DAILY + 1; i++) {
        expect((await post(member, { kind: 'Post', message: '   ' })).status).toBe(400);
        const report = await server.raw('POST', '/api/forums/claims', {
          token: token(member!),
          json: { postId: 'x' },
        });
        expect(report.status).toBe(400);
      }
      expect((await post(member)).status).toBe(201);
    });

    it("leaves staff's hides out of the members' daily reports: a spam wave is hidden whole", async () => {
      const ADMIN = 'admin@demo.csz.test';
      sessions.set(ADMIN, (await server.login(ADMIN)).accessToken);
      for (let i = 0; i <= DAILY; i++) {
        const spammer = i % 2 === 0 ? LIMITED[2] : READER;
        const { body: spam } = await post(spammer, { kind: 'Post', message: `Spam ${i}` });
        const hidden = await server.call<{ message: string }>('POST', '/api/forums/claims', {
          token: token(ADMIN),
          json: { postId: spam.id },
        });
        expect(hidden.body.message).toBe('Post successfully hidden!');
      }
    });

    it("counts a member's posts about a game from the score upload page against their daily posts", async () => {
      const member = LIMITED[1]!;
      const game = await insertGame(server.handle.db, await headCoachPlace(server.handle.db));
      for (let i = 0; i < DAILY; i++) {
        const sent = await server.call('POST', `/api/forums/posts/game/${game.id}`, {
          token: token(member),
          json: { gameId: game.id, message: `From the stands ${i}`, sources: [] },
        });
        expect(sent.status).toBe(200);
      }
      const refused = await post(member);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(forumDailyLimitMessage('post', DAILY));
      const onGame = await server.call<{ message: string }>(
        'POST',
        `/api/forums/posts/game/${game.id}`,
        {
          token: token(member),
          json: { gameId: game.id, message: 'One more', sources: [] },
        },
      );
      expect(onGame.status).toBe(429);
    });
  });

  describe('Spirit Points', () => {
    it('takes back the comment points when the member deletes their last comment on the post', async () => {
      const { body: target } = await post();
      const first = (await comment(target.id, READER)).body;
      const second = (await comment(target.id, READER)).body;
      expect(await awards(READER, target.id)).toEqual([`17 post:${target.id}`]);
      await server.call('DELETE', `/api/forums/comments/${first.id}`, { token: token(READER) });
      // Another comment of theirs is still there: the points stay.
      expect(await awards(READER, target.id)).toEqual([`17 post:${target.id}`]);
      await server.call('DELETE', `/api/forums/comments/${second.id}`, { token: token(READER) });
      expect(await awards(READER, target.id)).toEqual([]);
      // Commenting again earns them once more, once.
      await comment(target.id, READER);
      await comment(target.id, READER);
      expect(await awards(READER, target.id)).toEqual([`17 post:${target.id}`]);
    });

    it("gives no comment points for commenting on one's own post, as a like of it earns none", async () => {
      const { body: target } = await post();
      expect((await comment(target.id, AUTHOR, 'Thanks all')).status).toBe(201);
      await like(target.id, 'Like', AUTHOR);
      expect(await awards(AUTHOR, target.id)).toEqual([`12 post:${target.id}`]);
    });

    it("takes back a like's points when it is taken back, and gives them once when liked again", async () => {
      const { body: target } = await post();
      await like(target.id, 'Like');
      expect(await awards(READER, target.id)).toEqual([`18 post:${target.id}`]);
      expect(await awards(AUTHOR, target.id)).toEqual([
        `12 post:${target.id}`,
        `19 post:${target.id}:like:${ids.get(READER)}`,
      ]);
      await like(target.id, 'Unlike');
      expect(await awards(READER, target.id)).toEqual([]);
      expect(await awards(AUTHOR, target.id)).toEqual([`12 post:${target.id}`]);
      await like(target.id, 'Like');
      await like(target.id, 'Like');
      expect(await awards(READER, target.id)).toEqual([`18 post:${target.id}`]);
      expect(await awards(AUTHOR, target.id)).toEqual([
        `12 post:${target.id}`,
        `19 post:${target.id}:like:${ids.get(READER)}`,
      ]);
      // The author heard of the like once, and their notification says the points they have.
      const told = () =>
        server.handle.db
          .select({ spiritPoints: notifications.spiritPoints })
          .from(notifications)
          .where(and(eq(notifications.postId, target.id), eq(notifications.type, 'Like')));
      const [liked] = await told();
      expect(liked!.spiritPoints).toBeGreaterThan(0);
      await like(target.id, 'Unlike');
      expect(await told()).toEqual([{ spiritPoints: 0 }]);
      await like(target.id, 'Like');
      expect(await told()).toEqual([liked]);
    });
  });

  describe('notifications', () => {
    it("names an untitled post by its first words, not by its address's slug", async () => {
      const { body: target } = await post(TOLD, {
        kind: 'Post',
        message: '**Senior night** at the _stadium_: [photos](https://example.com/p) & more',
      });
      await like(target.id, 'Like');
      const page = await server.call<NotificationsPage>('GET', '/api/notifications', {
        token: token(TOLD),
      });
      const told = page.body.notifications.find((n) => n.postId === target.id)!;
      expect(told.postName).toBe('Senior night at the stadium: photos & more');
    });
  });

  describe('requests at the same time', () => {
    const ADMIN = 'admin@demo.csz.test';
    const stored = async (postId: number) =>
      (await server.handle.db.select().from(forumPosts).where(eq(forumPosts.id, postId)))[0]!;

    it('counts likes, comments and views once each, whatever arrives together', async () => {
      const { body: target } = await post(RACERS[0]);
      const likers = [READER, PROBER, ...LIMITED];
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, () => like(target.id, 'Like')),
        ...likers.map((email) => like(target.id, 'Like', email)),
        ...Array.from({ length: 6 }, (_, i) => comment(target.id, READER, `Together ${i}`)),
        ...Array.from({ length: 6 }, () =>
          server.call('GET', `/api/forums/posts/view/${target.id}`, { token: token(READER) }),
        ),
      ]);
      expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);
      const row = await stored(target.id);
      expect(row.upvotes).toBe(likers.length);
      expect(row.commentsCount).toBe(6);
      expect(row.views).toBe(1);
      expect(await awards(READER, target.id)).toEqual([
        `17 post:${target.id}`,
        `18 post:${target.id}`,
      ]);
    });

    it('pins one of two posts pinned together, and hides a post reported by three together once', async () => {
      sessions.set(ADMIN, (await server.login(ADMIN)).accessToken);
      const [first, second] = [(await post(RACERS[1])).body, (await post(RACERS[1])).body];
      const pins = await Promise.all(
        [first, second].map((p) =>
          server.call('POST', '/api/forums/posts/togglePin', {
            token: token(ADMIN),
            json: { postId: p.id },
          }),
        ),
      );
      expect(pins.map((a) => a.status).sort()).toEqual([200, 409]);
      const pinned = [await stored(first.id), await stored(second.id)].filter(
        (p) => p.pinnedAt != null,
      );
      expect(pinned).toHaveLength(1);
      await server.call('POST', '/api/forums/posts/togglePin', {
        token: token(ADMIN),
        json: { postId: pinned[0]!.id },
      });

      const { body: target } = await post(TOLD);
      await like(target.id, 'Like');
      // Three proven members, each weighing 2: only the three together hide it (school staff
      // weigh 3, and two of them would hide it before the third report came).
      const reports = await Promise.all(
        [READER, LIMITED[0]!, LIMITED[1]!].map((email) =>
          server.call('POST', '/api/forums/claims', {
            token: token(email),
            json: { postId: target.id },
          }),
        ),
      );
      expect(reports.map((a) => a.status)).toEqual([200, 200, 200]);
      expect((await stored(target.id)).hiddenBy).toBe('reports');
      expect(await awards(TOLD, target.id)).toEqual([]);
      expect(await awards(READER, target.id)).toEqual([]);
    });
  });

  describe('what readers cannot see', () => {
    it("keeps the Teams category to schools of posts readers see, not deleted or hidden ones'", async () => {
      const [school] = await server.handle.db
        .select({ id: schools.id })
        .from(schools)
        .where(
          notInArray(
            schools.id,
            server.handle.db.select({ id: forumPostTags.entityId }).from(forumPostTags),
          ),
        )
        .limit(1);
      const teamSchools = async () => {
        const answer = await server.get<PostTag[]>('/api/forums/categories');
        const teams = answer.body.find((c) => c.tagString === 'Teams')!;
        return (teams.children ?? []).flatMap((s) =>
          s.children!.flatMap((d) => d.children!.map((c) => c.schoolId)),
        );
      };
      const { body: target } = await post(TOLD, {
        kind: 'Post',
        message: 'About a school nobody else posts about',
        tags: [{ tagType: 'School', tagEntityId: school!.id }],
      });
      expect(await teamSchools()).toContain(school!.id);
      await server.call('DELETE', `/api/forums/posts/${target.id}`, { token: token(TOLD) });
      expect(await teamSchools()).not.toContain(school!.id);
    });
  });

  describe('the NewPost fan-out', () => {
    it('tells nobody of a post hidden while the jobs worker was telling its followers', async () => {
      const place = await headCoachPlace(server.handle.db);
      const { body: target } = await post(RACERS[1], {
        kind: 'Post',
        message: 'Fan-out check',
        tags: [{ tagType: 'School', tagEntityId: place.schoolId }],
      });
      // The worker's own run of its job is let finish and undone: the fan-out is run again here.
      await jobsSettled(server.handle.db);
      await server.handle.db.delete(notifications).where(eq(notifications.postId, target.id));
      let fanningOut: Promise<number> | null = null;
      await server.handle.db.transaction(async (tx) => {
        // A hide holds the post (as hide() does) while the fan-out starts.
        await tx.select().from(forumPosts).where(eq(forumPosts.id, target.id)).for('update');
        await tx
          .update(forumPosts)
          .set({ hiddenAt: new Date(), hiddenBy: 'admin' })
          .where(eq(forumPosts.id, target.id));
        fanningOut = fanOutNewPost(server.handle.db, target.id);
        // Time for a fan-out that does not wait for the hide to finish; one that waits is released
        // when the hide commits.
        await Promise.race([fanningOut, new Promise((resolve) => setTimeout(resolve, 300))]);
      });
      await fanningOut;
      const told = await server.handle.db
        .select()
        .from(notifications)
        .where(eq(notifications.postId, target.id));
      expect(told).toEqual([]);
    });
  });

  describe("staff's queue", () => {
    it('lets staff hide a held post for good: it leaves the queue and stays hidden', async () => {
      const ADMIN = 'admin@demo.csz.test';
      sessions.set(ADMIN, (await server.login(ADMIN)).accessToken);
      const game = await insertGame(server.handle.db, await headCoachPlace(server.handle.db));
      const sent = await server.call<{ id: number; held: boolean }>(
        'POST',
        `/api/forums/posts/game/${game.id}`,
        { json: { gameId: game.id, message: 'Spam from the stands', sources: [] } },
      );
      expect(sent.body.held).toBe(true);
      const queued = async () =>
        (
          await server.call<ModerationQueue>('GET', '/admin/api/forum/claims', {
            token: token(ADMIN),
          })
        ).body.items.map((i) => i.post.id);
      expect(await queued()).toContain(sent.body.id);
      const hidden = await server.call('POST', `/admin/api/forum/posts/${sent.body.id}/decision`, {
        token: token(ADMIN),
        json: { decision: 'hide' },
      });
      expect(hidden.status).toBe(200);
      expect(await queued()).not.toContain(sent.body.id);
      expect((await server.get(`/api/forums/posts/view/${sent.body.id}`)).status).toBe(404);
      expect((await server.get<PostsPage>(`/api/forums/posts/game/${game.id}`)).body.total).toBe(0);
    });
  });

  describe("staff's decisions on posts no longer waiting", () => {
    it("refuses a stale 'restore' of a post staff hid since, which stays hidden (409)", async () => {
      const ADMIN = 'admin@demo.csz.test';
      sessions.set(ADMIN, (await server.login(ADMIN)).accessToken);
      const { body: hidden } = await post(RACERS[0], { kind: 'Post', message: 'Stale check' });
      const hide = await server.call('POST', '/api/forums/claims', {
        token: token(ADMIN),
        json: { postId: hidden.id, claimType: 'Other', claimText: 'Hidden by admin' },
      });
      expect(hide.status).toBe(200);
      for (const decision of ['restore', 'release'] as const) {
        const stale = await server.call<{ message: string }>(
          'POST',
          `/admin/api/forum/posts/${hidden.id}/decision`,
          { token: token(ADMIN), json: { decision } },
        );
        expect([stale.status, stale.body.message]).toEqual([
          409,
          'This post is not waiting for a decision.',
        ]);
      }
      expect((await server.get(`/api/forums/posts/view/${hidden.id}`)).status).toBe(404);
    });
  });

  describe('the Teams category', () => {
    it('lists the posts about schools, as its dropdown lists their schools', async () => {
      const place = await headCoachPlace(server.handle.db);
      const { body: about } = await post(RACERS[0], {
        kind: 'Post',
        message: 'Teams check: about a school',
        tags: [{ tagType: 'School', tagEntityId: place.schoolId }],
      });
      const teams = await server.get<PostsPage>('/api/forums/posts/search/category/Group/Teams');
      expect(teams.status).toBe(200);
      expect(teams.body.posts.map((p) => p.id)).toContain(about.id);
      expect(teams.body.posts.every((p) => p.tags.some((t) => t.tagType === 'School'))).toBe(true);
    });
  });

  describe('odd and hostile requests', () => {
    it('are refused or answered, never with a 500', async () => {
      const post = await server.call<Post>('POST', '/api/forums/posts', {
        token: token(PROBER),
        json: { kind: 'Post', message: 'probe' },
      });
      expect(post.status).toBe(201);
      const id = post.body.id;
      const newPost = (json: unknown): [string, string, object] => [
        'POST',
        '/api/forums/posts',
        { token: token(PROBER), json },
      ];
      const probes: [string, string, object][] = [
        ['GET', `/api/forums/posts/view/${id}?slug=%00`, {}],
        ['GET', `/api/forums/posts/view/%00`, {}],
        ['GET', `/api/forums/posts/view/99999999999999999999`, {}],
        ['GET', `/api/forums/posts/view/1.5`, {}],
        ['GET', `/api/forums/posts/view/-1`, {}],
        ['GET', `/api/forums/posts/view/${id}?slug=${'a'.repeat(5000)}`, {}],
        ['GET', `/api/forums/posts/search/tag/School/%00/1`, {}],
        ['GET', `/api/forums/posts/search/tag/School/x/99999999999999`, {}],
        ['GET', `/api/forums/posts/search/tag/School/%E0%A4%A/1`, {}],
        ['GET', `/api/forums/posts/search/category/all/General?page=100000&perPage=50`, {}],
        ['GET', `/api/forums/posts/search/category/all/General?page=-1`, {}],
        ['GET', `/api/forums/posts/search/category/all/General?page=1.5`, {}],
        ['GET', `/api/forums/posts/search/category/all/General?page=1&page=2`, {}],
        ['GET', `/api/forums/posts?page=0x10`, {}],
        ['GET', `/api/forums/posts?searchTerm=%00`, {}],
        ['GET', `/api/forums/posts?searchTerm=%27%22%5C%3A*%7C%26!()`, {}],
        ['GET', `/api/forums/posts?searchTerm=${encodeURIComponent('a:* & !b | (c')}`, {}],
        ['GET', `/api/forums/posts?searchTerm=%F0%9F%98%80%ED%A0%80`, {}],
        ['GET', `/api/forums/comments?postId=${id}&page=99999&size=50`, {}],
        ['GET', `/api/forums/comments?postId=abc`, {}],
        ['GET', `/api/forums/comments`, {}],
        ['GET', `/api/forums/posts/game/99999999999`, {}],
        ['GET', `/api/forums/posts/updates?stateId=1&stateId=2`, {}],
        ['GET', `/api/forums/posts/byUserSubs?lastItemDate=2026-02-30`, { token: token(READER) }],
        ['GET', `/api/forums/posts/byUserSubs?lastItemDate=9999-12-31`, { token: token(READER) }],
        ['GET', `/api/forums/posts/byUserSubs?page=100000&perPage=50`, { token: token(READER) }],
        ['GET', `/api/notifications?page=100000&perPage=50`, { token: token(READER) }],
        newPost([]),
        newPost('x'),
        newPost(null),
        newPost(12),
        newPost({
          kind: 'Post',
          message: 'x',
          tags: [{ tagType: 'School', tagEntityId: 2 ** 31 }],
        }),
        newPost({ kind: 'Post', message: 'x', tags: [{ tagType: 'Group', tagString: 'Teams' }] }),
        newPost({ kind: 'Post', message: 'x', gameId: 2147483647 }),
        newPost({ kind: 'Post', message: 'x', links: ['http://[::1]/'] }),
        newPost({
          kind: 'Post',
          message: 'x',
          sources: [{ url: `/uploads/posts/${'0'.repeat(32)}.webp`, name: 'a' }],
        }),
        newPost({ kind: 'Highlights', message: 'x', videoUrl: 'https://evil.test/v' }),
        newPost({ kind: 'Post', message: 'x', title: '\u202e' }),
        [
          'POST',
          '/api/forums/posts',
          {
            token: token(PROBER),
            body: '{"kind":',
            headers: { 'Content-Type': 'application/json' },
          },
        ],
        [
          'POST',
          '/api/forums/posts',
          {
            token: token(PROBER),
            body: 'kind=Post',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          },
        ],
        [
          'POST',
          '/api/forums/images',
          {
            token: token(PROBER),
            body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
            headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
          },
        ],
        [
          'POST',
          '/api/forums/images',
          { token: token(PROBER), body: 'abc', headers: { 'Content-Type': 'multipart/form-data' } },
        ],
        ['POST', '/api/forums/images', { token: token(PROBER), json: { file: 'x' } }],
        [
          'POST',
          '/api/forums/comments',
          { token: token(READER), json: { replyToPostId: id, message: ['x'] } },
        ],
        [
          'POST',
          '/api/forums/comments',
          { token: token(READER), json: { replyToPostId: '1', message: 'x' } },
        ],
        [
          'POST',
          '/api/forums/claims',
          { token: token(READER), json: { postId: id, claimType: '', claimText: 'x' } },
        ],
        ['PUT', `/api/forums/reactions/${id}`, { token: token(READER), json: { type: 'like' } }],
        ['PUT', `/api/forums/reactions/${id}`, { token: token(READER) }],
        ['DELETE', `/api/forums/comments/99999999999`, { token: token(READER) }],
        ['DELETE', `/api/forums/posts/0`, { token: token(READER) }],
        ['POST', '/api/forums/posts/togglePin', { token: token(READER), json: { postId: 'x' } }],
        ['GET', '/api/forums/metadata?url=javascript:alert(1)', { token: token(READER) }],
        ['GET', '/api/forums/metadata?url=http://169.254.169.254/latest', { token: token(READER) }],
        [
          'POST',
          '/api/forums/posts/searchMultiTag',
          { json: { tags: [{ tagType: 'Group', tagEntityId: null }], page: '1' } },
        ],
        [
          'POST',
          '/api/forums/posts/searchMultiTag',
          { json: { tags: [{ tagType: 'All' }], page: 100000, perPage: 50 } },
        ],
        [
          'POST',
          `/api/forums/posts/game/99999999999`,
          { json: { gameId: 1, message: 'x', sources: [] } },
        ],
      ];
      const results: string[] = [];
      for (const [method, path, options] of probes) {
        const answer = await server.raw<{ message?: string }>(method, path, options);
        results.push(
          `${answer.status} ${method} ${path.slice(0, 90)} ${JSON.stringify(answer.body).slice(0, 160)}`,
        );
      }
      expect(results.filter((r) => r.startsWith('5'))).toEqual([]);
    });
  });
});
