import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster. */
    postgresUrl: string;
    /** The folder of the run's PGlite images (testData.ts TEMPLATE_NAMES). */
    pgliteImages: string;
  }
}

/** The repository's build of what the server serves (run, not imported). */
const BUILD_MISSING = fileURLToPath(
  new URL('../../../../scripts/build-missing.mjs', import.meta.url),
);

/** The script that makes the template databases, in a process where the workspace is source. */
const MAKE_TEMPLATES = fileURLToPath(new URL('./makeTemplates.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the PostgreSQL server the database suites run against, once for the whole run; builds the
 * embeds and the site when their builds are missing or older than their sources; and makes the
 * template databases, so that a test file copies a migrated and seeded database in a fraction of a
 * second instead of creating, migrating and seeding its own.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, [BUILD_MISSING, 'embeds', 'site'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The embed build failed; the embed tests need it.');
  const cluster = await startPostgresCluster();
  const images = mkdtempSync(join(tmpdir(), 'csz-pglite-images-'));
  const stop = async () => {
    await cluster.stop();
    rmSync(images, { recursive: true, force: true });
  };
  const made = spawnSync(
    process.execPath,
    ['--conditions=@csz/source', '--import', 'tsx', MAKE_TEMPLATES, cluster.url, images],
    { cwd: SERVER_DIR, stdio: 'inherit' },
  );
  if (made.status !== 0) {
    await stop();
    throw new Error('Making the template databases failed.');
  }
  project.provide('postgresUrl', cluster.url);
  project.provide('pgliteImages', images);
  return stop;
}
