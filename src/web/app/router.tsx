import { type ComponentType, lazy, Suspense, useCallback, useRef } from 'react';
import { type RouteObject, useNavigate, useRoutes } from 'react-router';
import { pages } from '@/shared/pages';
import { PublicLayout } from '@/web/components/layout/public-layout';
import { LazyPart } from '@/web/components/lazy-part';
import { Spinner } from '@/web/components/ui/spinner';
import {
  BOOKING_RECAP_ROUTE,
  BOOKING_ROUTE,
  CLIENT_ROUTE,
  type ProtectedRoute,
  ROUTE_ROLES,
} from '@/web/lib/route-access';
import { useSession } from '@/web/lib/session/session';
import { type DrawnPage, type DrawnPageModule, drawnPageModule, registerDrawnPage } from './drawn-pages';
import { GuestOnly, RequireSession, TwoFactorSetupGate } from './guards';
import { LayoutErrorBoundary, PageErrorBoundary } from './page-error-boundary';

// Every route of docs/product.md#screens-and-routes with its guard. Pages load lazily so that a
// public first load carries no dashboard, form or date-picker code; a page the server draws
// (decision 058) comes with its own script, so the browser takes it over while the page loads,
// before anyone can use it (drawn-pages.ts). The router is react-router's declarative one (decision
// 072): the app uses no loader nor action, and the data router weighed 18 kB of the first load.

type PageModule = { Component: ComponentType };
type LazyPage = () => Promise<PageModule>;
type DashboardRoute = Exclude<ProtectedRoute, typeof BOOKING_ROUTE>;

/**
 * A page (or a layout) whose code loads when it is first shown; the spinner stands in meanwhile. A
 * layout's boundary is not reset at each move: the layout stays mounted around its pages.
 */
function lazyPage(load: LazyPage, kind: 'page' | 'layout' = 'page') {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })));
  const Boundary = kind === 'page' ? PageErrorBoundary : LayoutErrorBoundary;
  return (
    <Boundary>
      <LazyPart fallback={<Spinner className="min-h-[50vh]" />}>
        <Page />
      </LazyPart>
    </Boundary>
  );
}

/** What a drawn page's route carries, for the server to find the page's queries. */
export interface DrawnRouteHandle {
  drawn: DrawnPage;
}

/**
 * A page the server draws: drawn at once when its code is registered (its script came with the
 * page, or the server's bundle holds it), loaded on demand otherwise. The server and the browser's
 * first render draw the same tree, Suspense included.
 */
