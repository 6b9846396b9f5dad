import type { MeAnswer } from '@/shared/api-types';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/context';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import type { ForwardCookies } from './session-cookies';

/** Ends the session, if there is one (the expired cookie goes to `forwardCookies`); nobody is signed in after. */
export async function signOut(options: {
  auth: Auth;
  viewer: Viewer | null;
  requestHeaders: Headers;
  forwardCookies: ForwardCookies;
  db: Database;
  actor: SecurityActor;
}): Promise<MeAnswer> {
  if (options.viewer) {
    const { headers } = await options.auth.api.signOut({
      headers: options.requestHeaders,
      returnHeaders: true,
    });
    options.forwardCookies(headers);
    await recordSecurityEvent(options.db, options.actor, { type: 'signed_out', target: options.viewer.id });
  }
  return { me: null };
}
