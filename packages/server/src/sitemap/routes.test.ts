import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSitePage } from '@csz/core';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { forumPosts } from '../forum/schema';
import { games as gamesTable } from '../games/schema';
import { schools as schoolsTable } from '../lookups/schema';
import { brackets as bracketsTable } from '../playoffs/schema';
import { describeOnEngines } from '../testing/engines';
import { startTestServer, type TestServer } from '../testing/testServer';
import { disallowedPaths } from './routes';

// The sitemaps.org schemas: the urlset's as sitemap.js ships it, the index's from test-data/.
// The package exports only its code: its schema/ is found beside dist/.
const URLSET_XSD = readFileSync(
  join(dirname(createRequire(import.meta.url).resolve('sitemap')), '../../schema/sitemap.xsd'),
  'utf8',
);
const INDEX_XSD = readFileSync(
  fileURLToPath(new URL('../../test-data/sitemaps/siteindex.xsd', import.meta.url)),
  'utf8',
);

/** Checks documents against a sitemaps.org schema with libxml2, in one run. */
async function validSitemaps(xml: readonly string[], root: 'urlset' | 'sitemapindex') {
  const result = await validateXML({
    xml: xml.map((contents, i) => ({ fileName: `sitemap-${i}.xml`, contents })),
    schema: [{ fileName: 'schema.xsd', contents: root === 'urlset' ? URLSET_XSD : INDEX_XSD }],
  });
  expect(result.errors.map((error) => error.message)).toEqual([]);
  expect(result.valid).toBe(true);
}

/** The `<loc>` and `<lastmod>` of each entry of a sitemap. */
function entriesOf(xml: string): { loc: string; lastmod: string | null }[] {
  return [
    ...xml.matchAll(/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g),
  ].map(([, loc, lastmod]) => ({ loc: loc!.replaceAll('&amp;', '&'), lastmod: lastmod ?? null }));
}

async function text(server: TestServer, path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  return { response, body: await response.text() };
}

/** Every file the index lists, each checked against its schema. */
async function allFiles(server: TestServer) {
  const index = await text(server, '/sitemap.xml');
  await validSitemaps([index.body], 'sitemapindex');
  const files = entriesOf(index.body);
  const pages: { file: string; loc: string; lastmod: string | null }[] = [];
  const bodies: string[] = [];
  for (const file of files) {
    const answer = await text(server, new URL(file.loc).pathname);
    expect(answer.response.status, file.loc).toBe(200);
    bodies.push(answer.body);
    for (const entry of entriesOf(answer.body)) pages.push({ file: file.loc, ...entry });
  }
  await validSitemaps(bodies, 'urlset');
  return { files, pages };
}

/** Whether robots.txt closes a path. */
const closed = (path: string) => disallowedPaths().some((prefix) => path.startsWith(prefix));

