import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, ScoreReviewQueue } from '@csz/core';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { DEMO_PASSWORD } from '../demo/members';
import { scoreReports } from '../scores/schema';
import { forumPosts } from '../forum/schema';
import { scheduleNight } from '../reports/reminders';
import { signUploadToken } from '../scores/uploadLinks';
import { launchChromium } from '../testing/browser';
import { headCoachPlace, insertGame, type TestGame } from '../testing/places';
import { mailArrived } from '../testing/jobs';
import { startMailingTestServer, TEST_TODAY, type MailingTestServer } from '../testing/testServer';
import { testPng } from '../testing/uploads';
import {
  WAIT,
  checkPage,
  openLoggedIn,
  openSitePage,
  overflowAt320,
  showAtWidth,
} from './siteBrowser';

/**
 * The score upload page (issue 16 item 2) in Chromium against the real server (PGlite): a coach
 * opens the link tonight's reminder mailed them through a real SMTP server (a signed token for
 * them and the game), reports the score
 * without logging in, adds a message and a real PNG through the file input, and sees the thanks;
 * staff then see the photo in the review queue and approve two reports in one decision. The page
 * passes axe at 375 and 1280 px and never reaches past a 320 px screen; a refused link, a guest
 * without a link and a missing game each say what to do.
 */

const COACH = 'head.coach@demo.csz.test';
const FAN = 'fan@demo.csz.test';
const ADMIN = 'admin@demo.csz.test';
/** The server's clock (clock.ts fixedClock): links are signed at the tests' now. */
const NOW = new Date(`${TEST_TODAY}T20:00:00-05:00`);
/** A small phone's first screen, in CSS pixels (an iPhone SE's height). */
const FIRST_SCREEN = 667;

