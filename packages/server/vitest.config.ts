import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@csz/source'] },
  ssr: { resolve: { conditions: ['@csz/source'] } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/testing/globalSetup.ts'],
    // Suites seed a database first (PGlite starts in a few seconds).
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
