import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const budgetsFile = path.resolve(root, '../../size-budgets.json');

/** Runs the size check as CI does, on a copy of a build, with budgets of the test's own. */
function sizeCheck(dist: string, budgets: Record<string, number>) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'csz-budgets-')), 'budgets.json');
  writeFileSync(file, JSON.stringify({ embed: budgets }));
  const run = spawnSync(process.execPath, ['scripts/size.mjs', '--budgets', file, '--dist', dist], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the embed size check', () => {
  let dist: string;
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')).embed as Record<string, number>;

  beforeAll(() => {
    // The build the rest of the run serves, made by the same script when it is missing or older
    // than its sources (the server tests' global setup, or pnpm test's first stage, made it).
    const build = spawnSync(process.execPath, ['../../scripts/build-missing.mjs', 'embeds'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    dist = mkdtempSync(path.join(tmpdir(), 'csz-embeds-'));
    cpSync(path.join(root, 'dist'), dist, { recursive: true });
  });

  it('passes the build within its budgets and prints every figure', () => {
    const { status, output } = sizeCheck(dist, budgets);
    expect(status, output).toBe(0);
    for (const name of Object.keys(budgets))
      expect(output).toMatch(new RegExp(`^${name} +\\d+ +\\d+ +\\d+$`, 'm'));
  });

  it('fails when a file is over its budget', () => {
    const { status, output } = sizeCheck(dist, { ...budgets, loader: 100 });
    expect(status).toBe(1);
    expect(output).toMatch(/FAIL loader: \d+ B gzipped, over its budget of 100 B/);
  });

  it('fails when a budgeted file is missing, or a budget names nothing it knows', () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'csz-embeds-'));
    cpSync(dist, broken, { recursive: true });
    rmSync(path.join(broken, 'v1', 'loader.js'));
    const missing = sizeCheck(broken, budgets);
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('FAIL loader: the build did not write v1/loader.js');
    const unknown = sizeCheck(dist, { ...budgets, 'ghost frame': 1000 });
    expect(unknown.status).toBe(1);
    expect(unknown.output).toContain(
      'FAIL ghost frame: size-budgets.json names it, but the size check does not know what it is',
    );
    const { resize: _, ...withoutResize } = budgets;
    const unbudgeted = sizeCheck(dist, withoutResize);
    expect(unbudgeted.output).toContain('FAIL resize: has no budget in size-budgets.json');
  });
});
