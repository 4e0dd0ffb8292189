// A jobs worker in a process of its own, as another server process on the same PostgreSQL
// database would run one (jobs/twoProcesses.test.ts): node --import tsx workerProcess.ts
// <database url> <smtp url>. Prints 'ready <worker id>' once listening; SIGTERM stops it after
// the jobs it is running are marked.
import { systemClock } from '../clock';
import { openDatabase } from '../db/client';
import { jobHandlers } from '../jobs/handlers';
import { JobWorker } from '../jobs/worker';
import { smtpMailer } from '../mail/mailer';

const [url, smtpUrl] = process.argv.slice(2);
if (url == null || smtpUrl == null)
  throw new Error('usage: workerProcess.ts <database url> <smtp url>');
const handle = await openDatabase({ engine: 'postgres', url });
const worker = new JobWorker(
  handle,
  jobHandlers({
    db: handle.db,
    mailer: smtpMailer(smtpUrl, 'CSZ <no-reply@csz.test>'),
    mail: { publicUrl: 'http://localhost', staffEmail: 'staff@csz.test' },
    clock: systemClock,
    secret: new TextEncoder().encode('worker-process-signing-secret-0123456789'),
  }),
  { batchSize: 2 },
);
await worker.start();
process.stdout.write(`ready ${worker.id}\n`);
process.once('SIGTERM', () => {
  void worker
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
// Keeps the process alive: the worker's own timer does not.
setInterval(() => undefined, 60_000);
