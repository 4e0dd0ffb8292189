import type {
  Game,
  GamePostAnswer,
  ScoreDecisionsAnswer,
  ScoreReportAnswer,
  ScoreReviewQueue,
  UploadScores,
} from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { games } from '../games/schema';
import { describeOnEngines } from '../testing/engines';
import { headCoachPlace, insertGame, type DemoPlace, type TestGame } from '../testing/places';
import { startTestServer, TEST_LIMITS, TEST_TODAY, type TestServer } from '../testing/testServer';
import { storedFiles, testPng, uploadForm } from '../testing/uploads';
import { scoreReports } from './schema';
import { forumPosts } from '../forum/schema';
import { signUploadToken } from './uploadLinks';

const COACH = 'head.coach@demo.csz.test';
const FAN = 'fan@demo.csz.test';
const PARENT = 'parent@demo.csz.test';
const ADMIN = 'admin@demo.csz.test';

/** The tests' clock: TEST_TODAY, 8 pm Eastern (clock.ts fixedClock). */
const NOW = new Date(`${TEST_TODAY}T20:00:00-05:00`);

const scores = (game: TestGame, [home, away]: [number, number]) => ({
  teams: [
    { id: game.home, finalScore: home },
    { id: game.away, finalScore: away },
  ],
});

/** The members' ids and sessions, and the demo coach's place, shared by the suites. */
async function membersOf(server: TestServer) {
  const ids = new Map<string, number>();
  const sessions = new Map<string, string>();
  for (const email of [COACH, FAN, PARENT, ADMIN]) {
    const [row] = await server.handle.db.select().from(members).where(eq(members.email, email));
    ids.set(email, row!.id);
    sessions.set(email, (await server.login(email)).accessToken);
  }
  return { ids, sessions, place: await headCoachPlace(server.handle.db) };
}

