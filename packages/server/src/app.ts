import { Hono, type Context } from 'hono';
import { VIDEO_PLAYER_ORIGINS } from '@csz/core';
import { bodyLimit } from 'hono/body-limit';
import { calendarFeedRoutes } from './calendarFeeds/routes';
import { cors } from 'hono/cors';
import { logger } from 'hono/logger';
import type { AppDeps } from './deps';
import { embedBuilderRoutes, embedRoutes, FRAME_CSP } from './embeds/embedRoutes';
import { compression } from './http/compression';
import { answerError } from './http/errors';
import { openApiDocument } from './http/openapi';
import { refuseControlCharacters, requireJsonBodies } from './http/validation';
import { adImageRoutes, adRoutes } from './ads/routes';
import { adminRoutes } from './games/importRoutes';
import { authRoutes } from './accounts/authRoutes';
import { contactRoutes } from './contact/routes';
import { devOutboxRoutes } from './mail/devOutboxRoutes';
import { avatarUploadRoutes, profileRoutes, uploadRoutes } from './accounts/profileRoutes';
import { coachReportRoutes } from './accounts/coachReportRoutes';
import { roleReviewRoutes, roleRoutes } from './accounts/roleRoutes';
import { siteRoutes } from './site/routes';
import { loadSiteRenderer } from './site/serverRender';
import { cardData } from './shareCards/cardData';
import { pageHeads } from './shareCards/pageHeads';
import { shareCardRoutes } from './shareCards/routes';
import { sitemapRoutes } from './sitemap/routes';
import { gameRoutes } from './games/routes';
import { linkPreviewRoutes } from './forum/linkPreviewRoutes';
import { forumListRoutes } from './forum/listRoutes';
import { liveRoutes } from './live/routes';
import { scoreReviewRoutes, scoreRoutes } from './scores/routes';
import { reportRoutes } from './reports/routes';
import { gamePostRoutes } from './forum/gamePostRoutes';
import { imageUploadRoutes, uploadScoreRoutes } from './scores/uploadRoutes';
import { pointsRoutes } from './points/routes';
import { forumModerationRoutes, forumRoutes } from './forum/routes';
import { notificationRoutes } from './notifications/routes';
import { logoRoutes } from './lookups/logoRoutes';
import { lookupRoutes } from './lookups/routes';
import { playoffRoutes } from './playoffs/routes';
import { standingsRoutes } from './standings/routes';
import { teamCalendarRoutes } from './teamCalendar/routes';

/** Options of the app beyond its dependencies. */
export interface AppOptions {
  /** Log one line per request. @default true */
  log?: boolean;
  /**
   * Serve /bench/floor: a fixed, pre-serialised answer through the same server, the floor the API
   * benchmark compares the real routes against (docs/architecture.md "Budgets"). Off in normal runs.
   */
  benchFloor?: boolean;
  /** Addresses in one sitemap file at most (sitemap/routes.ts). @default 50,000, the protocol's limit */
  sitemapPerFile?: number;
}

/** Fixed JSON bodies of a given size for the benchmark floor, serialised once per size. */
const floorBodies = new Map<number, Uint8Array<ArrayBuffer>>();
function floorBody(bytes: number): Uint8Array<ArrayBuffer> {
  let body = floorBodies.get(bytes);
  if (body == null) {
    body = new TextEncoder().encode(
      JSON.stringify({ items: [], padding: 'x'.repeat(Math.max(0, bytes - 26)) }),
    );
    floorBodies.set(bytes, body);
  }
  return body;
}

/**
 * The site pages' Content-Security-Policy: scripts, styles, connections and frames from this origin
 * only (the builders' previews also from the embeds' address, when a CDN serves them elsewhere);
 * pictures from anywhere over HTTPS (advertisers, school logos); inline style attributes, which
 * React writes; nothing inline that runs.
 */
