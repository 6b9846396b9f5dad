import type { Context } from 'hono';
import type { MeAnswer } from '@/shared/api-types';
import { LoginSchema, RegisterSchema } from '@/shared/schemas/auth';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { clientIp, rateLimitSubject, readBody } from '../../lib/http';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { ForwardCookies } from './session-cookies';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { signUp } from './sign-up';
import { toMe } from './viewer';

/** Copies better-auth's Set-Cookie headers onto our response. */
const cookiesOnto =
  (c: Context<AppEnv>): ForwardCookies =>
  (headers) => {
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  };

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

  api.route('get', '/me', { allow: 'visitor' }, (c, viewer) =>
    c.json({ me: viewer ? toMe(viewer) : null } satisfies MeAnswer),
  );

  api.route('post', '/auth/sign-up', { allow: 'visitor' }, async (c, viewer) => {
    await enforceRateLimit(c, 'sign-up');
    const input = await readBody(c, RegisterSchema);
    const requestHeaders = c.req.raw.headers;
    return c.json(await signUp({ auth, viewer, input, requestHeaders, forwardCookies: cookiesOnto(c) }), 201);
  });

  api.route('post', '/auth/sign-in', { allow: 'visitor' }, async (c) => {
    await enforceRateLimit(c, 'sign-in');
    const input = await readBody(c, LoginSchema);
    const requestHeaders = c.req.raw.headers;
    return c.json(await signIn({ auth, input, requestHeaders, forwardCookies: cookiesOnto(c) }));
  });

  api.route('post', '/auth/sign-out', { allow: 'visitor' }, async (c, viewer) => {
    const requestHeaders = c.req.raw.headers;
    return c.json(await signOut({ auth, viewer, requestHeaders, forwardCookies: cookiesOnto(c) }));
  });
}
