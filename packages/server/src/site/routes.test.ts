import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { listen } from '../testing/listen';
import { defaultHead } from '../shareCards/pageHeads';
import { siteRoutes } from './routes';

describe('siteRoutes', () => {
  const clock = fixedClock('2026-11-20');
  let built: { url: string; close: () => void };
  let unbuilt: { url: string; close: () => void };
  let distDir: string;

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'csz-site-'));
    distDir = dist;
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>CSZ</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(
      join(dist, 'assets', 'big-def456.js'),
      `${'console.log("a fair bit of code");\n'.repeat(200)}`,
    );
    writeFileSync(join(tmpdir(), 'secret.txt'), 'not for the web');
    const app = new Hono();
    app.get('/api/csz/states', (c) => c.json({ items: [] }));
    app.route('/', siteRoutes(clock, { dist }));
    app.notFound((c) => c.json({ message: 'Not Found' }, 404));
    built = await listen(app);
    unbuilt = await listen(
      new Hono().route('/', siteRoutes(clock, { dist: join(dist, 'missing') })),
    );
  });
  afterAll(() => {
    built.close();
    unbuilt.close();
  });

  it("answers every page address with the site's index.html, re-checked on each visit", async () => {
    for (const path of ['/', '/scores', '/distribution', '/forums/post/12/a-title']) {
      const page = await fetch(`${built.url}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('Cache-Control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }
  });

  it("hands the site the service's day, so that its 'today' is the server's", async () => {
    const html = await (await fetch(`${built.url}/scores`)).text();
    expect(html).toContain('<meta name="csz-today" content="2026-11-20" />');
  });

  it('names the account tabs that are on: by default all, the calendar too', async () => {
    const html = await (await fetch(`${built.url}/my-account/home`)).text();
    expect(html).toContain(
      '<meta name="csz-account-tabs" content="home,profile,schedule,activity" /></head>',
    );
    const withoutCalendar = await listen(
      new Hono().route(
        '/',
        siteRoutes(clock, { dist: distDir, accountTabs: ['home', 'profile', 'activity'] }),
      ),
    );
    try {
      const page = await (await fetch(`${withoutCalendar.url}/my-account/schedule`)).text();
      expect(page).toContain('<meta name="csz-account-tabs" content="home,profile,activity" />');
    } finally {
      withoutCalendar.close();
    }
  });

  it('answers an address that is no page with the page and status 404, never a 304', async () => {
    for (const path of ['/nope', '/scores/view', '/scores/view/1/more', '/wp-admin/']) {
      const page = await fetch(`${built.url}${path}`);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      const etag = page.headers.get('ETag')!;
      expect(await page.text()).toContain('<div id="root">');
      const again = await fetch(`${built.url}${path}`, { headers: { 'If-None-Match': etag } });
      expect(again.status, path).toBe(404);
    }
    const known = await fetch(`${built.url}/scores`);
    const revisit = await fetch(`${built.url}/scores`, {
      headers: { 'If-None-Match': known.headers.get('ETag')! },
    });
    expect(revisit.status).toBe(304);
  });

  it('serves hashed assets for ever, and nothing outside the build', async () => {
    const script = await fetch(`${built.url}/assets/main-abc123.js`);
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect((await fetch(`${built.url}/assets/gone-999.js`)).status).toBe(404);
    const climbing = await fetch(`${built.url}/%2e%2e/secret.txt`);
    expect(await climbing.text()).not.toContain('not for the web');
  });

  it('sends built files compressed as the client accepts, each form with its own validator', async () => {
    const url = `${built.url}/assets/big-def456.js`;
    const raw = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    expect(raw.headers.get('Content-Encoding')).toBeNull();
    expect(raw.headers.get('Vary')).toBe('Accept-Encoding');
    const text = await raw.text();
    for (const encoding of ['br', 'gzip']) {
      const packed = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
      expect(packed.headers.get('Content-Encoding')).toBe(encoding);
      expect(Number(packed.headers.get('Content-Length'))).toBeLessThan(text.length / 10);
      // fetch decodes the body: the same file arrives.
      expect(await packed.text()).toBe(text);
      const etag = packed.headers.get('ETag')!;
      expect(etag).not.toBe(raw.headers.get('ETag'));
      const again = await fetch(url, {
        headers: { 'Accept-Encoding': encoding, 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
    }
  });

  it("leaves the service's addresses to the service", async () => {
    expect(await (await fetch(`${built.url}/api/csz/states`)).json()).toEqual({ items: [] });
    const unknown = await fetch(`${built.url}/api/csz/nothing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not Found' });
  });

  it('moves the old and short addresses of spec §2 for good, query kept', async () => {
    for (const [from, to] of [
      ['/s?stateId=1', '/scores?stateId=1'],
      ['/pages/contact.php', '/contact-us'],
      ['/pages/about.php', '/about-csz'],
      ['/sv/42', '/scores/view/42'],
      ['/forum', '/forums/search/category/all/General'],
      ['/blog', '/forums/search/category/Group/CSZ%20Articles'],
    ]) {
      const moved = await fetch(`${built.url}${from}`, { redirect: 'manual' });
      expect(moved.status, from).toBe(301);
      expect(moved.headers.get('Location'), from).toBe(to);
    }
  });

  it('keeps build metadata to itself, and a malformed address is the 404 page, not an error', async () => {
    writeFileSync(join(distDir, '.vite-manifest.json'), '{}');
    expect((await fetch(`${built.url}/.vite-manifest.json`)).status).toBe(404);
    const malformed = await fetch(`${built.url}/scores/%E0%A4%A`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain('<div id="root">');
  });

  it("gives way with index.html's description to a page's own head, leaving one description", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'csz-site-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>CSZ</title>\n<meta\n  name="description"\n  content="The network\'s words"\n/></head><body><div id="root"></div></body></html>',
    );
    const app = new Hono().route(
      '/',
      siteRoutes(clock, {
        dist,
        heads: async (url, origin) =>
          url.pathname === '/about-csz' ? defaultHead(origin, url.pathname) : null,
      }),
    );
    const headed = await (await app.request('http://site.example/about-csz')).text();
    expect(headed.match(/name="description"/g)).toHaveLength(1);
    expect(headed).not.toContain("The network's words");
    const plain = await (await app.request('http://site.example/my-account/home')).text();
    expect(plain).toContain("The network's words");
  });

  it('says plainly when the site is not built', async () => {
    const page = await fetch(`${unbuilt.url}/scores`);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('pnpm --filter @csz/site build');
  });

  describe("pages rendered here (a stand-in for the site's server build, which the Chromium suites run)", () => {
    const renders: string[] = [];
    let version = 0;
    let failing = false;
    let incomplete = false;
    /** While set, each render waits for it before it ends. */
    let gate: Promise<void> | null = null;
    const app = () => {
      const dist = mkdtempSync(join(tmpdir(), 'csz-site-'));
      writeFileSync(
        join(dist, 'index.html'),
        '<!doctype html><html><head><title>CSZ</title></head><body><div id="root"></div></body></html>',
      );
      return new Hono().route(
        '/',
        siteRoutes(clock, {
          dist,
          sportsDataVersion: () => version,
          render: Promise.resolve(async (request: Request) => {
            if (failing) throw new Error('the database is away');
            renders.push(`${new URL(request.url).pathname} ${request.headers.get('cookie') ?? ''}`);
            await gate;
            return {
              status: 200,
              html: `<h1>${request.url.length}</h1>`,
              state: { n: renders.length },
              complete: !incomplete,
            };
          }),
        }),
      );
    };

    it("keeps a guest's page for shared caches, as long as its kind of page may be kept", async () => {
      const site = app();
      for (const [path, cacheControl] of [
        ['/scores', 'public, max-age=0, s-maxage=10, stale-while-revalidate=20'],
        ['/scores/standings', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'],
        ['/forums/post/3/a-title', 'public, max-age=0, s-maxage=10, stale-while-revalidate=30'],
        ['/about-csz', 'public, max-age=0, s-maxage=300, stale-while-revalidate=600'],
      ] as const) {
        const page = await site.request(`http://site.example${path}`);
        expect([path, page.headers.get('Cache-Control')]).toEqual([path, cacheControl]);
        // Without PUBLIC_URL a page names the origin it was asked at: a cache keeps one per name.
        expect(page.headers.get('Vary')!.split(', ')).toEqual(
          expect.arrayContaining(['Host', 'Cookie']),
        );
        const html = await page.text();
        expect(html).toMatch(
          /<div id="root"><h1>\d+<\/h1><\/div><script type="application\/json" id="csz-state">/,
        );
        // The browser asks again with the ETag, and is told it has the page.
        const again = await site.request(`http://site.example${path}`, {
          headers: { 'If-None-Match': page.headers.get('ETag')! },
        });
        expect([path, again.status]).toEqual([path, 304]);
      }
    });

    it("renders a page once until a write to the sports data, The Zone's posts every time", async () => {
      const site = app();
      renders.length = 0;
      await site.request('http://site.example/scores?stateId=1');
      await site.request('http://site.example/scores?stateId=1');
      expect(renders).toEqual(['/scores ']);
      version += 1;
      await site.request('http://site.example/scores?stateId=1');
      expect(renders).toEqual(['/scores ', '/scores ']);
      await site.request('http://site.example/forums/post/3/a-title');
      await site.request('http://site.example/forums/post/3/a-title');
      expect(renders.filter((r) => r.startsWith('/forums'))).toHaveLength(2);
    });

    it("renders The Zone's page once for the readers who ask for it at the same moment", async () => {
      const site = app();
      renders.length = 0;
      let open!: () => void;
      gate = new Promise((resolve) => (open = resolve));
      try {
        const asked = Array.from({ length: 5 }, () =>
          site.request('http://site.example/forums/post/4/together'),
        );
        // Every request is waiting on the one render before it ends.
        await new Promise((resolve) => setTimeout(resolve, 20));
        open();
        const pages = await Promise.all(asked);
        expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200]);
        expect(renders).toEqual(['/forums/post/4/together ']);
      } finally {
        gate = null;
      }
      // Asked again afterwards, it is rendered afresh.
      await site.request('http://site.example/forums/post/4/together');
      expect(renders).toHaveLength(2);
    });

    it('keeps no page that misses a read (the database away a moment), and lets nobody else keep it', async () => {
      const site = app();
      renders.length = 0;
      incomplete = true;
      try {
        const first = await site.request('http://site.example/scores/standings?x=1');
        expect(first.headers.get('Cache-Control')).toBe('no-cache');
        await site.request('http://site.example/scores/standings?x=1');
        expect(renders).toHaveLength(2);
      } finally {
        incomplete = false;
      }
    });

    it("renders a reader's own picks apart, and sends that page to them alone", async () => {
      const site = app();
      renders.length = 0;
      const own = await site.request('http://site.example/scores', {
        headers: { Cookie: 'csz.selection=1.16..2' },
      });
      expect(own.headers.get('Cache-Control')).toBe('private, no-cache');
      await site.request('http://site.example/scores', {
        headers: { Cookie: 'csz.selection=1.16..2' },
      });
      const guest = await site.request('http://site.example/scores', {
        headers: { Cookie: 'csz.selection=junk' },
      });
      // A cookie that keeps no pick is a guest's.
      expect(guest.headers.get('Cache-Control')).toMatch(/^public/);
      expect(renders).toEqual(['/scores csz.selection=1.16..2', '/scores csz.selection=junk']);
    });

    it('renders the forms and the 404 page, and draws member and staff pages in the browser, and a page that fails to render too', async () => {
      const site = app();
      renders.length = 0;
      for (const path of ['/contact-us/12/Wootton%20vs%20Churchill', '/login', '/no/such/page']) {
        const page = await site.request(`http://site.example${path}`);
        expect([path, page.status]).toEqual([path, path === '/no/such/page' ? 404 : 200]);
        expect(await page.text()).toMatch(/<div id="root"><h1>/);
      }
      expect(renders).toHaveLength(3);
      for (const path of ['/my-account/home', '/score-review', '/distribution']) {
        const page = await site.request(`http://site.example${path}`);
        expect([path, page.headers.get('Cache-Control')]).toEqual([path, 'no-cache']);
        expect(await page.text()).toContain('<div id="root"></div>');
      }
      expect(renders).toHaveLength(3);
      failing = true;
      try {
        const page = await site.request('http://site.example/playoffs?sportId=9');
        expect(page.status).toBe(200);
        expect(page.headers.get('Cache-Control')).toBe('no-cache');
        expect(await page.text()).toContain('<div id="root"></div>');
      } finally {
        failing = false;
      }
    });
  });
});
