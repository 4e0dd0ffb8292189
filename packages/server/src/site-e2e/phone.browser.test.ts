import { SITE_ROUTES, formatMonthDay, type SiteRoute } from '@csz/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/members';
import { launchChromium } from '../testing/browser';
import {
  TEST_TODAY,
  marylandAndMontgomery,
  startTestServer,
  type TestServer,
} from '../testing/testServer';
import { WAIT, hydrated, openSitePage, overflow } from './siteBrowser';

/**
 * The site where most readers are, on a phone, in Chromium against the real server (PGlite): no
 * page of the route table is wider than the screen at any width, the scores are on the first
 * screen, the menu works by keyboard, unknown addresses answer 404, links to standings carry what
 * the page showed, 'today' is the service's day wherever the reader is, and a member sees what they
 * follow after logging in.
 */

/** The widths no page may be wider than: small and common phones, a tablet, a desktop. */
const FIT_WIDTHS = [320, 375, 768, 1280] as const;

interface Ids {
  state: number;
  county: number;
  sport: number;
  school: number;
  game: number;
  /** A game that takes scores (it has started and is not a scrimmage). */
  scorable: { id: number; name: string };
  bracket: number;
}

/** Waits until the page's content has arrived: a main landmark and nothing still loading. */
async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor(WAIT);
  await hydrated(page);
  await expect.poll(() => page.getByText(/Loading/).count(), WAIT).toBe(0);
}

