import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { accounts, bookings, mailOutbox, notifications, sessions, users } from '../../db/schema';
import { createSalon, createUser, signedIn, type TestUser } from '../../test-support/factories';
import { insertBooking, insertClientBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, startTestServer, type TestServer } from '../../test-support/test-server';
import { LAST_ADMIN } from '../profile/delete-account';

let server: TestServer;
let adminUser: TestUser;
let admin: TestClient;
beforeAll(async () => {
  server = await sharedTestServer();
  adminUser = await createUser(server.deps, { role: 'admin', fullName: 'Admin Principal' });
  admin = await signedIn(server, adminUser);
});
afterAll(async () => {
  await server?.stop();
});

describe('users', () => {
  it('searches by name or e-mail, a page at a time', async () => {
    const target = await createUser(server.deps, { role: 'client', fullName: 'Yasmine Recherchée' });
    const byName = await admin.call(endpoints.admin.users, {
      query: { q: 'recherchée' },
    });
    expect(byName.body.items.map((u) => u.id)).toEqual([target.id]);
    const byEmail = await admin.call(endpoints.admin.users, {
      query: { q: target.email.slice(0, 12) },
    });
    expect(byEmail.body.items.map((u) => u.id)).toContain(target.id);
    expect((await admin.send(endpoints.admin.users, { query: { page: '0' } })).status).toBe(400);
  });

  it('a role change applies on that user’s next request; an admin cannot change their own role', async () => {
    // With a second factor already: an admin needs one before any admin route (decision 074).
    const user = await createUser(server.deps, { role: 'client', twoFactor: true });
    const http = await signedIn(server, user);
    expect((await http.call(endpoints.admin.overview)).status).toBe(403);
    await admin.call(endpoints.admin.setRole, { params: { id: user.id }, body: { role: 'admin' } });
    expect((await http.call(endpoints.admin.overview)).status).toBe(200);
    const self = await admin.call(endpoints.admin.setRole, {
      params: { id: adminUser.id },
      body: { role: 'client' },
    });
    expect(self.status).toBe(409);
    expect(self.body.error.message).toBe('Vous ne pouvez pas modifier votre propre rôle.');
    expect(
      (await admin.send(endpoints.admin.setRole, { params: { id: user.id }, body: { role: 'roi' } })).status,
    ).toBe(400);
  });

  it('deletes a user with sessions and sign-in data, keeps their past bookings without them; refuses owners and oneself', async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const client = await createUser(server.deps, { role: 'client' });
    await signedIn(server, client);
    await server.deps.db
      .insert(notifications)
      .values({ userId: client.id, type: 'salon_approved', payload: {} });
    const booking = await insertBooking(server.deps, {
      clientId: client.id,
      prestataireId: owner.id,
      salonId: salon.id,
      start: '2020-02-03T09:00:00Z',
      minutes: 30,
      status: 'confirmed',
    });

    const ownerRefused = await admin.call(endpoints.admin.deleteUser, { params: { id: owner.id } });
    expect(ownerRefused.status).toBe(409);
    expect(ownerRefused.body.error.message).toBe(
      'Suppression impossible : cet utilisateur possède des salons.',
    );
    const selfRefused = await admin.call(endpoints.admin.deleteUser, { params: { id: adminUser.id } });
    expect(selfRefused.body.error.message).toBe('Vous ne pouvez pas supprimer votre propre compte.');

    expect((await admin.call(endpoints.admin.deleteUser, { params: { id: client.id } })).status).toBe(204);
    const { db } = server.deps;
    for (const [table, column] of [
      [users, users.id],
      [sessions, sessions.userId],
      [accounts, accounts.userId],
      [notifications, notifications.userId],
    ] as const) {
      const [left] = await db.select({ n: count() }).from(table).where(eq(column, client.id));
      expect(left?.n).toBe(0);
    }
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ clientId: null, status: 'confirmed' });
  });
});

