// The server's drawing of the public pages (decision 058). Built on its own (`vite build --ssr`) and
// loaded by the Node server, which calls `renderPage` for the pages whose route module has a
// `handle` with `prefetch`. Node only: never part of the browser's bundle.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type {
  ApiRequester,
  ServerRenderBundle,
  ServerRenderedPage,
  ServerRenderRequest,
} from '@/shared/server-render';
import { AppRoot } from './app/app-root';
import { routes } from './app/router';
import { setApiTransport } from './lib/api-client';
import { setPlatformTimeZone } from './lib/platform-time-zone';
import type { ServerRendered } from './lib/server-render';
import { meQueryOptions } from './lib/session/me-query';

/** The API of the page being drawn: several pages are drawn at once, each with its own. */
const currentApi = new AsyncLocalStorage<ApiRequester>();
setApiTransport((url, init) => {
  const api = currentApi.getStore();
  if (!api) throw new Error('Requête API hors du rendu d’une page.');
  return api(url, init);
});

const handler = createStaticHandler(routes);

const isServerRendered = (handle: unknown): handle is ServerRendered =>
  typeof (handle as ServerRendered | undefined)?.prefetch === 'function';

export async function renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
  setPlatformTimeZone(request.timeZone);
  const context = await handler.query(new Request(request.url));
  // A redirect or an answer of its own: not a page to draw.
  if (context instanceof Response) return null;
  const pages = context.matches.filter((match) => isServerRendered(match.route.handle));
  if (pages.length === 0) return null;

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const search = new URL(request.url).searchParams;
  await currentApi.run(request.api, () =>
    Promise.all(
      pages.map((match) =>
        (match.route.handle as ServerRendered).prefetch(queryClient, { params: match.params, search }),
      ),
    ),
  );
  // The page is drawn for whoever asks: a visitor, or the signed-in person (their menu, not the
  // sign-in link the browser would otherwise replace once their session loaded).
  if (request.me !== undefined) queryClient.setQueryData(meQueryOptions.queryKey, request.me);
  // Only answers are drawn: a query that failed (a 400, a busy database) is drawn pending, as the
  // browser draws it before asking again.
  queryClient.removeQueries({ predicate: (query) => query.state.status !== 'success' });

  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <AppRoot queryClient={queryClient} openPath={() => {}}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  return { body, state: dehydrate(queryClient) };
}

export default { renderPage } satisfies ServerRenderBundle;
