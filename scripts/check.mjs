#!/usr/bin/env node
// Runs every check a change must pass and prints a summary with timings. Every step runs even
// when another one fails, so one run shows everything that is wrong.
//
// The steps run in three stages, one after another. Inside a stage, its lanes run side by side
// (each lane's steps one after another), so that both cores of a small machine are busy: the
// static checks together, with the builds of the embeds and the site that the later stages
// serve; then the unit and HTTP tests alone (they use every core themselves); then the server's
// suites in Chromium (the site's journeys, the embeds on host pages; three files at a time, as
// they mostly wait on their pages and servers) beside the widgets' browser tests, the stories'
// render and the size checks. The output of a step that shares its stage is kept and printed
// whole when the step ends, so steps never interleave their lines.
import './requireNode.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @typedef {[name: string, command: string, args: string[]]} Step */

console.log(`Node ${process.version} (${process.execPath})`);

/** The run's own folder: the PGlite images its stages share, the size checks' builds. */
const scratch = mkdtempSync(join(tmpdir(), 'csz-check-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
}

/** @type {Step[][][]} stages, each of lanes, each of steps */
const stages = [
  // Three lanes of about the same CPU time, so that both cores stay busy to the stage's end:
  // lint and prettier use one core each, tsgo more than one for a shorter while.
  [
    [
      ['typecheck', 'pnpm', ['run', 'typecheck']],
      ['format', 'pnpm', ['run', 'format:check']],
    ],
    [['lint', 'pnpm', ['run', 'lint']]],
    [
      ['storybook build', 'pnpm', ['run', 'build-storybook']],
      // What the later stages serve, built here beside the static checks rather than by the
      // unit tests' global setup while the second core waits (it then finds them up to date).
      ['embed and site builds', process.execPath, ['scripts/build-missing.mjs', 'embeds', 'site']],
    ],
  ],
  [[['unit tests + coverage', 'pnpm', ['run', 'test:unit']]]],
  [
    [['site and embeds in Chromium', 'pnpm', ['run', 'test:chromium']]],
    [
      ['widgets in Chromium', 'pnpm', ['--filter', '@csz/widgets', 'run', 'test:browser']],
      ['storybook stories render', process.execPath, ['packages/widgets/scripts/storyShots.mjs']],
      // The size checks build the embeds and the site afresh, into folders of their own: the
      // servers of the suites beside them serve dist/.
      [
        'embed build + sizes',
        process.execPath,
        ['packages/embed-loader/scripts/size.mjs', '--out', join(scratch, 'embeds')],
      ],
      [
        'site build + first-route JS',
        process.execPath,
        ['packages/site/scripts/size.mjs', '--out', join(scratch, 'site')],
      ],
    ],
  ],
];

/**
 * Runs one step. Alone in its stage, its output goes straight to the terminal; otherwise it is
 * kept and printed in one piece when the step ends.
 * @param {Step} step
 * @param {boolean} alone
 */
function runStep([name, command, args], alone) {
  const started = performance.now();
  if (alone) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (/** @type {boolean} */ ok, /** @type {string} */ note = '') => {
      if (finished) return;
      finished = true;
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n=== ${name} (${ok ? 'pass' : 'FAIL'}, ${seconds.toFixed(1)} s) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (note !== '') console.log(note);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => finish(false, `${name}: ${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

// The unit tests make the PGlite images every test database of the server starts from, and the
// Chromium suites take them (packages/server/src/testing/globalSetup.ts) instead of making them
// again at the head of their stage.
process.env.CSZ_TEST_PGLITE_IMAGES = join(scratch, 'pglite');
mkdirSync(process.env.CSZ_TEST_PGLITE_IMAGES);

const startedAll = performance.now();
/** @type {{ name: string, ok: boolean, seconds: number }[]} */
const results = [];
for (const lanes of stages) {
  const alone = lanes.length === 1 && lanes[0]?.length === 1;
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) results.push(await runStep(step, alone));
    }),
  );
}

console.log('\n=== summary ===');
const order = stages.flat(2).map(([name]) => name);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s`);
}
console.log(
  `${' '.repeat(6)}${'whole run'.padEnd(28)} ${((performance.now() - startedAll) / 1000).toFixed(1).padStart(6)} s`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
