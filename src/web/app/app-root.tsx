import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { NotificationStream } from '@/web/features/notifications/notification-stream';
import { SessionSync } from '@/web/lib/session/session';
import { LazyToaster } from '@/web/lib/toast';

/**
 * The app around its router, the same in the browser and in the server's rendering: a page drawn
 * by the server is only kept if the browser's first render draws the same tree.
 */
export function AppRoot({
  queryClient,
  openPath,
  children,
}: {
  queryClient: QueryClient;
  /** Navigation from outside the router's tree (a notification toast's button). */
  openPath: (path: string) => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <NotificationStream open={openPath} />
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
