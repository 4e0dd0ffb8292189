import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
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
