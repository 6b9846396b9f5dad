import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SERVER_STATE_ELEMENT_ID } from '@/shared/server-render';
import { AppRoot } from './app/app-root';
import { AppRoutes } from './app/router';
import { ApiError } from './lib/api-client';
import { nowMs } from './lib/clock';
import { SERVER_ANSWERS_FRESH_MS } from './lib/server-render';
import './styles.css';

/** The answers a server-drawn page came with (entry-server.tsx), by query, with their time. */
const serverAnswers = new Map<string, number>();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network hiccups and 5xx get two more tries.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      // An answer that came with the page is fresh for a while; any other is asked again on use.
      staleTime: (query) =>
        serverAnswers.get(query.queryHash) === query.state.dataUpdatedAt ? SERVER_ANSWERS_FRESH_MS : 0,
    },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable dans index.html');
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
if (serverState) {
  const state = JSON.parse(serverState) as DehydratedState;
  // Fresh from now, on this browser's clock: the server's may differ from it.
  const receivedAt = nowMs();
  for (const query of state.queries) query.state.dataUpdatedAt = receivedAt;
  hydrate(queryClient, state);
  for (const query of queryClient.getQueryCache().getAll()) {
    serverAnswers.set(query.queryHash, query.state.dataUpdatedAt);
  }
}

const app = (
  <AppRoot queryClient={queryClient}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppRoot>
);
if (serverState) hydrateRoot(root, app);
else createRoot(root).render(app);
