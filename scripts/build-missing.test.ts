import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILDS, isStale } from './build-missing.mjs';

/** A repository of the build's files alone, every one last changed at `at` (seconds). */
function lay(build: { done: string; sources: string[] }, at: number): string {
  const base = mkdtempSync(join(tmpdir(), 'csz-build-missing-'));
  for (const source of build.sources) {
    // A folder of sources holds a file; a source with an extension is a file.
    const file = /\.[a-z]+$/.test(source) ? join(base, source) : join(base, source, 'x.ts');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    utimesSync(file, at, at);
  }
  return base;
}

function finish(base: string, build: { done: string }, at: number) {
  const done = join(base, build.done);
  mkdirSync(dirname(done), { recursive: true });
  writeFileSync(done, '');
  utimesSync(done, at, at);
}

describe('what pnpm start builds again', () => {
  const bases: string[] = [];
  afterEach(() => {
    for (const base of bases.splice(0)) rmSync(base, { recursive: true, force: true });
  });

  for (const [name, build] of Object.entries(BUILDS)) {
    it(`${name}: a build missing, or older than its sources or the lockfile`, () => {
      const base = lay(build, 1_000);
      bases.push(base);
      expect(isStale(build, base)).toBe(true);
      finish(base, build, 2_000);
      expect(isStale(build, base)).toBe(false);
      // A new version of a dependency, and nothing else, is a new build.
      utimesSync(join(base, 'pnpm-lock.yaml'), 3_000, 3_000);
      expect(isStale(build, base)).toBe(true);
    });
  }
});
