import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { gameResults, games } from '../games/schema';
import { schools, sports } from '../lookups/schema';
import { brackets } from '../playoffs/schema';
import { escapeHtml } from '../forum/render';
import { forumPosts } from '../forum/schema';
import { siteRoutes } from '../site/routes';
import { describeOnEngines } from '../testing/engines';
import { insertPost } from '../testing/forumPosts';
import { listen } from '../testing/listen';
import {
  TEST_LIMITS,
  TEST_TODAY,
  marylandAndMontgomery,
  startTestServer,
  type Engine,
} from '../testing/testServer';
import { cardData } from './cardData';
import { pageHeads } from './pageHeads';
import { CARD_DRAWS_WAITING } from './routes';

const ORIGIN = 'https://csz.example';
const HOSTILE = '"><script>alert(1)</script>';

/** The content of a page's meta tag, as a crawler reads it (character references decoded). */
function metaContent(html: string, key: string): string | null {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html);
  return found == null
    ? null
    : found[1]!.replace(
        /&(quot|lt|gt|#39|amp);/g,
        (_, name: string) => ({ quot: '"', lt: '<', gt: '>', '#39': "'", amp: '&' })[name]!,
      );
}

describeOnEngines('shared links’ cards', startTestServer, (server) => {
  let site: { url: string; close: () => void };
  let finalGame: number;
  let scheduledGame: number;
  let hostileSchool: number;
  let visiblePost: number;
  let hiddenPost: number;

  beforeAll(async () => {
    const { db } = server.handle;
    // Two games of two teams each from the tiny data set, made one final and one to be played.
    const pairs = await db
      .select({ gameId: gameResults.gameId })
      .from(gameResults)
      .groupBy(gameResults.gameId)
      .having(sql`count(*) = 2`)
      .orderBy(gameResults.gameId)
      .limit(2);
    [finalGame, scheduledGame] = pairs.map((p) => p.gameId) as [number, number];
    const common = { gameType: 'Game' as const, status: 'Active' as const, tz: 'America/New_York' };
    await db
      .update(games)
      .set({
        ...common,
        name: 'Visitors at Hosts',
        scoreProvenance: 'verified',
        eventDate: TEST_TODAY,
      })
      .where(eq(games.id, finalGame));
    const finalTeams = await db
      .select()
      .from(gameResults)
      .where(eq(gameResults.gameId, finalGame))
      .orderBy(gameResults.position);
    for (const [i, team] of finalTeams.entries()) {
      await db
        .update(gameResults)
        .set({ score: i === 0 ? 28 : 21, isHome: i === 0 })
        .where(eq(gameResults.id, team.id));
    }
    hostileSchool = finalTeams[1]!.schoolId;
    await db
      .update(schools)
      .set({ name: `Evil${HOSTILE} High`, shortName: `Evil${HOSTILE}` })
      .where(eq(schools.id, hostileSchool));
    await db
      .update(games)
      .set({
        ...common,
        scoreProvenance: null,
        eventDate: '2026-11-27',
        startTime: '19:00:00',
        startTimeUnknown: false,
        isTbd: false,
        isEventDateTbd: false,
      })
      .where(eq(games.id, scheduledGame));
    await db
      .update(gameResults)
      .set({ score: null, isWon: null })
      .where(eq(gameResults.gameId, scheduledGame));
    const createdAt = new Date('2026-11-19T12:00:00Z');
    visiblePost = await insertPost(db, {
      title: `Big win${HOSTILE}`,
      message: 'What a night for the Vikings: a late touchdown sealed it.',
      createdAt,
    });
    hiddenPost = await insertPost(db, { title: 'Secret rumour', hidden: true, createdAt });

    const dist = mkdtempSync(join(tmpdir(), 'csz-site-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>CSZ | Default</title></head><body><div id="root"></div></body></html>',
    );
    const app = new Hono().route(
      '/',
      siteRoutes(fixedClock(TEST_TODAY), {
        dist,
        heads: pageHeads(cardData(db), () => TEST_TODAY),
        publicUrl: ORIGIN,
      }),
    );
    site = await listen(app);
  });
  afterAll(() => site.close());

  const page = async (path: string) => {
    const answer = await fetch(`${site.url}${path}`);
    return { status: answer.status, html: await answer.text() };
  };

  it("writes a game's title, description and cards into its page, with the score", async () => {
    const { status, html } = await page(`/scores/view/${finalGame}`);
    expect(status).toBe(200);
    expect(html).toContain('<title>Visitors at Hosts | Game | CSZ</title>');
    expect(html).not.toContain('CSZ | Default');
    const description = metaContent(html, 'description')!;
    // The visitors (the school renamed with markup) first, as the cards show them.
    expect(description.startsWith(`Evil${HOSTILE} 21, `)).toBe(true);
    expect(description).toMatch(
      / 28, Final\. .+, Friday, November 20, 2026\. Score verified by CSZ staff\.$/,
    );
    expect(metaContent(html, 'og:title')).toBe('Visitors at Hosts | Game | CSZ');
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/scores/view/${finalGame}`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('CSZ');
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^${ORIGIN}/share/game/${finalGame}\\.png\\?v=[\\w-]+$`),
    );
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'og:image:alt')).toBe(description);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('Visitors at Hosts | Game | CSZ');
    expect(metaContent(html, 'twitter:description')).toBe(description);
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    // The service's day is still there for the site.
    expect(html).toContain('<meta name="csz-today" content="2026-11-20" />');
  });

  it("describes a game and a school's schedules to search engines in schema.org JSON-LD, which no name can break out of", async () => {
    const structured = (html: string) => {
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ];
      expect(blocks).toHaveLength(1);
      return JSON.parse(blocks[0]![1]!) as {
        '@context': string;
        '@graph': Record<string, unknown>[];
      };
    };
    const game = structured((await page(`/scores/view/${finalGame}`)).html);
    expect(game['@context']).toBe('https://schema.org');
    const [event, crumbs] = game['@graph'];
    expect(event).toMatchObject({
      '@type': 'SportsEvent',
      name: expect.stringMatching(/^Evil".+ at .+$/) as unknown,
      startDate: expect.stringMatching(/^2026-11-20/) as unknown,
      eventStatus: 'https://schema.org/EventScheduled',
      url: `${ORIGIN}/scores/view/${finalGame}`,
      awayTeam: { '@type': 'SportsTeam', name: `Evil${HOSTILE} High` },
      homeTeam: { '@type': 'SportsTeam' },
      location: { '@type': 'Place' },
    });
    // The score is in its description, as the page says it.
    expect(event!.description).toMatch(/ 28, Final\./);
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Scores', item: `${ORIGIN}/scores` },
        { '@type': 'ListItem', position: 2, item: `${ORIGIN}/scores/view/${finalGame}` },
      ],
    });
    const scheduled = structured((await page(`/schedules?schoolId=${hostileSchool}`)).html);
    const [list, schoolCrumbs] = scheduled['@graph'];
    expect(list).toMatchObject({ '@type': 'ItemList', name: `Evil${HOSTILE} High schedules` });
    const items = list!.itemListElement as { position: number; url: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    expect(items.every((item) => /\/scores\/view\/\d+$/.test(item.url))).toBe(true);
    expect(schoolCrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('names the teams of a game still to be played in its JSON-LD, and repeats nothing of an address but valid values', async () => {
    const { html } = await page(`/scores/view/${scheduledGame}`);
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as { '@graph': { competitor?: unknown[]; homeTeam?: unknown; awayTeam?: unknown }[] };
    expect(ld['@graph'][0]!.competitor).toHaveLength(2);
    expect(ld['@graph'][0]!.homeTeam).toBeDefined();
    expect(ld['@graph'][0]!.awayTeam).toBeDefined();
    // Junk in a selection page's address stays out of its canonical address.
    const junk = await page('/scores?stateId=abc&countyId=-1&date=2026-13-45&x=%22%3E');
    expect(metaContent(junk.html, 'og:url')).toBe(`${ORIGIN}/scores`);
    // Control characters and direction overrides of an address stay out of a head.
    const zone = await page('/forums/x/%E2%80%AEevil%00%01name');
    expect(metaContent(zone.html, 'og:title')).toBe('The Zone - evil name | CSZ');
    // What the contact and log-in pages' addresses add is not part of their canonical address.
    const contact = await page('/contact-us/1/Said%20by%20someone');
    expect(metaContent(contact.html, 'og:url')).toBe(`${ORIGIN}/contact-us`);
  });

  it('gives a game still to be played its day and start time where it is played', async () => {
    const { html } = await page(`/scores/view/${scheduledGame}`);
    expect(metaContent(html, 'description')).toMatch(/Friday, November 27, 2026, 7:00 PM EST\.$/);
    expect(metaContent(html, 'description')).not.toContain('Final');
  });

  it('escapes school names and post titles, which members write', async () => {
    for (const path of [`/scores/view/${finalGame}`, `/forums/post/${visiblePost}/big-win`]) {
      const { html } = await page(path);
      expect(html, path).not.toContain('<script>alert');
      expect(html, path).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    const { html } = await page(`/forums/post/${visiblePost}`);
    expect(html).toContain(
      '<title>Big win&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | THE ZONE - Post | CSZ</title>',
    );
    expect(metaContent(html, 'description')).toBe(
      'What a night for the Vikings: a late touchdown sealed it.',
    );
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/share/site.png`);
  });

  it("writes a school's page's head from the school in its address", async () => {
    const [school] = await server.handle.db
      .select()
      .from(schools)
      .where(eq(schools.id, hostileSchool));
    const { html } = await page(
      `/schedules?countyId=${school!.districtId}&schoolId=${hostileSchool}&sportId=3`,
    );
    expect(html).toContain(
      '<title>Evil&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; High | Schedules | CSZ</title>',
    );
    // Known by the school alone (its county and state follow), as the sitemap lists it.
    expect(metaContent(html, 'og:url')).toBe(
      `${ORIGIN}/schedules?schoolId=${hostileSchool}&sportId=3&force=true`,
    );
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^${ORIGIN}/share/school/${hostileSchool}\\.png\\?v=`),
    );
    // Without a school it is the plain schedules page, with no school's card.
    expect(metaContent((await page('/schedules')).html, 'og:image')).toBe(
      `${ORIGIN}/share/site.png`,
    );
  });

  it("drops a post's title from its head as soon as staff hide it", async () => {
    const { db } = server.handle;
    const postId = await insertPost(db, {
      title: 'Rumour about the coach',
      createdAt: new Date('2026-11-19T12:00:00Z'),
    });
    expect((await page(`/forums/post/${postId}`)).html).toContain('Rumour about the coach');
    await db
      .update(forumPosts)
      .set({ hiddenAt: new Date(), hiddenBy: 'admin' })
      .where(eq(forumPosts.id, postId));
    expect((await page(`/forums/post/${postId}`)).html).not.toContain('Rumour');
  });

  it('says on every other public page what it shows: its title, description and canonical address (issue 31 point 5)', async () => {
    const { maryland, montgomery } = await marylandAndMontgomery(server);
    const [sport] = await server.handle.db.select().from(sports).where(eq(sports.name, 'Football'));
    const [bracket] = await server.handle.db.select().from(brackets).limit(1);
    const place = `stateId=${maryland.id}&countyId=${montgomery.id}&sportId=${sport!.id}`;
    const cases: [string, string, RegExp, string][] = [
      [
        '/',
        'CSZ | High School Sports Scores, Schedules and Standings',
        /^Tonight's high school scores/,
        '/',
      ],
      [
        `/scores?${place}&date=2026-11-13`,
        'Scores | CSZ',
        /^High school Football scores in Montgomery, Maryland on Friday, November 13, 2026, live as games end\.$/,
        `/scores?${place}&date=2026-11-13`,
      ],
      ['/scores', 'Scores | CSZ', /^High school scores on Friday, November 20, 2026/, '/scores'],
      ['/today-scores', "Today's Scores | CSZ", /November 20, 2026/, '/today-scores'],
      [
        `/scores/standings?selectedStateId=${maryland.id}&selectedCountyId=${montgomery.id}&selectedSportId=${sport!.id}&season=2026-2027`,
        'Standings | CSZ',
        /^High school Football standings in Montgomery, Maryland, 2026-2027 season/,
        `/scores/standings?selectedStateId=${maryland.id}&selectedCountyId=${montgomery.id}&selectedSportId=${sport!.id}&season=2026-2027`,
      ],
      [
        `/playoffs?stateId=${maryland.id}`,
        'Playoffs | CSZ',
        /^High school playoff brackets in Maryland, 2026-2027 season/,
        `/playoffs?stateId=${maryland.id}`,
      ],
      [
        `/playoffs/view/${bracket!.id}`,
        `${bracket!.name} | Playoffs | CSZ`,
        new RegExp(`^${bracket!.name}: the .+ playoffs of Maryland`),
        `/playoffs/view/${bracket!.id}`,
      ],
      ['/schedules', 'Schedules | CSZ', /^Find a high school's team schedules/, '/schedules'],
      ['/scores/forum', 'Updates | CSZ', /^Updates from The Zone/, '/scores/forum'],
      [
        '/forums/all/General',
        'The Zone - General | CSZ',
        /^General in The Zone/,
        '/forums/all/General',
      ],
      [
        '/forums/search/tag/School/Walt%20Whitman/12',
        'The Zone - Walt Whitman | CSZ',
        /^Posts in The Zone about Walt Whitman/,
        '/forums/search/tag/School/Walt%20Whitman/12',
      ],
      [
        '/forums/search/plain-text/touchdown',
        'Search The Zone: touchdown | CSZ',
        /^Posts in The Zone that match "touchdown"\.$/,
        '/forums/search/plain-text/touchdown',
      ],
      ['/forums/podcast', 'The Zone - Podcast | CSZ', /^The Zone Podcast/, '/forums/podcast'],
      ['/about-csz', 'About Us | CSZ', /^About CSZ/, '/about-csz'],
      ['/contact-us', 'Contact Us | CSZ', /^Write to CSZ/, '/contact-us'],
      ['/sign-in', 'Sign In | CSZ', /^Sign in or create an account/, '/sign-in'],
      ['/login', 'Log In | CSZ', /^Log in to CSZ/, '/login'],
    ];
    for (const [path, title, description, canonical] of cases) {
      const { status, html } = await page(path);
      expect([path, status]).toEqual([path, 200]);
      expect([path, /<title>([^<]*)<\/title>/.exec(html)?.[1]]).toEqual([path, escapeHtml(title)]);
      expect(metaContent(html, 'description'), path).toMatch(description);
      expect(metaContent(html, 'og:title'), path).toBe(title);
      expect(metaContent(html, 'og:description'), path).toBe(metaContent(html, 'description'));
      expect(metaContent(html, 'og:url'), path).toBe(`${ORIGIN}${canonical}`);
      expect(html, path).toContain(
        `<link rel="canonical" href="${escapeHtml(`${ORIGIN}${canonical}`)}" />`,
      );
      expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image');
    }
  });

  it('gives hidden posts and unknown ids the default head, showing nothing of them', async () => {
    const hidden = await page(`/forums/post/${hiddenPost}/secret-rumour`);
    expect(hidden.status).toBe(200);
    expect(hidden.html).not.toMatch(/secret/i);
    expect(hidden.html).toContain(
      '<title>CSZ | High School Sports Scores, Schedules and Standings</title>',
    );
    expect(metaContent(hidden.html, 'og:url')).toBe(`${ORIGIN}/forums/post/${hiddenPost}`);
    for (const path of [
      '/scores/view/99999999',
      '/scores/view/abc',
      '/schedules?schoolId=99999999',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(metaContent(html, 'og:image'), path).toBe(`${ORIGIN}/share/site.png`);
    }
    // An address that is no page keeps index.html as it is, with its 404.
    const missing = await page('/scores/view/1/more');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('CSZ | Default');
    expect(missing.html).not.toContain('og:image');
  });

  it('draws a game’s card as a 1200x630 PNG, with an ETag and a short cache while it is to be played', async () => {
    const { html } = await page(`/scores/view/${finalGame}`);
    const image = new URL(metaContent(html, 'og:image')!);
    for (const [id, cache] of [
      [finalGame, 'public, max-age=3600, stale-while-revalidate=86400'],
      [scheduledGame, 'public, max-age=60'],
    ] as const) {
      const answer = await fetch(
        `${server.url}/share/game/${id}.png${id === finalGame ? image.search : ''}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('image/png');
      expect(answer.headers.get('Cache-Control')).toBe(cache);
      const png = Buffer.from(await answer.arrayBuffer());
      const metadata = await sharp(png).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
      const etag = answer.headers.get('ETag')!;
      const again = await fetch(`${server.url}/share/game/${id}.png`, {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
    }
    for (const path of [`/share/school/${hostileSchool}.png`, '/share/site.png']) {
      const answer = await fetch(`${server.url}${path}`);
      const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([answer.status, metadata.width, metadata.height], path).toEqual([200, 1200, 630]);
    }
  });

  it('without PUBLIC_URL names the request’s origin in a page’s head, and says it varies by Host', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'csz-site-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>CSZ | Default</title></head><body></body></html>',
    );
    const bare = new Hono().route(
      '/',
      siteRoutes(fixedClock(TEST_TODAY), {
        dist,
        heads: pageHeads(cardData(server.handle.db), () => TEST_TODAY),
      }),
    );
    const answer = await bare.request(`http://other.example/scores/view/${finalGame}`);
    expect(answer.status).toBe(200);
    expect(metaContent(await answer.text(), 'og:image')).toMatch(/^http:\/\/other\.example\//);
    expect(answer.headers.get('Vary')?.split(', ')).toContain('Host');
    // A page whose head is the default one (a member's), and a server with PUBLIC_URL, do not vary
    // by Host.
    expect(
      (await bare.request('http://other.example/my-account/home')).headers.get('Vary') ?? '',
    ).not.toContain('Host');
    const fixed = await fetch(`${site.url}/scores/view/${finalGame}`);
    expect(fixed.headers.get('Vary') ?? '').not.toContain('Host');
  });

  it('draws new cards one at a time with a short queue: past it a 503 with Retry-After', async () => {
    const ids = (
      await server.handle.db
        .select({ id: games.id })
        .from(games)
        .orderBy(games.id)
        .limit(CARD_DRAWS_WAITING * 5)
    ).map((g) => g.id);
    const answers = await Promise.all(
      ids.map(async (id) => {
        const answer = await fetch(`${server.url}/share/game/${id}.png`);
        await answer.arrayBuffer();
        return { status: answer.status, retry: answer.headers.get('Retry-After') };
      }),
    );
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.retry === '5')).toBe(true);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    // Asked again one by one, every card is drawn.
    for (const id of ids.filter((_, i) => answers[i]!.status === 503)) {
      expect((await fetch(`${server.url}/share/game/${id}.png`)).status).toBe(200);
    }
  });

  it('answers hostile card addresses with 400 or 404, never an error', async () => {
    for (const [path, status] of [
      ['/share/game/abc.png', 400],
      [`/share/game/${finalGame}`, 400],
      [`/share/game/${finalGame}.svg`, 400],
      ['/share/game/99999999999999999999.png', 400],
      ['/share/game/0.png', 400],
      ['/share/game/%00.png', 400],
      ['/share/game/1%0A.png', 400],
      ['/share/game/..%2F..%2Fetc%2Fpasswd.png', 400],
      ['/share/game/99999999.png', 404],
      ['/share/school/99999999.png', 404],
      ['/share/game/', 404],
      ['/share/nothing', 404],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(status);
    }
  });
});

/** A server that draws three new cards a minute for an address. */
const startWithDrawLimit = (engine: Engine) =>
  startTestServer(engine, {
    limits: { ...TEST_LIMITS, shareCardDraw: { ip: { points: 3, seconds: 60 } } },
  });

describeOnEngines('drawing new cards, limited by address', startWithDrawLimit, (server) => {
  it('counts only cards drawn anew: past the limit a 429 with Retry-After, while kept cards are sent', async () => {
    const ids = (
      await server.handle.db.select({ id: games.id }).from(games).orderBy(games.id).limit(4)
    ).map((g) => g.id);
    const card = (id: number) => fetch(`${server.url}/share/game/${id}.png`);
    for (const id of ids.slice(0, 3)) expect((await card(id)).status).toBe(200);
    // Kept: asked again as often as anyone likes.
    for (let i = 0; i < 5; i++) expect((await card(ids[0]!)).status).toBe(200);
    const limited = await card(ids[3]!);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
