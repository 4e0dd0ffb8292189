import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteBulkLoader, postgresBulkLoader, type BulkLoader } from './bulkLoad';
/**
 * The database, whichever engine is behind it. Queries name each area's tables (its schema.ts);
 * Drizzle's relational queries, which would need them all in one object, are not used.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction of the database: a Database that can also roll back. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Database;
  /**
   * The PostgreSQL server's connection pool, for the few libraries that speak to it directly (the
   * shared rate limits); null for PGlite, whose one connection is this process's alone.
   */
  pool: pg.Pool | null;
  /** 'pglite' for the embedded engine, 'postgres' for a server. */
  engine: 'pglite' | 'postgres';
  /** Loads many rows fast (COPY), in one transaction. */
  bulkLoad: BulkLoader;
  /**
   * Listens to a NOTIFY channel (every process on the database hears every notification, its own
   * included) and answers how to stop. `onGap` is called when notifications may have been missed:
   * the listening connection dropped and came back.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap?: () => void,
  ): Promise<Unlisten>;
  close(): Promise<void>;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** Sends a notification on a channel; inside a transaction it is delivered when that commits. */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Where the database lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory; an in-memory
 * PGlite may start from an image of another's files (dumpDataDir), as the tests start from a
 * seeded one instead of creating and seeding each time.
 */
export type DatabaseLocation =
  { engine: 'postgres'; url: string } | { engine: 'pglite'; dataDir: string | null; image?: Blob };

/**
 * The PostgreSQL extensions PGlite loads with every database: pg_trgm, for The Zone's search of
 * misspelt names (migration 0013 creates it). Every PGlite this repository makes passes these, or
 * that migration fails on it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database and applies the migrations it lacks, so a first start creates everything
 * (docs/architecture.md "Runtime conventions"). PGlite keeps its files under dataDir, or in memory for null.
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzlePostgres(pool);
    await migratePostgres(db, { migrationsFolder: MIGRATIONS });
    const listeners = new Set<Unlisten>();
    return {
      db,
      engine: 'postgres',
      pool,
      bulkLoad: postgresBulkLoader(pool),
      async listen(channel, onNotify, onGap) {
        const unlisten = await postgresListener(location.url, channel, onNotify, onGap);
        listeners.add(unlisten);
        return async () => {
          listeners.delete(unlisten);
          await unlisten();
        };
      },
      async close() {
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        await pool.end();
      },
    };
  }
  const release = location.dataDir == null ? () => undefined : lockDataDir(location.dataDir);
  try {
    const client =
      location.image == null
        ? await PGlite.create({
            ...(location.dataDir == null ? {} : { dataDir: location.dataDir }),
            extensions: PGLITE_EXTENSIONS,
          })
        : await PGlite.create({ loadDataDir: location.image, extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite(takingTurns(client));
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    return {
      db,
      engine: 'pglite',
      pool: null,
      bulkLoad: pgliteBulkLoader(client),
      // PGlite is one in-process connection: nothing to drop, so no gaps.
      listen: async (channel, onNotify) => {
        const unlisten = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite runs each statement on the event loop and hands its one connection to the next waiter
 * at once, so a queue of requests' statements ran back to back without letting the loop read a
 * request or send an answer in between: under load every request, cached ones included, stalled
 * for as long as all the queued database work took. Each statement or transaction of the server
 * waits its turn of the loop first (the statements inside a transaction do not, so it stays short).
 */
function takingTurns(client: PGlite): PGlite {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const waits = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!waits.has(key)) return method;
      return async (...args: unknown[]) => {
        await turn();
        return method(...args);
      };
    },
  });
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on PostgreSQL holds a connection of its own for as long as the process listens, outside
 * the pool. When that connection drops (a restart, a failover) it connects again, and reports the
 * gap so callers can assume they missed something.
 */
async function postgresListener(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap?: () => void,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const dropped = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    void which.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => onGap?.(),
        () => undefined,
      );
    }, RELISTEN_DELAY_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      dropped(next);
      throw error;
    }
  };
  try {
    await connect();
  } catch (error) {
    // The first connection is the caller's to retry: no retries in the background.
    stopped = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/**
 * Claims a PGlite directory for this process. PGlite is PostgreSQL in one process and does not
 * stop a second process from opening the same files, which would corrupt them; so the server and
 * the command-line tools take turns through a lock file holding the owner's pid.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = `${dataDir}.lock`;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const owner = Number(readFileSync(lock, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database in ${dataDir} is open in another process (pid ${owner}). PGlite serves one process at a time: stop that process first, or import through the running server (POST /admin/api/import/games).`,
        );
      }
      // A lock left by a process that is gone.
      rmSync(lock, { force: true });
    }
  }
  const release = () => rmSync(lock, { force: true });
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where the configuration puts the database: DATABASE_URL, else PGlite under DATA_DIR. */
export function configuredLocation(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseLocation {
  return config.DATABASE_URL != null
    ? { engine: 'postgres', url: config.DATABASE_URL }
    : { engine: 'pglite', dataDir: `${config.DATA_DIR}/pglite` };
}

/** Takes the next ids of a table's sequence, so rows can be written with their ids known. */
export async function nextIds(db: Database, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}
