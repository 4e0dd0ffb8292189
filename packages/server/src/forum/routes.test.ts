import {
  FORUM_DAILY_LIMITS,
  HIDDEN_BY_ADMIN,
  forumDailyLimitMessage,
  type CommentsPage,
  type ModerationQueue,
  type NotificationsPage,
  type PinnedPost,
  type Post,
  type PostTag,
  type PostsPage,
} from '@csz/core';
import { and, eq, inArray, like as sqlLike, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, members } from '../accounts/schema';
import { games } from '../games/schema';
import { notifications } from '../notifications/schema';
import { spiritPointAwards } from '../points/schema';
import { describeOnEngines } from '../testing/engines';
import type { BodyOf } from '../apiPaths';
import { jobsSettled } from '../testing/jobs';
import { headCoachPlace, insertGame, type DemoPlace } from '../testing/places';
import { fixedClock } from '../clock';
import { startTestServer, TEST_LIMITS, TEST_TODAY, type Engine } from '../testing/testServer';
import { testPng, uploadForm } from '../testing/uploads';
import type { LinkPreviewer } from './linkPreviewer';
import { forumClaims, forumComments, forumPostTags, forumPosts } from './schema';

const AUTHOR = 'parent@demo.csz.test';
const READER = 'fan@demo.csz.test';
const OTHERS = ['player@demo.csz.test', 'alumni@demo.csz.test', 'ambassador@demo.csz.test'];
const ADMIN = 'admin@demo.csz.test';
const PENDING = 'pending.coach@demo.csz.test';

/** A new account's daily posts, comments, likes and reports in these tests: small, so a test meets them. */
const NEW_ACCOUNT_DAILY = 2;
const tightForNewAccounts = {
  account: TEST_LIMITS.forumPost.account,
  newAccount: { points: NEW_ACCOUNT_DAILY, seconds: 86_400 },
};

/**
 * A previewer that answers from the address alone, so the tests see which links were previewed
 * without fetching anything.
 */
const titledPreviews: LinkPreviewer = {
  preview: async (url) => ({
    url,
    title: `Preview of ${url}`,
    images: [],
    favicons: [],
  }),
};

const start = (engine: Engine) =>
  startTestServer(engine, {
    limits: {
      ...TEST_LIMITS,
      forumPost: tightForNewAccounts,
      forumComment: tightForNewAccounts,
      forumLike: tightForNewAccounts,
      forumReport: tightForNewAccounts,
    },
    linkPreviews: titledPreviews,
  });

