import { describeScheduleChange, seasonOf, type ScheduleChangeSummary } from '@csz/core';
import { and, eq, like } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { gameResults, games } from '../games/schema';
import { notifications } from '../notifications/schema';
import { storeReport } from '../reports/writes';
import { launchChromium } from '../testing/browser';
import { jobsSettled } from '../testing/jobs';
import { headCoachPlace, insertGame, moveGame, type DemoPlace } from '../testing/places';
import { startTestServer, TEST_TODAY, type TestServer } from '../testing/testServer';
import { WAIT, checkPage, openLoggedIn, openSitePage, overflowAt320 } from './siteBrowser';

/**
 * Changes reach people (issue 19 item 5) in Chromium against the real server (PGlite): a follower
 * has the team's schedule open; the game is moved to another day and time, then postponed by the
 * school's athletic director, and the open page shows each at once without loading again; a
 * follower's notifications list tells what changed in core's words, with a link to the game.
 */

const AD = 'athletic.director@demo.csz.test';
const SEASON = seasonOf(TEST_TODAY);

describe('schedule changes on open pages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let place: DemoPlace;
  let gameId: number;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const { db } = server.handle;
    place = await headCoachPlace(db);
    ({ id: gameId } = await insertGame(db, place, { date: '2026-11-27' }));
    // This season's, so the schedule page lists it under Upcoming.
    await db.update(games).set({ season: SEASON }).where(eq(games.id, gameId));
    await db.update(gameResults).set({ season: SEASON }).where(eq(gameResults.gameId, gameId));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows a follower's open schedule page a game moved, then postponed, without loading again", async () => {
    const { db } = server.handle;
    const site = await openSitePage(browser, 'phone');
    const { page } = site;
    const listening = page.waitForResponse((r) => r.url().includes('/api/live/scores'), WAIT);
    await page.goto(
      `${server.url}/schedules?stateId=${place.stateId}&countyId=${place.districtId}&schoolId=${place.schoolId}&sportId=${place.sportId}&season=${SEASON}&force=true`,
    );
    expect((await listening).status()).toBe(200);
    const row = page
      .locator('table')
      .filter({ has: page.locator('caption', { hasText: 'Upcoming' }) })
      .locator('tr')
      .filter({ has: page.locator(`a[href="/scores/view/${gameId}"]`) });
    await row.waitFor(WAIT);
    expect(await row.locator('td').allTextContents()).toEqual([
      'Fri, Nov 27',
      expect.any(String),
      '3:00 PM',
    ]);
    await page.evaluate(() => ((window as { watched?: boolean }).watched = true));

    // The team calendar's move (its write is the lead's): another day and time.
    await moveGame(db, gameId, { eventDate: '2026-11-28', startTime: '18:00:00' });
    await expect
      .poll(() => row.locator('td').allTextContents(), WAIT)
      .toEqual(['Sat, Nov 28', expect.any(String), '6:00 PM']);

    // The athletic director marks it not played through the night's report.
    const reportId = await storeReport(db, {
      kind: 'missingScores',
      scope: 'school',
      placeId: place.schoolId,
      night: '2026-11-28',
      gameIds: [gameId],
    });
    const { accessToken } = await server.login(AD);
    const marked = await server.call('PUT', `/api/csz/msreports/${reportId}`, {
      token: accessToken,
      json: { gameId, status: 'Postponed' },
    });
    expect(marked.status).toBe(200);
    await expect
      .poll(() => row.locator('td').allTextContents(), WAIT)
      .toEqual(['Sat, Nov 28', expect.any(String), 'Postponed']);
    expect(await page.evaluate(() => (window as { watched?: boolean }).watched)).toBe(true);
    await site.close();
  });

  it("lists the change in a follower's notifications in core's words, linking to the game", async () => {
    const { db } = server.handle;
    await jobsSettled(db);
    // A demo member who follows the school and was told of the postponement.
    const [told] = await db
      .select({ email: members.email, change: notifications.gameChange })
      .from(notifications)
      .innerJoin(members, eq(members.id, notifications.memberId))
      .where(
        and(
          eq(notifications.gameId, gameId),
          like(notifications.subject, `game:${gameId}:postponed:%`),
          like(members.email, '%@demo.csz.test'),
        ),
      )
      .orderBy(members.email)
      .limit(1);
    expect(told).toBeDefined();
    const text = describeScheduleChange(told!.change as ScheduleChangeSummary);
    expect(text).toMatch(/on Sat, Nov 28, 6:00 PM EST was postponed/);
    const site = await openLoggedIn(browser, server.url, told!.email, '/notifications', 'phone');
    const link = site.page.getByRole('link', { name: text });
    await link.waitFor(WAIT);
    expect(await link.getAttribute('href')).toBe(`/scores/view/${gameId}`);
    await checkPage(site.page, 'notifications-game-changed-phone');
    expect(await overflowAt320(site.page)).toBe(0);
    await site.close();
  });
});
