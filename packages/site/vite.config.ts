import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/**
 * react-router 7 points every condition of its package exports at its development build (warnings
 * and checks included: remix-run/react-router#12532, #14102), so a production build takes its own
 * production files by path: about 4 KB less gzipped before the first route renders.
 */
function reactRouterProductionBuild(): Record<string, string> {
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const routerDir = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  return {
    'react-router/dom': path.join(routerDir, 'dist/production/dom-export.mjs'),
    'react-router': path.join(routerDir, 'dist/production/index.mjs'),
  };
}

/**
 * The site's scripts load after what the reader sees: a page comes rendered from the server
 * (issue 31), so its text, styles and pictures come first and the scripts that take it over
 * (hydration) after, at low priority, rather than competing with the first screen on a slow phone.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'csz-scripts-after-content',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
          .replaceAll(
            '<link rel="modulepreload" ',
            '<link rel="modulepreload" fetchpriority="low" ',
          ),
    },
  };
}

/** Where the server (`pnpm dev` starts it) serves the API, the embeds, logos, ads and uploads. */
const SERVICE = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), scriptsAfterContent()],
  resolve: {
    alias:
      mode === 'production'
        ? Object.entries(reactRouterProductionBuild()).map(([name, file]) => ({
            find: new RegExp(`^${name}$`),
            replacement: file,
          }))
        : [],
    // Workspace packages resolve to their source, as everywhere in the workspace (README "Layout").
    conditions: ['@csz/source', ...defaultClientConditions],
  },
  // The server render (src/entry-server.tsx, `vite build --ssr` into dist-server/): the workspace's
  // packages are bundled from their source; the libraries are the server's own node_modules.
  ssr: {
    noExternal: [/^@csz\//],
    resolve: { conditions: ['@csz/source', ...defaultServerConditions] },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/admin', '/embed', '/logos', '/ads', '/uploads', '/dev'].map((path) => [
        path,
        SERVICE,
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    // Read by scripts/size.mjs to measure what each route loads first (the browser's build).
    manifest: isSsrBuild !== true,
    // The icons and other public files are the browser's, served from dist/.
    copyPublicDir: isSsrBuild !== true,
    emptyOutDir: true,
    // One stylesheet for every page, linked in index.html: a page rendered on the server is styled
    // as it arrives, whichever chunks its script would load later (a page's own CSS coming with its
    // chunk showed The Zone and the log-in forms unstyled until then).
    cssCodeSplit: false,
    // No list of each chunk's imports to preload beside it: a browser finds them in the chunk, a
    // round trip later, and the lists (and the helper that reads them) cost 3.8 KB gzipped in the
    // first load, over its budget. The first load's script starts after the first paint anyway.
    modulePreload: false,
  },
}));
