import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

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
  '/uploads/',
  '/dev/',
  '/bench/',
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The site's routes; mount them last, at '/'. */
export function siteRoutes(dist: string = DEFAULT_SITE_DIST): Hono {
  const app = new Hono();
  const file = (path: string) => {
    // Only files inside dist/: '..' in an address cannot climb out.
    const full = normalize(join(dist, path));
    if (!full.startsWith(dist + sep) || !existsSync(full) || !statSync(full).isFile()) return null;
    return { body: new Uint8Array(readFileSync(full)), type: TYPES[extname(full)] };
  };

  app.get('*', (c, next) => {
    const path = decodeURIComponent(c.req.path);
    if (SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix))) return next();
    const asset = path === '/' ? null : file(path);
    if (asset != null) {
      return c.body(asset.body, 200, {
        'Content-Type': asset.type ?? 'application/octet-stream',
        // Vite names what it puts under assets/ by content hash.
        'Cache-Control': path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
      });
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
    return c.body(index.body, 200, {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': 'no-cache',
    });
  });
  return app;
}