describeOnEngines('the forum', start, (server) => {
  const ids = new Map<string, number>();
  const sessions = new Map<string, string>();
  let place: DemoPlace;
  let png: Uint8Array<ArrayBuffer>;

  beforeAll(async () => {
    // The demo accounts are a month old: established members, not new ones.
    await server.handle.db
      .update(members)
      .set({ createdAt: new Date('2026-10-01T12:00:00Z') })
      .where(sqlLike(members.email, '%@demo.csz.test'));
    for (const email of [AUTHOR, READER, ...OTHERS, ADMIN, PENDING]) {
      const [row] = await server.handle.db.select().from(members).where(eq(members.email, email));
      ids.set(email, row!.id);
      sessions.set(email, (await server.login(email)).accessToken);
    }
    place = await headCoachPlace(server.handle.db);
    png = await testPng(8, 8);
  });

  const token = (email: string) => sessions.get(email)!;
  // Sends posts the form refuses too: unchecked against the route's body.
  const newPost = (body: unknown, email: string | null = AUTHOR) =>
    server.raw<Post & { message: string; errors?: Record<string, string> }>(
      'POST',
      '/api/forums/posts',
      { token: email == null ? null : token(email), json: body },
    );
  const plainPost = async (email = AUTHOR, extra: object = {}) => {
    const answer = await newPost(
      { kind: 'Post', message: 'Game day at the stadium', ...extra },
      email,
    );
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const view = (id: number, email: string | null = READER) =>
    server.call<Post & { message: string }>('GET', `/api/forums/posts/view/${id}?slug=x`, {
      token: email == null ? null : token(email),
    });
  const postCount = async () =>
    (await server.handle.db.select({ n: sql<number>`count(*)::int` }).from(forumPosts))[0]!.n;
  const awardsOf = (postId: number) =>
    server.handle.db
      .select({
        memberId: spiritPointAwards.memberId,
        type: spiritPointAwards.type,
        subject: spiritPointAwards.subject,
      })
      .from(spiritPointAwards)
      .where(
        or(
          eq(spiritPointAwards.subject, `post:${postId}`),
          sqlLike(spiritPointAwards.subject, `post:${postId}:%`),
        ),
      );
  const upload = async (name = 'goal.png', email = AUTHOR) =>
    server.call<{ url: string; message: string }>('POST', '/api/forums/images', {
      token: email == null ? null : token(email),
      body: uploadForm(png, name, 'image/png'),
    });
  const like = (id: number, type: 'Like' | 'Unlike', email = READER) =>
    server.call<{ upvotes: number; youVoted: boolean }>('PUT', `/api/forums/reactions/${id}`, {
      token: token(email),
      json: { type },
    });
  const claim = (postId: number, email: string, claimText = 'Not about sports') =>
    server.call<{ message: string }>('POST', '/api/forums/claims', {
      token: token(email),
      json: { postId, claimText },
    });

  describe('posts', () => {
    it('stores Markdown with its sanitised HTML, its tags by name, a slug and the author points', async () => {
      const message = [
        '## Big **win** tonight',
        '<script>alert(1)</script> <img src=x onerror=alert(1)>',
        '[click](javascript:alert(1)) and https://example.com/story',
      ].join('\n\n');
      const answer = await newPost({
        kind: 'Post',
        title: '<b onmouseover=alert(1)>Whitman</b> wins!',
        message,
        tags: [
          { tagType: 'School', tagEntityId: place.schoolId },
          { tagType: 'Sport', tagEntityId: place.sportId },
        ],
      });
      expect(answer.status).toBe(201);
      const post = answer.body;
      expect(post.content).toContain('<h3>Big <strong>win</strong> tonight</h3>');
      expect(post.content).toContain(
        '<a href="https://example.com/story" rel="nofollow ugc noopener">https://example.com/story</a>',
      );
      // Every tag is one of SafeHtml's, with no attribute but a link's href and rel; what the
      // member typed as HTML is text, and the javascript: link stayed text.
      for (const [, name, attributes] of post.content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
        expect(['h3', 'strong', 'p', 'a']).toContain(name);
        expect(attributes).toMatch(/^(\s+(href|rel)="[^"<>]*")*$/);
      }
      expect(post.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(post.content).not.toContain('href="javascript');
      // The title is text: markup is taken out before it is stored.
      expect(post.title).toBe('Whitman wins!');
      expect(post.slug).toBe('whitman-wins');
      expect(post.tags.map((t) => [t.tagType, t.isCategory])).toEqual([
        ['All', true],
        ['School', false],
        ['Sport', false],
      ]);
      expect(post.tags[0]!.tagString).toBe('General');
      const [stored] = await server.handle.db
        .select()
        .from(forumPosts)
        .where(eq(forumPosts.id, post.id));
      expect(stored!.message).toBe(message);
      expect(stored!.tagsText).toContain('General');
      const tags = await server.handle.db
        .select({ createdAt: forumPostTags.createdAt })
        .from(forumPostTags)
        .where(eq(forumPostTags.postId, post.id));
      expect(tags.every((t) => t.createdAt.getTime() === stored!.createdAt.getTime())).toBe(true);
      expect(await awardsOf(post.id)).toEqual([
        { memberId: ids.get(AUTHOR), type: 12, subject: `post:${post.id}` },
      ]);
    });

    it('takes uploaded pictures and a YouTube video, and awards the picture types', async () => {
      const urls = [];
      for (let i = 0; i < 5; i++) {
        const sent = await upload(`<img src=x onerror=alert(${i})>.png`);
        expect(sent.status).toBe(200);
        urls.push(sent.body.url);
      }
      const gallery = await newPost({
        kind: 'Media',
        sources: urls.map((url, i) => ({ url, name: `<img src=x onerror=alert(${i})>.png` })),
      });
      expect(gallery.status).toBe(201);
      // File names are text: markup is taken out before they are stored.
      expect(gallery.body.sources[0]).toEqual({
        url: urls[0],
        type: 'Image',
        name: '.png',
        description: null,
      });
      expect(gallery.body.content).toBe('');
      expect((await awardsOf(gallery.body.id)).map((a) => a.type)).toEqual([9]);

      const highlight = await newPost({
        kind: 'Highlights',
        message: 'What a catch',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        sources: [{ url: urls[0], name: 'catch.png' }],
      });
      expect(highlight.status).toBe(201);
      expect(highlight.body.sources.map((s) => [s.type, s.url])).toEqual([
        ['Image', urls[0]],
        ['Video', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
      ]);
      expect((await awardsOf(highlight.body.id)).map((a) => a.type)).toEqual([7]);
    });

    it("stores links with previews, and a new account's links without", async () => {
      const post = await plainPost(AUTHOR, { links: ['https://example.com/a'] });
      expect(post.metadata).toEqual([
        {
          url: 'https://example.com/a',
          title: 'Preview of https://example.com/a',
          images: [],
          favicons: [],
        },
      ]);
      const newcomer = await register('links-newcomer@example.com');
      const fresh = await server.call<Post>('POST', '/api/forums/posts', {
        token: newcomer,
        json: { kind: 'Post', message: 'Look', links: ['https://example.com/b'] },
      });
      expect(fresh.status).toBe(201);
      expect(fresh.body.metadata).toEqual([
        { url: 'https://example.com/b', title: null, images: [], favicons: [] },
      ]);
    });

    it.each<[string, unknown, string]>([
      ['no text, picture or video', { kind: 'Post', message: '  ' }, 'message'],
      ['a Blog without a title', { kind: 'Blog', message: 'x' }, 'title'],
      [
        'a Blog whose title is only markup',
        { kind: 'Blog', title: '<script>alert(1)</script>', message: 'x' },
        'title',
      ],
      [
        'a video from another site',
        { kind: 'Highlights', videoUrl: 'https://example.com/clip.mp4' },
        'Only YouTube and Vimeo',
      ],
      [
        'a picture not uploaded here',
        {
          kind: 'Media',
          sources: [{ url: `/uploads/posts/${'a'.repeat(32)}.webp`, name: 'a.png' }],
        },
        'no such uploaded picture',
      ],
      [
        'a picture from elsewhere',
        { kind: 'Media', sources: [{ url: 'https://evil.test/x.png', name: 'a.png' }] },
        'sources',
      ],
      [
        'an unknown school',
        { kind: 'Post', message: 'x', tags: [{ tagType: 'School', tagEntityId: 999_999 }] },
        'no such School',
      ],
      [
        'an unknown category',
        { kind: 'Post', message: 'x', tags: [{ tagType: 'Group', tagString: '<script>' }] },
        'No such category',
      ],
      [
        'two categories',
        {
          kind: 'Post',
          message: 'x',
          tags: [
            { tagType: 'All', tagString: 'General' },
            { tagType: 'Group', tagString: 'podcast' },
          ],
        },
        'one category',
      ],
      ['an unknown game', { kind: 'Post', message: 'x', gameId: 999_999 }, 'gameId'],
      ['a huge id', { kind: 'Post', message: 'x', gameId: 1e20 }, 'gameId'],
      ['an unknown kind', { kind: 'Game', message: 'x' }, 'kind'],
    ])('refuses %s with a 400 and stores nothing', async (_name, body, words) => {
      const before = await postCount();
      const answer = await newPost(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(words);
      expect(await postCount()).toBe(before);
    });

    it('refuses guests (401) and bodies that are not JSON (415)', async () => {
      const before = await postCount();
      expect((await newPost({ kind: 'Post', message: 'x' }, null)).status).toBe(401);
      const form = await server.call('POST', '/api/forums/posts', {
        token: token(AUTHOR),
        headers: { 'Content-Type': 'text/plain' },
        body: 'kind=Post',
      });
      expect(form.status).toBe(415);
      expect(await postCount()).toBe(before);
    });

    it('takes pictures from members only, and pictures only', async () => {
      expect((await upload('a.png', null as unknown as string)).status).toBe(401);
      const text = await server.call<{ message: string }>('POST', '/api/forums/images', {
        token: token(AUTHOR),
        body: uploadForm(
          new Uint8Array(new TextEncoder().encode('<svg onload=alert(1)>')),
          'a.svg',
          'image/svg+xml',
        ),
      });
      expect(text.status).toBe(400);
    });

    it.each(['post', 'comment', 'like', 'report'] as const)(
      "limits a new account's %ss per day with a clear 429",
      async (action) => {
        const newcomer = await register(`limit-${action}@example.com`);
        const targets = [await plainPost(), await plainPost(), await plainPost()];
        const act = (i: number) => {
          const postId = targets[i]!.id;
          if (action === 'post') {
            return server.call<{ message: string }>('POST', '/api/forums/posts', {
              token: newcomer,
              json: { kind: 'Post', message: `Post ${i}` },
            });
          }
          if (action === 'comment') {
            return server.call<{ message: string }>('POST', '/api/forums/comments', {
              token: newcomer,
              json: { replyToPostId: postId, message: `Comment ${i}` },
            });
          }
          if (action === 'like') {
            return server.call<{ message: string }>('PUT', `/api/forums/reactions/${postId}`, {
              token: newcomer,
              json: { type: 'Like' },
            });
          }
          return server.call<{ message: string }>('POST', '/api/forums/claims', {
            token: newcomer,
            json: { postId },
          });
        };
        for (let i = 0; i < NEW_ACCOUNT_DAILY; i++) expect((await act(i)).status).toBeLessThan(300);
        const refused = await act(NEW_ACCOUNT_DAILY);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe(forumDailyLimitMessage(action, NEW_ACCOUNT_DAILY));
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        // An established member is far from theirs.
        expect(FORUM_DAILY_LIMITS[action].established).toBeGreaterThan(NEW_ACCOUNT_DAILY);
      },
    );
  });

  /** Signs a new member up and answers their session. */
  async function register(email: string): Promise<string> {
    const signUp = await server.call('POST', '/api/csz/register', {
      json: { email, password: 'new-member-pass-1' },
    });
    expect(signUp.status).toBeLessThan(300);
    return (await server.login(email, 'new-member-pass-1')).accessToken;
  }

  describe('the post page', () => {
    it('counts each reader once a day', async () => {
      const post = await plainPost();
      expect((await view(post.id)).body.views).toBe(1);
      expect((await view(post.id)).body.views).toBe(1);
      expect((await view(post.id, null)).body.views).toBe(2);
      expect((await view(post.id, null)).body.views).toBe(2);
      const third = await view(post.id, OTHERS[0]);
      expect(third.status).toBe(200);
      expect(third.body.views).toBe(3);
    });

    it("answers 404 'Not Found' for a post that is missing or deleted", async () => {
      expect((await view(999_999)).body.message).toBe('Not Found');
      const post = await plainPost();
      await server.call('DELETE', `/api/forums/posts/${post.id}`, { token: token(AUTHOR) });
      const gone = await view(post.id);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('Not Found');
      expect((await server.call('GET', '/api/forums/posts/view/abc')).status).toBe(400);
    });
  });

  describe('comments', () => {
    const comment = (postId: number, message: string, email = READER) =>
      server.call<Post & { message: string }>('POST', '/api/forums/comments', {
        token: email == null ? null : token(email),
        json: { replyToPostId: postId, message },
      });
    const page = (postId: number, p = 1) =>
      server.get<CommentsPage>(`/api/forums/comments?postId=${postId}&page=${p}`);

    it('lists comments oldest first, 10 a page, and counts them on the post', async () => {
      const post = await plainPost();
      for (let i = 1; i <= 11; i++) {
        const sent = await comment(post.id, `Comment **${i}** <script>x</script>`);
        expect(sent.status).toBe(201);
        expect(sent.body.replyToPostId).toBe(post.id);
      }
      const first = await page(post.id);
      expect(first.body.total).toBe(11);
      expect(first.body.totalPages).toBe(2);
      expect(first.body.comments).toHaveLength(10);
      expect(first.body.comments[0]!.content).toBe(
        '<p>Comment <strong>1</strong> &lt;script&gt;x&lt;/script&gt;</p>',
      );
      expect((await page(post.id, 2)).body.comments[0]!.content).toContain('11');
      expect((await view(post.id)).body.comments).toBe(11);
      // The commenter earns 17 once for the post; the author is told of each comment.
      expect((await awardsOf(post.id)).filter((a) => a.type === 17)).toEqual([
        { memberId: ids.get(READER), type: 17, subject: `post:${post.id}` },
      ]);
      const told = await server.handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.postId, post.id), eq(notifications.type, 'NewComment')));
      expect(told).toHaveLength(11);
      expect(told.every((n) => n.memberId === ids.get(AUTHOR))).toBe(true);
    });

    it('deletes only its own comment: marked deleted, left out, the count down by one', async () => {
      const post = await plainPost();
      const mine = (await comment(post.id, 'mine')).body;
      await comment(post.id, 'theirs', OTHERS[0]);
      const refused = await server.call('DELETE', `/api/forums/comments/${mine.id}`, {
        token: token(OTHERS[0]!),
      });
      expect(refused.status).toBe(403);
      expect((await server.call('DELETE', `/api/forums/comments/${mine.id}`)).status).toBe(401);
      const deleted = await server.call('DELETE', `/api/forums/comments/${mine.id}`, {
        token: token(READER),
      });
      expect(deleted.status).toBe(200);
      const [row] = await server.handle.db
        .select()
        .from(forumComments)
        .where(eq(forumComments.id, mine.id));
      expect(row!.deletedAt).not.toBeNull();
      const listed = await page(post.id);
      expect(listed.body.comments.map((c) => c.content)).toEqual(['<p>theirs</p>']);
      expect((await view(post.id)).body.comments).toBe(1);
      const again = await server.call('DELETE', `/api/forums/comments/${mine.id}`, {
        token: token(READER),
      });
      expect(again.status).toBe(404);
    });

    it('refuses guests, empty and over-long comments, and missing posts, changing nothing', async () => {
      const post = await plainPost();
      expect((await comment(post.id, 'x', null as unknown as string)).status).toBe(401);
      expect((await comment(post.id, '   ')).status).toBe(400);
      const long = await comment(post.id, 'x'.repeat(12_001));
      expect(long.status).toBe(400);
      expect(long.body.message).toContain('12000');
      expect((await comment(999_999, 'x')).status).toBe(404);
      expect((await page(post.id)).body.total).toBe(0);
      expect((await server.get('/api/forums/comments?postId=0')).status).toBe(400);
      expect((await server.get('/api/forums/comments?postId=999999')).status).toBe(404);
    });
  });

  describe('likes', () => {
    it('likes and unlikes idempotently, awarding 18 to the liker and 19 to the author once', async () => {
      const post = await plainPost();
      expect((await like(post.id, 'Like')).body).toEqual({ upvotes: 1, youVoted: true });
      expect((await like(post.id, 'Like')).body).toEqual({ upvotes: 1, youVoted: true });
      expect((await like(post.id, 'Like', OTHERS[0])).body).toEqual({ upvotes: 2, youVoted: true });
      expect((await like(post.id, 'Unlike')).body).toEqual({ upvotes: 1, youVoted: false });
      expect((await like(post.id, 'Unlike')).body).toEqual({ upvotes: 1, youVoted: false });
      expect((await like(post.id, 'Like')).body).toEqual({ upvotes: 2, youVoted: true });
      const awards = (await awardsOf(post.id)).filter((a) => a.type !== 12);
      expect(awards).toHaveLength(4);
      expect(awards).toEqual(
        expect.arrayContaining([
          { memberId: ids.get(READER), type: 18, subject: `post:${post.id}` },
          {
            memberId: ids.get(AUTHOR),
            type: 19,
            subject: `post:${post.id}:like:${ids.get(READER)}`,
          },
        ]),
      );
      const told = await server.handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.postId, post.id), eq(notifications.type, 'Like')));
      expect(told.map((n) => n.memberId)).toEqual([ids.get(AUTHOR), ids.get(AUTHOR)]);
      expect((await view(post.id, READER)).body.youVoted).toBe(true);
    });

    it('refuses guests, bad bodies and missing posts', async () => {
      const post = await plainPost();
      const guest = await server.call('PUT', `/api/forums/reactions/${post.id}`, {
        json: { type: 'Like' },
      });
      expect(guest.status).toBe(401);
      const bad = await server.raw('PUT', `/api/forums/reactions/${post.id}`, {
        token: token(READER),
        json: { type: 'Love' },
      });
      expect(bad.status).toBe(400);
      expect((await like(999_999, 'Like')).status).toBe(404);
      expect((await view(post.id)).body.upvotes).toBe(0);
    });
  });

  describe('moderation', () => {
    it("refuses reports of one's own post and of a pinned post", async () => {
      const post = await plainPost();
      const own = await claim(post.id, AUTHOR);
      expect(own.status).toBe(403);
      expect(own.body.message).toBe("Can't report this post!");
      await pin(post.id);
      expect((await claim(post.id, READER)).status).toBe(403);
      await pin(post.id);
    });

    it('hides a post reported by three members until staff restore it, taking its points back meanwhile', async () => {
      const post = await plainPost();
      await like(post.id, 'Like');
      // Three proven members: a month old, with Spirit Points on several days.
      const reporters = [READER, ...OTHERS].slice(0, 3);
      for (const [i, email] of reporters.entries()) {
        const sent = await claim(post.id, email, `<script>alert(${i})</script>`);
        expect(sent.status).toBe(200);
        expect(sent.body.message).toBe('Post successfully reported!');
        if (i === 0) {
          // Once per member.
          expect((await claim(post.id, email)).status).toBe(409);
          expect((await view(post.id)).status).toBe(200);
        }
      }
      expect((await view(post.id)).status).toBe(404);
      expect(await awardsOf(post.id)).toEqual([]);
      const queue = await server.call<ModerationQueue>('GET', '/admin/api/forum/claims', {
        token: token(ADMIN),
      });
      const item = queue.body.items.find((i) => i.post.id === post.id)!;
      expect(item.reason).toBe('hiddenByReports');
      expect(item.claims.map((c) => c.claimText)).toEqual(
        reporters.map((_e, i) => `<script>alert(${i})</script>`),
      );
      const restored = await decide(post.id, 'restore');
      expect(restored.status).toBe(200);
      expect((await view(post.id)).status).toBe(200);
      expect((await awardsOf(post.id)).map((a) => a.type).sort()).toEqual([12, 18, 19]);
      const open = await server.handle.db
        .select()
        .from(forumClaims)
        .where(and(eq(forumClaims.postId, post.id), sql`${forumClaims.resolvedAt} is null`));
      expect(open).toEqual([]);
      expect((await decide(post.id, 'restore')).status).toBe(409);
    });

    it("never lets three day-old accounts hide a post: their reports weigh less than members'", async () => {
      const post = await plainPost();
      const dayOld = new Date(fixedClock(TEST_TODAY).now().getTime() - 36 * 3_600_000);
      for (const n of [1, 2, 3]) {
        const email = `throwaway${n}@example.com`;
        const made = await server.call<{ accessToken: string }>('POST', '/api/csz/register', {
          json: { email, password: 'throwaway-pass-1' },
        });
        expect(made.status).toBe(201);
        await server.handle.db
          .update(members)
          .set({ createdAt: dayOld })
          .where(eq(members.email, email));
        const sent = await server.call('POST', '/api/forums/claims', {
          token: made.body.accessToken,
          json: { postId: post.id, claimText: 'Hide it' },
        });
        expect(sent.status).toBe(200);
      }
      expect((await view(post.id)).status).toBe(200);
      // A proven member's report is not enough with theirs (1 + 1 + 1 + 2); a second one is.
      expect((await claim(post.id, READER)).status).toBe(200);
      expect((await view(post.id)).status).toBe(200);
      expect((await claim(post.id, OTHERS[0]!)).status).toBe(200);
      expect((await view(post.id)).status).toBe(404);
      // Staff see every report, the light ones too.
      const queue = await server.call<ModerationQueue>('GET', '/admin/api/forum/claims', {
        token: token(ADMIN),
      });
      expect(queue.body.items.find((i) => i.post.id === post.id)!.claims).toHaveLength(5);
      await decide(post.id, 'restore');
    });

    it("hides at a SiteAdmin's claim, recorded as 'Hidden by admin'", async () => {
      const post = await plainPost();
      const hidden = await claim(post.id, ADMIN, 'whatever');
      expect(hidden.body.message).toBe('Post successfully hidden!');
      expect((await view(post.id)).status).toBe(404);
      const [row] = await server.handle.db
        .select()
        .from(forumClaims)
        .where(eq(forumClaims.postId, post.id));
      expect(row!.claimText).toBe(HIDDEN_BY_ADMIN);
      const [stored] = await server.handle.db
        .select()
        .from(forumPosts)
        .where(eq(forumPosts.id, post.id));
      expect(stored!.hiddenBy).toBe('admin');
      expect(await awardsOf(post.id)).toEqual([]);
    });

    it('lists the posts staff hid apart from the queue, the most recently hidden first', async () => {
      const [first, second, deleted] = [await plainPost(), await plainPost(), await plainPost()];
      for (const post of [first, second, deleted]) {
        expect((await claim(post.id, ADMIN)).status).toBe(200);
      }
      // A post its author deleted after the hide is gone for staff too.
      await server.handle.db
        .update(forumPosts)
        .set({ deletedAt: new Date() })
        .where(eq(forumPosts.id, deleted.id));
      const queue = await server.call<ModerationQueue>('GET', '/admin/api/forum/claims', {
        token: token(ADMIN),
      });
      expect(queue.status).toBe(200);
      const hidden = queue.body.hiddenByStaff.map((h) => h.post.id);
      expect(hidden.slice(0, 2)).toEqual([second.id, first.id]);
      expect(hidden).not.toContain(deleted.id);
      expect(queue.body.items.map((i) => i.post.id)).not.toContain(first.id);
      const [stored] = await server.handle.db
        .select({ hiddenAt: forumPosts.hiddenAt })
        .from(forumPosts)
        .where(eq(forumPosts.id, second.id));
      expect(queue.body.hiddenByStaff[0]!.hiddenAt).toBe(stored!.hiddenAt!.toISOString());
    });

    it("deletes own posts only; a SiteAdmin deleting another member's post hides it", async () => {
      const post = await plainPost();
      const refused = await server.call<{ message: string }>(
        'DELETE',
        `/api/forums/posts/${post.id}`,
        {
          token: token(READER),
        },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Can't delete this post!");
      expect((await server.call('DELETE', `/api/forums/posts/${post.id}`)).status).toBe(401);
      const deleted = await server.call<{ message: string }>(
        'DELETE',
        `/api/forums/posts/${post.id}`,
        {
          token: token(AUTHOR),
        },
      );
      expect(deleted.body.message).toBe('Post successfully deleted!');
      expect(await awardsOf(post.id)).toEqual([]);
      expect(
        (await server.call('DELETE', `/api/forums/posts/${post.id}`, { token: token(AUTHOR) }))
          .status,
      ).toBe(404);
      const other = await plainPost();
      const hidden = await server.call<{ message: string }>(
        'DELETE',
        `/api/forums/posts/${other.id}`,
        {
          token: token(ADMIN),
        },
      );
      expect(hidden.body.message).toBe('Post successfully hidden!');
      const [row] = await server.handle.db
        .select()
        .from(forumPosts)
        .where(eq(forumPosts.id, other.id));
      expect(row!.deletedAt).toBeNull();
      expect(row!.hiddenBy).toBe('admin');
    });

    it('keeps one pinned post, pinned and unpinned by a SiteAdmin only', async () => {
      const [first, second] = [await plainPost(), await plainPost()];
      expect((await pinAs(first.id, READER)).status).toBe(403);
      expect((await pinAs(first.id, null)).status).toBe(401);
      const pinned = await pin(first.id);
      expect(pinned.body.isPinned).toBe(true);
      expect((await server.get<PinnedPost>('/api/forums/posts/isPinnedPost')).body).toEqual({
        isPinnedPost: true,
        postId: first.id,
      });
      const refused = await pin(second.id);
      expect(refused.status).toBe(409);
      expect((await pin(first.id)).body.isPinned).toBe(false);
      expect((await pin(second.id)).body.isPinned).toBe(true);
      expect((await server.get<PinnedPost>('/api/forums/posts/isPinnedPost')).body.postId).toBe(
        second.id,
      );
      await pin(second.id);
      expect((await server.get<PinnedPost>('/api/forums/posts/isPinnedPost')).body).toEqual({
        isPinnedPost: false,
        postId: null,
      });
    });

    it("lists a guest's held game post for staff, who release it", async () => {
      const game = await insertGame(server.handle.db, place);
      const sent = await server.call<{ id: number; held: boolean }>(
        'POST',
        `/api/forums/posts/game/${game.id}`,
        { json: { gameId: game.id, message: 'From the stands', sources: [] } },
      );
      expect(sent.body.held).toBe(true);
      const before = await server.get<PostsPage>(`/api/forums/posts/game/${game.id}`);
      expect(before.body.total).toBe(0);
      const queue = await server.call<ModerationQueue>('GET', '/admin/api/forum/claims', {
        token: token(ADMIN),
      });
      expect(queue.body.items.find((i) => i.post.id === sent.body.id)?.reason).toBe('held');
      const forbiddenQueue = await server.call('GET', '/admin/api/forum/claims', {
        token: token(READER),
      });
      expect(forbiddenQueue.status).toBe(403);
      expect((await decideAs(sent.body.id, 'release', READER)).status).toBe(403);
      expect((await decide(sent.body.id, 'release')).status).toBe(200);
      const after = await server.get<PostsPage>(`/api/forums/posts/game/${game.id}`);
      expect(after.body.posts.map((p) => p.id)).toEqual([sent.body.id]);
      expect((await server.get(`/api/forums/posts/game/999999`)).status).toBe(404);
      const bad = await server.raw('POST', `/admin/api/forum/posts/${sent.body.id}/decision`, {
        token: token(ADMIN),
        json: { decision: 'delete' },
      });
      expect(bad.status).toBe(400);
    });

    it("awards a member's post from the score upload page type 15, taken back with its game's count when deleted", async () => {
      const game = await insertGame(server.handle.db, place);
      const sent = await server.call<{ id: number; held: boolean }>(
        'POST',
        `/api/forums/posts/game/${game.id}`,
        { token: token(AUTHOR), json: { gameId: game.id, message: 'Final whistle', sources: [] } },
      );
      expect(sent.body.held).toBe(false);
      expect((await awardsOf(sent.body.id)).map((a) => a.type)).toEqual([15]);
      const postsCount = async () =>
        (
          await server.handle.db
            .select({ n: games.postsCount })
            .from(games)
            .where(eq(games.id, game.id))
        )[0]!.n;
      expect(await postsCount()).toBe(1);
      await server.call('DELETE', `/api/forums/posts/${sent.body.id}`, { token: token(AUTHOR) });
      expect(await awardsOf(sent.body.id)).toEqual([]);
      expect(await postsCount()).toBe(0);
    });

    it('lists posts about a game made from the forum, newest first', async () => {
      const game = await insertGame(server.handle.db, place);
      const first = await plainPost(AUTHOR, { gameId: game.id });
      const second = await plainPost(READER, { gameId: game.id });
      expect((await awardsOf(first.id)).map((a) => a.type)).toEqual([15]);
      const page = await server.get<PostsPage>(`/api/forums/posts/game/${game.id}?perPage=1`);
      expect(page.body.total).toBe(2);
      expect(page.body.totalPages).toBe(2);
      expect(page.body.posts.map((p) => p.id)).toEqual([second.id]);
    });
  });

  const pinAs = (postId: number, email: string | null) =>
    server.call<Post & { message: string }>('POST', '/api/forums/posts/togglePin', {
      token: email == null ? null : token(email),
      json: { postId },
    });
  const pin = (postId: number) => pinAs(postId, ADMIN);
  type Decision = BodyOf<'POST', '/admin/api/forum/posts/1/decision'>['decision'];
  const decideAs = (postId: number, decision: Decision, email: string) =>
    server.call<{ message: string }>('POST', `/admin/api/forum/posts/${postId}/decision`, {
      token: token(email),
      json: { decision },
    });
  const decide = (postId: number, decision: Decision) => decideAs(postId, decision, ADMIN);

  describe('notifications', () => {
    it("tells the followers of a post's school, through the jobs worker, but not its author or pending roles", async () => {
      const post = await plainPost(AUTHOR, {
        tags: [{ tagType: 'School', tagEntityId: place.schoolId }],
      });
      await jobsSettled(server.handle.db);
      const followers = await server.handle.db
        .selectDistinct({ memberId: memberRoles.memberId })
        .from(memberRoles)
        .where(
          and(eq(memberRoles.followedSchoolId, place.schoolId), eq(memberRoles.status, 'Approved')),
        );
      const expected = followers.map((f) => f.memberId).filter((id) => id !== ids.get(AUTHOR));
      expect(expected.length).toBeGreaterThan(2);
      const told = await server.handle.db
        .select({ memberId: notifications.memberId })
        .from(notifications)
        .where(and(eq(notifications.postId, post.id), eq(notifications.type, 'NewPost')));
      expect(told.map((t) => t.memberId).sort()).toEqual(expected.sort());
      expect(told.map((t) => t.memberId)).not.toContain(ids.get(PENDING));
      expect(told.map((t) => t.memberId)).not.toContain(ids.get(AUTHOR));
    });

    it("pages a member's notifications newest first, counts the unread and marks them read", async () => {
      const post = await plainPost();
      await like(post.id, 'Like', OTHERS[1]);
      await server.call('POST', '/api/forums/comments', {
        token: token(OTHERS[1]!),
        json: { replyToPostId: post.id, message: 'Nice' },
      });
      const list = await server.call<NotificationsPage>('GET', '/api/notifications?perPage=2', {
        token: token(AUTHOR),
      });
      expect(list.status).toBe(200);
      expect(list.headers.get('cache-control')).toBe('private, no-store');
      expect(list.body.notifications).toHaveLength(2);
      expect(list.body.notifications.map((n) => n.type).sort()).toEqual(['Like', 'NewComment']);
      expect(list.body.total).toBeGreaterThanOrEqual(2);
      expect(list.body.unread).toBe(list.body.total);
      const read = await server.call('POST', '/api/notifications/read', { token: token(AUTHOR) });
      expect(read.body).toEqual({ unread: 0 });
      const after = await server.call<NotificationsPage>('GET', '/api/notifications', {
        token: token(AUTHOR),
      });
      expect(after.body.unread).toBe(0);
      expect(after.body.notifications.length).toBeLessThanOrEqual(10);
      expect((await server.get('/api/notifications')).status).toBe(401);
      expect((await server.call('POST', '/api/notifications/read')).status).toBe(401);
      const bad = await server.call('GET', '/api/notifications?perPage=1000', {
        token: token(AUTHOR),
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('categories', () => {
    it('lists General, the groups, the podcast and Teams with the schools posts are about', async () => {
      await plainPost(AUTHOR, { tags: [{ tagType: 'School', tagEntityId: place.schoolId }] });
      const answer = await server.get<PostTag[]>('/api/forums/categories');
      expect(answer.body.map((c) => [c.tagString, c.tagType, c.tagLink])).toEqual([
        ['General', 'All', 'all/General'],
        ['CSZ Articles', 'Group', 'Group/CSZ Articles'],
        ['Player of the Month', 'Group', 'Group/Player of the Month'],
        ['podcast', 'Group', 'Group/podcast'],
        ['Teams', 'Group', 'Group/Teams'],
      ]);
      const teams = answer.body[4]!;
      const schools = teams.children!.flatMap((s) => s.children!.flatMap((d) => d.children!));
      expect(schools.map((s) => s.schoolId)).toContain(place.schoolId);
    });
  });

  it('awards nothing twice and takes back every award of a deleted post', async () => {
    const post = await plainPost();
    await like(post.id, 'Like');
    await server.call('POST', '/api/forums/comments', {
      token: token(READER),
      json: { replyToPostId: post.id, message: 'Great' },
    });
    expect((await awardsOf(post.id)).map((a) => a.type).sort()).toEqual([12, 17, 18, 19]);
    await server.call('DELETE', `/api/forums/posts/${post.id}`, { token: token(AUTHOR) });
    expect(await awardsOf(post.id)).toEqual([]);
    const left = await server.handle.db
      .select()
      .from(notifications)
      .where(inArray(notifications.postId, [post.id]));
    expect(left).toEqual([]);
  });
});
