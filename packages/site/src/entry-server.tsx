// The site rendered on the server (issue 31): the server's process loads this module, built by
// `vite build --ssr` into dist-server/, and hands it each request for a public page. It answers
// the page's markup and the data the render used, which the browser's main.tsx takes over from
// (hydration) without asking the API again.
import { dehydrate, hashKey, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
} from 'react-router-dom';
import { selectionCookieIn, selectionFromCookie, type Selection } from '@csz/core';
import type { Query } from './api/params';
import { SiteQueryProvider, createSiteQueryClient, isNotFound, loadOrThrow } from './api/useQuery';
import { ServerRenderContext, type ServerRender } from './state/rendering';
import { RenderStore } from './state/RenderStore';
import {
  pageSelection,
  placeFollowsSchool,
  preselectsState,
  startRenderSelection,
  withSchoolPlace,
} from './state/selection';
import { createApiClient } from './api/client';
import { schoolQuery, statesQuery } from './api/lookups';
import { namesNothing, pageDataProvider } from './api/pageLoader';
import { routes } from './routes/router';

/** What the browser takes over with: the router's state and the data the render read. */
export interface PageState {
  router: HydrationState;
  queries: ReturnType<typeof dehydrate>;
  /** The reader's picks the page was rendered with (state/selection.ts). */
  selection: Selection;
  /** How long the answers in `queries` count as fresh in the browser. */
  freshMs: number;
}

/** A page rendered: its status, its markup for the root element, and its state for the browser. */
export interface RenderedPage {
  status: number;
  html: string;
  state: PageState;
  /** The page's title, as the browser will set it; null for the default. */
  title: string | null;
  /**
   * Whether the page holds all it read: false when a read failed (the database away a moment) or
   * the renders ran out, and the page shows something loading that the browser will load.
   */
  complete: boolean;
}

const handler = createStaticHandler(routes);

/**
 * Renders of a page at the most. Each render asks for what it reads; what it reads depends on what
 * the last render had (the scoreboard's day on the days with games, those on the state picked), and
 * the chunks of its lazy parts are loaded after the first render that met them.
 */
const MAX_PASSES = 6;

/**
 * Renders a request's page as a guest sees it on `today`, reading the API through `api`. Answers a
 * Response where the router answers one itself (a redirect).
 */
export async function render(
  request: Request,
  facts: Pick<ServerRender, 'today' | 'origin' | 'api' | 'servedFreshMs'>,
): Promise<RenderedPage | Response> {
  const queryClient = createSiteQueryClient({ server: true });
  const api = createApiClient({
    auth: { token: () => null, onLogout: () => undefined },
    baseUrl: facts.api.baseUrl,
    fetch: facts.api.fetch,
  });
  // Reads asked for once are not asked for again: one that failed is left to the browser, shown
  // loading as the browser's first render shows it.
  const asked = new Set<string>();
  let failed = false;
  let notFound = false;
  const load = (query: Query<unknown>, ownRead = false) => {
    asked.add(hashKey(query.key));
    return queryClient
      .fetchQuery({ queryKey: query.key, queryFn: ({ signal }) => loadOrThrow(query, signal) })
      .then(
        () => undefined,
        (error: unknown) => {
          // What the page is about, not there: the page says so, with status 404.
          if (ownRead && isNotFound(error)) {
            notFound = true;
            return;
          }
          queryClient.removeQueries({ queryKey: query.key, exact: true });
          failed = true;
        },
      );
  };
  // The routes' loaders have what follows from the address loaded before the first render: the
  // page's own reads (its game, its post).
  const context = await handler.query(request, {
    requestContext: pageDataProvider({
      api,
      load: async (queries) => void (await Promise.all(queries.map((query) => load(query, true)))),
    }),
  });
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The reader's picks as their cookie keeps them, and the address's: the page is then theirs (the
  // server sends it private), and the browser's first render reads the same cookie and address.
  const url = new URL(request.url);
  let selection = pageSelection(
    selectionFromCookie(selectionCookieIn(request.headers.get('cookie'))),
    url,
  );
  // A page that preselects a state (the first listed, spec §9) does so before the render, so that
  // the whole page, its header's strip and ads too, is drawn for it, as the browser will draw it.
  if (preselectsState(url.pathname) && selection.selectedStateId == null) {
    const query = statesQuery(api);
    await load(query);
    const first = answerIn(queryClient, query)?.items[0]?.id;
    if (first != null) selection = { ...selection, selectedStateId: String(first) };
  }
  // A school's page is drawn for the school's state and county, as its page sets them once the
  // school has loaded (SchedulesPage).
  if (placeFollowsSchool(url.pathname, selection)) {
    const query = schoolQuery(api, selection.selectedSchoolId!);
    await load(query);
    const school = answerIn(queryClient, query);
    if (school != null) selection = withSchoolPlace(selection, school);
  }
  const start = (store: Parameters<typeof startRenderSelection>[0]) =>
    startRenderSelection(store, selection);
  let html = '';
  let title: string | null = null;
  let complete = false;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const wanted = new Map<string, Query<unknown>>();
    const want = (query: Query<unknown>) => {
      const hash = hashKey(query.key);
      if (!asked.has(hash)) wanted.set(hash, query);
    };
    html = await renderOnce(
      request,
      <StrictMode>
        <ServerRenderContext value={{ ...facts, want, titled: (given) => void (title = given) }}>
          <RenderStore start={start}>
            <SiteQueryProvider client={queryClient}>
              {/* The router's state goes with the page's own data block, not an inline script the
                  site's Content-Security-Policy would refuse. */}
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SiteQueryProvider>
          </RenderStore>
        </ServerRenderContext>
      </StrictMode>,
    );
    // React completes a part of the page that was not ready with the rest (a part in a chunk of
    // its own, React.lazy, the first time it is rendered in this process) with an inline script,
    // which the site's Content-Security-Policy refuses. Once loaded it renders at once.
    if (wanted.size === 0 && !html.includes('<script')) {
      complete = true;
      break;
    }
    // What the last render did not show is left for the browser, not put in the page's data.
    if (pass === MAX_PASSES - 1) break;
    await Promise.all([...wanted.values()].map((query) => load(query)));
  }
  return {
    status: notFound || namesNothing(context.loaderData) ? 404 : context.statusCode,
    complete: complete && !failed,
    title,
    html,
    state: {
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
      },
      // With the page's own failures (a game not found), which the browser shows as they are.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' || query.state.status === 'error',
      }),
      selection,
      freshMs: facts.servedFreshMs,
    },
  };
}

/** The answer a client holds for a query, typed as the query's. */
function answerIn<T>(client: QueryClient, query: Query<T>): T | undefined {
  return client.getQueryData<T>(query.key);
}

/** One render of the page, whole (see above), as HTML. */
async function renderOnce(request: Request, page: ReactNode): Promise<string> {
  const { prelude } = await prerender(page, {
    // Whole: React would send a large part apart, completed by an inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails here is drawn in the browser instead; the server's log says why.
    onError: (error) => {
      console.error('Rendering %s on the server: %o', request.url, error);
    },
  });
  return new Response(prelude).text();
}
