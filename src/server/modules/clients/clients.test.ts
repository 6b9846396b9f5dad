import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CHOOSES_NO_EMPLOYEE_ON_MOVE, SLOT_TAKEN_MESSAGE } from '@/shared/bookings';
import { CLIENT_NOT_FOUND, EMPLOYEE_ABSENT_MESSAGE, OUTSIDE_HOURS_MESSAGE } from '@/shared/clients';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { PHONE_INVALID } from '@/shared/phone';
import type { AgendaAppointmentInput } from '@/shared/schemas/clients';
import { bookings, employeeAbsences, salonClients, salons, users } from '../../db/schema';
import { bookOnline, moveBooking } from '../../test-support/booking-calls';
import {
  createEmployee,
  createOwnedSalon,
  createSignedInUser,
  type OwnedSalon,
} from '../../test-support/factories';
import { newestMailTo } from '../../test-support/outbox-mail';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { tunis, workday } from '../../test-support/tunis-dates';
import { refreshAllAvailability } from '../availability/refresh-availability';
import { insertPlainBookings } from '../core/booking-parts';

let server: TestServer;
let salonA: OwnedSalon;
let salonB: OwnedSalon;
let sonia: string;
let amel: string;

beforeAll(async () => {
  server = await sharedTestServer();
  salonA = await createOwnedSalon(server, {
    salonName: 'Salon du Carnet',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  salonB = await createOwnedSalon(server, {
    salonName: 'Salon Voisin',
    service: { name: 'Coupe', price: '30.00', duration: 30 },
  });
  sonia = await createEmployee(server.deps, { salonId: salonA.salonId, fullName: 'Sonia Ben Ali' });
  amel = await createEmployee(server.deps, { salonId: salonA.salonId, fullName: 'Amel Trabelsi' });
});
afterAll(async () => {
  await server?.stop();
});

/** A new file in salon A's book, as its owner types it. */
const newFile = (body: { fullName: string; phone: string; email?: string }) =>
  salonA.ownerHttp.call(endpoints.clients.create, { body });

const appointment = (
  http: TestClient,
  body: Partial<AgendaAppointmentInput> & Pick<AgendaAppointmentInput, 'start'>,
  salon: OwnedSalon = salonA,
) =>
  http.call(endpoints.staff.addAppointment, {
    params: { id: salon.salonId },
    body: {
      client: { kind: 'new', fullName: 'Leila Mansour', phone: '22 333 444', email: '' },
      serviceId: salon.serviceId,
      employeeId: sonia,
      origin: 'phone',
      ...body,
    },
  });
const slotTimes = async (date: string, employeeId: string) =>
  (
    await server.client().call(endpoints.salons.slots, {
      params: { id: salonA.salonId },
      query: { date: date, serviceId: salonA.serviceId, employeeId: employeeId },
    })
  ).body.slots.map((slot) => slot.time);

describe('appointments the salon enters', () => {
  it('an appointment at 10:00 with Sonia takes 10:00 from her public slots, confirmed at once', async () => {
    const day = workday(1);
    expect(await slotTimes(day, sonia)).toContain('10:00');
    const answer = await appointment(salonA.ownerHttp, {
      start: tunis(day, '10:00'),
      client: { kind: 'new', fullName: 'Leila Mansour', phone: '20 111 222', email: '' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'confirmed',
      origin: 'phone',
      employee: { id: sonia },
      client: null,
      clientFile: { fullName: 'Leila Mansour', phone: '+21620111222', hasAccount: false },
    });
    expect(await slotTimes(day, sonia)).not.toContain('10:00');
    // Amel is still free then.
    expect(await slotTimes(day, amel)).toContain('10:00');
  });

  it('takes any five-minute step, and refuses one off the step', async () => {
    const day = workday(2);
    const ok = await appointment(salonA.ownerHttp, { start: tunis(day, '11:05') });
    expect(ok.status).toBe(201);
    const off = await appointment(salonA.ownerHttp, { start: tunis(day, '14:07') });
    expect(off.status).toBe(400);
    expect(off.body.error.fields).toMatchObject({ start: expect.stringContaining('5 minutes') });
  });

  it('over another booking: the 409 of a taken slot, nothing created', async () => {
    const day = workday(3);
    expect((await appointment(salonA.ownerHttp, { start: tunis(day, '09:00') })).status).toBe(201);
    const filesOfA = () =>
      server.deps.db.select().from(salonClients).where(eq(salonClients.ownerId, salonA.owner.id));
    const before = await filesOfA();
    const clash = await appointment(salonA.ownerHttp, {
      start: tunis(day, '09:15'),
      client: { kind: 'new', fullName: 'Nouvelle Cliente', phone: '20 999 888', email: '' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toEqual({ code: 'slot_taken', message: SLOT_TAKEN_MESSAGE });
    // The file the request would have made was not kept either.
    expect(await filesOfA()).toHaveLength(before.length);
  });

  it('outside the working hours only after "Ajouter quand même"; over an absence never', async () => {
    const day = workday(4);
    const late = { start: tunis(day, '19:00') };
    const refused = await appointment(salonA.ownerHttp, late);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({ code: 'outside_hours', message: OUTSIDE_HOURS_MESSAGE });
    const squeezed = await appointment(salonA.ownerHttp, { ...late, outsideHours: true });
    expect(squeezed.status).toBe(201);

    await server.deps.db.insert(employeeAbsences).values({
      employeeId: amel,
      kind: 'absence',
      startTime: new Date(tunis(day, '14:00')),
      endTime: new Date(tunis(day, '16:00')),
    });
    const absent = await appointment(salonA.ownerHttp, {
      start: tunis(day, '15:00'),
      employeeId: amel,
      outsideHours: true,
    });
    expect(absent.status).toBe(409);
    expect(absent.body.error).toEqual({ code: 'employee_absent', message: EMPLOYEE_ABSENT_MESSAGE });
  });

  it('e-mails the client the confirmation only when asked and they have an address', async () => {
    const day = workday(5);
    const email = `carnet-${Date.now()}@exemple.tn`;
    const quiet = await appointment(salonA.ownerHttp, {
      start: tunis(day, '09:00'),
      client: { kind: 'new', fullName: 'Rim Jaziri', phone: '20 555 666', email },
      notifyClient: false,
    });
    expect(quiet.status).toBe(201);
    expect(await newestMailTo(server.deps, email)).toBeUndefined();
    const told = await appointment(salonA.ownerHttp, {
      start: tunis(day, '11:00'),
      client: { kind: 'existing', id: must(quiet.body.clientFile, 'file').id },
      notifyClient: true,
    });
    expect(told.status).toBe(201);
    const mail = must(await newestMailTo(server.deps, email), 'the confirmation');
    expect(mail.subject).toContain('confirm');
    const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.id, told.body.id));
    expect(row?.remindAt).not.toBeNull();
  });

  it('a walk-in without a name: no file, shown as "Client de passage"', async () => {
    const day = workday(6);
    const answer = await appointment(salonA.ownerHttp, {
      start: tunis(day, '09:00'),
      client: { kind: 'walk_in', fullName: '' },
      origin: 'walk_in',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ origin: 'walk_in', client: null, clientFile: null });
  });

  it('25 appointments racing 25 online bookings for one slot of one employee: exactly 1', async () => {
    const day = workday(7);
    const start = tunis(day, '16:00');
    const clients = await Promise.all(
      Array.from({ length: 25 }, () => createSignedInUser(server, { role: 'client' })),
    );
    const answers = await Promise.all([
      ...clients.map(({ http }) =>
        bookOnline(http, { salonId: salonA.salonId, serviceId: salonA.serviceId, start, employeeId: sonia }),
      ),
      ...Array.from({ length: 25 }, (_, index) =>
        appointment(salonA.ownerHttp, {
          start,
          client: {
            kind: 'new',
            fullName: `Course ${index}`,
            phone: `21 000 ${String(100 + index)}`,
            email: '',
          },
        }),
      ),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
    const held = await server.deps.db
      .select()
      .from(bookings)
      .where(eq(bookings.startTime, new Date(start)));
    expect(held.filter((row) => row.employeeId === sonia)).toHaveLength(1);
  });

  it('the salon drags an appointment to another person and time (a move); a client cannot choose the person', async () => {
    const day = workday(13);
    const made = await appointment(salonA.ownerHttp, { start: tunis(day, '10:00') });
    const moved = await moveBooking(salonA.ownerHttp, made.body.id, tunis(day, '11:00'), amel);
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ employee: { id: amel }, startTime: tunis(day, '11:00') });
    expect(await slotTimes(day, amel)).not.toContain('11:00');
    expect(await slotTimes(day, sonia)).toContain('10:00');

    const client = await createSignedInUser(server, { role: 'client' });
    const online = await bookOnline(client.http, {
      salonId: salonA.salonId,
      serviceId: salonA.serviceId,
      start: tunis(day, '14:00'),
      employeeId: sonia,
    });
    const refused = await moveBooking(client.http, online.body.id, tunis(day, '15:00'), amel);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(CLIENT_CHOOSES_NO_EMPLOYEE_ON_MOVE);
  });

  it("owner B cannot book into owner A's agenda", async () => {
    const answer = await appointment(salonB.ownerHttp, { start: tunis(workday(8), '09:00') });
    expect(answer.status).toBe(403);
  });
});

describe('the list and its next free time', () => {
  it('an appointment on the first free time moves "Prochain créneau"', async () => {
    const day = workday(0);
    const owned = await createOwnedSalon(server, {
      salonName: 'Salon de Kélibia',
      service: { name: 'Soin', price: '40.00', duration: 30 },
    });
    await server.deps.db.update(salons).set({ city: 'nabeul' }).where(eq(salons.id, owned.salonId));
    const nadia = await createEmployee(server.deps, { salonId: owned.salonId, fullName: 'Nadia Kefi' });
    const refresh = () => refreshAllAvailability({ db: server.deps.db, now: new Date() });
    const nextOf = async () =>
      (
        await server
          .client()
          .call(endpoints.salons.list, { query: { pageSize: '48', dispo: day, ville: 'nabeul' } })
      ).body.items.find((item) => item.id === owned.salonId)?.nextSlot;
    await refresh();
    expect((await nextOf())?.time).toBe('09:00');
    const answer = await appointment(
      owned.ownerHttp,
      { start: tunis(day, '09:00'), employeeId: nadia, client: { kind: 'walk_in', fullName: 'Passante' } },
      owned,
    );
    expect(answer.status).toBe(201);
    await refresh();
    expect((await nextOf())?.time).toBe('09:30');
  });
});

describe('the client book', () => {
  it('every spelling of a number is one client; an invalid number is refused', async () => {
    const first = await newFile({ fullName: 'Hana Zribi', phone: '20 123 456' });
    expect(first.status).toBe(201);
    expect(first.body.phone).toBe('+21620123456');
    for (const spelling of ['20123456', '+21620123456', '0021620123456']) {
      const again = await newFile({ fullName: 'Autre', phone: spelling });
      expect(again.status, spelling).toBe(409);
      const found = await salonA.ownerHttp.call(endpoints.clients.list, {
        query: { q: spelling },
      });
      expect(
        found.body.items.map((item) => item.id),
        spelling,
      ).toEqual([first.body.id]);
    }
    const bad = await newFile({ fullName: 'Faux', phone: '12 345 678' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ phone: PHONE_INVALID });
    // An appointment for a "new" client with a known number joins that file.
    const booked = await appointment(salonA.ownerHttp, {
      start: tunis(workday(9), '09:00'),
      client: { kind: 'new', fullName: 'Hana Z.', phone: '+216 20 123 456', email: '' },
    });
    expect(booked.body.clientFile?.id).toBe(first.body.id);
  });

  it("owner B gets 404 on owner A's client, and does not find them", async () => {
    const file = await newFile({ fullName: 'Sarra Haddad', phone: '20 444 555' });
    const seen = await salonB.ownerHttp.call(endpoints.clients.get, { params: { id: file.body.id } });
    expect(seen.status).toBe(404);
    expect(seen.body.error.message).toBe(CLIENT_NOT_FOUND);
    expect(
      (
        await salonB.ownerHttp.call(endpoints.clients.update, {
          params: { id: file.body.id },
          body: { fullName: 'X', phone: '20 444 556' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await salonB.ownerHttp.call(endpoints.clients.list, { query: { q: 'Sarra' } })).body.items,
    ).toEqual([]);
    const booked = await appointment(salonA.ownerHttp, {
      start: tunis(workday(9), '10:00'),
      client: { kind: 'existing', id: file.body.id },
    });
    expect(booked.status).toBe(201);
    const borrowed = await appointment(
      salonB.ownerHttp,
      { start: tunis(workday(9), '11:00'), employeeId: null, client: { kind: 'existing', id: file.body.id } },
      salonB,
    );
    expect(borrowed.status).toBe(404);
  });

  it('the file: counters, history, notes newest first, allergies; the client never sees them', async () => {
    const client = await createSignedInUser(server, { role: 'client' });
    await server.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, client.user.id));
    const day = workday(10);
    const online = await bookOnline(client.http, {
      salonId: salonA.salonId,
      serviceId: salonA.serviceId,
      start: tunis(day, '09:00'),
      employeeId: sonia,
    });
    expect(online.status).toBe(201);
    const [file] = await server.deps.db
      .select()
      .from(salonClients)
      .where(eq(salonClients.userId, client.user.id));
    const id = must(file, 'the file made by the online booking').id;
    // Honoured in the past: two visits of 25 DT.
    const past = new Date(Date.now() - 7 * 86_400_000);
    await insertPlainBookings(
      server.deps.db,
      [0, 1].map((index) => ({
        salonClientId: id,
        clientId: client.user.id,
        prestataireId: salonA.owner.id,
        salonId: salonA.salonId,
        serviceName: 'Brushing',
        servicePrice: '25.00',
        startTime: new Date(past.getTime() + index * 86_400_000),
        endTime: new Date(past.getTime() + index * 86_400_000 + 1_800_000),
        status: 'attended' as const,
      })),
    );
    await salonA.ownerHttp.call(endpoints.clients.update, {
      params: { id },
      body: {
        fullName: client.user.fullName,
        phone: '20 777 888',
        email: client.user.email,
        allergies: 'Latex, ammoniaque',
      },
    });
    await salonA.ownerHttp.call(endpoints.clients.addNote, {
      params: { id },
      body: { body: 'Préfère Sonia.' },
    });
    await salonA.ownerHttp.call(endpoints.clients.addNote, {
      params: { id },
      body: { body: 'Cheveux fins.' },
    });
    const fiche = await salonA.ownerHttp.call(endpoints.clients.get, { params: { id } });
    expect(fiche.body).toMatchObject({
      hasAccount: true,
      allergies: 'Latex, ammoniaque',
      counters: { visits: 2, absences: 0, totalSpent: '50.00' },
    });
    expect(fiche.body.lastVisitAt).toBe(new Date(past.getTime() + 86_400_000).toISOString());
    expect(fiche.body.notes.map((note) => note.body)).toEqual(['Cheveux fins.', 'Préfère Sonia.']);
    expect(fiche.body.history).toHaveLength(3);
    // The agenda card of the salon shows the allergies; the client's own answers never do.
    const mine = await client.http.call(endpoints.bookings.list);
    expect(JSON.stringify(mine.body)).not.toContain('Latex');
    expect(
      JSON.stringify(
        (await client.http.call(endpoints.bookings.get, { params: { id: online.body.id } })).body,
      ),
    ).not.toContain('Latex');
    const agenda = await salonA.ownerHttp.call(endpoints.staff.agenda, {
      params: { id: salonA.salonId },
      query: { date: day },
    });
    expect(agenda.body.bookings.find((booking) => booking.id === online.body.id)?.clientFile?.allergies).toBe(
      'Latex, ammoniaque',
    );
    const exported = await client.http.get<string>('/me/data');
    expect(JSON.stringify(exported.body)).not.toContain('Cheveux fins');
  });

  it('a salon file is linked when its person books online with the same verified e-mail', async () => {
    const client = await createSignedInUser(server, { role: 'client' });
    await server.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, client.user.id));
    const made = await newFile({
      fullName: 'Yasmine Ferchichi',
      phone: '20 121 212',
      email: client.user.email,
    });
    const book = (time: string) =>
      bookOnline(client.http, {
        salonId: salonA.salonId,
        serviceId: salonA.serviceId,
        start: tunis(workday(11), time),
        employeeId: amel,
      });
    // Unverified: a file of its own, the salon's shown as a possible duplicate.
    expect((await book('09:00')).status).toBe(201);
    const unlinked = await salonA.ownerHttp.call(endpoints.clients.get, { params: { id: made.body.id } });
    expect(unlinked.body.hasAccount).toBe(false);
    expect(unlinked.body.possibleDuplicates).toHaveLength(1);
    // Merged by the owner: one file, with the account and both appointments.
    const otherId = must(unlinked.body.possibleDuplicates[0], 'duplicate').id;
    const merged = await salonA.ownerHttp.call(endpoints.clients.merge, {
      params: { id: made.body.id },
      body: { otherId },
    });
    expect(merged.body).toMatchObject({ hasAccount: true, possibleDuplicates: [] });
    expect(merged.body.history).toHaveLength(1);

    const verified = await createSignedInUser(server, { role: 'client' });
    await server.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, verified.user.id));
    const waiting = await newFile({
      fullName: 'Mouna Khelifi',
      phone: '20 343 434',
      email: verified.user.email,
    });
    const online = await bookOnline(verified.http, {
      salonId: salonA.salonId,
      serviceId: salonA.serviceId,
      start: tunis(workday(11), '10:00'),
      employeeId: amel,
    });
    expect(online.status).toBe(201);
    const linked = await salonA.ownerHttp.call(endpoints.clients.get, { params: { id: waiting.body.id } });
    expect(linked.body).toMatchObject({ hasAccount: true, history: [{ bookingId: online.body.id }] });
  });

  it('deleting a file keeps its past appointments, without the name; not while some are to come', async () => {
    const day = workday(12);
    const booked = await appointment(salonA.ownerHttp, {
      start: tunis(day, '09:00'),
      client: { kind: 'new', fullName: 'Ines Ayari', phone: '20 656 565', email: '' },
    });
    const fileId = must(booked.body.clientFile, 'file').id;
    const early = await salonA.ownerHttp.call(endpoints.clients.remove, { params: { id: fileId } });
    expect(early.status).toBe(409);
    await server.deps.db
      .update(bookings)
      .set({
        status: 'attended',
        startTime: new Date(Date.now() - 86_400_000),
        endTime: new Date(Date.now() - 84_600_000),
      })
      .where(eq(bookings.id, booked.body.id));
    expect((await salonA.ownerHttp.call(endpoints.clients.remove, { params: { id: fileId } })).status).toBe(
      204,
    );
    const [kept] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booked.body.id));
    expect(kept).toMatchObject({ salonClientId: null, status: 'attended' });
    const view = await salonA.ownerHttp.call(endpoints.bookings.get, { params: { id: booked.body.id } });
    expect(view.body).toMatchObject({ client: null, clientFile: null });
  });
});