describeOnEngines('robots.txt and the sitemaps', startTestServer, (server) => {
  beforeAll(async () => {
    // The tests' data set has no posts: three to list, then to hide, delete and hold.
    await server.handle.db.insert(forumPosts).values(
      ['First & best', 'Second', 'Third'].map((title) => ({
        kind: 'Post' as const,
        title,
        message: title,
        slug: title.toLowerCase().replace(/\W+/g, '-'),
      })),
    );
  });

  it('lets crawlers in, keeps them from the member, staff, API and builder pages, and names the sitemap', async () => {
    const { response, body } = await text(server, '/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const lines = body.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/admin/',
      '/my-account',
      '/notifications',
      '/dev/',
      '/bench/',
      '/distribution',
      '/standings-widget',
      '/score-review',
      '/forum-review',
      '/role-approvals',
      '/coach-reports',
      '/ms-rp/',
      '/ms-rp-ad/',
      '/mc-rp-ad/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow: /scores'))).toEqual([]);
    expect(lines.at(-1)).toBe(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('lists every game, active school, visible post and bracket, and the fixed pages, as pages of the site', async () => {
    const { files, pages } = await allFiles(server);
    expect(files.map((file) => new URL(file.loc).pathname)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/games-1.xml',
      '/sitemaps/schools-1.xml',
      '/sitemaps/posts-1.xml',
      '/sitemaps/brackets-1.xml',
    ]);
    const paths = pages.map((page) => {
      const url = new URL(page.loc);
      expect(url.origin).toBe(server.url);
      return `${url.pathname}${url.search}`;
    });
    expect(new Set(paths).size).toBe(paths.length);
    const { db } = server.handle;
    const [games, schools, posts, brackets] = await Promise.all([
      db.$count(gamesTable, sql`game_type is not null and game_type <> 'Event'`),
      db.$count(schoolsTable, sql`is_active`),
      db.$count(forumPosts, sql`deleted_at is null and hidden_at is null and not held`),
      db.$count(bracketsTable),
    ]);
    const count = (prefix: string) => paths.filter((path) => path.startsWith(prefix)).length;
    expect(count('/scores/view/')).toBe(games);
    expect(count('/schedules?schoolId=')).toBe(schools);
    expect(count('/forums/post/')).toBe(posts);
    expect(count('/playoffs/view/')).toBe(brackets);
    for (const page of ['/', '/scores', '/scores/standings', '/today-scores', '/schedules']) {
      expect(paths).toContain(page);
    }
    expect(paths).toEqual(expect.arrayContaining(['/playoffs', '/about-csz', '/contact-us']));
    expect(paths).toEqual(expect.arrayContaining(['/forums/all/General']));
    for (const path of paths) {
      expect(closed(path), path).toBe(false);
      expect(isSitePage(decodeURIComponent(new URL(path, server.url).pathname)), path).toBe(true);
      expect(path).not.toMatch(/^\/(s|games)(\/|$|\?)/);
    }
    // Every kind of address answers 200 from the site itself: no redirect, no 404. Each page is
    // rendered on the server, so the fixed pages are fetched and, of each kind of data page, its
    // first, its last and about four spread between (every one is a row the counts above matched).
    const kinds = ['/scores/view/', '/schedules?schoolId=', '/forums/post/', '/playoffs/view/'];
    const fetched = paths.filter((path) => !kinds.some((kind) => path.startsWith(kind)));
    for (const kind of kinds) {
      const ofKind = paths.filter((path) => path.startsWith(kind));
      const step = Math.max(1, Math.floor((ofKind.length - 1) / 4));
      fetched.push(...ofKind.filter((_, i) => i % step === 0 || i === ofKind.length - 1));
    }
    for (let i = 0; i < fetched.length; i += 8) {
      const statuses = await Promise.all(
        fetched.slice(i, i + 8).map(async (path) => {
          const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
          await response.arrayBuffer();
          return [path, response.status] as const;
        }),
      );
      for (const [path, status] of statuses) expect(status, path).toBe(200);
    }
    // Each data page has its own last change.
    expect(
      pages.filter((page) => page.loc.includes('/scores/view/')).every((page) => page.lastmod),
    ).toBe(true);
  });

  it('leaves out a post once hidden, deleted or held for review', async () => {
    const visible = await server.handle.db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(sql`deleted_at is null and hidden_at is null and not held`)
      .orderBy(forumPosts.id)
      .limit(3);
    expect(visible).toHaveLength(3);
    const [hidden, deleted, held] = visible.map((post) => post.id);
    const listed = async () =>
      entriesOf((await text(server, '/sitemaps/posts-1.xml')).body).map((entry) =>
        Number(new URL(entry.loc).pathname.split('/')[3]),
      );
    expect(await listed()).toEqual(expect.arrayContaining([hidden, deleted, held]));
    await server.handle.db.execute(
      sql`update forum_posts set hidden_at = now(), hidden_by = 'admin' where id = ${hidden}`,
    );
    await server.handle.db.execute(
      sql`update forum_posts set deleted_at = now() where id = ${deleted}`,
    );
    await server.handle.db.execute(sql`update forum_posts set held = true where id = ${held}`);
    const after = await listed();
    expect(after).not.toContain(hidden);
    expect(after).not.toContain(deleted);
    expect(after).not.toContain(held);
  });

  it('answers XML with a cache lifetime, an ETag and 304 for it', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/games-1.xml']) {
      const first = await text(server, path);
      expect(first.response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
      expect(first.response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
      const etag = first.response.headers.get('ETag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('ETag')).toBe(etag);
    }
    expect((await text(server, '/sitemap.xml')).response.headers.get('Cache-Control')).toBe(
      'public, max-age=300',
    );
  });

  it.each([
    '/sitemaps/games-0.xml',
    '/sitemaps/games-abc.xml',
    '/sitemaps/games-99999999999.xml',
    '/sitemaps/games-999999999.xml',
    '/sitemaps/games-2.xml',
    '/sitemaps/games-01.xml',
    '/sitemaps/members-1.xml',
    '/sitemaps/%00',
    '/sitemaps/games-1.xml%00',
    '/sitemaps/..%2Fsitemap.xml',
    '/sitemaps/pages.xml/extra',
    '/sitemaps/',
  ])('answers %s with 404 or 400, never a 500', async (path) => {
    const { response } = await text(server, path);
    expect([400, 404]).toContain(response.status);
  });
});

describeOnEngines(
  'the sitemaps split',
  (engine) => startTestServer(engine, { sitemapPerFile: 3 }),
  (server) => {
    it('splits each kind into files of at most the limit, each dated by what it lists', async () => {
      const { files, pages } = await allFiles(server);
      const games = files.filter((file) => file.loc.includes('/sitemaps/games-'));
      expect(games.length).toBeGreaterThan(2);
      for (const file of files) {
        const listed = pages.filter((page) => page.file === file.loc);
        expect(listed.length, file.loc).toBeGreaterThan(0);
        expect(listed.length, file.loc).toBeLessThanOrEqual(
          file.loc.endsWith('pages.xml') ? Infinity : 3,
        );
        if (file.loc.endsWith('pages.xml')) continue;
        // A file's date is the newest of its pages'.
        const newest = listed
          .map((page) => page.lastmod)
          .filter((lastmod) => lastmod != null)
          .sort()
          .at(-1);
        expect(file.lastmod, file.loc).toBe(newest ?? null);
      }
      const last = Math.max(...games.map((file) => Number(/games-(\d+)/.exec(file.loc)![1])));
      expect((await text(server, `/sitemaps/games-${last + 1}.xml`)).response.status).toBe(404);
    });
  },
);

describeOnEngines(
  'the sitemaps behind PUBLIC_URL',
  (engine) => startTestServer(engine, { publicUrl: 'https://scores.example.org' }),
  (server) => {
    it('names the public address, not the one the request came to', async () => {
      const robots = await text(server, '/robots.txt');
      expect(robots.body).toContain('Sitemap: https://scores.example.org/sitemap.xml');
      const index = await text(server, '/sitemap.xml');
      expect(index.response.headers.get('Vary') ?? '').not.toMatch(/Host/);
      for (const entry of entriesOf(index.body)) {
        expect(entry.loc).toMatch(/^https:\/\/scores\.example\.org\/sitemaps\//);
      }
    });
  },
);
