import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { notifications, securityEvents } from '../../db/schema';
import { bookOnline } from '../../test-support/booking-calls';
import { createOwnedSalon, createSignedInUser } from '../../test-support/factories';
import { fileForm, png } from '../../test-support/images';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

// The services and team of an approved salon are moderated like its text (decision 075).

let server: TestServer;
let admin: TestClient;
let adminId: string;
let client: TestClient;
beforeAll(async () => {
  server = await sharedTestServer();
  const signedIn = await createSignedInUser(server, { role: 'admin' });
  admin = signedIn.http;
  adminId = signedIn.user.id;
  client = (await createSignedInUser(server, { role: 'client' })).http;
});
afterAll(async () => {
  await server?.stop();
});

const service = { name: 'Coupe femme', price: '30.00', duration: 30 };
const publicDetail = async (id: string) =>
  (await server.client().call(endpoints.salons.get, { params: { id } })).body;
const waitingOf = async (salonId: string) =>
  (await admin.call(endpoints.admin.salonChanges)).body.items.find((item) => item.salonId === salonId);
const notesOf = async (userId: string, type: 'salon_changes_submitted' | 'salon_changes_rejected') =>
  server.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('services of an approved salon', () => {
  it('a new one is the salon’s at once and the public’s once an admin accepts the version they saw', async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { service });
    const added = await ownerHttp.call(endpoints.workspace.addService, {
      params: { id: salonId },
      body: {
        name: 'Service http://evil.example',
        price: '15',
        duration: '30',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ moderation: 'waiting', pendingChanges: null });
    const serialized = JSON.stringify(await publicDetail(salonId));
    expect(serialized).not.toContain('evil.example');
    const monday = nextMonday();
    // Neither offered nor bookable by the public, under the same 404 as a service that does not exist.
    const slots = await client.call(endpoints.salons.slots, {
      params: { id: salonId },
      query: { date: monday, serviceId: added.body.id },
    });
    expect(slots.status).toBe(404);
    expect(slots.body.error.message).toBe('Service introuvable.');
    const booked = await bookOnline(client, {
      salonId,
      serviceId: added.body.id,
      start: tunis(monday, '10:00'),
    });
    expect(booked.status).toBe(404);
    expect((await server.client().call(endpoints.salons.serviceNames)).body.names).not.toContain(
      'Service http://evil.example',
    );
    // The salon itself sees its free times (its agenda's dialog asks the same route).
    expect(
      (
        await ownerHttp.call(endpoints.salons.slots, {
          params: { id: salonId },
          query: { date: monday, serviceId: added.body.id },
        })
      ).status,
    ).toBe(200);

    const item = must(await waitingOf(salonId), 'the salon waits');
    expect(item.services).toEqual([
      {
        id: added.body.id,
        current: null,
        proposed: { name: 'Service http://evil.example' },
        submittedAt: expect.any(String),
      },
    ]);
    const seen = must(item.services[0], 'the service waiting').submittedAt;
    // The owner renames it after the admin's page loaded: approving what they saw is refused.
    await ownerHttp.call(endpoints.workspace.updateService, {
      params: { id: added.body.id },
      body: { name: 'Soin éclat', price: '15', duration: '30' },
    });
    const stale = await admin.call(endpoints.admin.approveService, {
      params: { id: added.body.id },
      body: {
        submittedAt: seen,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('changes_moved');
    expect((await publicDetail(salonId)).services.map((s) => s.name)).toEqual(['Coupe femme']);

    const fresh = must((await waitingOf(salonId))?.services[0], 'the renamed service waiting');
    expect(fresh.proposed.name).toBe('Soin éclat');
    const accepted = await admin.call(endpoints.admin.approveService, {
      params: { id: added.body.id },
      body: {
        submittedAt: fresh.submittedAt,
      },
    });
    expect(accepted.status).toBe(200);
    expect((await publicDetail(salonId)).services.map((s) => s.name)).toEqual(['Coupe femme', 'Soin éclat']);
    expect(
      (
        await client.call(endpoints.salons.slots, {
          params: { id: salonId },
          query: { date: monday, serviceId: added.body.id },
        })
      ).status,
    ).toBe(200);
    expect(await waitingOf(salonId)).toBeUndefined();
    const again = await admin.call(endpoints.admin.approveService, {
      params: { id: added.body.id },
      body: {
        submittedAt: fresh.submittedAt,
      },
    });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('no_pending_changes');
  });

  it('a new name waits beside the public one while price and duration change at once; a refusal keeps it', async () => {
    const { owner, ownerHttp, salonId, serviceId } = await createOwnedSalon(server, { service });
    const edited = await ownerHttp.call(endpoints.workspace.updateService, {
      params: { id: serviceId },
      body: { name: 'Coupe http://evil.example', price: '35', duration: '45' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Coupe femme',
      price: '35.00',
      duration: 45,
      moderation: 'public',
      pendingChanges: { name: 'Coupe http://evil.example' },
    });
    const shown = await publicDetail(salonId);
    expect(shown.services).toEqual([{ id: serviceId, name: 'Coupe femme', price: '35.00', duration: 45 }]);
    expect(JSON.stringify(shown)).not.toContain('evil.example');
    expect(
      (await notesOf(adminId, 'salon_changes_submitted')).filter(
        (n) => (n.payload as { salon_id: string }).salon_id === salonId,
      ),
    ).toHaveLength(1);

    const refused = await admin.call(endpoints.admin.refuseService, {
      params: { id: serviceId },
      body: { reason: 'Lien interdit.' },
    });
    expect(refused.status).toBe(200);
    const after = await ownerHttp.call(endpoints.workspace.services, { params: { id: salonId } });
    expect(after.body.items[0]).toMatchObject({
      name: 'Coupe femme',
      pendingChanges: null,
      moderation: 'public',
    });
    const told = await notesOf(owner.id, 'salon_changes_rejected');
    expect(told.map((n) => n.payload)).toContainEqual(expect.objectContaining({ reason: 'Lien interdit.' }));
    const [event] = await server.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'salon_changes_refused'), eq(securityEvents.target, salonId)));
    expect(event?.details).toMatchObject({ service: serviceId, reason: 'Lien interdit.' });
    // Proposing the public name again withdraws nothing left; the salon no longer waits.
    expect(await waitingOf(salonId)).toBeUndefined();
  });

  it('a name from the catalogue publishes nothing of the owner’s: public at once, new or renamed', async () => {
    const { ownerHttp, salonId, serviceId } = await createOwnedSalon(server, { service });
    const added = await ownerHttp.call(endpoints.workspace.addService, {
      params: { id: salonId },
      body: {
        name: 'Brushing',
        price: '20',
        duration: '30',
      },
    });
    expect(added.body).toMatchObject({ moderation: 'public', pendingChanges: null });
    const renamed = await ownerHttp.call(endpoints.workspace.updateService, {
      params: { id: serviceId },
      body: { name: 'Coupe homme', price: '30', duration: '30' },
    });
    expect(renamed.body).toMatchObject({ name: 'Coupe homme', pendingChanges: null });
    expect((await publicDetail(salonId)).services.map((s) => s.name)).toEqual(['Brushing', 'Coupe homme']);
    expect(await waitingOf(salonId)).toBeUndefined();
  });

  it('a refused new service stays the salon’s own, and editing it asks again', async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { service });
    const added = await ownerHttp.call(endpoints.workspace.addService, {
      params: { id: salonId },
      body: {
        name: 'Épilation',
        price: '20',
        duration: '30',
      },
    });
    expect(
      (await admin.call(endpoints.admin.refuseService, { params: { id: added.body.id }, body: {} })).status,
    ).toBe(200);
    const mine = await ownerHttp.call(endpoints.workspace.services, { params: { id: salonId } });
    expect(mine.body.items.find((s) => s.id === added.body.id)?.moderation).toBe('refused');
    expect(await waitingOf(salonId)).toBeUndefined();
    await ownerHttp.call(endpoints.workspace.updateService, {
      params: { id: added.body.id },
      body: { name: 'Épilation jambes', price: '20', duration: '30' },
    });
    expect((await waitingOf(salonId))?.services.map((s) => s.proposed.name)).toEqual(['Épilation jambes']);
  });
});

