import {
  MESSAGES,
  PAGE_SIZES,
  VALIDATION,
  maxScoreFor,
  scoreLimitMessage,
  type Game,
} from '@csz/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../accounts/schema';
import { DEMO_PASSWORD } from '../demo/members';
import { scoreReports } from '../scores/schema';
import { launchChromium } from '../testing/browser';
import {
  TEST_TODAY,
  marylandAndMontgomery,
  startTestServer,
  type TestServer,
} from '../testing/testServer';
import {
  WAIT,
  checkPage,
  openSitePage,
  overflowAt320,
  showAtWidth,
  type Width,
} from './siteBrowser';

/**
 * Reporting a final score on the game page (issue 16 item 1; spec §4 "Score form", §5 "Score
 * submit"), in Chromium against the real server (PGlite): a fan's report waits for review, a second
 * member's matching report publishes it and the page shows it; the server's refusal is said in
 * words; a guest is asked to log in and the report goes through once they have. The page with the
 * form passes axe at phone and desktop widths and is never wider than a small phone.
 */

/** A team of a game: its result's id, its name (the form's labels) and short name (the cards'). */
interface Team {
  id: number;
  name: string;
  shortName: string;
}

/** A game that takes scores and has none yet, with its two teams (game result ids and names). */
interface ScorableGame {
  id: number;
  sport: string;
  sportId: number;
  /** The first team's school, whose embed frame shows the game. */
  schoolId: number;
  teams: [Team, Team];
}

/** The first item for which an asynchronous check holds; the test fails when none does. */
async function asyncFind<T>(items: T[], check: (item: T) => Promise<boolean>): Promise<T> {
  for (const item of items) if (await check(item)) return item;
  throw new Error('No item passes the check');
}

