import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'embed-loader',
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
    // The suite builds the embeds once (rollup and terser take several seconds).
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
});
