import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { users } from './db/schema';
import { prepareDatabase } from './prepare-database';
import { startTestServer, type TestServer } from './test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the initial admin from INITIAL_ADMIN_*', () => {
  it('is created once when two starts prepare the same empty database together, and both go on', async () => {
    const initialAdmin = {
      email: 'premier.admin@rendezvous.test',
      fullName: 'Premier Admin',
      password: `Aa1!${randomBytes(12).toString('hex')}`,
    };
    const config = { ...server.deps.config, initialAdmin };
    await Promise.all([prepareDatabase(server.deps, config), prepareDatabase(server.deps, config)]);
    const admins = await server.deps.db.select().from(users).where(eq(users.email, initialAdmin.email));
    expect(admins).toHaveLength(1);
    expect(must(admins[0], 'admins[0]').role).toBe('admin');
    const signIn = await server.client().call(endpoints.accounts.signIn, {
      body: {
        email: initialAdmin.email,
        password: initialAdmin.password,
      },
    });
    expect(signIn.status).toBe(200);
  });
});
