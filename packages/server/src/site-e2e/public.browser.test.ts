import { SITE_REDIRECTS, redirectTarget } from '@csz/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../testing/browser';
import {
  TEST_TODAY,
  marylandAndMontgomery,
  startTestServer,
  type TestServer,
} from '../testing/testServer';
import {
  WAIT,
  WIDTHS,
  checkPage,
  hydrated,
  logInThroughDialog,
  openSitePage,
  readBesideChunk,
  showAtWidth,
  type Width,
} from './siteBrowser';

/**
 * The public site as a newcomer uses it, in Chromium against the real server and database (PGlite;
 * the engines are covered by the HTTP suites): scores by date, sport and county; a game;
 * standings; a school's schedule; a bracket; contact; every redirect; the 404; the pages still to
 * come. Every page is checked with axe and photographed at phone, tablet and desktop widths.
 */

interface Ids {
  state: number;
  county: number;
  sport: { id: number; name: string };
  school: { id: number; name: string };
  bracket: number;
}

describe('the public site in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let ids: Ids;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const { maryland, montgomery } = await marylandAndMontgomery(server);
    const games = await server.get<{
      items: { sport: { id: number; name: string }; teams: { schoolId: number; name: string }[] }[];
    }>(`/api/csz/games?stateId=${maryland.id}&districtId=${montgomery.id}&date=${TEST_TODAY}`);
    const schools = await server.get<{ items: { id: number; name: string }[] }>(
      `/api/csz/schools?districtId=${montgomery.id}&perPage=500`,
    );
    // A Montgomery school that plays today, and the sport it plays.
    const [game, school] = games.body.items.flatMap((g) =>
      g.teams.flatMap((team) => {
        const found = schools.body.items.find((s) => s.id === team.schoolId);
        return found ? [[g, found] as const] : [];
      }),
    )[0]!;
    const brackets = await server.get<{ items: { id: number }[] }>(
      `/api/csz/brackets?stateId=${maryland.id}`,
    );
    ids = {
      state: maryland.id,
      county: montgomery.id,
      sport: game.sport,
      school,
      bracket: brackets.body.items[0]!.id,
    };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('browses scores by county, sport and day, with the URL following', async () => {
    const { page, close } = await openSitePage(browser);
    await page.goto(`${server.url}/scores`);
    // Maryland is preselected; the county and sport narrow the games.
    await expect.poll(() => page.getByLabel('State').inputValue(), WAIT).toBe(String(ids.state));
    const county = page.getByLabel('County', { exact: true }).first();
    await county
      .locator('option', { hasText: 'Montgomery' })
      .waitFor({ state: 'attached', ...WAIT });
    await county.selectOption({ label: 'Montgomery' });
    const sport = page.getByRole('main').getByLabel('Sport');
    await sport
      .locator('option', { hasText: ids.sport.name })
      .waitFor({ state: 'attached', ...WAIT });
    await sport.selectOption({ label: ids.sport.name });
    await page.waitForURL(
      (url) =>
        url.searchParams.get('countyId') === String(ids.county) &&
        url.searchParams.get('sportId') === String(ids.sport.id),
      WAIT,
    );
    const cards = page.getByRole('main').locator('.csz-game-card');
    await cards.first().waitFor(WAIT);
    expect(await page.title()).toBe('Scores | CSZ');

    // Another day from the strip: the URL carries it, and a reload keeps the page as it was.
    const yesterday = page.getByRole('main').getByRole('button', { name: /Yesterday/ });
    await yesterday.click();
    await page.waitForURL(
      (url) => url.searchParams.get('date') != null && url.searchParams.get('date') !== TEST_TODAY,
      WAIT,
    );
    await page.reload();
    await expect.poll(() => page.getByLabel('State').inputValue(), WAIT).toBe(String(ids.state));
    await close();
  });

  it('opens a game from the scoreboard, asking for the game beside the page’s code', async () => {
    const { page, close } = await openSitePage(browser);
    const besideChunk = await readBesideChunk(
      page,
      /\/assets\/GamePage-[\w-]+\.js$/,
      /^\/api\/csz\/games\/\d+$/,
    );
    await page.goto(
      `${server.url}/scores?stateId=${ids.state}&countyId=${ids.county}&sportId=${ids.sport.id}&date=${TEST_TODAY}&force=true`,
    );
    const first = page.getByRole('main').locator('.csz-game-card a').first();
    await first.waitFor(WAIT);
    // Taken over first: a link pressed before is a new page from the server.
    await hydrated(page);
    await first.click();
    await page.waitForURL(/\/scores\/view\/\d+$/, WAIT);
    await page.getByRole('main').getByText(ids.school.name).first().waitFor(WAIT);
    expect(await page.title()).toMatch(/ \| Game \| CSZ$/);
    // The route's loader asked for the game while the page's chunk was still on its way.
    expect(await besideChunk()).toEqual({ beside: true, asked: 1 });
    await close();
  });

  it('shows a league’s standings with the selection in the URL', async () => {
    const { page, close } = await openSitePage(browser);
    await page.goto(
      `${server.url}/scores/standings?selectedStateId=${ids.state}&selectedCountyId=${ids.county}&selectedSportId=${ids.sport.id}&season=2026-2027&force=true`,
    );
    await page.getByRole('heading', { name: 'Standings' }).waitFor(WAIT);
    await page.getByRole('main').getByRole('table').first().waitFor(WAIT);
    // The table comes with the page (rendered on the server); 'force' goes once the browser has
    // applied it.
    await page.waitForURL((url) => !url.searchParams.has('force'), WAIT);
    const url = new URL(page.url());
    expect(url.searchParams.get('selectedSportId')).toBe(String(ids.sport.id));
    expect(url.searchParams.get('season')).toBe('2026-2027');
    await close();
  });

  it('finds a school by name and shows its schedules', async () => {
    const { page, close } = await openSitePage(browser);
    await page.goto(`${server.url}/schedules`);
    const main = page.getByRole('main');
    await main
      .getByRole('paragraph')
      .filter({ hasText: 'Select School to View Schedules' })
      .waitFor(WAIT);
    await main.getByRole('combobox', { name: 'ENTER SCHOOL NAME' }).fill(ids.school.name);
    await main
      .getByRole('option', { name: new RegExp(ids.school.name) })
      .first()
      .click();
    await main.getByRole('button', { name: 'GO TO SCHOOL' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('schoolId') === String(ids.school.id),
      WAIT,
    );
    await main.getByRole('heading', { name: ids.school.name }).waitFor(WAIT);
    await main.getByRole('link', { name: 'Team Page' }).first().waitFor(WAIT);
    expect(await page.title()).toBe(`${ids.school.name} | Schedules | CSZ`);
    await close();
  });

  it('asks a guest who presses FOLLOW to log in, then follows the school', async () => {
    const { page, close } = await openSitePage(browser);
    await page.goto(
      `${server.url}/schedules?stateId=${ids.state}&countyId=${ids.county}&schoolId=${ids.school.id}&season=2026-2027&force=true`,
    );
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'FOLLOW', exact: true }).click();
    await page.getByRole('dialog', { name: 'Log In or Sign Up' }).waitFor(WAIT);
    await logInThroughDialog(page, 'fan@demo.csz.test');
    // The follow goes through once logged in, without a second press.
    await main.getByText('FOLLOWING', { exact: true }).waitFor(WAIT);
    const fan = await server.login('fan@demo.csz.test');
    const follows = await server.call<{ items: { followedSchoolId: number | null }[] }>(
      'GET',
      '/api/csz/memberSubscription/myAccAll',
      { token: fan.accessToken },
    );
    expect(follows.body.items.some((f) => f.followedSchoolId === ids.school.id)).toBe(true);
    await close();
  });

  it('counts a member’s like at once and keeps it', async () => {
    const { page, close } = await openSitePage(browser);
    await page.goto(
      `${server.url}/scores?stateId=${ids.state}&countyId=${ids.county}&date=${TEST_TODAY}&force=true`,
    );
    // A guest is asked to log in first.
    const like = page.getByRole('main').locator('.csz-game-card').first().getByRole('button', {
      name: /like/i,
    });
    await like.waitFor(WAIT);
    await like.click();
    const prompt = page.locator('.csz-popover:popover-open');
    await prompt.getByText('Log In to like a game').waitFor(WAIT);
    await prompt.getByRole('button', { name: 'Log In', exact: true }).click();
    await logInThroughDialog(page, 'parent@demo.csz.test');
    // The games load again for the member; the count is read from 'Like, 12 likes'.
    await expect.poll(() => like.getAttribute('aria-pressed'), WAIT).toBe('false');
    const count = async () => Number((await like.innerText()).replace(/\D/g, ''));
    const before = await count();
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed'), WAIT).toBe('true');
    expect(await count()).toBe(before + 1);
    await page.reload();
    await expect.poll(() => like.getAttribute('aria-pressed'), WAIT).toBe('true');
    expect(await count()).toBe(before + 1);
    // The page the server rendered, and keeps, for this address is a guest's: the member's like
    // counts in it, but is nobody's own there (issue 31 point 3).
    const html = await (await fetch(page.url())).text();
    // A guest's like buttons ask to log in; none is pressed.
    expect(html).toContain('Log In to like a game');
    expect(html).not.toMatch(/class="[^"]*\bcsz-like\b[^"]*"[^>]*aria-pressed="true"/);
    expect(html).not.toContain('parent@demo.csz.test');
    await close();
  });

  it('lists playoffs and opens a bracket', async () => {
    const { page, close } = await openSitePage(browser);
    await page.goto(`${server.url}/playoffs`);
    await page.getByRole('heading', { name: 'Playoffs', exact: true }).waitFor(WAIT);
    const view = page
      .getByRole('main')
      .getByRole('link', { name: /View Bracket/ })
      .first();
    await view.waitFor(WAIT);
    await view.click();
    await page.waitForURL(/\/playoffs\/view\/\d+$/, WAIT);
    await page.getByRole('main').locator('.csz-bracket').first().waitFor(WAIT);
    await close();
  });

  it('sends a message to the staff', async () => {
    const { page, close } = await openSitePage(browser);
    await page.goto(`${server.url}/contact-us/12/Wootton%20vs%20Churchill`);
    const main = page.getByRole('main');
    await main.getByText('Wootton vs Churchill').first().waitFor(WAIT);
    await main.getByRole('button', { name: 'Send' }).click();
    await main.getByText('Valid email is required').waitFor(WAIT);
    await main.getByLabel('Email').fill('parent@example.com');
    await main.getByLabel('Message').fill('The final was 21-14, not 21-17.');
    await main.getByRole('button', { name: 'Send' }).click();
    await main.getByText('Message Sent').waitFor(WAIT);
    expect(await main.getByLabel('Email').isDisabled()).toBe(true);
    await close();
  });

  it('follows every redirect of the route table', async () => {
    const { page, close } = await openSitePage(browser);
    for (const { from } of SITE_REDIRECTS) {
      const path = from.replace(':id', '42');
      await page.goto(`${server.url}${path}?from=old`);
      const target = redirectTarget(path)!;
      await page.waitForURL(
        (url) => url.pathname === decodeURI(target) || url.pathname === target,
        WAIT,
      );
      expect(new URL(page.url()).searchParams.get('from'), path).toBe('old');
    }
    await close();
  });

  /** A page rendered on the server: its address, its h1, and texts its first items show. */
  interface Rendered {
    path: string;
    heading: string;
    shows: string[];
    status?: number;
  }

  /** The text of HTML as a reader sees it: no tags, entities read. */
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  /** The root element's HTML as sent, and the page's first h1's text. */
  const rootOf = (html: string) => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="csz-state"`));
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root)?.[1] ?? '';
    return { root: textOf(root), h1: textOf(h1).trim() };
  };

  /** Issue 31: every public page, with the data the test server's demo holds. */
  async function renderedPages(): Promise<Rendered[]> {
    const place = `stateId=${ids.state}&countyId=${ids.county}`;
    const games = await server.get<{
      items: {
        id: number;
        name: string;
        teams: { shortName: string; score: number | null }[];
      }[];
    }>(`/api/csz/games?stateId=${ids.state}&districtId=${ids.county}&date=${TEST_TODAY}`);
    const game = games.body.items[0]!;
    const scored = games.body.items.find((g) => g.teams.every((t) => t.score != null));
    interface Table {
      standings: { name: string }[];
      subStandings: Table[];
    }
    const standings = await server.get<{ items: Table[] }>(
      `/api/csz/standings?stateId=${ids.state}&countyId=${ids.county}&sportId=${ids.sport.id}&season=2026-2027`,
    );
    const rows = (tables: Table[]): string[] =>
      tables.flatMap((t) => [...t.standings.map((row) => row.name), ...rows(t.subStandings)]);
    const brackets = await server.get<{ items: { id: number; name: string }[] }>(
      `/api/csz/brackets?stateId=${ids.state}`,
    );
    const bracket = brackets.body.items.find((b) => b.id === ids.bracket)!;
    const general = () =>
      server.get<{ posts: { id: number; title: string; slug: string }[] }>(
        '/api/forums/posts?category=General',
      );
    if ((await general()).body.posts.length === 0) {
      const written = await server.call('POST', '/api/forums/posts', {
        token: (await server.login('fan@demo.csz.test')).accessToken,
        json: { kind: 'Post', title: 'Churchill wins the county final', message: 'What a night.' },
      });
      expect(written.status, JSON.stringify(written.body)).toBe(201);
    }
    const post = (await general()).body.posts[0]!;
    return [
      {
        path: `/scores?${place}&date=${TEST_TODAY}&force=true`,
        heading: 'Scores',
        shows: [
          ...game.teams.map((t) => t.shortName),
          ...(scored == null ? [] : scored.teams.map((t) => `score ${t.score}`)),
        ],
      },
      {
        path: '/',
        heading: 'High school scores, schedules and standings',
        shows: ['Latest Streams'],
      },
      { path: '/today-scores', heading: "Today's Scores", shows: [] },
      {
        path: `/scores/view/${game.id}`,
        heading: game.name,
        shows: game.teams.map((t) => t.shortName),
      },
      {
        path: `/scores/standings?selectedStateId=${ids.state}&selectedCountyId=${ids.county}&selectedSportId=${ids.sport.id}&season=2026-2027&force=true`,
        heading: 'Standings',
        shows: rows(standings.body.items).slice(0, 3),
      },
      {
        path: `/schedules?schoolId=${ids.school.id}&force=true`,
        heading: ids.school.name,
        shows: ['Team Page'],
      },
      {
        path: `/playoffs?stateId=${ids.state}&force=true`,
        heading: 'Playoffs',
        shows: ['View Bracket'],
      },
      { path: `/playoffs/view/${ids.bracket}`, heading: bracket.name, shows: [] },
      { path: '/forums/all/General', heading: 'The Zone - General', shows: [post.title] },
      {
        path: `/forums/post/${post.id}/${post.slug}`,
        heading: 'THE ZONE - Post',
        shows: [post.title],
      },
      { path: '/scores/forum', heading: 'Updates', shows: [] },
      { path: '/about-csz', heading: 'About CSZ', shows: [] },
      {
        path: '/contact-us/12/Wootton%20vs%20Churchill',
        heading: 'Contact Us',
        shows: ['Wootton vs Churchill'],
      },
      { path: '/sign-in', heading: 'Sign In', shows: [] },
      { path: '/login', heading: 'Log In', shows: [] },
      {
        path: '/no/such/page',
        heading: "(404) The page you've requested is not found.",
        shows: [],
        status: 404,
      },
    ];
  }

  // Addresses with a dot or an encoded '/' in a name are pages too, not files.
  const NAMED = [
    '/contact-us/1473/St.%20Anne%27s%20%40%20Bladensburg',
    '/contact-us/1/%3C%2Fscript%3E',
    '/login/fan@demo.csz.test',
  ];

  it('sends every public page with its content, which search engines and previews read without script', async () => {
    for (const path of NAMED) {
      const answer = await fetch(`${server.url}${path}`);
      expect([path, answer.status, answer.headers.get('content-type')]).toEqual([
        path,
        200,
        'text/html; charset=utf-8',
      ]);
    }
    for (const { path, heading, shows, status = 200 } of await renderedPages()) {
      const answer = await fetch(`${server.url}${path}`);
      expect([path, answer.status]).toEqual([path, status]);
      const html = await answer.text();
      const { root, h1 } = rootOf(html);
      expect([path, h1]).toEqual([path, heading]);
      for (const text of shows)
        expect([path, text, root.includes(text)]).toEqual([path, text, true]);
      // The data the render used, for the browser to take over with, as data: no inline script.
      expect(html).toMatch(/<script type="application\/json" id="csz-state">\{/);
      expect(
        html.match(/<script(?![^>]*(type="module"|type="application\/(ld\+)?json"))[^>]*>/g),
      ).toBeNull();
    }
  });

  it('hydrates them in the browser without a warning or a request for what the page holds, at any time zone, for a guest and for a member', async () => {
    const pages = await renderedPages();
    for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
      const context = await browser.newContext({
        timezoneId,
        viewport: { width: 375, height: 800 },
      });
      const page = await context.newPage();
      const said: string[] = [];
      page.on('console', (message) => {
        // The 404 page's own status is the browser's to say.
        const notFound =
          /status of 404/.test(message.text()) && page.url().endsWith('/no/such/page');
        if ((message.type() === 'error' || message.type() === 'warning') && !notFound) {
          said.push(`${page.url()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => said.push(`${page.url()}: ${error.message}`));
      for (const { path, heading } of pages) {
        const asked: string[] = [];
        const listen = (request: { url(): string }) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/live/')) {
            asked.push(`${url.pathname}${url.search}`);
          }
        };
        page.on('request', listen);
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor(WAIT);
        await page.waitForLoadState('networkidle');
        page.off('request', listen);
        // Nothing the page came with is asked for again. A school's page is drawn by the server
        // for the school's state and county, its header's strip and ads with them: only the team
        // finder's list of the county's schools may be asked as the finder runs. The pages after
        // it keep that county, whose lists the home page's finder (drawn in the browser) and the
        // strip's nearest day ask for as they run.
        const again = path.startsWith('/schedules?schoolId=')
          ? asked.filter((url) => !url.startsWith('/api/csz/schools?districtId='))
          : asked.filter(
              (url) => !url.includes('districtId=') && !url.startsWith('/api/csz/districts?'),
            );
        expect([timezoneId, path, again]).toEqual([timezoneId, path, []]);
        // Taken over: the page answers a press without loading again.
        await page.getByRole('link', { name: 'CSZ home' }).click();
        await page
          .getByRole('heading', { level: 1, name: 'High school scores, schedules and standings' })
          .waitFor(WAIT);
      }
      // A member's page: the server's is a guest's; the member's menu comes once it has hydrated.
      await page.evaluate(
        (session) => localStorage.setItem('csz.session', JSON.stringify(session)),
        await server.login('fan@demo.csz.test').then((s) => ({
          accessToken: s.accessToken,
          refreshToken: s.refreshToken,
          expiresAt: Date.now() + 3_600_000,
          email: 'fan@demo.csz.test',
        })),
      );
      await page.goto(`${server.url}/about-csz`);
      await page.getByRole('link', { name: 'My Account' }).first().waitFor(WAIT);
      expect([timezoneId, said]).toEqual([timezoneId, []]);
      await context.close();
    }
  });

  it('is taken over in a browser that reports no paint timing', async () => {
    const { page, close } = await openSitePage(browser);
    // Some WebViews and hardened browsers have no PerformanceObserver: the script starts anyway.
    await page.addInitScript('delete window.PerformanceObserver');
    await page.goto(`${server.url}/about-csz`);
    await hydrated(page);
    await close();
  });

  it('names its icons in every page, and serves them (no 404 for /favicon.ico)', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}/scores`);
    const icons = (await page.evaluate(
      `[...document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')].map((l) => l.getAttribute('href'))`,
    )) as string[];
    expect(icons.sort()).toEqual(['/apple-touch-icon.png', '/favicon.ico', '/favicon.svg']);
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`);
      expect([path, answer.status, answer.headers.get('content-type')]).toEqual([path, 200, type]);
    }
    await close();
  });

  it('answers an unknown address, and a game, post or bracket that is not there, with its page and status 404', async () => {
    const { page, close } = await openSitePage(browser);
    for (const [path, heading] of [
      ['/no/such/page', "(404) The page you've requested is not found."],
      ['/scores/view/not-a-game', 'Game is not found'],
      ['/scores/view/999999999', 'Game is not found'],
      ['/forums/post/999999999/gone', 'Not Found'],
      ['/playoffs/view/999999999', 'This bracket is not found.'],
    ] as const) {
      const asked: string[] = [];
      const listen = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/live/')) {
          asked.push(url.pathname);
        }
      };
      page.on('request', listen);
      const response = await page.goto(`${server.url}${path}`);
      // Drawn by the server, not by the script: search engines see it, with its status.
      expect([path, response!.status()]).toEqual([path, 404]);
      expect(await response!.text()).toContain(heading.replace("'", '&#x27;'));
      await page.getByRole('heading', { name: heading, exact: true }).waitFor(WAIT);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      page.off('request', listen);
      // Taken over without asking again for what is not there, nor showing it loading.
      expect([
        path,
        asked.filter((url) => /\/(games|posts\/view|playoffsforest)\//.test(url)),
      ]).toEqual([path, []]);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor(WAIT);
    }
    await close();
  });

  it('says plainly which pages are still to come', async () => {
    const { page, close } = await openSitePage(browser);
    for (const [path, heading] of [
      ['/playgames', "Pick 'Em: coming soon"],
      ['/word-of-the-day', "Pick 'Em: coming soon"],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor(WAIT);
    }
    await close();
  });

  // Every page at every width: axe finds nothing, and a screenshot is kept.
  const pages = (): [string, string, string][] => [
    ['home', '/', 'High school scores, schedules and standings'],
    [
      'scores',
      `/scores?stateId=${ids.state}&countyId=${ids.county}&date=${TEST_TODAY}&force=true`,
      'Scores',
    ],
    [
      'standings',
      `/scores/standings?selectedStateId=${ids.state}&selectedCountyId=${ids.county}&selectedSportId=${ids.sport.id}&season=2026-2027&force=true`,
      'Standings',
    ],
    ['today-scores', '/today-scores', "Today's Scores"],
    ['schedules-finder', '/schedules', 'Team Schedules'],
    [
      'schedules-school',
      `/schedules?stateId=${ids.state}&countyId=${ids.county}&schoolId=${ids.school.id}&season=2026-2027&force=true`,
      ids.school.name,
    ],
    // A school alone is enough: its county and state follow (issue 31 point 11).
    [
      'schedules-school-alone',
      `/schedules?schoolId=${ids.school.id}&stateId=${ids.state}&force=true`,
      ids.school.name,
    ],
    ['standings-unpicked', '/scores/standings', 'Standings'],
    ['playoffs', `/playoffs?stateId=${ids.state}&season=2026-2027&force=true`, 'Playoffs'],
    ['bracket', `/playoffs/view/${ids.bracket}`, 'All playoffs'],
    ['about', '/about-csz', 'About CSZ'],
    ['contact', '/contact-us', 'Contact Us'],
    ['not-found', '/nowhere', "(404) The page you've requested is not found."],
    ['coming-soon', '/playgames', "Pick 'Em: coming soon"],
  ];

  // Each page is loaded once and checked at each width in turn: the layout follows the viewport.
  it('passes axe on every page at phone, tablet and desktop widths', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    for (const [name, path, text] of pages()) {
      await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
      await page.goto(`${server.url}${path}`);
      for (const width of Object.keys(WIDTHS) as Width[]) {
        await showAtWidth(page, width);
        await page.getByRole('main').getByText(text, { exact: false }).first().waitFor(WAIT);
        // Lists settle before the check: nothing says it is still loading.
        await expect.poll(() => page.getByText(/Loading/).count(), WAIT).toBe(0);
        await checkPage(page, `${name}-${width}`);
      }
    }
    await close();
  }, 180_000);
});
