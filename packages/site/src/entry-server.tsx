// The site rendered on the server (issue 31): the server's process loads this module, built by
// `vite build --ssr` into dist-server/, and hands it each request for a public page. It answers
// the page's markup and the data the render used, which the browser's main.tsx takes over from
// (hydration) without asking the API again.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
} from 'react-router-dom';
import type { DateString } from '@csz/core';
import { SiteQueryProvider, createSiteQueryClient } from './api/useQuery';
import { ServerRenderContext, type ServerRender } from './state/rendering';
import { RenderStore } from './state/RenderStore';
import { routes } from './routes/router';

/** What the browser takes over with: the router's state and the data the render read. */
export interface PageState {
  router: HydrationState;
  queries: ReturnType<typeof dehydrate>;
}

/** A page rendered: its status, its markup for the root element, and its state for the browser. */
export interface RenderedPage {
  status: number;
  html: string;
  state: PageState;
}

const handler = createStaticHandler(routes);

/** Renders of a page at the most: the chunks of its lazy parts are loaded after the first. */
const MAX_PASSES = 3;

/**
 * Renders a request's page as a guest sees it on `today`, reading the API through `api`. Answers a
 * Response where the router answers one itself (a redirect).
 */
export async function render(
  request: Request,
  facts: { today: DateString; api: ServerRender['api'] },
): Promise<RenderedPage | Response> {
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const queryClient = createSiteQueryClient({ server: true });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <ServerRenderContext value={facts}>
        <RenderStore>
          <SiteQueryProvider client={queryClient}>
            {/* The router's state goes with the page's own data block, not an inline script the
                site's Content-Security-Policy would refuse. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SiteQueryProvider>
        </RenderStore>
      </ServerRenderContext>
    </StrictMode>
  );
  // React completes a part of the page that was not ready with the rest (a part in a chunk of its
  // own, React.lazy, the first time it is rendered in this process) with an inline script, which
  // the site's Content-Security-Policy refuses. Once loaded it renders at once: the page is
  // rendered again.
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { prelude } = await prerender(page, {
      // Whole: React would send a large part apart, completed by an inline script (see above).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here is drawn in the browser instead; the server's log says why.
      onError: (error) => {
        console.error('Rendering %s on the server: %o', request.url, error);
      },
    });
    html = await new Response(prelude).text();
    if (!html.includes('<script')) break;
  }
  return {
    status: context.statusCode,
    html,
    state: {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      queries: dehydrate(queryClient),
    },
  };
}
