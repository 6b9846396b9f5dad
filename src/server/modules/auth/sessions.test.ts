import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { sessions } from '../../db/schema';
import { createUser, type TestUser } from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { describeUserAgent } from './user-agent';

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Signs in from a browser of its own, as that browser describes itself (and a forged address). */
async function device(user: TestUser, userAgent: string): Promise<TestClient> {
  const client = server.client();
  const answer = await client.call(endpoints.accounts.signIn, {
    body: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' },
  });
  expect(answer.status).toBe(200);
  return client;
}

const isSignedIn = async (client: TestClient) => (await client.call(endpoints.accounts.me)).body.me !== null;

describe('the sessions of an account', () => {
  it('lists each open session with its device, address and last use, never its token', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const computer = await device(user, WINDOWS_CHROME);
    await device(user, IPHONE_SAFARI);
    const list = await computer.call(endpoints.profile.sessions);
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => item.device).sort()).toEqual([
      'Chrome sur Windows',
      'Safari sur iPhone',
    ]);
    expect(list.body.items.filter((item) => item.current).map((item) => item.device)).toEqual([
      'Chrome sur Windows',
    ]);
    for (const item of list.body.items) {
      // The socket's address, not the header the client wrote (no trusted proxy here).
      expect(item.ip).not.toBe('203.0.113.9');
      expect(item.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.parse(item.lastActiveAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const tokens = await server.deps.db.select({ token: sessions.token }).from(sessions);
    for (const { token } of tokens) expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('ends one other session, or all the others; someone else’s session is not found', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const here = await device(user, WINDOWS_CHROME);
    const phone = await device(user, IPHONE_SAFARI);
    const tablet = await device(user, IPHONE_SAFARI.replace('iPhone; CPU iPhone OS', 'iPad; CPU OS'));
    const stranger = await device(await createUser(server.deps, { role: 'client' }), WINDOWS_CHROME);

    const { items } = (await here.call(endpoints.profile.sessions)).body;
    const phoneSession = must(
      items.find((item) => item.device === 'Safari sur iPhone'),
      'phoneSession',
    );
    const refused = await stranger.call(endpoints.profile.endSession, { params: { id: phoneSession.id } });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Session introuvable.');
    expect(await isSignedIn(phone)).toBe(true);

    expect((await here.call(endpoints.profile.endSession, { params: { id: phoneSession.id } })).status).toBe(
      200,
    );
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(tablet)).toBe(true);

    const others = await here.call(endpoints.profile.endOtherSessions);
    expect(others.body).toEqual({ ended: 1 });
    expect(await isSignedIn(tablet)).toBe(false);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(stranger)).toBe(true);
  });

  it('ends after 7 days without use, and 30 days after sign-in however often it is used', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const client = await device(user, WINDOWS_CHROME);
    const row = must(
      (await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0],
      'row',
    );
    const idleDays = (row.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(idleDays).toBeGreaterThan(6.9);
    expect(idleDays).toBeLessThanOrEqual(7);

    // Used every day for a month: still ends once 30 days have passed since the sign-in.
    await server.deps.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000 - 60_000) })
      .where(eq(sessions.userId, user.id));
    expect(await isSignedIn(client)).toBe(false);
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

describe('describeUserAgent', () => {
  it('names common browsers and systems in French, and an unknown one plainly', () => {
    expect(describeUserAgent(WINDOWS_CHROME)).toBe('Chrome sur Windows');
    expect(describeUserAgent(IPHONE_SAFARI)).toBe('Safari sur iPhone');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge sur Mac');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe(
      'Firefox sur Linux',
    );
    expect(describeUserAgent(null)).toBe('Appareil inconnu');
    expect(describeUserAgent('curl/8.5.0')).toBe('Appareil inconnu');
  });
});
