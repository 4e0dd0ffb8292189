import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PAGE_STATE_ID, type DateString } from '@csz/core';

// The site's pages rendered here (issue 31): the site's build for the server (packages/site,
// `vite build --ssr` into dist-server/) renders a page as a guest sees it, reading the API in
// process; its markup and data go into index.html, which the browser then hydrates. The server
// imports the built module by its path, not the site package, which it may not import (lint).

/** Where the site's server build is, beside this package. */
export const DEFAULT_SITE_SERVER_BUILD = fileURLToPath(
  new URL('../../../site/dist-server/entry-server.js', import.meta.url),
);

/** A page the site rendered: its status, markup for the root element, and data for the browser. */
export interface RenderedPage {
  status: number;
  html: string;
  state: unknown;
  /** The page's own title, for a page with no head of its own; null for the default. */
  title?: string | null;
  /** Whether it holds all it read; false when a read failed or the renders ran out. */
  complete?: boolean;
}

/**
 * Renders a request's page, or answers what the router answered itself (a redirect). The answers
 * it reads count as fresh in the browser for `servedFreshMs` (pageCaching.ts).
 */
export type RenderPage = (
  request: Request,
  servedFreshMs: number,
) => Promise<RenderedPage | Response>;

/** The module the site's server build exports (packages/site/src/entry-server.tsx). */
interface SiteServerBuild {
  render(
    request: Request,
    facts: {
      today: DateString;
      origin: string;
      api: { baseUrl: string; fetch: typeof fetch };
      servedFreshMs: number;
    },
  ): Promise<RenderedPage | Response>;
}

/**
 * The site's renderer from its server build, or null when the site is not built for the server
 * (the page is then drawn in the browser, as before). The API is reached through `api`, in process.
 */
export async function loadSiteRenderer(options: {
  build?: string;
  today: () => DateString;
  api: (request: Request) => Promise<Response>;
  /** PUBLIC_URL: the origin readers reach the site at; without it, each request's. */
  publicUrl?: string | null;
}): Promise<RenderPage | null> {
  const build = options.build ?? DEFAULT_SITE_SERVER_BUILD;
  if (!existsSync(build)) return null;
  let site: SiteServerBuild;
  try {
    site = (await import(pathToFileURL(build).href)) as SiteServerBuild;
  } catch (error) {
    // A build being written meanwhile, or a broken one: the pages are drawn in the browser.
    console.error('The site could not be loaded for rendering on the server: %o', error);
    return null;
  }
  return (request, servedFreshMs) => {
    const origin = new URL(request.url).origin;
    const api = (input: RequestInfo | URL, init?: RequestInit) =>
      options.api(new Request(input, init));
    return site.render(request, {
      today: options.today(),
      origin: options.publicUrl == null ? origin : new URL(options.publicUrl).origin,
      api: { baseUrl: origin, fetch: api },
      servedFreshMs,
    });
  };
}

/**
 * A rendered page in index.html: its markup in the root element, its data in a JSON block after it
 * (data, not script: the Content-Security-Policy allows no inline script), '<' escaped so that no
 * text in the data ends the block.
 */
export function pageWithRender(html: string, page: RenderedPage): string {
  const state = JSON.stringify(page.state).replaceAll('<', '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
  );
}
