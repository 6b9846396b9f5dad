import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { nowMs } from '../../base/clock';
import { bookings, notifications, reviews, salonClientNotes, salonClients, users } from '../../db/schema';
import { bookOnline } from '../../test-support/booking-calls';
import {
  createEmployee,
  createOwnedSalon,
  createSignedInUser,
  type OwnedSalon,
  uniqueTunisianNumber,
} from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';
import { CLIENT_LEFT_NOTE, CLIENT_REMOVED_NOTE } from './delete-account';

// Deleting an account, for a person built the way real use builds one (decision 066, docs/product.md
// "Supprimer mon compte"): they booked online (the salon's file of them made from the account), came
// and reviewed the salon, were entered by phone under another number, the two files merged, then
// booked again and were given a phone appointment on the merged file. Until 2 December 2026 the
// deletion answered 500 for anyone who had booked online.

const HOUR = 3_600_000;

let server: TestServer;
let salon: OwnedSalon;
let employeeId: string;
beforeAll(async () => {
  server = await sharedTestServer();
  salon = await createOwnedSalon(server, {
    salonName: 'Salon de la Fiche',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  employeeId = await createEmployee(server.deps, { salonId: salon.salonId, fullName: 'Sonia Ben Ali' });
});
afterAll(async () => {
  await server?.stop();
});

/** The person's life on the platform, through its routes; answers what the deletion must undo. */
async function clientWhoLivedHere(weeksAhead: number) {
  const { user, http } = await createSignedInUser(server, { role: 'client', fullName: 'Rim Jaziri' });
  const phone = uniqueTunisianNumber();
  expect(
    (await http.call(endpoints.profile.update, { body: { fullName: 'Rim Jaziri', phone } })).status,
  ).toBe(200);
  const { salonId, serviceId, ownerHttp } = salon;

  // Booked online, confirmed by the salon, came (the appointment moved to yesterday), reviewed.
  const visit = await bookOnline(http, { salonId, serviceId, start: tunis(nextMonday(weeksAhead), '10:00') });
  expect(visit.status).toBe(201);
  expect(
    (await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: visit.body.id } })).status,
  ).toBe(200);
  const yesterday = nowMs() - 24 * HOUR;
  await server.deps.db
    .update(bookings)
    .set({ startTime: new Date(yesterday), endTime: new Date(yesterday + HOUR / 2) })
    .where(eq(bookings.id, visit.body.id));
  expect(
    (await ownerHttp.call(endpoints.bookingActions.attended, { params: { id: visit.body.id } })).status,
  ).toBe(200);
  const review = await http.call(endpoints.reviews.create, {
    params: { id: salonId },
    body: { rating: 5, comment: 'Parfait' },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);

  // Entered by phone under another number: a second file, which the salon merges into the first.
  const entered = await ownerHttp.call(endpoints.staff.addAppointment, {
    params: { id: salonId },
    body: {
      client: { kind: 'new', fullName: 'Rim J.', phone: uniqueTunisianNumber(), email: '' },
      serviceId,
      employeeId,
      origin: 'phone',
      start: tunis(nextMonday(weeksAhead + 1), '11:00'),
    },
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  const files = await filesOf(ownerHttp, 'Rim J');
  const linked = must(
    files.find((file) => file.userId === user.id),
    'the file made by the online booking',
  );
  const other = must(
    files.find((file) => file.id !== linked.id),
    'the file the salon entered',
  );
  const merged = await ownerHttp.call(endpoints.clients.merge, {
    params: { id: linked.id },
    body: { otherId: other.id },
  });
  expect(merged.status, JSON.stringify(merged.body)).toBe(200);
  await ownerHttp.call(endpoints.clients.addNote, {
    params: { id: linked.id },
    body: { body: 'Préfère le matin' },
  });

  // An online request and the salon's phone appointment to come, both on the merged file.
  const request = await bookOnline(http, {
    salonId,
    serviceId,
    start: tunis(nextMonday(weeksAhead + 2), '10:00'),
  });
  expect(request.status).toBe(201);
  const byPhone = await ownerHttp.call(endpoints.staff.addAppointment, {
    params: { id: salonId },
    body: {
      client: { kind: 'existing', id: linked.id },
      serviceId,
      employeeId,
      origin: 'phone',
      start: tunis(nextMonday(weeksAhead + 2), '15:00'),
    },
  });
  expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(201);
  return {
    user,
    http,
    fileId: linked.id,
    past: visit.body.id,
    upcoming: [entered.body.id, request.body.id, byPhone.body.id],
  };
}

/** The owner's files found by a search, with the account each is linked to (not in the API's answer). */
async function filesOf(ownerHttp: TestClient, q: string) {
  const list = await ownerHttp.call(endpoints.clients.list, { query: { q: q } });
  expect(list.status).toBe(200);
  return server.deps.db
    .select({ id: salonClients.id, userId: salonClients.userId })
    .from(salonClients)
    .where(
      inArray(
        salonClients.id,
        list.body.items.map((item) => item.id),
      ),
    );
}

/** What must hold once the account is gone, whoever deleted it. */
async function expectErased(person: Awaited<ReturnType<typeof clientWhoLivedHere>>, note: string) {
  const { db } = server.deps;
  expect(await db.select().from(users).where(eq(users.id, person.user.id))).toEqual([]);
  const signIn = await server.client().call(endpoints.accounts.signIn, {
    body: {
      email: person.user.email,
      password: person.user.password,
    },
  });
  expect(signIn.status).toBe(401);
  expect(await db.select().from(reviews).where(eq(reviews.clientId, person.user.id))).toEqual([]);
  // The salon's files of the person go with the account, with the salon's notes on them.
  expect(await db.select().from(salonClients).where(eq(salonClients.id, person.fileId))).toEqual([]);
  expect(
    await db.select().from(salonClientNotes).where(eq(salonClientNotes.clientId, person.fileId)),
  ).toEqual([]);
  // The past visit stays in the salon's history, without the person.
  const [past] = await db.select().from(bookings).where(eq(bookings.id, person.past));
  expect(past).toMatchObject({ status: 'attended', clientId: null, salonClientId: null });
  // Every appointment to come is cancelled, the online ones and the salon's own, and the salon told.
  const upcoming = await db.select().from(bookings).where(inArray(bookings.id, person.upcoming));
  expect(upcoming.map((row) => [row.status, row.clientId, row.salonClientId])).toEqual(
    person.upcoming.map(() => ['cancelled', null, null]),
  );
  const ownersNotes = await db.select().from(notifications).where(eq(notifications.userId, salon.owner.id));
  const toldOf = new Set(
    ownersNotes
      .filter((row) => row.type === 'booking_status_changed')
      .map((row) => (row.payload as { booking_id: string }).booking_id),
  );
  for (const id of person.upcoming) expect(toldOf.has(id), id).toBe(true);
  const online = upcoming.filter((row) => row.origin === 'online');
  expect(online.map((row) => row.clientNote)).toEqual(online.map(() => note));
}

describe('deleting an account that booked, was entered by the salon and merged', () => {
  it('« Supprimer mon compte »: the person alone, for good; appointments to come cancelled and the salon told', async () => {
    const person = await clientWhoLivedHere(0);
    const answer = await person.http.call(endpoints.profile.deleteAccount, {
      body: { password: person.user.password },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await person.http.call(endpoints.accounts.me)).body.me).toBeNull();
    await expectErased(person, CLIENT_LEFT_NOTE);
  });

  it("an admin's deletion of the same person does the same", async () => {
    const person = await clientWhoLivedHere(4);
    const { http: admin } = await createSignedInUser(server, { role: 'admin' });
    const answer = await admin.call(endpoints.admin.deleteUser, { params: { id: person.user.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(204);
    await expectErased(person, CLIENT_REMOVED_NOTE);
  });
});