describe('reporting a score in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  /** One game per journey, so that no journey's report meets another's. */
  let games: {
    confirmed: ScorableGame;
    byGuest: ScorableGame;
    checked: ScorableGame;
    missedLive: ScorableGame;
  };
  let place: { stateId: number; countyId: number };

  beforeAll(async () => {
    server = await startTestServer('pglite');
    const { maryland, montgomery } = await marylandAndMontgomery(server);
    const today = await server.get<{ items: Game[] }>(
      `/api/csz/games?stateId=${maryland.id}&districtId=${montgomery.id}&date=${TEST_TODAY}&perPage=100`,
    );
    const scorable = today.body.items
      .filter(
        (g) =>
          g.canSubmitScores &&
          g.gameType !== 'Scrimmage' &&
          g.teams.length === 2 &&
          g.teams.every((t) => t.canEdit && t.score == null),
      )
      .map((g) => ({
        id: g.id,
        sport: g.sport.name,
        sportId: g.sport.id,
        schoolId: g.teams[0]!.schoolId,
        teams: [g.teams[0]!, g.teams[1]!] as ScorableGame['teams'],
      }));
    expect(scorable.length).toBeGreaterThanOrEqual(4);
    // The confirmed game is watched on the scoreboard filtered to its sport: one on its first page.
    const onFirstPage = async (game: ScorableGame) =>
      (
        await server.get<{ items: Game[] }>(
          `/api/csz/games?stateId=${maryland.id}&districtId=${montgomery.id}&sportId=${game.sportId}&date=${TEST_TODAY}&perPage=${PAGE_SIZES.scoreboard}`,
        )
      ).body.items.some((g) => g.id === game.id);
    const watched = await asyncFind(scorable, onFirstPage);
    const others = scorable.filter((g) => g !== watched);
    games = {
      confirmed: watched,
      byGuest: others[0]!,
      checked: others[1]!,
      missedLive: others[2]!,
    };
    place = { stateId: maryland.id, countyId: montgomery.id };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const gamePath = (game: ScorableGame) => `/scores/view/${game.id}`;

  /** The score form of the game page. */
  const scoreForm = (page: Page) =>
    page.getByRole('main').getByRole('form', { name: 'Report the final score' });

  /** Types a score for each team, in the order of the game's teams. */
  const typeScores = async (page: Page, game: ScorableGame, scores: [number, number]) => {
    const form = scoreForm(page);
    for (const [i, team] of game.teams.entries()) {
      await form.getByLabel(team.name, { exact: true }).fill(String(scores[i]));
    }
  };

  /** A fresh page on a game, once its score form shows. */
  const openGame = async (game: ScorableGame, width: Width) => {
    const site = await openSitePage(browser, width);
    await site.page.goto(`${server.url}${gamePath(game)}`);
    await scoreForm(site.page).waitFor(WAIT);
    return site;
  };

  /** Whether every input and the submit button of the form are disabled. */
  const formDisabled = async (page: Page): Promise<boolean> => {
    const form = scoreForm(page);
    const controls = [
      ...(await form.getByRole('spinbutton').all()),
      form.getByRole('button', { name: /Submit/ }),
    ];
    const states = await Promise.all(controls.map((c) => c.isDisabled()));
    return states.every(Boolean);
  };

  /** Logs in on the login page that the footer's 'Log In' opens, which leads back here. */
  const logInFromFooter = async (page: Page, email: string) => {
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Log In' })
      .click();
    await page.waitForURL(/\/login\?/, WAIT);
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(email);
    await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Log In', exact: true }).click();
  };

  /** The open reports of a game: who sent them and their scores, oldest first. */
  const openReports = (game: ScorableGame) =>
    server.handle.db
      .select({ email: members.email, scores: scoreReports.scores, outcome: scoreReports.outcome })
      .from(scoreReports)
      .innerJoin(members, eq(members.id, scoreReports.memberId))
      .where(and(eq(scoreReports.gameId, game.id), eq(scoreReports.status, 'open')))
      .orderBy(asc(scoreReports.id));

  /** The game as the API answers it. */
  const gameNow = async (game: ScorableGame) =>
    (await server.get<Game>(`/api/csz/games/${game.id}`)).body;

  it("takes a fan's report after saying why the server refused a first one", async () => {
    const game = games.confirmed;
    const { page, close } = await openGame(game, 'phone');
    await logInFromFooter(page, 'fan@demo.csz.test');
    await page.waitForURL((url) => url.pathname === gamePath(game), WAIT);
    const form = scoreForm(page);

    // A score past the sport's limit: the server's words, and the form usable again.
    await typeScores(page, game, [maxScoreFor(game.sport) + 1, 1]);
    await form.getByRole('button', { name: 'Submit Score' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: scoreLimitMessage(game.sport) })
      .waitFor(WAIT);
    expect(await form.getByRole('button', { name: 'Submit Score' }).isEnabled()).toBe(true);

    await typeScores(page, game, [3, 1]);
    await form.getByRole('button', { name: 'Submit Score' }).click();
    await form.getByRole('status').filter({ hasText: MESSAGES.scoreSubmitted }).waitFor(WAIT);
    expect(await formDisabled(page)).toBe(true);
    expect(await form.getByRole('alert').count()).toBe(0);

    // One member's report waits for review: nothing is published yet.
    expect((await openReports(game)).map((r) => [r.email, r.outcome])).toEqual([
      ['fan@demo.csz.test', 'pending'],
    ]);
    expect((await gameNow(game)).teams.map((t) => t.score)).toEqual([null, null]);
    await close();
  });

  it('publishes the score when a second member reports the same, and open pages show it at once', async () => {
    const game = games.confirmed;
    // Already open before the report: the site's scoreboard and an embed frame of the home school.
    const board = await openSitePage(browser, 'phone');
    const frame = await openSitePage(browser, 'phone');
    // Each listens once its stream has answered (server-sent events at /api/live/scores).
    const listening = [board, frame].map(({ page }) =>
      page.waitForResponse((r) => r.url().includes('/api/live/scores'), WAIT),
    );
    await board.page.goto(
      `${server.url}/scores?stateId=${place.stateId}&countyId=${place.countyId}&sportId=${game.sportId}&date=${TEST_TODAY}&force=true`,
    );
    await frame.page.goto(
      `${server.url}/embed/scoreboard?state=${place.stateId}&school=${game.schoolId}&sport=${game.sportId}`,
    );
    const watchedCards = [board.page, frame.page].map((p) =>
      p.locator('.csz-game-card').filter({ hasText: game.teams[0].shortName }).filter({
        hasText: game.teams[1].shortName,
      }),
    );
    for (const card of watchedCards) {
      await card.waitFor(WAIT);
      expect(await card.locator('.csz-game-card__points').allTextContents()).toEqual(['', '']);
    }
    for (const answered of await Promise.all(listening)) expect(answered.status()).toBe(200);
    for (const { page } of [board, frame]) {
      await page.evaluate(() => ((window as { watched?: boolean }).watched = true));
    }

    const { page, close } = await openGame(game, 'desktop');
    await logInFromFooter(page, 'parent@demo.csz.test');
    await page.waitForURL((url) => url.pathname === gamePath(game), WAIT);
    const main = page.getByRole('main');

    await typeScores(page, game, [3, 1]);
    await scoreForm(page).getByRole('button', { name: 'Submit Score' }).click();
    await scoreForm(page)
      .getByRole('status')
      .filter({ hasText: MESSAGES.scoreSubmitted })
      .waitFor(WAIT);

    // The game loads again with the published score, and the form stays done.
    const view = main.locator('.csz-game-view');
    const shown = view.locator('.csz-game-view__team-score');
    await expect
      .poll(async () => (await shown.allTextContents()).sort(), WAIT)
      .toEqual(['Score: 1', 'Score: 3']);
    await view.getByText('FINAL', { exact: true }).waitFor(WAIT);
    expect(await formDisabled(page)).toBe(true);
    await scoreForm(page).getByText(MESSAGES.scoreSubmitted).waitFor(WAIT);

    const published = await gameNow(game);
    expect(published.teams.map((t) => t.score)).toEqual([3, 1]);
    expect(published.scoreProvenance).toBe('confirmed');
    // The badge says where the score comes from, and the history who published it.
    await view.getByText('Confirmed by two reporters', { exact: true }).waitFor(WAIT);
    await main.getByText('Score history (1)').click();
    await main.locator('.csz-score-history').getByText('Two reporters').waitFor(WAIT);
    expect(await main.locator('.csz-score-history').textContent()).not.toMatch(/@/);
    await close();

    // The pages opened before took the score and its badge live, without loading again.
    for (const card of watchedCards) {
      await expect
        .poll(
          async () => (await card.locator('.csz-game-card__points').allTextContents()).sort(),
          WAIT,
        )
        .toEqual(['1', '3']);
      await card.getByText('Confirmed by two reporters', { exact: true }).waitFor(WAIT);
    }
    for (const opened of [board, frame]) {
      // The mark set before the report is still there: the page was not loaded again.
      expect(await opened.page.evaluate(() => (window as { watched?: boolean }).watched)).toBe(
        true,
      );
      await opened.close();
    }
  });

  it('shows a score that changed while its live stream was away, once it is back', async () => {
    const game = games.missedLive;
    const { page, close } = await openSitePage(browser, 'phone');
    const listening = () =>
      page.waitForResponse((r) => r.url().includes('/api/live/scores'), { timeout: 30_000 });
    const first = listening();
    await page.goto(`${server.url}${gamePath(game)}`);
    expect((await first).status()).toBe(200);
    const points = page.getByRole('main').locator('.csz-game-view__team-score');
    await expect.poll(() => points.allTextContents(), WAIT).toEqual(['Score: –', 'Score: –']);
    // The stream drops (a phone losing its signal, a server handing its readers over) and a
    // staff correction is made while nobody is listening: the change itself is never sent.
    const back = listening();
    server.live.dropReaders();
    const { accessToken } = await server.login('admin@demo.csz.test');
    const corrected = await server.call('PUT', `/admin/api/games/${game.id}/results`, {
      token: accessToken,
      json: { results: game.teams.map((t, i) => ({ id: t.id, finalScore: 7 - i })) },
    });
    expect(corrected.status).toBe(200);
    // EventSource comes back after the 10 s the stream asked for, and the page loads again.
    expect((await back).status()).toBe(200);
    await expect
      .poll(async () => (await points.allTextContents()).sort(), { timeout: 15_000 })
      .toEqual(['Score: 6', 'Score: 7']);
    await close();
  });

  it('asks a guest to log in, then sends the score they typed', async () => {
    const game = games.byGuest;
    const { page, close } = await openGame(game, 'phone');
    const form = scoreForm(page);
    await typeScores(page, game, [2, 0]);
    await form.getByRole('button', { name: 'Submit Score' }).click();

    const dialog = page.getByRole('dialog', { name: 'Log In or Sign Up' });
    await dialog.getByLabel('Email', { exact: true }).fill('player@demo.csz.test');
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    const password = page.getByRole('dialog', { name: 'Log In', exact: true });
    await password.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await password.getByRole('button', { name: 'Log In', exact: true }).click();
    await password.waitFor({ state: 'hidden', ...WAIT });

    // Sent without a second press, with what the guest typed; the page is still the game's.
    await form.getByRole('status').filter({ hasText: MESSAGES.scoreSubmitted }).waitFor(WAIT);
    expect(await formDisabled(page)).toBe(true);
    expect(await form.getByLabel(game.teams[0].name, { exact: true }).inputValue()).toBe('2');
    expect(await form.getByLabel(game.teams[1].name, { exact: true }).inputValue()).toBe('0');
    expect(new URL(page.url()).pathname).toBe(gamePath(game));
    const reports = await openReports(game);
    expect(reports.map((r) => [r.email, r.outcome])).toEqual([['player@demo.csz.test', 'pending']]);
    expect(reports[0]!.scores).toEqual({ [game.teams[0].id]: 2, [game.teams[1].id]: 0 });
    await close();
  });

  it('passes axe with the form at 375 and 1280 px, and fits a 320 px screen', async () => {
    const game = games.checked;
    const { page, close } = await openGame(game, 'phone');
    const form = scoreForm(page);
    await checkPage(page, 'game-score-form-phone');
    await showAtWidth(page, 'desktop');
    await checkPage(page, 'game-score-form-desktop');

    // Sent empty, the inputs are flagged and nothing is sent (no sign-in dialog for the guest).
    await form.getByRole('button', { name: 'Submit Score' }).click();
    await expect
      .poll(() => form.getByText(VALIDATION.required, { exact: true }).count(), WAIT)
      .toBe(2);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await checkPage(page, 'game-score-form-flagged-desktop');
    await showAtWidth(page, 'phone');
    await checkPage(page, 'game-score-form-flagged-phone');

    expect(await overflowAt320(page)).toBe(0);
    await close();
  });
});
