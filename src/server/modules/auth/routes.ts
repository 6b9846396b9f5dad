import type { Context } from 'hono';
import { LoginSchema, RegisterSchema } from '@/shared/schemas/auth';
import { ACCOUNT_TYPE_FIELD } from '../../auth/auth';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError, forbidden } from '../../lib/errors';
import { clientIp, rateLimitSubject, readBody } from '../../lib/http';
import { consumeRateLimit } from '../../lib/rate-limit';
import { createAccount, translateAuthError } from './create-account';
import { loadViewer, toMe } from './viewer';

/** Copies better-auth's Set-Cookie headers onto our response. */
function forwardCookies(c: Context<AppEnv>, headers: Headers) {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

export function registerAuthRoutes(api: ApiRouter, { auth, db, config }: AppDeps) {
  async function enforceRateLimit(c: Context<AppEnv>, action: 'sign-in' | 'sign-up') {
    const key = `${action}:${rateLimitSubject(clientIp(c, config.trustProxy))}`;
    const { allowed, retryAfterSeconds } = await consumeRateLimit(db, key, config.authRateLimit);
    if (allowed) return;
    c.header('retry-after', String(retryAfterSeconds));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      429,
      'rate_limited',
      `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
    );
  }

  api.route('get', '/me', { allow: 'visitor' }, (c) => {
    const viewer = c.get('viewer');
    return c.json({ me: viewer ? toMe(viewer) : null });
  });

  api.route('post', '/auth/sign-up', { allow: 'visitor' }, async (c) => {
    await enforceRateLimit(c, 'sign-up');
    const input = await readBody(c, RegisterSchema);
    const viewer = c.get('viewer');
    const isPrestataire = input.role === 'prestataire';
    const providerFields = {
      cin: isPrestataire && input.cin ? input.cin : null,
      salonAddress: isPrestataire && input.salonAddress ? input.salonAddress : null,
    };

    // An admin uses the register page to create accounts (an admin one with isAdmin) and stays
    // signed in as themselves. Anyone else asking for isAdmin is refused.
    if (viewer?.role === 'admin') {
      const { id } = await createAccount({
        auth,
        email: input.email,
        fullName: input.fullName,
        password: input.password,
        role: input.isAdmin ? 'admin' : input.role,
        // An account an admin creates is validated by that admin.
        providerStatus: 'approved',
        ...providerFields,
      });
      return c.json({ created: { id }, me: toMe(viewer) }, 201);
    }
    if (input.isAdmin) throw forbidden('Seul un administrateur peut créer un compte administrateur.');

    try {
      // The account type travels in its own field: better-auth refuses `role` in a sign-up body,
      // and the user-creation hook turns this field into client or prestataire, never admin.
      const body = {
        name: input.fullName,
        email: input.email,
        password: input.password,
        [ACCOUNT_TYPE_FIELD]: input.role,
        ...providerFields,
      };
      const { headers } = await auth.api.signUpEmail({
        body,
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, headers);
      const sessionHeaders = new Headers({ cookie: cookiesFrom(headers) });
      const created = await loadViewer(auth, sessionHeaders);
      if (!created) throw new Error('La session créée à l’inscription est introuvable.');
      return c.json({ me: toMe(created) }, 201);
    } catch (error) {
      throw translateAuthError(error);
    }
  });

  api.route('post', '/auth/sign-in', { allow: 'visitor' }, async (c) => {
    await enforceRateLimit(c, 'sign-in');
    const input = await readBody(c, LoginSchema);
    try {
      const { headers } = await auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      forwardCookies(c, headers);
      const viewer = await loadViewer(auth, new Headers({ cookie: cookiesFrom(headers) }));
      if (!viewer) throw new Error('La session ouverte est introuvable.');
      return c.json({ me: toMe(viewer) });
    } catch (error) {
      throw translateAuthError(error);
    }
  });

  api.route('post', '/auth/sign-out', { allow: 'visitor' }, async (c) => {
    if (c.get('viewer')) {
      const { headers } = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      forwardCookies(c, headers);
    }
    return c.json({ me: null });
  });
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