describeOnEngines('the score upload page', startTestServer, (server) => {
  let place: DemoPlace;
  let ids: Map<string, number>;
  let sessions: Map<string, string>;

  beforeAll(async () => {
    ({ ids, sessions, place } = await membersOf(server));
  });

  const newGame = (options?: Parameters<typeof insertGame>[2]) =>
    insertGame(server.handle.db, place, options);
  const linkFor = (email: string, game: { id: number }, now = NOW, days?: number) =>
    signUploadToken(
      server.tokens.secret,
      { memberId: ids.get(email)!, gameId: game.id },
      now,
      days,
    );
  const read = (game: { id: number }, options: { link?: string; session?: string } = {}) =>
    server.call<UploadScores & { message: string }>(
      'GET',
      `/admin/api/uploadScores/${game.id}${options.link == null ? '' : `?token=${encodeURIComponent(options.link)}`}`,
      { token: options.session ?? null },
    );
  // Sends reports the route refuses too: unchecked against its body.
  const put = (game: TestGame, link: string | null, body: unknown, session?: string) =>
    server.raw<ScoreReportAnswer & { message: string }>(
      'PUT',
      `/admin/api/uploadScores/${game.id}${link == null ? '' : `?token=${encodeURIComponent(link)}`}`,
      { token: session ?? null, json: body },
    );
  const reportsOf = (gameId: number) =>
    server.handle.db
      .select({ memberId: scoreReports.memberId, outcome: scoreReports.outcome })
      .from(scoreReports)
      .where(eq(scoreReports.gameId, gameId));

  it("lets a coach's link report its game without logging in, attributed to the coach", async () => {
    const game = await newGame();
    const link = await linkFor(COACH, game);
    const page = await read(game, { link });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.body.reader).toBe('link');
    expect(page.body.game.teams.map((t) => t.canEdit)).toEqual([true, true]);
    const sent = await put(game, link, scores(game, [28, 21]));
    expect(sent.status).toBe(200);
    // The coach reports for the school: published at once, as the memberScores rules say.
    expect(sent.body).toMatchObject({ outcome: 'published', scoreProvenance: 'school' });
    expect(await reportsOf(game.id)).toEqual([{ memberId: ids.get(COACH), outcome: 'published' }]);
    // The same link works from the X-Upload-Token header too.
    const again = await server.call('PUT', `/admin/api/uploadScores/${game.id}`, {
      headers: { 'X-Upload-Token': link },
      json: scores(game, [28, 21]),
    });
    expect(again.status).toBe(200);
  });

  it("attributes a link's report to its member even when someone else is logged in", async () => {
    const game = await newGame();
    const sent = await put(
      game,
      await linkFor(FAN, game),
      scores(game, [1, 0]),
      sessions.get(PARENT),
    );
    expect(sent.body.outcome).toBe('pending');
    expect(await reportsOf(game.id)).toEqual([{ memberId: ids.get(FAN), outcome: 'pending' }]);
  });

  it.each<[string, (game: TestGame, other: TestGame) => Promise<string>, number, string]>([
    [
      "another game's link",
      (_game, other) => linkFor(COACH, other),
      403,
      'This upload link is not valid for this game. Log in to report the score.',
    ],
    [
      'an expired link',
      (game) => linkFor(COACH, game, new Date(NOW.getTime() - 8 * 86_400_000), 7),
      403,
      'This upload link has expired. Log in to report the score.',
    ],
    [
      'a forged link (signed with another key)',
      async (game) =>
        new SignJWT({ gid: game.id })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(ids.get(COACH)))
          .setAudience('csz:score-upload')
          .setIssuer('csz')
          .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 3600)
          .sign(new TextEncoder().encode('not-the-servers-secret-not-the-servers-secret')),
      403,
      'This upload link is not valid for this game. Log in to report the score.',
    ],
    [
      'a session token passed off as a link',
      async () => sessions.get(COACH)!,
      403,
      'This upload link is not valid for this game. Log in to report the score.',
    ],
  ])(
    'refuses %s to read or report, and stores nothing',
    async (_name, makeLink, status, message) => {
      const [game, other] = [await newGame(), await newGame()];
      const link = await makeLink(game, other);
      expect(await read(game, { link })).toMatchObject({ status, body: { message } });
      expect(await put(game, link, scores(game, [2, 1]))).toMatchObject({
        status,
        body: { message },
      });
      expect(await reportsOf(game.id)).toEqual([]);
    },
  );

  it.each<[string, Parameters<typeof insertGame>[2], 'link' | 'member' | 'guest', boolean]>([
    ["a link's member, a game played today", {}, 'link', true],
    ['a member logged in', {}, 'member', true],
    ['a guest, asked to log in', {}, 'guest', false],
    ['a game still to come', { date: '2026-11-27' }, 'link', false],
    ['a scrimmage', { gameType: 'Scrimmage' }, 'link', false],
    ['an event', { gameType: 'Event' }, 'member', false],
  ])('marks canEdit for %s', async (_name, options, who, editable) => {
    const game = await newGame(options);
    const page = await read(game, {
      ...(who === 'link' ? { link: await linkFor(COACH, game) } : {}),
      ...(who === 'member' ? { session: sessions.get(FAN)! } : {}),
    });
    expect(page.status).toBe(200);
    expect(page.body.reader).toBe(who === 'guest' ? null : who);
    expect(page.body.game.teams.map((t) => t.canEdit)).toEqual([editable, editable]);
  });

  it("answers 'Game is not found' for a game that does not exist", async () => {
    const missing = { id: 999_999, home: 1, away: 2 };
    expect(await read(missing)).toMatchObject({
      status: 404,
      body: { message: 'Game is not found' },
    });
    expect(
      await put(missing, await linkFor(COACH, missing), scores(missing, [1, 0])),
    ).toMatchObject({ status: 404, body: { message: 'Game is not found' } });
  });

  it('asks a guest without a link to log in, and refuses bad scores with 400', async () => {
    const game = await newGame();
    const guest = await put(game, null, scores(game, [1, 0]));
    expect(guest).toMatchObject({ status: 401, body: { message: 'Log in to report the score' } });
    const link = await linkFor(COACH, game);
    const bad: [unknown, RegExp][] = [
      [{ teams: [{ id: game.home, finalScore: 1 }] }, /Every team's final score is required/],
      [{ teams: [] }, /Required/],
      [{ teams: [{ id: game.home, finalScore: -1 }] }, /valid score/],
      [{ teams: [{ id: game.home, finalScore: 'ten\u0000' }] }, /control characters/],
    ];
    for (const [body, message] of bad) {
      const answer = await put(game, link, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const scrimmage = await newGame({ gameType: 'Scrimmage' });
    expect(
      (await put(scrimmage, await linkFor(COACH, scrimmage), scores(scrimmage, [1, 0]))).status,
    ).toBe(409);
    expect(await reportsOf(game.id)).toEqual([]);
  });

  describe('photos', () => {
    const upload = (form: FormData | string, headers?: Record<string, string>, session?: string) =>
      server.call<{ url: string; message: string }>('POST', '/admin/api/upload/images', {
        token: session ?? null,
        body: form,
        ...(headers == null ? {} : { headers }),
      });

    it('stores a photo re-encoded as WebP, upright, without its EXIF, and serves it', async () => {
      const jpeg = await sharp({
        create: { width: 3000, height: 1000, channels: 3, background: '#2a6' },
      })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'secret place', ImageDescription: 'home address' } })
        .toBuffer();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const sent = await upload(uploadForm(new Uint8Array(jpeg), 'goal.jpg', 'image/jpeg'));
      expect(sent.status).toBe(200);
      expect(sent.body.url).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
      const served = await fetch(`${server.url}${sent.body.url}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      // Kept within 2048 px, and nothing of the sender's metadata left.
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'webp',
        2048,
        683,
        undefined,
      ]);
    });

    it('serves a byte range of a stored file (206), 416 past its end, and the whole for another Range', async () => {
      const sent = await upload(uploadForm(await testPng(64, 64), 'range.png', 'image/png'));
      expect(sent.status).toBe(200);
      const whole = new Uint8Array(
        await (await fetch(`${server.url}${sent.body.url}`)).arrayBuffer(),
      );
      const ranged = (range: string) =>
        fetch(`${server.url}${sent.body.url}`, { headers: { Range: range } });

      const first = await ranged('bytes=0-9');
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`);
      expect(first.headers.get('accept-ranges')).toBe('bytes');
      expect(new Uint8Array(await first.arrayBuffer())).toEqual(whole.subarray(0, 10));

      const last = await ranged('bytes=-5');
      expect(last.status).toBe(206);
      expect(new Uint8Array(await last.arrayBuffer())).toEqual(whole.subarray(whole.length - 5));

      // Of a range partly past the end, the part within the file.
      const within = await ranged(`bytes=0-9,${whole.length + 5}-`);
      expect(within.status).toBe(206);
      expect(within.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`);

      // Only past the end: nothing to send.
      for (const unsatisfiable of [
        `bytes=${whole.length}-`,
        `bytes=${whole.length + 1}-${whole.length + 9}`,
      ]) {
        const past = await ranged(unsatisfiable);
        expect(past.status, unsatisfiable).toBe(416);
        expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
      }

      // Another unit, several ranges, or a header not well formed (even in part): the whole file.
      for (const bad of [
        'lines=0-9',
        'bytes=0-1,5-6',
        'bytes',
        'bytes=abc',
        'bytes=5-2',
        'bytes=0-9,x-',
      ]) {
        const answer = await ranged(bad);
        expect(answer.status, bad).toBe(200);
        expect((await answer.arrayBuffer()).byteLength, bad).toBe(whole.length);
      }
    });

    it.each<[string, () => Promise<FormData | string>, Record<string, string> | undefined, number]>(
      [
        [
          'a text file named .png',
          async () => uploadForm(new TextEncoder().encode('not a picture'), 'a.png', 'image/png'),
          undefined,
          400,
        ],
        [
          'an SVG',
          async () =>
            uploadForm(
              new TextEncoder().encode(
                '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
              ),
              'a.svg',
              'image/svg+xml',
            ),
          undefined,
          400,
        ],
        [
          'a picture of 100 megapixels',
          async () => uploadForm(await testPng(10_000, 10_000), 'huge.png', 'image/png'),
          undefined,
          413,
        ],
        [
          'a file over 5 MB',
          async () => uploadForm(new Uint8Array(5 * 1024 * 1024 + 1), 'big.jpg', 'image/jpeg'),
          undefined,
          413,
        ],
        [
          'a file name with control characters',
          async () => uploadForm(await testPng(8, 8), 'goal\u0007.png', 'image/png'),
          undefined,
          400,
        ],
        [
          'a file name over 100 characters',
          async () => uploadForm(await testPng(8, 8), `${'n'.repeat(101)}.png`, 'image/png'),
          undefined,
          400,
        ],
        [
          'a broken multipart body',
          async () =>
            '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
          { 'Content-Type': 'multipart/form-data; boundary=xyz' },
          400,
        ],
        [
          'JSON instead of a file',
          async () => '{"file":"x"}',
          { 'Content-Type': 'application/json' },
          415,
        ],
        ['text/plain', async () => 'picture', { 'Content-Type': 'text/plain' }, 415],
      ],
    )('refuses %s and stores nothing', async (_name, body, headers, status) => {
      const before = storedFiles(server.uploadsDir, 'posts').length;
      const answer = await upload(await body(), headers);
      expect(answer.status).toBe(status);
      expect(answer.body.message).toEqual(expect.any(String));
      expect(storedFiles(server.uploadsDir, 'posts')).toHaveLength(before);
    });
  });

  describe('game posts', () => {
    const post = (
      game: { id: number },
      body: unknown,
      options: { link?: string; session?: string } = {},
    ) =>
      // Sends posts the route refuses too: unchecked against its body.
      server.raw<GamePostAnswer & { message: string }>(
        'POST',
        `/api/forums/posts/game/${game.id}${options.link == null ? '' : `?token=${encodeURIComponent(options.link)}`}`,
        { token: options.session ?? null, json: body },
      );
    const photo = async (name = 'goal.png') =>
      (
        await server.call<{ url: string }>('POST', '/admin/api/upload/images', {
          body: uploadForm(await testPng(), name, 'image/png'),
        })
      ).body.url;
    const postsOf = (gameId: number) =>
      server.handle.db
        .select()
        .from(forumPosts)
        .where(eq(forumPosts.gameId, gameId))
        .orderBy(asc(forumPosts.id));
    const postsCount = async (gameId: number) =>
      (await server.handle.db.select().from(games).where(eq(games.id, gameId)))[0]!.postsCount;

    it("holds a guest's post for staff, and attributes a member's and a link's", async () => {
      const game = await newGame();
      const url = await photo();
      const guest = await post(game, {
        gameId: game.id,
        message: 'Great game',
        sources: [{ url, name: 'goal.png' }],
      });
      expect(guest).toMatchObject({
        status: 200,
        body: { held: true, message: 'Thank you for providing information.' },
      });
      expect(await postsCount(game.id)).toBe(0);
      const member = await post(
        game,
        { gameId: game.id, message: 'Final from the stands' },
        { session: sessions.get(FAN)! },
      );
      expect(member.body.held).toBe(false);
      const link = await post(
        game,
        {
          gameId: game.id,
          sources: [{ url: await photo('scoreboard.png'), name: 'scoreboard.png' }],
        },
        { link: await linkFor(COACH, game) },
      );
      expect(link.body.held).toBe(false);
      expect(await postsCount(game.id)).toBe(2);
      expect(
        (await postsOf(game.id)).map((p) => [
          p.memberId,
          p.viaLink,
          p.held,
          p.kind,
          p.message,
          p.sources.length,
        ]),
      ).toEqual([
        [null, false, true, 'Game', 'Great game', 1],
        [ids.get(FAN), false, false, 'Game', 'Final from the stands', 0],
        [ids.get(COACH), true, false, 'Game', '', 1],
      ]);
      // The sender's address is kept only as a hash.
      expect((await postsOf(game.id))[0]!.addressHash).toMatch(/^[\w-]{43}$/);
    });

    it('refuses hostile posts with 4xx and stores nothing', async () => {
      const game = await newGame();
      const url = await photo();
      const cases: [unknown, number, RegExp][] = [
        [{ gameId: game.id, message: 'Hi\u0000there' }, 400, /control characters/],
        [
          { gameId: game.id, message: 'ok', sources: [{ url, name: 'a\u001b[31m.png' }] },
          400,
          /control characters/,
        ],
        [
          { gameId: game.id, sources: [{ url: 'https://evil.example/x.webp', name: 'x.webp' }] },
          400,
          /uploaded here/,
        ],
        [
          {
            gameId: game.id,
            sources: [{ url: `/uploads/posts/${'0'.repeat(32)}.webp`, name: 'x.webp' }],
          },
          400,
          /no such uploaded picture/,
        ],
        [
          { gameId: game.id, sources: [{ url: '/uploads/avatars/../posts/x.webp', name: 'x' }] },
          400,
          /uploaded here/,
        ],
        [
          { gameId: game.id, sources: Array.from({ length: 11 }, () => ({ url, name: 'a.png' })) },
          400,
          /You achieved maximum amount of images/,
        ],
        [
          { gameId: game.id, sources: [{ url, name: `${'n'.repeat(101)}` }] },
          400,
          /Some images names are too long/,
        ],
        [{ gameId: game.id, message: '  ' }, 400, /Write a message or add a photo/],
        [{ gameId: game.id + 1, message: 'other game' }, 400, /gameId/],
        [{ message: 'no game' }, 400, /gameId/],
      ];
      for (const [body, status, message] of cases) {
        const answer = await post(game, body);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(answer.body.message).toMatch(message);
      }
      const form = await server.call('POST', `/api/forums/posts/game/${game.id}`, {
        body: `gameId=${game.id}&message=hi`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      expect(await post({ id: 999_999 }, { gameId: 999_999, message: 'hi' })).toMatchObject({
        status: 404,
        body: { message: 'Game is not found' },
      });
      expect(await postsOf(game.id)).toEqual([]);
    });
  });

  it('has a demo post from the stands on a waiting report, held for staff', async () => {
    const queue = await server.call<ScoreReviewQueue>('GET', '/admin/api/scoreReports', {
      token: sessions.get(ADMIN)!,
    });
    const demo = queue.body.items.flatMap((i) => i.posts).filter((p) => p.authorName === 'Guest');
    expect(demo.map((p) => [p.held, p.message])).toContainEqual([
      true,
      'Final from the stands: the scoreboard at the horn.',
    ]);
  });

  it("shows staff each game's posts and photos in the queue", async () => {
    const game = await newGame();
    await put(game, null, scores(game, [4, 2]), sessions.get(FAN));
    const url = (
      await server.call<{ url: string }>('POST', '/admin/api/upload/images', {
        body: uploadForm(await testPng(), 'crowd.png', 'image/png'),
      })
    ).body.url;
    await server.call('POST', `/api/forums/posts/game/${game.id}`, {
      json: { gameId: game.id, message: 'Packed stands', sources: [{ url, name: 'crowd.png' }] },
    });
    const queue = await server.call<ScoreReviewQueue>('GET', '/admin/api/scoreReports', {
      token: sessions.get(ADMIN)!,
    });
    const item = queue.body.items.find((i) => i.game.id === game.id)!;
    expect(item.posts).toEqual([
      {
        id: expect.any(Number),
        authorName: 'Guest',
        held: true,
        message: 'Packed stands',
        photos: [{ url, name: 'crowd.png' }],
        created: expect.any(String),
      },
    ]);
  });

  it('decides reports in bulk, each on its own, and says which were already decided', async () => {
    const [first, second] = [await newGame(), await newGame()];
    await put(first, null, scores(first, [3, 1]), sessions.get(FAN));
    await put(first, null, scores(first, [1, 3]), sessions.get(PARENT));
    await put(second, null, scores(second, [5, 5]), sessions.get(FAN));
    const idsOf = async (game: TestGame) =>
      (
        await server.handle.db
          .select({ id: scoreReports.id })
          .from(scoreReports)
          .where(and(eq(scoreReports.gameId, game.id), eq(scoreReports.status, 'open')))
          .orderBy(asc(scoreReports.id))
      ).map((r) => r.id);
    const [fanFirst, parentFirst] = await idsOf(first);
    const [fanSecond] = await idsOf(second);
    const decided = await server.call<ScoreDecisionsAnswer>(
      'POST',
      '/admin/api/scoreReports/decisions',
      {
        token: sessions.get(ADMIN)!,
        json: { decision: 'approve', reportIds: [fanFirst!, parentFirst!, fanSecond!, 999_999] },
      },
    );
    expect(decided.status).toBe(200);
    expect(decided.body.results).toEqual([
      { reportId: fanFirst, ok: true, status: 200, message: 'Approved', gameId: first.id },
      // Approving the fan's report settled the parent's, on the same game.
      {
        reportId: parentFirst,
        ok: false,
        status: 409,
        message: 'This report was already decided',
        gameId: null,
      },
      { reportId: fanSecond, ok: true, status: 200, message: 'Approved', gameId: second.id },
      {
        reportId: 999_999,
        ok: false,
        status: 404,
        message: 'No score report with id 999999',
        gameId: null,
      },
    ]);
    const shown = await server.call<Game>('GET', `/api/csz/games/${first.id}`);
    expect(shown.body.teams.map((t) => t.score)).toEqual([3, 1]);
    expect(shown.body.scoreProvenance).toBe('verified');

    const third = await newGame();
    await put(third, null, scores(third, [2, 0]), sessions.get(PARENT));
    const rejected = await server.call<ScoreDecisionsAnswer>(
      'POST',
      '/admin/api/scoreReports/decisions',
      { token: sessions.get(ADMIN)!, json: { decision: 'reject', reportIds: await idsOf(third) } },
    );
    expect(rejected.body.results.map((r) => [r.ok, r.message])).toEqual([[true, 'Rejected']]);
    expect(await idsOf(third)).toEqual([]);
    for (const json of [
      { decision: 'approve', reportIds: [] },
      { decision: 'maybe', reportIds: [1] },
      { decision: 'reject', reportIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const answer = await server.raw('POST', '/admin/api/scoreReports/decisions', {
        token: sessions.get(ADMIN)!,
        json,
      });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });
});

describeOnEngines(
  'the score upload page under its limits',
  (engine) =>
    startTestServer(engine, {
      limits: {
        ...TEST_LIMITS,
        imageUpload: { ip: { points: 2, seconds: 60 }, account: { points: 100, seconds: 60 } },
        gamePost: { ip: { points: 100, seconds: 60 }, account: { points: 2, seconds: 60 } },
      },
    }),
  (server) => {
    it('limits photo uploads by address, with 429', async () => {
      const send = async () =>
        server.call('POST', '/admin/api/upload/images', {
          body: uploadForm(await testPng(8, 8), 'a.png', 'image/png'),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it("limits a member's posts, with 429", async () => {
      const { accessToken } = await server.login(FAN);
      const game = await insertGame(server.handle.db, await headCoachPlace(server.handle.db));
      const send = () =>
        server.call('POST', `/api/forums/posts/game/${game.id}`, {
          token: accessToken,
          json: { gameId: game.id, message: 'Go team' },
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(429);
    });
  },
);
