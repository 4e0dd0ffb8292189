import type { Game, ScoreReviewQueue } from '@csz/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../testing/browser';
import { startTestServer, type TestServer } from '../testing/testServer';
import {
  WAIT,
  checkPage,
  openLoggedIn,
  openSitePage,
  overflowAt320,
  showAtWidth,
  type Width,
} from './siteBrowser';

/**
 * The staff score review queue (issue 16 item 4) in Chromium against the real server (PGlite), on
 * the demo data's reports (one disputed game, one fan's report waiting, the league director's
 * published as reported by the school): the admin sees the disputed game first, approves one of
 * its reports with the keyboard, and the game is verified while the other reporter's accuracy
 * drops on another game; a correction goes through the form; a fan is sent to the home page. The
 * page passes axe at phone and desktop widths and is never wider than a small phone.
 */

const ADMIN = 'admin@demo.csz.test';
const FAN = 'fan@demo.csz.test';
const PATH = '/score-review';

describe('the score review queue in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    adminToken = (await server.login(ADMIN)).accessToken;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The queue as the API answers it to the admin. */
  const queueNow = async () =>
    (
      await server.call<ScoreReviewQueue>('GET', '/admin/api/scoreReports', {
        token: adminToken,
      })
    ).body.items;

  /** The game as the API answers it. */
  const gameNow = async (id: number) => (await server.get<Game>(`/api/csz/games/${id}`)).body;

  /** A fresh page, logged in on the login page that leads to the review queue. */
  const logIn = (email: string, width: Width) =>
    openLoggedIn(browser, server.url, email, PATH, width);

  /** The admin on the queue, once its games show. */
  const openQueue = async (width: Width) => {
    const site = await logIn(ADMIN, width);
    await site.page.getByRole('heading', { name: 'Score review', level: 1 }).waitFor(WAIT);
    await games(site.page).first().waitFor(WAIT);
    return site;
  };

  const games = (page: Page) => page.getByRole('main').locator('.score-review__game');
  const gameCard = (page: Page, game: Game) =>
    games(page).filter({ has: page.locator(`#score-review-game-${game.id}`) });
  const status = (page: Page) => page.getByRole('main').getByRole('status');

  it('passes axe at 375 and 1280 px, and fits a 320 px screen', async () => {
    const { page, close } = await openQueue('phone');
    expect(await page.title()).toBe('Score review | CSZ');
    // Staff find the page in the footer (the main navigation hides behind 'Menu' on phones).
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Score review' })
      .waitFor(WAIT);
    await checkPage(page, 'score-review-phone');
    await showAtWidth(page, 'desktop');
    await checkPage(page, 'score-review-desktop');
    expect(await overflowAt320(page)).toBe(0);
    await close();
  });

  it('shows the disputed game first, and approving a report with the keyboard settles it', async () => {
    const before = await queueNow();
    const disputed = before[0]!;
    expect(disputed.game.isScoreDisputed).toBe(true);
    expect(before.filter((i) => i.game.isScoreDisputed)).toHaveLength(1);
    // The demo's two fans disagree on it; the first of them has a report waiting on another game.
    const [first, second] = disputed.reports;
    const waiting = before.find(
      (i) => i !== disputed && i.reports.some((r) => r.memberId === first!.memberId),
    )!;
    expect(waiting).toBeDefined();
    const theirs = waiting.reports.find((r) => r.memberId === first!.memberId)!;
    expect(theirs.accuracy).toEqual({ correct: 0, total: 0, percent: 100 });

    const { page, close } = await openQueue('desktop');
    const card = gameCard(page, disputed.game);
    expect(await games(page).first().getAttribute('aria-labelledby')).toBe(
      `score-review-game-${disputed.game.id}`,
    );
    await card.getByText('Disputed', { exact: true }).waitFor(WAIT);
    await card.getByText(second!.memberName, { exact: true }).waitFor(WAIT);
    const other = gameCard(page, waiting.game);
    await other.getByText('0/0 (100%)').waitFor(WAIT);

    // From the game's heading, the keyboard goes through each report's box to select it for a
    // bulk decision, then its Approve and Reject.
    await card.getByRole('heading', { level: 2 }).click();
    for (const name of [
      `select ${first!.memberName}`,
      `Approve ${first!.memberName}'s report`,
      `Reject ${first!.memberName}'s report`,
      `select ${second!.memberName}`,
      `Approve ${second!.memberName}'s report`,
    ]) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => {
          const focused = document.activeElement;
          return focused instanceof HTMLInputElement
            ? `select ${focused.closest('label')?.querySelector('strong')?.textContent}`
            : focused?.textContent?.replace(/\s+/g, ' ');
        }),
      ).toBe(name);
    }
    await page.keyboard.press('Enter');

    await status(page)
      .filter({ hasText: `Approved ${second!.memberName}'s report` })
      .waitFor(WAIT);
    await card.waitFor({ state: 'detached', ...WAIT });
    // Focus goes on to the next game, and the first fan's accuracy now counts the wrong report.
    const next = before[1]!.game.id;
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), WAIT)
      .toBe(`score-review-game-${next}`);
    await other.getByText('0/1 (0%)').waitFor(WAIT);
    expect(await page.getByRole('main').getByText('Disputed', { exact: true }).count()).toBe(0);

    const settled = await gameNow(disputed.game.id);
    expect(settled).toMatchObject({ scoreProvenance: 'verified', isScoreDisputed: false });
    expect(Object.fromEntries(settled.teams.map((t) => [t.id, t.score]))).toEqual(
      Object.fromEntries(Object.entries(second!.scores).map(([id, s]) => [Number(id), s])),
    );
    expect((await queueNow()).some((i) => i.game.id === disputed.game.id)).toBe(false);
    await close();
  });

  it("corrects a game's score from its form", async () => {
    const item = (await queueNow()).find((i) => i.game.scoreProvenance === 'school')!;
    expect(item).toBeDefined();
    const { page, close } = await openQueue('phone');
    const form = gameCard(page, item.game).getByRole('form', { name: 'Correct the score' });
    const [home, away] = item.game.teams;
    await form.getByLabel(home!.name, { exact: true }).fill('');
    await form.getByRole('button', { name: /^Correct/ }).click();
    await form.getByText('Required', { exact: true }).waitFor(WAIT);

    await form.getByLabel(home!.name, { exact: true }).fill('2');
    await form.getByLabel(away!.name, { exact: true }).fill('1');
    await form.getByLabel(away!.name, { exact: true }).press('Enter');
    await status(page).filter({ hasText: 'Corrected' }).waitFor(WAIT);
    const corrected = await gameNow(item.game.id);
    expect(corrected.teams.map((t) => t.score)).toEqual([2, 1]);
    expect(corrected.scoreProvenance).toBe('verified');
    await close();
  });

  it('sends guests and fans to the home page, and shows them no link to it', async () => {
    const guest = await openSitePage(browser, 'phone');
    await guest.page.goto(`${server.url}${PATH}`);
    await guest.page.waitForURL(`${server.url}/`, WAIT);
    await guest.close();

    const { page, close } = await logIn(FAN, 'desktop');
    await page.waitForURL(`${server.url}/`, WAIT);
    // Logged in: the header offers 'Log Out', and no review link. (Read in the header: the page
    // left may still show its footer, with a 'Log Out' of its own, as the home page comes in.)
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).waitFor(WAIT);
    expect(await page.getByRole('heading', { name: 'Score review' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Score review' }).count()).toBe(0);
    await close();
  });
});
