import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** Writes rows of one table. */
export type CopyRows = (table: PgTable, rows: readonly Record<string, unknown>[]) => Promise<void>;

/** Options of a bulk load. */
export interface BulkLoadOptions {
  /**
   * Tables whose secondary indexes are dropped for the load and built again at its end: building
   * an index once is much faster than updating it row by row.
   */
  rebuildIndexesOf?: readonly string[];
  /**
   * Skip foreign-key and other triggers (session_replication_role = replica), for data that is
   * consistent by construction, such as the generated demo set. Used only where the connection may
   * (a superuser, as PGlite always is and the test clusters are).
   */
  trusted?: boolean;
}

/**
 * Runs a bulk load in one transaction on one connection, through COPY (row-by-row INSERTs of the
 * demo set take minutes in PGlite); it commits only if `load` succeeds.
 */
export type BulkLoader = (
  load: (copy: CopyRows) => Promise<void>,
  options?: BulkLoadOptions,
) => Promise<void>;

/** The few calls a bulk load needs, on one connection. */
interface Connection {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  copy(table: string, columns: string, text: string): Promise<void>;
}

/** Runs the load on a connection that is already inside a transaction. */
async function runLoad(
  connection: Connection,
  load: (copy: CopyRows) => Promise<void>,
  options: BulkLoadOptions = {},
): Promise<void> {
  {
    if (options.trusted) {
      const [role] = (
        await connection.query('select rolsuper from pg_roles where rolname = current_user')
      ).rows;
      if (role?.rolsuper === true)
        await connection.query('set local session_replication_role = replica');
    }
    const tables = options.rebuildIndexesOf ?? [];
    const indexes =
      tables.length === 0
        ? []
        : (
            await connection.query(
              `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename in (${tables.map((t) => `'${t}'`).join(', ')}) and indexname not like '%_pkey'`,
            )
          ).rows;
    for (const index of indexes) await connection.query(`drop index "${String(index.indexname)}"`);
    await load(async (table, rows) => {
      if (rows.length === 0) return;
      const { columns, text } = toCopyText(table, rows);
      await connection.copy(getTableName(table), columns, text);
    });
    for (const index of indexes) await connection.query(String(index.indexdef));
  }
}

/**
 * A bulk loader for PGlite, through COPY FROM a blob. PGlite is one session for everything, so the
 * load runs in its transaction(), which holds other queries back until it commits.
 */
export function pgliteBulkLoader(client: PGlite): BulkLoader {
  return (load, options) =>
    client.transaction((tx) =>
      runLoad(
        {
          query: (text) => tx.query<Record<string, unknown>>(text),
          async copy(table, columns, text) {
            await tx.query(`copy "${table}" (${columns}) from '/dev/blob'`, [], {
              blob: new Blob([text]),
            });
          },
        },
        load,
        options,
      ),
    );
}

/** A bulk loader for a PostgreSQL server, through COPY FROM STDIN (pg-copy-streams). */
export function postgresBulkLoader(pool: pg.Pool): BulkLoader {
  return async (load, options) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await runLoad(
        {
          query: (text) => client.query(text),
          async copy(table, columns, text) {
            const stream = client.query(copyFrom(`copy "${table}" (${columns}) from stdin`));
            await pipeline(Readable.from([text]), stream);
          },
        },
        load,
        options,
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
}

/**
 * Rows as COPY's text format. Every column but generated ones is written: a value the row leaves out takes the
 * column's literal default, now() for timestamp defaults, or NULL.
 */
export function toCopyText(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): { columns: string; text: string } {
  // Generated columns (a post's search document) are computed by the database; COPY refuses them.
  const columns = Object.entries(getTableColumns(table)).filter(([, c]) => c.generated == null);
  const now = new Date().toISOString();
  const fallbacks = columns.map(([, column]) => {
    if (column.default !== undefined && !is(column.default, SQL)) return column.default;
    if (column.hasDefault && column.columnType === 'PgTimestamp') return now;
    return null;
  });
  const lines: string[] = [];
  for (const row of rows) {
    const fields = columns.map(([key, column], i) => {
      const value = row[key] ?? fallbacks[i];
      if (value == null) {
        if (column.columnType === 'PgSerial') {
          throw new Error(`a ${getTableName(table)} row has no id`);
        }
        return '\\N';
      }
      if (value instanceof Date) return value.toISOString();
      if (typeof value === 'boolean') return value ? 't' : 'f';
      if (typeof value === 'number') return String(value);
      return escapeCopy(typeof value === 'object' ? JSON.stringify(value) : String(value));
    });
    lines.push(fields.join('\t'));
  }
  return {
    columns: columns.map(([, c]) => `"${c.name}"`).join(', '),
    text: lines.join('\n') + '\n',
  };
}

function escapeCopy(value: string): string {
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (ch) =>
        ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r',
      )
    : value;
}