describe('the team of an approved salon', () => {
  it('a new employee is booked by the salon at once and offered to the public once accepted', async () => {
    const { ownerHttp, salonId, serviceId } = await createOwnedSalon(server, { service });
    const added = await ownerHttp.call(endpoints.workspace.addEmployee, {
      params: { id: salonId },
      body: {
        fullName: 'Nour http://evil.example',
        position: 'Coiffeuse',
      },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ moderation: 'waiting', followsSalonHours: true });
    expect((await publicDetail(salonId)).team).toEqual([]);
    const monday = nextMonday();
    const asked = `/salons/${salonId}/slots?date=${monday}&serviceId=${serviceId}&employeeId=${added.body.id}`;
    expect((await client.get(asked)).status).toBe(404);
    expect((await ownerHttp.get(asked)).status).toBe(200);
    const booked = await bookOnline(client, {
      salonId,
      serviceId,
      employeeId: added.body.id,
      start: tunis(monday, '10:00'),
    });
    expect(booked.status).toBe(404);

    const item = must((await waitingOf(salonId))?.employees[0], 'the employee waiting');
    expect(item).toMatchObject({ current: null, proposed: { fullName: 'Nour http://evil.example' } });
    expect(
      (
        await admin.call(endpoints.admin.approveEmployee, {
          params: { id: added.body.id },
          body: { submittedAt: item.submittedAt },
        })
      ).status,
    ).toBe(200);
    expect((await publicDetail(salonId)).team).toMatchObject([{ id: added.body.id, position: 'Coiffeuse' }]);
    const now = await bookOnline(client, {
      salonId,
      serviceId,
      employeeId: added.body.id,
      start: tunis(monday, '10:00'),
    });
    expect(now.status).toBe(201);
  });

  it('a public employee’s new name, position and photo wait for an admin; refusing removes the photo', async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { service });
    // A new employee of an approved salon is made public by an admin first.
    const added = await ownerHttp.call(endpoints.workspace.addEmployee, {
      params: { id: salonId },
      body: {
        fullName: 'Sonia Trabelsi',
        position: 'Coiffeuse',
      },
    });
    const first = must((await waitingOf(salonId))?.employees[0], 'the new employee');
    await admin.call(endpoints.admin.approveEmployee, {
      params: { id: added.body.id },
      body: { submittedAt: first.submittedAt },
    });

    const renamed = await ownerHttp.call(endpoints.workspace.updateEmployee, {
      params: { id: added.body.id },
      body: { fullName: 'Sonia http://evil.example', position: 'Experte', phone: '+216 22 333 444' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      fullName: 'Sonia Trabelsi',
      position: 'Coiffeuse',
      phone: '+21622333444',
      pendingChanges: { fullName: 'Sonia http://evil.example', position: 'Experte', avatarUrl: null },
    });
    const photo = await ownerHttp.call(endpoints.workspace.setEmployeeAvatar, {
      params: { id: added.body.id },
      body: fileForm(await png(), 'a.png', 'image/png'),
    });
    expect(photo.status).toBe(200);
    expect(photo.body.pending).toBe(true);
    expect((await fetch(`${server.url}${photo.body.avatarUrl}`)).status).toBe(200);
    const team = (await publicDetail(salonId)).team;
    expect(team).toMatchObject([{ firstName: 'Sonia', position: 'Coiffeuse', avatarUrl: null }]);
    expect(JSON.stringify(team)).not.toContain('evil');

    const item = must((await waitingOf(salonId))?.employees[0], 'the changes waiting');
    expect(item).toMatchObject({
      current: { fullName: 'Sonia Trabelsi', position: 'Coiffeuse', avatarUrl: null },
      proposed: {
        fullName: 'Sonia http://evil.example',
        position: 'Experte',
        avatarUrl: photo.body.avatarUrl,
      },
    });
    expect(
      (
        await admin.call(endpoints.admin.refuseEmployee, {
          params: { id: added.body.id },
          body: { reason: 'Nom interdit.' },
        })
      ).status,
    ).toBe(200);
    expect((await publicDetail(salonId)).team).toMatchObject([
      { firstName: 'Sonia', position: 'Coiffeuse', avatarUrl: null },
    ]);
    expect((await fetch(`${server.url}${photo.body.avatarUrl}`)).status).toBe(404);

    // Accepted, the proposed version becomes the public one.
    await ownerHttp.call(endpoints.workspace.updateEmployee, {
      params: { id: added.body.id },
      body: { fullName: 'Sonia Ben Ali', position: 'Experte' },
    });
    const next = must((await waitingOf(salonId))?.employees[0], 'the new proposal');
    await admin.call(endpoints.admin.approveEmployee, {
      params: { id: added.body.id },
      body: { submittedAt: next.submittedAt },
    });
    expect((await publicDetail(salonId)).team).toMatchObject([{ firstName: 'Sonia', position: 'Experte' }]);
    const mine = await ownerHttp.call(endpoints.workspace.employees, { params: { id: salonId } });
    expect(mine.body.items[0]).toMatchObject({
      fullName: 'Sonia Ben Ali',
      pendingChanges: null,
      moderation: 'public',
    });
  });

  it('a salon not yet approved is written directly: its approval reviews everything', async () => {
    const { ownerHttp, salonId, serviceId } = await createOwnedSalon(server, { service });
    await admin.call(endpoints.admin.setApproval, { params: { id: salonId }, body: { isApproved: false } });
    const renamed = await ownerHttp.call(endpoints.workspace.updateService, {
      params: { id: serviceId },
      body: { name: 'Coupe homme', price: '30', duration: '30' },
    });
    expect(renamed.body).toMatchObject({ name: 'Coupe homme', pendingChanges: null, moderation: 'public' });
    const added = await ownerHttp.call(endpoints.workspace.addEmployee, {
      params: { id: salonId },
      body: {
        fullName: 'Amel Jaziri',
        position: 'Coloriste',
      },
    });
    expect(added.body.moderation).toBe('public');
    expect(await waitingOf(salonId)).toBeUndefined();
  });
});
