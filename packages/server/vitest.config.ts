import { defineConfig } from 'vitest/config';

/** The server's test settings, shared by its unit and HTTP project and its Chromium one. */
export function serverProject(
  files: { name: string; include: string[]; exclude?: string[] },
  globalSetup = './src/testing/globalSetup.ts',
) {
  return defineConfig({
    resolve: { conditions: ['@csz/source'] },
    ssr: { resolve: { conditions: ['@csz/source'] } },
    test: {
      ...files,
      environment: 'node',
      globalSetup: [globalSetup],
      setupFiles: ['./src/testing/noDeprecations.ts'],
      // The files of a worker share its modules instead of each importing the whole service again
      // (a third of the suites' time was imports). Each suite starts its own server and database,
      // and restores whatever it stubs.
      isolate: false,
      // Suites seed a database first (PGlite starts in a few seconds).
      hookTimeout: 120_000,
      testTimeout: 60_000,
    },
  });
}

export default serverProject({
  name: 'server',
  include: ['src/**/*.test.ts'],
  // The suites that drive Chromium are a project of their own (vitest.chromium.config.ts), run in
  // a later stage beside the widgets' browser tests (scripts/check.mjs).
  exclude: ['src/**/*.browser.test.ts'],
});
