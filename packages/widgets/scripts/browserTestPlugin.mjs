// @ts-check
// A @web/test-runner plugin that lets the same widget tests run under React 19 and under Preact
// the way the embed frames are built: Preact's core and hooks behind the frames' own thin React
// layer (packages/embed-loader/src/frames/react.ts), not preact/compat (docs/architecture.md "Toolchain").
//
// - TypeScript and TSX are compiled with esbuild as they are served.
// - Workspace packages resolve to their source (the `@csz/source` export condition), and relative
//   imports without an extension find their .ts/.tsx file, as the bundlers do.
// - `react`, `react-dom` and their subpaths stay bare in the served code; each test group's page
//   carries an import map that points them at React or at the frames' Preact. React 19 ships
//   CommonJS only, so it is pre-bundled here into ES modules with its named exports spelled out.
// - Every other package is bundled on first request into one ES module (CommonJS included), with the
//   React family left to the import map so that a library and the test share one React.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

const widgetsDir = fileURLToPath(new URL('..', import.meta.url));

/** The React the embed frames are built with (packages/embed-loader/scripts/build.mjs). */
const FRAMES_REACT = fileURLToPath(
  new URL('../../embed-loader/src/frames/react.ts', import.meta.url),
);

/**
 * The specifiers the import map decides, and what each module is under Preact. The frames need no
 * react-dom; the tests' render helper (src/testing/render.tsx) gets what it uses of it from
 * Preact's own render, as preact/compat would give it.
 */
const REACT_FAMILY = {
  react: `export * from ${JSON.stringify(FRAMES_REACT)};`,
  'react-dom': 'export const flushSync = (callback) => callback();',
  'react-dom/client': [
    "import { render } from 'preact';",
    'export const createRoot = (container) => ({',
    '  render: (node) => render(node, container),',
    '  unmount: () => render(null, container),',
    '});',
  ].join('\n'),
  'react/jsx-runtime': "export * from 'preact/jsx-runtime';",
};

const DEPS_PREFIX = '/__deps/';
const REACT_PREFIX = '/__react/';
const PREACT_PREFIX = '/__preact/';
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The file name a specifier is served under: 'react-dom/client' becomes 'react-dom__client.js'. */
const fileNameOf = (specifier) => `${specifier.replaceAll('/', '__')}.js`;

/** The import map of a test page for the framework it runs under. */
export function importMap(framework) {
  const prefix = framework === 'preact' ? PREACT_PREFIX : REACT_PREFIX;
  return {
    imports: Object.fromEntries(
      Object.keys(REACT_FAMILY).map((specifier) => [specifier, prefix + fileNameOf(specifier)]),
    ),
  };
}

/**
 * The export names of a module, read in a separate Node process: React's development build
 * inspects the console when loaded, and the test runner's console is not a real one.
 */
function exportNames(specifier, fromDir) {
  if (!existsSync(fromDir)) throw new Error(`no such directory for ${specifier}: ${fromDir}`);
  const script = `import(${JSON.stringify(specifier)}).then((m) => console.log(JSON.stringify(Object.keys(m))))`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fromDir,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

/**
 * An ES module that re-exports a module's named exports and its default. esbuild cannot see
 * CommonJS export names statically, so they are spelled out from {@link exportNames}.
 */
function reexport(specifier, fromDir = widgetsDir) {
  const names = exportNames(specifier, fromDir).filter(
    (name) => name !== 'default' && name !== 'module.exports' && /^[A-Za-z_$][\w$]*$/.test(name),
  );
  return [
    `import * as m from ${JSON.stringify(specifier)};`,
    `const mod = m.default ?? m;`,
    `export default mod;`,
    // Export names may be reserved words (zod exports `catch`), so each goes out under an alias.
    ...names.map((name, i) => {
      const key = JSON.stringify(name);
      return `const e${i} = m[${key}] ?? mod[${key}];\nexport { e${i} as ${name} };`;
    }),
  ].join('\n');
}

/** Builds one framework's modules together, so that they share a single copy of it. */
async function buildFramework(framework) {
  const entries = Object.entries(REACT_FAMILY).map(([specifier, preactModule]) => ({
    name: fileNameOf(specifier).replace(/\.js$/, ''),
    contents: framework === 'preact' ? preactModule : reexport(specifier),
  }));
  const result = await build({
    entryPoints: entries.map(({ name }) => ({ in: `virtual:${name}`, out: name })),
    plugins: [
      {
        name: 'virtual-entries',
        setup(b) {
          b.onResolve({ filter: /^virtual:/ }, (args) => ({
            path: args.path.slice('virtual:'.length),
            namespace: 'virtual',
          }));
          b.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
            contents: entries.find((e) => e.name === args.path)?.contents ?? '',
            resolveDir: widgetsDir,
            loader: 'js',
          }));
        },
      },
    ],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/out',
    write: false,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return new Map(result.outputFiles.map((file) => [path.basename(file.path), file.text]));
}

/**
 * Bundles one package (CommonJS or ESM) into a single ES module; the React family stays bare.
 * `packageDir` is the package's real directory: from inside it, Node and esbuild find the package
 * itself and its dependencies (pnpm puts them side by side).
 */
