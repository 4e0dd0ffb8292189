import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';

/**
 * A page loaded as a chunk of its own when first visited (docs/architecture.md budgets: routes
 * split), through the router's own `lazy`: the router loads the chunk before it shows the page, so
 * a server render and the browser's hydration of it see the page itself, never a fallback. A page
 * whose reads follow from its address has a loader (api/pageLoader.ts), which the router runs as
 * the chunk loads: its data and its code arrive together. The loaders are in the entry (1.5 KB
 * gzipped with The Zone's reads), so that a read starts at the click, not after a chunk of its own.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  loader?: LoaderFunction,
): Pick<RouteObject, 'lazy' | 'loader'> {
  const lazy = () => load().then((module) => ({ Component: pick(module) }));
  return loader == null ? { lazy } : { loader, lazy };
}
