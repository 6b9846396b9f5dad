import {
  Bell,
  CalendarClock,
  CalendarDays,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShieldCheck,
  Star,
  Store,
  User,
} from 'lucide-react';
import type { Role } from '@/shared/roles';
import { paths } from '@/web/lib/paths';

export interface DashboardNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  roles: readonly Role[];
  end?: boolean;
  showsUnreadBadge?: boolean;
}

const everyone: readonly Role[] = ['client', 'prestataire', 'admin'];
const providerTools: readonly Role[] = ['prestataire', 'admin'];

/** Sidebar entries per role (SPEC §2 "Dashboard"). */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { to: paths.dashboard, label: 'Tableau de bord', icon: LayoutDashboard, roles: everyone, end: true },
  { to: paths.bookings, label: 'Mes rendez-vous', icon: CalendarDays, roles: everyone },
  { to: paths.notifications, label: 'Notifications', icon: Bell, roles: everyone, showsUnreadBadge: true },
  { to: paths.profile, label: 'Profil', icon: User, roles: everyone },
  { to: paths.salons, label: 'Mes salons', icon: Store, roles: providerTools },
  { to: paths.schedule, label: 'Agenda', icon: CalendarClock, roles: providerTools },
  { to: paths.reviews, label: 'Avis', icon: Star, roles: providerTools },
  { to: paths.settings, label: 'Paramètres', icon: Settings, roles: providerTools },
  { to: paths.admin, label: 'Administration', icon: ShieldCheck, roles: ['admin'] },
];

export function navItemsFor(role: Role) {
  return DASHBOARD_NAV.filter((item) => item.roles.includes(role));
}
