import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router';
import { NotificationStream } from './features/notifications/notification-stream';
import { ApiError } from './lib/api-client';
import { SessionSync } from './lib/session/session';
import { LazyToaster } from './lib/toast';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network hiccups and 5xx get two more tries.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

/** Navigation from outside the router's tree (a notification toast's button). */
const openPath = (path: string) => void router.navigate(path);

const root = document.getElementById('root');
if (!root) throw new Error('#root introuvable dans index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      <NotificationStream open={openPath} />
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  </StrictMode>,
);
