// `pnpm --filter @csz/server bench:site [--url http://localhost:3000] [--runs 5] [--pages /,/s]`:
// Lighthouse 12 (the npm package `lighthouse`, through its Node API) on every public page of the
// site, against a running server with the demo data (`pnpm start`). The pages that need an id (a
// game with a final score, a bracket, a school's schedules, a forum category, tag search, text
// search and post) are resolved at start through the server's JSON API, and the whole list is
// printed with the status each address answers; a page whose id cannot be found is said and
// skipped. Each run starts Debian's Chromium (the path `scripts/chromium.mjs` gives, as the browser
// tests find it, with its flags and `--headless=new`) through chrome-launcher with a fresh
// profile, and Lighthouse loads the page cold with its default mobile settings: a phone's screen
// and its default simulated throttling (the load is recorded unthrottled and timed by Lantern as
// on a slow 4G network, 150 ms round trip and 1.6 Mbps, with the CPU four times slower);
// categories performance, accessibility, best practices and SEO. The 404 page is measured with
// its status allowed. Printed: a line with the settings and the Lighthouse and Chromium versions,
// then one table with, per page, each figure's median of `--runs` runs (performance score, LCP,
// CLS, TBT, FCP, accessibility, best practices and SEO scores), then per page the audits of
// accessibility, best practices and SEO that failed (score below 1): what to fix next. `--pages`
// measures a subset, named as the table names them. Not part of `pnpm test`: figures for the
// closing notes and docs, not a pass or fail.
import { parseArgs } from 'node:util';
import {
  PATHS,
  SERVICE_DAY_META,
  bracketPath,
  forumTagPath,
  gamePath,
  postPath,
  selectionPath,
  type Game,
  type PostTag,
  type PostsPage,
} from '@csz/core';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
  },
});
const base = values.url.replace(/\/+$/, '');
const runs = Number(values.runs);
/** Stops with a message and no stack: for what the command was given. */
function usage(message: string): never {
  console.error(`bench:site: ${message}`);
  process.exit(1);
}
if (!Number.isInteger(runs) || runs < 1) usage('--runs must be a whole number from 1');

