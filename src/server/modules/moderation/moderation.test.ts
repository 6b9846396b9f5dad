import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { bookings, mailOutbox, notifications } from '../../db/schema';
import { bookOnline } from '../../test-support/booking-calls';
import { createOwnedSalon, createSignedInUser, createUser, signedIn } from '../../test-support/factories';
import { fileForm, png } from '../../test-support/images';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

let server: TestServer;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer({ SALONS_PER_DAY: '2' });
  const signedIn = await createSignedInUser(server, { role: 'admin' });
  admin = signedIn.http;
  adminId = signedIn.user.id;
});
afterAll(async () => {
  await server?.stop();
});

const publicDetail = (id: string) => server.client().call(endpoints.salons.get, { params: { id } });
const publicList = (q: string) => server.client().call(endpoints.salons.list, { query: { q: q } });
const notesOf = async (userId: string, type: string) =>
  server.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as never)));

const service = { name: 'Coupe femme', price: '30.00', duration: 30 };

describe('changes to an approved salon wait for an admin (decision 044)', () => {
  it('keeps the approved version public until an admin approves the change', async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { salonName: 'Salon Jasmin', service });
    const change = { name: 'Salon Jasmin Royal', address: '5 rue de Rome, Tunis', description: 'Nouveau' };
    const saved = await ownerHttp.call(endpoints.workspace.updateSalon, {
      params: { id: salonId },
      body: change,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Salon Jasmin', pendingChanges: change });
    expect((await publicDetail(salonId)).body.name).toBe('Salon Jasmin');
    expect((await publicList('Royal')).body.total).toBe(0);
    const mine = await ownerHttp.call(endpoints.workspace.mySalons);
    expect(must(mine.body.items[0], 'mine.body.items[0]').pendingChanges?.name).toBe('Salon Jasmin Royal');
    // Every admin is told once, however many times the owner edits before a decision.
    await ownerHttp.call(endpoints.workspace.updateSalon, {
      params: { id: salonId },
      body: { name: 'Salon Jasmin Royal', address: '5 rue de Rome, Tunis', description: 'Nouveau, encore' },
    });
    const submitted = (await notesOf(adminId, 'salon_changes_submitted')).filter(
      (n) => (n.payload as { salon_id: string }).salon_id === salonId,
    );
    expect(submitted).toHaveLength(1);

    const waiting = await admin.call(endpoints.admin.salonChanges);
    const request = waiting.body.items.find((item) => item.salonId === salonId);
    expect(request).toMatchObject({
      current: { name: 'Salon Jasmin', address: '1 rue de Tunis, Tunis' },
      proposed: { name: 'Salon Jasmin Royal', description: 'Nouveau, encore' },
    });
    expect((await admin.call(endpoints.admin.approveSalonChanges, { params: { id: salonId } })).status).toBe(
      200,
    );
    expect((await publicDetail(salonId)).body).toMatchObject({
      name: 'Salon Jasmin Royal',
      description: 'Nouveau, encore',
    });
    expect(
      must(
        (await ownerHttp.call(endpoints.workspace.mySalons)).body.items[0],
        'ownerHttp.get<ItemList<MySalon>>(…)',
      ).pendingChanges,
    ).toBeNull();
    // Nothing left to decide: a second decision is a French 404.
    const again = await admin.call(endpoints.admin.approveSalonChanges, { params: { id: salonId } });
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Ce salon n'a pas de modifications en attente.");
  });

  it('a refused change leaves the public version, tells the owner why, and removes the proposed cover', async () => {
    const { owner, ownerHttp, salonId } = await createOwnedSalon(server, {
      salonName: 'Salon Olivier',
      service,
    });
    const cover = await ownerHttp.call(endpoints.workspace.setCover, {
      params: { id: salonId },
      body: fileForm(await png(), 'c.png', 'image/png'),
    });
    expect(cover.status).toBe(200);
    expect(cover.body.pendingChanges?.coverImageUrl).toBe(cover.body.coverImageUrl);
    expect((await publicDetail(salonId)).body.coverImageUrl).toBeNull();
    expect((await fetch(`${server.url}${cover.body.coverImageUrl}`)).status).toBe(200);
    const tooLong = await admin.call(endpoints.admin.refuseSalonChanges, {
      params: { id: salonId },
      body: {
        reason: 'x'.repeat(501),
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Le motif ne doit pas dépasser 500 caractères.');
    expect(
      (
        await admin.call(endpoints.admin.refuseSalonChanges, {
          params: { id: salonId },
          body: { reason: 'Photo floue' },
        })
      ).status,
    ).toBe(200);
    expect((await publicDetail(salonId)).body.coverImageUrl).toBeNull();
    expect((await fetch(`${server.url}${cover.body.coverImageUrl}`)).status).toBe(404);
    const refused = must((await notesOf(owner.id, 'salon_changes_rejected'))[0], 'refused');
    expect(refused.payload).toMatchObject({ salon_id: salonId, reason: 'Photo floue' });
  });

  it('a salon not yet approved changes at once', async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { salonName: 'Salon Neuf', service });
    await admin.call(endpoints.admin.setApproval, { params: { id: salonId }, body: { isApproved: false } });
    const saved = await ownerHttp.call(endpoints.workspace.updateSalon, {
      params: { id: salonId },
      body: { name: 'Salon Neuf Bis', address: '1 rue de Tunis, Tunis' },
    });
    expect(saved.body).toMatchObject({ name: 'Salon Neuf Bis', pendingChanges: null });
  });
});

describe('a prestataire suspended after approval', () => {
  it('loses the public salons, the upcoming bookings (clients told) and the right to edit; re-approval restores', async () => {
    const { owner, ownerHttp, salonId, serviceId } = await createOwnedSalon(server, {
      salonName: 'Salon Suspendu',
      service,
    });
    const client = await createSignedInUser(server, { role: 'client' });
    const booked = await bookOnline(client.http, {
      salonId,
      serviceId,
      start: tunis(nextMonday(3), '10:00'),
    });
    expect(booked.status).toBe(201);

    expect(
      (
        await admin.call(endpoints.admin.refuseProvider, {
          params: { id: owner.id },
          body: { reason: 'Photos trompeuses signalées.' },
        })
      ).status,
    ).toBe(200);
    expect((await publicDetail(salonId)).status).toBe(404);
    expect((await publicList('Salon Suspendu')).body.total).toBe(0);
    const refusedBooking = await bookOnline(client.http, {
      salonId,
      serviceId,
      start: tunis(nextMonday(3), '11:00'),
    });
    expect(refusedBooking.status).toBe(404);
    const cancelled = must(
      (await server.deps.db.select().from(bookings).where(eq(bookings.id, booked.body.id)))[0],
      'cancelled',
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await notesOf(client.user.id, 'booking_cancelled_provider_suspended')).toHaveLength(1);
    const mail = must(
      (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, client.user.email)))[0],
      'mail',
    );
    expect(mail.subject).toBe('Votre rendez-vous chez Salon Suspendu est annulé');
    const edit = await ownerHttp.call(endpoints.workspace.updateSalon, {
      params: { id: salonId },
      body: { name: 'Salon Pirate', address: '1 rue de Tunis, Tunis' },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error).toEqual({
      code: 'provider_refused',
      message:
        "Votre compte prestataire a été refusé ou suspendu par l'administration : vous ne pouvez pas modifier de salon.",
    });
    // Their data stays readable to them.
    expect((await ownerHttp.call(endpoints.workspace.mySalons)).status).toBe(200);
    const approval = await admin.call(endpoints.admin.setApproval, {
      params: { id: salonId },
      body: { isApproved: true },
    });
    expect(approval.status).toBe(409);
    expect(approval.body.error.code).toBe('owner_suspended');

    expect((await admin.call(endpoints.admin.approveProvider, { params: { id: owner.id } })).status).toBe(
      200,
    );
    expect((await publicDetail(salonId)).status).toBe(200);
  });
});

