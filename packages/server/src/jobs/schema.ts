// The jobs area's tables (Drizzle, PostgreSQL 15 and PGlite alike). drizzle-kit loads this file on
// its own to generate migrations: no imports from the rest of the server here.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outbox (docs/architecture.md "Inside the server"): work a write recorded in its own transaction, carried
 * out by the worker after commit. A job is due when run_at has passed and nobody holds its lease
 * (locked_until); it ends either done (done_at) or given up after its last attempt (failed_at,
 * with last_error). Finished rows stay as a record.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** What to do: one of jobs/enqueue.ts's Job kinds. */
    kind: text('kind').notNull(),
    /** The job's fields besides its kind. */
    payload: jsonb('payload').notNull(),
    /** Not before this time: now when enqueued, later after a failure (the back-off). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many times a worker claimed it, the current run included. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The lease of the worker running it; past it, another worker may claim it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which worker (host:pid:random) claimed it last. */
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The claim query's: only unfinished jobs, in the order they fall due.
  (t) => [
    index('jobs_due')
      .on(t.runAt, t.id)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
