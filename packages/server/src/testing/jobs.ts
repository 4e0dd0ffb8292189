import { and, isNull, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../db/client';
import { jobs } from '../jobs/schema';
import type { ReceivedMail, TestSmtpServer } from './smtp';

/** How long a test waits for the jobs worker before it fails. */
const WAIT = { timeout: 15_000, interval: 20 };

/** How many jobs are neither done nor given up (with `due`, of those whose time has come). */
export async function unfinishedJobs(db: Database, due = false): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        due ? sql`${jobs.runAt} <= now()` : undefined,
      ),
    );
  return row!.count;
}

/**
 * Waits until the worker has finished every job (done or given up), follow-ups included: a job
 * enqueues them before it is marked done, so none is missed in between. With `due`, jobs scheduled
 * for later (the next night's run) may wait.
 */
export async function jobsSettled(db: Database, options: { due?: boolean } = {}): Promise<void> {
  await vi.waitFor(async () => {
    if ((await unfinishedJobs(db, options.due)) > 0) {
      throw new Error('Jobs are still waiting to run');
    }
  }, WAIT);
}

/** Waits for a mail that matches to reach a test SMTP server, and answers the newest such. */
export async function mailArrived(
  smtp: TestSmtpServer,
  matches: (mail: ReceivedMail) => boolean,
): Promise<ReceivedMail> {
  return vi.waitFor(() => {
    const mail = smtp.received.findLast(matches);
    if (mail == null) throw new Error('The mail has not arrived');
    return mail;
  }, WAIT);
}
