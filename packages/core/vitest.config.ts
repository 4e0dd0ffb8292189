import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Pure functions with no mocks or globals: the files share a worker instead of each starting one.
    isolate: false,
  },
});
