import { mkdirSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  EMBED_TITLES,
  SCORE_MESSAGES,
  formatMonthDay,
  scriptCode,
  seasonLabel,
  shiftDate,
  type EmbedKind,
  type Game,
  type GamesPage,
  type ScoreboardFrameData,
  type District,
  type Sport,
  type StandingGroup,
  type StandingsFrameData,
  type State,
} from '@csz/core';
import type {
  Browser,
  BrowserContextOptions,
  Frame,
  Locator,
  Page,
  Request,
} from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagues, schools } from '../lookups/schema';
import { headCoachPlace, insertGame } from '../testing/places';
import {
  axeViolations,
  launchChromium,
  startExamples,
  windowListeners,
  type Examples,
} from '../testing/browser';
import {
  addDivisionOne,
  marylandAndMontgomery,
  startTestServer,
  TEST_TODAY,
  type TestServer,
} from '../testing/testServer';

/**
 * The embeds as host pages use them, in a real browser over real HTTP: the example pages
 * (examples/serve.mjs) on one origin each, the frames on the test server's. The engines are
 * covered by the other embed suites; this one is about what the browser does, so it runs on
 * PGlite only.
 */

declare global {
  interface Window {
    CSZEmbed?: { scan: (root?: ParentNode) => void };
    /** Probe numbers of the resize messages this window received (set by the tests). */
    probes?: number[];
    /** Content-Security-Policy violations this document reported (set by the tests). */
    violations?: string[];
    /** Set in a frame to show it was not reloaded. */
    notReloaded?: boolean;
  }
}

/** Where the screenshots for CI's artefacts go. */
const ARTIFACTS = fileURLToPath(new URL('../../.artifacts/embeds/', import.meta.url));

/** How long a poll waits for the browser: long enough for a busy CI machine. */
const WAIT = { timeout: 15_000 };

/** Look-alike hosts of the frames' origin (localhost) that the browser resolves to this machine. */
const HOST_RULES = '--host-resolver-rules=MAP *.test 127.0.0.1, MAP evil-localhost 127.0.0.1';

const title = (kind: EmbedKind) => EMBED_TITLES[kind];

/** The document shown in an iframe. */
async function frameIn(iframe: Locator): Promise<Frame> {
  const frame = await (await iframe.elementHandle())?.contentFrame();
  if (frame == null) throw new Error(`${iframe} shows no frame`);
  return frame;
}

/** A frame of the page, by its iframe's title. */
function frameOf(page: Page, kind: EmbedKind): Promise<Frame> {
  return frameIn(page.locator(`iframe[title="${title(kind)}"]`));
}

/** The height the loader gave an iframe (its style), in pixels. */
function styleHeight(page: Page, kind: EmbedKind): Promise<string> {
  return page
    .locator(`iframe[title="${title(kind)}"]`)
    .evaluate((f: HTMLElement) => f.style.height);
}

/** The height of a frame's content, as its resize script measures it. */
function contentHeight(frame: Frame): Promise<number> {
  return frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
}

/**
 * Waits until the loader has sized a frame to its content. The frame is scrolled into view first,
 * as a reader would: Chromium does not run an off-screen cross-origin frame's rendering, so its
 * ResizeObserver reports only once it is near the viewport (see the report of issue 6).
 */
async function fitted(page: Page, kind: EmbedKind): Promise<number> {
  await page.locator(`iframe[title="${title(kind)}"]`).scrollIntoViewIfNeeded();
  const frame = await frameOf(page, kind);
  await expect
    .poll(async () => (await styleHeight(page, kind)) === `${await contentHeight(frame)}px`, WAIT)
    .toBe(true);
  return contentHeight(frame);
}

/**
 * Saves a screenshot of the whole page for CI's artefacts. The viewport is made as tall as the
 * page first: Chromium paints a cross-origin frame only where it is near the viewport. With
 * scripts on, it waits two animation frames in each frame for the new size to be painted
 * (animation frames never come with scripts off, where the frames are painted as they load).
 */
async function saveScreenshot(page: Page, name: string, scripts = true): Promise<void> {
  const viewport = page.viewportSize()!;
  const height = await page.locator('html').evaluate((html) => html.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height });
  for (const frame of scripts ? page.frames() : []) {
    await frame.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  await page.setViewportSize(viewport);
}

/** The ids of the games a scoreboard frame shows, from its cards' links. */
function shownGameIds(frame: Frame): Promise<number[]> {
  return frame
    .locator('.csz-game-card__body')
    .evaluateAll((links) =>
      links.map((link) =>
        Number(/\/scores\/view\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]),
      ),
    );
}

/** A query string of the values that are set, as the frames write theirs (frames/api.ts). */
function query(values: object): string {
  const set = Object.entries(values).filter(([, value]) => value != null);
  return new URLSearchParams(set.map(([key, value]) => [key, String(value)])).toString();
}

/** The teams' names of standings groups in the order a table shows them, divisions included. */
function rowNames(groups: readonly StandingGroup[]): string[] {
  return groups.flatMap((g) => [
    ...g.standings.map((row) => row.name),
    ...rowNames(g.subStandings),
  ]);
}

/** A season and the ones before it, newest first: '2026-2027', '2025-2026', ... */
function seasons(season: string): string[] {
  const start = Number(season.slice(0, 4));
  return Array.from({ length: 3 }, (_, i) => `${start - i}-${start - i + 1}`);
}

