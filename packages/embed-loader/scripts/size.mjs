#!/usr/bin/env node
// @ts-check
// Builds the embeds and measures what ships against size-budgets.json (docs/architecture.md "Budgets"):
// the loader, the resize code inside a frame, and all JS of each frame, minified and gzipped at
// level 9 (zlib). Prints every figure, and fails when a budget is passed, when a budgeted file is
// missing, or when a frame has pulled in zod, React itself or preact/compat.
//
//   pnpm --filter @csz/embed-loader run size
//   node scripts/size.mjs [--budgets FILE] [--dist DIR]   (--dist measures a build as it is)
//   node scripts/size.mjs --out DIR   (builds into DIR instead of dist/, which a server may be serving)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildEmbeds, bundle } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: { budgets: { type: 'string' }, dist: { type: 'string' }, out: { type: 'string' } },
});
/** @type {Record<string, number>} */
const budgets = JSON.parse(
  readFileSync(args.budgets ?? path.resolve(root, '../../size-budgets.json'), 'utf8'),
).embed;

const dist = path.resolve(args.dist ?? args.out ?? path.join(root, 'dist'));
const manifest =
  args.dist == null
    ? await buildEmbeds(dist)
    : JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8'));

/** What each budget measures: a built file, or code bundled on its own (the resize script). */
const measured = {
  loader: { file: manifest.loader },
  resize: { entry: 'src/frames/resize.ts' },
  'scoreboard frame': { file: manifest.frames.scoreboard?.js, entry: 'src/frames/scoreboard.tsx' },
  'standings frame': { file: manifest.frames.standings?.js, entry: 'src/frames/standings.tsx' },
};

/**
 * Modules no embed may carry: the validation library, React (the frames are Preact), and
 * preact/compat (the frames' thin layer, src/frames/react.ts, takes its place).
 */
const FORBIDDEN = [
  /node_modules\/zod\//,
  /node_modules\/react(-dom)?\//,
  /node_modules\/preact\/compat\//,
];

let failed = false;
const fail = (message) => {
  console.error(`FAIL ${message}`);
  failed = true;
};

console.log(
  `${'what'.padEnd(18)} ${'raw B'.padStart(7)} ${'gzip B'.padStart(7)} ${'budget'.padStart(7)}`,
);
for (const [name, budget] of Object.entries(budgets)) {
  const what = measured[/** @type {keyof typeof measured} */ (name)];
  if (what == null) {
    fail(`${name}: size-budgets.json names it, but the size check does not know what it is`);
    continue;
  }
  let code;
  if ('file' in what) {
    const file = what.file == null ? null : path.join(dist, what.file);
    if (file == null || !existsSync(file)) {
      fail(`${name}: the build did not write ${what.file ?? 'its file'}`);
      continue;
    }
    code = readFileSync(file);
  }
  // Measuring a given build (--dist) skips the second bundle that looks for forbidden modules.
  if ('entry' in what && what.entry && (code == null || args.dist == null)) {
    const built = await bundle(path.join(root, what.entry), 'es');
    code ??= Buffer.from(built.code);
    const forbidden = built.modules.filter((id) => FORBIDDEN.some((re) => re.test(id)));
    if (forbidden.length > 0) fail(`${name}: carries ${forbidden.join(', ')}`);
  }
  const gzip = gzipSync(code ?? '', { level: 9 }).length;
  console.log(
    `${name.padEnd(18)} ${String(code?.length).padStart(7)} ${String(gzip).padStart(7)} ${String(budget).padStart(7)}`,
  );
  if (gzip > budget) fail(`${name}: ${gzip} B gzipped, over its budget of ${budget} B`);
}
for (const name of Object.keys(measured)) {
  if (!(name in budgets)) fail(`${name}: has no budget in size-budgets.json`);
}
process.exit(failed ? 1 : 0);
