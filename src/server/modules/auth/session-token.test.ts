import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { sessions } from '../../db/schema';
import { createUser, sessionCookie } from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const meWith = async (cookie: string) =>
  (await (await fetch(`${server.url}/api/me`, { headers: { cookie } })).json()) as { me: unknown };
const signed = (token: string, secret: string) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('a session token read from the database (decision 047)', () => {
  it('is no session without the server secret: the cookie must carry its signature', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const cookie = await sessionCookie(server.url, user);
    expect((await meWith(cookie)).me).not.toBeNull();
    const row = must(
      (await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0],
      'row',
    );
    const name = cookie.split('=')[0];
    expect((await meWith(`${name}=${row.token}`)).me).toBeNull();
    expect(
      (
        await meWith(
          `${name}=${encodeURIComponent(signed(row.token, 'a-guessed-secret-of-32-characters!!'))}`,
        )
      ).me,
    ).toBeNull();
    expect(
      (await meWith(`${name}=${encodeURIComponent(signed(row.token, server.deps.config.authSecret))}`)).me,
    ).not.toBeNull();
  });
});
