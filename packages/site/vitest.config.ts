import { defineConfig } from 'vitest/config';

// Node-side tests of the site's rules and API client, and of what the chrome shows (rendered to a
// string); the pages are driven in a browser end to end.
export default defineConfig({
  resolve: { conditions: ['@csz/source'] },
  ssr: { resolve: { conditions: ['@csz/source'] } },
  test: {
    name: 'site',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // The size check's test builds the site first.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    environment: 'node',
    // Rules and rendering to strings, no globals changed: the files share a worker's modules.
    isolate: false,
  },
});