describe('salons and providers', () => {
  it('lists every salon with its owner, and refuses deleting one with bookings in the admin words', async () => {
    const owner = await createUser(server.deps, {
      role: 'prestataire',
      providerStatus: 'approved',
      fullName: 'Owner Listé',
    });
    const salon = await createSalon(server.deps, { ownerId: owner.id, isApproved: false });
    const list = await admin.call(endpoints.admin.salons);
    expect(list.body.items.find((s) => s.id === salon.id)?.owner.email).toBe(owner.email);
    const start = '2032-02-03T09:00:00Z';
    await insertClientBooking(server.deps, { prestataireId: owner.id, salonId: salon.id, start });
    const refused = await admin.call(endpoints.admin.deleteSalon, { params: { id: salon.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Impossible de supprimer : des rendez-vous sont liés à ce salon.',
    );
  });

  it('approving a pending provider lets them create a salon at once, with an e-mail and a notification', async () => {
    const provider = await createUser(server.deps, { role: 'prestataire', providerStatus: 'pending' });
    const http = await signedIn(server, provider);
    expect(
      (await http.call(endpoints.workspace.createSalon, { body: { name: 'Mon Salon', address: 'Tunis' } }))
        .status,
    ).toBe(403);
    const pending = await admin.call(endpoints.admin.providers);
    expect(pending.body.items.map((p) => p.id)).toContain(provider.id);

    const approved = await admin.call(endpoints.admin.approveProvider, { params: { id: provider.id } });
    expect(approved.body).toMatchObject({ providerStatus: 'approved', emailSent: true });
    expect(
      (await http.call(endpoints.workspace.createSalon, { body: { name: 'Mon Salon', address: 'Tunis' } }))
        .status,
    ).toBe(201);
    const [mail] = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, provider.email));
    expect(mail?.subject).toBe('Votre compte prestataire Rendezvous est validé');
    const [note] = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, provider.id), eq(notifications.type, 'provider_approved')));
    expect(note).toBeDefined();
    expect((await admin.call(endpoints.admin.providers)).body.items.map((p) => p.id)).not.toContain(
      provider.id,
    );
  });
});

/** Two more admins, each signed in. */
async function twoAdmins(on: TestServer) {
  const [first, second] = await Promise.all([
    createUser(on.deps, { role: 'admin' }),
    createUser(on.deps, { role: 'admin' }),
  ]);
  const [firstHttp, secondHttp] = await Promise.all([signedIn(on, first), signedIn(on, second)]);
  return { first, second, firstHttp, secondHttp };
}

describe('two admins acting on each other at the same moment', () => {
  const adminsLeft = async (ids: string[]) =>
    (await server.deps.db.select({ id: users.id, role: users.role }).from(users))
      .filter((user) => ids.includes(user.id) && user.role === 'admin')
      .map((user) => user.id);

  it('demoting each other: one change is made, the other is refused, one of them stays admin', async () => {
    const { first, second, firstHttp, secondHttp } = await twoAdmins(server);
    const answers = await Promise.all([
      firstHttp.call(endpoints.admin.setRole, { params: { id: second.id }, body: { role: 'client' } }),
      secondHttp.call(endpoints.admin.setRole, { params: { id: first.id }, body: { role: 'client' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    expect(await adminsLeft([first.id, second.id])).toHaveLength(1);
  });

  it('deleting each other: one account goes, the other admin stays', async () => {
    const { first, second, firstHttp, secondHttp } = await twoAdmins(server);
    const answers = await Promise.all([
      firstHttp.call(endpoints.admin.deleteUser, { params: { id: second.id } }),
      secondHttp.call(endpoints.admin.deleteUser, { params: { id: first.id } }),
    ]);
    // The other is refused: no longer an admin (403), or no longer signed in at all (401) when its
    // account went before its session was read.
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(1);
    expect([401, 403]).toContain(answers.find((answer) => answer.status !== 204)?.status);
    expect(await adminsLeft([first.id, second.id])).toHaveLength(1);
  });
});

describe('the last two admins deleting their own accounts at the same moment', () => {
  let alone: TestServer;
  beforeAll(async () => {
    alone = await startTestServer();
  });
  afterAll(async () => {
    await alone?.stop();
  });

  it('one account goes; the other is told it is the last admin', async () => {
    const { first, second, firstHttp, secondHttp } = await twoAdmins(alone);
    const answers = await Promise.all([
      firstHttp.call(endpoints.profile.deleteAccount, { body: { password: first.password } }),
      secondHttp.call(endpoints.profile.deleteAccount, { body: { password: second.password } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.error.message).toBe(LAST_ADMIN);
    const left = await alone.deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
  });
});
