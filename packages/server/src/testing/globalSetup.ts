import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test run's PostgreSQL cluster. */
    postgresUrl: string;
  }
}

/** Starts the PostgreSQL server the database suites run against, once for the whole run. */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
