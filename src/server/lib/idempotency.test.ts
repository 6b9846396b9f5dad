import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { idempotentRequests, notifications, salons, services } from '../db/schema';
import { createSalon, createUser, signedIn, type TestUser } from '../test-support/factories';
import type { TestClient } from '../test-support/test-client';
import { sharedTestServer, type TestServer } from '../test-support/test-server';
import { pruneIdempotentRequests } from './idempotency';

let server: TestServer;
let owner: TestUser;
let http: TestClient;
let admin: TestUser;
beforeAll(async () => {
  server = await sharedTestServer();
  admin = await createUser(server.deps, { role: 'admin' });
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  http = await signedIn(server, owner);
});
afterAll(async () => {
  await server?.stop();
});

const withKey = (key: string) => ({ 'idempotency-key': key });
const ownerSalons = () => server.deps.db.select().from(salons).where(eq(salons.ownerId, owner.id));

describe('creates sent twice with one Idempotency-Key', () => {
  it('make one salon and one admin notification; both answers are the first', async () => {
    const body = { name: 'Salon Double Clic', address: '3 rue de Carthage, Tunis' };
    const before = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    const [first, second] = await Promise.all([
      http.call(endpoints.workspace.createSalon, { body, headers: withKey('double-clic-0001') }),
      http.call(endpoints.workspace.createSalon, { body, headers: withKey('double-clic-0001') }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    const retried = await http.call(endpoints.workspace.createSalon, {
      body,
      headers: withKey('double-clic-0001'),
    });
    expect(retried.body.id).toBe(first.body.id);
    expect((await ownerSalons()).filter((salon) => salon.name === body.name)).toHaveLength(1);
    const after = await server.deps.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(after.length - before.length).toBe(1);
  });

  it('make one service; a new key makes another, and no key keeps the plain behaviour', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const path = `/salons/${salon.id}/services`;
    const body = { name: 'Balayage', price: '80', duration: 90 };
    const count = async () =>
      (await server.deps.db.select().from(services).where(eq(services.salonId, salon.id))).filter(
        (service) => service.name === 'Balayage',
      ).length;
    await http.request('POST', path, { body, headers: withKey('service-key-a') });
    await http.request('POST', path, { body, headers: withKey('service-key-a') });
    expect(await count()).toBe(1);
    await http.request('POST', path, { body, headers: withKey('service-key-b') });
    expect(await count()).toBe(2);
    await http.post(path, body);
    await http.post(path, body);
    expect(await count()).toBe(4);
  });

  it('a refused first try claims nothing: the corrected retry with the same key creates', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const path = `/salons/${salon.id}/services`;
    const refused = await http.request<{ error: { message: string } }>('POST', path, {
      body: { name: 'Manucure', price: '0', duration: 30 },
      headers: withKey('retry-after-400'),
    });
    expect(refused.status).toBe(400);
    const created = await http.request<{ name: string }>('POST', path, {
      body: { name: 'Manucure', price: '25', duration: 30 },
      headers: withKey('retry-after-400'),
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Manucure');
  });

  it('a key already used for another request is a French 409 that creates nothing', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    await http.call(endpoints.workspace.createSalon, {
      body: { name: 'Salon Clé', address: '5 rue de Marseille, Tunis' },
      headers: withKey('reused-key-01'),
    });
    const reused = await http.call(endpoints.workspace.addEmployee, {
      params: { id: salon.id },
      body: { fullName: 'Amel Ben Ali', position: 'Coiffeuse' },
      headers: withKey('reused-key-01'),
    });
    expect(reused.status).toBe(409);
    expect(reused.body.error).toEqual({
      code: 'idempotency_key_reused',
      message: 'Cette clé a déjà servi pour une autre requête.',
    });
    const team = await http.call(endpoints.workspace.employees, { params: { id: salon.id } });
    expect(team.body.items).toEqual([]);
  });

  it('the same key with another body is a French 422 that creates nothing more', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const path = `/salons/${salon.id}/employees`;
    const first = await http.request('POST', path, {
      body: { fullName: 'Amel Ben Ali', position: 'Coiffeuse' },
      headers: withKey('changed-body-01'),
    });
    expect(first.status).toBe(201);
    const changed = await http.request<{ error: { code: string; message: string } }>('POST', path, {
      body: { fullName: 'Sonia Gharbi', position: 'Coiffeuse' },
      headers: withKey('changed-body-01'),
    });
    expect(changed.status).toBe(422);
    expect(changed.body.error).toEqual({
      code: 'idempotency_key_mismatch',
      message:
        'Cette clé a déjà servi pour une demande au contenu différent : envoyez une nouvelle clé pour une nouvelle demande.',
    });
    const team = await http.get<{ items: { fullName: string }[] }>(path);
    expect(team.body.items.map((employee) => employee.fullName)).toEqual(['Amel Ben Ali']);
  });

  it('keys are per person: another prestataire with the same key creates their own', async () => {
    const other = await signedIn(
      server,
      await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' }),
    );
    const body = { name: 'Salon Partagé', address: '9 avenue Habib Bourguiba, Tunis' };
    const mine = await http.call(endpoints.workspace.createSalon, {
      body,
      headers: withKey('same-key-two-people'),
    });
    const theirs = await other.call(endpoints.workspace.createSalon, {
      body,
      headers: withKey('same-key-two-people'),
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('are forgotten after a day by the hourly pruning', async () => {
    const [row] = await server.deps.db.select().from(idempotentRequests).limit(1);
    expect(row).toBeDefined();
    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await pruneIdempotentRequests(server.deps.db, new Date())).toBe(0);
    expect(await pruneIdempotentRequests(server.deps.db, tomorrow)).toBeGreaterThan(0);
    expect(await server.deps.db.select().from(idempotentRequests)).toEqual([]);
  });
});