/** scripts/chromium.mjs, a plain script outside this package's TypeScript: imported by address. */
const CHROMIUM_SCRIPT = new URL('../../../scripts/chromium.mjs', import.meta.url).href;
const { CHROMIUM_ARGS, CHROMIUM_PATH } = (await import(CHROMIUM_SCRIPT)) as {
  CHROMIUM_ARGS: string[];
  CHROMIUM_PATH: string;
};
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The categories whose failed audits are listed below the table. */
const FIX_CATEGORIES = { accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' } as const;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${base}${path}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/** yyyy-MM-dd moved by some days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// ---- The pages, resolved against the server's data --------------------------------------------

/** The service's today, as the server writes it into its pages. */
const home = await (await fetch(`${base}/`)).text();
const today = new RegExp(`name="${SERVICE_DAY_META}" content="(\\d{4}-\\d{2}-\\d{2})"`).exec(
  home,
)?.[1];
if (today == null) throw new Error(`No service day in the page of ${base}/: is the site served?`);

const { items: states } = await getJson<{ items: { id: number; name: string }[] }>(
  '/api/csz/states?perPage=1',
);
const state = states[0];

/** A game of the state's last week with both scores (a final), the latest first. */
async function finalGame(): Promise<Game | null> {
  if (state == null) return null;
  const { items } = await getJson<{ items: Game[] }>(
    `/api/csz/games?stateId=${state.id}&from=${addDays(today!, -7)}&to=${addDays(today!, -1)}&status=Active&perPage=200`,
  );
  const finals = items.filter(
    (game) => game.teams.length === 2 && game.teams.every((team) => team.score != null),
  );
  return finals.sort((a, b) => b.eventDate.localeCompare(a.eventDate))[0] ?? null;
}
const final = await finalGame();
const homeTeam = final?.teams.find((team) => team.isHome) ?? final?.teams[0];

/** A bracket of the state in the final's season, else any of the state's. */
async function bracketId(): Promise<number | null> {
  if (state == null) return null;
  type Brackets = { items: { id: number }[] };
  const season = final == null ? '' : `&season=${encodeURIComponent(final.year)}`;
  const inSeason = await getJson<Brackets>(`/api/csz/brackets?stateId=${state.id}${season}`);
  const any =
    inSeason.items[0] ??
    (await getJson<Brackets>(`/api/csz/brackets?stateId=${state.id}`)).items[0];
  return any?.id ?? null;
}

const categories = await getJson<PostTag[]>('/api/forums/categories');
const { posts } = await getJson<PostsPage>('/api/forums/posts?perPage=30');
/** A tag of a recent post that is no category (a school, place or sport): its search has posts. */
const tag = posts.flatMap((post) => post.tags).find((t) => !t.isCategory);
/** Words that find posts: the tag's name (the search matches titles, tags and text). */
async function searchWords(): Promise<string | null> {
  if (tag == null) return null;
  const found = await getJson<PostsPage>(
    `/api/forums/posts?perPage=1&searchTerm=${encodeURIComponent(tag.tagString)}`,
  );
  return found.posts.length > 0 ? tag.tagString : null;
}
const words = await searchWords();
const post = posts.find((p) => p.title != null) ?? posts[0];
const category = categories.find((c) => c.isCategory);
const bracket = await bracketId();

interface Page {
  /** How the table and `--pages` name it. */
  name: string;
  /** The path measured, or why there is none. */
  path: string | { missing: string };
  /** The status the server answers it with. */
  status: number;
}

const need = <T>(value: T | null | undefined, missing: string, path: (v: T) => string) =>
  value == null ? { missing } : path(value);

const PAGES: Page[] = [
  { name: '/', path: PATHS.home, status: 200 },
  { name: '/scores', path: PATHS.scores, status: 200 },
  { name: '/s', path: '/s', status: 301 },
  { name: '/games', path: '/games', status: 301 },
  {
    name: '/scores/view/:id',
    path: need(final, 'no game with a final score in the last week', (g) => gamePath(g.id)),
    status: 200,
  },
  { name: '/scores/standings', path: PATHS.standings, status: 200 },
  { name: '/scores/forum', path: PATHS.updates, status: 200 },
  { name: '/today-scores', path: PATHS.todayScores, status: 200 },
  { name: '/schedules', path: PATHS.schedules, status: 200 },
  {
    name: '/schedules?schoolId',
    path: need(homeTeam, 'no school (no final game)', (team) =>
      selectionPath(
        'schedules',
        { selectedStateId: String(team.stateId), selectedSchoolId: String(team.schoolId) },
        { force: true },
      ),
    ),
    status: 200,
  },
  { name: '/schedules/forum', path: PATHS.scheduleUpdates, status: 200 },
  { name: '/playoffs', path: PATHS.playoffs, status: 200 },
  {
    name: '/playoffs/view/:id',
    path: need(bracket, 'no bracket', bracketPath),
    status: 200,
  },
  {
    name: '/forums/:category',
    path: need(category, 'no forum category', forumTagPath),
    status: 200,
  },
  {
    name: '/forums/search/tag',
    path: need(tag, 'no tag on a recent post', forumTagPath),
    status: 200,
  },
  {
    name: '/forums/search/text',
    path: need(
      words,
      'no words that find a post',
      (w) => `/forums/search/plain-text/${encodeURIComponent(w)}`,
    ),
    status: 200,
  },
  { name: '/forums/podcast', path: '/forums/podcast', status: 200 },
  {
    name: '/forums/post/:id',
    path: need(post, 'no post', (p) => postPath(p.id, p.slug)),
    status: 200,
  },
  { name: '/about-csz', path: PATHS.about, status: 200 },
  { name: '/contact-us', path: '/contact-us', status: 200 },
  { name: '/sign-in', path: PATHS.signIn, status: 200 },
  { name: '/login', path: PATHS.login, status: 200 },
  { name: '/no/such/page', path: '/no/such/page', status: 404 },
];

const wanted = values.pages
  ?.split(',')
  .map((p) => p.trim())
  .filter((p) => p !== '');
const unknown = wanted?.filter((w) => !PAGES.some((page) => page.name === w || page.path === w));
if (unknown != null && unknown.length > 0) {
  usage(
    `--pages: no page named ${unknown.join(', ')}; the pages are ${PAGES.map((p) => p.name).join(', ')}`,
  );
}

console.log(`Pages of ${base} (service day ${today}):`);
const measured: { name: string; path: string; status: number }[] = [];
for (const page of PAGES) {
  const chosen = wanted == null || wanted.some((w) => w === page.name || w === page.path);
  const mark = chosen ? '*' : ' ';
  if (typeof page.path !== 'string') {
    console.log(`${mark} ${page.name.padEnd(20)} skipped: ${page.path.missing}`);
    continue;
  }
  const response = await fetch(`${base}${page.path}`, { redirect: 'manual' });
  await response.body?.cancel();
  const to = response.headers.get('location');
  const answer = `${response.status}${to == null ? '' : ` to ${to}`}`;
  const odd = response.status === page.status ? '' : ` (expected ${page.status})`;
  console.log(`${mark} ${page.name.padEnd(20)} ${page.path}  ${answer}${odd}`);
  if (chosen) measured.push({ name: page.name, path: page.path, status: page.status });
}
if (wanted != null) console.log('* measured');
console.log('');

// ---- Lighthouse -------------------------------------------------------------------------------

interface Run {
  error?: string;
  scores: Partial<Record<(typeof CATEGORIES)[number], number>>;
  lcp: number | undefined;
  cls: number | undefined;
  tbt: number | undefined;
  fcp: number | undefined;
  /** Failed audit ids by category (accessibility, best practices, SEO). */
  failed: Record<keyof typeof FIX_CATEGORIES, string[]>;
  warnings: string[];
}

let browserVersion = '';
let lighthouseVersion = '';
let settings: Result['configSettings'] | null = null;

async function measure(path: string, status: number): Promise<Run> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    if (browserVersion === '') {
      const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
      browserVersion = (version as { Browser: string }).Browser;
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: [...CATEGORIES],
      // The 404 page is measured as the 404 page, not refused as a failed load.
      ignoreStatusCode: status >= 400,
    };
    const result = await lighthouse(`${base}${path}`, flags);
    if (result == null) return failure('no result');
    const { lhr } = result;
    settings ??= lhr.configSettings;
    lighthouseVersion = lhr.lighthouseVersion;
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    const run: Run = {
      scores: {},
      lcp: metric('largest-contentful-paint'),
      cls: metric('cumulative-layout-shift'),
      tbt: metric('total-blocking-time'),
      fcp: metric('first-contentful-paint'),
      failed: empty(),
      warnings: lhr.runWarnings.map(String),
      ...(lhr.runtimeError == null ? {} : { error: lhr.runtimeError.code }),
    };
    for (const id of CATEGORIES) {
      const score = lhr.categories[id]?.score;
      if (score != null) run.scores[id] = score * 100;
    }
    for (const id of Object.keys(FIX_CATEGORIES) as (keyof typeof FIX_CATEGORIES)[]) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const score = lhr.audits[ref.id]?.score;
        if (score != null && score < 1) run.failed[id].push(ref.id);
      }
    }
    return run;
  } catch (error) {
    return failure(String(error));
  } finally {
    chrome.kill();
  }
}

