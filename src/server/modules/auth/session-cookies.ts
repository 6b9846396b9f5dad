/** Copies better-auth's Set-Cookie headers onto a response (the route's). */
export type ForwardCookies = (headers: Headers) => void;

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieHeaderFrom(headers: Headers): Headers {
  const cookie = headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  return new Headers({ cookie });
}
