import { createBrowserRouter } from 'react-router';
import { PublicLayout } from '@/web/components/layout/public-layout';
import { GuestOnly, RequireSession } from './guards';

// Every route of SPEC §2 with its guard. Pages load lazily so that a public first load carries no
// dashboard, form or date-picker code.

export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'providers', lazy: () => import('./routes/providers') },
      { path: 'providers/:id', lazy: () => import('./routes/provider-detail') },
      {
        // Booking is for clients (SPEC §6); a visitor goes to /login?redirect=... first.
        Component: () => <RequireSession roles={['client']} />,
        children: [{ path: 'providers/:id/booking', lazy: () => import('./routes/booking') }],
      },
      {
        Component: GuestOnly,
        children: [{ path: 'login', lazy: () => import('./routes/login') }],
      },
      {
        Component: () => <GuestOnly allowAdmin />,
        children: [{ path: 'register', lazy: () => import('./routes/register') }],
      },
      { path: 'registration-success', lazy: () => import('./routes/registration-success') },
      { path: 'google-callback', lazy: () => import('./routes/google-callback') },
      { path: 'mentions-legales', lazy: () => import('./routes/legal-notice') },
      { path: 'confidentialite', lazy: () => import('./routes/privacy') },
      { path: 'cgu', lazy: () => import('./routes/terms') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  {
    path: 'dashboard',
    Component: RequireSession,
    children: [
      {
        lazy: () =>
          import('@/web/components/layout/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          { index: true, lazy: () => import('./routes/dashboard/home') },
          { path: 'profile', lazy: () => import('./routes/dashboard/profile') },
          { path: 'bookings', lazy: () => import('./routes/dashboard/bookings') },
          { path: 'notifications', lazy: () => import('./routes/dashboard/notifications') },
          {
            Component: () => <RequireSession roles={['prestataire', 'admin']} />,
            children: [
              { path: 'salons', lazy: () => import('./routes/dashboard/salons') },
              { path: 'reviews', lazy: () => import('./routes/dashboard/reviews') },
              { path: 'settings', lazy: () => import('./routes/dashboard/settings') },
              { path: 'schedule', lazy: () => import('./routes/dashboard/schedule') },
            ],
          },
          {
            path: 'admin',
            Component: () => <RequireSession roles={['admin']} />,
            children: [
              { index: true, lazy: () => import('./routes/admin/overview') },
              { path: 'salons', lazy: () => import('./routes/admin/salons') },
              { path: 'providers', lazy: () => import('./routes/admin/providers') },
              { path: 'users', lazy: () => import('./routes/admin/users') },
            ],
          },
        ],
      },
    ],
  },
]);