export function siteCsp(embedsUrl: string | null): string {
  const embeds = embedsUrl == null ? '' : ` ${new URL(embedsUrl).origin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // blob: for the previews of photos picked for upload, before they are sent.
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The Highlights videos' players (YouTube, Vimeo), framed when a reader presses play.
    `frame-src 'self'${embeds} ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The JSON API, every route of it chained on one app so that its paths, parameters, bodies and
 * answers stay in the type ({@link AppType}): the site's calls and the tests go through Hono's
 * typed client (hc), so a changed path or body breaks the build, not a reader.
 */
export function apiRoutes(deps: AppDeps) {
  return new Hono()
    .route('/api/csz', lookupRoutes(deps))
    .route('/api/csz', gameRoutes(deps))
    .route('/api/csz', standingsRoutes(deps))
    .route('/api/csz', playoffRoutes(deps))
    .route('/api/csz', authRoutes(deps))
    .route('/api/csz', profileRoutes(deps))
    .route('/api/csz', roleRoutes(deps))
    .route('/api/csz', coachReportRoutes(deps))
    .route('/api/csz', contactRoutes(deps))
    .route('/api/csz', adRoutes(deps))
    .route('/api/csz', pointsRoutes(deps))
    .route('/api/csz', scoreRoutes(deps))
    .route('/api/csz', reportRoutes(deps))
    .route('/api/csz', calendarFeedRoutes(deps))
    .route('/api/csz', teamCalendarRoutes(deps, 'games'))
    .route('/api/csz', teamCalendarRoutes(deps, 'events'))
    .route('/api/forums', gamePostRoutes(deps))
    .route('/api/forums', forumRoutes(deps))
    .route('/api/notifications', notificationRoutes(deps))
    .route('/api/forums', linkPreviewRoutes(deps))
    .route('/api/forums', forumListRoutes(deps))
    .route('/api/live', liveRoutes(deps))
    .route('/admin/api', adminRoutes(deps))
    .route('/admin/api', embedBuilderRoutes(deps))
    .route('/admin/api', avatarUploadRoutes(deps))
    .route('/admin/api', roleReviewRoutes(deps))
    .route('/admin/api', scoreReviewRoutes(deps))
    .route('/admin/api', uploadScoreRoutes(deps))
    .route('/admin/api', imageUploadRoutes(deps))
    .route('/admin/api', forumModerationRoutes(deps));
}

/** The JSON API's routes as the typed client (hc) reads them. */
export type AppType = ReturnType<typeof apiRoutes>;

/**
 * The HTTP service: the API under /api/csz/ and /admin/api/, school logos, house ads' pictures, and the OpenAPI
 * document, the embeds under /embed/, and the site at every other address.
 */
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono {
  const app = new Hono();
  if (options.log !== false) {
    // One line per request, when it completes.
    app.use(logger((line) => line.startsWith('-->') && console.log(line.slice(4))));
  }
  const sitePolicy = siteCsp(deps.urls.embeds);
  const https = deps.urls.site?.startsWith('https:') ?? false;
  app.use(async (c, next) => {
    await next();
    // Set on the answer's headers, not with c.header(): after the handler, hono's c.header() makes
    // the answer again from its body, which turns @hono/node-server's light response (its bytes
    // written straight to the socket) into a fetch Response that copies them and streams them; on
    // Node 24 that made a 165 KB answer cost 2.5 times as much to send.
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    // Links out (streams, advertisers) learn our origin, never a page's address and its query.
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Served over HTTPS (PUBLIC_URL says so): browsers keep to it for a year.
    if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (c.req.path.startsWith('/embed/')) {
      // Embeds are made to be framed by any site.
      headers.set('Content-Security-Policy', FRAME_CSP);
    } else if (headers.get('Content-Type')?.startsWith('text/html')) {
      // The site's pages: only our own scripts, and never framed (clickjacking).
      headers.set('Content-Security-Policy', sitePolicy);
      headers.set('X-Frame-Options', 'DENY');
    } else {
      headers.set('Content-Security-Policy', "frame-ancestors 'none'");
      headers.set('X-Frame-Options', 'DENY');
    }
  });
  app.use(compression());
  // The public API is open data: any site may read it from the browser.
  // hono's cors() answers the preflight; the answers themselves get their header after the
  // handler, on their own headers (as above): cors() sets it before, on a response that the
  // handler's then has to be merged into, which makes the answer again from its body.
  const preflight = cors({ origin: '*', allowMethods: ['GET'] });
  app.use('/api/csz/*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
  });
  // Calendar feeds keep out of the response cache: their games change through every write path,
  // not only those that invalidate it, and each feed sets its own lifetime (calendarFeeds/routes.ts).
  const responseCache = deps.cache.middleware();
  app.use('/api/csz/*', (c, next) =>
    c.req.path.startsWith('/api/csz/calendar/') ? next() : responseCache(c, next),
  );
  // Bodies are small JSON, except the uploads; a larger one is refused before it is read (and
  // before the control-character check parses it). The first prefix that matches sets the limit.
  const tooLarge = (limit: string) => (c: Context) =>
    c.json({ message: `The request body is larger than ${limit}` }, 413);
  const limits = (
    [
      ['/admin/api/import/', 21 * 1024 * 1024, '20 MB'],
      ['/admin/api/upload/', 6 * 1024 * 1024, '5 MB'],
      ['/api/forums/images', 6 * 1024 * 1024, '5 MB'],
      ['/admin/api/games/', 64 * 1024, '64 KB'],
      ['/admin/api/', 1024 * 1024, '1 MB'],
      ['/api/', 1024 * 1024, '1 MB'],
    ] as const
  ).map(([prefix, maxSize, words]) => ({
    prefix,
    limit: bodyLimit({ maxSize, onError: tooLarge(words) }),
  }));
  app.use(async (c, next) => {
    const matching = limits.find(({ prefix }) => c.req.path.startsWith(prefix));
    return matching == null ? next() : matching.limit(c, next);
  });

  app.use('/api/*', refuseControlCharacters());
  app.use('/admin/api/*', refuseControlCharacters());
  // Every body the API reads is JSON, but the uploads' (multipart/form-data or CSV).
  const jsonOnly = requireJsonBodies([
    '/admin/api/upload/',
    '/admin/api/import/',
    '/api/forums/images',
  ]);
  app.use('/api/*', jsonOnly);
  app.use('/admin/api/*', jsonOnly);

  app.route('/', apiRoutes(deps));
  app.route('/embed', embedRoutes(deps));
  app.route('/logos', logoRoutes(deps));
  app.route('/ads', adImageRoutes(deps));
  app.route('/uploads', uploadRoutes(deps));
  const cards = cardData(deps.handle.db);
  app.route('/share', shareCardRoutes(cards, deps.limiter));
  if (deps.mode === 'development') app.route('/dev', devOutboxRoutes(deps));
  // robots.txt, /sitemap.xml and /sitemaps/: before the site, whose catch-all would take them.
  app.route(
    '/',
    sitemapRoutes(deps, options.sitemapPerFile == null ? {} : { perFile: options.sitemapPerFile }),
  );

  const openApi = openApiDocument(app, [/^\/logos\//, /^\/ads\//, /^\/share\//], deps.urls.site);
  app.get('/api/openapi.json', async (c) => c.json(await openApi()));
  if (options.benchFloor) {
    // ?bytes=N answers N bytes, so each endpoint is compared with a floor of its own size.
    app.get('/bench/floor', (c) =>
      c.body(
        floorBody(Math.min(Math.max(Number(c.req.query('bytes')) || 10_000, 32), 2_000_000)),
        200,
        {
          'Content-Type': 'application/json',
          'Cache-Control': 'public, max-age=0, s-maxage=15, stale-while-revalidate=60',
          ETag: '"bench-floor"',
        },
      ),
    );
  }
  app.get('/api/health', async (c) => c.json({ ok: true, database: deps.handle.engine }));

  // Last: every other page address is the site's.
  app.route(
    '/',
    siteRoutes(deps.clock, {
      heads: pageHeads(cards, () => deps.clock.today()),
      // The site's pages rendered here read the API in process, as a guest.
      sportsDataVersion: () => deps.cache.version,
      render: loadSiteRenderer({
        today: () => deps.clock.today(),
        api: async (request) => app.request(request),
        publicUrl: deps.urls.site,
      }),
      publicUrl: deps.urls.site,
      accountTabs: deps.accountTabs,
    }),
  );
  app.notFound((c) => c.json({ message: 'Not Found' }, 404));
  deps.cache.attach((request) => app.fetch(request));
  app.onError(answerError);
  return app;
}
