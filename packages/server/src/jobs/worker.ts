import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle, Unlisten } from '../db/client';
import { JOBS_CHANNEL, jobSchema, type Job, type JobKind, type JobOf } from './enqueue';

/** What carries out each kind of job; a handler that throws has the job tried again later. */
export type JobHandlers = { [K in JobKind]: (job: JobOf<K>) => Promise<void> };

/** Options of {@link JobWorker}. */
export interface JobWorkerOptions {
  /**
   * The longest the worker sleeps without a notification; it also looks on start and whenever
   * notifications may have been missed. @default 5000
   */
  pollMs?: number;
  /**
   * How long a claim holds a job. A worker that dies (or hangs) while running one lets it go after
   * this, and another runs it again; keep it well above a job's longest run (an SMTP send's time
   * outs). @default 300_000
   */
  leaseMs?: number;
  /** Tries before a job is left as failed with its last error. @default 12 */
  maxAttempts?: number;
  /** The wait after a job's nth failed attempt. @default 5 s doubling to at most 1 h, ±20% */
  backoff?: (attempt: number) => number;
  /** Jobs claimed at once, run side by side. @default 10 */
  batchSize?: number;
}

/** 5 s, 10 s, 20 s ... to at most an hour, spread by ±20% so failures do not retry in step. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** A claimed job as the claim query answers it. */
interface Claimed {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Carries out the outbox's jobs (docs/architecture.md "Inside the server"): woken by NOTIFY when a
 * transaction that enqueued one commits, and by a timer as a fallback and for retries. It claims
 * due jobs in one short statement (`FOR UPDATE SKIP LOCKED`, so workers of several processes on one
 * database never claim the same job, and a lease so one that died lets go), runs them outside any
 * transaction, then marks each done, due again after a back-off, or failed after its last attempt.
 * A job runs at least once and, unless a run outlives its lease, exactly once. It claims only the
 * kinds it has handlers for (a newer release's jobs wait for a process that knows them), and fails
 * for good a job whose payload its kind's schema refuses: no retry would make it valid.
 */
export class JobWorker {
  readonly #handle: DatabaseHandle;
  readonly #handlers: JobHandlers;
  /** The kinds this worker claims: those it has handlers for. */
  readonly #kinds: readonly string[];
  readonly #pollMs: number;
  readonly #leaseMs: number;
  readonly #maxAttempts: number;
  readonly #backoff: (attempt: number) => number;
  readonly #batchSize: number;
  /** Who this worker is in locked_by. */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  #unlisten: Unlisten | null = null;
  #timer: NodeJS.Timeout | null = null;
  #draining: Promise<void> | null = null;
  #again = false;
  #started = false;
  #closed = false;
  #prunedAt = 0;

  constructor(handle: DatabaseHandle, handlers: JobHandlers, options: JobWorkerOptions = {}) {
    this.#handle = handle;
    this.#handlers = handlers;
    this.#kinds = Object.keys(handlers);
    this.#pollMs = options.pollMs ?? 5_000;
    this.#leaseMs = options.leaseMs ?? 300_000;
    this.#maxAttempts = options.maxAttempts ?? 12;
    this.#backoff = options.backoff ?? defaultBackoff;
    this.#batchSize = options.batchSize ?? 10;
  }

  /** Starts listening and runs what is already due. */
  async start(): Promise<void> {
    if (this.#started || this.#closed) return;
    this.#started = true;
    this.#unlisten = await this.#handle.listen(
      JOBS_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    this.wake();
  }

  /** Looks for due jobs now (a notification, the timer, or a caller that knows of one). */
  wake(): void {
    if (!this.#started || this.#closed) return;
    if (this.#draining != null) {
      // The running drain may have looked before this job committed: it looks once more.
      this.#again = true;
      return;
    }
    if (this.#timer != null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#draining = this.#drain()
      .catch((error: unknown) => console.error('Jobs: looking for due jobs failed:', error))
      .then(() => this.#sleep())
      .catch((error: unknown) =>
        console.error('Jobs: reading when the next job is due failed:', error),
      )
      .finally(() => {
        this.#draining = null;
        if (this.#closed) return;
        // Woken while it was setting the timer: look again at once.
        if (this.#again) this.wake();
        else if (this.#timer == null) this.#timer = this.#later(this.#pollMs);
      });
  }

  /** Stops listening and waiting, and resolves once the jobs running now are marked. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer != null) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#unlisten?.();
    this.#unlisten = null;
    await this.#draining;
  }

  async #drain(): Promise<void> {
    await this.#prune();
    do {
      this.#again = false;
      while (!this.#closed) {
        const batch = await this.#claim();
        if (batch.length === 0) break;
        await Promise.all(batch.map((job) => this.#run(job)));
      }
    } while (this.#again && !this.#closed);
  }

  /** Deletes jobs done more than a week ago, at most once an hour, so the table stays small. */
  async #prune(): Promise<void> {
    if (Date.now() - this.#prunedAt < 3_600_000) return;
    this.#prunedAt = Date.now();
    await this.#handle.db.execute(sql`delete from jobs where done_at < now() - interval '7 days'`);
  }

  /** Sets the timer for the next job due (a retry after its back-off, an expiring lease). */
  async #sleep(): Promise<void> {
    if (this.#closed) return;
    const rows = await rowsOf<{ ms: number | string | null }>(
      this.#handle.db,
      sql`select extract(epoch from min(greatest(run_at, coalesce(locked_until, run_at))) - now()) * 1000 as ms
          from jobs where done_at is null and failed_at is null and ${this.#known()}`,
    );
    const ms = rows[0]?.ms == null ? this.#pollMs : Number(rows[0].ms);
    if (this.#closed) return;
    this.#timer = this.#later(Math.max(0, Math.min(ms, this.#pollMs)));
  }

  #later(ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.#timer = null;
      this.wake();
    }, ms);
    // The worker never keeps a process alive by itself (the tools, the tests).
    timer.unref();
    return timer;
  }

  /**
   * Claims due jobs in one statement, its own short transaction: SKIP LOCKED passes over rows
   * another worker is claiming this instant, and the lease keeps them from the rest until it ends.
   */
  async #claim(): Promise<Claimed[]> {
    return rowsOf<Claimed>(
      this.#handle.db,
      sql`with due as materialized (
            select id from jobs
            where done_at is null and failed_at is null and run_at <= now()
              and (locked_until is null or locked_until <= now()) and ${this.#known()}
            order by run_at, id
            limit ${this.#batchSize}
            for update skip locked
          )
          update jobs set attempts = jobs.attempts + 1, locked_by = ${this.id},
            locked_until = now() + ${this.#leaseMs} * interval '1 millisecond'
          from due where jobs.id = due.id
          returning jobs.id, jobs.kind, jobs.payload, jobs.attempts`,
    );
  }

  /** The condition of the kinds this worker claims. */
  #known(): SQL {
    return sql`kind in (${sql.join(
      this.#kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})`;
  }

  async #run(claimed: Claimed): Promise<void> {
    const { id, kind, attempts } = claimed;
    let error: unknown = null;
    if (attempts > this.#maxAttempts) {
      // Its last attempt was claimed by a worker that died before marking it.
      error = new Error('The worker running its last attempt stopped before it finished');
    } else {
      const handler = this.#handlers[kind as JobKind] as (job: Job) => Promise<void>;
      const job = jobSchema.safeParse({ ...claimed.payload, kind });
      if (!job.success) {
        await this.#fail(claimed, new Error(`Not a valid ${kind} job: ${job.error.message}`));
        return;
      }
      try {
        await handler(job.data);
      } catch (caught) {
        error = caught ?? new Error('Unknown error');
      }
    }
    // `attempts` fences the marks: a worker whose lease ran out and whose job was claimed again
    // marks nothing.
    const mine = sql`id = ${id} and attempts = ${attempts} and done_at is null`;
    if (error == null) {
      await this.#handle.db.execute(
        // The payload goes once the job is done: a reset mail's code has no business lying in a
        // table after it was sent.
        sql`update jobs set done_at = now(), locked_until = null, last_error = null, payload = '{}'::jsonb where ${mine}`,
      );
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (attempts >= this.#maxAttempts) {
      await this.#fail(claimed, error);
      return;
    }
    const wait = this.#backoff(attempts);
    console.error(
      `Jobs: job ${id} (${kind}) failed (attempt ${attempts} of ${this.#maxAttempts}); trying again in ${wait < 1_000 ? `${wait} ms` : `${Math.round(wait / 1_000)} s`}:`,
      error,
    );
    await this.#handle.db.execute(
      sql`update jobs set run_at = now() + ${wait} * interval '1 millisecond', locked_until = null,
            last_error = ${message} where ${mine}`,
    );
  }

  /** Marks a claimed job failed for good, with its error, and logs it. */
  async #fail({ id, kind, attempts }: Claimed, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Jobs: job ${id} (${kind}) failed for good after ${attempts} attempts:`, error);
    await this.#handle.db.execute(
      sql`update jobs set failed_at = now(), locked_until = null, last_error = ${message}
            where id = ${id} and attempts = ${attempts} and done_at is null`,
    );
  }
}

/** The rows of a raw query, on either engine. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
