import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { messageStateLabel, smsMonthOf } from '@/shared/messaging';
import { messageOutbox, notifications, salonClients, salons, users } from '../../db/schema';
import { createFileSender } from '../../lib/messaging/file-sender';
import { processMessages } from '../../lib/messaging/outbox';
import type { MessageSenders } from '../../lib/messaging/sender';
import {
  createEmployee,
  createOwnedSalon,
  createSignedInUser,
  type OwnedSalon,
} from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { tunis, workday } from '../../test-support/tunis-dates';
import { optOut } from './client-reach';
import { smsMonthStart } from './sms-cap';

// What the salon and the admins see of the SMS and WhatsApp messages (decision 078): a booking's
// messages, the salon's month against its cap, the platform's month per salon; and the client file's
// WhatsApp opt-in, ways out and verified number. Every message queued through the real routes.

let server: TestServer;
let salon: OwnedSalon;
let other: OwnedSalon;
let sonia: string;
let admin: TestClient;
let client: TestClient;
let senders: MessageSenders;

beforeAll(async () => {
  server = await startTestServer();
  const brushing = { name: 'Brushing', price: '25.00', duration: 30 };
  [salon, other] = await Promise.all([
    createOwnedSalon(server, { salonName: 'Salon des Comptes', service: brushing }),
    createOwnedSalon(server, { salonName: 'Salon Voisin', service: brushing }),
  ]);
  sonia = await createEmployee(server.deps, { salonId: salon.salonId, fullName: 'Sonia Ben Ali' });
  admin = (await createSignedInUser(server, { role: 'admin' })).http;
  client = (await createSignedInUser(server, { role: 'client' })).http;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rdv-sms-usage-'));
  senders = { sms: createFileSender('sms', dir), whatsapp: createFileSender('whatsapp', dir) };
});
afterAll(async () => {
  await server?.stop();
});

let counter = 0;
const newPhone = () => `+2165${String(counter++).padStart(7, '0')}`;

