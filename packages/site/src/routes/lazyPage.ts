import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A page loaded as a chunk of its own when first visited (docs/architecture.md budgets: routes
 * split), through the router's own `lazy`: the router loads the chunk before it shows the page, so
 * a server render and the browser's hydration of it see the page itself, never a fallback, and a
 * page's loader (its data) can start with its code.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): Pick<RouteObject, 'lazy'> {
  return { lazy: () => load().then((module) => ({ Component: pick(module) })) };
}
