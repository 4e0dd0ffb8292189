import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine. The
    // database and browser suites wait on their servers and on Chromium much of the time, so two
    // files at once keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*/vitest.config.ts',
      'packages/server/vitest.chromium.config.ts',
      {
        test: {
          name: 'workspace',
          include: ['*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts', 'packages/server/src/**/*.ts'],
      exclude: [
        '**/*.test.ts',
        '**/*.d.ts',
        'packages/core/src/index.ts',
        'packages/core/src/display.ts',
        'packages/server/src/testing/**',
        'packages/server/src/cli/**',
        'packages/server/src/main.ts',
        'packages/server/src/service.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'packages/core/src/**': { lines: 90, statements: 90, functions: 90, branches: 85 },
      },
    },
  },
});
