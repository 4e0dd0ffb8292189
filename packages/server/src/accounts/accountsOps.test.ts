import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../auth/accounts';
import { ensureSiteAdmin } from '../auth/admin';
import { verifyPassword } from '../auth/passwords';
import { members, memberRoles } from './schema';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../demo/members';
import { proxyTrust, type Limit, type RateLimits } from '../http/rateLimit';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import {
  startMailingTestServer,
  startTestServer,
  TEST_LIMITS,
  type Engine,
} from '../testing/testServer';

const LOOSE: Limit = { points: 1000, seconds: 60 };
const TWO: Limit = { points: 2, seconds: 60 };
/** Small limits for the accounts' actions, so a test can meet each of them; the rest are loose. */
const TIGHT: RateLimits = {
  ...TEST_LIMITS,
  login: {
    ip: { points: 6, seconds: 60 },
    account: { points: 3, seconds: 60 },
    accountAnywhere: { points: 5, seconds: 60 },
  },
  register: { ip: TWO },
  check: { ip: { points: 3, seconds: 60 } },
  recovery: { ip: LOOSE, account: TWO, mails: TWO, uses: LOOSE },
  forgotPassword: { ip: LOOSE, account: TWO, mails: TWO, uses: LOOSE },
  invite: { ip: LOOSE, account: TWO },
};

const startTight = (engine: Engine) => startTestServer(engine, { limits: TIGHT });

