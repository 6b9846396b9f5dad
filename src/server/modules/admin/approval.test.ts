import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { notifications } from '../../db/schema';
import { createSalon, createUser, signedIn } from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('salon approval', () => {
  it('an admin approves a salon: public at once, the owner notified; disapproving hides it again', async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, {
      ownerId: owner.id,
      isApproved: false,
      name: 'Salon à valider',
    });
    const admin = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
    expect((await server.client().call(endpoints.salons.get, { params: { id: salon.id } })).status).toBe(404);

    const approved = await admin.call(endpoints.admin.setApproval, {
      params: { id: salon.id },
      body: { isApproved: true },
    });
    expect(approved.body).toEqual({ id: salon.id, isApproved: true });
    expect((await server.client().call(endpoints.salons.get, { params: { id: salon.id } })).status).toBe(200);
    await admin.call(endpoints.admin.setApproval, { params: { id: salon.id }, body: { isApproved: false } });
    expect((await server.client().call(endpoints.salons.get, { params: { id: salon.id } })).status).toBe(404);

    const notes = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id)));
    expect(notes.map((n) => [n.type, n.payload])).toEqual(
      expect.arrayContaining([
        ['salon_approved', { salon_id: salon.id, salon_name: 'Salon à valider' }],
        ['salon_rejected', { salon_id: salon.id, salon_name: 'Salon à valider' }],
      ]),
    );
  });

  it('is for admins only, and refuses a malformed body in French', async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, { ownerId: owner.id, isApproved: false });
    const ownerHttp = await signedIn(server, owner);
    expect(
      (
        await ownerHttp.call(endpoints.admin.setApproval, {
          params: { id: salon.id },
          body: { isApproved: true },
        })
      ).status,
    ).toBe(403);
    const admin = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
    const bad = await admin.send(endpoints.admin.setApproval, {
      params: { id: salon.id },
      body: { isApproved: 'oui' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Valeur invalide.');
  });
});
