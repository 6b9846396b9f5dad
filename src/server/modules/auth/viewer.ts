import { APIError } from 'better-auth/api';
import type { Me } from '@/shared/api-types';
import { isProviderStatus, isRole } from '@/shared/roles';
import type { Auth } from '../../auth/auth';
import { nowMs } from '../../base/clock';
import { databaseUnavailable } from '../../base/errors';
import { needsTwoFactorSetup } from '../../lib/access';
import type { Viewer } from '../../lib/context';
import { logger } from '../../lib/logger';
import { isDatabaseUnavailable } from '../../lib/pg-errors';

/** Whether a request may carry a session: without its cookie there is nobody to look up. */
export const carriesSessionCookie = (headers: Headers) =>
  headers.get('cookie')?.includes('session_token') ?? false;

/**
 * Reads the session cookie (if any) and returns the person behind it, or null, with the Set-Cookie
 * headers better-auth wants sent back (it extends a session that is used, once a day).
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
  /** A session older than this ends, however often it was used (the absolute lifetime). */
  maxAgeMs = Number.POSITIVE_INFINITY,
): Promise<{ viewer: Viewer | null; setCookies: string[] }> {
  if (!carriesSessionCookie(headers)) return { viewer: null, setCookies: [] };
  const { headers: responseHeaders, response: session } = await lookUpSession(auth, headers);
  const setCookies = responseHeaders.getSetCookie();
  if (!session) return { viewer: null, setCookies };
  if (nowMs() - new Date(session.session.createdAt).getTime() > maxAgeMs) {
    await auth.api.revokeSession({ body: { token: session.session.token }, headers });
    return { viewer: null, setCookies };
  }
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
        role === 'prestataire'
          ? isProviderStatus(user.providerStatus)
            ? user.providerStatus
            : 'pending'
          : null,
      providerRefusalReason: user.providerRefusalReason ?? null,
      phone: user.phone ?? null,
      sessionId: session.session.id,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    setCookies,
  };
}

/**
 * better-auth answers any storage failure of a session lookup with its own "Failed to get session",
 * the cause dropped. The lookup only reads the database, so: asked once more, the pool takes a fresh
 * connection (the first one may have been closed by a restart or a failover); failing again, the
 * database is away, and the request gets the outage's 503, never a 500 nor a 401 that would sign the
 * person out (decision 039).
 */
async function lookUpSession(auth: Auth, headers: Headers) {
  const lookUp = () => auth.api.getSession({ headers, returnHeaders: true });
  const isStorageFailure = (error: unknown) =>
    isDatabaseUnavailable(error) || (error instanceof APIError && error.statusCode >= 500);
  try {
    return await lookUp();
  } catch (first) {
    if (!isStorageFailure(first)) throw first;
    try {
      return await lookUp();
    } catch (second) {
      if (!isStorageFailure(second)) throw second;
      logger.warn({ err: second }, 'session illisible : base de données injoignable');
      throw databaseUnavailable();
    }
  }
}

export async function loadViewer(auth: Auth, headers: Headers): Promise<Viewer | null> {
  return (await readSession(auth, headers)).viewer;
}

export function toMe(viewer: Viewer): Me {
  return {
    user: { id: viewer.id, email: viewer.email },
    userDetails: { full_name: viewer.fullName, avatar_url: viewer.avatarUrl, phone: viewer.phone ?? null },
    role: viewer.role,
    providerStatus: viewer.providerStatus,
    providerRefusalReason:
      viewer.providerStatus === 'rejected' ? (viewer.providerRefusalReason ?? null) : null,
    emailVerified: viewer.emailVerified,
    isAdmin: viewer.role === 'admin',
    isPrestataire: viewer.role === 'prestataire',
    isClient: viewer.role === 'client',
    twoFactorEnabled: viewer.twoFactorEnabled,
    twoFactorSetupRequired: needsTwoFactorSetup(viewer),
  };
}
