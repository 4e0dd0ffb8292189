// @ts-check
// Browser tests of the widgets in Debian's Chromium (docs/architecture.md "Toolchain": no tool can download a
// browser here). Every test runs under React 19; the tests of the widgets the embeds are built from
// run again under Preact as the frames' build has it (the thin React layer of
// packages/embed-loader/src/frames/react.ts), so the embed build cannot drift from the React one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromeLauncher, defaultReporter, summaryReporter } from '@web/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { browserTestPlugin, importMap } from './scripts/browserTestPlugin.mjs';

/**
 * The tests of the widgets that the scoreboard and standings embeds are made of. Of the
 * scoreboard's header only the date strip and the league banner are (the calendar, with its date
 * picker library, is the site's alone).
 */
const EMBED_WIDGET_TESTS = [
  'GameCard/*.test.tsx',
  'GamesList/*.test.tsx',
  'ScoreboardHeader/DateStrip.test.tsx',
  'StandingsTable/*.test.tsx',
  'Theme/*.test.tsx',
  'internal/*.test.tsx',
  'Embeds/*.test.tsx',
  'Live/*.test.tsx',
];

const src = (glob) => path.join(import.meta.dirname, 'src', glob);

/** The page every test file runs in: the widgets' stylesheet and the framework's import map. */
function testPage(framework) {
  return (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>widget tests (${framework})</title>
    <link rel="stylesheet" href="/packages/widgets/src/styles/widgets.css">
    <script type="importmap">${JSON.stringify(importMap(framework))}</script>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`;
}

export default {
  rootDir: path.resolve(import.meta.dirname, '../..'),
  nodeResolve: false,
  concurrency: 1,
  // A story's axe run takes a second alone, but the check runs these beside the server's Chromium
  // suites on two cores (scripts/check.mjs), where one took over 10 s: the limit is for a hang.
  testFramework: { config: { timeout: 30_000 } },
  plugins: [browserTestPlugin()],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [...CHROMIUM_ARGS, `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'csz-wtr-'))}`],
      },
    }),
  ],
  groups: [
    {
      name: 'react',
      files: src('**/*.test.tsx'),
      testRunnerHtml: testPage('react'),
    },
    {
      name: 'preact',
      files: EMBED_WIDGET_TESTS.map(src),
      testRunnerHtml: testPage('preact'),
    },
  ],
  reporters: [defaultReporter(), summaryReporter({ flatten: false })],
};
