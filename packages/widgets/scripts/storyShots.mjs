#!/usr/bin/env node
// @ts-check
/* global document */
// Opens every story of the built Storybook (storybook-static/) in Debian's Chromium and fails if a
// story throws, logs an error, or renders nothing: `storybook build` only proves the stories
// compile. With --out DIR it also saves a screenshot of each story, for review.
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
const page = await browser.newPage({ viewport: { width: 1300, height: 800 } });
const failures = [];
let problems = [];
page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
// The error boundary's story throws on purpose (its message says so); React logs that error.
const EXPECTED_ERROR = 'breaks on purpose';
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

for (const story of stories) {
  problems = [];
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  try {
    await page.waitForFunction(
      () => {
        const rootElement = document.querySelector('#storybook-root');
        return rootElement != null && rootElement.childElementCount > 0;
      },
      undefined,
      { timeout: 10_000 },
    );
  } catch {
    problems.push('rendered nothing within 10 s');
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
  if (problems.length > 0) failures.push({ id: story.id, problems });
}

await browser.close();
server.close();
for (const { id, problems: list } of failures) {
  console.error(`FAIL ${id}\n  ${list.join('\n  ')}`);
}
console.log(
  `storyShots: ${stories.length - failures.length} of ${stories.length} stories render cleanly`,
);
process.exit(failures.length === 0 ? 0 : 1);
