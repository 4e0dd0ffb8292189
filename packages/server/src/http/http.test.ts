import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NESTING_MESSAGE } from '@csz/core';
import { describeOnEngines } from '../testing/engines';
import { startTestServer, TEST_TODAY } from '../testing/testServer';
import { siteCsp } from '../app';
import { members } from '../accounts/schema';
import { contactMessages } from '../contact/schema';
import { PUBLIC_CACHE_CONTROL } from './responseCache';
import { MALFORMED_JSON_MESSAGE, NOT_AN_OBJECT_MESSAGE } from './validation';

/** Every public GET route, with a valid query to start from. */
const ROUTES = [
  ['/api/csz/states', ''],
  ['/api/csz/districts', 'stateId=1'],
  ['/api/csz/schools', 'districtId=1'],
  ['/api/csz/sports', 'stateId=1'],
  ['/api/csz/leagues', 'stateId=1'],
  ['/api/csz/games', `date=${TEST_TODAY}&stateId=1`],
  ['/api/csz/games/groupedBySports', `date=${TEST_TODAY}`],
  ['/api/csz/games/streams', 'stateId=1'],
  ['/api/csz/games/calendar', 'from=2026-11-01&to=2026-11-30'],
  ['/api/csz/games/dates', 'from=2026-11-01&to=2026-11-30'],
  ['/api/csz/events', 'stateId=1'],
  ['/api/csz/standings', 'stateId=1&countyId=1&sportId=2'],
  ['/api/csz/standings/bySchools', 'schoolIds=1,2&sportId=2'],
  ['/api/csz/schedules/v2', 'schoolId=1&season=2026-2027'],
  ['/api/csz/playoffs', 'stateId=1&season=2026-2027'],
  ['/api/csz/brackets', 'stateId=1'],
] as const;

/** Values that no parameter of these kinds accepts. */
const BAD = {
  id: [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999999999999',
    "1' OR '1'='1",
    '1;drop table games',
    '<script>alert(1)</script>',
    '0x10',
  ],
  date: ['abc', '2026-02-30', '2026/11/20', '11-20-2026', "2026-11-20' OR 1=1--", '<script>'],
  season: ['2026', '2026-2028', '26-27', "2026-2027'--"],
  page: ['0', '-1', '1.5', 'abc', '1000001'],
  perPage: ['0', '-5', '5001', '100000', 'all'],
  flag: ['yes', 'maybe', '2'],
} as const;

const PARAMS: Record<string, Partial<Record<keyof typeof BAD, string[]>>> = {
  '/api/csz/states': { page: ['page'], perPage: ['perPage'], flag: ['isActive'] },
  '/api/csz/districts': { id: ['stateId'], page: ['page'], perPage: ['perPage'] },
  '/api/csz/schools': {
    id: ['districtId', 'stateId'],
    flag: ['isAllStates'],
    perPage: ['perPage'],
  },
  '/api/csz/sports': {
    id: ['districtId', 'schoolId', 'stateId'],
    season: ['season'],
    flag: ['isForPlayoff', 'isParent'],
    perPage: ['perPage'],
  },
  '/api/csz/leagues': { id: ['stateId', 'districtId'], page: ['page'] },
  '/api/csz/games': {
    id: ['stateId', 'districtId', 'countyId', 'schoolId', 'sportId'],
    date: ['date', 'from', 'to'],
    season: ['season', 'year'],
    page: ['page'],
    perPage: ['perPage'],
    flag: ['hideFuture'],
  },
  '/api/csz/games/groupedBySports': { id: ['districtId', 'sportId', 'stateId'], date: ['date'] },
  '/api/csz/games/streams': {
    id: ['stateId', 'districtId', 'schoolId', 'sportId'],
    date: ['date', 'from'],
    perPage: ['perPage'],
  },
  '/api/csz/games/calendar': {
    id: ['stateId', 'districtId', 'schoolId', 'sportId'],
    date: ['from', 'to'],
  },
  '/api/csz/games/dates': { id: ['stateId', 'schoolId'], date: ['from', 'to'] },
  '/api/csz/events': {
    id: ['stateId', 'districtId', 'schoolId'],
    date: ['from', 'to'],
    page: ['page'],
  },
  '/api/csz/standings': { id: ['stateId', 'countyId', 'sportId'], season: ['year'] },
  '/api/csz/standings/bySchools': { id: ['sportId'], season: ['year'] },
  '/api/csz/schedules/v2': {
    id: ['stateId', 'countyId', 'schoolId', 'sportId'],
    season: ['season'],
  },
  '/api/csz/playoffs': { id: ['stateId', 'sportId'], season: ['season'] },
  '/api/csz/brackets': { id: ['stateId', 'sportId'], season: ['season'], perPage: ['perPage'] },
};

