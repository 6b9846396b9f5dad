import { LogOut, Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { EmailVerificationBanner } from '@/web/components/email-verification-banner';
import { navItemsFor } from '@/web/components/layout/dashboard-nav';
import { Navbar } from '@/web/components/layout/navbar';
import { SkipLink } from '@/web/components/layout/skip-link';
import { UserAvatar } from '@/web/components/layout/user-avatar';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/web/components/ui/sheet';
import { useDashboardSummary } from '@/web/features/dashboard/api/dashboard-summary';
import { useUnreadCount } from '@/web/features/notifications/api/unread-count';
import { useSession } from '@/web/lib/session/session';
import { useSignOutAction } from '@/web/lib/session/sign-out';
import { cn } from '@/web/lib/utils';

function SidebarLinks() {
  const session = useSession();
  const signOut = useSignOutAction();
  // An admin who must enrol first is refused the count (decision 074).
  const unread = useUnreadCount(session.status === 'signed-in' && !session.twoFactorSetupRequired);
  const summary = useDashboardSummary(session.status === 'signed-in' && session.isPrestataire);
  if (session.status !== 'signed-in') return null;
  const count = unread.data ?? 0;
  const pending = summary.data?.pendingRequests ?? 0;
  return (
    <div className="flex h-full flex-col gap-4">
      <div className="flex items-center gap-3 rounded-md bg-muted p-3">
        <UserAvatar
          name={session.userDetails.full_name}
          url={session.userDetails.avatar_url}
          className="size-10"
        />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{session.userDetails.full_name}</p>
          <p className="truncate text-xs text-muted-foreground">{session.user.email}</p>
        </div>
      </div>
      <nav aria-label="Mon espace" className="flex flex-col gap-1">
        {navItemsFor(session.role).map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted',
                isActive && 'bg-primary-soft text-primary',
              )
            }
          >
            <item.icon className="size-4" aria-hidden="true" />
            <span className="flex-1">{item.label}</span>
            {item.showsPendingBadge && pending > 0 && (
              <Badge variant="secondary">
                {pending}
                <span className="sr-only"> demande{pending > 1 ? 's' : ''} en attente</span>
              </Badge>
            )}
            {item.showsUnreadBadge && count > 0 && (
              <Badge variant="destructive">
                {count}
                <span className="sr-only">
                  {' '}
                  notification{count > 1 ? 's' : ''} non lue{count > 1 ? 's' : ''}
                </span>
              </Badge>
            )}
          </NavLink>
        ))}
      </nav>
      <Button variant="ghost" className="mt-auto justify-start gap-3" onClick={() => signOut()}>
        <LogOut aria-hidden="true" /> Déconnexion
      </Button>
    </div>
  );
}

export function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not a value used
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-4 py-6">
        <aside className="hidden w-64 shrink-0 lg:block">
          <SidebarLinks />
        </aside>
        <div className="min-w-0 flex-1">
          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="outline" className="mb-4 lg:hidden">
                <Menu aria-hidden="true" /> Menu de mon espace
              </Button>
            </SheetTrigger>
            <SheetContent title="Mon espace">
              <SidebarLinks />
            </SheetContent>
          </Sheet>
          <main id="contenu">
            <EmailVerificationBanner className="mb-6" />
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
