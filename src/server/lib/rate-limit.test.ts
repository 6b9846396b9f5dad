import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { createUser, uniqueEmail } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '600' });
});
afterAll(async () => {
  await server?.stop();
});

describe('sign-in and sign-up rate limit per client IP', () => {
  it('answers 429 in French once the attempts of the window are used, even with the right password', async () => {
    const user = await createUser(server.deps);
    const attempt = (password: string) =>
      server.client().call(endpoints.accounts.signIn, { body: { email: user.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt('mauvais-mdp')).status).toBe(401);
    const blocked = await attempt(user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe('Trop de tentatives. Veuillez réessayer dans 10 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
  });

  it('is keyed by the socket address: a forged X-Forwarded-For does not reset it without a trusted proxy', async () => {
    const forged = await server.client().call(endpoints.accounts.signIn, {
      body: { email: uniqueEmail(), password: 'whatever1' },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(forged.status).toBe(429);
  });

  it('counts sign-ups separately, and blocks them too', async () => {
    const signUp = () =>
      server.client().call(endpoints.accounts.signUp, {
        body: {
          fullName: 'Sami Trabelsi',
          email: uniqueEmail('rl'),
          password: 'tisane-91-menthe',
          role: 'client',
        },
      });
    for (let i = 0; i < 3; i++) expect((await signUp()).status).toBe(201);
    const blocked = await signUp();
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
  });
});