async function buildPackage(specifier, packageDir) {
  const result = await build({
    stdin: { contents: reexport(specifier, packageDir), resolveDir: packageDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    external: Object.keys(REACT_FAMILY),
    define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The real directory of the package a bare import names, looked up from the importing file. */
function packageDirOf(specifier, importerFile, rootDir) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  let dir = path.dirname(importerFile);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name ?? '');
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dir === rootDir || dir === path.dirname(dir)) return null;
    dir = path.dirname(dir);
  }
}

/** Finds the .ts/.tsx file an extensionless relative import means, as bundlers do. */
function resolveSourceFile(basePath) {
  if (existsSync(basePath) && statSync(basePath).isFile()) return basePath;
  for (const ext of SOURCE_EXTENSIONS) {
    if (existsSync(basePath + ext)) return basePath + ext;
  }
  for (const ext of SOURCE_EXTENSIONS) {
    const index = path.join(basePath, `index${ext}`);
    if (existsSync(index)) return index;
  }
  return null;
}

/** Where a workspace package's export points under the `@csz/source` condition. */
function workspaceSource(specifier, rootDir) {
  const [, scopeName, ...rest] = specifier.split('/');
  const manifestPath = path.join(rootDir, 'packages', scopeName ?? '', 'package.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
  const target = manifest.exports?.[subpath];
  const source = typeof target === 'string' ? target : target?.['@csz/source'];
  if (typeof source !== 'string') return null;
  return path.join(path.dirname(manifestPath), source);
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function browserTestPlugin() {
  /** @type {string} */
  let rootDir = process.cwd();
  /** @type {Map<string, Promise<Map<string, string>>>} */
  const frameworks = new Map();
  /** @type {Map<string, Promise<string>>} */
  const packages = new Map();

  const toUrlPath = (file) => `/${path.relative(rootDir, file).split(path.sep).join('/')}`;

  return {
    name: 'csz-browser-tests',
    serverStart({ config }) {
      rootDir = config.rootDir;
    },
    async serve(context) {
      for (const [prefix, framework] of [
        [REACT_PREFIX, 'react'],
        [PREACT_PREFIX, 'preact'],
      ]) {
        if (context.path.startsWith(prefix)) {
          if (!frameworks.has(framework)) frameworks.set(framework, buildFramework(framework));
          const files = await frameworks.get(framework);
          const body = files?.get(context.path.slice(prefix.length));
          return body == null ? undefined : { body, type: 'js' };
        }
      }
      if (context.path.startsWith(DEPS_PREFIX)) {
        const encoded = context.path.slice(DEPS_PREFIX.length).replace(/\.js$/, '');
        const { dir, specifier } = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
        const packageDir = path.join(rootDir, dir);
        const key = `${packageDir}|${specifier}`;
        if (!packages.has(key)) packages.set(key, buildPackage(specifier, packageDir));
        return { body: await packages.get(key), type: 'js' };
      }
      return undefined;
    },
    resolveMimeType(context) {
      if (SOURCE_EXTENSIONS.some((ext) => context.path.endsWith(ext))) return 'js';
      return undefined;
    },
    async transform(context) {
      if (!SOURCE_EXTENSIONS.some((ext) => context.path.endsWith(ext))) return undefined;
      const { code } = await transform(String(context.body), {
        loader: context.path.endsWith('.tsx') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target: 'es2022',
        sourcemap: 'inline',
        sourcefile: context.path,
        tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
      });
      return { body: code };
    },
    resolveImport({ source, context }) {
      if (source in REACT_FAMILY) return source;
      // Stories take their callbacks from storybook/test's fn(); the tests give them a recorder.
      if (source === 'storybook/test') return '/packages/widgets/src/testing/fn.ts';
      if (source.startsWith('@csz/')) {
        const file = workspaceSource(source, rootDir);
        return file == null ? undefined : toUrlPath(file);
      }
      const importer = path.join(rootDir, decodeURIComponent(context.path));
      if (source.startsWith('.') || source.startsWith('/')) {
        const base = source.startsWith('/')
          ? path.join(rootDir, source)
          : path.resolve(path.dirname(importer), source);
        const file = resolveSourceFile(base);
        return file == null ? undefined : toUrlPath(file);
      }
      // The test runner's commands (emulateMedia...) talk to the runner itself: served as they are.
      if (source === '@web/test-runner-commands') {
        const dir = packageDirOf(source, importer, rootDir);
        return dir == null ? undefined : toUrlPath(path.join(dir, 'browser/commands.mjs'));
      }
      if (source.startsWith('@web/') || source.startsWith('__web-dev-server')) return undefined;
      const packageDir = packageDirOf(source, importer, rootDir);
      if (packageDir == null) return undefined;
      // The package and specifier travel in the path, base64url-encoded: the dev server re-encodes
      // the query strings of rewritten imports, which mangled them.
      const key = JSON.stringify({ dir: path.relative(rootDir, packageDir), specifier: source });
      return `${DEPS_PREFIX}${Buffer.from(key).toString('base64url')}.js`;
    },
  };
}
