// `pnpm --filter @csz/server bench:live [--url http://localhost:3000] [--runs 7]`: how long a
// staff decision takes to show on pages already open (issue 16 "Done means"), against a running
// server with the demo data (`pnpm start`). For each run a demo fan reports tonight's score of a
// game (it waits for review), an embed frame and the site's scoreboard showing that game are open
// in Debian's Chromium, the demo SiteAdmin approves the report, and the time from sending the
// approval to each page showing the score is taken. Each page notes the moment its card changes
// (a MutationObserver), on the same machine's clock as the request, so polling adds nothing.
// Each run spends one of tonight's unscored games. Not part of `pnpm test`: figures for the
// closing notes and docs, not a pass or fail.
import { parseArgs } from 'node:util';
import { PAGE_SIZES, SERVICE_DAY_META, type Game } from '@csz/core';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/demo/members';
import { launchChromium } from '../src/testing/browser';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '7' },
  },
});
const base = values.url;
const runs = Number(values.runs);

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token == null ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

const logIn = async (email: string) =>
  (
    await api<{ accessToken: string }>('POST', '/api/csz/login', undefined, {
      email,
      password: DEMO_PASSWORD,
    })
  ).accessToken;

/** The service's today, as the server writes it into its pages. */
const home = await (await fetch(`${base}/`)).text();
const today = new RegExp(`name="${SERVICE_DAY_META}" content="(\\d{4}-\\d{2}-\\d{2})"`).exec(
  home,
)?.[1];
if (today == null) throw new Error(`No service day in the page of ${base}/`);

/** Tonight's games anyone may report and nobody has, each on its county's first page by sport. */
async function unscoredGames(): Promise<Game[]> {
  const found: Game[] = [];
  for (let page = 1; found.length < runs && page <= 20; page++) {
    const { items } = await api<{ items: Game[] }>(
      'GET',
      `/api/csz/games?date=${today}&perPage=100&page=${page}`,
    );
    if (items.length === 0) break;
    for (const game of items) {
      const [home, away] = game.teams;
      if (
        !game.canSubmitScores ||
        game.gameType === 'Scrimmage' ||
        game.teams.length !== 2 ||
        game.teams.some((t) => t.score != null || !t.canEdit) ||
        home == null ||
        away == null
      ) {
        continue;
      }
      const list = await api<{ items: Game[] }>(
        'GET',
        `/api/csz/games?stateId=${home.stateId}&districtId=${home.districtId}&sportId=${game.sport.id}&date=${today}&perPage=${PAGE_SIZES.scoreboard}`,
      );
      if (list.items.some((g) => g.id === game.id)) found.push(game);
      if (found.length === runs) break;
    }
  }
  if (found.length < runs) throw new Error(`Only ${found.length} unscored games tonight`);
  return found;
}

/** Opens a page and has it note when the game's card first shows a score. */
async function watch(page: Page, url: string, game: Game): Promise<void> {
  const names = game.teams.map((t) => t.shortName);
  const listening = page.waitForResponse((r) => r.url().includes('/api/live/scores'));
  await page.goto(url);
  await listening;
  const card = page
    .locator('.csz-game-card')
    .filter({ hasText: names[0]! })
    .filter({ hasText: names[1]! });
  await card.waitFor({ timeout: 30_000 }).catch(() => {
    throw new Error(`Game ${game.id} (${names.join(' v ')}) is not shown at ${url}`);
  });
  await page.evaluate(`(() => {
    const names = ${JSON.stringify(names)};
    const scored = () => [...document.querySelectorAll('.csz-game-card')].some(
      (card) => names.every((n) => card.textContent.includes(n)) &&
        [...card.querySelectorAll('.csz-game-card__points')].some((p) => p.textContent !== ''));
    new MutationObserver((_, observer) => {
      if (scored()) { window.__scoredAt = Date.now(); observer.disconnect(); }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
}

const scoredAt = (page: Page, game: Game) =>
  page.waitForFunction('window.__scoredAt', undefined, { timeout: 30_000 }).then(
    async () => Number(await page.evaluate('window.__scoredAt')),
    (error: Error) => {
      throw new Error(`Game ${game.id} never showed its score at ${page.url()}: ${error.message}`);
    },
  );

const [admin, fan] = await Promise.all([logIn('admin@demo.csz.test'), logIn('fan@demo.csz.test')]);
const games = await unscoredGames();
const browser = await launchChromium();
const times = { frame: [] as number[], site: [] as number[] };
for (const game of games) {
  const [home] = game.teams;
  await api('POST', '/api/csz/memberScores', fan, {
    gameId: game.id,
    scores: game.teams.map((t, i) => ({ gameResultId: t.id, score: 10 + i })),
  });
  const queue = await api<{ items: { game: Game; reports: { id: number }[] }[] }>(
    'GET',
    '/admin/api/scoreReports',
    admin,
  );
  const report = queue.items.find((item) => item.game.id === game.id)?.reports[0];
  if (report == null) throw new Error(`The fan's report of game ${game.id} is not in the queue`);

  // The pages' CSP forbids evaluating strings, as playwright's waitForFunction does.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    bypassCSP: true,
  });
  const [frame, site] = await Promise.all([context.newPage(), context.newPage()]);
  await watch(
    frame,
    `${base}/embed/scoreboard?state=${home!.stateId}&school=${home!.schoolId}&sport=${game.sport.id}`,
    game,
  );
  await watch(
    site,
    `${base}/scores?stateId=${home!.stateId}&countyId=${home!.districtId}&sportId=${game.sport.id}&date=${today}&force=true`,
    game,
  );
  const sent = Date.now();
  await api('POST', `/admin/api/scoreReports/${report.id}/approve`, admin);
  times.frame.push((await scoredAt(frame, game)) - sent);
  times.site.push((await scoredAt(site, game)) - sent);
  await context.close();
}
await browser.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`Staff decision to score on an open page, ${runs} runs (ms):`);
for (const [where, xs] of Object.entries(times)) {
  console.log(
    `${where.padEnd(6)} median ${String(median(xs)).padStart(5)}   min ${String(Math.min(...xs)).padStart(5)}   max ${String(Math.max(...xs)).padStart(5)}`,
  );
}
