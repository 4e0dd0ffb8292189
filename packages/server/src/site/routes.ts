import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import {
  ACCOUNT_TABS_META,
  DEFAULT_ACCOUNT_TABS,
  SERVICE_DAY_META,
  isSitePage,
  keepsSelection,
  publicPageChanges,
  redirectTarget,
  selectionCookieIn,
  selectionCookieValue,
  selectionFromCookie,
  type PageChanges,
  type AccountTab,
  type DateString,
} from '@csz/core';
import type { Clock } from '../clock';
import { etagOf, readStaticFile, sendStaticFile, type StaticFile } from '../http/staticFiles';
import { headHtml, type PageHeads } from '../shareCards/pageHeads';
import { pageCacheControl, pageKeeping } from './pageCaching';
import { pageWithRender, type RenderPage, type RenderedPage } from './serverRender';

/**
 * The site (packages/site, built by Vite into its dist/) from the same process as the API
 * (docs/architecture.md "Runtime conventions"): its hashed assets cached for ever, and every page of core's
 * route table answered with index.html, where the site's router takes over; any other address
 * gets the same page (which shows 'Not Found') with status 404. The page carries the service's
 * day, so that the site's 'today' is the server's, as the embed frames' is. Pages of a game, a
 * school and a post carry their own title, description and cards (issue 18: a shared link shows
 * the score where it is pasted), found by `heads`.
 */

/** Where the site's build is, beside this package. */
export const DEFAULT_SITE_DIST = fileURLToPath(new URL('../../../site/dist', import.meta.url));

/** Addresses that belong to the service, never to the site's router. */
const SERVICE_PREFIXES = [
  '/api/',
  '/admin/',
  '/embed/',
  '/logos/',
  '/ads/',
  '/uploads/',
  '/dev/',
  '/bench/',
  '/share/',
  '/sitemaps/',
];

/**
 * index.html with the service's day (core's SERVICE_DAY_META) and the account tabs that are on
 * (ACCOUNT_TABS_META) in its head, for the site to read.
 */
function pageOfDay(
  index: StaticFile,
  today: DateString,
  accountTabs: readonly AccountTab[],
): StaticFile {
  const html = new TextDecoder().decode(index.body);
  const meta = [
    `<meta name="${SERVICE_DAY_META}" content="${today}" />`,
    `<meta name="${ACCOUNT_TABS_META}" content="${accountTabs.join(',')}" />`,
  ].join('');
  const body = new TextEncoder().encode(html.replace('</head>', `${meta}</head>`));
  return { body, contentType: index.contentType, etag: etagOf(body) };
}

/** A page with its own head in place of index.html's title. */
function pageWithHead(page: StaticFile, head: string): StaticFile {
  const html = new TextDecoder().decode(page.body);
  // A function, so that '$&' in a title is not read as a replacement pattern. The page's own
  // description (index.html's, for pages without a head of their own) gives way to the head's.
  const body = new TextEncoder().encode(
    html
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace(/<title>[\s\S]*?<\/title>/, () => head),
  );
  return { body, contentType: page.contentType, etag: etagOf(body) };
}

/**
 * A page with the site's render of it in its root element (serverRender.ts). Its ETag is that of
 * what the reader sees, the page without its data for the browser: the data carries the times its
 * answers were read, new in each render of the same page. A browser told it has the page takes
 * over its own copy, whose older answers it then asks for again (site's useQuery.ts).
 */
function withRender(page: StaticFile, rendered: RenderedPage): StaticFile {
  const index = new TextDecoder().decode(page.body);
  const body = new TextEncoder().encode(pageWithRender(index, rendered));
  const seen = new TextEncoder().encode(pageWithRender(index, { ...rendered, state: null }));
  return { body, contentType: page.contentType, etag: etagOf(seen) };
}

/** Options of the site's routes. */
export interface SiteOptions {
  /** The site's build. @default DEFAULT_SITE_DIST */
  dist?: string;
  /** The heads of pages with cards of their own (shareCards/pageHeads.ts). */
  heads?: PageHeads;
  /** PUBLIC_URL; without it, the origin each request was made to. */
  publicUrl?: string | null;
  /** The account page's tabs that are on. @default core's DEFAULT_ACCOUNT_TABS */
  accountTabs?: readonly AccountTab[];
  /**
   * The site's renderer (serverRender.ts), for the pages rendered here; null, or resolving to null,
   * where the site is not built for the server: its pages are then drawn in the browser.
   */
  render?: Promise<RenderPage | null> | null;
  /**
   * The version of the sports data, which every write to it moves on (the response cache's): a
   * page rendered here from older data is rendered again. @default none: pages are kept their time
   */
  sportsDataVersion?: () => number;
}

