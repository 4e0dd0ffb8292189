#!/usr/bin/env node
// @ts-check
// Builds the site and measures, for every route chunk, the JavaScript a browser fetches before that
// route renders on a first visit: the entry and its imports, the header's score strip, and the
// route's chunk and its imports, each gzipped at level 9 (zlib). Prints every figure and fails when
// the worst route passes docs/architecture.md's budget (size-budgets.json "site").
//
// A route's figure is its real first load (issue 31): a page composed of parts that always load
// with it is composed in one module (src/routes/MyAccountRoute.tsx: the account page with the
// member feed), whose chunk's imports are all of it. What a page loads after it has rendered (a
// post's comments, an account tab other than the first) is not part of it.
//
//   pnpm --filter @csz/site run size
//   node scripts/size.mjs [--budgets FILE] [--dist DIR]   (--dist measures a build as it is)
//   node scripts/size.mjs --out DIR   (builds into DIR instead of dist/, which a server may be serving)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { budgets: { type: 'string' }, dist: { type: 'string' }, out: { type: 'string' } },
});
/** @type {{ firstRoute: number }} */
const budgets = JSON.parse(
  readFileSync(args.budgets ?? path.resolve(root, '../../size-budgets.json'), 'utf8'),
).site;

const dist = path.resolve(args.dist ?? args.out ?? path.join(root, 'dist'));
if (args.dist == null) {
  const build = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`FAIL the build wrote no manifest at ${manifestFile}`);
  process.exit(1);
}
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** A chunk and everything it imports statically: what loads with it. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

const gzipped = new Map();
/** @param {string} key */
function gzipOf(key) {
  if (!gzipped.has(key)) {
    gzipped.set(
      key,
      gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length,
    );
  }
  return gzipped.get(key);
}
const total = (keys) => [...keys].reduce((sum, key) => sum + gzipOf(key), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entry == null) {
  console.error('FAIL the manifest names no entry');
  process.exit(1);
}
// The entry (boot.ts: the styles) starts the site's script (main.tsx) once the page has painted.
const main = (manifest[entry].dynamicImports ?? []).find((key) => key.endsWith('src/main.tsx'));
if (main == null) {
  console.error('FAIL the entry does not start src/main.tsx');
  process.exit(1);
}
const shell = closure(main, closure(entry));
// The score strip in the header loads on every page but /scores, with the first route.
const strip = (manifest[main].dynamicImports ?? []).find((key) => key.includes('HeaderScoreStrip'));
const withStrip = strip == null ? shell : closure(strip, new Set(shell));
const routes = (manifest[main].dynamicImports ?? []).filter((key) => key !== strip);

console.log(`${'first load of'.padEnd(52)} ${'gzip B'.padStart(8)}`);
console.log(
  `${'entry (shell, router, widgets it needs)'.padEnd(52)} ${String(total(shell)).padStart(8)}`,
);
let worst = { name: '', size: 0 };
for (const route of routes) {
  const size = total(closure(route, new Set(withStrip)));
  console.log(`${route.padEnd(52)} ${String(size).padStart(8)}`);
  if (size > worst.size) worst = { name: route, size };
}
console.log(
  `${'worst route'.padEnd(52)} ${String(worst.size).padStart(8)}  budget ${budgets.firstRoute}`,
);
if (routes.length === 0) {
  console.error('FAIL no route chunks: the routes are not split');
  process.exit(1);
}
if (worst.size > budgets.firstRoute) {
  console.error(
    `FAIL ${worst.name}: ${worst.size} B gzipped before it renders, over ${budgets.firstRoute} B`,
  );
  process.exit(1);
}
