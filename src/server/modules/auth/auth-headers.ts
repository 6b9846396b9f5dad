import type { Context } from 'hono';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import type { AppEnv } from '../../lib/context';
import type { ForwardCookies } from './session-cookies';

/**
 * The request's headers as better-auth should read them: the client's address is the one the API
 * established (socket, or the trusted proxy's last hop), whatever the client wrote in its headers.
 */
export function headersForAuth(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = c.get('origin')?.ip;
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto our response. */
export const cookiesOnto =
  (c: Context<AppEnv>): ForwardCookies =>
  (headers) => {
    for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  };
