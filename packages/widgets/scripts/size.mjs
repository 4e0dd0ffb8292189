#!/usr/bin/env node
// @ts-check
// Measures the widgets the embeds are made of as the embeds will ship them: bundled with react
// aliased to preact/compat, minified, gzipped at level 9 (DESIGN.md "Budgets"). Prints the figures,
// and fails when a bundle passes its budget in size-budgets.json, pulls in zod, or is missing.
//
//   node packages/widgets/scripts/size.mjs [--react]   (--react also prints the React 19 figures)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { minify } from 'terser';

const widgetsDir = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(
  readFileSync(path.resolve(widgetsDir, '../../size-budgets.json'), 'utf8'),
).widgets;

/** What each embed frame renders, and so must carry. */
const BUNDLES = {
  scoreboard: ['ScoreboardEmbed'],
  standings: ['StandingsEmbed'],
};

/** The terser settings of the embed build. */
const TERSER_OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { passes: 2, pure_getters: true },
  mangle: true,
  format: { comments: false },
};

const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** Bundles some widgets with a render call, so nothing they need is shaken out. */
async function measure(names, framework) {
  const source = [
    `import { ${names.join(', ')} } from './src/embed.ts';`,
    framework === 'preact'
      ? `import { render, createElement } from 'preact/compat';`
      : `import { createElement } from 'react'; import { createRoot } from 'react-dom/client';`,
    `const widgets = [${names.join(', ')}];`,
    framework === 'preact'
      ? `render(createElement('div', null, widgets.map((w) => createElement(w, {}))), document.body);`
      : `createRoot(document.body).render(createElement('div', null, widgets.map((w) => createElement(w, {}))));`,
  ].join('\n');
  const result = await build({
    stdin: { contents: source, resolveDir: widgetsDir, loader: 'tsx' },
    // Aliased paths resolve from the working directory: the widgets', where preact is installed.
    absWorkingDir: widgetsDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    jsx: 'automatic',
    conditions: ['@csz/source'],
    alias: framework === 'preact' ? PREACT_ALIASES : {},
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  // Minified by terser as the embed build ships it (packages/embed-loader's rollup config).
  const { code: minified = '' } = await minify(result.outputFiles[0]?.text ?? '', TERSER_OPTIONS);
  const code = new TextEncoder().encode(minified);
  const inputs = Object.keys(result.metafile.inputs);
  return {
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    zod: inputs.some((input) => input.includes('node_modules/zod')),
    reactDom: inputs.some((input) => input.includes('node_modules/react-dom')),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const failures = [];
const rows = [];
for (const [name, widgets] of Object.entries(BUNDLES)) {
  const budget = budgets?.[name];
  if (budget == null) {
    failures.push(`${name}: no budget in size-budgets.json`);
    continue;
  }
  const preact = await measure(widgets, 'preact');
  if (preact.zod) failures.push(`${name}: the Preact bundle contains zod (use @csz/core/display)`);
  if (preact.reactDom) failures.push(`${name}: the Preact bundle contains react-dom`);
  if (preact.gzip > budget) {
    failures.push(`${name}: ${preact.gzip} B gzipped is over its budget of ${budget} B`);
  }
  const row = { bundle: name, preactGzip: preact.gzip, preactMin: preact.raw, budget };
  if (process.argv.includes('--react')) row.reactGzip = (await measure(widgets, 'react')).gzip;
  rows.push(row);
}
for (const { bundle, preactGzip, preactMin, budget, reactGzip } of rows) {
  console.log(
    `${bundle.padEnd(11)} Preact ${kb(preactGzip)} gzipped (${kb(preactMin)} minified), budget ${kb(budget)}` +
      (reactGzip == null ? '' : `; React 19 ${kb(reactGzip)} gzipped`),
  );
}
for (const failure of failures) console.error(`FAIL ${failure}`);
process.exit(failures.length === 0 ? 0 : 1);