/** Game cards entirely on the first screen. */
function cardsAboveTheFold(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('main .csz-game-card')].filter((card) => {
        const box = card.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

describe('the site on phones and every width, in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let ids: Ids;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const { maryland, montgomery } = await marylandAndMontgomery(server);
    type Games = {
      items: {
        id: number;
        name: string;
        canSubmitScores: boolean;
        gameType: string;
        sport: { id: number };
        teams: { schoolId: number }[];
      }[];
    };
    const today = await server.get<Games>(
      `/api/csz/games?stateId=${maryland.id}&districtId=${montgomery.id}&date=${TEST_TODAY}`,
    );
    const scorable = today.body.items.find((g) => g.canSubmitScores && g.gameType !== 'Scrimmage')!;
    const game = today.body.items[0]!;
    const brackets = await server.get<{ items: { id: number }[] }>(
      `/api/csz/brackets?stateId=${maryland.id}`,
    );
    ids = {
      state: maryland.id,
      county: montgomery.id,
      sport: game.sport.id,
      school: game.teams[0]!.schoolId,
      game: game.id,
      scorable: { id: scorable.id, name: scorable.name },
      bracket: brackets.body.items[0]!.id,
    };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** An address of every page of the route table (a Record, so a new page cannot be left out). */
  const routeAddresses = (): Record<SiteRoute, string> => ({
    home: '/',
    scores: `/scores?stateId=${ids.state}&countyId=${ids.county}&date=${TEST_TODAY}&force=true`,
    game: `/scores/view/${ids.game}`,
    standings: `/scores/standings?selectedStateId=${ids.state}&selectedCountyId=${ids.county}&selectedSportId=${ids.sport}&season=2026-2027&force=true`,
    updates: '/scores/forum',
    todayScores: '/today-scores',
    schedules: `/schedules?stateId=${ids.state}&countyId=${ids.county}&schoolId=${ids.school}&season=2026-2027&force=true`,
    scheduleUpdates: '/schedules/forum',
    playoffs: `/playoffs?stateId=${ids.state}&season=2026-2027&force=true`,
    bracket: `/playoffs/view/${ids.bracket}`,
    playGames: '/playgames',
    wordOfTheDay: '/word-of-the-day',
    contact: '/contact-us/12/Wootton%20vs%20Churchill',
    about: '/about-csz',
    distribution: '/distribution',
    standingsWidget: '/standings-widget',
    forums: '/forums/podcast',
    myAccount: '/my-account/home',
    notifications: '/notifications',
    signIn: '/sign-in',
    login: '/login',
    signUp: '/sign-up',
    profileSignUp: '/profile-sign-up',
    addSchoolSub: '/add-school-sub',
    forgotPassword: '/forgot-password',
    forgotPasswordChange: '/forgot-password-change',
    changePassword: '/change-password',
    missingScoresReport: '/ms-rp/1',
    missingScoresReportForDirector: '/ms-rp-ad/1',
    duplicateGamesReport: '/mc-rp-ad/1',
    uploadScores: `/uploadScores/${ids.game}`,
    scoreReview: '/score-review',
    forumReview: '/forum-review',
    roleApprovals: '/role-approvals',
    coachReports: '/coach-reports',
  });

  it('has no page wider than the screen at 320, 375, 768 and 1280 px', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    const addresses = [
      ...Object.values(routeAddresses()),
      // The old addresses the issue named, and the 404 page.
      '/s',
      '/games',
      '/no/such/page',
    ];
    expect(Object.keys(routeAddresses()).sort()).toEqual(Object.keys(SITE_ROUTES).sort());
    const wide: string[] = [];
    for (const address of addresses) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${server.url}${address}`);
      await settle(page);
      for (const width of FIT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // A frame for the new layout, and for what the page renders at that width.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        const past = await overflow(page);
        if (past > 0) wide.push(`${address} at ${width} px: ${past} px too wide`);
      }
    }
    // The open menu and the open scores pickers fit too.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`${server.url}${routeAddresses().scores}`);
    await settle(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('main')
      .getByRole('button', { name: /Change$/ })
      .click();
    await page.getByRole('main').getByLabel('County', { exact: true }).waitFor(WAIT);
    const past = await overflow(page);
    if (past > 0) wide.push(`open menu and pickers at 320 px: ${past} px too wide`);
    expect(wide).toEqual([]);
    await close();
  }, 240_000);

  for (const [name, path] of [
    ['/scores', '/scores'],
    ['/', '/'],
  ] as const) {
    it(`shows at least two whole games on the first screen of ${name} at 375 by 667`, async () => {
      // A newcomer: a fresh profile, Maryland preselected, nothing else chosen.
      const { page, close } = await openSitePage(browser, 'phone');
      await page.setViewportSize({ width: 375, height: 667 });
      await page.goto(`${server.url}${path}`);
      await page.locator('main .csz-game-card').nth(2).waitFor(WAIT);
      await settle(page);
      expect(await cardsAboveTheFold(page)).toBeGreaterThanOrEqual(2);
      await close();
    });
  }

  it("shows the first game's score on the first screen of a county's scoreboard at 375 by 667", async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.setViewportSize({ width: 375, height: 667 });
    // A county and a sport with a league: its banner is on the first screen too.
    await page.goto(
      `${server.url}/scores?stateId=${ids.state}&countyId=${ids.county}&sportId=${ids.sport}&date=${TEST_TODAY}&force=true`,
    );
    await page.locator('main .csz-game-card').first().waitFor(WAIT);
    await settle(page);
    expect(await cardsAboveTheFold(page)).toBeGreaterThanOrEqual(1);
    // What is chosen is said in one line, which opens the pickers.
    const change = page.getByRole('main').getByRole('button', { name: /(Change|Done)$/ });
    expect(await change.innerText()).toContain('Maryland · Montgomery');
    expect(await change.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('main').getByLabel('County', { exact: true }).isVisible()).toBe(
      false,
    );
    await change.click();
    expect(await change.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('main').getByLabel('County', { exact: true }).waitFor(WAIT);
    await close();
  });

  it('hides the navigation behind a Menu button on phones, worked by keyboard', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}/about-csz`);
    await settle(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);

    // Tab from the top of the page: the skip link, the brand, then the menu button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getAttribute('aria-expanded'), WAIT).toBe('true');
    expect(await nav.getByRole('link', { name: 'Tournament Brackets' }).isVisible()).toBe(true);
    // The links come next in the tab order; Escape closes and gives the focus back.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded'), WAIT).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    // A new page closes it.
    await page.keyboard.press('Space');
    await expect.poll(() => menu.getAttribute('aria-expanded'), WAIT).toBe('true');
    await nav.getByRole('link', { name: 'Tournament Brackets' }).click();
    await page.waitForURL(/\/playoffs/, WAIT);
    await expect.poll(() => menu.getAttribute('aria-expanded'), WAIT).toBe('false');
    expect(await nav.isVisible()).toBe(false);

    // From 870 px the links are one row and there is no menu button.
    await page.setViewportSize({ width: 870, height: 800 });
    await expect.poll(() => menu.isVisible(), WAIT).toBe(false);
    expect(await nav.getByRole('link', { name: 'Tournament Brackets' }).isVisible()).toBe(true);
    await close();
  });

  it('answers an unknown address with status 404, and the pages of the table with 200', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    const missing = await page.goto(`${server.url}/no/such/page`);
    expect(missing?.status()).toBe(404);
    await page
      .getByRole('heading', { name: "(404) The page you've requested is not found." })
      .waitFor(WAIT);
    for (const address of Object.values(routeAddresses())) {
      const answer = await page.request.get(`${server.url}${address}`);
      expect(answer.status(), address).toBe(200);
    }
    await close();
  });

  it('opens standings on the sport, county and season the scoreboard showed', async () => {
    const { page, close } = await openSitePage(browser, 'desktop');
    await page.goto(
      `${server.url}/scores?stateId=${ids.state}&countyId=${ids.county}&sportId=${ids.sport}&date=${TEST_TODAY}&force=true`,
    );
    const main = page.getByRole('main');
    await main.locator('.csz-game-card').first().waitFor(WAIT);
    await main.getByRole('link', { name: 'Standings', exact: true }).click();
    await page.waitForURL(/\/scores\/standings/, WAIT);
    const url = new URL(page.url());
    expect(url.searchParams.get('selectedSportId')).toBe(String(ids.sport));
    expect(url.searchParams.get('selectedCountyId')).toBe(String(ids.county));
    expect(url.searchParams.get('season')).toBe('2026-2027');
    await main.getByRole('table').first().waitFor(WAIT);
    expect(await main.getByText('No data found').count()).toBe(0);

    // From 'All Sports' the standings page asks for a sport instead of an empty table.
    await page.goto(
      `${server.url}/scores?stateId=${ids.state}&countyId=${ids.county}&date=${TEST_TODAY}&force=true`,
    );
    await main.locator('.csz-game-card').first().waitFor(WAIT);
    await main.getByRole('link', { name: 'Standings', exact: true }).click();
    await page.waitForURL(/\/scores\/standings/, WAIT);
    await main.getByText('Standings are kept per sport: choose a sport to see them.').waitFor(WAIT);
    expect(await main.getByRole('table').count()).toBe(0);
    expect(await main.getByText('No data found').count()).toBe(0);
    await close();
  });

  it("opens on the service's day, not the reader's, on the far side of midnight", async () => {
    // 7 pm in New York on the test day is 9 am the next day in Tokyo.
    const context = await browser.newContext({
      viewport: { width: 375, height: 800 },
      timezoneId: 'Asia/Tokyo',
    });
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(`${TEST_TODAY}T19:00:00-05:00`));
    await page.goto(`${server.url}/scores?stateId=${ids.state}&countyId=${ids.county}&force=true`);
    const today = page.getByRole('main').locator('.csz-date-strip__day[aria-current="date"]');
    await today.waitFor(WAIT);
    expect(await today.innerText()).toContain(formatMonthDay(TEST_TODAY));
    expect(await today.innerText()).toContain('TODAY');
    await context.close();
  });

  it('offers the score form on a game that takes scores, a number pad for each team', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}/scores/view/${ids.scorable.id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: ids.scorable.name, level: 1 }).waitFor(WAIT);
    const form = main.getByRole('form', { name: 'Report the final score' });
    await form.waitFor(WAIT);
    const inputs = await form.getByRole('spinbutton').all();
    expect(inputs.length).toBeGreaterThanOrEqual(2);
    for (const input of inputs) expect(await input.getAttribute('inputmode')).toBe('numeric');
    // The whole form is on the screen's width, its button too.
    const submit = await form.getByRole('button', { name: 'Submit Score' }).boundingBox();
    expect(submit!.x + submit!.width).toBeLessThanOrEqual(375);
    // Anything else wrong with the game is still told through the contact form.
    await main.getByRole('link', { name: 'Tell us about it' }).click();
    await page.waitForURL(new RegExp(`/contact-us/${ids.scorable.id}/`), WAIT);
    await close();
  });

  it('lands a member on their account with what they follow, and the footer knows them', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill('parent@demo.csz.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
    // The page the spec names, which lists what they follow until the account tabs exist.
    await page.waitForURL(/\/my-account\/home$/, WAIT);
    const follow = page.getByRole('main').getByRole('link', { name: /· Football$/ });
    await follow.first().waitFor(WAIT);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('button', { name: 'Log Out' }).waitFor(WAIT);
    expect(await footer.getByRole('link', { name: 'My Account' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Admin Login' }).count()).toBe(0);
    await follow.first().click();
    await page.waitForURL(
      (url) => url.pathname === '/schedules' && url.searchParams.has('schoolId'),
      WAIT,
    );
    await page.getByRole('main').getByRole('link', { name: 'Team Page' }).first().waitFor(WAIT);

    // Logged out, the footer offers Log In again, back to the page it was pressed on.
    await footer.getByRole('button', { name: 'Log Out' }).click();
    await footer.getByRole('link', { name: 'Log In' }).waitFor(WAIT);
    expect(await footer.getByRole('link', { name: 'Log In' }).getAttribute('href')).toMatch(
      /^\/login\?redirect=%2Fschedules/,
    );
    await close();
  });
});
