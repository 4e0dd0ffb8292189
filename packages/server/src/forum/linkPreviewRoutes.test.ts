import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { linkPreviewSchema, type LinkPreview } from '@csz/core';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerError } from '../http/errors';
import { proxyTrust, RateLimiter, type Limit } from '../http/rateLimit';
import { describeOnEngines } from '../testing/engines';
import { startTestServer, TEST_LIMITS, type Engine } from '../testing/testServer';
import { createLinkPreviewer } from './linkPreview';
import { LINK_NOT_PREVIEWABLE, linkPreviewRoutes } from './linkPreviewRoutes';

const FAN = 'fan@demo.csz.test';
const PARENT = 'parent@demo.csz.test';
const ALUMNI = 'alumni@demo.csz.test';
const PLAYER = 'player@demo.csz.test';

/**
 * Six previews a minute per member, ten per address: small enough for a test to meet, enough for
 * the other tests, each of which asks as a member of its own.
 */
const LIMITS = {
  ...TEST_LIMITS,
  linkPreview: {
    account: { points: 6, seconds: 60 } satisfies Limit,
    ip: { points: 10, seconds: 60 } satisfies Limit,
  },
};

/** Callers are told apart by X-Forwarded-For (one trusted proxy), so each test has its address. */
const start = (engine: Engine) =>
  startTestServer(engine, {
    limits: LIMITS,
    trustProxy: proxyTrust('1'),
    // Production's previewer, which refuses every address these tests name without a fetch.
    linkPreviews: createLinkPreviewer(),
  });

/** A page the previews read, served locally (the one origin the test previewer may fetch). */
let site: Server;
let origin: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/page') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(
        '<html><head><meta property="og:title" content="&lt;img src=x onerror=alert(1)&gt; Final"><meta property="og:image" content="/final.jpg"></head></html>',
      );
    } else {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      res.end('%PDF-1.7');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describeOnEngines('GET /api/forums/metadata', start, (server) => {
  const tokens = new Map<string, string>();
  let address = 0;
  /** A fresh caller address for each test, so the per-address limit is each test's own. */
  const nextAddress = () => `203.0.113.${++address}`;

  beforeAll(async () => {
    for (const email of [FAN, PARENT, ALUMNI, PLAYER]) {
      tokens.set(email, (await server.login(email)).accessToken);
    }
  });

  const metadata = (url: string | null, email: string | null, from = nextAddress()) =>
    server.call<LinkPreview & { message: string }>(
      'GET',
      url == null ? '/api/forums/metadata' : `/api/forums/metadata?url=${encodeURIComponent(url)}`,
      {
        token: email == null ? null : tokens.get(email)!,
        headers: { 'X-Forwarded-For': from },
      },
    );

  it('asks guests to log in (401), fetching nothing', async () => {
    const answer = await metadata('https://example.com/', null);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Log in to continue');
  });

  it('answers 400 for a missing, malformed or non-web link', async () => {
    for (const url of [null, 'not a link', 'ftp://example.com/file', 'javascript:alert(1)']) {
      const answer = await metadata(url, FAN);
      expect(answer.status, String(url)).toBe(400);
      expect(answer.body.message).toMatch(/url/);
    }
  });

  it('answers 400 "This link cannot be previewed" for private, loopback and metadata addresses', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://localhost/',
      'http://example.com:8080/',
    ]) {
      const answer = await metadata(url, PARENT);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message).toBe(LINK_NOT_PREVIEWABLE);
    }
  });

  it('limits previews per member, then per address, with 429 and Retry-After', async () => {
    const from = nextAddress();
    const ask = (email: string) => metadata('http://127.0.0.1/', email, from);
    for (let i = 0; i < 6; i++) expect((await ask(ALUMNI)).status).toBe(400);
    const limited = await ask(ALUMNI);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member at the same address has room until the address's ten are spent.
    for (let i = 0; i < 3; i++) expect((await ask(PLAYER)).status).toBe(400);
    expect((await ask(PLAYER)).status).toBe(429);
    // The first member is limited from anywhere.
    expect((await metadata('http://127.0.0.1/', ALUMNI)).status).toBe(429);
  });

  it('answers a preview of a page (a title with markup is JSON text), and a plain link for a page that is not HTML', async () => {
    // The route over a previewer allowed to read the local page (production's never is).
    const app = new Hono()
      .route(
        '/api/forums',
        linkPreviewRoutes({
          handle: server.handle,
          tokens: server.tokens,
          limiter: new RateLimiter(TEST_LIMITS),
          linkPreviews: createLinkPreviewer({ allowOrigins: [origin] }),
        }),
      )
      .onError(answerError);
    const get = async (url: string) => {
      const response = await app.request(`/api/forums/metadata?url=${encodeURIComponent(url)}`, {
        headers: { Authorization: `Bearer ${tokens.get(FAN)!}` },
      });
      return { status: response.status, body: (await response.json()) as LinkPreview };
    };
    const page = await get(`${origin}/page`);
    expect(page).toEqual({
      status: 200,
      body: {
        url: `${origin}/page`,
        title: '<img src=x onerror=alert(1)> Final',
        images: [`${origin}/final.jpg`],
        favicons: [],
      },
    });
    expect(linkPreviewSchema.parse(page.body)).toEqual(page.body);
    expect(await get(`${origin}/report.pdf`)).toEqual({
      status: 200,
      body: { url: `${origin}/report.pdf`, title: null, images: [], favicons: [] },
    });
  });

  it('is described in /api/openapi.json as needing a session', async () => {
    const { body } = await server.get<{
      paths: Record<string, { get?: { security?: unknown[]; parameters?: { name: string }[] } }>;
    }>('/api/openapi.json');
    const operation = body.paths['/api/forums/metadata']?.get;
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(operation?.parameters?.map((p) => p.name)).toContain('url');
  });
});