describeOnEngines('HTTP semantics', startTestServer, (server) => {
  it.each(ROUTES)('answers %s?%s with 200, Cache-Control and an ETag', async (path, query) => {
    const { status, headers } = await server.get(`${path}?${query}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(headers.get('access-control-allow-origin')).toBe('*');
  });

  it('lets any site read the public API from the browser: answers, refusals and preflights', async () => {
    const refused = await fetch(`${server.url}/api/csz/games?date=not-a-date`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${server.url}/api/csz/games?date=${TEST_TODAY}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://news.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await fetch(`${server.url}/api/csz/games?date=${TEST_TODAY}`);
    const etag = first.headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await fetch(`${server.url}/api/csz/games?date=${TEST_TODAY}`, {
        headers: { 'If-None-Match': tag },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }
    const changed = await fetch(`${server.url}/api/csz/games?date=${TEST_TODAY}`, {
      headers: { 'If-None-Match': '"nope"' },
    });
    expect(changed.status).toBe(200);
  });

  it('keys the cache on the query, in any order', async () => {
    const a = await server.get(`/api/csz/games?stateId=1&date=${TEST_TODAY}&perPage=3`);
    const b = await server.get(`/api/csz/games?perPage=3&date=${TEST_TODAY}&stateId=1`);
    const c = await server.get(`/api/csz/games?perPage=4&date=${TEST_TODAY}&stateId=1`);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(c.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
    ['identity', (body: Buffer) => body],
  ] as const)('compresses with %s when asked', async (encoding, decode) => {
    const plain = await (
      await fetch(`${server.url}/api/csz/games?date=${TEST_TODAY}`, {
        headers: { 'Accept-Encoding': 'identity' },
      })
    ).text();
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding: string | undefined; data: Buffer }>(
      (resolve, reject) => {
        const req = request(
          `${server.url}/api/csz/games?date=${TEST_TODAY}`,
          { headers: { 'Accept-Encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(body.encoding).toBe(encoding === 'identity' ? undefined : encoding);
    expect(decode(body.data).toString()).toBe(plain);
    if (encoding !== 'identity') expect(body.data.length).toBeLessThan(plain.length / 3);
  });

  it('treats an empty parameter as one left out', async () => {
    const blank = await server.get(`/api/csz/games?date=${TEST_TODAY}&stateId=&sportId=&page=`);
    const none = await server.get(`/api/csz/games?date=${TEST_TODAY}`);
    expect(blank.status).toBe(200);
    expect(blank.body).toEqual(none.body);
  });

  const cases = Object.entries(PARAMS).flatMap(([path, kinds]) =>
    Object.entries(kinds).flatMap(([kind, names]) =>
      names!.flatMap((name) =>
        BAD[kind as keyof typeof BAD].map((value) => [path, name, value] as const),
      ),
    ),
  );

  it(`answers every bad parameter (${cases.length} cases) with 400 and says which`, async () => {
    const base = Object.fromEntries(ROUTES);
    for (const [path, name, value] of cases) {
      const query = new URLSearchParams(base[path]);
      query.set(name, value);
      const { status, body } = await server.get<{
        message: string;
        errors: Record<string, string>;
      }>(`${path}?${query}`);
      expect({ path, name, value, status }).toEqual({ path, name, value, status: 400 });
      expect(body.message).toContain(name === 'from' || name === 'to' ? '' : `'${name}'`);
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
  });

  it('answers a control character anywhere in a query, a path or a JSON body with 400, storing nothing', async () => {
    for (const [path, query] of ROUTES) {
      for (const bad of ['%00', '%1B%5B31m', 'a%7Fb']) {
        const answer = await server.get<{ message: string }>(
          `${path}?${query}${query === '' ? '' : '&'}searchTerm=${bad}`,
        );
        expect(answer.status, `${path} ${bad}`).toBe(400);
        expect(answer.body.message).toBe(
          "Invalid query parameter 'searchTerm': Must not contain control characters",
        );
      }
    }
    expect((await server.get('/api/csz/games/1%00')).status).toBe(400);
    const before = (await server.handle.db.select().from(contactMessages)).length;
    for (const json of [
      { email: 'parent@example.com', subject: 'Final\u0000', text: 'It was 21-14.' },
      { email: 'parent@example.com', subject: 'Final', text: 'It was\u000021-14.' },
      { email: 'parent@example.com', subject: 'Final', text: 'ok', gameName: '\u0000' },
    ]) {
      const answer = await server.call<{ message: string }>('POST', '/api/csz/contactus', {
        json,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/Must not contain control characters$/);
    }
    expect((await server.handle.db.select().from(contactMessages)).length).toBe(before);
    const recovery = await server.call('POST', '/api/csz/recovery', {
      json: { email: 'a\u0000@example.com' },
    });
    expect(recovery.status).toBe(400);
    // Tabs and line breaks are text.
    const fine = await server.call('POST', '/api/csz/contactus', {
      json: { email: 'parent@example.com', subject: 'Final', text: 'Line one\n\tline two' },
    });
    expect(fine.status).toBe(200);
  });

  it('takes text direction overrides out of every text of a JSON body before a route reads it', async () => {
    const answer = await server.call('POST', '/api/csz/contactus', {
      json: {
        email: 'parent@example.com',
        subject: 'Final \u202Eeroc\u202C score',
        text: 'It was \u2067 21-14 \u2069 tonight.',
      },
    });
    expect(answer.status).toBe(200);
    const [stored] = await server.handle.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject({ subject: 'Final eroc score', text: 'It was  21-14  tonight.' });
  });

  it('answers a JSON body nested deeper than any the service takes with 400', async () => {
    const depth = 100_000;
    const answer = await server.call<{ message: string }>('POST', '/api/csz/contactus', {
      body: '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(NESTING_MESSAGE);
  });

  it('answers a JSON body that is not an object, or not JSON, with 400 on every route that writes, as a member, acting on nothing', async () => {
    const { body: api } = await server.get<{
      paths: Record<string, Record<string, object>>;
    }>('/api/openapi.json');
    const { accessToken } = await server.login('admin@demo.csz.test');
    // Routes that take no body too: a DELETE or an approval sent `[]` must not close an account.
    const writing = Object.entries(api.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => method !== 'get' && method !== 'head')
        .map(([method]) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')] as const),
    );
    expect(writing.length).toBeGreaterThan(60);
    const bodies: [string, string][] = [
      ...['null', '1', '"text"', 'true', '[]', '[{"email":"a@b.co"}]'].map(
        (body): [string, string] => [body, NOT_AN_OBJECT_MESSAGE],
      ),
      ...['{"email":', '{]', 'undefined'].map((body): [string, string] => [
        body,
        MALFORMED_JSON_MESSAGE,
      ]),
    ];
    for (const [method, path] of writing) {
      for (const [body, message] of bodies) {
        const answer = await server.raw<{ message: string }>(method, path, {
          token: accessToken,
          body,
          headers: { 'content-type': 'application/json' },
        });
        expect({ method, path, body, status: answer.status }).toMatchObject({ status: 400 });
        expect(answer.body.message).toBe(message);
      }
    }
    const [admin] = await server.handle.db
      .select({ active: members.isActive })
      .from(members)
      .where(eq(members.email, 'admin@demo.csz.test'));
    expect(admin?.active).toBe(true);
  });

  it('answers a repeated parameter with 400', async () => {
    expect((await server.get('/api/csz/games?stateId=1&stateId=2')).status).toBe(400);
  });

  it('answers HEAD with the headers of the GET and no body, for the API, the site and the embeds', async () => {
    for (const path of [
      '/api/csz/states',
      `/api/csz/games?date=${TEST_TODAY}&stateId=1`,
      '/scores',
      '/no/such/page',
      '/embed/v1/loader.js',
      '/embed/scoreboard?state=1',
    ]) {
      const get = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      const body = new Uint8Array(await get.arrayBuffer());
      const head = await fetch(`${server.url}${path}`, {
        method: 'HEAD',
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(head.status, path).toBe(get.status);
      for (const name of ['ETag', 'Cache-Control', 'Content-Type', 'Content-Encoding']) {
        expect(head.headers.get(name), `${path} ${name}`).toBe(get.headers.get(name));
      }
      expect(Number(head.headers.get('Content-Length')), path).toBeGreaterThan(0);
      if (get.headers.get('Content-Encoding') == null) {
        expect(Number(head.headers.get('Content-Length')), path).toBe(body.byteLength);
      }
      expect((await head.arrayBuffer()).byteLength, path).toBe(0);
    }
    // A live stream answers its headers at once.
    const stream = await fetch(`${server.url}/api/live/scores`, { method: 'HEAD' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('Content-Type')).toContain('text/event-stream');
  });

  it('sends the site pages a policy that runs only our scripts, a referrer policy, and no HSTS over HTTP', async () => {
    const page = await fetch(`${server.url}/scores`);
    const policy = page.headers.get('Content-Security-Policy')!;
    for (const directive of [
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(page.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
    expect(page.headers.get('Strict-Transport-Security')).toBeNull();
    const api = await fetch(`${server.url}/api/csz/states`);
    expect(api.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
    expect(api.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('over a socket, takes a DELETE or POST without a body whatever its type, and refuses a form', async () => {
    // node-server hands every POST and DELETE a body stream, sent or not: only the length or
    // chunking on the wire says whether a body came (a bodiless DELETE once answered 415).
    const { accessToken } = await server.login('fan@demo.csz.test');
    const bearer = { Authorization: `Bearer ${accessToken}` };
    const removal = await fetch(`${server.url}/api/csz/memberRoles/999999`, {
      method: 'DELETE',
      headers: { ...bearer, 'Content-Type': 'text/plain' },
    });
    expect(removal.status).toBe(404);
    const empty = await fetch(`${server.url}/api/csz/memberRoles`, {
      method: 'POST',
      headers: bearer,
    });
    expect(empty.status).toBe(400);
    const form = await fetch(`${server.url}/api/csz/memberRoles`, {
      method: 'POST',
      headers: bearer,
      body: new URLSearchParams({ role: 'Fan' }),
    });
    expect(form.status).toBe(415);
    const chunked = await fetch(`${server.url}/api/csz/memberRoles`, {
      method: 'POST',
      headers: { ...bearer, 'Content-Type': 'text/plain' },
      body: new Blob(['role=Fan']).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(415);
  });

  it.each(['/admin/api/memberRoles/1/approve', '/api/csz/login', '/api/live/scores'])(
    'refuses a JSON body over 1 MB to %s with 413 before reading it',
    async (path) => {
      const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
      const { status, body } = await server.raw('POST', path, {
        body: big,
        headers: { 'Content-Type': 'application/json' },
      });
      expect({ status, body }).toEqual({
        status: 413,
        body: { message: 'The request body is larger than 1 MB' },
      });
    },
  );

  it('answers unknown paths with a JSON 404', async () => {
    const { status, body } = await server.get('/api/csz/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not Found' });
  });

  it('describes every route in /api/openapi.json', async () => {
    const { status, body } = await server.get<{ openapi: string; paths: Record<string, unknown> }>(
      '/api/openapi.json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const paths = Object.keys(body.paths);
    for (const [path] of ROUTES) expect(paths).toContain(path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/csz/games/{id}',
        '/api/csz/playoffsforest/{id}',
        '/api/csz/headCoach/{schoolId}/{sportId}',
        '/admin/api/import/games',
        '/api/csz/login',
        '/api/csz/register',
        '/api/csz/token/refresh',
        '/api/csz/memberProfile',
        '/api/csz/memberRoles',
        '/api/csz/changePassword/{memberId}',
        '/admin/api/upload/images/avatar',
        '/admin/api/memberRoles/{id}/approve',
      ]),
    );
    const login = body.paths['/api/csz/login'] as {
      post: { requestBody: { content: Record<string, { schema: { properties: object } }> } };
    };
    expect(
      Object.keys(login.post.requestBody.content['application/json']!.schema.properties),
    ).toEqual(['email', 'password']);
    const games = (body.paths['/api/csz/games'] as { get: { parameters: { name: string }[] } }).get;
    expect(games.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['date', 'stateId', 'districtId', 'page', 'perPage', 'hideFuture']),
    );
  });
});

describe('the OpenAPI description', () => {
  it("passes Redocly's recommended lint, so clients generated from it are right", async () => {
    // At its public address, as production serves it (the description names it in `servers`).
    const server = await startTestServer('pglite', {
      seed: false,
      publicUrl: 'https://scores.csz.test',
    });
    try {
      const { body } = await server.get<{ servers: unknown }>('/api/openapi.json');
      expect(body.servers).toEqual([{ url: 'https://scores.csz.test' }]);
      const config = await createConfig({ extends: ['recommended'] });
      const problems = await lintFromString({
        source: JSON.stringify(body),
        absoluteRef: 'openapi.json',
        config,
      });
      expect(problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual(
        [],
      );
    } finally {
      await server.stop();
    }
  });
});

describe('the OpenAPI description without a public address', () => {
  it("names the address it is read from ('/'), never one the request's Host header wrote", async () => {
    const server = await startTestServer('pglite', { seed: false });
    try {
      for (const host of ['localhost', 'evil.example']) {
        const { body } = await server.get<{ servers: unknown }>('/api/openapi.json', {
          headers: { 'X-Forwarded-Host': host },
        });
        expect(body.servers).toEqual([{ url: '/' }]);
      }
      const config = await createConfig({ extends: ['recommended'] });
      const { body } = await server.get('/api/openapi.json');
      const problems = await lintFromString({
        source: JSON.stringify(body),
        absoluteRef: 'openapi.json',
        config,
      });
      expect(problems.map((p) => p.ruleId)).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

describe('siteCsp', () => {
  it('lets the builders preview frames from the embeds’ address when a CDN serves them', () => {
    expect(siteCsp('https://cdn.example.org/embed/')).toContain(
      "frame-src 'self' https://cdn.example.org https://www.youtube.com https://player.vimeo.com;",
    );
    expect(siteCsp(null)).toContain(
      "frame-src 'self' https://www.youtube.com https://player.vimeo.com;",
    );
  });
});

describe('served over HTTPS', () => {
  it('tells browsers to keep to HTTPS', async () => {
    const server = await startTestServer('pglite', {
      seed: false,
      publicUrl: 'https://www.countysportszone.example',
    });
    try {
      const page = await fetch(`${server.url}/distribution`);
      expect(page.headers.get('Strict-Transport-Security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await server.stop();
    }
  });
});
