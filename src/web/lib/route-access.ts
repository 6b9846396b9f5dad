import { pages } from '@/shared/pages';
import { ROLES, type Role } from '@/shared/roles';

/** The booking page's route; `pages.booking(id)` is one salon's. */
export const BOOKING_ROUTE = pages.booking(':id');
/** One booking's recap (after booking, and from the list); the API shows it to its parties only. */
export const BOOKING_RECAP_ROUTE = pages.bookingRecap(':id');
/** One file of the owner's client book. */
export const CLIENT_ROUTE = pages.client(':id');

const providerTools: readonly Role[] = ['prestataire', 'admin'];
const adminOnly: readonly Role[] = ['admin'];
/** The client book is a prestataire's own: an admin has none and does not read the salons' (decision 066). */
const ownersOnly: readonly Role[] = ['prestataire'];

/**
 * Every page that needs a session, with the roles that may open it. The router builds its guards from
 * this table, the dashboard navigation shows each person the entries of their role, and the browser
 * tests of the guards walk it. A visitor who opens one of these pages is sent to
 * /login?redirect=<the page>, a signed-in person of another role to /dashboard. The guards are a
 * convenience: the API checks every request on its own.
 */
export const ROUTE_ROLES = {
  [BOOKING_ROUTE]: ['client'],
  [pages.dashboard]: ROLES,
  [pages.profile]: ROLES,
  [pages.bookings]: ROLES,
  [BOOKING_RECAP_ROUTE]: ROLES,
  [pages.notifications]: ROLES,
  [pages.salons]: providerTools,
  [pages.reviews]: providerTools,
  [pages.settings]: providerTools,
  [pages.schedule]: providerTools,
  [pages.clients]: ownersOnly,
  [CLIENT_ROUTE]: ownersOnly,
  [pages.statistics]: ownersOnly,
  [pages.admin]: adminOnly,
  [pages.adminSalons]: adminOnly,
  [pages.adminProviders]: adminOnly,
  [pages.adminUsers]: adminOnly,
  [pages.adminSalonChanges]: adminOnly,
  [pages.adminSecurity]: adminOnly,
  [pages.adminHolidays]: adminOnly,
  [pages.adminSms]: adminOnly,
  [pages.adminJobs]: adminOnly,
} as const satisfies Record<string, readonly Role[]>;

export type ProtectedRoute = keyof typeof ROUTE_ROLES;

export function mayOpen(role: Role, route: ProtectedRoute): boolean {
  return (ROUTE_ROLES[route] as readonly Role[]).includes(role);
}
