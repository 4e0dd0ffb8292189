// @ts-check
// The import boundaries of docs/architecture.md ("Packages and what may import what") are enforced here, not by
// memory. eslint.config.test.ts proves each boundary fails a change that crosses it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOURCE = '**/*.{ts,tsx,js,mjs}';

/** Builds a no-restricted-imports rule from banned module names and extra pattern objects. */
function restrict({ names = [], typeOnly = [], patterns = [] }, message) {
  return [
    'error',
    {
      paths: typeOnly.map((name) => ({ name, allowTypeImports: true, message })),
      patterns: [
        ...(names.length > 0 ? [{ regex: `^(${names.map(escape).join('|')})(/|$)`, message }] : []),
        ...patterns,
      ],
    },
  ];
}

/**
 * The same import patterns for `import()` (no-restricted-imports reads only static imports): a
 * lazily loaded page of another feature crosses the boundary as surely. esquery's regular
 * expressions cannot hold a '/', so each is written \u002F.
 */
function dynamicImports(patterns) {
  return patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`,
    message,
  }));
}

/**
 * The site takes today and the time from the service (src/state/today.ts: the day the server
 * wrote into the page), never from the reader's clock, whose date differs in another time zone.
 */
const READER_CLOCK = {
  selector: "NewExpression[callee.name='Date'][arguments.length=0]",
  message:
    "the service's day is useToday() or serviceToday() (src/state/today.ts), not the reader's clock (docs/architecture.md).",
};

/** The site's no-restricted-syntax: the reader's clock (its `import()` boundaries are added below). */
function siteSyntax() {
  return ['error', READER_CLOCK];
}

/**
 * Every zone's no-restricted-imports again for `import()` (see {@link dynamicImports}), merged into
 * its no-restricted-syntax (after the zone's own selectors, such as the reader's clock): one list
 * of what a zone may not import, whichever way it is imported.
 */
function withDynamicImports(configs) {
  return configs.map((config) => {
    const imports = config.rules?.['no-restricted-imports'];
    if (imports == null) return config;
    const [, { paths = [], patterns = [] }] = imports;
    const fromPaths = paths.map(({ name, message }) => ({
      regex: `^${escape(name)}(/|$)`,
      message,
    }));
    const [, ...own] = config.rules['no-restricted-syntax'] ?? ['error'];
    return {
      ...config,
      rules: {
        ...config.rules,
        'no-restricted-syntax': [
          'error',
          ...own,
          ...dynamicImports([...fromPaths, ...patterns]),
          {
            // A template can name any module; the lists above read the text of a plain string.
            selector: 'ImportExpression[source.type="TemplateLiteral"]',
            message: 'import() takes a plain string, so that the import boundaries can read it.',
          },
        ],
      },
    };
  });
}

function escape(name) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const SERVER_ONLY = ['hono', '@hono', 'drizzle-orm', 'drizzle-kit', 'pg', '@electric-sql/pglite'];
const SITE_ONLY = ['jotai', 'ky', 'react-router', 'react-router-dom'];

/** Per package: what it must never import (docs/architecture.md's table). */
const boundaries = {
  core: {
    rule: {
      patterns: [
        {
          // core may import only zod, date-fns and its own modules.
          regex: '^(?!\\.|zod(/|$)|date-fns(/|$))',
          message:
            'packages/core is framework-free: it may import only zod, date-fns and its own files (docs/architecture.md).',
        },
      ],
    },
    tests: {
      patterns: [
        {
          regex: '^(?!\\.|zod(/|$)|date-fns(/|$)|vitest(/|$)|esbuild$)',
          message: 'core tests may import only vitest, esbuild, zod, date-fns and core files.',
        },
      ],
    },
  },
  widgets: {
    rule: {
      names: [
        ...SITE_ONLY,
        ...SERVER_ONLY,
        '@csz/site',
        '@csz/server',
        '@csz/embed-loader',
        'preact',
      ],
    },
    message:
      'widgets take props and raise callbacks: no fetching, routing, global state, preact (aliased at build) or server code (docs/architecture.md).',
  },
  'embed-loader': {
    rule: {
      names: [...SITE_ONLY, ...SERVER_ONLY, '@csz/site', '@csz/server', 'zod', 'react-dom'],
      // The embed bundle must stay tiny: only core's zod-free subpaths at run time.
      typeOnly: ['@csz/core'],
    },
    message:
      'the embed may import only core types, core zod-free subpaths and widgets (docs/architecture.md); no site, server or zod.',
  },
  site: {
    rule: { names: [...SERVER_ONLY, '@csz/server', '@csz/embed-loader'] },
    message: 'the site may not import the server or the embed loader (docs/architecture.md).',
  },
  server: {
    rule: {
      names: [
        ...SITE_ONLY,
        '@csz/site',
        '@csz/embed-loader',
        '@csz/widgets',
        'react',
        'react-dom',
        'preact',
      ],
    },
    message:
      'the server may not import the site, the embed loader or widgets (only src/embeds/ server-renders widgets) (docs/architecture.md).',
  },
};

const SITE_NAMES = [...boundaries.site.rule.names, 'jotai', 'ky'];
const SITE_MESSAGE =
  'the site may not import the server or the embed loader; jotai only in src/state/, ky only in src/api/ (docs/architecture.md).';
const FEATURE_MESSAGE =
  'a feature imports no other feature and nothing from src/routes/: share through src/api/, src/state/ or src/shared/, or compose in a route (docs/architecture.md).';

const API_MESSAGE =
  "src/api/ may use ky but not jotai, Hono, the embed loader or the server, whose API's types it imports as types only.";

/** An import from src/shared/, src/state/ or src/api/ up into the features or the routes. */
const UP_TO_FEATURES = [{ regex: '^\\.\\./(features|routes)(/|$)', message: FEATURE_MESSAGE }];

/** The site's features (packages/site/src/features/<feature>/), each a lint zone of its own. */
const SITE_FEATURES = readdirSync(new URL('./packages/site/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The zone of one feature, for its files `depth` folders below the feature's own: a relative import
 * that climbs to features/ and into another feature, or to src/ and into features/ or routes/, is
 * refused (the built-in rule reads import text, so each depth has its own count of '../').
 */
function featureZone(feature, depth) {
  const up = (n) => '\\.\\./'.repeat(n);
  const patterns = [
    { regex: `^${up(depth + 1)}(?!${feature}/)[^./]`, message: FEATURE_MESSAGE },
    { regex: `^${up(depth + 2)}(features|routes)(/|$)`, message: FEATURE_MESSAGE },
  ];
  return {
    files: [`packages/site/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict({ names: SITE_NAMES, patterns }, SITE_MESSAGE),
      'no-restricted-syntax': siteSyntax(),
    },
  };
}