function failure(error: string): Run {
  const none = { lcp: undefined, cls: undefined, tbt: undefined, fcp: undefined };
  return { error, scores: {}, ...none, failed: empty(), warnings: [] };
}

function empty(): Run['failed'] {
  return { accessibility: [], 'best-practices': [], seo: [] };
}

/** The median of the numbers there are, or undefined. */
function median(xs: (number | undefined)[]): number | undefined {
  const sorted = xs
    .filter((x): x is number => x != null && Number.isFinite(x))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Where the runs are, on stderr: one line rewritten on a terminal, a line each otherwise. */
function progress(text: string): void {
  if (process.stderr.isTTY) process.stderr.write(`\r${text.padEnd(60)}${text === '' ? '\r' : ''}`);
  else if (text !== '') process.stderr.write(`${text}\n`);
}

const results: { name: string; runs: Run[] }[] = [];
for (const page of measured) {
  const samples: Run[] = [];
  for (let i = 0; i < runs; i += 1) {
    progress(`${page.name}: run ${i + 1} of ${runs}`);
    samples.push(await measure(page.path, page.status));
  }
  results.push({ name: page.name, runs: samples });
}
progress('');

// ---- The table --------------------------------------------------------------------------------

const s = settings as Result['configSettings'] | null;
const throttling =
  s == null
    ? 'no run finished'
    : `${s.formFactor} ${s.screenEmulation.width}x${s.screenEmulation.height}, ${s.throttlingMethod} throttling (RTT ${s.throttling.rttMs} ms, ${((s.throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, CPU x${s.throttling.cpuSlowdownMultiplier})`;
console.log(
  `Lighthouse ${lighthouseVersion || '?'}, ${browserVersion || 'Chromium'} (${CHROMIUM_PATH}); ${throttling}; median of ${runs} run${runs === 1 ? '' : 's'} per page against ${base}`,
);

const COLUMNS = ['page', 'perf', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', 'a11y', 'BP', 'SEO', 'runs'];
const rows = results.map(({ name, runs: samples }) => {
  const ok = samples.filter((run) => run.error == null);
  const m = (pick: (run: Run) => number | undefined, digits = 0) => {
    const value = median(ok.map(pick));
    return value == null ? '-' : value.toFixed(digits);
  };
  return [
    name,
    m((r) => r.scores.performance),
    m((r) => r.lcp),
    m((r) => r.cls, 3),
    m((r) => r.tbt),
    m((r) => r.fcp),
    m((r) => r.scores.accessibility),
    m((r) => r.scores['best-practices']),
    m((r) => r.scores.seo),
    `${ok.length}/${samples.length}`,
  ];
});
const widths = COLUMNS.map((title, i) =>
  Math.max(title.length, ...rows.map((row) => row[i]!.length)),
);
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
    .join('  ');
console.log(line(COLUMNS));
for (const row of rows) console.log(line(row));

// ---- What to fix next -------------------------------------------------------------------------

console.log(
  '\nFailed audits (score < 1) in accessibility, best practices and SEO; (k/n) when not in every run:',
);
for (const { name, runs: samples } of results) {
  const ok = samples.filter((run) => run.error == null);
  const parts: string[] = [];
  for (const [id, short] of Object.entries(FIX_CATEGORIES) as [
    keyof typeof FIX_CATEGORIES,
    string,
  ][]) {
    const counts = new Map<string, number>();
    for (const run of ok)
      for (const audit of run.failed[id]) counts.set(audit, (counts.get(audit) ?? 0) + 1);
    const ids = [...counts].map(([audit, n]) =>
      n === ok.length ? audit : `${audit} (${n}/${ok.length})`,
    );
    if (ids.length > 0) parts.push(`${short}: ${ids.join(', ')}`);
  }
  const errors = [...new Set(samples.flatMap((run) => (run.error == null ? [] : [run.error])))];
  const warnings = [...new Set(ok.flatMap((run) => run.warnings))];
  console.log(`  ${name.padEnd(widths[0]!)}  ${parts.length === 0 ? 'none' : parts.join('; ')}`);
  for (const error of errors)
    console.log(`  ${''.padEnd(widths[0]!)}  error: ${error.slice(0, 200)}`);
  for (const warning of warnings)
    console.log(`  ${''.padEnd(widths[0]!)}  warning: ${warning.slice(0, 200)}`);
}