/** The data the server inlined in a frame for its script. */
function inlined<T>(frame: Frame): Promise<T> {
  return frame.evaluate(() => JSON.parse(document.getElementById('csz-data')!.textContent!));
}

describe('embeds in a browser', () => {
  let server: TestServer;
  let examples: Examples;
  let browser: Browser;
  let maryland: State;
  let montgomery: District;
  let football: Sport;
  const contexts: { close(): Promise<void> }[] = [];

  const open = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
    contexts.push(context);
    return context.newPage();
  };

  /** The games the API gives for a scoreboard frame's filter on a day (a page of the frame's size). */
  const apiGames = async (frame: Frame, date: string, sportId?: number, page = 1) => {
    const { filter, perPage } = await inlined<ScoreboardFrameData>(frame);
    return (
      await server.get<GamesPage>(
        `/api/csz/games?${query({ ...filter, date, sportId, page, perPage })}`,
      )
    ).body.items;
  };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    [server, browser] = await Promise.all([
      startTestServer('pglite'),
      launchChromium([HOST_RULES]),
    ]);
    // Without the built embeds every test below would only time out: say so at once.
    const loader = await server.get<string>('/embed/v1/loader.js');
    if (loader.status !== 200) throw new Error(`The embeds cannot be served: ${loader.body}`);
    ({ maryland, montgomery } = await marylandAndMontgomery(server));
    // The school example shows the county league's 'Division I', which the data has not: all of the
    // league's schools but one play in it here.
    await addDivisionOne(server, montgomery.id);
    examples = await startExamples(server.url);
    const sports = await server.get<{ items: Sport[] }>('/api/csz/sports?perPage=500');
    football = sports.body.items.find((s) => s.name === 'Football')!;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    examples?.stop();
    await server?.stop();
  });

  it('sizes the two frames of the newspaper page to their own content, over its CSS reset', async () => {
    const page = await open();
    await page.goto(examples.urls.newspaper);
    const heights = {
      scoreboard: await fitted(page, 'scoreboard'),
      standings: await fitted(page, 'standings'),
    };
    expect(heights.scoreboard).not.toBe(heights.standings);
    for (const kind of ['scoreboard', 'standings'] as const) {
      const iframe = page.locator(`iframe[title="${title(kind)}"]`);
      // The page's reset gives every iframe 150px (!important), 560px and a 2px border: the
      // loader's style wins.
      const box = await iframe.evaluate((f) => {
        const { width, height } = f.getBoundingClientRect();
        return { width, height, parent: f.parentElement!.getBoundingClientRect().width };
      });
      expect(box.height).toBe(heights[kind]);
      expect(box.height).not.toBe(150);
      expect(box.width).toBe(box.parent);
      // No scroll bar inside: the whole content shows.
      const frame = await frameOf(page, kind);
      expect(
        await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
      ).toBe(true);
      expect(await iframe.getAttribute('loading')).toBe('lazy');
      expect(await iframe.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    }
    // The page carries the loader twice (each pasted snippet has it): the second hands over.
    expect(await windowListeners(page, 'message')).toBe(1);
    // With frames shown, the placeholders' links for readers without scripts are hidden.
    expect(await page.locator('a', { hasText: /on CSZ$/ }).count()).toBe(2);
    expect(await page.locator('a:visible', { hasText: /on CSZ$/ }).count()).toBe(0);
    await saveScreenshot(page, 'newspaper');
  });

  it('ignores resize messages from other origins and windows, and malformed ones', async () => {
    // The page's own policy would refuse frames of the look-alike origins this test navigates to.
    const page = await open({ bypassCSP: true });
    await page.goto(examples.urls.newspaper);
    await fitted(page, 'scoreboard');
    await fitted(page, 'standings');
    await page.evaluate(() => {
      window.probes = [];
      // Added after the loader's listener, so it runs after it for each message.
      addEventListener('message', (event: MessageEvent<{ probe?: number }>) => {
        if (typeof event.data?.probe === 'number') window.probes!.push(event.data.probe);
      });
    });
    let probes = 0;
    /**
     * Posts a message from a window to the page, then a probe from the same window: messages
     * between two windows arrive in order, so once the probe is in, the loader has handled it.
     */
    const post = async (from: Frame | Page, data: unknown) => {
      const probe = ++probes;
      await from.evaluate(
        ([data, probe]) => {
          const to = window.opener ?? window.parent;
          to.postMessage(data, '*');
          to.postMessage({ probe }, '*');
        },
        [data, probe] as const,
      );
      await page.waitForFunction((probe) => window.probes!.includes(probe), probe);
    };
    const resize = (height: unknown) => ({ type: 'csz:resize', height });
    const heights = async () => [
      await styleHeight(page, 'scoreboard'),
      await styleHeight(page, 'standings'),
    ];
    const scoreboard = await frameOf(page, 'scoreboard');

    // A well-formed message from the frame itself is taken (the checks below are not vacuous).
    await post(scoreboard, resize(1234.2));
    const before = await heights();
    expect(before[0]).toBe('1235px');
    for (const height of ['abc', '900', Infinity, -Infinity, NaN, -5, 0, null, { height: 900 }]) {
      await post(scoreboard, resize(height));
      expect(await heights(), `height ${String(height)}`).toEqual(before);
    }
    for (const data of [null, 'csz:resize', { type: 'resize', height: 900 }, [900]]) {
      await post(scoreboard, data);
      expect(await heights()).toEqual(before);
    }

    // The right origin, but not one of the loader's frames: another frame of ours on the page...
    await page.evaluate((src) => {
      const other = document.createElement('iframe');
      other.src = src;
      other.title = 'Another frame';
      document.body.append(other);
    }, `${server.url}/embed/scoreboard?state=${maryland.id}`);
    const other = await frameIn(page.locator('iframe[title="Another frame"]'));
    await other.waitForLoadState();
    await post(other, resize(777));
    // ...and a window it opened.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        (src) => void window.open(src),
        `${server.url}/embed/scoreboard?district=${montgomery.id}`,
      ),
    ]);
    await popup.waitForLoadState();
    await post(popup, resize(778));
    // The host page itself, of another origin.
    await post(page, resize(779));
    expect(await heights()).toEqual(before);

    // Huge heights are capped: no frame swallows the host page.
    await post(scoreboard, resize(1e9));
    expect(await styleHeight(page, 'scoreboard')).toBe('20000px');

    // One of the loader's own frames, navigated to another origin: the same window, so only the
    // origin check stands between its messages and the frame's size.
    const port = new URL(server.url).port;
    for (const origin of [
      `http://evil-localhost:${port}`,
      `http://localhost.evil.test:${port}`,
      `http://127.0.0.1:${port}`,
    ]) {
      await page
        .locator(`iframe[title="${title('scoreboard')}"]`)
        .evaluate((f: HTMLIFrameElement, to) => {
          f.src = `${to}${new URL(f.src).pathname}${new URL(f.src).search}`;
        }, origin);
      const moved = await frameOf(page, 'scoreboard');
      await moved.waitForURL(`${origin}/**`);
      await moved.waitForLoadState();
      await post(moved, resize(4321));
      expect(await styleHeight(page, 'scoreboard')).toBe('20000px');
    }
  });

  it('works under the newspaper page strict policy: no violation, games and standings shown', async () => {
    const page = await open();
    await page.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.violations!.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(examples.urls.newspaper);
    await fitted(page, 'scoreboard');
    await fitted(page, 'standings');

    const scoreboard = await frameOf(page, 'scoreboard');
    const games = await apiGames(scoreboard, TEST_TODAY);
    expect(games.length).toBeGreaterThan(0);
    expect(await shownGameIds(scoreboard)).toEqual(games.map((g) => g.id));

    const standings = await frameOf(page, 'standings');
    const { filter, season } = await inlined<StandingsFrameData>(standings);
    const answer = await server.get<{ items: StandingGroup[] }>(
      `/api/csz/standings?${query({ ...filter, year: season })}`,
    );
    const names = rowNames(answer.body.items);
    expect(names.length).toBeGreaterThan(0);
    expect(await standings.locator('.csz-standings__name').allTextContents()).toEqual(names);
    expect(filter.sportId).toBe(football.id);

    for (const frame of page.frames()) {
      expect(await frame.evaluate(() => window.violations), frame.url()).toEqual([]);
    }
    expect(refused).toEqual([]);
    // The listener does hear violations: an inline style, which the page's policy refuses.
    await page.evaluate(() => document.body.setAttribute('style', 'color: red'));
    await expect
      .poll(() => page.evaluate(() => window.violations), WAIT)
      .toEqual([expect.stringMatching(/^style-src-attr /)]);
  });

  it('shows the scores of a plain iframe, and the fallback links, with JavaScript off', async () => {
    const page = await open({ javaScriptEnabled: false });
    await page.goto(examples.urls.school);
    const frame = await frameOf(page, 'scoreboard');
    await frame.locator('.csz-game-card').first().waitFor();
    const games = await apiGames(frame, TEST_TODAY);
    expect(games.length).toBeGreaterThan(0);
    expect(await shownGameIds(frame)).toEqual(games.map((g) => g.id));
    const names = await frame
      .locator('.csz-game-card__name')
      .evaluateAll((els: HTMLElement[]) =>
        els.filter((el) => el.offsetParent != null).map((el) => el.title),
      );
    for (const game of games.filter((g) => g.teams.length === 2)) {
      for (const team of game.teams) expect(names).toContain(team.name);
    }
    await saveScreenshot(page, 'school-no-js', false);

    await page.goto(examples.urls.newspaper);
    expect(await page.locator('iframe').count()).toBe(0);
    const links = page.locator('a:visible', { hasText: /on CSZ$/ });
    expect(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual([
      expect.stringMatching(new RegExp(`^${server.url}/scores/standings\\?`)),
      expect.stringMatching(new RegExp(`^${server.url}/scores\\?`)),
    ]);
    await saveScreenshot(page, 'newspaper-no-js', false);
  });

  it('fills each placeholder of a single-page app once, and stops listening once its frames leave', async () => {
    const page = await open();
    /**
     * Follows one of the app's links from the keyboard. Not with the mouse: right after the page
     * scrolls, Chromium may route a click by stale hit-test data into the frame that was there.
     */
    const follow = (name: string) => page.getByRole('link', { name }).press('Enter');
    /** Each placeholder's number of frames, after the app's scan and two more. */
    const framesPerPlaceholder = async () => {
      await page.locator('[data-csz-widget] iframe').first().waitFor();
      await page.evaluate(() => {
        window.CSZEmbed!.scan();
        window.CSZEmbed!.scan();
      });
      return page
        .locator('[data-csz-widget]')
        .evaluateAll((placeholders) =>
          placeholders.map((p) => p.querySelectorAll('iframe').length),
        );
    };

    // A deep link: the app renders its page and the loader, arriving when it does, fills it.
    await page.goto(`${examples.urls.spa}standings`);
    await page.waitForFunction(() => window.CSZEmbed != null);
    expect(await framesPerPlaceholder()).toEqual([1]);
    expect(await windowListeners(page, 'message')).toBe(1);

    await follow('About');
    await expect.poll(() => page.locator('iframe').count(), WAIT).toBe(0);
    await expect.poll(() => windowListeners(page, 'message'), WAIT).toBe(0);

    await follow('Scores');
    expect(await framesPerPlaceholder()).toEqual([1]);
    expect(await windowListeners(page, 'message')).toBe(1);
    await fitted(page, 'scoreboard');

    await follow('Standings');
    await page.locator(`iframe[title="${title('standings')}"]`).waitFor();
    expect(await framesPerPlaceholder()).toEqual([1]);
    expect(await page.locator('iframe').count()).toBe(1);

    await page.goBack();
    await page.locator(`iframe[title="${title('scoreboard')}"]`).waitFor();
    expect(await framesPerPlaceholder()).toEqual([1]);
    expect(await page.locator('iframe').count()).toBe(1);
    expect(await windowListeners(page, 'message')).toBe(1);
    // Sized again after coming back: the loader still reads the new frame's messages.
    await fitted(page, 'scoreboard');
    await saveScreenshot(page, 'spa');

    await follow('About');
    await expect.poll(() => page.locator('iframe').count(), WAIT).toBe(0);
    await expect.poll(() => windowListeners(page, 'message'), WAIT).toBe(0);
  });

  it.each(['light', 'dark'] as const)(
    "meets axe's WCAG 2.1 AA rules in the frames with a %s colour scheme",
    async (colorScheme) => {
      const page = await open({ colorScheme });
      for (const example of ['newspaper', 'school'] as const) {
        await page.goto(examples.urls[example]);
        for (const iframe of await page.locator('iframe').all()) {
          // Lazy frames load near the viewport only.
          await iframe.scrollIntoViewIfNeeded();
          const frame = await frameIn(iframe);
          await frame.locator('.csz-embed').waitFor();
          expect(
            await frame.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches),
          ).toBe(colorScheme === 'dark');
          expect(await axeViolations(frame), `${example}: ${frame.url()}`).toEqual([]);
        }
      }
      // A theme set in the embed code, against the reader's scheme.
      const other = colorScheme === 'light' ? 'dark' : 'light';
      for (const kind of ['scoreboard', 'standings'] as const) {
        await page.goto(
          `${server.url}/embed/${kind}?district=${montgomery.id}&sport=${football.id}&theme=${other}&color=%231f3a68`,
        );
        expect(await axeViolations(page.mainFrame()), `${kind}, theme ${other}`).toEqual([]);
      }
    },
  );

  it('shows a staff correction in an open frame without reloading, and announces it', async () => {
    const page = await open();
    const live = page.waitForResponse((r) => r.url().includes('/api/live/scores'));
    await page.goto(examples.urls.school);
    const frame = await frameOf(page, 'scoreboard');
    // The frame listens from here on (the server subscribes it before answering).
    expect((await live).status()).toBe(200);
    const shown = new Set(await shownGameIds(frame));
    const game = (await apiGames(frame, TEST_TODAY)).find(
      (g) => shown.has(g.id) && g.teams.length === 2 && g.gameType === 'Game',
    )!;
    expect(game).toBeDefined();
    await frame.evaluate(() => (window.notReloaded = true));

    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    const scores = game.teams.map((team, i) => ({ id: team.id, finalScore: 81 + i }));
    const answer = await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: admin,
      json: { results: scores },
    });
    expect(answer.status).toBe(200);

    const card = frame.locator('.csz-game-card', {
      has: frame.locator(`a[href$="/scores/view/${game.id}"]`),
    });
    await expect
      .poll(
        async () => (await card.locator('.csz-game-card__points').allTextContents()).sort(),
        WAIT,
      )
      .toEqual(['81', '82']);
    const announcement = frame.locator('.csz-games-list [role="status"]');
    await expect.poll(() => announcement.textContent(), WAIT).toMatch(/^Score update: .*\b81\b.*/);
    expect(await announcement.textContent()).toMatch(/\b82\b/);
    expect(await frame.evaluate(() => window.notReloaded)).toBe(true);
    await saveScreenshot(page, 'school');
  });

  it("gets yesterday's late final in a frame left on yesterday, as the site's lists do", async () => {
    // A game of yesterday still without its score, at one school, as a reader leaves the school's
    // frame of iframe code overnight. Written to the database directly: the cached answers are
    // dropped by hand.
    const place = await headCoachPlace(server.handle.db);
    const yesterday = shiftDate(TEST_TODAY, -1);
    const game = await insertGame(server.handle.db, place, { date: yesterday });
    server.cache.invalidate();
    const page = await open();
    const live = page.waitForResponse((r) => r.url().includes('/api/live/scores'), WAIT);
    await page.goto(
      `${server.url}/embed/scoreboard?${query({ state: place.stateId, district: place.districtId, school: place.schoolId, date: yesterday })}`,
    );
    // The frame listens (the server subscribes it before answering), as yesterday is one of the
    // days core's takesLiveScores gives; a frame that listened on today only fails here.
    const stream = await live;
    expect(stream.status()).toBe(200);
    expect(new URL(stream.url()).searchParams.get('date')).toBe(yesterday);
    const card = page.locator('.csz-game-card', {
      has: page.locator(`a[href$="/scores/view/${game.id}"]`),
    });
    expect(await card.count()).toBe(1);

    const admin = (await server.login('admin@demo.csz.test')).accessToken;
    const answer = await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: admin,
      json: {
        results: [
          { id: game.home, finalScore: 61 },
          { id: game.away, finalScore: 62 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    await expect
      .poll(
        async () => (await card.locator('.csz-game-card__points').allTextContents()).sort(),
        WAIT,
      )
      .toEqual(['61', '62']);
  });

  it('loads another day and one sport once the frame script has taken over', async () => {
    const page = await open();
    await page.goto(examples.urls.newspaper);
    // The frame reports its height only after taking the server's HTML over (frames/mount.ts).
    await fitted(page, 'scoreboard');
    const frame = await frameOf(page, 'scoreboard');

    /** What the frame shows: its games' ids, or the empty list's message. */
    const shown = async () =>
      (await frame.locator('.csz-status__text', { hasText: SCORE_MESSAGES.noGamesFound }).count())
        ? SCORE_MESSAGES.noGamesFound
        : shownGameIds(frame);
    const expected = (games: Game[]) =>
      games.length === 0 ? SCORE_MESSAGES.noGamesFound : games.map((g) => g.id);
    // Days by their dates: the strip's weekday labels depend on its width ('Yesterday', 'Thu').
    const chosenDay = () =>
      frame.locator('.csz-date-strip [aria-pressed="true"] .csz-date-strip__date').textContent();
    const yesterday = shiftDate(TEST_TODAY, -1);
    const day = (date: string) => frame.getByRole('button', { name: formatMonthDay(date) });

    // Pressed from the keyboard, as the app's links are in the single-page app test.
    await day(yesterday).press('Enter');
    await expect.poll(shown, WAIT).toEqual(expected(await apiGames(frame, yesterday)));
    expect(await chosenDay()).toBe(formatMonthDay(yesterday));

    await day(TEST_TODAY).press('Enter');
    const today = await apiGames(frame, TEST_TODAY);
    await expect.poll(shown, WAIT).toEqual(expected(today));
    expect(await chosenDay()).toBe(formatMonthDay(TEST_TODAY));

    // One of the sports playing today: fewer games, all of that sport.
    const sport = today[0]!.sport;
    await frame.getByLabel('Sport', { exact: true }).selectOption(String(sport.id));
    const ofSport = await apiGames(frame, TEST_TODAY, sport.id);
    expect(ofSport.length).toBeGreaterThan(0);
    expect(ofSport.length).toBeLessThan(today.length);
    await expect.poll(shown, WAIT).toEqual(expected(ofSport));
    const metas = await frame.locator('.csz-game-card__meta > span:first-child').allTextContents();
    expect(metas.every((meta) => meta.startsWith(`${sport.name} ·`))).toBe(true);
    // The league's standings link follows the sport switch, with the county and season.
    const standings = frame.getByRole('link', { name: /league standings/i });
    await expect
      .poll(() => standings.getAttribute('href'), WAIT)
      .toMatch(
        new RegExp(
          `selectedCountyId=\\d+&season=2026-2027&force=true&selectedSportId=${sport.id}$`,
        ),
      );
  });

  it('needs no more requests before the scores show than the budget allows', async () => {
    const embedOrigin = new URL(server.url).origin;
    /**
     * The requests to the embed origin from the page's start until the first game card of the
     * scoreboard frame shows.
     */
    const requestsUntilScores = async (
      example: 'school' | 'newspaper',
      javaScriptEnabled: boolean,
    ) => {
      const page = await open({ javaScriptEnabled });
      const requests: Request[] = [];
      let counting = true;
      page.on('request', (request) => {
        if (counting && request.url().startsWith(embedOrigin)) requests.push(request);
      });
      await page.goto(examples.urls[example]);
      await (await frameOf(page, 'scoreboard')).locator('.csz-game-card').first().waitFor();
      counting = false;
      // The other frame's requests (the newspaper's standings) are not this frame's.
      const scoreboard = await frameOf(page, 'scoreboard');
      return requests.filter((r) => r.frame() === scoreboard || r.frame() === page.mainFrame());
    };
    /**
     * What holds the scores back: the frame's HTML and stylesheet, and the loader. Team logos, the
     * frame's module script and its live stream come along but are not waited for (the scores
     * show without them, as the run with JavaScript off proves).
     */
    const needed = (requests: Request[]) =>
      requests.filter(
        (r) =>
          r.resourceType() === 'document' ||
          r.resourceType() === 'stylesheet' ||
          (r.resourceType() === 'script' && r.url().endsWith('/embed/v1/loader.js')),
      );
    const listed = (requests: Request[]) =>
      requests.map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`);

    const runs = {
      'plain iframe, JavaScript off': await requestsUntilScores('school', false),
      'plain iframe, JavaScript on': await requestsUntilScores('school', true),
      loader: await requestsUntilScores('newspaper', true),
    };
    for (const [run, requests] of Object.entries(runs)) {
      console.log(
        `Requests before the scores show, ${run}: ${needed(requests).length} needed, ${requests.length} in all\n  ${listed(requests).join('\n  ')}`,
      );
    }
    expect(listed(needed(runs['plain iframe, JavaScript off']))).toEqual([
      expect.stringMatching(/^document \/embed\/scoreboard$/),
      expect.stringMatching(/^stylesheet \/embed\/assets\/embed-[\w-]+\.css$/),
    ]);
    // With scripts off nothing else is asked for but logos.
    expect(
      runs['plain iframe, JavaScript off'].filter((r) => r.resourceType() !== 'image'),
    ).toHaveLength(2);
    expect(needed(runs['plain iframe, JavaScript on'])).toHaveLength(2);
    expect(listed(needed(runs.loader))).toEqual([
      'script /embed/v1/loader.js',
      'document /embed/scoreboard',
      expect.stringMatching(/^stylesheet \/embed\/assets\/embed-[\w-]+\.css$/),
    ]);
  });
  it('fills placeholders a CMS renders late and a tab renders when opened, with no call to scan()', async () => {
    const page = await open();
    await page.goto(examples.urls.district);
    // The scores block arrives a moment after the page has loaded.
    await page.locator(`iframe[title="${title('scoreboard')}"]`).waitFor(WAIT);
    await fitted(page, 'scoreboard');
    // Now, while every frame on the page is shown (a hidden tab's frame paints no frames).
    await saveScreenshot(page, 'district');
    expect(await page.locator(`iframe[title="${title('standings')}"]`).count()).toBe(0);
    // From the keyboard: right after the page scrolls, a click may be routed into the frame that
    // was there (see the single-page app test).
    await page.getByRole('tab', { name: 'Standings' }).press('Enter');
    await page.locator(`iframe[title="${title('standings')}"]`).waitFor(WAIT);
    await fitted(page, 'standings');
    const placeholders = page.locator('[data-csz-widget]');
    expect(
      await placeholders.evaluateAll((all) => all.map((p) => p.querySelectorAll('iframe').length)),
    ).toEqual([1, 1]);
    expect(await page.locator('a:visible', { hasText: /on CSZ$/ }).count()).toBe(0);
    expect(await windowListeners(page, 'message')).toBe(1);
  });

  it('leaves no fallback link showing when the loader is pasted three times on a page still loading', async () => {
    // A host page sent in two parts, as a CMS that flushes early sends it: the third placeholder's
    // link arrives only once the loader has filled the placeholder.
    const code = (kind: EmbedKind) =>
      scriptCode(server.url, kind, {
        state: maryland.id,
        district: montgomery.id,
        sport: kind === 'standings' ? football.id : null,
      });
    const [third, rest] = code('standings').split('\n  <a');
    let finish: () => void = () => undefined;
    const host = createServer((_request, response: ServerResponse) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Still loading</title></head><body>${code('scoreboard')}${code('scoreboard')}${third}`,
      );
      finish = () => response.end(`\n  <a${rest}</body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const page = await open();
      await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/`, {
        waitUntil: 'commit',
      });
      // The loader has run and filled the third placeholder while its link is still to come.
      await expect
        .poll(
          () =>
            page.evaluate(() => ({
              loading: document.readyState,
              filled: document.querySelectorAll('[data-csz-widget] iframe').length,
              links: document.querySelectorAll('[data-csz-widget] a').length,
            })),
          WAIT,
        )
        .toEqual({ loading: 'loading', filled: 3, links: 2 });
      finish();
      await page.waitForLoadState('load');
      expect(
        await page
          .locator('[data-csz-widget]')
          .evaluateAll((all) => all.map((p) => p.querySelectorAll('iframe').length)),
      ).toEqual([1, 1, 1]);
      expect(await page.locator('[data-csz-widget] a').count()).toBe(3);
      await expect
        .poll(() => page.locator('a:visible', { hasText: /on CSZ$/ }).count(), WAIT)
        .toBe(0);
      expect(await windowListeners(page, 'message')).toBe(1);
      await fitted(page, 'standings');
    } finally {
      finish();
      host.close();
    }
  });

  it("pages the iframe code's scoreboard and fits its division's standings: no scroll bar inside at the code's height", async () => {
    const page = await open();
    await page.goto(examples.urls.school);
    for (const kind of ['scoreboard', 'standings'] as const) {
      const iframe = page.locator(`iframe[title="${title(kind)}"]`);
      await iframe.scrollIntoViewIfNeeded();
      const frame = await frameIn(iframe);
      await frame.locator('.csz-embed').waitFor();
      // The frame keeps the code's height (300 by 600 for the scoreboard); the whole page shows.
      const sizes = await frame.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        clientHeight: document.documentElement.clientHeight,
      }));
      expect(sizes.scrollHeight, kind).toBeLessThanOrEqual(sizes.clientHeight);
    }
    const scoreboard = await frameOf(page, 'scoreboard');
    expect(await scoreboard.evaluate(() => innerHeight)).toBe(600);
    const data = await inlined<ScoreboardFrameData>(scoreboard);
    expect(data).toMatchObject({ compact: true, perPage: 2 });
    expect(await shownGameIds(scoreboard)).toEqual(
      (await apiGames(scoreboard, TEST_TODAY)).map((g) => g.id),
    );
    // The next page loads in place, and still fits.
    await scoreboard.getByRole('link', { name: 'Next' }).click();
    const second = (await apiGames(scoreboard, TEST_TODAY, undefined, 2)).map((g) => g.id);
    await expect.poll(() => shownGameIds(scoreboard), WAIT).toEqual(second);
    expect(scoreboard.url()).not.toContain('page=2');
    expect(
      await scoreboard.evaluate(
        () => document.documentElement.scrollHeight <= document.documentElement.clientHeight,
      ),
    ).toBe(true);
    const standings = await frameOf(page, 'standings');
    expect(await standings.locator('.csz-standings__group-title').allTextContents()).toEqual([
      'Division I',
    ]);
    await saveScreenshot(page, 'school-division');
  });

  it('changes the day, the sport, the page and the season with JavaScript off, through links and forms to the frame', async () => {
    const page = await open({ javaScriptEnabled: false });
    await page.goto(examples.urls.school);
    let scoreboard = await frameOf(page, 'scoreboard');
    await scoreboard.locator('.csz-embed').waitFor();
    const shownDay = () => scoreboard.locator('.csz-embed__days strong').textContent();
    /** What the frame shows: its games' ids, or the empty list's message. */
    const shown = async () =>
      (await scoreboard
        .locator('.csz-status__text', { hasText: SCORE_MESSAGES.noGamesFound })
        .count())
        ? SCORE_MESSAGES.noGamesFound
        : shownGameIds(scoreboard);
    const expected = (games: Game[]) =>
      games.length === 0 ? SCORE_MESSAGES.noGamesFound : games.map((g) => g.id);
    /** Follows a link or submits a form in the frame, and waits for the frame's new page. */
    const navigate = async (act: () => Promise<void>) => {
      const before = scoreboard.url();
      await act();
      await expect
        .poll(() => frameOf(page, 'scoreboard').then((f) => f.url()), WAIT)
        .not.toBe(before);
      scoreboard = await frameOf(page, 'scoreboard');
      await scoreboard.waitForLoadState();
    };
    // The date strip's buttons need a script: the day links show in their place.
    expect(await scoreboard.locator('.csz-date-strip').isVisible()).toBe(false);
    expect(await shownDay()).toMatch(/^Today, /);

    await navigate(() => scoreboard.getByRole('link', { name: /^Day before, / }).click());
    const yesterday = shiftDate(TEST_TODAY, -1);
    expect(scoreboard.url()).toContain(`date=${yesterday}`);
    expect(await shownDay()).toMatch(/^Yesterday, /);
    expect(await shown()).toEqual(expected(await apiGames(scoreboard, yesterday)));
    await navigate(() => scoreboard.getByRole('link', { name: /^Day after, / }).click());
    expect(await shownDay()).toMatch(/^Today, /);

    const today = await apiGames(scoreboard, TEST_TODAY, undefined, 1);
    const sport = today[0]!.sport;
    await scoreboard.getByLabel('Sport', { exact: true }).selectOption(String(sport.id));
    await navigate(() => scoreboard.getByRole('button', { name: 'Show' }).click());
    expect(scoreboard.url()).toContain(`selectedSport=${sport.id}`);
    expect(await scoreboard.getByLabel('Sport', { exact: true }).inputValue()).toBe(
      String(sport.id),
    );
    const ofSport = await apiGames(scoreboard, TEST_TODAY, sport.id);
    expect(await shown()).toEqual(expected(ofSport));
    const metas = await scoreboard
      .locator('.csz-game-card__meta > span:first-child')
      .allTextContents();
    expect(metas.every((meta) => meta.startsWith(`${sport.name} ·`))).toBe(true);

    // Every sport again, and the next page of the day.
    await scoreboard.getByLabel('Sport', { exact: true }).selectOption({ label: 'All Sports' });
    await navigate(() => scoreboard.getByRole('button', { name: 'Show' }).click());
    await navigate(() => scoreboard.getByRole('link', { name: 'Next' }).click());
    expect(await shown()).toEqual(expected(await apiGames(scoreboard, TEST_TODAY, undefined, 2)));

    // The standings' season.
    const iframe = page.locator(`iframe[title="${title('standings')}"]`);
    await iframe.scrollIntoViewIfNeeded();
    let standings = await frameIn(iframe);
    await standings.locator('.csz-embed').waitFor();
    const { filter, season, chosen } = await inlined<StandingsFrameData>(standings);
    const before = seasons(season)[1]!;
    await standings.getByLabel('Season').selectOption(before);
    await standings.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(() => frameIn(iframe).then((f) => f.url()), WAIT)
      .toContain(`season=${before}`);
    standings = await frameIn(iframe);
    await standings.waitForLoadState();
    expect(await standings.getByLabel('Season').inputValue()).toBe(before);
    expect(
      await standings
        .getByLabel('Season')
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text),
    ).toBe(seasonLabel(before));
    const answer = await server.get<{ items: StandingGroup[] }>(
      `/api/csz/standings?${query({ ...filter, year: before })}`,
    );
    const division = answer.body.items
      .filter((g) => g.title === chosen.league)
      .flatMap((g) => g.subStandings.filter((sub) => sub.title === chosen.division));
    expect(await standings.locator('.csz-standings__name').allTextContents()).toEqual(
      rowNames(division),
    );
    await saveScreenshot(page, 'school-no-js-changed', false);
  });

  describe('inside the frames at 280 and 300 px', () => {
    const LONG_LEAGUE =
      'Montgomery County Interscholastic Athletic Conference Of Public High Schools';
    let restoreName: () => Promise<void>;
    beforeAll(async () => {
      const { db } = server.handle;
      const [league] = await db.select().from(leagues).where(eq(leagues.districtId, montgomery.id));
      // Written to the database directly: the server's cached answers are dropped by hand.
      await db.update(leagues).set({ name: LONG_LEAGUE }).where(eq(leagues.id, league!.id));
      server.cache.invalidate();
      restoreName = async () => {
        await db.update(leagues).set({ name: league!.name }).where(eq(leagues.id, league!.id));
        server.cache.invalidate();
      };
    });
    afterAll(() => restoreName());

    const configurations = () => {
      const place = `state=${maryland.id}&district=${montgomery.id}`;
      const league = `${place}&sport=${football.id}`;
      return [
        `/embed/scoreboard?${place}`,
        `/embed/scoreboard?${place}&theme=dark&color=%237a0019`,
        `/embed/scoreboard?${place}&fit=content`,
        `/embed/scoreboard?${league}`,
        `/embed/standings?${league}`,
        `/embed/standings?${league}&theme=dark`,
        `/embed/standings?${league}&fit=content`,
      ];
    };

    it.each([280, 300])(
      'never scrolls sideways at %i px, in any theme, with a long league name (the scoreboard needs the date strip fix of the site branch)',
      async (width) => {
        const page = await open({ viewport: { width, height: 600 } });
        for (const path of configurations()) {
          await page.goto(`${server.url}${path}`);
          await page.locator('.csz-embed').waitFor();
          if (path.includes('standings') || path.includes(`sport=${football.id}`)) {
            expect(await page.locator('body').textContent(), path).toContain(LONG_LEAGUE);
          }
          const widths = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: innerWidth,
          }));
          expect(widths.scroll, `${path} at ${width} px`).toBeLessThanOrEqual(widths.inner);
        }
      },
    );

    it("does not cut the date strip's weekday labels in a 300 px frame (needs the date strip fix of the site branch)", async () => {
      const page = await open({ viewport: { width: 300, height: 600 } });
      for (const path of configurations().filter((p) => p.includes('scoreboard'))) {
        await page.goto(`${server.url}${path}`);
        const labels = page.locator('.csz-date-strip__weekday:visible');
        expect(await labels.count(), path).toBeGreaterThan(0);
        const cut = await labels.evaluateAll((all) =>
          all.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent),
        );
        expect(cut, path).toEqual([]);
      }
    });
  });
  describe('long school names on a phone', () => {
    const LONG_NAMES = ['Archbishop Spalding', 'Our Lady of Good Counsel', 'Mount Saint Joseph'];
    let restoreNames: () => Promise<void>;
    beforeAll(async () => {
      const { db } = server.handle;
      const before = await db
        .select({ id: schools.id, name: schools.name, shortName: schools.shortName })
        .from(schools)
        .where(eq(schools.districtId, montgomery.id));
      // Every school of the county gets a long name (written to the database directly: the
      // server's cached answers are dropped by hand).
      for (const [i, school] of before.entries()) {
        const shortName = LONG_NAMES[i % LONG_NAMES.length]!;
        await db
          .update(schools)
          .set({ shortName, name: `${shortName} High School` })
          .where(eq(schools.id, school.id));
      }
      server.cache.invalidate();
      restoreNames = async () => {
        for (const { id, ...names } of before) {
          await db.update(schools).set(names).where(eq(schools.id, id));
        }
        server.cache.invalidate();
      };
    });
    afterAll(() => restoreNames());

    it.each([300, 320, 375])(
      'wraps them in both frames at %i px, with nothing wider than the frame and the compact page still fitting',
      async (width) => {
        const page = await open({ viewport: { width, height: 600 } });
        const place = `state=${maryland.id}&district=${montgomery.id}`;
        for (const path of [
          `/embed/scoreboard?${place}`,
          `/embed/scoreboard?${place}&fit=content`,
          `/embed/standings?${place}&sport=${football.id}`,
        ]) {
          await page.goto(`${server.url}${path}`);
          await page.locator('.csz-embed').waitFor();
          const names = page.locator('.csz-game-card__name, .csz-standings__name');
          expect(
            (await names.allTextContents()).some((name) => name.includes('Archbishop Spalding')),
            path,
          ).toBe(true);
          // Each name whole: not cut, nor wider than its room.
          const cut = await names.evaluateAll((all) =>
            all.filter((n) => n.scrollWidth > n.clientWidth).map((n) => n.textContent),
          );
          expect(cut, `${path} at ${width} px`).toEqual([]);
          // Nothing wider than the frame: no sideways scroll of the page or of a table in it.
          const sideways = await page.evaluate(() =>
            [document.documentElement, ...document.querySelectorAll('.csz-standings__scroll')]
              .filter((el) => el.scrollWidth > el.clientWidth)
              .map((el) => el.className || el.tagName),
          );
          expect(sideways, `${path} at ${width} px`).toEqual([]);
          if (path.includes('scoreboard') && !path.includes('fit=content')) {
            // The compact page of games still fits its 600 px with two-line names.
            expect(
              await page.evaluate(
                () =>
                  document.documentElement.scrollHeight <= document.documentElement.clientHeight,
              ),
              `${path} at ${width} px`,
            ).toBe(true);
          }
        }
      },
    );
  });
});
