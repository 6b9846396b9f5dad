import type { Endpoint } from '../endpoint';
import { accounts, health, profile, twoFactor } from './accounts';
import { admin } from './admin';
import { bookingActions, bookings } from './bookings';
import { calendar } from './calendar';
import { clients } from './clients';
import { hours } from './hours';
import { reviews, salons } from './marketplace';
import { messageLinks } from './message-links';
import { dashboard, notifications } from './notifications';
import { messagingWebhooks } from './webhooks';
import { staff, workspace } from './workspace';

/**
 * Every API route, by area (decision 062): the server registers each with its access rule, the web
 * calls them with `callApi`. `endpoints.test.ts` in src/server fails when an entry is not served
 * with its method and path, or when the server serves a route that is not here.
 */
export const endpoints = {
  health,
  accounts,
  profile,
  twoFactor,
  notifications,
  dashboard,
  salons,
  reviews,
  bookings,
  bookingActions,
  messageLinks,
  calendar,
  workspace,
  staff,
  hours,
  clients,
  admin,
  messagingWebhooks,
} as const;

/** Every entry of the table, in one list. */
export function allEndpoints(): Endpoint[] {
  return Object.values(endpoints).flatMap((group): Endpoint[] =>
    'method' in group ? [group] : Object.values(group),
  );
}