describe('salon creation per prestataire per day', () => {
  it('is limited (2 here), with a French 429 that creates nothing', async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const http = await signedIn(server, owner);
    for (const name of ['Salon Un', 'Salon Deux']) {
      expect(
        (
          await http.call(endpoints.workspace.createSalon, {
            body: { name, address: '1 rue de Tunis, Tunis' },
          })
        ).status,
      ).toBe(201);
    }
    const third = await http.call(endpoints.workspace.createSalon, {
      body: {
        name: 'Salon Trois',
        address: '1 rue de Tunis, Tunis',
      },
    });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(third.body.error.message).toBe(
      "Vous avez créé trop de salons aujourd'hui. Veuillez réessayer dans 24 heures.",
    );
    expect((await http.call(endpoints.workspace.mySalons)).body.items.map((s) => s.name).sort()).toEqual([
      'Salon Deux',
      'Salon Un',
    ]);
  });
});

describe('decisions and changes made at the same moment', () => {
  it('bookings made while their prestataire is suspended: none stays active', async () => {
    const { owner, salonId, serviceId } = await createOwnedSalon(server, {
      salonName: 'Salon Course',
      service,
    });
    const clients = await Promise.all(
      Array.from({ length: 6 }, () => createSignedInUser(server, { role: 'client' })),
    );
    const hours = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00'];
    const [suspension, ...booked] = await Promise.all([
      admin.call(endpoints.admin.refuseProvider, {
        params: { id: owner.id },
        body: { reason: 'Avis frauduleux signalés.' },
      }),
      ...clients.map((client, index) =>
        bookOnline(client.http, {
          salonId,
          serviceId,
          start: tunis(nextMonday(4), must(hours[index], 'hours[index]')),
        }),
      ),
    ]);
    expect(must(suspension, 'suspension').status).toBe(200);
    // Each booking came before the salon was hidden (and was then cancelled), or found it hidden.
    for (const answer of booked) expect([201, 404]).toContain(answer.status);
    const rows = await server.deps.db.select().from(bookings).where(eq(bookings.salonId, salonId));
    expect(rows.map((row) => row.status).filter((status) => status !== 'cancelled')).toEqual([]);
    expect(rows).toHaveLength(booked.filter((answer) => answer.status === 201).length);
  });

  it('a salon approved while its prestataire is suspended does not become public', async () => {
    const { owner, salonId } = await createOwnedSalon(server, { salonName: 'Salon Bascule', service });
    await admin.call(endpoints.admin.setApproval, { params: { id: salonId }, body: { isApproved: false } });
    const [approval, suspension] = await Promise.all([
      admin.call(endpoints.admin.setApproval, { params: { id: salonId }, body: { isApproved: true } }),
      admin.call(endpoints.admin.refuseProvider, {
        params: { id: owner.id },
        body: { reason: 'Documents falsifiés.' },
      }),
    ]);
    expect(suspension.status).toBe(200);
    // Approved first, then hidden by the suspension; or refused because the owner was suspended.
    expect([200, 409]).toContain(approval.status);
    expect((await publicDetail(salonId)).status).toBe(404);
  });

  it('an admin deciding on changes while the owner edits again: both answered, never a server error', async () => {
    const { ownerHttp, salonId } = await createOwnedSalon(server, { salonName: 'Salon Navette', service });
    const edit = (name: string) =>
      ownerHttp.call(endpoints.workspace.updateSalon, {
        params: { id: salonId },
        body: { name, address: '8 rue de Marseille, Tunis' },
      });
    for (let round = 1; round <= 5; round++) {
      expect((await edit(`Salon Navette ${round}`)).status).toBe(200);
      const [decision, again] = await Promise.all([
        admin.post(`/admin/salon-changes/${salonId}/${round % 2 ? 'approve' : 'refuse'}`, {
          reason: 'Nom trompeur.',
        }),
        edit(`Salon Navette ${round} bis`),
      ]);
      expect([200, 404]).toContain(decision.status);
      expect(again.status).toBe(200);
    }
  });
});
