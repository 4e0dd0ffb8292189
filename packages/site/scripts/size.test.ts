import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The budget CI holds the site to (size-budgets.json), so the test passes exactly when CI does. */
const BUDGET = (
  JSON.parse(readFileSync(path.resolve(root, '../../size-budgets.json'), 'utf8')) as {
    site: { firstRoute: number };
  }
).site.firstRoute;

/** Runs the size check as CI does, on a copy of a build, with a budget of the test's own. */
function sizeCheck(dist: string, firstRoute: number) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'csz-site-budgets-')), 'budgets.json');
  writeFileSync(file, JSON.stringify({ site: { firstRoute } }));
  const run = spawnSync(process.execPath, ['scripts/size.mjs', '--budgets', file, '--dist', dist], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the site size check', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'csz-site-dist-'));
    const build = spawnSync(
      'pnpm',
      ['exec', 'vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: root,
        encoding: 'utf8',
        // As CI builds it: under the test runner's NODE_ENV=test, Vite makes a development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    expect(build.status, build.stderr).toBe(0);
  });

  it('prints each route and passes within the budget', () => {
    const { status, output } = sizeCheck(dist, BUDGET);
    expect(status, output).toBe(0);
    expect(output).toMatch(/^src\/features\/scores\/ScoresPage\.tsx +\d+$/m);
    expect(output).toMatch(new RegExp(`^worst route +\\d+ +budget ${BUDGET}$`, 'm'));
  });

  it('fails when a route passes the budget', () => {
    const { status, output } = sizeCheck(dist, 100_000);
    expect(status).toBe(1);
    expect(output).toMatch(/FAIL .+: \d+ B gzipped before it renders, over 100000 B/);
  });

  it('fails on a build without its manifest', () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'csz-site-bare-'));
    cpSync(dist, bare, { recursive: true });
    rmSync(path.join(bare, '.vite'), { recursive: true });
    const { status, output } = sizeCheck(bare, BUDGET);
    expect(status).toBe(1);
    expect(output).toContain('the build wrote no manifest');
  });
});
