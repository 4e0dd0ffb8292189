import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { redirectTarget } from '@csz/core';
import { readStaticFile, sendStaticFile, type StaticFile } from '../http/staticFiles';

/**
 * The site (packages/site, built by Vite into its dist/) from the same process as the API
 * (DESIGN.md "Runtime conventions"): its hashed assets cached for ever, and every other page
 * address answered with index.html, where the site's router takes over.
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
];

/** The site's routes; mount them last, at '/'. */
export function siteRoutes(dist: string = DEFAULT_SITE_DIST): Hono {
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

  app.get('*', (c, next) => {
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
    if (extname(path) !== '' && !path.endsWith('.html')) return next();
    const index = file('index.html');
    if (index == null) {
      return c.html(
        '<!doctype html><title>CSZ</title><p>The site is not built on this server. Build it with <code>pnpm --filter @csz/site build</code>; the API is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>',
        503,
      );
    }
    // The page itself is re-checked on every visit, so a new release reaches readers at once.
    return sendStaticFile(c, index, 'no-cache');
  });
  return app;
}