/** The site's routes; mount them last, at '/'. */
export function siteRoutes(clock: Clock, options: SiteOptions = {}) {
  const {
    dist = DEFAULT_SITE_DIST,
    heads,
    publicUrl,
    accountTabs = DEFAULT_ACCOUNT_TABS,
    render = null,
    sportsDataVersion = () => 0,
  } = options;
  const app = new Hono();
  // Each file is read once (a new build is served after a restart, as the embeds are). Only files
  // found are kept, so addresses that name nothing cannot fill the memory.
  const files = new Map<string, StaticFile>();
  const file = (path: string): StaticFile | null => {
    // Only files inside dist/: '..' in an address cannot climb out.
    const full = normalize(join(dist, path));
    let found = files.get(full) ?? null;
    if (
      found == null &&
      full.startsWith(dist + sep) &&
      existsSync(full) &&
      statSync(full).isFile()
    ) {
      found = readStaticFile(full);
      files.set(full, found);
    }
    return found;
  };

  // The page of the current day, made once a day.
  let dayPage: { today: DateString; file: StaticFile } | null = null;
  const page = (): StaticFile | null => {
    const index = file('index.html');
    if (index == null) return null;
    const today = clock.today();
    if (dayPage?.today !== today) dayPage = { today, file: pageOfDay(index, today, accountTabs) };
    return dayPage.file;
  };
  // Pages with heads of their own, by head and day: each is compressed once, not on every visit.
  const headed = new LRUCache<string, StaticFile>({ max: 500 });
  const pageFor = async (url: URL, day: StaticFile): Promise<StaticFile> => {
    let head: string;
    try {
      const found = await heads?.(url, publicUrl ?? url.origin);
      if (found == null) return day;
      head = headHtml(found);
    } catch (error) {
      // The page still loads without its cards (the database away a moment).
      console.error('The head of %s could not be made: %o', url.pathname, error);
      return day;
    }
    const key = `${day.etag}\n${head}`;
    let file = headed.get(key);
    if (file == null) {
      file = pageWithHead(day, head);
      headed.set(key, file);
    }
    return file;
  };

  // Pages rendered here, by address, page (its head and day) and the reader's picks, each kept as
  // long as its kind of page may be (pageCaching.ts): however many read it, it is rendered and
  // compressed once in that time.
  const rendered = new LRUCache<string, { file: StaticFile; status: number }>({
    max: 500,
    ttlAutopurge: false,
  });
  const renderedPage = async (
    request: Request,
    page: StaticFile,
    changes: PageChanges,
  ): Promise<{ file: StaticFile; status: number } | Response | null> => {
    const renderer = await render;
    if (renderer == null) return null;
    const keeping = pageKeeping(changes);
    const picks = selectionCookieValue(
      selectionFromCookie(selectionCookieIn(request.headers.get('cookie'))),
    );
    const version = keeping.followsSportsData ? sportsDataVersion() : 0;
    const key = `${request.url}\n${page.etag}\n${picks}\n${version}`;
    const kept = rendered.get(key);
    if (kept != null) return kept;
    try {
      const answer = await renderer(request);
      if (answer instanceof Response) return answer;
      const made = { file: withRender(page, answer), status: answer.status };
      // Data read after a write began may be older than the version taken before: kept only if
      // no write came meanwhile.
      const current = keeping.followsSportsData ? sportsDataVersion() : 0;
      if (keeping.keepMs > 0 && version === current) {
        rendered.set(key, made, { ttl: keeping.keepMs });
      }
      return made;
    } catch (error) {
      // The page is still drawn in the browser, as before it was rendered here.
      console.error('The page %s could not be rendered on the server: %o', request.url, error);
      return null;
    }
  };

  app.get('*', async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      // A malformed escape in a typed address ('%E0') is no page: the site's own 404.
      path = '/404';
    }
    if (SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
    // Old and short addresses move for good (spec §2 "Redirects"), so links and search engines
    // learn the new one; the site follows the same table when it routes on its own.
    const moved = redirectTarget(path);
    if (moved != null) return c.redirect(`${moved}${new URL(c.req.url).search}`, 301);
    // Build metadata (.vite/manifest.json) is not for readers.
    if (path.includes('/.')) return next();
    const asset = path === '/' ? null : file(path);
    if (asset != null) {
      // Vite names what it puts under assets/ by content hash.
      const cacheControl = path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300';
      return sendStaticFile(c, asset, cacheControl);
    }
    // The route table is matched on the address as sent: a name in it ('St. Anne's', an email)
    // may hold a dot, or an encoded '/', without being a file or another segment.
    const sitePage = isSitePage(c.req.path);
    if (!sitePage && extname(path) !== '' && !path.endsWith('.html')) return next();
    const index = page();
    if (index == null) {
      return c.html(
        '<!doctype html><title>CSZ</title><p>The site is not built on this server. Build it with <code>pnpm --filter @csz/site build</code>; the API is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>',
        503,
      );
    }
    // An address that is no page gets the site's page too, which shows 'Not Found', with status
    // 404 for search engines and monitoring; it changes only with a release. Member and staff
    // pages are drawn in the browser, behind the chrome of index.html.
    const url = new URL(c.req.url);
    const headed = sitePage ? await pageFor(url, index) : index;
    const changes = sitePage ? publicPageChanges(c.req.path) : 'release';
    const rendered = changes == null ? null : await renderedPage(c.req.raw, headed, changes);
    if (rendered instanceof Response) return rendered;
    const status = !sitePage || rendered?.status === 404 ? 404 : 200;
    // A head written without PUBLIC_URL names the origin the request was made to (its Host):
    // caches must not give it to a request made to another name of the server. A rendered page
    // is the reader's own where their picks' cookie made it.
    const vary = [
      ...(headed !== index && publicUrl == null ? ['Host'] : []),
      ...(rendered == null ? [] : ['Cookie']),
    ];
    const headers = vary.length === 0 ? {} : { Vary: vary.join(', ') };
    // A page drawn in the browser is re-checked on every visit, so a new release reaches readers
    // at once.
    if (rendered == null) return sendStaticFile(c, headed, 'no-cache', headers, status);
    const cacheControl = pageCacheControl(changes!, keepsSelection(c.req.header('Cookie')));
    return sendStaticFile(c, rendered.file, cacheControl, headers, status);
  });
  return app;
}
