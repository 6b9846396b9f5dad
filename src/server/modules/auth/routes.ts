import type { Context } from 'hono';
import type { MeAnswer } from '@/shared/api-types';
import { LoginSchema, RegisterSchema } from '@/shared/schemas/auth';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv } from '../../lib/context';
import { clientIp, rateLimitSubject, readBody } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';
import { securityActorOf } from '../../lib/security-log';
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
  const enforceAuthLimit = (c: Context<AppEnv>, action: 'sign-in' | 'sign-up') =>
    enforceRateLimit(
      db,
      `${action}:${rateLimitSubject(clientIp(c, config.trustProxy))}`,
      config.authRateLimit,
      (wait) => `Trop de tentatives. Veuillez réessayer dans ${wait}.`,
    );

  api.route('get', '/me', { allow: 'visitor' }, (c, viewer) =>
    c.json({ me: viewer ? toMe(viewer) : null } satisfies MeAnswer),
  );

  api.route('post', '/auth/sign-up', { allow: 'visitor' }, async (c, viewer) => {
    await enforceAuthLimit(c, 'sign-up');
    const input = await readBody(c, RegisterSchema);
    const requestHeaders = c.req.raw.headers;
    return c.json(
      await signUp({ auth, db, viewer, input, requestHeaders, forwardCookies: cookiesOnto(c) }),
      201,
    );
  });

  api.route('post', '/auth/sign-in', { allow: 'visitor' }, async (c) => {
    await enforceAuthLimit(c, 'sign-in');
    const input = await readBody(c, LoginSchema);
    const requestHeaders = c.req.raw.headers;
    return c.json(
      await signIn({
        auth,
        db,
        input,
        requestHeaders,
        forwardCookies: cookiesOnto(c),
        actor: securityActorOf(c, null),
      }),
    );
  });

  api.route('post', '/auth/sign-out', { allow: 'visitor' }, async (c, viewer) => {
    const requestHeaders = c.req.raw.headers;
    return c.json(await signOut({ auth, viewer, requestHeaders, forwardCookies: cookiesOnto(c) }));
  });
}
