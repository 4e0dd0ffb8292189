#!/usr/bin/env node
// Runs every check a change must pass, one after another, and prints a summary with timings.
// Every step runs even when an earlier one fails, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'pnpm', ['run', 'lint']],
  ['typecheck', 'pnpm', ['run', 'typecheck']],
  ['format', 'pnpm', ['run', 'format:check']],
  ['unit tests + coverage', 'pnpm', ['run', 'test:unit']],
  ['widgets in Chromium', 'pnpm', ['--filter', '@csz/widgets', 'run', 'test:browser']],
  ['storybook build', 'pnpm', ['run', 'build-storybook']],
  ['storybook stories render', 'node', ['packages/widgets/scripts/storyShots.mjs']],
  ['embed build + sizes', 'pnpm', ['--filter', '@csz/embed-loader', 'run', 'size']],
  ['site build + first-route JS', 'pnpm', ['--filter', '@csz/site', 'run', 'size']],
];

const results = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'pass' : 'FAIL'}  ${name.padEnd(24)} ${seconds.toFixed(1)} s`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
