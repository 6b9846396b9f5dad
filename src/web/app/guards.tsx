import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { pages } from '@/shared/pages';
import type { Role } from '@/shared/roles';
import { Spinner } from '@/web/components/ui/spinner';
import { loginWithRedirect } from '@/web/lib/paths';
import { useSession } from '@/web/lib/session/session';

// Route guards are a convenience for people; the API enforces every rule on its own
// (docs/product.md#platform-guarantees).

/**
 * Signed-in people only (of the given roles, from route-access.ts): others go to /login?redirect=...,
 * wrong roles to /dashboard.
 */
export function RequireSession({ roles }: { roles?: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner className="min-h-[50vh]" />;
  if (session.status === 'signed-out') {
    return <Navigate to={loginWithRedirect(location.pathname + location.search)} replace />;
  }
  if (roles && !roles.includes(session.role)) return <Navigate to={pages.dashboard} replace />;
  return <Outlet />;
}

/**
 * /login and /register are for people who are not signed in. An admin may stay on /register: that
 * is where they create accounts, including admin ones (decision 004). Someone who signs in
 * or up on the page itself is sent on by that page (to the redirect, or /registration-success).
 */
export function GuestOnly({ allowAdmin = false }: { allowAdmin?: boolean }) {
  const session = useSession();
  const sawSignedOut = useRef(false);
  if (session.status === 'loading') return <Spinner className="min-h-[50vh]" />;
  if (session.status === 'signed-out') sawSignedOut.current = true;
  if (session.status === 'signed-in' && !sawSignedOut.current && !(allowAdmin && session.isAdmin)) {
    return <Navigate to={pages.dashboard} replace />;
  }
  return <Outlet />;
}

/**
 * An admin without a second factor is sent to the profile's "Vérification en deux étapes": the API
 * refuses them everything else until they enrol (decision 074). Moved from an effect, so the server
 * drawing a page does not try to redirect; nothing else is shown meanwhile, so nothing else is asked.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const held = session.status === 'signed-in' && session.twoFactorSetupRequired && pathname !== pages.profile;
  useEffect(() => {
    if (held) navigate(pages.profile, { replace: true });
  }, [held, navigate]);
  return held ? <Spinner className="min-h-[50vh]" /> : children;
}