function drawnPage(page: DrawnPage, load: () => Promise<DrawnPageModule>) {
  const Lazy = lazy(() =>
    load().then((module) => {
      registerDrawnPage(page, module);
      return { default: module.Component };
    }),
  );
  function Page() {
    const module = drawnPageModule(page);
    return module ? <module.Component /> : <Lazy />;
  }
  const handle: DrawnRouteHandle = { drawn: page };
  return {
    element: (
      <PageErrorBoundary>
        <Suspense fallback={<Spinner className="min-h-[50vh]" />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    ),
    handle,
  };
}

/** A page that needs a session, behind a guard that lets in the roles route-access.ts gives it. */
function guarded(path: ProtectedRoute, load: LazyPage): RouteObject {
  const roles = ROUTE_ROLES[path];
  return { element: <RequireSession roles={roles} />, children: [{ path, element: lazyPage(load) }] };
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
  [pages.statistics]: () => import('./routes/dashboard/statistics'),
  [CLIENT_ROUTE]: () => import('./routes/dashboard/client-file'),
  [pages.admin]: () => import('./routes/admin/overview'),
  [pages.adminSalons]: () => import('./routes/admin/salons'),
  [pages.adminProviders]: () => import('./routes/admin/providers'),
  [pages.adminUsers]: () => import('./routes/admin/users'),
  [pages.adminSalonChanges]: () => import('./routes/admin/salon-changes'),
  [pages.adminSecurity]: () => import('./routes/admin/security-log'),
  [pages.adminHolidays]: () => import('./routes/admin/holidays'),
  [pages.adminSms]: () => import('./routes/admin/sms'),
  [pages.adminJobs]: () => import('./routes/admin/jobs'),
} satisfies Record<DashboardRoute, LazyPage>;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, ...drawnPage('home', () => import('./routes/home')) },
      { path: pages.about, element: lazyPage(() => import('./routes/about')) },
      { path: pages.providers, ...drawnPage('salon-list', () => import('./routes/providers')) },
      { path: pages.provider(':id'), ...drawnPage('salon', () => import('./routes/provider-detail')) },
      // Booking is for clients (decision 005); a visitor goes to /login?redirect=... first.
      guarded(BOOKING_ROUTE, () => import('./routes/booking')),
      {
        element: <GuestOnly />,
        children: [
          { path: pages.login, element: lazyPage(() => import('./routes/login')) },
          { path: pages.forgotPassword, element: lazyPage(() => import('./routes/forgot-password')) },
        ],
      },
      // The e-mail's link works signed in or not: its token is the proof.
      { path: pages.resetPassword, element: lazyPage(() => import('./routes/reset-password')) },
      { path: pages.confirmEmail, element: lazyPage(() => import('./routes/confirm-email')) },
      { path: pages.verifyEmail, element: lazyPage(() => import('./routes/verify-email')) },
      {
        element: <GuestOnly allowAdmin />,
        children: [{ path: pages.register, element: lazyPage(() => import('./routes/register')) }],
      },
      { path: pages.registrationSuccess, element: lazyPage(() => import('./routes/registration-success')) },
      { path: pages.googleCallback, element: lazyPage(() => import('./routes/google-callback')) },
      { path: pages.legalNotice, element: lazyPage(() => import('./routes/legal-notice')) },
      { path: pages.privacy, element: lazyPage(() => import('./routes/privacy')) },
      { path: pages.terms, element: lazyPage(() => import('./routes/terms')) },
      // A reminder's one-tap link works without a session: its token is the proof.
      { path: pages.reminderLink(':token'), element: lazyPage(() => import('./routes/reminder-link')) },
      // An SMS's or a WhatsApp message's short link, and its way out: the code is the proof (decision 078).
      { path: pages.messageLink(':code'), element: lazyPage(() => import('./routes/message-link')) },
      { path: pages.messageStop(':code'), element: lazyPage(() => import('./routes/message-stop')) },
      { path: '*', element: lazyPage(() => import('./routes/not-found')) },
    ],
  },
  {
    // Every dashboard page needs a session: a visitor is sent to /login before the dashboard's code
    // loads. Each page then checks its own roles inside the layout.
    element: <RequireSession />,
    children: [
      {
        element: lazyPage(
          () => import('./dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
          'layout',
        ),
        children: (Object.keys(DASHBOARD_PAGES) as DashboardRoute[]).map((path) =>
          guarded(path, DASHBOARD_PAGES[path]),
        ),
      },
    ],
  },
];

// The live notifications are a signed-in person's only: a visitor's first load does not carry them.
const NotificationStream = lazy(() =>
  import('@/web/features/notifications/notification-stream').then((m) => ({ default: m.NotificationStream })),
);

function LiveNotifications({ open }: { open: (path: string) => void }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <LazyPart fallback={null}>
      <NotificationStream open={open} />
    </LazyPart>
  );
}

/**
 * The app's pages for the address the router holds (the browser's or the one the server draws), and
 * the live notifications, whose toast opens what it talks about.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  // The stream connects once per person: a new `navigate` on each move must not reconnect it.
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  const open = useCallback((path: string) => void latestNavigate.current(path), []);
  return (
    <>
      <LiveNotifications open={open} />
      <TwoFactorSetupGate>{useRoutes(routes)}</TwoFactorSetupGate>
    </>
  );
}
