import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster. */
    postgresUrl: string;
  }
}

/** The repository's build of what the server serves (run, not imported). */
const BUILD_MISSING = fileURLToPath(
  new URL('../../../../scripts/build-missing.mjs', import.meta.url),
);

/**
 * Starts the PostgreSQL server the database suites run against, once for the whole run, and
 * builds the embeds when their build is missing or older than their sources.
 */
export default async function setup(project: TestProject) {
  const build = spawnSync(process.execPath, [BUILD_MISSING, 'embeds', 'site'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The embed build failed; the embed tests need it.');
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
