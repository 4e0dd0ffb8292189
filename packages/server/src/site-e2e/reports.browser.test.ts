import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberByEmail } from '../auth/accounts';
import { scheduleNight } from '../reports/reminders';
import { storeReport } from '../reports/writes';
import { verifyUploadToken } from '../scores/uploadLinks';
import { launchChromium } from '../testing/browser';
import { mailArrived } from '../testing/jobs';
import { headCoachPlace, insertGame, type TestGame } from '../testing/places';
import type { ReceivedMail } from '../testing/smtp';
import { startMailingTestServer, TEST_TODAY, type MailingTestServer } from '../testing/testServer';
import {
  WAIT,
  checkPage,
  openSitePage,
  openLoggedIn,
  overflowAt320,
  showAtWidth,
  type Width,
} from './siteBrowser';

/**
 * The nightly reminder and the report pages (issue 16 items 5 and 6) in Chromium against the real
 * server (PGlite) mailing through a real SMTP server: tonight's reminder job runs on the server's
 * worker and mails the demo athletic director a signed upload link for a game without a score and
 * the school's report; the director opens the report from the mail, finds the game with its report
 * link, and marks it canceled; the morning summary's league report and a staff duplicates page work
 * too. Every page passes axe at 375 and 1280 px and fits a 320 px screen. The upload page itself is
 * another page's (only the mailed link's address and token are checked here).
 */

const AD = 'athletic.director@demo.csz.test';
const LEAGUE = 'league.director@demo.csz.test';
const ADMIN = 'admin@demo.csz.test';

describe('reminders and report pages in Chromium', () => {
  let server: MailingTestServer;
  let browser: Browser;
  let game: TestGame;

  beforeAll(async () => {
    server = await startMailingTestServer('pglite');
    game = await insertGame(server.handle.db, await headCoachPlace(server.handle.db));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh page logged in as a member, once it shows a path. */
  const openAs = async (email: string, path: string, width: Width) => {
    const site = await openLoggedIn(browser, server.url, email, path, width);
    await site.page.waitForURL(`${server.url}${path}`, WAIT);
    return site;
  };

  /** Checks a page with axe on a phone and a desktop, and that it fits 320 px. */
  const checkWidths = async (site: Awaited<ReturnType<typeof openAs>>, name: string) => {
    await checkPage(site.page, `${name}-phone`);
    await showAtWidth(site.page, 'desktop');
    await checkPage(site.page, `${name}-desktop`);
    expect(await overflowAt320(site.page)).toBe(0);
  };

  let reminder: ReceivedMail;

  it("mails tonight's reminder through SMTP with a signed upload link and the school's report", async () => {
    // The server's clock stands on TEST_TODAY; the night's job is due (9:30 pm that night has
    // passed by the database's clock) and its worker runs it at once.
    expect(await scheduleNight(server.handle.db, 'nightlyReminders', TEST_TODAY)).toBe(true);
    reminder = await mailArrived(server.smtp, (m) => m.to.includes(AD));
    expect(reminder.subject).toBe("Tonight's missing scores: please report them by 11 pm");
    const link = new RegExp(
      `${server.url.replace(/[.:/]/g, '\\$&')}/uploadScores/${game.id}\\?token=([\\w.%-]+)`,
    ).exec(reminder.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const director = await memberByEmail(server.handle.db, AD);
    expect(
      await verifyUploadToken(
        server.tokens.secret,
        token,
        game.id,
        new Date(`${TEST_TODAY}T21:30:00-05:00`),
      ),
    ).toEqual({ ok: true, grant: { memberId: director!.id, gameId: game.id } });
    // Good for its game only.
    expect((await verifyUploadToken(server.tokens.secret, token, game.id + 1)).ok).toBe(false);
  });

  it('opens the missing-scores report from the mail, with the game and its report link', async () => {
    const path = new URL(/http:\S+\/ms-rp-ad\/\d+/.exec(reminder.text)![0]).pathname;
    // A guest who follows the link is asked to log in.
    const guest = await openSitePage(browser, 'phone');
    await guest.page.goto(`${server.url}${path}`);
    await guest.page.getByRole('heading', { name: 'Not Authorized' }).waitFor(WAIT);
    await guest.close();

    const site = await openAs(AD, path, 'phone');
    const { page } = site;
    await page.getByRole('heading', { name: /Missing Scores/, level: 1 }).waitFor(WAIT);
    expect(await page.title()).toBe('Missing Scores | CSZ');
    const now = page.getByRole('region', { name: 'Still missing now' });
    const report = now.getByRole('link', { name: 'Report the score' }).first();
    await report.waitFor(WAIT);
    const hrefs = await now
      .getByRole('link', { name: 'Report the score' })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(`/uploadScores/${game.id}`);
    await checkWidths(site, 'missing-scores-director');

    // The director marks the game not played: it leaves what is missing now.
    await showAtWidth(page, 'phone');
    const card = now
      .locator('article')
      .filter({ has: page.locator(`a[href="/uploadScores/${game.id}"]`) });
    await card.getByRole('button', { name: /^Mark Canceled/ }).click();
    await now.getByRole('status').getByText('is marked Canceled.').waitFor(WAIT);
    await page
      .locator(`a[href="/uploadScores/${game.id}"]`)
      .first()
      .waitFor({ state: 'detached', ...WAIT });
    await site.close();
  });

  it("shows the league director the morning summary's report", async () => {
    expect(await scheduleNight(server.handle.db, 'morningSummary', TEST_TODAY)).toBe(true);
    const summary = await mailArrived(server.smtp, (m) => m.to.includes(LEAGUE));
    const path = new URL(/http:\S+\/ms-rp\/\d+/.exec(summary.text)![0]).pathname;
    const site = await openAs(LEAGUE, path, 'phone');
    await site.page.getByRole('heading', { name: /Missing Scores Report/, level: 1 }).waitFor(WAIT);
    await site.page
      .getByRole('region', { name: /Games of/ })
      .locator('article')
      .first()
      .waitFor(WAIT);
    await checkWidths(site, 'missing-scores-staff');
    await site.close();
  });

  it('lets staff keep one of two duplicate games', async () => {
    const { db } = server.handle;
    const place = await headCoachPlace(db);
    const day = '2026-11-13';
    const [first, second] = [
      await insertGame(db, place, { date: day }),
      await insertGame(db, place, { date: day, scores: [2, 1] }),
    ];
    const reportId = await storeReport(db, {
      kind: 'duplicateGames',
      scope: 'district',
      placeId: place.districtId,
      night: day,
      gameIds: [first.id, second.id],
    });
    const site = await openAs(ADMIN, `/mc-rp-ad/${reportId}`, 'phone');
    const { page } = site;
    await page.getByRole('heading', { name: /Possible Duplicate Games/, level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: `Keep this one (game ${first.id})` }).waitFor(WAIT);
    await checkWidths(site, 'duplicate-games');
    await page.getByRole('button', { name: `Keep this one (game ${first.id})` }).click();
    await page.getByText('No possible duplicates are left.').waitFor(WAIT);
    const kept = await server.call<{ teams: { score: number | null }[] }>(
      'GET',
      `/api/csz/games/${first.id}`,
    );
    expect(kept.body.teams.map((t) => t.score)).toEqual([2, 1]);
    await site.close();
  });
});
