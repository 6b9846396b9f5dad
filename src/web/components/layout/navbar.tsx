import { Menu, X } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAVBAR_SCROLL_THRESHOLD_PX } from '@/shared/constants';
import { pages } from '@/shared/pages';
import { LazyPart } from '@/web/components/lazy-part';
import { Button } from '@/web/components/ui/button';
import { useSession } from '@/web/lib/session/session';
import { useUnreadCount } from '@/web/lib/unread-count';
import { cn } from '@/web/lib/utils';
import { Logo } from './logo';
import { UserAvatar } from './user-avatar';

// The menu's popup library is only for signed-in people: visitors do not download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const LINKS = [
  { to: pages.home, label: 'Accueil', end: true },
  { to: pages.providers, label: 'Salons', end: false },
  { to: pages.about, label: 'À propos', end: false },
];

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const unreadWords = (count: number) => `notification${count > 1 ? 's' : ''} non lue${count > 1 ? 's' : ''}`;

export function Navbar() {
  const session = useSession();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const signedIn = session.status === 'signed-in';
  // On a phone the menu button carries the unread count, so it shows without opening anything.
  // An admin who must enrol first is refused the count (decision 074).
  const unread = useUnreadCount(signedIn && !session.twoFactorSetupRequired);
  const unreadCount = signedIn ? (unread.data ?? 0) : 0;

  // The mobile menu closes whenever the route changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not a value used
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'text-sm font-medium transition-colors hover:text-primary',
      isActive ? 'text-primary' : 'text-foreground',
    );

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-30 w-full transition-colors',
        scrolled || mobileOpen ? 'border-b bg-background shadow-sm' : 'bg-transparent',
      )}
    >
      <nav
        aria-label="Navigation principale"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4"
      >
        <Logo />
        <div className="hidden items-center gap-6 md:flex">
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="flex items-center gap-2">
          {session.status === 'signed-in' ? (
            <LazyPart
              fallback={
                <UserAvatar name={session.userDetails.full_name} url={session.userDetails.avatar_url} />
              }
            >
              <UserMenu me={session.me} />
            </LazyPart>
          ) : session.status === 'signed-out' ? (
            <div className="hidden items-center gap-2 sm:flex">
              <Button asChild variant="ghost">
                <Link to={pages.login}>Connexion</Link>
              </Button>
              <Button asChild>
                <Link to={pages.register}>Inscription</Link>
              </Button>
            </div>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="relative md:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={
              (mobileOpen ? 'Fermer le menu' : 'Ouvrir le menu') +
              (unreadCount > 0 ? `, ${unreadCount} ${unreadWords(unreadCount)}` : '')
            }
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            {unreadCount > 0 && (
              <span
                data-testid="menu-unread-badge"
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-destructive-foreground"
              >
                {unreadCount > 99 ? '99+' : unreadCount}
              </span>
            )}
          </Button>
        </div>
      </nav>
      {mobileOpen && (
        <div id="mobile-menu" className="border-t bg-background px-4 py-4 md:hidden">
          <div className="flex flex-col gap-3">
            {LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            ))}
            {signedIn && (
              <NavLink to={pages.notifications} className={linkClass}>
                <span className="inline-flex items-center gap-2">
                  Notifications
                  {unreadCount > 0 && (
                    <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
                      {unreadCount}
                      <span className="sr-only"> {unreadWords(unreadCount)}</span>
                    </span>
                  )}
                </span>
              </NavLink>
            )}
            {session.status === 'signed-out' && (
              <>
                <NavLink to={pages.login} className={linkClass}>
                  Connexion
                </NavLink>
                <NavLink to={pages.register} className={linkClass}>
                  Inscription
                </NavLink>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
