#!/usr/bin/env node
// @ts-check
// Builds what the server serves under /embed/: the loader (dist/v1/loader.js, a classic script,
// not hashed, so pasted code keeps working) and each frame's script and the frames' stylesheet
// (dist/assets/, named by their content's hash, so they can be cached for ever), and
// dist/manifest.json, which tells the server the hashed names.
//
// Each frame is built on its own into one file: one request, and its size is all its JS.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import alias from '@rollup/plugin-alias';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { build as esbuildBuild } from 'esbuild';
import { rollup } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';

const root = path.resolve(import.meta.dirname, '..');
const defaultDist = path.join(root, 'dist');

/**
 * How the embeds are minified. `unsafe` assumes the built-ins are the standard ones: true in the
 * frames, which are our own documents, and in the loader, which uses only plain DOM calls.
 */
export const TERSER_OPTIONS = {
  module: true,
  ecma: 2020,
  compress: { passes: 2, pure_getters: true, unsafe: true },
  mangle: true,
  format: { comments: false },
};

/**
 * React, as the widgets and the frames import it, is Preact here (docs/architecture.md "Packages"): its core
 * and hooks behind the thin layer of src/frames/react.ts, not preact/compat (docs/embeds.md). No
 * frame needs react-dom, so it has no alias: a widget that imported it would bring React DOM
 * itself, which the size check refuses.
 */
export const FRAMES_REACT = path.join(root, 'src/frames/react.ts');
const PREACT = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: FRAMES_REACT },
];

/**
 * JSX is compiled to Preact's h() calls (classic), which minify smaller than the automatic
 * runtime's jsx() calls with their key argument; each .tsx file gets the import it needs.
 */
const classicJsx = {
  name: 'classic-jsx',
  transform(code, id) {
    return id.endsWith('.tsx') ? `import { h, Fragment } from 'preact';\n${code}` : null;
  },
};

/**
 * Bundles one entry into one minified file: its code, and the modules in it (the size check
 * makes sure no zod or React slipped in).
 */
export async function bundle(input, format) {
  const build = await rollup({
    input,
    treeshake: {
      moduleSideEffects: (id) => !id.includes('/packages/') || id.endsWith('.css'),
    },
    plugins: [
      alias({ entries: PREACT }),
      classicJsx,
      nodeResolve({
        exportConditions: ['@csz/source', 'browser', 'import', 'default'],
        extensions: ['.ts', '.tsx', '.mjs', '.js'],
      }),
      esbuild({
        include: /\.[cm]?[jt]sx?$/,
        exclude: [],
        target: 'es2020',
        jsx: 'transform',
        jsxFactory: 'h',
        jsxFragment: 'Fragment',
        define: { 'process.env.NODE_ENV': '"production"' },
        tsconfig: path.join(root, 'tsconfig.json'),
        tsconfigRaw: {
          compilerOptions: { jsx: 'react', jsxFactory: 'h', jsxFragmentFactory: 'Fragment' },
        },
      }),
      terser(TERSER_OPTIONS),
    ],
    onwarn(warning, warn) {
      if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
    },
  });
  const { output } = await build.generate({ format, inlineDynamicImports: true });
  await build.close();
  return {
    code: output[0].code,
    modules: Object.keys(output[0].modules),
    sizes: Object.fromEntries(
      Object.entries(output[0].modules).map(([id, m]) => [id, m.renderedLength]),
    ),
  };
}

const hashed = (name, ext, content) =>
  `assets/${name}-${createHash('sha256').update(content).digest('base64url').slice(0, 10)}.${ext}`;

/** Builds dist/ (or another folder) and returns its manifest. */
export async function buildEmbeds(dist = defaultDist) {
  // Built aside and moved in at the end, so a server reading dist/ never sees half a build.
  const next = `${dist}.next-${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(path.join(next, 'v1'), { recursive: true });
  mkdirSync(path.join(next, 'assets'), { recursive: true });
  const write = (file, content) => writeFileSync(path.join(next, file), content);

  write('v1/loader.js', (await bundle(path.join(root, 'src/loader.ts'), 'iife')).code);

  const manifest = { loader: 'v1/loader.js', frames: {} };
  const css = await esbuildBuild({
    entryPoints: [path.join(root, '../widgets/src/styles/embed.css')],
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const cssText = css.outputFiles[0]?.text ?? '';
  const cssFile = hashed('embed', 'css', cssText);
  write(cssFile, cssText);
  for (const frame of ['scoreboard', 'standings']) {
    const { code } = await bundle(path.join(root, `src/frames/${frame}.tsx`), 'es');
    const file = hashed(frame, 'js', code);
    write(file, code);
    manifest.frames[frame] = { js: file, css: cssFile };
  }
  write('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(dist, { recursive: true, force: true });
  renameSync(next, dist);
  for (const file of [
    manifest.loader,
    cssFile,
    ...Object.values(manifest.frames).map((f) => f.js),
  ]) {
    console.log(`built ${file} (${readFileSync(path.join(dist, file)).length} B)`);
  }
  return manifest;
}

// `node scripts/build.mjs [--out DIR]`
if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  await buildEmbeds(values.out == null ? defaultDist : path.resolve(values.out));
}
