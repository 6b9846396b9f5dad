import type { Me } from '@/shared/api-types';
import { isRole, type ProviderStatus } from '@/shared/roles';
import type { Auth } from '../../auth/auth';
import type { Viewer } from '../../lib/context';

/** Reads the session cookie (if any) and returns the person behind it, or null. */
export async function loadViewer(auth: Auth, headers: Headers): Promise<Viewer | null> {
  if (!headers.get('cookie')?.includes('session_token')) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  const role = isRole(user.role) ? user.role : 'client';
  return {
    id: user.id,
    email: user.email,
    fullName: user.name,
    avatarUrl: user.image ?? null,
    role,
    providerStatus:
      role === 'prestataire' ? ((user.providerStatus as ProviderStatus | null) ?? 'pending') : null,
  };
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
