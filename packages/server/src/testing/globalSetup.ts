import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster, type PostgresCluster } from './postgresCluster';
import { TEMPLATE_NAMES } from './testData';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster; null in a project that runs on PGlite alone. */
    postgresUrl: string | null;
    /** The folder of the run's PGlite images (testData.ts TEMPLATE_NAMES). */
    pgliteImages: string;
  }
}

/**
 * A folder of PGlite images that several test runs share (scripts/check.mjs names one for the unit
 * tests and the Chromium suites of one check): the first run makes the images in it, the later
 * ones take them, and nobody removes it but whoever named it.
 */
export const SHARED_IMAGES_ENV = 'CSZ_TEST_PGLITE_IMAGES';

/** The repository's build of what the server serves (run, not imported). */
const BUILD_MISSING = fileURLToPath(
  new URL('../../../../scripts/build-missing.mjs', import.meta.url),
);

/** The script that makes the template databases, in a process where the workspace is source. */
const MAKE_TEMPLATES = fileURLToPath(new URL('./makeTemplates.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

function makeTemplates(args: string[]): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--conditions=@csz/source', '--import', 'tsx', MAKE_TEMPLATES, ...args],
    { cwd: SERVER_DIR, stdio: 'inherit' },
  );
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('Making the template databases failed.')),
    );
  });
}

/**
 * The global setup of a project: builds the embeds and the site when their builds are missing or
 * older than their sources; with `postgres`, starts the PostgreSQL server the database suites run
 * against, once for the whole run; and makes the template databases, so that a test file copies
 * a migrated and seeded database in a fraction of a second instead of creating, migrating and
 * seeding its own. The PGlite images are taken from {@link SHARED_IMAGES_ENV}'s folder when an
 * earlier run made them there.
 */
export function setupEngines({ postgres }: { postgres: boolean }) {
  return async function setup(project: TestProject) {
    const build = spawnSync(process.execPath, [BUILD_MISSING, 'embeds', 'site'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The embed build failed; the embed tests need it.');
    const shared = process.env[SHARED_IMAGES_ENV] || null;
    const images = shared ?? mkdtempSync(join(tmpdir(), 'csz-pglite-images-'));
    const imagesMade = Object.values(TEMPLATE_NAMES.pglite).every((file) =>
      existsSync(join(images, file)),
    );
    let cluster: PostgresCluster | null = null;
    const stop = async () => {
      await cluster?.stop();
      if (shared == null) rmSync(images, { recursive: true, force: true });
    };
    try {
      if (postgres) cluster = await startPostgresCluster();
      const args = [
        ...(cluster == null ? [] : ['--postgres', cluster.url]),
        ...(imagesMade ? [] : ['--pglite', images]),
      ];
      if (args.length > 0) await makeTemplates(args);
    } catch (error) {
      await stop();
      throw error;
    }
    project.provide('postgresUrl', cluster?.url ?? null);
    project.provide('pgliteImages', images);
    return stop;
  };
}

/** The unit and HTTP tests' setup: both engines (docs/architecture.md "Data"). */
export default setupEngines({ postgres: true });
