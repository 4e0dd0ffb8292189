import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSettled } from '../testing/jobs';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { openTestDatabase } from '../testing/testServer';
import { enqueue } from './enqueue';
import { jobs } from './schema';

const WORKER = fileURLToPath(new URL('../testing/workerProcess.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Starts a worker process on the database and answers it with its worker id once it listens. */
function startWorkerProcess(
  url: string,
  smtpUrl: string,
): Promise<{ child: ChildProcess; id: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@csz/source', '--import', 'tsx', WORKER, url, smtpUrl],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /^ready (\S+)$/m.exec(output);
      if (ready) resolve({ child, id: ready[1]! });
    });
    child.once('exit', (code) => reject(new Error(`The worker process exited with ${code}`)));
  });
}

function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('jobs in two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await database.dispose();
    await smtp.stop();
  });

  it('delivers each of N mails exactly once, with both processes taking part', async () => {
    const workers = await Promise.all([
      startWorkerProcess(database.url!, smtp.url),
      startWorkerProcess(database.url!, smtp.url),
    ]);
    const n = 40;
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < n; i++) {
        await enqueue(tx, {
          kind: 'mail',
          mail: {
            to: `member${i}@example.com`,
            subject: `Mail ${i}`,
            text: 'Hi',
            html: '<p>Hi</p>',
          },
        });
      }
    });
    await jobsSettled(database.db);
    // Stopped only after marking what they run: a second send of any job would be in by now.
    expect(await Promise.all(workers.map(({ child }) => stopped(child)))).toEqual([0, 0]);

    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: n }, (_, i) => `Mail ${i}`).sort());
    const rows = await database.db.select().from(jobs);
    expect(rows.every((r) => r.attempts === 1 && r.doneAt != null)).toBe(true);
    expect(new Set(rows.map((r) => r.lockedBy))).toEqual(new Set(workers.map((w) => w.id)));
  });
});