describe('the score upload page in Chromium', () => {
  let server: MailingTestServer;
  let browser: Browser;
  let coachId: number;
  let game: TestGame;
  let photoPath: string;

  beforeAll(async () => {
    server = await startMailingTestServer('pglite');
    const { db } = server.handle;
    const [coach] = await db.select().from(members).where(eq(members.email, COACH));
    coachId = coach!.id;
    game = await insertGame(db, await headCoachPlace(db));
    // A real picture on disk, picked through the page's file input as a reader would.
    photoPath = join(mkdtempSync(join(tmpdir(), 'csz-upload-e2e-')), 'scoreboard.png');
    writeFileSync(photoPath, await testPng(1200, 800));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const linkFor = async (gameId: number, now = NOW) =>
    `${server.url}/uploadScores/${gameId}?token=${encodeURIComponent(
      await signUploadToken(server.tokens.secret, { memberId: coachId, gameId }, now),
    )}`;

  it("takes a coach's score from the mailed link, then a message and a photo", async () => {
    // Tonight's reminder runs on the server's worker and goes out through SMTP.
    expect(await scheduleNight(server.handle.db, 'nightlyReminders', TEST_TODAY)).toBe(true);
    const reminder = await mailArrived(server.smtp, (m) => m.to.includes(COACH));
    const mailed = new RegExp(`http://\\S+/uploadScores/${game.id}\\?token=[\\w.%-]+`).exec(
      reminder.text,
    );
    expect(mailed).not.toBeNull();
    const { page, close } = await openSitePage(browser, 'phone');
    await page.goto(mailed![0]);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Report the final score', level: 1 }).waitFor(WAIT);
    expect(await page.title()).toMatch(/^Test game \| Upload scores \|/);
    // Bare layout: no site header, navigation or footer.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    const post = main.getByRole('button', { name: 'POST', exact: true });
    const box = (await post.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(FIRST_SCREEN);
    await checkPage(page, 'upload-scores-phone');
    expect(await overflowAt320(page)).toBe(0);
    await showAtWidth(page, 'phone');

    // Every score is required: nothing is sent until both are filled.
    await post.click();
    expect(await main.getByText('Required', { exact: true }).count()).toBe(2);
    const inputs = main.getByRole('spinbutton');
    await inputs.nth(0).fill('24');
    await inputs.nth(1).fill('17');
    await post.click();

    // Step 2: what the report did, and 'Add more info'; the heading takes the focus.
    const posted = main.getByRole('heading', { level: 1, name: /Thank you for submitting/ });
    await posted.waitFor(WAIT);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), WAIT).toBe('H1');
    await main.getByRole('heading', { name: 'Add more info', level: 2 }).waitFor(WAIT);
    await main.getByLabel('Message').fill('Won it on the last drive.');
    await main.getByLabel('Photos').setInputFiles(photoPath);
    // The name is cut to 7 characters under its preview (spec §5), the whole name kept for Remove.
    await main.getByText('scorebo', { exact: true }).waitFor(WAIT);
    await main.getByRole('button', { name: 'Remove scoreboard.png' }).waitFor(WAIT);
    expect(
      await main
        .locator('.csz-image-picker__thumb')
        .evaluate((img) => img.getAttribute('src')?.startsWith('blob:')),
    ).toBe(true);
    await showAtWidth(page, 'desktop');
    await checkPage(page, 'upload-scores-more-info-desktop');
    expect(await overflowAt320(page)).toBe(0);

    await main.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    await main
      .getByRole('heading', { name: 'Thank you for providing information.', level: 1 })
      .waitFor(WAIT);
    await main.getByRole('link', { name: 'Go home' }).waitFor(WAIT);
    await close();

    // Attributed to the coach: the report (published for the school) and the post with its photo.
    const { db } = server.handle;
    const reports = await db.select().from(scoreReports).where(eq(scoreReports.gameId, game.id));
    expect(reports.map((r) => [r.memberId, r.outcome])).toEqual([[coachId, 'published']]);
    const [saved] = await db.select().from(forumPosts).where(eq(forumPosts.gameId, game.id));
    expect(saved).toMatchObject({
      memberId: coachId,
      viaLink: true,
      held: false,
      kind: 'Game',
      message: 'Won it on the last drive.',
      sources: [
        {
          url: expect.stringMatching(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/),
          type: 'Image',
          name: 'scoreboard.png',
          description: null,
        },
      ],
    });
  });

  it('shows staff the photo in the queue, and approves two reports in one decision', async () => {
    // A fan's report waiting on another game, to decide with the coach's in one go.
    const { db } = server.handle;
    const other = await insertGame(db, await headCoachPlace(db));
    const fan = await server.login(FAN);
    await server.call('POST', '/api/csz/memberScores', {
      token: fan.accessToken,
      json: {
        gameId: other.id,
        scores: [
          { gameResultId: other.home, score: 2 },
          { gameResultId: other.away, score: 0 },
        ],
      },
    });
    const adminToken = (await server.login(ADMIN)).accessToken;
    const queue = (
      await server.call<ScoreReviewQueue>('GET', '/admin/api/scoreReports', { token: adminToken })
    ).body.items;
    const coachReport = queue.find((i) => i.game.id === game.id)!.reports[0]!;
    const fanReport = queue.find((i) => i.game.id === other.id)!.reports[0]!;

    const { page, close } = await openSitePage(browser, 'desktop');
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent('/score-review')}`);
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(ADMIN);
    await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Log In', exact: true }).click();
    const cardOf = (id: number) =>
      main.locator('.score-review__game').filter({ has: page.locator(`#score-review-game-${id}`) });
    const card = cardOf(game.id);
    // The thumbnail links to the full picture, which the server serves.
    const photo = card.getByRole('link', { name: 'scoreboard.png (full size)' });
    await photo.waitFor(WAIT);
    const href = (await photo.getAttribute('href'))!;
    expect(href).toMatch(/^\/uploads\/posts\/[0-9a-f]{32}\.webp$/);
    expect((await fetch(`${server.url}${href}`)).headers.get('content-type')).toBe('image/webp');
    await card.getByText('Won it on the last drive.').waitFor(WAIT);

    // Selected with the keyboard (Space on each box), decided with one button.
    for (const [id, report] of [
      [game.id, coachReport],
      [other.id, fanReport],
    ] as const) {
      const box = cardOf(id).getByRole('checkbox', {
        name: new RegExp(`^${report.memberName}\\b`),
      });
      await box.focus();
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }
    await main.getByRole('button', { name: 'Approve selected (2)' }).click();
    await main.getByRole('status').filter({ hasText: 'Approved 2 reports.' }).waitFor(WAIT);
    await card.waitFor({ state: 'detached', ...WAIT });
    // Focus is not lost with the boxes that went: it goes on to a game still listed.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id ?? ''), WAIT)
      .toMatch(/^score-review-(game-\d+|empty)$/);
    /** The game's provenance and its scores, home team first. */
    const shown = async ({ id, home, away }: TestGame) => {
      const { body } = await server.get<Game>(`/api/csz/games/${id}`);
      const score = (teamId: number) => body.teams.find((t) => t.id === teamId)?.score;
      return [body.scoreProvenance, [score(home), score(away)]];
    };
    // The coach typed 24 for the visitors, shown first ('Visitor @ Home'), and 17 for the home team.
    expect(await shown(game)).toEqual(['verified', [17, 24]]);
    expect(await shown(other)).toEqual(['verified', [2, 0]]);
    expect(
      await db
        .select()
        .from(scoreReports)
        .where(and(eq(scoreReports.gameId, other.id), eq(scoreReports.status, 'open'))),
    ).toEqual([]);
    await close();
  });

  it('says why a link is refused and asks a guest to log in', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    const main = page.getByRole('main');
    await page.goto(await linkFor(game.id, new Date(NOW.getTime() - 8 * 86_400_000)));
    await main
      .getByRole('heading', { name: 'This upload link has expired. Log in to report the score.' })
      .waitFor(WAIT);
    await main.getByRole('button', { name: 'Log in to report the score' }).waitFor(WAIT);

    const fresh = await insertGame(server.handle.db, await headCoachPlace(server.handle.db));
    await page.goto(`${server.url}/uploadScores/${fresh.id}`);
    await main.getByRole('heading', { name: 'Report the final score' }).waitFor(WAIT);
    expect(await main.getByRole('spinbutton').count()).toBe(0);
    await main.getByRole('button', { name: 'Log in to report the score' }).click();
    // The site's sign-in dialog; once logged in, the score form appears for the member.
    const dialog = page.getByRole('dialog', { name: 'Log In or Sign Up' });
    await dialog.getByLabel('Email', { exact: true }).fill(FAN);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const password = page.getByRole('dialog', { name: 'Log In', exact: true });
    await password.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await password.getByRole('button', { name: 'Log In', exact: true }).click();
    await main.getByRole('button', { name: 'POST', exact: true }).waitFor(WAIT);
    expect(await main.getByRole('spinbutton').count()).toBe(2);

    await close();
  });

  it('keeps a coach logged in who opens an expired link from an old mail', async () => {
    const { page, close } = await openLoggedIn(browser, server.url, COACH, '/', 'phone');
    // The site keeps its session in localStorage ('null' once logged out).
    const session = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('csz.session') ?? 'null') as unknown);
    await expect.poll(session, WAIT).not.toBeNull();
    await page.goto(await linkFor(game.id, new Date(NOW.getTime() - 8 * 86_400_000)));
    await page
      .getByRole('main')
      .getByRole('heading', { name: 'This upload link has expired. Log in to report the score.' })
      .waitFor(WAIT);
    // A refused link is not a refused session: the coach is still logged in.
    expect(await session()).not.toBeNull();
    await close();
  });

  it('says a missing game is not found', async () => {
    const { page, close } = await openSitePage(browser, 'phone');
    const main = page.getByRole('main');
    await page.goto(`${server.url}/uploadScores/999999`);
    await main.getByRole('heading', { name: 'Game is not found' }).waitFor(WAIT);
    await main.getByRole('link', { name: 'Go home' }).waitFor(WAIT);
    await close();
  });
});
