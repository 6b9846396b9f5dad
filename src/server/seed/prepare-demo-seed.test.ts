import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createAccount } from '../modules/auth/create-account';
import { createUser } from '../test-support/factories';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { prepareDemoSeed } from './prepare-demo-seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('prepareDemoSeed', () => {
  it('clears what an interrupted seed left (demo accounts, no salon) and allows seeding again', async () => {
    const { db, auth } = server.deps;
    expect(await prepareDemoSeed(db)).toBe(true);
    await createAccount({
      auth,
      email: 'admin@demo.rendezvous.tn',
      fullName: 'Équipe Rendezvous',
      password: 'leftover-pw',
      role: 'admin',
    });
    expect(await prepareDemoSeed(db)).toBe(true);
    const [row] = await db.select({ total: count() }).from(users);
    expect(row?.total).toBe(0);
  });

  it('never touches a database with real accounts', async () => {
    const { db } = server.deps;
    await createUser(server.deps, { role: 'client' });
    expect(await prepareDemoSeed(db)).toBe(false);
    const [row] = await db.select({ total: count() }).from(users);
    expect(row?.total).toBe(1);
  });
});
