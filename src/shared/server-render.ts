/**
 * The contract between the server and the web app's server bundle (`src/web/entry-server.tsx`,
 * built to `<web dist>-ssr/entry-server.js`): the server asks for a public page, the bundle draws it
 * from the answers of the server's own API (decision 058).
 */

import type { Me } from './api-types';

/** One in-process request to the API: a path under /api with its query, and the fetch options. */
export type ApiRequester = (url: string, init: RequestInit) => Promise<Response>;

export interface ServerRenderRequest {
  /** The page's absolute URL (path and query as the browser asked). */
  url: string;
  /** The platform's time zone (PLATFORM_TIME_ZONE), the one the page's dates are drawn in. */
  timeZone: string;
  api: ApiRequester;
  /**
   * Who the page is drawn for: null for a visitor, the signed-in person (their session, as GET /me
   * answers it), or undefined when their session could not be read (the browser then asks).
   */
  me: Me | null | undefined;
}

export interface ServerRenderedPage {
  /** The HTML inside `#root`. */
  body: string;
  /** The queries' answers the page was drawn from (TanStack Query's dehydrated state). */
  state: unknown;
  /**
   * The page's own script, by its source under src/web as the web build's manifest names it: it
   * goes before the app's, which then finds the page's code already there (decision 072).
   */
  script: string;
}

export interface ServerRenderBundle {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderedPage | null>;
}

/** The id of the script element that carries `state` in the page. */
export const SERVER_STATE_ELEMENT_ID = 'rdv-state';

/**
 * The name of the meta element by which every page the server sends (drawn or not) gives the web app
 * the platform's time zone, so that the zone is configured once, on the server (decision 062).
 */
export const TIME_ZONE_META_NAME = 'rdv-time-zone';
