import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { sqlNow } from '../../base/clock';
import { createUser, type TestUser, uniqueEmail } from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { markOf, passwordHashOf } from './sign-in-throttle';

let server: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy, each attempt can come from an address of its own, as from a botnet.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.stop();
});

let address = 0;
const nextIp = () => `198.51.100.${(address++ % 250) + 1}`;

function attempt(client: TestClient, email: string, password: string) {
  return client.call(endpoints.accounts.signIn, {
    body: { email, password },
    headers: { 'x-forwarded-for': nextIp() },
  });
}

/** The account's wait is over (instead of sleeping through it). */
// On the product's clock, which the throttle reads: the database's now() may be a fraction of a
// millisecond ahead of it.
const waitIsOver = () =>
  server.deps.db.execute(sql`update sign_in_throttles set blocked_until = ${sqlNow()}`);

describe('sign-in throttling per account', () => {
  it('makes attempts wait after 5 failures from anywhere, longer each time, in French with Retry-After', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(server.client(), user.email, `mauvais-${i}`)).status).toBe(401);
    }
    const blocked = await attempt(server.client(), user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(
      'Trop de tentatives de connexion sur ce compte. Réessayez dans 1 minute.',
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(30);

    // Not a lock: once the wait is over, one more try; a new failure waits twice as long.
    await waitIsOver();
    expect((await attempt(server.client(), user.email, 'encore-faux')).status).toBe(401);
    const longer = await attempt(server.client(), user.email, user.password);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(30);
    expect(Number(longer.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    await waitIsOver();
    expect((await attempt(server.client(), user.email, user.password)).status).toBe(200);
    // The right password starts the count over.
    for (let i = 0; i < 4; i++)
      expect((await attempt(server.client(), user.email, 'faux-mdp')).status).toBe(401);
  });

  it("never makes a browser that signed in to the account before wait because of others' failures", async () => {
    const user: TestUser = await createUser(server.deps, { role: 'client' });
    const owner = server.client();
    expect((await attempt(owner, user.email, user.password)).status).toBe(200);
    await owner.call(endpoints.accounts.signOut);

    for (let i = 0; i < 8; i++) await attempt(server.client(), user.email, `devine-${i}`);
    expect((await attempt(server.client(), user.email, user.password)).status).toBe(429);
    // A browser's mark is the server's: a made-up one waits like any stranger.
    const forged = await server.client().call(endpoints.accounts.signIn, {
      body: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': nextIp(), cookie: 'rdv_known_accounts=AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.status).toBe(429);
    // The owner's browser, signed out but known to the account, signs in at once.
    expect((await attempt(owner, user.email, user.password)).status).toBe(200);
  });

  it('throttles an address without an account the same way, so it tells nothing', async () => {
    const nobody = uniqueEmail('personne');
    for (let i = 0; i < 5; i++) expect((await attempt(server.client(), nobody, 'x-y-z-1')).status).toBe(401);
    expect((await attempt(server.client(), nobody, 'x-y-z-1')).status).toBe(429);
  });

  it('lets at most 5 of 30 simultaneous guesses reach the password check', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(server.client(), user.email, `rafale-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(25);
  });

  it("binds a browser's mark to the account's password, for 30 days at most", async () => {
    const user: TestUser = await createUser(server.deps, { role: 'client' });
    const owner = server.client();
    const first = await attempt(owner, user.email, user.password);
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/rdv_known_accounts=[^;]+;\s*Max-Age=2592000/);

    // The password changes (from another session): the mark no longer vouches for this browser.
    const other = server.client();
    expect((await attempt(other, user.email, user.password)).status).toBe(200);
    const changed = await other.call(endpoints.accounts.changePassword, {
      body: { currentPassword: user.password, newPassword: 'Verveine-du-matin-4' },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(changed.status).toBe(200);
    await owner.call(endpoints.accounts.signOut);
    for (let i = 0; i < 8; i++) await attempt(server.client(), user.email, `devine-${i}`);
    expect((await attempt(owner, user.email, 'Verveine-du-matin-4')).status).toBe(429);

    // A mark the server made, for the current password, vouches for 30 days and no longer.
    const hash = must(await passwordHashOf(server.deps.db, user.email), 'hash');
    const today = Math.floor(Date.now() / 86_400_000);
    const withMark = (day: number) =>
      server.client().call(endpoints.accounts.signIn, {
        body: { email: user.email, password: 'Verveine-du-matin-4' },
        headers: {
          'x-forwarded-for': nextIp(),
          cookie: `rdv_known_accounts=${markOf(server.deps.config.authSecret, user.email, hash, day)}`,
        },
      });
    expect((await withMark(today - 30)).status).toBe(429);
    expect((await withMark(today - 29)).status).toBe(200);
  });
});

describe('checks of the current password inside a session', () => {
  it('count in the same throttle: 5 wrong passwords, then a wait, even for the right one', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const session = server.client();
    expect((await attempt(session, user.email, user.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      const wrong = await session.call(endpoints.profile.deleteAccount, {
        body: { password: `pas-le-bon-${i}` },
        headers: { 'x-forwarded-for': nextIp() },
      });
      expect(wrong.status).toBe(400);
    }
    const blocked = await session.call(endpoints.profile.deleteAccount, {
      body: { password: user.password },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(
      'Trop de mots de passe incorrects pour ce compte. Réessayez dans 1 minute.',
    );
    expect((await session.call(endpoints.accounts.me)).body.me).not.toBeNull();
  });

  it('a password change with wrong current passwords from 12 addresses reaches the check 5 times', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const session = server.client();
    expect((await attempt(session, user.email, user.password)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await session.call(endpoints.accounts.changePassword, {
        body: { currentPassword: `devine-${i}`, newPassword: 'Verveine-du-matin-4' },
        headers: { 'x-forwarded-for': nextIp() },
      });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
