import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  FORUM_CATEGORIES,
  PATHS,
  SITE_ROUTES,
  SITE_ROUTE_AUDIENCE,
  TEAMS_CATEGORY,
  bracketPath,
  categoryTagLink,
  contactPath,
  forumTagPath,
  gamePath,
  postPath,
  selectionPath,
  shiftDate,
  type SiteRoute,
} from '@csz/core';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { etagOf, ifNoneMatch } from '../http/staticFiles';
import { DEFAULT_SITE_DIST } from '../site/routes';
import {
  SITEMAP_KINDS,
  sitemapParts,
  sitemapRows,
  type SitemapKind,
  type SitemapPart,
  type SitemapRow,
} from './queries';

/**
 * What search engines are told (issue 31 point 7): robots.txt keeps them to the public pages, and
 * /sitemap.xml, an index of files under /sitemaps/, lists every public page with when it last
 * changed: every game, every active school's schedules, every visible post, every bracket, and the
 * fixed pages. The XML is written here, not with sitemap.js (the npm package `sitemap`): on a file
 * of 48,526 games that library took 405 ms of the event loop, the one every API request shares,
 * against 45 ms for the same bytes written below. Its sitemaps.org XSD checks the output in the
 * tests.
 */

/** The sitemaps.org limit of addresses in one file. */
export const MAX_URLS_PER_FILE = 50_000;

/** Options of the sitemaps. */
export interface SitemapOptions {
  /** Addresses in one file at most (a test splits the tiny data set). @default MAX_URLS_PER_FILE */
  perFile?: number;
}

const XML = 'application/xml; charset=utf-8';
/** The index and the files of this week's games change with every score: re-read in minutes. */
const BRIEFLY = 'public, max-age=300';
/** A file of old games, schools or posts changes seldom: crawlers and CDNs keep it for hours. */
const FOR_HOURS = 'public, max-age=21600';
/** The fixed pages and robots.txt change with a release. */
const HOURLY = 'public, max-age=3600';

/** The service's own addresses that no reader lands on: the API, the staff's API, development and benchmark helpers. */
const SERVICE_PATHS = ['/api/', '/admin/', '/dev/', '/bench/'];

/**
 * The part of a page's pattern before its first parameter: what robots.txt matches on. A required
 * parameter keeps its slash ('/ms-rp/' is not '/ms-rp-ad/'); an optional one does not, so the
 * bare address is covered too ('/my-account').
 */
function patternPrefix(pattern: string): string {
  const cut = pattern.search(/\/[:*]/);
  if (cut === -1) return pattern;
  const parameter = pattern.slice(cut + 1).split('/')[0] ?? '';
  return parameter === '*' || parameter.endsWith('?')
    ? pattern.slice(0, cut)
    : pattern.slice(0, cut + 1);
}

/** Every address robots.txt closes: the service's, and the pages core marks for members or staff. */
export function disallowedPaths(): string[] {
  const pages = (Object.keys(SITE_ROUTES) as SiteRoute[])
    .filter((route) => SITE_ROUTE_AUDIENCE[route] !== 'public')
    .map((route) => patternPrefix(SITE_ROUTES[route]));
  return [...SERVICE_PATHS, ...new Set(pages)];
}

/** The Zone's categories as its navigation links them (the podcast's page is the site's own). */
const CATEGORY_PATHS = [
  ...FORUM_CATEGORIES,
  { tagType: 'Group', tagString: TEAMS_CATEGORY } as const,
].map((category) =>
  forumTagPath({
    ...category,
    tagLink: categoryTagLink(category),
    tagEntityId: null,
    isCategory: true,
  }),
);

/** The public pages that are not made from the data (spec §2). */
export const FIXED_PAGES = [
  PATHS.home,
  PATHS.scores,
  PATHS.standings,
  PATHS.todayScores,
  PATHS.schedules,
  PATHS.playoffs,
  PATHS.about,
  contactPath(),
  ...CATEGORY_PATHS,
];

/** Each kind's page of a row. */
const PAGE_OF: Record<SitemapKind, (row: SitemapRow) => string> = {
  games: (row) => gamePath(row.id),
  // The canonical address of a school's schedules (its page's head says the same): the school
  // alone, its county and state follow; forced, so that a reader's stored picks do not win.
  schools: (row) =>
    selectionPath('schedules', { selectedSchoolId: String(row.id) }, { force: true }),
  posts: (row) => postPath(row.id, row.slug),
  brackets: (row) => bracketPath(row.id),
};

/** A file's name: pages.xml, or a kind and its part from 1 ('games-12.xml'). */
const FILE_NAME = new RegExp(`^(?:pages|(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,8}))\\.xml$`);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data. */
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** An address and its last change. */
interface Entry {
  url: string;
  lastmod: Date | null;
}

