import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { users } from '../../db/schema';
import { createSignedInUser, createUser, uniqueEmail } from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { sealStoredCins } from './identity-card';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const storedCin = async (id: string) =>
  (await server.deps.db.select({ cin: users.cin }).from(users).where(eq(users.id, id)))[0]?.cin;

async function adminSees(id: string) {
  const { http } = await createSignedInUser(server, { role: 'admin' });
  const list = await http.call(endpoints.admin.providers);
  return list.body.items.find((item) => item.id === id)?.cin;
}

describe("a prestataire's ID card number (CIN)", () => {
  it('is stored sealed at sign-up, and the admin still reads the number', async () => {
    const response = await server.client().call(endpoints.accounts.signUp, {
      body: {
        fullName: 'Karim Trabelsi',
        email: uniqueEmail('cin'),
        password: 'tisane-91-menthe',
        role: 'prestataire',
        cin: '07123456',
        salonAddress: '3 rue de Carthage, Tunis',
      },
    });
    expect(response.status).toBe(201);
    const stored = await storedCin(response.body.me.user.id);
    expect(stored).not.toContain('07123456');
    expect(stored).toMatch(/^v1\./);
    expect(await adminSees(response.body.me.user.id)).toBe('07123456');
  });

  it('stored in clear by an earlier version is sealed at start, once', async () => {
    const earlier = await createUser(server.deps, { role: 'prestataire', providerStatus: 'pending' });
    await server.deps.db.update(users).set({ cin: '09876543' }).where(eq(users.id, earlier.id));
    expect(await sealStoredCins(server.deps.db, server.deps.config.encryptionKey)).toBeGreaterThanOrEqual(1);
    const sealed = await storedCin(earlier.id);
    expect(sealed).toMatch(/^v1\./);
    expect(await sealStoredCins(server.deps.db, server.deps.config.encryptionKey)).toBe(0);
    expect(await storedCin(earlier.id)).toBe(sealed);
    expect(await adminSees(earlier.id)).toBe('09876543');
  });
});
