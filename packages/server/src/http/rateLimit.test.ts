import { RESET_CODE_MS, RESTORE_LINK_MS } from '../auth/accounts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { answerError } from './errors';
import { rateLimits } from './schema';
import {
  DEFAULT_LIMITS,
  RateLimiter,
  clientAddress,
  proxyTrust,
  type RateLimits,
} from './rateLimit';

const ONE_TRY: RateLimits = {
  login: {
    ip: { points: 2, seconds: 60 },
    account: { points: 100, seconds: 60 },
    accountAnywhere: { points: 100, seconds: 60 },
  },
  register: { ip: { points: 2, seconds: 60 } },
  check: { ip: { points: 2, seconds: 60 } },
  recovery: {
    ip: { points: 2, seconds: 60 },
    account: { points: 2, seconds: 60 },
    mails: { points: 2, seconds: 60 },
    uses: { points: 2, seconds: 60 },
  },
  forgotPassword: {
    ip: { points: 2, seconds: 60 },
    account: { points: 2, seconds: 60 },
    mails: { points: 2, seconds: 60 },
    uses: { points: 2, seconds: 60 },
  },
  invite: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  contact: { ip: { points: 2, seconds: 60 } },
  scoreReport: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  imageUpload: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  gamePost: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  linkPreview: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  share: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  updateCoach: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  calendarWrite: { ip: { points: 2, seconds: 60 }, account: { points: 2, seconds: 60 } },
  shareCardDraw: { ip: { points: 2, seconds: 60 } },
  forumPost: { account: { points: 2, seconds: 60 }, newAccount: { points: 1, seconds: 60 } },
  forumComment: { account: { points: 2, seconds: 60 }, newAccount: { points: 1, seconds: 60 } },
  forumLike: { account: { points: 2, seconds: 60 }, newAccount: { points: 1, seconds: 60 } },
  forumReport: { account: { points: 2, seconds: 60 }, newAccount: { points: 1, seconds: 60 } },
};

/**
 * Over real HTTP (the address comes from the socket): what address each TRUST_PROXY setting
 * reads, and that a client cannot choose its own by writing X-Forwarded-For.
 */
describe('clientAddress and proxyTrust', () => {
  let url: string;
  let server: Server;
  const limiter = new RateLimiter(ONE_TRY, proxyTrust('1'));

  beforeAll(async () => {
    const app = new Hono();
    app.get('/address/:setting', (c) =>
      c.text(clientAddress(c, proxyTrust(c.req.param('setting')))),
    );
    app.get('/limited', async (c) => {
      await limiter.consume(c, 'contact');
      return c.text('ok');
    });
    app.onError(answerError);
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(started as Server),
      );
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const address = async (setting: string, forwarded?: string) =>
    (
      await fetch(`${url}/address/${encodeURIComponent(setting)}`, {
        headers: forwarded == null ? {} : { 'X-Forwarded-For': forwarded },
      })
    ).text();

  it.each([
    ['off', '6.6.6.6, 1.2.3.4', '127.0.0.1'],
    ['0', '6.6.6.6, 1.2.3.4', '127.0.0.1'],
    // One proxy (the socket): the hop it added, not the one the client wrote before it.
    ['1', '6.6.6.6, 1.2.3.4', '1.2.3.4'],
    ['on', '6.6.6.6, 1.2.3.4', '1.2.3.4'],
    ['2', '6.6.6.6, 1.2.3.4', '6.6.6.6'],
    ['1', undefined, '127.0.0.1'],
    // Trusted by address: the walk stops at the first hop that is no trusted proxy.
    ['loopback', '6.6.6.6, 1.2.3.4', '1.2.3.4'],
    ['loopback,1.2.3.0/24', '6.6.6.6, 1.2.3.4', '6.6.6.6'],
  ])(
    'with TRUST_PROXY=%s and X-Forwarded-For %j reads %s',
    async (setting, forwarded, expected) => {
      expect(await address(setting, forwarded)).toBe(expected);
    },
  );

  it('counts a client who rewrites the first X-Forwarded-For hop as one address', async () => {
    const statuses: number[] = [];
    for (const spoofed of ['9.9.9.1', '9.9.9.2', '9.9.9.3']) {
      const answer = await fetch(`${url}/limited`, {
        headers: { 'X-Forwarded-For': `${spoofed}, 5.5.5.5` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

/**
 * Two server processes on one PostgreSQL database (as behind a load balancer) share one count:
 * spreading attempts over them gives no more than the limit.
 */
describe('limits shared through PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer('postgres', { seed: false, limits: ONE_TRY });
    second = await startTestServer('postgres', { sharing: first, limits: ONE_TRY });
  });
  afterAll(async () => {
    await second.stop();
    await first.stop();
  });

  it('counts an address’s attempts on every server together', async () => {
    const send = (server: TestServer) =>
      server.call('POST', '/api/csz/check', { json: { email: 'someone@example.com' } });
    expect((await send(first)).status).toBe(200);
    expect((await send(second)).status).toBe(200);
    // Each server alone has seen one attempt; together the two the limit allows.
    const third = await send(first);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await send(second)).status).toBe(429);
  });

  it('knows the address an account logged in from on every server, without naming either', async () => {
    const email = 'at.home@example.com';
    const made = await second.call('POST', '/api/csz/register', {
      json: { email, password: 'long-enough-1' },
    });
    expect(made.status).toBe(201);
    const login = await second.call('POST', '/api/csz/login', {
      json: { email, password: 'long-enough-1' },
    });
    expect(login.status).toBe(200);
    const keys = (await first.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (row) => row.key,
    );
    expect(keys.filter((key) => key.startsWith('login:known:'))).toEqual([
      expect.stringMatching(/^login:known:sha256:[\w-]{43}$/),
    ]);
    expect(keys.some((key) => key.includes(email) && key.includes('127.0.0.1'))).toBe(false);
  });
});

describe('the limits of the mails that let an owner back in', () => {
  it('count the mails of an account for no longer than the last one sent works', () => {
    expect(DEFAULT_LIMITS.forgotPassword.mails.seconds * 1000).toBeLessThanOrEqual(RESET_CODE_MS);
    expect(DEFAULT_LIMITS.recovery.mails.seconds * 1000).toBeLessThanOrEqual(RESTORE_LINK_MS);
  });
});
