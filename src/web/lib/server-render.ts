import type { QueryClient } from '@tanstack/react-query';

/** What a page is drawn from on the server: its route's parameters and the address's query. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/**
 * A route module's `handle` when the server draws the page: the queries to answer first, with the
 * page's own query options, so the browser's first render finds the same answers and keeps the HTML.
 */
export interface ServerRendered {
  prefetch(queryClient: QueryClient, page: PageAddress): Promise<unknown>;
}

/**
 * How long answers that came with the page count as fresh in the browser: without it every query
 * of a server-drawn page would be asked again the moment the page starts.
 */
export const SERVER_ANSWERS_FRESH_MS = 30_000;
