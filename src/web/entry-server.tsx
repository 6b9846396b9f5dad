// The server's drawing of the public pages (decision 058). Built on its own (`vite build --ssr`) and
// loaded by the Node server, which calls `renderPage` for the pages whose route module has a
// `handle` with `prefetch`. Node only: never part of the browser's bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { must } from '@/shared/must';
import type {
  ApiRequester,
  ServerRenderBundle,
  ServerRenderedPage,
  ServerRenderRequest,
} from '@/shared/server-render';
import { AppRoot } from './app/app-root';
import {
  DRAWN_PAGES,
  type DrawnPage,
  drawnPageModule,
  drawnPageScript,
  registerDrawnPage,
} from './app/drawn-pages';
import { AppRoutes, type DrawnRouteHandle, routes } from './app/router';
import * as home from './app/routes/home';
import * as salon from './app/routes/provider-detail';
import * as salonList from './app/routes/providers';
import { setApiTransport } from './lib/api-client';
import { setPlatformTimeZone } from './lib/platform-time-zone';
import { meQueryOptions } from './lib/session/me-query';

/** The API of the page being drawn: several pages are drawn at once, each with its own. */
const currentApi = new AsyncLocalStorage<ApiRequester>();
setApiTransport((url, init) => {
  const api = currentApi.getStore();
  if (!api) throw new Error('Requête API hors du rendu d’une page.');
  return api(url, init);
});

// The server draws from the pages' code at once: it cannot wait for code to load.
registerDrawnPage('home', home);
registerDrawnPage('salon-list', salonList);
registerDrawnPage('salon', salon);

const drawnPageOf = (handle: unknown): DrawnPage | undefined => {
  const page = (handle as DrawnRouteHandle | undefined)?.drawn;
  return page && DRAWN_PAGES.includes(page) ? page : undefined;
};

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  setPlatformTimeZone(request.timeZone);
  const url = new URL(request.url);
  const match = matchRoutes(routes, url.pathname)?.find((candidate) => drawnPageOf(candidate.route.handle));
  const page = match && drawnPageOf(match.route.handle);
  if (!match || !page) return null;

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const search = url.searchParams;
  const { handle } = must(drawnPageModule(page), `drawnPageModule(${page})`);
  await currentApi.run(request.api, () => handle.prefetch(queryClient, { params: match.params, search }));
  // The page is drawn for whoever asks: a visitor, or the signed-in person (their menu, not the
  // sign-in link the browser would otherwise replace once their session loaded).
  if (request.me !== undefined) queryClient.setQueryData(meQueryOptions.queryKey, request.me);
  // Only answers are drawn: a query that failed (a 400, a busy database) is drawn pending, as the
  // browser draws it before asking again.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });

  const body = renderToString(
    <AppRoot queryClient={queryClient}>
      <StaticRouter location={url.pathname + url.search}>
        <AppRoutes />
      </StaticRouter>
    </AppRoot>,
  );
  return { body, state: dehydrate(queryClient), script: drawnPageScript(page) };
}

export default { renderPage } satisfies ServerRenderBundle;
