#!/usr/bin/env node
// @ts-check
// Builds what `pnpm start` serves and is missing or older than its sources: the embeds
// (packages/embed-loader/dist) and the site (packages/site/dist). Nothing is rebuilt when nothing
// changed, so a start after the first is immediate.
//
//   node scripts/build-missing.mjs [embeds|site ...]   (all when none is named)
import './requireNode.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isScript } from './runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (/** @type {string} */ p) => path.join(root, p);

/**
 * Each build: the file that shows it is done, what it is made from (the lockfile too: a new
 * version of a dependency is a new build), and the command.
 */
export const BUILDS = {
  embeds: {
    done: 'packages/embed-loader/dist/manifest.json',
    sources: [
      'packages/embed-loader/src',
      'packages/embed-loader/scripts',
      'packages/widgets/src',
      'packages/core/src',
      'pnpm-lock.yaml',
    ],
    command: [process.execPath, ['packages/embed-loader/scripts/build.mjs']],
  },
  site: {
    // The server render is built last: its file shows both are done.
    done: 'packages/site/dist-server/entry-server.js',
    sources: [
      'packages/site/src',
      'packages/site/index.html',
      'packages/site/vite.config.ts',
      'packages/widgets/src',
      'packages/core/src',
      'pnpm-lock.yaml',
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

/** Whether a build's output under `base` (the repository) is missing or older than a source. */
export function isStale(
  /** @type {{ done: string, sources: string[] }} */ build,
  /** @type {string} */ base = root,
) {
  const done = path.join(base, build.done);
  return (
    !existsSync(done) ||
    Math.max(...build.sources.map((source) => newestChange(path.join(base, source)))) >
      statSync(done).mtimeMs
  );
}

/**
 * One build at a time across processes (`pnpm start` beside a test run, two test runs): two
 * builds of one folder at once would leave a manifest naming files the other removed. A lock
 * folder older than ten minutes is taken to be left by a process that died.
 */
const LOCK = at('node_modules/.csz-build-lock');
function lock() {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return () => rmSync(LOCK, { recursive: true, force: true });
    } catch {
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > 600_000) {
        rmSync(LOCK, { recursive: true, force: true });
      } else {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
      }
    }
  }
}

// Run as a script; the test imports BUILDS and isStale.
if (isScript(import.meta)) main();

function main() {
  const wanted = process.argv.slice(2);
  const builds = Object.entries(BUILDS).filter(
    ([name]) => wanted.length === 0 || wanted.includes(name),
  );
  if (builds.every(([, build]) => !isStale(build))) {
    for (const [name] of builds) console.log(`${name}: up to date`);
    process.exit(0);
  }
  const unlock = lock();
  process.once('exit', unlock);
  for (const [name, build] of builds) {
    // Checked again under the lock: another process may have just built it.
    if (!isStale(build)) {
      console.log(`${name}: up to date`);
      continue;
    }
    console.log(`${name}: building`);
    const [command, args] = build.command;
    const { status } = spawnSync(/** @type {string} */ (command), /** @type {string[]} */ (args), {
      cwd: root,
      stdio: 'inherit',
      // What is served is a production build, even when a test runner (NODE_ENV=test) asks for it:
      // Vite and its React plugin take NODE_ENV from the environment, and would bundle React's
      // development build with a development JSX transform.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (status !== 0) {
      console.error(`${name}: the build failed`);
      process.exit(1);
    }
  }
}
