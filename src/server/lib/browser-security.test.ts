import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';

// What a browser is told, in production mode: a strict CSP, no sniffing, no framing,
// a referrer policy, HSTS, Secure httpOnly SameSite cookies, and cross-site writes refused.

let server: TestServer;
beforeAll(async () => {
  // No built web app needed: the headers are the same on every answer, found or not.
  server = await startTestServer({
    NODE_ENV: 'production',
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: '/nonexistent-rdv-dist',
  });
});
afterAll(() => server?.stop());

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  );

describe('browser security in production', () => {
  it('sends a strict CSP and the protective headers on pages and API answers', async () => {
    for (const path of ['/', '/providers', '/api/salons']) {
      const response = await fetch(`${server.url}${path}`);
      const headers = response.headers;
      const csp = directives(headers.get('content-security-policy') ?? '');
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('sets the session cookie Secure, httpOnly and SameSite=Lax', async () => {
    const user = await createUser(server.deps);
    const response = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });

  it('refuses writes from another site, and lets same-origin and non-browser writes through', async () => {
    const write = (origin?: string) =>
      fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ email: 'personne@exemple.tn', password: 'mauvais-mot' }),
      });
    const forged = await write('https://evil.example');
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      'Requête refusée : origine non autorisée.',
    );
    // Same origin and no Origin at all reach the route (which then refuses the wrong password).
    expect((await write(new URL(server.deps.config.baseUrl).origin)).status).toBe(401);
    expect((await write()).status).toBe(401);
  });
});
