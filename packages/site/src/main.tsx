import './zodConfig';
import { PAGE_STATE_ID } from '@csz/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { pageDataProvider } from './api/pageLoader';
import {
  SiteQueryProvider,
  createSiteQueryClient,
  hydrateServedAnswers,
  startLoading,
} from './api/useQuery';
import type { PageState } from './entry-server';
import { routes } from './routes/router';
import { tabApi } from './state/api';
import { readStoredSession } from './state/session';
import { startTabSelection } from './state/selection';

/**
 * Starts the site: on a page the server rendered, hydrates it with the data and router state the
 * server used (the matched pages' chunks loaded first, so that the first render is the server's);
 * on any other page (a member's, the dev server's), renders it afresh.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  const queryClient = createSiteQueryClient();
  const given = document.getElementById(PAGE_STATE_ID);
  const state = given == null ? null : (JSON.parse(given.textContent ?? 'null') as PageState);
  // The address's picks, applied before the first render as the server applied them.
  startTabSelection(window.location, state?.selection ?? null);
  if (state != null) {
    hydrateServedAnswers(
      queryClient,
      state.queries,
      readStoredSession() == null ? 'guest' : 'member',
      state.freshMs,
    );
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (route.lazy == null || typeof route.lazy !== 'function') return;
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
    );
  }
  // The routes' loaders start the reads that follow from the address, beside the page's chunk.
  const data = pageDataProvider({
    api: tabApi(),
    load: async (queries) => startLoading(queryClient, queries),
  });
  const router = createBrowserRouter(routes, {
    getContext: () => data,
    ...(state == null ? {} : { hydrationData: state.router }),
  });
  const app = (
    <StrictMode>
      <SiteQueryProvider client={queryClient}>
        <RouterProvider router={router} />
      </SiteQueryProvider>
    </StrictMode>
  );
  if (state == null) createRoot(root).render(app);
  else hydrateRoot(root, app);
}

void start();