/** A sitemaps.org 0.9 document: a urlset of pages or a sitemapindex of files. */
function sitemapXml(
  root: 'urlset' | 'sitemapindex',
  entries: readonly Entry[],
): Uint8Array<ArrayBuffer> {
  const tag = root === 'urlset' ? 'url' : 'sitemap';
  const parts = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`,
  ];
  for (const { url, lastmod } of entries) {
    const when = lastmod == null ? '' : `<lastmod>${lastmod.toISOString()}</lastmod>`;
    parts.push(`<${tag}><loc>${escapeXml(url)}</loc>${when}</${tag}>\n`);
  }
  parts.push(`</${root}>\n`);
  return new TextEncoder().encode(parts.join(''));
}

/** An answer with the ETag every cached answer of the server has, or 304 when the client has it. */
function sendXml(
  c: Context,
  body: Uint8Array<ArrayBuffer>,
  cacheControl: string,
  vary: Record<string, string>,
  contentType = XML,
): Response {
  const etag = etagOf(body);
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    ...vary,
  };
  if (ifNoneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}

/** The site's build time, the fixed pages' last change; null when the site is not built. */
function buildTime(dist: string): Date | null {
  try {
    return statSync(join(dist, 'index.html')).mtime;
  } catch {
    return null;
  }
}

/** How long the index's reading of the data is kept: at national scale it takes about a second. */
const INDEX_KEPT_MS = 60_000;

/** robots.txt, /sitemap.xml and /sitemaps/{file}.xml; mount at '/', before the site's routes. */
export function sitemapRoutes({ handle, clock, urls }: AppDeps, options: SitemapOptions = {}) {
  const { db } = handle;
  const perFile = Math.min(options.perFile ?? MAX_URLS_PER_FILE, MAX_URLS_PER_FILE);
  const robotsRules = disallowedPaths().map((path) => `Disallow: ${path}`);
  // Without PUBLIC_URL the addresses name the origin a request came to: a cache must keep them apart.
  const vary: Record<string, string> = urls.site == null ? { Vary: 'Host' } : {};
  const originOf = (c: Context) => urls.site?.replace(/\/+$/, '') ?? new URL(c.req.url).origin;
  // One reading at a time, shared by the requests that come while it runs and for a minute after.
  let kept: { at: number; parts: Promise<SitemapPart[]> } | null = null;
  const indexParts = (): Promise<SitemapPart[]> => {
    if (kept == null || Date.now() - kept.at > INDEX_KEPT_MS) {
      const parts = Promise.all(SITEMAP_KINDS.map((kind) => sitemapParts(db, kind, perFile)));
      kept = { at: Date.now(), parts: parts.then((all) => all.flat()) };
      // A failed reading is not kept: the next request tries again.
      kept.parts.catch(() => {
        kept = null;
      });
    }
    return kept.parts;
  };

  return new Hono()
    .get('/robots.txt', (c) => {
      const text = [
        'User-agent: *',
        'Allow: /',
        ...robotsRules,
        '',
        `Sitemap: ${originOf(c)}/sitemap.xml`,
        '',
      ].join('\n');
      return sendXml(c, new TextEncoder().encode(text), HOURLY, vary, 'text/plain; charset=utf-8');
    })
    .get('/sitemap.xml', async (c) => {
      const origin = originOf(c);
      const parts = await indexParts();
      const entries = [
        { url: `${origin}/sitemaps/pages.xml`, lastmod: buildTime(DEFAULT_SITE_DIST) },
        ...parts.map((part) => ({
          url: `${origin}/sitemaps/${part.kind}-${part.part}.xml`,
          lastmod: part.lastmod,
        })),
      ];
      return sendXml(c, sitemapXml('sitemapindex', entries), BRIEFLY, vary);
    })
    .get('/sitemaps/:file', async (c) => {
      const name = FILE_NAME.exec(c.req.param('file'));
      if (name == null) return c.json({ message: 'No such sitemap' }, 404);
      const origin = originOf(c);
      const [, kind, number] = name;
      if (kind == null || number == null) {
        const lastmod = buildTime(DEFAULT_SITE_DIST);
        const pages = FIXED_PAGES.map((path) => ({ url: `${origin}${path}`, lastmod }));
        return sendXml(c, sitemapXml('urlset', pages), HOURLY, vary);
      }
      const part = Number(number);
      // Past the last id the database can hold there is nothing to list (nor to ask for).
      if ((part - 1) * perFile >= 2 ** 31 - 1) return c.json({ message: 'No such sitemap' }, 404);
      const rows = await sitemapRows(db, kind as SitemapKind, part, perFile);
      if (rows.length === 0) return c.json({ message: 'No such sitemap' }, 404);
      const page = PAGE_OF[kind as SitemapKind];
      const weekAgo = shiftDate(clock.today(), -7);
      const dayAgo = Date.now() - 86_400_000;
      const recent = rows.some(
        (row) =>
          (row.day != null && row.day >= weekAgo) ||
          (row.lastmod != null && row.lastmod.getTime() > dayAgo),
      );
      const entries = rows.map((row) => ({ url: `${origin}${page(row)}`, lastmod: row.lastmod }));
      return sendXml(c, sitemapXml('urlset', entries), recent ? BRIEFLY : FOR_HOURS, vary);
    });
}
