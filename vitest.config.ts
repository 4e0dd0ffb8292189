import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that drive Chromium: the longest by far, so they start first and overlap the rest. */
const isBrowserFile = (spec: TestSpecification) => spec.moduleId.endsWith('.browser.test.ts');

class BrowserFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isBrowserFile), ...sorted.filter((spec) => !isBrowserFile(spec))];
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, which is one on a 2-core machine. The
    // browser suites wait on Chromium and on their server much of the time, so two files at once
    // keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: BrowserFilesFirst },
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
