import { defineConfig } from 'vitest/config';

// Node-side checks of the widgets package (the components themselves are tested in Chromium by
// web-test-runner.config.mjs).
export default defineConfig({
  test: {
    name: 'widgets',
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
  },
});
