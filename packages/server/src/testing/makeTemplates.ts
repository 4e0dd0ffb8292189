// Makes the databases every test file starts from, once per run (globalSetup.ts runs this in a
// process of its own, where the workspace resolves to source): PostgreSQL template databases in
// the run's cluster, and PGlite data directory images, each migrated, and migrated and seeded.
// The two are made side by side: PGlite works in this process, PostgreSQL mostly in its server.
//
//   node --conditions=@csz/source --import tsx src/testing/makeTemplates.ts \
//     [--postgres <clusterUrl>] [--pglite <imagesDir>]
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../demo/seed';
import { createDatabase } from './postgresCluster';
import { TEMPLATE_NAMES, TEST_TODAY } from './testData';

/** The tiny data set every seeded test database holds. */
const seed = (handle: DatabaseHandle) => seedDemoData(handle, { scale: 'tiny', today: TEST_TODAY });

/**
 * Writes an image of an in-memory PGlite's files, whole or not at all: a later run may take the
 * images of an earlier one (globalSetup.ts), so none may find half a file.
 */
async function saveImage(handle: DatabaseHandle, file: string): Promise<void> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const image = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
  renameSync(partial, file);
}

async function makePostgresTemplates(clusterUrl: string): Promise<void> {
  const empty = await createDatabase(clusterUrl, undefined, TEMPLATE_NAMES.postgres.empty);
  await (await openDatabase({ engine: 'postgres', url: empty.url })).close();
  const seeded = await createDatabase(clusterUrl, empty.name, TEMPLATE_NAMES.postgres.seeded);
  const seededHandle = await openDatabase({ engine: 'postgres', url: seeded.url });
  await seed(seededHandle);
  await seededHandle.close();
}

async function makePgliteImages(imagesDir: string): Promise<void> {
  const lite = await openDatabase({ engine: 'pglite', dataDir: null });
  await saveImage(lite, join(imagesDir, TEMPLATE_NAMES.pglite.empty));
  await seed(lite);
  await saveImage(lite, join(imagesDir, TEMPLATE_NAMES.pglite.seeded));
  await lite.close();
}

const { values } = parseArgs({
  options: { postgres: { type: 'string' }, pglite: { type: 'string' } },
});
if (values.postgres == null && values.pglite == null) {
  throw new Error('usage: makeTemplates.ts [--postgres <clusterUrl>] [--pglite <imagesDir>]');
}
await Promise.all([
  values.postgres == null ? null : makePostgresTemplates(values.postgres),
  values.pglite == null ? null : makePgliteImages(values.pglite),
]);
