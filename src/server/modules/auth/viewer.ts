import type { Me } from '@/shared/api-types';
import { isRole, type ProviderStatus } from '@/shared/roles';
import type { Auth } from '../../auth/auth';
import type { Viewer } from '../../lib/context';

/**
 * Reads the session cookie (if any) and returns the person behind it, or null, with the Set-Cookie
 * headers better-auth wants sent back (it extends a session that is used, once a day).
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
): Promise<{ viewer: Viewer | null; setCookies: string[] }> {
  if (!headers.get('cookie')?.includes('session_token')) return { viewer: null, setCookies: [] };
  const { headers: responseHeaders, response: session } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  const setCookies = responseHeaders.getSetCookie();
  if (!session) return { viewer: null, setCookies };
  const { user } = session;
  const role = isRole(user.role) ? user.role : 'client';
  return {
    viewer: {
      id: user.id,
      email: user.email,
      fullName: user.name,
      avatarUrl: user.image ?? null,
      role,
      providerStatus:
        role === 'prestataire' ? ((user.providerStatus as ProviderStatus | null) ?? 'pending') : null,
      sessionId: session.session.id,
    },
    setCookies,
  };
}

export async function loadViewer(auth: Auth, headers: Headers): Promise<Viewer | null> {
  return (await readSession(auth, headers)).viewer;
}

export function toMe(viewer: Viewer): Me {
  return {
    user: { id: viewer.id, email: viewer.email },
    userDetails: { full_name: viewer.fullName, avatar_url: viewer.avatarUrl },
    role: viewer.role,
    providerStatus: viewer.providerStatus,
    isAdmin: viewer.role === 'admin',
    isPrestataire: viewer.role === 'prestataire',
    isClient: viewer.role === 'client',
  };
}
