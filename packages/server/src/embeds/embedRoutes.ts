import {
  EMBED_KINDS,
  embedBuilderSettingsSchema,
  type EmbedBuilderSettings,
  type EmbedKind,
} from '@csz/core';
import { Hono, type Context } from 'hono';
import { authenticate, authorize, type AuthEnv } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import { describeJson } from '../http/openapi';
import { sendStaticFile } from '../http/staticFiles';
import { readEmbedAssets, type EmbedAssets } from './embedAssets';
import { loadFramePage } from './frameData';
import { renderFrame } from './renderFrame';

/**
 * The embeds under /embed/ (docs/architecture.md "Runtime conventions"): the loader host pages include, the
 * frames it (or a plain iframe) shows, and their files. Cached so that a CDN in front carries a
 * newspaper's traffic: the loader's v1 address for minutes (fixes reach pasted code quickly),
 * content-hashed files for ever, frames for seconds with stale-while-revalidate, and live scores
 * arrive over /api/live/scores between refreshes.
 */

/** The loader keeps its address for ever; a CDN and browsers re-check it every few minutes. */
const LOADER_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400';

/** Files named by their content's hash never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A frame whose settings are wrong stays wrong until its code is fixed: a CDN may keep it a minute. */
const PROBLEM_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** Host pages that isolate themselves (COEP) may still load the loader and the frames' files. */
const CROSS_ORIGIN = { 'Cross-Origin-Resource-Policy': 'cross-origin' };

/**
 * The frames' own policy: their scripts and styles come only from here, they call only this API,
 * their forms (the day, sport and season controls without scripts) go only to the frames
 * themselves, and any site may frame them.
 */
export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  // Style attributes carry the school colours (ThemeScope).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  'frame-ancestors *',
].join('; ');

/** The embed routes, mounted at /embed. */
export function embedRoutes(deps: AppDeps) {
  const { db } = deps.handle;
  // Read on first use: the server starts (and its API works) even before the embeds are built.
  let assets: EmbedAssets | null = null;
  const files = (c: Context): EmbedAssets | Response => {
    try {
      assets ??= readEmbedAssets();
      return assets;
    } catch (error) {
      console.error((error as Error).message);
      return c.text('The embeds are not available on this server yet.', 503);
    }
  };

  const app = new Hono();
  app.get('/v1/loader.js', (c) => {
    const built = files(c);
    return built instanceof Response
      ? built
      : sendStaticFile(c, built.loader, LOADER_CACHE_CONTROL, CROSS_ORIGIN);
  });
  app.get('/assets/:name', (c) => {
    const built = files(c);
    if (built instanceof Response) return built;
    const asset = built.asset(c.req.param('name'));
    return asset == null
      ? c.text('Not Found', 404)
      : sendStaticFile(c, asset, IMMUTABLE, CROSS_ORIGIN);
  });

  const frame = (kind: EmbedKind) => async (c: Context) => {
    const built = files(c);
    if (built instanceof Response) return built;
    const page = await loadFramePage(kind, c.req.query(), {
      db,
      today: deps.clock.today(),
      siteOrigin: deps.urls.site ?? '',
    });
    const html = renderFrame(page, built.frames[kind]);
    if (page.ok) return c.html(html);
    c.header('Cache-Control', PROBLEM_CACHE_CONTROL);
    return c.html(html, 400);
  };
  for (const kind of EMBED_KINDS) {
    app.get(`/${kind}`, deps.cache.middleware(), frame(kind));
  }
  app.all('*', (c) => c.text('Not Found', 404));
  return app;
}

/**
 * GET /admin/api/embed-builder: what the builder pages need from the server, for SiteAdmins only
 * (spec §2: /distribution and /standings-widget; the pages also redirect others): the address the
 * embed code points at, the CDN's when one is configured.
 */
export function embedBuilderRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>().get(
    '/embed-builder',
    describeJson(
      'Staff',
      "The embed builders' settings: where generated embed code points; SiteAdmin only",
      { response: embedBuilderSettingsSchema, session: true },
    ),
    authenticate(deps.handle.db, deps.tokens),
    (c) => {
      authorize(c, { action: 'useWidgetBuilder' });
      c.header('Cache-Control', 'private, no-store');
      const settings: EmbedBuilderSettings = {
        embedOrigin: deps.urls.embeds ?? deps.urls.site ?? new URL(c.req.url).origin,
      };
      return c.json(settings);
    },
  );
}
