import type { RoleEntry } from '@csz/core';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { accountTokens, memberRoles } from '../accounts/schema';
import { mailOutbox } from '../mail/schema';
import { smtpMailer } from '../mail/mailer';
import { jobsSettled, mailArrived } from '../testing/jobs';
import { startSmtpServer, type TestSmtpServer } from '../testing/smtp';
import { ENGINES, startTestServer, type TestServer } from '../testing/testServer';
import { jobs } from './schema';

const ADMIN = 'admin@demo.csz.test';
const PENDING_COACH = 'pending.coach@demo.csz.test';

/** The demo data's pending role, as the staff's list shows it. */
async function pendingRole(server: TestServer, token: string) {
  const pending = await server.call<{ items: (RoleEntry & { memberEmail: string })[] }>(
    'GET',
    '/admin/api/memberRoles/pending',
    { token },
  );
  return pending.body.items.find((r) => r.memberEmail === PENDING_COACH)!;
}

describe.each(ENGINES)('mail after commit on %s', (engine) => {
  // The worker logs the sends that failed; kept out of the test output.
  let logged: MockInstance<typeof console.error>;
  beforeAll(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => logged.mockRestore());

  describe('with the SMTP server down', () => {
    let smtp: TestSmtpServer;
    let server: TestServer;
    beforeAll(async () => {
      smtp = await startSmtpServer();
      server = await startTestServer(engine, {
        mailer: smtpMailer(smtp.url, 'CSZ <no-reply@csz.test>'),
        jobs: { backoff: () => 50 },
      });
    });
    afterAll(async () => {
      await server.stop();
      await smtp.stop();
    });

    it('approves a role (200, stored), and mails the member once SMTP is back', async () => {
      const { accessToken } = await server.login(ADMIN);
      const role = await pendingRole(server, accessToken);
      const port = Number(new URL(smtp.url).port);
      await smtp.stop();

      const approved = await server.call<RoleEntry>(
        'POST',
        `/admin/api/memberRoles/${role.id}/approve`,
        { token: accessToken },
      );
      expect(approved).toMatchObject({ status: 200, body: { id: role.id, isPending: false } });
      const [stored] = await server.handle.db
        .select()
        .from(memberRoles)
        .where(eq(memberRoles.id, role.id));
      expect(stored!.status).toBe('Approved');
      // The send fails, and keeps failing, while the mail server is down.
      await vi.waitFor(async () => {
        const [job] = await server.handle.db.select().from(jobs);
        expect(job).toMatchObject({ kind: 'mail', doneAt: null, failedAt: null });
        expect(job!.attempts).toBeGreaterThanOrEqual(2);
        expect(job!.lastError).toMatch(/ECONNREFUSED/);
      });

      smtp = await startSmtpServer({ port, received: smtp.received });
      const mail = await mailArrived(smtp, (m) => m.to.includes(PENDING_COACH));
      expect(mail.subject).toBe('Your Head Coach role is approved');
      await jobsSettled(server.handle.db);
      const [job] = await server.handle.db.select().from(jobs);
      expect(job).toMatchObject({ doneAt: expect.any(Date), lastError: null });
      expect(smtp.received.filter((m) => m.to.includes(PENDING_COACH))).toHaveLength(1);
    });

    it('keeps a reset code out of the jobs table while SMTP is down, and mails a fresh one that works', async () => {
      const port = Number(new URL(smtp.url).port);
      await smtp.stop();
      const asked = await server.call('POST', '/api/csz/forgotPassword', {
        json: { email: ADMIN },
      });
      expect(asked.status).toBe(200);
      await vi.waitFor(async () => {
        const [job] = await server.handle.db
          .select()
          .from(jobs)
          .where(eq(jobs.kind, 'accountMail'));
        expect(job!.attempts).toBeGreaterThanOrEqual(2);
        expect(job!.lastError).toMatch(/ECONNREFUSED/);
      });
      // What waits to be retried is the address and the purpose: no code, no link token, and no
      // mail job holding them.
      const waiting = await server.handle.db
        .select({ kind: jobs.kind, payload: jobs.payload })
        .from(jobs)
        .where(isNull(jobs.doneAt));
      expect(waiting).toEqual([
        { kind: 'accountMail', payload: { purpose: 'reset', email: ADMIN } },
      ]);
      // Each failed attempt made a code and voided the one before: none is left to guess.
      const live = await server.handle.db
        .select()
        .from(accountTokens)
        .where(isNull(accountTokens.usedAt));
      expect(live.length).toBeLessThanOrEqual(1);

      smtp = await startSmtpServer({ port, received: smtp.received });
      const mail = await mailArrived(smtp, (m) => m.to.includes(ADMIN));
      const code = /reset code is ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text)![1]!;
      const changed = await server.call('POST', '/api/csz/forgotPassword/change', {
        json: { token: code, newPassword: 'after-the-outage-1' },
      });
      expect(changed.status).toBe(200);
      await jobsSettled(server.handle.db);
    });
  });

  describe('without SMTP (the development outbox)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(engine, { jobs: { run: false } });
    });
    afterAll(() => server.stop());

    it('answers forgotPassword for a known and an unknown address after the same work, and mails only the known one', async () => {
      const tokensBefore = await server.handle.db.$count(accountTokens);
      const known = await server.call('POST', '/api/csz/forgotPassword', {
        json: { email: PENDING_COACH },
      });
      const unknown = await server.call('POST', '/api/csz/forgotPassword', {
        json: { email: 'nobody@example.com' },
      });
      expect(unknown).toMatchObject({ status: known.status, body: known.body });
      // Before the worker runs, each request wrote the same thing: one job, nothing else.
      const queued = await server.handle.db.select().from(jobs).orderBy(asc(jobs.id));
      expect(queued.map((j) => [j.kind, j.payload])).toEqual([
        ['accountMail', { purpose: 'reset', email: PENDING_COACH }],
        ['accountMail', { purpose: 'reset', email: 'nobody@example.com' }],
      ]);
      expect(await server.handle.db.$count(accountTokens)).toBe(tokensBefore);
      expect(await server.handle.db.$count(mailOutbox)).toBe(0);

      await server.jobs.start();
      await jobsSettled(server.handle.db);
      expect(await server.handle.db.$count(accountTokens)).toBe(tokensBefore + 1);
      const outbox = await server.get<{ items: { to: string; subject: string }[] }>(
        '/dev/outbox.json',
      );
      expect(outbox.body.items).toEqual([
        expect.objectContaining({ to: PENDING_COACH, subject: 'Your CSZ password reset code' }),
      ]);
    });

    it('brings the mail of a write to /dev/outbox through the worker', async () => {
      const { accessToken } = await server.login(ADMIN);
      const role = await pendingRole(server, accessToken);
      const declined = await server.call('POST', `/admin/api/memberRoles/${role.id}/reject`, {
        token: accessToken,
      });
      expect(declined.status).toBe(200);
      await vi.waitFor(async () => {
        const outbox = await server.get<{ items: { to: string; subject: string }[] }>(
          '/dev/outbox.json',
        );
        expect(outbox.body.items[0]).toMatchObject({ to: PENDING_COACH });
        expect(outbox.body.items[0]!.subject).toMatch(/Head Coach/);
      });
    });
  });
});
