import { describe, expect, it } from 'vitest';
import type { Role } from '@/shared/roles';
import { mayOpen, type ProtectedRoute, ROUTE_ROLES } from './route-access';

const routesOf = (role: Role) =>
  (Object.keys(ROUTE_ROLES) as ProtectedRoute[]).filter((route) => mayOpen(role, route));

// The router, the dashboard navigation and the browser tests of the guards all follow this table, so
// a wrong row would pass them all: the rule itself is written here once more, in full.
describe('who may open which signed-in page', () => {
  const personal = [
    '/dashboard',
    '/dashboard/profile',
    '/dashboard/bookings',
    '/dashboard/bookings/:id',
    '/dashboard/notifications',
  ];
  const providerTools = [
    '/dashboard/salons',
    '/dashboard/reviews',
    '/dashboard/settings',
    '/dashboard/schedule',
  ];
  const adminPages = [
    '/dashboard/admin',
    '/dashboard/admin/salons',
    '/dashboard/admin/providers',
    '/dashboard/admin/users',
    '/dashboard/admin/changes',
    '/dashboard/admin/security',
    '/dashboard/admin/holidays',
    '/dashboard/admin/sms',
    '/dashboard/admin/jobs',
  ];

  it('a client: their space and booking', () => {
    expect(routesOf('client')).toEqual(['/providers/:id/booking', ...personal]);
  });

  // The client book is a prestataire's own: an admin has none (decision 066).
  const clientBook = ['/dashboard/clients', '/dashboard/clients/:id'];
  // So are the statistics of their salons (decision 076).
  const statistics = ['/dashboard/statistics'];

  it('a prestataire: their space, the provider tools and their client book, not booking', () => {
    expect(routesOf('prestataire')).toEqual([...personal, ...providerTools, ...clientBook, ...statistics]);
  });

  it('an admin: every dashboard page, not booking', () => {
    expect(routesOf('admin')).toEqual([...personal, ...providerTools, ...adminPages]);
  });
});
