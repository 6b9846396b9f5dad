import {
  BarChart3,
  Bell,
  CalendarClock,
  CalendarDays,
  Contact,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShieldCheck,
  Star,
  Store,
  User,
} from 'lucide-react';
import { pages } from '@/shared/pages';
import type { Role } from '@/shared/roles';
import { type ProtectedRoute, ROUTE_ROLES } from '@/web/lib/route-access';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
  end?: boolean;
  showsUnreadBadge?: boolean;
  /** A salon owner's requests awaiting an answer. */
  showsPendingBadge?: boolean;
}

/** An entry opens one page of route-access.ts, and is shown to the roles that may open it. */
function entry(to: ProtectedRoute, item: Omit<DashboardNavItem, 'to' | 'roles'>): DashboardNavItem {
  return { to, roles: ROUTE_ROLES[to], ...item };
}

/** Sidebar entries per role (docs/product.md#screens-and-routes). */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  entry(pages.dashboard, { label: 'Tableau de bord', icon: LayoutDashboard, end: true }),
  entry(pages.bookings, { label: 'Mes rendez-vous', icon: CalendarDays, showsPendingBadge: true }),
  entry(pages.notifications, { label: 'Notifications', icon: Bell, showsUnreadBadge: true }),
  entry(pages.profile, { label: 'Profil', icon: User }),
  entry(pages.salons, { label: 'Mes salons', icon: Store }),
  entry(pages.schedule, { label: 'Agenda', icon: CalendarClock }),
  entry(pages.clients, { label: 'Clients', icon: Contact }),
  entry(pages.statistics, { label: 'Statistiques', icon: BarChart3 }),
  entry(pages.reviews, { label: 'Avis', icon: Star }),
  entry(pages.settings, { label: 'Paramètres', icon: Settings }),
  entry(pages.admin, { label: 'Administration', icon: ShieldCheck }),
];

export function navItemsFor(role: Role) {
  return DASHBOARD_NAV.filter((item) => item.roles.includes(role));
}
