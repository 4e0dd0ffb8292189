#!/usr/bin/env node
// @ts-check
/* global document, window */
// Opens every story of the built Storybook (storybook-static/) in Debian's Chromium and fails if a
// story throws, logs an error, or renders nothing: `storybook build` only proves the stories
// compile. With --out DIR it also saves a screenshot of each story, for review. Two pages share
// the stories, and a page switches from story to story without loading the preview again.
//
//   node packages/widgets/scripts/storyShots.mjs [--out DIR] [--filter TEXT]
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

const { values } = parseArgs({
  options: { out: { type: 'string' }, filter: { type: 'string' } },
});
const root = path.resolve(import.meta.dirname, '../../../storybook-static');
if (!existsSync(path.join(root, 'index.json'))) {
  console.error(`storyShots: ${root}/index.json is missing; run pnpm build-storybook first`);
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const file = path.join(root, decodeURIComponent(url.pathname));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const index = JSON.parse(readFileSync(path.join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!values.filter || entry.id.includes(values.filter)),
);
if (values.out) mkdirSync(values.out, { recursive: true });

// Playwright gives the browser a fresh, empty profile of its own.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

// The error boundary's story throws on purpose (its message says so); React logs that error.
const EXPECTED_ERROR = 'breaks on purpose';
/** How long a story may take to render. */
const RENDER_TIMEOUT = 10_000;

/**
 * A page of Storybook's preview that stories are shown in one after another. Loading the preview
 * costs far more than rendering a story, so a story after the first is switched to in the page,
 * as the Storybook manager does (the preview's `setCurrentStory` event), and a story that fails
 * there is opened again on a fresh load of its own, so nothing a story before it left behind
 * can be blamed on it.
 */
async function storyPage() {
  const page = await browser.newPage({ viewport: { width: 1300, height: 800 } });
  /** What went wrong while the current story was shown. */
  let problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // A failed request is reported below with its address.
    const text = message.text();
    if (
      message.type() === 'error' &&
      !text.startsWith('Failed to load resource') &&
      !text.includes(EXPECTED_ERROR)
    ) {
      problems.push(`console.error: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  let loaded = false;

  /** Loads the preview afresh on a story, as a reader opening its address does. */
  const load = async (id) => {
    loaded = false;
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
    loaded = true;
  };

  /** Shows a story in the loaded preview and waits until Storybook says it rendered or failed. */
  const switchTo = async (id) => {
    await page.evaluate((storyId) => {
      const preview = /** @type {any} */ (window);
      preview.__storyShot = { id: storyId, outcome: null };
      if (!preview.__storyShotListening) {
        preview.__storyShotListening = true;
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
        const settle = (outcome, renderedId) => {
          const state = preview.__storyShot;
          if (state.outcome == null && (renderedId == null || renderedId === state.id)) {
            state.outcome = outcome;
          }
        };
        channel.on('storyRendered', (renderedId) => settle('rendered', renderedId));
        for (const failure of ['storyErrored', 'storyThrewException', 'storyMissing']) {
          channel.on(failure, () => settle(failure));
        }
      }
      preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, id);
    const outcome = await page.waitForFunction(
      (storyId) => {
        const state = /** @type {any} */ (window).__storyShot;
        return state?.id === storyId && state.outcome;
      },
      id,
      { timeout: RENDER_TIMEOUT },
    );
    return /** @type {string} */ (await outcome.jsonValue());
  };

  /** Shows a story (fresh or switched to) and answers what is wrong with it. */
  const check = async (story, fresh) => {
    problems = [];
    if (fresh || !loaded) {
      await load(story.id);
    } else {
      const outcome = await switchTo(story.id).catch(() => 'no render event');
      if (outcome !== 'rendered') problems.push(`Storybook: ${outcome}`);
    }
    try {
      await page.waitForFunction(
        () => {
          const rootElement = document.querySelector('#storybook-root');
          return rootElement != null && rootElement.childElementCount > 0;
        },
        undefined,
        { timeout: RENDER_TIMEOUT },
      );
    } catch {
      problems.push(`rendered nothing within ${RENDER_TIMEOUT / 1000} s`);
    }
    const shown = await page
      .locator('#storybook-root')
      .innerText()
      .catch(() => '');
    const hasGraphics = await page.locator('#storybook-root svg, #storybook-root img').count();
    if (shown.trim() === '' && hasGraphics === 0) problems.push('rendered no text');
    if (await page.locator('.sb-show-errordisplay').count()) {
      problems.push(`Storybook error: ${await page.locator('#error-message').innerText()}`);
    }
    if (values.out) {
      await page
        .locator('#storybook-root > *')
        .first()
        .screenshot({ path: path.join(values.out, `${story.id}.png`) });
    }
    return [...new Set(problems)];
  };

  return {
    async show(story) {
      const found = await check(story, false);
      if (found.length === 0) return found;
      // Confirmed on a fresh load before it counts, as each story was checked before.
      reloaded.push(story.id);
      return check(story, true);
    },
  };
}

// A few pages share the stories, each showing the next one waiting.
const PAGES = Math.min(2, stories.length);
const failures = [];
/** Stories that failed when switched to, and were opened again on a fresh load. */
const reloaded = [];
const queue = [...stories];
await Promise.all(
  Array.from({ length: PAGES }, async () => {
    const shower = await storyPage();
    for (let story = queue.shift(); story != null; story = queue.shift()) {
      const problems = await shower.show(story);
      if (problems.length > 0) failures.push({ id: story.id, problems });
    }
  }),
);

await browser.close();
server.close();
const order = new Map(stories.map((story, i) => [story.id, i]));
failures.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
for (const { id, problems: list } of failures) {
  console.error(`FAIL ${id}\n  ${list.join('\n  ')}`);
}
console.log(
  `storyShots: ${stories.length - failures.length} of ${stories.length} stories render cleanly` +
    (reloaded.length > 0 ? ` (${reloaded.length} checked again on a fresh load)` : ''),
);
process.exit(failures.length === 0 ? 0 : 1);
