import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { LRUCache } from 'lru-cache';
import {
  ACCOUNT_TABS_META,
  DEFAULT_ACCOUNT_TABS,
  SERVICE_DAY_META,
  EMPTY_SELECTION,
  publicPageChanges,
  siteRouteOf,
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
import { escapeHtml } from '../forum/render';
import { headHtml, type PageHeads } from '../shareCards/pageHeads';
import { pageCacheControl, pageKeeping, servedFreshMs } from './pageCaching';
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
function withRender(
  page: StaticFile,
  rendered: RenderedPage,
  titled: boolean,
  picks: string,
): StaticFile {
  let index = new TextDecoder().decode(page.body);
  // A page without a head of its own is titled as the browser will title it (its form, its 404).
  if (!titled && rendered.title != null) {
    const title = `<title>${escapeHtml(rendered.title)}</title>`;
    index = index.replace(/<title>[\s\S]*?<\/title>/, () => title);
  }
  const body = new TextEncoder().encode(pageWithRender(index, rendered));
  // The reader's picks too: the data block holds them, and the browser keeps them (a 304 for a
  // page of other picks would put those back).
  const seen = new TextEncoder().encode(
    `${pageWithRender(index, { ...rendered, state: null })}\n${picks}`,
  );
  return { body, contentType: page.contentType, etag: etagOf(seen), shortLived: true };
}

/** Whether an address is the service's (one of SERVICE_PREFIXES), matched once. */
const SERVICE_ADDRESS = new RegExp(
  `^(?:${SERVICE_PREFIXES.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
);

/** The selection cookie's value that keeps no pick. */
const NO_PICKS = selectionCookieValue(EMPTY_SELECTION);

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

  // The page of the current day, made once a day; the day is asked of the clock once a second at
  // most (every page's request goes through here).
  let dayPage: { today: DateString; file: StaticFile; checkedAt: number } | null = null;
  const page = (): StaticFile | null => {
    const now = Date.now();
    if (dayPage != null && now - dayPage.checkedAt < 1000) return dayPage.file;
    const index = file('index.html');
    if (index == null) return null;
    const today = clock.today();
    if (dayPage?.today !== today) {
      dayPage = { today, file: pageOfDay(index, today, accountTabs), checkedAt: now };
    }
    dayPage.checkedAt = now;
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

  // Pages rendered here, by address, day, the reader's picks and (for the pages of sports data)
  // the data's version, each kept as long as its kind of page may be (pageCaching.ts). However
  // many ask at once, a page's head is made and it is rendered and compressed once; one past its
  // time is sent while it is rendered again; one kept is sent without a look at the database.
  interface Kept {
    file: StaticFile;
    status: number;
    /** Whether it holds all it read (a read failed: no), and may be kept and shared. */
    complete: boolean;
  }
  // The site's renderer, once its build is loaded.
  let renderer: RenderPage | null | undefined;
  const renderNow = async (
    request: Request,
    day: StaticFile,
    picks: string,
    changes: PageChanges,
  ): Promise<Kept | Response> => {
    const page = await pageFor(new URL(request.url), day);
    const answer = await renderer!(request, servedFreshMs(changes));
    if (answer instanceof Response) return answer;
    return {
      // A page with a head of its own keeps its title; another is titled as its render says.
      file: withRender(page, answer, page !== day, picks),
      status: answer.status,
      complete: answer.complete !== false,
    };
  };
  const rendered = new LRUCache<
    string,
    Kept,
    { request: Request; day: StaticFile; picks: string; changes: PageChanges }
  >({
    max: 500,
    // Hostile addresses (each unknown one is a 404 page kept) push out pages, never the memory.
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (kept) => kept.file.body.byteLength * 2,
    allowStale: true,
    noDeleteOnStaleGet: true,
    // A redirect is answered, not kept.
    fetchMethod: async (_key, _stale, { context }) => {
      const made = await renderNow(context.request, context.day, context.picks, context.changes);
      if (made instanceof Response) throw made;
      return made;
    },
  });
  const renderedPage = async (
    request: Request,
    day: StaticFile,
    changes: PageChanges,
    picks: string,
  ): Promise<Kept | Response | null> => {
    if ((renderer ??= await render) == null) return null;
    const keeping = pageKeeping(changes);
    try {
      // The version is taken before the render: a page rendered from data a write has changed
      // meanwhile is kept under the old version, which no request asks for any more.
      const version = keeping.followsSportsData ? sportsDataVersion() : 0;
      const key = `${request.url}\n${day.etag}\n${picks}\n${version}`;
      // In its time, at once; past it or missing, through the one render under way.
      const kept = keeping.keepMs === 0 ? undefined : rendered.get(key, { allowStale: false });
      if (kept != null) return kept;
      const made = (await rendered.fetch(key, {
        ttl: Math.max(keeping.keepMs, 1),
        context: { request, day, picks, changes },
      }))!;
      // A page missing a read, or one rendered afresh for each visit (The Zone's), is sent to
      // those who asked for it together, then forgotten.
      if (!made.complete || keeping.keepMs === 0) rendered.delete(key);
      return made;
    } catch (error) {
      if (error instanceof Response) return error;
      // The page is still drawn in the browser, as before it was rendered here.
      console.error('The page %s could not be rendered on the server: %o', request.url, error);
      return null;
    }
  };
  // A head, or a page rendered here, without PUBLIC_URL names the origin the request was made to
  // (its Host; a rendered page's links to calendar feeds, say): caches must not give it to a
  // request made to another name of the server. A rendered page is the reader's own where their
  // picks' cookie made it.
  const hostVary = publicUrl == null ? { Vary: 'Host' } : {};
  const renderedVary = { Vary: publicUrl == null ? 'Host, Cookie' : 'Cookie' };

  app.get('*', async (c, next) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      // A malformed escape in a typed address ('%E0') is no page: the site's own 404.
      path = '/404';
    }
    if (SERVICE_ADDRESS.test(path)) return next();
    // Old and short addresses move for good (spec §2 "Redirects"), so links and search engines
    // learn the new one; the site follows the same table when it routes on its own.
    const moved = redirectTarget(path);
    if (moved != null) return c.redirect(`${moved}${new URL(c.req.url).search}`, 301);
    // Build metadata (.vite/manifest.json) is not for readers.
    if (path.includes('/.')) return next();
    // The route table is matched on the address as sent: a name in it ('St. Anne's', an email)
    // may hold a dot, or an encoded '/', without being a file or another segment. No file of the
    // build is at a page's address: a page's request does not look at the disk.
    const route = siteRouteOf(c.req.path);
    const sitePage = route != null;
    const asset = path === '/' || sitePage ? null : file(path);
    if (asset != null) {
      // Vite names what it puts under assets/ by content hash.
      const cacheControl = path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300';
      return sendStaticFile(c, asset, cacheControl);
    }
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
    const changes = route == null ? 'release' : publicPageChanges(route);
    // The reader's picks, which a page rendered here is drawn with (core's SELECTION_COOKIE).
    const cookie = c.req.header('Cookie');
    const picks =
      cookie == null
        ? NO_PICKS
        : selectionCookieValue(selectionFromCookie(selectionCookieIn(cookie)));
    const rendered = changes == null ? null : await renderedPage(c.req.raw, index, changes, picks);
    if (rendered instanceof Response) return rendered;
    const status = !sitePage || rendered?.status === 404 ? 404 : 200;
    if (rendered == null) {
      // Drawn in the browser (a member's page, or one whose render failed), and re-checked on
      // every visit, so that a new release reaches readers at once.
      const page = sitePage ? await pageFor(new URL(c.req.url), index) : index;
      return sendStaticFile(c, page, 'no-cache', page === index ? {} : hostVary, status);
    }
    // A page missing a read (the database away a moment) is nobody's to keep.
    const cacheControl = rendered.complete
      ? pageCacheControl(changes!, picks !== NO_PICKS)
      : 'no-cache';
    return sendStaticFile(c, rendered.file, cacheControl, renderedVary, status);
  });
  return app;
}
