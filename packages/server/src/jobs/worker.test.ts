import { asc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi, type MockInstance } from 'vitest';
import { openDatabase } from '../db/client';
import type { Mail } from '../mail/mailer';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import { openTestDatabase } from '../testing/testServer';
import { enqueue, type Job, type JobOf } from './enqueue';
import { jobs } from './schema';
import { JobWorker, type JobHandlers, type JobWorkerOptions } from './worker';

const mail = (n: number): Mail => ({
  to: `member${n}@example.com`,
  subject: `Mail ${n}`,
  text: 'Hello',
  html: '<p>Hello</p>',
});

/** Handlers that record each mail job's subject, or do what a test says instead. */
function recording(
  runMail: (job: JobOf<'mail'>) => Promise<void> = async () => undefined,
): JobHandlers & { ran: string[] } {
  const ran: string[] = [];
  return {
    ran,
    async mail(job) {
      await runMail(job);
      ran.push(job.mail.subject);
    },
    contactMail: () => Promise.reject(new Error('not in these tests')),
    accountMail: () => Promise.reject(new Error('not in these tests')),
    nightlyReminders: () => Promise.reject(new Error('not in these tests')),
    morningSummary: () => Promise.reject(new Error('not in these tests')),
    forumNewPost: () => Promise.reject(new Error('not in these tests')),
    scheduleAlerts: () => Promise.reject(new Error('not in these tests')),
  };
}

/** Only NOTIFY (or a retry's timer) wakes these workers: the fallback poll is an hour away. */
const NO_POLL: JobWorkerOptions = { pollMs: 3_600_000 };

