#!/usr/bin/env node
// @ts-check
// Builds what `pnpm start` serves and is missing or older than its sources: the embeds
// (packages/embed-loader/dist) and the site (packages/site/dist). Nothing is rebuilt when nothing
// changed, so a start after the first is immediate.
//
//   node scripts/build-missing.mjs [embeds|site ...]   (all when none is named)
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const at = (/** @type {string} */ p) => path.join(root, p);

/** Each build: the file that shows it is done, the folders it is made from, and the command. */
const BUILDS = {
  embeds: {
    done: 'packages/embed-loader/dist/manifest.json',
    sources: [
      'packages/embed-loader/src',
      'packages/embed-loader/scripts',
      'packages/widgets/src',
      'packages/core/src',
    ],
    command: ['node', ['packages/embed-loader/scripts/build.mjs']],
  },
  site: {
    done: 'packages/site/dist/index.html',
    sources: [
      'packages/site/src',
      'packages/site/index.html',
      'packages/widgets/src',
      'packages/core/src',
    ],
    command: ['pnpm', ['--filter', '@csz/site', 'run', 'build']],
  },
};

/** Newest modification time of a file or of the files under a folder, in ms. */
function newestChange(/** @type {string} */ target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (stat.isFile()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const wanted = process.argv.slice(2);
for (const [name, build] of Object.entries(BUILDS)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  const done = at(build.done);
  const stale =
    !existsSync(done) ||
    Math.max(...build.sources.map((source) => newestChange(at(source)))) > statSync(done).mtimeMs;
  if (!stale) {
    console.log(`${name}: up to date`);
    continue;
  }
  console.log(`${name}: building`);
  const [command, args] = build.command;
  const { status } = spawnSync(/** @type {string} */ (command), /** @type {string[]} */ (args), {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`${name}: the build failed`);
    process.exit(1);
  }
}