/** The owner enters a phone-only client's appointment, "Envoyer la confirmation…" ticked. */
async function enter(owner: OwnedSalon, time: string, options: { employeeId?: string; email?: string } = {}) {
  const phone = newPhone();
  const answer = await owner.ownerHttp.call(endpoints.staff.addAppointment, {
    params: { id: owner.salonId },
    body: {
      client: { kind: 'new', fullName: `Client ${counter}`, phone, email: options.email ?? '' },
      serviceId: owner.serviceId,
      employeeId: options.employeeId ?? null,
      origin: 'phone',
      start: tunis(workday(2), time),
      notifyClient: true,
      outsideHours: true,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { booking: answer.body, phone };
}

describe('GET /bookings/:id/messages', () => {
  it("shows the salon each message of the booking with its state, newest first; not to anyone else's", async () => {
    const { booking } = await enter(salon, '10:00', { employeeId: sonia });
    const read = (http: TestClient) => http.call(endpoints.bookings.messages, { params: { id: booking.id } });

    const pending = await read(salon.ownerHttp);
    expect(pending.status).toBe(200);
    expect(pending.body.items).toMatchObject([
      { channel: 'sms', state: 'pending', failure: null, template: 'confirmed' },
    ]);
    const first = pending.body.items[0];
    expect(first && messageStateLabel(first.channel, first.state, first.failure)).toBe(
      "SMS en attente d'envoi",
    );

    await processMessages(server.deps.db, senders);
    const delivered = await read(salon.ownerHttp);
    expect(delivered.body.items).toMatchObject([{ state: 'delivered', failure: null }]);
    const [shown] = delivered.body.items;
    expect(shown && messageStateLabel(shown.channel, shown.state, shown.failure)).toBe('SMS remis');
    // The time of the state shown: when it was delivered, not when it was queued.
    const [row] = await server.deps.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.bookingId, booking.id));
    expect(shown?.stateAt).toBe(row?.deliveredAt?.toISOString());

    // A later message (a failed reminder) comes first.
    await server.deps.db.insert(messageOutbox).values({
      channel: 'sms',
      toPhone: row?.toPhone ?? '',
      template: 'reminder',
      body: 'Rappel',
      bookingId: booking.id,
      salonId: salon.salonId,
      state: 'failed',
      failure: 'unreachable',
      createdAt: new Date(Date.now() + 60_000),
      failedAt: new Date(Date.now() + 61_000),
    });
    const both = await read(salon.ownerHttp);
    expect(both.body.items.map((item) => [item.template, item.state, item.failure])).toEqual([
      ['reminder', 'failed', 'unreachable'],
      ['confirmed', 'delivered', null],
    ]);
    const [failed] = both.body.items;
    expect(failed && messageStateLabel(failed.channel, failed.state, failed.failure)).toBe(
      'Échec : numéro injoignable',
    );

    // Admins read it as the salon's side of any booking; another owner's booking does not exist for
    // an owner; a client has no salon side.
    expect((await read(admin)).body.items).toHaveLength(2);
    const stranger = await read(other.ownerHttp);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('Rendez-vous introuvable.');
    expect((await read(client)).status).toBe(403);
    const bad = await salon.ownerHttp.call(endpoints.bookings.messages, { params: { id: 'pas-un-id' } });
    expect(bad.status).toBe(404);
  });

  it('a booking whose client is told by e-mail has no message', async () => {
    const { booking } = await enter(salon, '11:00', { employeeId: sonia, email: 'leila@example.tn' });
    const answer = await salon.ownerHttp.call(endpoints.bookings.messages, { params: { id: booking.id } });
    expect(answer.body).toEqual({ items: [] });
  });
});

describe('the salon\'s month: "SMS ce mois-ci" and "Plafond mensuel de SMS"', () => {
  it('counts its SMS queued or sent this month; past the cap nothing leaves and the owner is told once', async () => {
    const capped = await createOwnedSalon(server, { salonName: 'Salon Plafond' });
    const usage = () =>
      capped.ownerHttp.call(endpoints.workspace.smsUsage, { params: { id: capped.salonId } });
    const now = new Date();
    const month = smsMonthOf(now);
    expect((await usage()).body).toEqual({ salonId: capped.salonId, month, sentThisMonth: 0, cap: 500 });

    const set = await capped.ownerHttp.call(endpoints.workspace.setSmsCap, {
      params: { id: capped.salonId },
      body: {
        cap: 2,
      },
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ salonId: capped.salonId, month, sentThisMonth: 0, cap: 2 });

    // Rows that do not count: last month's, another salon's, a WhatsApp, a stop by the client's way
    // out, one stopped by the cap.
    const lastMonth = new Date(smsMonthStart(now).getTime() - 60_000);
    const row = { toPhone: '+21650000999', template: 'reminder', body: 'x', salonId: capped.salonId };
    await server.deps.db.insert(messageOutbox).values([
      { ...row, channel: 'sms', state: 'delivered', createdAt: lastMonth },
      { ...row, channel: 'sms', state: 'delivered', salonId: other.salonId },
      { ...row, channel: 'whatsapp', state: 'read' },
      { ...row, channel: 'sms', state: 'failed', failure: 'opted_out' },
      { ...row, channel: 'sms', state: 'failed', failure: 'cap' },
    ]);
    // One that counts though it failed: it left and cost (a number that does not answer).
    await server.deps.db
      .insert(messageOutbox)
      .values({ ...row, channel: 'sms', state: 'failed', failure: 'unreachable' });
    expect((await usage()).body.sentThisMonth).toBe(1);

    // Through the real route: the second SMS reaches the cap of 2; the third and fourth are stopped.
    const second = await enter(capped, '10:00');
    expect((await usage()).body.sentThisMonth).toBe(2);
    const third = await enter(capped, '11:00');
    const fourth = await enter(capped, '12:00');
    expect((await usage()).body).toEqual({ salonId: capped.salonId, month, sentThisMonth: 2, cap: 2 });
    for (const { booking } of [third, fourth]) {
      const shown = await capped.ownerHttp.call(endpoints.bookings.messages, { params: { id: booking.id } });
      expect(shown.body.items).toMatchObject([{ channel: 'sms', state: 'failed', failure: 'cap' }]);
      const [item] = shown.body.items;
      expect(item && messageStateLabel(item.channel, item.state, item.failure)).toBe(
        'Échec : plafond de SMS du mois atteint',
      );
    }
    const secondShown = await capped.ownerHttp.call(endpoints.bookings.messages, {
      params: { id: second.booking.id },
    });
    expect(secondShown.body.items).toMatchObject([{ state: 'pending', failure: null }]);
    const told = () =>
      server.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, capped.owner.id), eq(notifications.type, 'sms_cap_reached')));
    expect(await told()).toHaveLength(1);

    // A client with an e-mail past the cap is told by e-mail, as always: no SMS recorded.
    const withMail = await enter(capped, '13:00', { email: 'amel@example.tn' });
    expect(
      (await capped.ownerHttp.call(endpoints.bookings.messages, { params: { id: withMail.booking.id } })).body
        .items,
    ).toEqual([]);

    // Raised, the next SMS leaves, and the owner may be told again when the new cap is reached.
    const raised = await capped.ownerHttp.call(endpoints.workspace.setSmsCap, {
      params: { id: capped.salonId },
      body: {
        cap: 3,
      },
    });
    expect(raised.body).toEqual({ salonId: capped.salonId, month, sentThisMonth: 2, cap: 3 });
    const [saved] = await server.deps.db
      .select({ cap: salons.smsMonthlyCap, told: salons.smsCapToldMonth })
      .from(salons)
      .where(eq(salons.id, capped.salonId));
    expect(saved).toEqual({ cap: 3, told: null });
    const fifth = await enter(capped, '14:00');
    expect(
      (await capped.ownerHttp.call(endpoints.bookings.messages, { params: { id: fifth.booking.id } })).body
        .items,
    ).toMatchObject([{ state: 'pending' }]);
    await enter(capped, '15:00');
    expect((await usage()).body.sentThisMonth).toBe(3);
    expect(await told()).toHaveLength(2);

    // Another owner neither reads nor sets it; an admin reads it.
    expect(
      (await other.ownerHttp.call(endpoints.workspace.smsUsage, { params: { id: capped.salonId } })).status,
    ).toBe(403);
    expect(
      (
        await other.ownerHttp.call(endpoints.workspace.setSmsCap, {
          params: { id: capped.salonId },
          body: { cap: 9 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await admin.call(endpoints.workspace.smsUsage, { params: { id: capped.salonId } })).body.sentThisMonth,
    ).toBe(3);
  });

  it('refuses a cap outside 0 to 100 000 with a French message, and changes nothing', async () => {
    const put = (cap: unknown) =>
      salon.ownerHttp.send(endpoints.workspace.setSmsCap, { params: { id: salon.salonId }, body: { cap } });
    const message = 'Le plafond doit être un nombre entier entre 0 et 100\u202f000.';
    expect((await put(120)).body.cap).toBe(120);
    for (const cap of [-1, 100_001, 2.5, 'beaucoup', '12', null]) {
      const answer = await put(cap);
      expect(answer.status, String(cap)).toBe(400);
      expect(answer.body.error.fields?.cap).toBe(message);
    }
    const kept = await salon.ownerHttp.call(endpoints.workspace.smsUsage, { params: { id: salon.salonId } });
    expect(kept.body.cap).toBe(120);
    expect((await put(0)).body.cap).toBe(0);
    expect((await put(100_000)).body.cap).toBe(100_000);
    expect((await put(500)).body.cap).toBe(500);
  });
});

describe('GET /admin/sms', () => {
  it("gives the month's SMS per salon in Tunisia's calendar, most first, with the platform's totals", async () => {
    // June 2025, a month no other test writes in. Tunis is UTC+1: 31 May 23:30 UTC is 1 June there.
    const a = await createOwnedSalon(server, { salonName: 'Salon Juin A', ownerName: 'Nadia Juin' });
    const b = await createOwnedSalon(server, { salonName: 'Salon Juin B' });
    await server.deps.db.update(salons).set({ smsMonthlyCap: 250 }).where(eq(salons.id, a.salonId));
    const at = (iso: string) => new Date(iso);
    const row = { toPhone: '+21650001000', template: 'reminder', body: 'x', state: 'delivered' as const };
    await server.deps.db.insert(messageOutbox).values([
      { ...row, channel: 'sms', salonId: a.salonId, createdAt: at('2025-05-31T23:30:00Z') },
      { ...row, channel: 'sms', salonId: a.salonId, createdAt: at('2025-06-10T10:00:00Z') },
      { ...row, channel: 'sms', salonId: a.salonId, createdAt: at('2025-06-30T22:59:00Z') },
      // Not counted: 1 July in Tunis, a WhatsApp, stopped by the cap or by the client's way out.
      { ...row, channel: 'sms', salonId: a.salonId, createdAt: at('2025-06-30T23:00:00Z') },
      { ...row, channel: 'whatsapp', salonId: a.salonId, createdAt: at('2025-06-11T10:00:00Z') },
      {
        ...row,
        channel: 'sms',
        state: 'failed',
        failure: 'cap',
        salonId: a.salonId,
        createdAt: at('2025-06-12T10:00:00Z'),
      },
      {
        ...row,
        channel: 'sms',
        state: 'failed',
        failure: 'opted_out',
        salonId: a.salonId,
        createdAt: at('2025-06-12T10:00:00Z'),
      },
      { ...row, channel: 'sms', salonId: b.salonId, createdAt: at('2025-06-15T10:00:00Z') },
      // A phone verification code belongs to no salon.
      {
        ...row,
        channel: 'sms',
        template: 'phone_code',
        salonId: null,
        createdAt: at('2025-06-15T10:00:00Z'),
      },
    ]);
    const june = await admin.call(endpoints.admin.sms, { query: { month: '2025-06' } });
    expect(june.status).toBe(200);
    expect(june.body).toEqual({
      month: '2025-06',
      items: [
        { salonId: a.salonId, salonName: 'Salon Juin A', ownerName: 'Nadia Juin', count: 3, cap: 250 },
        { salonId: b.salonId, salonName: 'Salon Juin B', ownerName: expect.any(String), count: 1, cap: 500 },
      ],
      page: 1,
      pageSize: 50,
      salonCount: 2,
      totalSms: 4,
      withoutSalon: 1,
    });
    const july = await admin.call(endpoints.admin.sms, { query: { month: '2025-07' } });
    expect(july.body).toMatchObject({
      items: [{ salonId: a.salonId, count: 1 }],
      totalSms: 1,
      salonCount: 1,
    });
    const second = await admin.call(endpoints.admin.sms, { query: { month: '2025-06', page: '2' } });
    expect(second.body).toMatchObject({ items: [], page: 2, salonCount: 2, totalSms: 4 });

    // Without a month: the current one.
    const current = await admin.call(endpoints.admin.sms);
    expect(current.body.month).toBe(smsMonthOf(new Date()));

    for (const month of ['2025-13', '25-06', 'juin', '2025-6']) {
      const bad = await admin.call(endpoints.admin.sms, { query: { month: month } });
      expect(bad.status, month).toBe(400);
      expect(bad.body.error.message).toBe('Mois invalide : attendu sous la forme AAAA-MM.');
    }
    expect((await salon.ownerHttp.call(endpoints.admin.sms)).status).toBe(403);
  });
});

describe('the client file: "Rappels par WhatsApp", the ways out, the verified number', () => {
  it('shows and saves the opt-in, the ways out of its number with their dates, and a verified number', async () => {
    const { booking, phone } = await enter(salon, '14:00', { employeeId: sonia });
    const fileId = booking.clientFile?.id ?? '';
    const read = () => salon.ownerHttp.call(endpoints.clients.get, { params: { id: fileId } });
    expect((await read()).body).toMatchObject({ whatsappOptIn: false, phoneVerified: false, optOuts: [] });

    const contact = { fullName: 'Client WhatsApp', phone, email: '', allergies: '' };
    // Ticked where WhatsApp was offered (delivering-channels.test.ts proves the offer).
    await server.deps.db.update(salonClients).set({ whatsappOptIn: true }).where(eq(salonClients.id, fileId));
    expect((await read()).body.whatsappOptIn).toBe(true);
    // A page that does not send it leaves it as it was.
    const kept = await salon.ownerHttp.call(endpoints.clients.update, {
      params: { id: fileId },
      body: contact,
    });
    expect(kept.body.whatsappOptIn).toBe(true);
    const refused = await salon.ownerHttp.send(endpoints.clients.update, {
      params: { id: fileId },
      body: {
        ...contact,
        whatsappOptIn: 'oui',
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.whatsappOptIn).toBe('Valeur invalide.');

    await optOut(server.deps.db, phone, 'sms', other.salonId);
    const out = await read();
    expect(out.body.optOuts).toEqual([{ channel: 'sms', since: expect.any(String) }]);
    expect(Date.now() - Date.parse(out.body.optOuts[0]?.since ?? '')).toBeLessThan(60_000);

    // The client's account, linked to the file, verified this very number.
    const account = await createSignedInUser(server, { role: 'client' });
    await server.deps.db
      .update(users)
      .set({ phone, phoneVerifiedAt: new Date() })
      .where(eq(users.id, account.user.id));
    await server.deps.db
      .update(salonClients)
      .set({ userId: account.user.id })
      .where(eq(salonClients.id, fileId));
    expect((await read()).body.phoneVerified).toBe(true);
    // Another number on the account: this one is not the verified one.
    await server.deps.db.update(users).set({ phone: newPhone() }).where(eq(users.id, account.user.id));
    expect((await read()).body.phoneVerified).toBe(false);
  });
});
