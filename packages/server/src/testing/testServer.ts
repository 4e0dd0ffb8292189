import type { District, State } from '@csz/core';
import { inject } from 'vitest';
import { fixedClock } from '../clock';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../demo/seed';
import { startServer, type RunningServer } from '../server';
import { createDatabase } from './postgresCluster';

/** Both engines every database suite runs on (DESIGN.md "Data"). */
export const ENGINES = ['pglite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** The day the test data is placed around: a Friday in the fall season. */
export const TEST_TODAY = '2026-11-20';

/** A test database: PGlite in memory, or a fresh database in the run's PostgreSQL cluster. */
export async function openTestDatabase(
  engine: Engine,
): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ engine: 'pglite', dataDir: null });
    return { ...handle, dispose: () => handle.close() };
  }
  const database = await createDatabase(inject('postgresUrl'));
  const handle = await openDatabase({ engine: 'postgres', url: database.url });
  return { ...handle, dispose: () => handle.close() };
}

/** A server on a free port over a test database, with the tiny data set unless `seed` is false. */
export interface TestServer extends RunningServer {
  handle: DatabaseHandle;
  /** GETs a path and reads the JSON answer. */
  get<T = unknown>(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; headers: Headers; body: T }>;
  stop(): Promise<void>;
}

export async function startTestServer(
  engine: Engine,
  options: { seed?: boolean; adminToken?: string } = {},
): Promise<TestServer> {
  const handle = await openTestDatabase(engine);
  if (options.seed !== false) await seedDemoData(handle, { scale: 'tiny', today: TEST_TODAY });
  const server = await startServer({
    handle,
    clock: fixedClock(TEST_TODAY),
    port: 0,
    hostname: '127.0.0.1',
    adminToken: options.adminToken ?? null,
    log: false,
  });
  return {
    ...server,
    handle,
    async get<T>(path: string, init?: RequestInit) {
      const response = await fetch(`${server.url}${path}`, init);
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text === '' ? null : JSON.parse(text)) as T,
      };
    },
    async stop() {
      await server.close();
      await handle.dispose();
    },
  };
}

/** Maryland and its Montgomery County in the tiny data set, found through the API as a client would. */
export async function marylandAndMontgomery(
  server: TestServer,
): Promise<{ maryland: State; montgomery: District }> {
  const states = await server.get<{ items: State[] }>('/api/csz/states');
  const maryland = states.body.items.find((s) => s.abbreviation === 'MD')!;
  const districts = await server.get<{ items: District[] }>(
    `/api/csz/districts?stateId=${maryland.id}`,
  );
  return { maryland, montgomery: districts.body.items.find((d) => d.name === 'Montgomery')! };
}
