import { CONTACT_EMAIL } from '@csz/core';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi, type MockInstance } from 'vitest';
import { contactMessages } from './schema';
import type { RateLimits } from '../http/rateLimit';
import { jobs } from '../jobs/schema';
import type { Mailer } from '../mail/mailer';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import {
  answer as readAnswer,
  startMailingTestServer,
  startTestServer,
  TEST_LIMITS,
} from '../testing/testServer';

const message = {
  email: 'coach.smith@example.com',
  subject: 'Wrong score',
  text: 'The final was 21-14, not 14-21.\n\nThanks!',
  gameId: 41,
  gameName: 'B-CC @ Whitman',
};

describeOnEngines('the contact form', startMailingTestServer, (server) => {
  const send = (json: unknown, token?: string) =>
    server.raw<{ message: string; errors?: Record<string, string> }>('POST', '/api/csz/contactus', {
      json,
      token: token ?? null,
    });
  const stored = () =>
    server.handle.db.select().from(contactMessages).orderBy(asc(contactMessages.id));

  it("stores the message, mails it to the staff and answers 'Message Sent'", async () => {
    const answer = await readAnswer(await server.api().api.csz.contactus.$post({ json: message }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Message Sent' });
    expect(answer.headers.get('cache-control')).toBeNull();

    await jobsSettled(server.handle.db);
    const [row] = (await stored()).slice(-1);
    expect(row).toMatchObject({ ...message, memberId: null, mailedAt: expect.any(Date) });
    const mail = server.smtp.received.at(-1)!;
    expect(mail.to).toEqual([CONTACT_EMAIL]);
    expect(mail.subject).toBe('Contact: Wrong score');
    expect(mail.raw).toMatch(/^Reply-To: coach\.smith@example\.com$/m);
    expect(mail.text).toContain('From: coach.smith@example.com');
    expect(mail.text).toContain(`About: B-CC @ Whitman (${server.url}/scores/view/41)`);
    expect(mail.text).toContain('The final was 21-14, not 14-21.');
  });

  it('names the member who sent it, and takes a message without a game or text', async () => {
    const { accessToken } = await server.login('fan@demo.csz.test');
    const answer = await send(
      { email: 'fan@demo.csz.test', subject: 'Hello', gameId: '' },
      accessToken,
    );
    expect(answer.status).toBe(200);
    const [row] = (await stored()).slice(-1);
    expect(row).toMatchObject({ subject: 'Hello', gameId: null, gameName: null, text: null });
    expect(row!.memberId).toEqual(expect.any(Number));
    await jobsSettled(server.handle.db);
    expect(server.smtp.received.at(-1)!.text).toContain('(no message)');
  });

  it.each([
    ['no email', { email: undefined }, 'email', 'Valid email is required'],
    ['a bad email', { email: 'coach.smith' }, 'email', 'Valid email is required'],
    ['no subject', { subject: undefined }, 'subject', 'Subject is required'],
    ['a blank subject', { subject: '   ' }, 'subject', 'Subject is required'],
    ['a game id that is not one', { gameId: 'abc' }, 'gameId', undefined],
    [
      'a game id beyond any game',
      { gameId: 3_000_000_000 },
      'gameId',
      'Must be 2147483647 or less',
    ],
    ['a text too long', { text: 'x'.repeat(5001) }, 'text', undefined],
  ])('refuses %s with a 400 and stores nothing', async (_name, patch, field, expected) => {
    await jobsSettled(server.handle.db);
    const before = (await stored()).length;
    const mails = server.smtp.received.length;
    const jobCount = await server.handle.db.$count(jobs);
    const answer = await send({ ...message, ...patch });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
    if (expected != null) {
      expect(answer.body.errors![field]).toBe(expected);
      expect(answer.body.message).toBe(`Invalid body field '${field}': ${expected}`);
    }
    expect((await stored()).length).toBe(before);
    expect(await server.handle.db.$count(jobs)).toBe(jobCount);
    expect(server.smtp.received.length).toBe(mails);
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await server.call('POST', '/api/csz/contactus', {
      body: 'email=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { message: 'Send the request body as JSON (Content-Type: application/json)' },
    });
  });
});

const limits: RateLimits = { ...TEST_LIMITS, contact: { ip: { points: 2, seconds: 60 } } };
const downMailer: Mailer = {
  kind: 'smtp',
  send: () => Promise.reject(new Error('connect ECONNREFUSED')),
};

describeOnEngines(
  'the contact form under its limit, with the mail down,',
  (engine) => startTestServer(engine, { seed: false, limits, mailer: downMailer }),
  (server) => {
    // The jobs worker logs each mail it could not send; kept out of the test output.
    let logged: MockInstance<typeof console.error>;

    beforeAll(() => {
      logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterAll(() => logged.mockRestore());

    it('keeps a message the mail server refused, still says it was sent, and tries the mail again', async () => {
      const answer = await server.call('POST', '/api/csz/contactus', { json: message });
      expect(answer).toMatchObject({ status: 200, body: { message: 'Message Sent' } });
      await vi.waitFor(async () => {
        const [job] = await server.handle.db.select().from(jobs);
        expect(job).toMatchObject({
          kind: 'contactMail',
          lastError: 'connect ECONNREFUSED',
          doneAt: null,
          failedAt: null,
        });
      });
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^Jobs: job 1 \(contactMail\) failed \(attempt 1 of 12\)/),
        expect.any(Error),
      );
      const rows = await server.handle.db.select().from(contactMessages);
      expect(rows).toEqual([expect.objectContaining({ subject: 'Wrong score', mailedAt: null })]);
    });

    it('limits messages per address with 429 and Retry-After', async () => {
      expect((await server.call('POST', '/api/csz/contactus', { json: message })).status).toBe(200);
      const limited = await server.call<{ message: string }>('POST', '/api/csz/contactus', {
        json: message,
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.message).toBe('Too many attempts. Try again in 1 minute.');
      expect(await server.handle.db.select().from(contactMessages)).toHaveLength(2);
    });
  },
);