export default defineConfig(
  withDynamicImports([
    {
      ignores: [
        '**/node_modules/',
        '**/dist/',
        // The site's build for the server (vite build --ssr).
        '**/dist-server/',
        // A build under way (embed-loader's build.mjs moves it to dist/ when done): the builds run
        // beside the lint (scripts/check.mjs).
        '**/dist.next*/',
        '**/coverage/',
        'data/',
        'storybook-static/',
        '**/*.d.ts',
      ],
    },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
      rules: {
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', ignoreRestSiblings: true },
        ],
        eqeqeq: ['error', 'always', { null: 'ignore' }],
      },
    },
    {
      files: [
        '*.{js,mjs,ts}',
        'scripts/**',
        '.ci/**',
        'packages/*/*.{js,mjs,ts}',
        'packages/*/scripts/**',
        '.storybook/**',
      ],
      languageOptions: { globals: globals.node },
    },
    { files: ['examples/**/*.mjs'], languageOptions: { globals: globals.node } },
    { files: ['examples/*/**/*.js'], languageOptions: { globals: globals.browser } },
    {
      // Browser tests assert with chai, whose assertions are properties: expect(x).to.exist.
      files: ['packages/widgets/src/**/*.test.tsx'],
      languageOptions: { globals: globals.mocha },
      rules: { '@typescript-eslint/no-unused-expressions': 'off' },
    },
    {
      files: ['packages/core/src/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': restrict(boundaries.core.rule) },
    },
    {
      files: ['packages/core/src/**/*.test.ts'],
      rules: { 'no-restricted-imports': restrict(boundaries.core.tests) },
    },
    {
      files: [`packages/widgets/src/${SOURCE}`],
      languageOptions: { globals: globals.browser },
      rules: {
        'no-restricted-imports': restrict(boundaries.widgets.rule, boundaries.widgets.message),
      },
    },
    {
      // The widgets the embed frames are made of (src/embed.ts) must stay small: core only through its
      // zod-free display entry, and none of the site's heavier libraries (scripts/size.mjs measures).
      files: [
        'packages/widgets/src/{Theme,GameCard,GamesList,ScoreboardHeader,StandingsTable,Embeds,internal}/*.{ts,tsx}',
      ],
      ignores: [
        '**/*.test.tsx',
        '**/*.stories.tsx',
        'packages/widgets/src/ScoreboardHeader/CalendarPopover.tsx',
        'packages/widgets/src/internal/SafeHtml.tsx',
      ],
      rules: {
        'no-restricted-imports': restrict(
          {
            names: [...boundaries.widgets.rule.names, 'react-day-picker', 'downshift'],
            typeOnly: ['@csz/core'],
          },
          'embed widgets may import core only from @csz/core/display (types from @csz/core), and no calendar or combobox library (docs/architecture.md "Toolchain").',
        ),
      },
    },
    {
      // The rules of hooks, wherever React components are written.
      files: ['packages/{widgets,site,embed-loader}/src/**/*.tsx', '.storybook/**/*.tsx'],
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs['recommended-latest'].rules,
        'react-hooks/exhaustive-deps': 'error',
      },
    },
    {
      files: [`packages/embed-loader/src/${SOURCE}`],
      languageOptions: { globals: globals.browser },
      rules: {
        'no-restricted-imports': restrict(
          boundaries['embed-loader'].rule,
          boundaries['embed-loader'].message,
        ),
      },
    },
    {
      files: [`packages/site/src/${SOURCE}`],
      languageOptions: { globals: globals.browser },
      rules: {
        // jotai only through src/state/, ky only through src/api/ (docs/architecture.md).
        'no-restricted-imports': restrict({ names: SITE_NAMES }, SITE_MESSAGE),
        'no-restricted-syntax': siteSyntax(),
      },
    },
    // A feature imports no other feature and nothing from src/routes/ (docs/architecture.md "Inside the server
    // and the site"); features depend on src/api/, src/state/ and src/shared/, and routes compose them.
    ...SITE_FEATURES.flatMap((feature) => [0, 1, 2].map((depth) => featureZone(feature, depth))),
    {
      files: [`packages/site/src/shared/${SOURCE}`],
      rules: {
        'no-restricted-imports': restrict(
          { names: SITE_NAMES, patterns: UP_TO_FEATURES },
          SITE_MESSAGE,
        ),
        'no-restricted-syntax': siteSyntax(),
      },
    },
    {
      files: [`packages/site/src/state/${SOURCE}`],
      rules: {
        'no-restricted-imports': restrict(
          { names: [...boundaries.site.rule.names, 'ky'], patterns: UP_TO_FEATURES },
          'src/state/ may use jotai but not ky, the server or the embed loader.',
        ),
        'no-restricted-syntax': siteSyntax(),
      },
    },
    {
      // The one place the site reads the reader's clock: the service's day when the page holds none.
      files: ['packages/site/src/state/today.ts'],
      rules: {
        'no-restricted-imports': restrict(
          { names: [...boundaries.site.rule.names, 'ky'], patterns: UP_TO_FEATURES },
          'src/state/ may use jotai but not ky, the server or the embed loader.',
        ),
        'no-restricted-syntax': ['error'],
      },
    },
    {
      files: [`packages/site/src/api/${SOURCE}`],
      rules: {
        // The server's API reaches the site as types only (its routes type the calls, issue 30
        // point 16): nothing of the server or Hono ships with the site.
        'no-restricted-imports': restrict(
          {
            names: [
              ...boundaries.site.rule.names.filter((name) => name !== '@csz/server'),
              'jotai',
            ],
            typeOnly: ['@csz/server'],
            patterns: UP_TO_FEATURES,
          },
          API_MESSAGE,
        ),
        'no-restricted-syntax': siteSyntax(),
      },
    },
    {
      // A test of the site may render the routes it checks and give them a store of its own.
      files: ['packages/site/src/**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': restrict({ names: boundaries.site.rule.names }, SITE_MESSAGE),
      },
    },
    {
      files: [`packages/server/src/${SOURCE}`],
      ignores: [`packages/server/src/embeds/${SOURCE}`],
      languageOptions: { globals: globals.node },
      rules: {
        'no-restricted-imports': restrict(boundaries.server.rule, boundaries.server.message),
      },
    },
    {
      // The one place the server may render widgets: the embed frames' HTML.
      files: [`packages/server/src/embeds/${SOURCE}`],
      languageOptions: { globals: globals.node },
      rules: {
        'no-restricted-imports': restrict(
          { names: [...SITE_ONLY, '@csz/site', '@csz/embed-loader'] },
          boundaries.server.message,
        ),
      },
    },
  ]),
  prettier,
);
