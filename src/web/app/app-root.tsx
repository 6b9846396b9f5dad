import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { SessionSync } from '@/web/lib/session/session';
import { LazyToaster } from '@/web/lib/toast';

/**
 * The app around its router, the same in the browser and in the server's rendering: a page drawn
 * by the server is only kept if the browser's first render draws the same tree.
 */
export function AppRoot({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  /** The router with the app's pages (`AppRoutes`), the browser's or the server's. */
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
