import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionFor } from '../auth/accounts';
import { ensureSiteAdmin } from '../auth/admin';
import { verifyPassword } from '../auth/passwords';
import { members, memberRoles } from '../db/schema';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../demo/members';
import { proxyTrust, type Limit, type RateLimits } from '../http/rateLimit';
import { describeOnEngines } from '../testing/engines';
import { jobsSettled } from '../testing/jobs';
import { startTestServer, type Engine } from '../testing/testServer';

const LOOSE: Limit = { points: 1000, seconds: 60 };
/** Small limits, so a test can meet each of them. */
const TIGHT: RateLimits = {
  login: {
    ip: { points: 6, seconds: 60 },
    account: { points: 3, seconds: 60 },
    accountAnywhere: { points: 5, seconds: 60 },
  },
  register: { ip: { points: 2, seconds: 60 } },
  check: { ip: { points: 3, seconds: 60 } },
  recovery: { ip: LOOSE, account: { points: 2, seconds: 60 } },
  forgotPassword: { ip: LOOSE, account: { points: 2, seconds: 60 } },
  invite: { ip: LOOSE, account: { points: 2, seconds: 60 } },
  contact: { ip: LOOSE },
  scoreReport: { ip: LOOSE, account: LOOSE },
  imageUpload: { ip: LOOSE, account: LOOSE },
  gamePost: { ip: LOOSE, account: LOOSE },
  linkPreview: { ip: LOOSE, account: LOOSE },
  share: { ip: LOOSE, account: LOOSE },
  updateCoach: { ip: LOOSE, account: LOOSE },
  calendarWrite: { ip: LOOSE, account: LOOSE },
  shareCardDraw: { ip: LOOSE },
  forumPost: { account: LOOSE, newAccount: LOOSE },
  forumComment: { account: LOOSE, newAccount: LOOSE },
  forumLike: { account: LOOSE, newAccount: LOOSE },
  forumReport: { account: LOOSE, newAccount: LOOSE },
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