describe('import and export', () => {
  it('1,000 rows with 50 duplicates and 5 bad numbers: the exact report', async () => {
    const owner = await createOwnedSalon(server, {
      salonName: 'Salon Import',
      service: { name: 'Coupe', price: '20.00', duration: 30 },
    });
    const lines = ['nom;téléphone;e-mail;notes'];
    for (let index = 0; index < 945; index++)
      lines.push(`Cliente ${index};2${String(1_000_000 + index).padStart(7, '0')};;`);
    for (let index = 0; index < 50; index++)
      lines.push(`Doublon ${index};+216 2${String(1_000_000 + index).padStart(7, '0')};;Revenue`);
    const bad = [14, 88, 200, 640, 901];
    for (const line of bad) lines.splice(line - 1, 0, `Fausse ${line};12 345 678;;`);
    expect(lines).toHaveLength(1001);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'clients.csv');
    const answer = await owner.ownerHttp.call(endpoints.clients.import, { body: form });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 945, merged: 50, refused: 5 });
    expect(answer.body.refusedLines.map((row) => row.line)).toEqual(bad);
    expect(answer.body.summary).toBe(
      '945 fiches créées, 50 doublons fusionnés, 5 lignes refusées (numéro invalide : lignes 14, 88, 200, 640, 901)',
    );
    const list = await owner.ownerHttp.call(endpoints.clients.list);
    expect(list.body).toMatchObject({ total: 945, totalIsMore: false });
  });

  it('reads a Windows-1252 file with commas, and exports the book as CSV', async () => {
    const owner = await createOwnedSalon(server, {
      salonName: 'Salon Excel',
      service: { name: 'Coupe', price: '20.00', duration: 30 },
    });
    const text = 'Nom,Téléphone,E-mail\r\nHélène Bouzid,20 232 323,helene@exemple.tn\r\n';
    const bytes = Buffer.from([...text].map((char) => (char === 'é' ? 0xe9 : char.charCodeAt(0))));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'text/csv' }), 'clients.csv');
    const answer = await owner.ownerHttp.call(endpoints.clients.import, { body: form });
    expect(answer.body).toMatchObject({ created: 1, merged: 0, refused: 0 });
    const csv = await fetch(`${server.url}/api/clients/export.csv`, {
      headers: { cookie: owner.ownerHttp.cookieHeader() },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const body = await csv.text();
    expect(body).toContain('Hélène Bouzid;+216 20 232 323;helene@exemple.tn');
  });
});