describeOnEngines('accounts operations', startTight, (server, engine) => {
  it('limits logins per account, then per address, with 429 and Retry-After', async () => {
    const attempt = (email: string) =>
      server.call<{ message: string }>('POST', '/api/csz/login', {
        json: { email, password: 'wrong-password' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('fan@demo.csz.test')).status).toBe(401);
    const limited = await attempt('fan@demo.csz.test');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toBe('Too many attempts. Try again in 1 minute.');
    // Another account from the same address still has room, until the address limit.
    expect((await attempt('parent@demo.csz.test')).status).toBe(401);
    expect((await attempt('alumni@demo.csz.test')).status).toBe(401);
    expect((await attempt('player@demo.csz.test')).status).toBe(429);
  });

  it("never locks the owner out with others' guesses: failures count per address, and from everywhere only for new addresses", async () => {
    const behindProxy = await startTestServer(engine, {
      limits: TIGHT,
      trustProxy: proxyTrust('1'),
    });
    try {
      const logIn = (address: string, password: string) =>
        behindProxy.call('POST', '/api/csz/login', {
          json: { email: 'Parent@demo.csz.test', password },
          headers: { 'X-Forwarded-For': address },
        });
      // The owner logs in from home once: a known address.
      expect((await logIn('7.7.7.7', DEMO_PASSWORD)).status).toBe(200);
      // Someone guesses from one address: stopped after three.
      for (let i = 0; i < 3; i++) expect((await logIn('6.6.6.6', 'guess')).status).toBe(401);
      expect((await logIn('6.6.6.6', DEMO_PASSWORD)).status).toBe(429);
      // ... and from two more: five failures from everywhere, the account's slower limit.
      expect((await logIn('6.6.6.7', 'guess')).status).toBe(401);
      expect((await logIn('6.6.6.8', 'guess')).status).toBe(401);
      // A new address must wait, even with the right password...
      expect((await logIn('8.8.8.8', DEMO_PASSWORD)).status).toBe(429);
      // ... but the owner at home is not locked out.
      expect((await logIn('7.7.7.7', DEMO_PASSWORD)).status).toBe(200);
      // Nor did the owner's own typo count against others: it is forgotten on success.
      expect((await logIn('7.7.7.7', 'typo')).status).toBe(401);
      expect((await logIn('7.7.7.7', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await behindProxy.stop();
    }
  });

  it('counts failed logins, not successes: a class on the school Wi-Fi never meets the limit', async () => {
    const school = await startTestServer(engine, { limits: TIGHT });
    try {
      const logIn = (email: string, password: string) =>
        school.call('POST', '/api/csz/login', { json: { email, password } });
      // Twice the address's limit of logins, by five members at one address.
      const members = DEMO_MEMBERS.slice(0, 5).map((m) => m.email);
      for (const email of [...members, ...members, ...members]) {
        expect((await logIn(email, DEMO_PASSWORD)).status, email).toBe(200);
      }
      // Failures still count: the address's sixth failure is refused.
      for (let i = 0; i < 2; i++) {
        for (const email of members.slice(0, 3)) {
          expect((await logIn(email, 'wrong-password')).status).toBe(401);
        }
      }
      expect((await logIn(members[3]!, DEMO_PASSWORD)).status).toBe(429);
    } finally {
      await school.stop();
    }
  });

  it("never lets others' reset requests stop the owner's: per requester, and the last link keeps working", async () => {
    const mailing = await startMailingTestServer(engine, {
      limits: TIGHT,
      trustProxy: proxyTrust('1'),
    });
    try {
      const email = 'parent@demo.csz.test';
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      const ask = (address: string) =>
        mailing.call('POST', '/api/csz/forgotPassword', {
          json: { email },
          headers: from(address),
        });
      const mails = async () => {
        await jobsSettled(mailing.handle.db);
        return mailing.smtp.received.filter((m) => m.to.includes(email));
      };
      // The owner logged in from home once.
      const home = await mailing.call('POST', '/api/csz/login', {
        json: { email, password: DEMO_PASSWORD },
        headers: from('7.7.7.7'),
      });
      expect(home.status).toBe(200);
      // A stranger asks twice (mailed), a third time (refused), then from another address.
      expect((await ask('6.6.6.6')).status).toBe(200);
      expect((await ask('6.6.6.6')).status).toBe(200);
      expect((await ask('6.6.6.6')).status).toBe(429);
      expect((await ask('6.6.6.7')).status).toBe(200);
      expect(await mails()).toHaveLength(2);
      // The owner, away from home, is answered as anyone: the account's mails are spent, and the
      // last one sent still works, from there.
      expect((await ask('8.8.8.8')).status).toBe(200);
      expect(await mails()).toHaveLength(2);
      const link = new URL(
        /(http:\/\/\S+forgot-password-change\S+)/.exec((await mails())[1]!.text)![1]!,
      );
      const reset = await mailing.call('POST', '/api/csz/resetPassword', {
        json: { email, token: link.searchParams.get('token')!, newPassword: 'owner-again-1' },
        headers: from('8.8.8.8'),
      });
      expect(reset.status).toBe(200);
      // At home, where the account logs in, a request is always mailed.
      expect((await ask('7.7.7.7')).status).toBe(200);
      expect(await mails()).toHaveLength(3);
    } finally {
      await mailing.stop();
    }
  });

  it('lets the owner use a reset or restore link from an address where others spent its requests and failed links', async () => {
    const shared = { ip: TWO, account: TWO, mails: TWO, uses: TWO };
    const mailing = await startMailingTestServer(engine, {
      limits: { ...TIGHT, forgotPassword: shared, recovery: shared },
      trustProxy: proxyTrust('1'),
    });
    try {
      const wifi = { 'X-Forwarded-For': '5.5.5.5' };
      const lastLink = async (email: string, pattern: RegExp) => {
        await jobsSettled(mailing.handle.db);
        const mail = mailing.smtp.received.findLast((m) => m.to.includes(email))!;
        return new URL(pattern.exec(mail.text)![1]!);
      };
      // The owner asks for a reset on the school's Wi-Fi; others there spend its requests...
      const email = 'player@demo.csz.test';
      const ask = (who: string) =>
        mailing.call('POST', '/api/csz/forgotPassword', { json: { email: who }, headers: wifi });
      expect((await ask(email)).status).toBe(200);
      expect((await ask('someone.else@example.com')).status).toBe(200);
      expect((await ask('a.third@example.com')).status).toBe(429);
      // ...and its failed links, and a code more.
      const tryLink = (token: string) =>
        mailing.call('POST', '/api/csz/resetPassword', {
          json: { email, token, newPassword: 'player-again-1' },
          headers: wifi,
        });
      expect((await tryLink('not-the-link')).status).toBe(400);
      expect((await tryLink('nor-this-one')).status).toBe(400);
      expect((await tryLink('nor-a-third')).status).toBe(429);
      const code = (token: string) =>
        mailing.call('POST', '/api/csz/forgotPassword/change', {
          json: { token, newPassword: 'player-again-1' },
          headers: wifi,
        });
      expect((await code('AAAA-BBBB')).status).toBe(429);
      // The link that works still does.
      const reset = await lastLink(email, /(http:\/\/\S+forgot-password-change\S+)/);
      expect((await tryLink(reset.searchParams.get('token')!)).status).toBe(200);

      // The same for restoring a closed account.
      const closing = await mailing.login('parent@demo.csz.test');
      expect(
        (await mailing.call('DELETE', '/api/csz/memberProfile', { token: closing.accessToken }))
          .status,
      ).toBe(204);
      const recover = (who: string) =>
        mailing.call('POST', '/api/csz/recovery', { json: { email: who }, headers: wifi });
      expect((await recover('parent@demo.csz.test')).status).toBe(200);
      expect((await recover('someone.else@example.com')).status).toBe(200);
      expect((await recover('a.third@example.com')).status).toBe(429);
      const restore = (token: string) =>
        mailing.call('POST', '/api/csz/recovery/restore', {
          json: { email: 'parent@demo.csz.test', token },
          headers: wifi,
        });
      expect((await restore('not-the-link')).status).toBe(400);
      expect((await restore('nor-this-one')).status).toBe(400);
      expect((await restore('nor-a-third')).status).toBe(429);
      const link = await lastLink('parent@demo.csz.test', /(http:\/\/\S+restore=\S+)/);
      expect((await restore(link.searchParams.get('restore')!)).status).toBe(200);
    } finally {
      await mailing.stop();
    }
  });

  it('lets the owner in through the emailed reset while others guess at the account', async () => {
    const mailing = await startMailingTestServer(engine, {
      limits: TIGHT,
      trustProxy: proxyTrust('1'),
    });
    try {
      const email = 'alumni@demo.csz.test';
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      const logIn = (address: string, password: string) =>
        mailing.call<{ message: string }>('POST', '/api/csz/login', {
          json: { email, password },
          headers: from(address),
        });
      for (const address of ['6.6.6.1', '6.6.6.2', '6.6.6.3', '6.6.6.4', '6.6.6.5']) {
        expect((await logIn(address, 'guess')).status).toBe(401);
      }
      const locked = await logIn('9.9.9.9', DEMO_PASSWORD);
      expect(locked).toMatchObject({
        status: 429,
        body: {
          message:
            'Too many attempts on this account. Try again in 1 minute, or reset your password to log in now.',
        },
      });
      const asked = await mailing.call('POST', '/api/csz/forgotPassword', {
        json: { email },
        headers: from('9.9.9.9'),
      });
      expect(asked.status).toBe(200);
      await jobsSettled(mailing.handle.db);
      const mail = mailing.smtp.received.findLast((m) => m.to.includes(email))!;
      const code = /reset code is ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail.text)![1]!;
      const changed = await mailing.call('POST', '/api/csz/forgotPassword/change', {
        json: { token: code, newPassword: 'alumni-again-1' },
        headers: from('9.9.9.9'),
      });
      expect(changed.status).toBe(200);
      expect((await logIn('9.9.9.9', 'alumni-again-1')).status).toBe(200);
      // Elsewhere, the guesses still hold new addresses off.
      expect((await logIn('9.9.9.10', 'alumni-again-1')).status).toBe(429);
    } finally {
      await mailing.stop();
    }
  });

  it('counts a burst of guesses sent at once as surely as one by one, and keys long addresses', async () => {
    const burstServer = await startTestServer(engine, {
      limits: { ...TIGHT, login: { ...TIGHT.login, ip: LOOSE } },
    });
    try {
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () =>
          burstServer.call('POST', '/api/csz/login', {
            json: { email: 'alumni@demo.csz.test', password: 'wrong-password' },
          }),
        ),
      );
      const statuses = guesses.map((g) => g.status).sort();
      expect(statuses).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
      // The longest address mail allows, with its limits kept in the shared table on PostgreSQL.
      const email = `${'a'.repeat(64)}@${'b'.repeat(185)}.org`;
      const made = await burstServer.call('POST', '/api/csz/register', {
        json: { email, password: 'long-enough-1' },
      });
      expect(made.status).toBe(201);
      const wrong = await burstServer.call('POST', '/api/csz/login', {
        json: { email, password: 'wrong-password' },
      });
      expect(wrong.status).toBe(401);
      const right = await burstServer.call('POST', '/api/csz/login', {
        json: { email, password: 'long-enough-1' },
      });
      expect(right.status).toBe(200);
      const tooLong = await burstServer.call('POST', '/api/csz/login', {
        json: { email: `a${email}`, password: 'long-enough-1' },
      });
      expect(tooLong).toMatchObject({
        status: 400,
        body: { errors: { email: 'Must be valid email' } },
      });
    } finally {
      await burstServer.stop();
    }
  });

  it('limits sign-ups, account checks, reset and restore requests and invitations', async () => {
    const register = (n: number) =>
      server.call('POST', '/api/csz/register', {
        json: { email: `limit${n}@example.com`, password: 'long-enough-1' },
      });
    expect((await register(1)).status).toBe(201);
    expect((await register(2)).status).toBe(201);
    expect((await register(3)).status).toBe(429);
    const check = () =>
      server.call('POST', '/api/csz/check', { json: { email: 'fan@demo.csz.test' } });
    for (let i = 0; i < 3; i++) expect((await check()).status).toBe(200);
    expect((await check()).status).toBe(429);
    const forgot = () =>
      server.call('POST', '/api/csz/forgotPassword', { json: { email: 'alumni@demo.csz.test' } });
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);
    const recovery = () =>
      server.call('POST', '/api/csz/recovery', { json: { email: 'alumni@demo.csz.test' } });
    expect((await recovery()).status).toBe(200);
    expect((await recovery()).status).toBe(200);
    expect((await recovery()).status).toBe(429);
  });

  it('limits invitations per member', async () => {
    // A token made directly: this server's login limit is already spent by the test above.
    const [coach] = await server.handle.db
      .select()
      .from(members)
      .where(eq(members.email, 'head.coach@demo.csz.test'));
    const { accessToken: token } = await sessionFor(server.handle.db, server.tokens, coach!);
    const [role] = await server.handle.db
      .select()
      .from(memberRoles)
      .where(eq(memberRoles.memberId, coach!.id));
    const invite = (n: number) =>
      server.call('POST', '/api/csz/invitemember', {
        token,
        json: {
          role: 'Fan',
          firstName: 'Kim',
          lastName: 'Lee',
          email: `invitee${n}@example.com`,
          followStateId: role!.followedStateId,
          followDistrictId: role!.followedDistrictId,
          followSchoolId: role!.followedSchoolId,
        },
      });
    expect((await invite(1)).status).toBe(200);
    expect((await invite(2)).status).toBe(200);
    expect((await invite(3)).status).toBe(429);
  });

  it('shows the mail outbox in development mode', async () => {
    // The reset mails of the tests above reach the outbox through the jobs worker.
    await jobsSettled(server.handle.db);
    const { body } = await server.get<{ items: { to: string; subject: string }[] }>(
      '/dev/outbox.json',
    );
    expect(body.items.map((m) => m.subject)).toContain('Your CSZ password reset code');
    const page = await fetch(`${server.url}/dev/outbox`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('Your CSZ password reset code');
  });

  it('has a demo member for every role, with the documented password', async () => {
    const rows = await server.handle.db.select().from(members);
    for (const demo of DEMO_MEMBERS) {
      const member = rows.find((m) => m.email === demo.email);
      expect(member, demo.email).toBeDefined();
      expect(member!.isSiteAdmin).toBe(demo.role === 'SiteAdmin');
      if (demo.role !== 'SiteAdmin') {
        const roles = await server.handle.db
          .select()
          .from(memberRoles)
          .where(eq(memberRoles.memberId, member!.id));
        expect(roles.map((r) => [r.role, r.status])).toEqual([
          [demo.role, demo.pending ? 'Pending' : 'Approved'],
        ]);
      }
    }
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
  });

  it('creates a SiteAdmin, or promotes an existing member, without touching a password', async () => {
    const created = await ensureSiteAdmin(server.handle.db, 'Boss@Example.com', 'boss-password-1');
    expect(created.created).toBe(true);
    const again = await ensureSiteAdmin(server.handle.db, 'boss@example.com', 'other-password-1');
    expect(again).toEqual({ created: false, memberId: created.memberId });
    const promoted = await ensureSiteAdmin(
      server.handle.db,
      'parent@demo.csz.test',
      'ignored-password',
    );
    expect(promoted.created).toBe(false);
    const [parent] = await server.handle.db
      .select()
      .from(members)
      .where(eq(members.email, 'parent@demo.csz.test'));
    expect(parent!.isSiteAdmin).toBe(true);
    expect(await verifyPassword(DEMO_PASSWORD, parent!.passwordHash)).toBe(true);
  });
});

describe('the mail outbox in production mode', () => {
  it('is not served', async () => {
    const server = await startTestServer('pglite', { seed: false, mode: 'production' });
    try {
      expect((await server.get('/dev/outbox.json')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
