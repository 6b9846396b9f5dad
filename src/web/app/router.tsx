import { createBrowserRouter, type RouteObject } from 'react-router';
import { pages } from '@/shared/pages';
import { PublicLayout } from '@/web/components/layout/public-layout';
import {
  BOOKING_RECAP_ROUTE,
  BOOKING_ROUTE,
  CLIENT_ROUTE,
  type ProtectedRoute,
  ROUTE_ROLES,
} from '@/web/lib/route-access';
import { GuestOnly, RequireSession } from './guards';
import * as home from './routes/home';
import * as providerDetail from './routes/provider-detail';
import * as providers from './routes/providers';

// Every route of docs/product.md#screens-and-routes with its guard. Pages load lazily so that a
// public first load carries no dashboard, form or date-picker code; the three pages the server
// draws (decision 058) come with the first script, so the browser takes a drawn page over while
// the page loads, before anyone can use it.

type LazyPage = NonNullable<RouteObject['lazy']>;
type DashboardRoute = Exclude<ProtectedRoute, typeof BOOKING_ROUTE>;

/** A page that needs a session, behind a guard that lets in the roles route-access.ts gives it. */
function guarded(path: ProtectedRoute, lazy: LazyPage): RouteObject {
  const roles = ROUTE_ROLES[path];
  return { Component: () => <RequireSession roles={roles} />, children: [{ path, lazy }] };
}

/** The page of every dashboard route of route-access.ts: the build fails if one has none. */
const DASHBOARD_PAGES = {
  [pages.dashboard]: () => import('./routes/dashboard/home'),
  [pages.profile]: () => import('./routes/dashboard/profile'),
  [pages.bookings]: () => import('./routes/dashboard/bookings'),
  [BOOKING_RECAP_ROUTE]: () => import('./routes/dashboard/booking-recap'),
  [pages.notifications]: () => import('./routes/dashboard/notifications'),
  [pages.salons]: () => import('./routes/dashboard/salons'),
  [pages.reviews]: () => import('./routes/dashboard/reviews'),
  [pages.settings]: () => import('./routes/dashboard/settings'),
  [pages.schedule]: () => import('./routes/dashboard/schedule'),
  [pages.clients]: () => import('./routes/dashboard/clients'),
  [CLIENT_ROUTE]: () => import('./routes/dashboard/client-file'),
  [pages.admin]: () => import('./routes/admin/overview'),
  [pages.adminSalons]: () => import('./routes/admin/salons'),
  [pages.adminProviders]: () => import('./routes/admin/providers'),
  [pages.adminUsers]: () => import('./routes/admin/users'),
  [pages.adminSalonChanges]: () => import('./routes/admin/salon-changes'),
  [pages.adminSecurity]: () => import('./routes/admin/security-log'),
} satisfies Record<DashboardRoute, LazyPage>;

export const routes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { index: true, ...home },
      { path: pages.about, lazy: () => import('./routes/about') },
      { path: pages.providers, ...providers },
      { path: pages.provider(':id'), ...providerDetail },
      // Booking is for clients (decision 005); a visitor goes to /login?redirect=... first.
      guarded(BOOKING_ROUTE, () => import('./routes/booking')),
      {
        Component: GuestOnly,
        children: [
          { path: pages.login, lazy: () => import('./routes/login') },
          { path: pages.forgotPassword, lazy: () => import('./routes/forgot-password') },
        ],
      },
      // The e-mail's link works signed in or not: its token is the proof.
      { path: pages.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: pages.confirmEmail, lazy: () => import('./routes/confirm-email') },
      { path: pages.verifyEmail, lazy: () => import('./routes/verify-email') },
      {
        Component: () => <GuestOnly allowAdmin />,
        children: [{ path: pages.register, lazy: () => import('./routes/register') }],
      },
      { path: pages.registrationSuccess, lazy: () => import('./routes/registration-success') },
      { path: pages.googleCallback, lazy: () => import('./routes/google-callback') },
      { path: pages.legalNotice, lazy: () => import('./routes/legal-notice') },
      { path: pages.privacy, lazy: () => import('./routes/privacy') },
      { path: pages.terms, lazy: () => import('./routes/terms') },
      // A reminder's one-tap link works without a session: its token is the proof.
      { path: pages.reminderLink(':token'), lazy: () => import('./routes/reminder-link') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  {
    // Every dashboard page needs a session: a visitor is sent to /login before the dashboard's code
    // loads. Each page then checks its own roles inside the layout.
    Component: RequireSession,
    children: [
      {
        lazy: () => import('./dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: (Object.keys(DASHBOARD_PAGES) as DashboardRoute[]).map((path) =>
          guarded(path, DASHBOARD_PAGES[path]),
        ),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