describeOnEngines('JobWorker', openTestDatabase, (handle, engine) => {
  const workers: JobWorker[] = [];
  const started = async (handlers: JobHandlers, options: JobWorkerOptions = {}) => {
    const worker = new JobWorker(handle, handlers, { ...NO_POLL, ...options });
    workers.push(worker);
    await worker.start();
    return worker;
  };
  // Failures are logged; kept out of the test output and looked at where it matters.
  let logged: MockInstance<typeof console.error>;

  beforeAll(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.close()));
    await handle.db.delete(jobs);
    logged.mockClear();
  });
  afterAll(() => logged.mockRestore());

  const enqueueMails = (...ns: number[]) =>
    handle.db.transaction(async (tx) => {
      for (const n of ns) await enqueue(tx, { kind: 'mail', mail: mail(n) });
    });
  const rows = () => handle.db.select().from(jobs).orderBy(asc(jobs.id));

  it('runs a job once its transaction commits, woken by NOTIFY, and marks it done', async () => {
    const handlers = recording();
    await started(handlers);
    await enqueueMails(1, 2);
    await jobsSettled(handle.db);
    expect(handlers.ran.sort()).toEqual(['Mail 1', 'Mail 2']);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'mail',
      // Done, its content (a reset code, say) is not kept.
      payload: {},
      attempts: 1,
      lastError: null,
      lockedUntil: null,
      failedAt: null,
      doneAt: expect.any(Date),
    });
  });

  it('has no job when the transaction that enqueued it rolls back', async () => {
    const handlers = recording();
    await started(handlers);
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'mail', mail: mail(3) });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await enqueueMails(4);
    await jobsSettled(handle.db);
    expect(handlers.ran).toEqual(['Mail 4']);
    expect(await rows()).toHaveLength(1);
  });

  it('runs the jobs already waiting when it starts', async () => {
    await enqueueMails(5);
    const handlers = recording();
    await started(handlers);
    await jobsSettled(handle.db);
    expect(handlers.ran).toEqual(['Mail 5']);
  });

  it('tries a failing job again after the back-off, keeping the last error', async () => {
    let failures = 2;
    const waits: number[] = [];
    const handlers = recording(async () => {
      if (failures-- > 0) throw new Error(`SMTP down (${failures} to go)`);
    });
    await started(handlers, {
      backoff: (attempt) => {
        waits.push(attempt);
        return 30 * attempt;
      },
    });
    await enqueueMails(6);
    await jobsSettled(handle.db);
    expect(handlers.ran).toEqual(['Mail 6']);
    expect(waits).toEqual([1, 2]);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, lastError: null, doneAt: expect.any(Date) });
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Jobs: job \d+ \(mail\) failed \(attempt 1 of 12\); trying again/),
      expect.any(Error),
    );
  });

  it('leaves a job that fails every attempt as failed, with its error, and logs it', async () => {
    const handlers = recording(() => Promise.reject(new Error('mailbox unavailable')));
    await started(handlers, { backoff: () => 10, maxAttempts: 3 });
    await enqueueMails(7);
    await jobsSettled(handle.db);
    const [row] = await rows();
    expect(row).toMatchObject({
      attempts: 3,
      lastError: 'mailbox unavailable',
      failedAt: expect.any(Date),
      doneAt: null,
      lockedUntil: null,
    });
    expect(handlers.ran).toEqual([]);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Jobs: job \d+ \(mail\) failed for good after 3 attempts/),
      expect.any(Error),
    );
  });

  it("claims again a job whose worker stopped answering once its lease ends, and ignores the stalled worker's late mark", async () => {
    let release!: () => void;
    const stalled = recording(() => new Promise<void>((resolve) => (release = resolve)));
    await started(stalled, { leaseMs: 300 });
    await enqueueMails(8);
    await vi.waitFor(() => expect(release).toBeDefined());
    const [claimed] = await rows();
    expect(claimed).toMatchObject({ attempts: 1, lockedUntil: expect.any(Date), doneAt: null });

    // A second worker (another process, as far as the table can tell) waits out the lease.
    const healthy = recording();
    const second = await started(healthy, { pollMs: 50 });
    await jobsSettled(handle.db);
    expect(healthy.ran).toEqual(['Mail 8']);
    const [done] = await rows();
    expect(done).toMatchObject({ attempts: 2, lockedBy: second.id, doneAt: expect.any(Date) });

    // The first worker comes back and finishes: its attempt is over, so it changes nothing.
    release();
    await workers[0]!.close();
    expect(await rows()).toEqual([done]);
  });

  it('gives up on a job whose last attempt was claimed by a worker that died', async () => {
    await enqueueMails(9);
    // What a worker that claimed the third of three attempts and died leaves behind.
    await handle.db
      .update(jobs)
      .set({ attempts: 3, lockedBy: 'gone:1:000000', lockedUntil: new Date(Date.now() - 1_000) });
    const handlers = recording();
    await started(handlers, { maxAttempts: 3 });
    await jobsSettled(handle.db);
    expect(handlers.ran).toEqual([]);
    const [row] = await rows();
    expect(row).toMatchObject({
      attempts: 4,
      failedAt: expect.any(Date),
      lastError: 'The worker running its last attempt stopped before it finished',
    });
  });

  it('leaves a job of a kind it does not know for a process that knows it, untouched', async () => {
    await handle.db.insert(jobs).values({ kind: 'fromTheFuture', payload: {} });
    await enqueueMails(1);
    const handlers = recording();
    await started(handlers);
    await vi.waitFor(() => expect(handlers.ran).toEqual(['Mail 1']));
    const [future] = await rows();
    expect(future).toMatchObject({
      kind: 'fromTheFuture',
      attempts: 0,
      lastError: null,
      lockedBy: null,
      doneAt: null,
      failedAt: null,
    });
  });

  it('fails for good a job whose payload its kind does not take, without running it', async () => {
    await handle.db.insert(jobs).values({ kind: 'mail', payload: { mail: { to: 42 } } });
    const handlers = recording();
    await started(handlers);
    await vi.waitFor(async () => {
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: 1, doneAt: null, failedAt: expect.any(Date) });
      expect(row!.lastError).toMatch(/^Not a valid mail job: /);
    });
    expect(handlers.ran).toEqual([]);
  });

  it('stops claiming once closed; what is left waits in the table', async () => {
    const handlers = recording();
    const worker = await started(handlers);
    await worker.close();
    await enqueueMails(10);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 0, doneAt: null });
    expect(handlers.ran).toEqual([]);
  });

  it('shares N jobs between two workers on their own connections: each runs exactly once', async () => {
    // On PostgreSQL a second handle is a second pool and listening connection, as another process
    // has; PGlite is one process's database, shared by its workers.
    const other =
      engine === 'postgres' && handle.url != null
        ? await openDatabase({ engine: 'postgres', url: handle.url })
        : handle;
    try {
      const ran: string[] = [];
      const slow = (job: Job) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            if (job.kind === 'mail') ran.push(job.mail.subject);
            resolve();
          }, 2),
        );
      const handlers = (): JobHandlers => ({
        mail: slow,
        contactMail: slow,
        accountMail: slow,
        nightlyReminders: slow,
        morningSummary: slow,
        scheduleAlerts: slow,
        forumNewPost: slow,
      });
      const a = await started(handlers(), { batchSize: 3 });
      const b = new JobWorker(other, handlers(), { ...NO_POLL, batchSize: 3 });
      workers.push(b);
      await b.start();
      const n = 60;
      await enqueueMails(...Array.from({ length: n }, (_, i) => 100 + i));
      await jobsSettled(handle.db);
      await Promise.all([a.close(), b.close()]);
      expect(ran).toHaveLength(n);
      expect(new Set(ran).size).toBe(n);
      const done = await rows();
      expect(done.every((r) => r.attempts === 1 && r.doneAt != null)).toBe(true);
      expect(new Set(done.map((r) => r.lockedBy))).toEqual(new Set([a.id, b.id]));
    } finally {
      if (other !== handle) await other.close();
    }
  });
});
