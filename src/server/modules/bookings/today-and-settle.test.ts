import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReassignCandidates, SettledPast, TodayAgenda } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { addDays, fromWallClock, toWallClock, weekdayOf } from '@/shared/time-zone';
import { bookings, employeeAbsences } from '../../db/schema';
import { createEmployee, createSalon, createUser, signedIn } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

// The dashboard's "Aujourd'hui", "Marquer les rendez-vous passés" and the choices "Réassigner"
// offers (decision 076), as the owner sees them through the API.

const ZONE = 'Africa/Tunis';
let server: TestServer;

beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function ownerWithSalon() {
  const user = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  const salon = await createSalon(server.deps, { ownerId: user.id });
  const http = await signedIn(server, user);
  return { user, salon, http };
}

const DAY_MS = 86_400_000;

describe('GET /dashboard/today and POST /dashboard/settle-past', () => {
  it("lists today's appointments in time order, then settles every ended one still confirmed at once", async () => {
    const { user, salon, http } = await ownerWithSalon();
    const client = await createUser(server.deps, { role: 'client' });
    const now = Date.now();
    const today = toWallClock(now, ZONE).date;
    const midnight = must(fromWallClock(today, 0, ZONE), 'midnight').getTime();
    const tomorrow = must(fromWallClock(addDays(today, 1), 0, ZONE), 'tomorrow').getTime();
    const base = { clientId: client.id, prestataireId: user.id, salonId: salon.id, minutes: 1 };
    const later = await insertBooking(server.deps, {
      ...base,
      start: new Date(Math.floor((now + tomorrow) / 2 / 60_000) * 60_000),
      status: 'confirmed',
    });
    const earlier = await insertBooking(server.deps, {
      ...base,
      start: new Date(Math.floor((midnight + now) / 2 / 60_000) * 60_000 - 60_000),
      status: 'confirmed',
    });
    const pastDays = await Promise.all(
      [2, 3, 4].map((days) =>
        insertBooking(server.deps, {
          ...base,
          minutes: 30,
          start: new Date(now - days * DAY_MS),
          status: 'confirmed',
          remindAt: new Date(now - days * DAY_MS - 3_600_000),
        }),
      ),
    );
    const untouched = await Promise.all([
      insertBooking(server.deps, { ...base, start: new Date(now - 5 * DAY_MS), status: 'pending' }),
      insertBooking(server.deps, { ...base, start: new Date(now - 6 * DAY_MS), status: 'no_show' }),
    ]);
    // Another owner's ended appointment is none of this owner's business.
    const other = await ownerWithSalon();
    const elsewhere = await insertBooking(server.deps, {
      ...base,
      prestataireId: other.user.id,
      salonId: other.salon.id,
      start: new Date(now - 2 * DAY_MS),
      status: 'confirmed',
    });

    const before = (await http.call(endpoints.dashboard.today)).body as unknown as TodayAgenda;
    expect(before.items.map((item) => item.id)).toEqual([earlier.id, later.id]);
    expect(before.items[0]?.client?.full_name).toBe(client.fullName);
    // Three past days and this morning's: the one still to come today is not past.
    expect(before.pastConfirmed).toBe(4);

    const settled = await http.call(endpoints.dashboard.settlePast, { body: {} });
    expect(settled.status).toBe(200);
    expect(settled.body as unknown as SettledPast).toEqual({ marked: 4 });
    const rows = await server.deps.db
      .select({ id: bookings.id, status: bookings.status, remindAt: bookings.remindAt })
      .from(bookings)
      .where(
        inArray(bookings.id, [
          earlier.id,
          later.id,
          elsewhere.id,
          ...pastDays.map((b) => b.id),
          ...untouched.map((b) => b.id),
        ]),
      );
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    for (const booking of [earlier, ...pastDays]) expect(statusOf.get(booking.id)).toBe('attended');
    // Marked through the same change as "Honoré": the reminder withdrawn with it.
    expect(rows.filter((row) => pastDays.some((b) => b.id === row.id)).map((row) => row.remindAt)).toEqual([
      null,
      null,
      null,
    ]);
    expect(statusOf.get(later.id)).toBe('confirmed');
    expect(statusOf.get(elsewhere.id)).toBe('confirmed');
    expect(untouched.map((b) => statusOf.get(b.id))).toEqual(['pending', 'no_show']);
    expect(((await http.call(endpoints.dashboard.today)).body as unknown as TodayAgenda).pastConfirmed).toBe(
      0,
    );
    expect(
      ((await other.http.call(endpoints.dashboard.today)).body as unknown as TodayAgenda).pastConfirmed,
    ).toBe(1);
    // Nothing left: a second click marks none.
    expect((await http.call(endpoints.dashboard.settlePast, { body: {} })).body).toEqual({ marked: 0 });
  });

  it('refuses a body that is not an object in French, and a client', async () => {
    const { http } = await ownerWithSalon();
    const bad = await http.send(endpoints.dashboard.settlePast, { body: [1] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { message: 'Les données envoyées sont invalides.' } });
    const client = await signedIn(server, await createUser(server.deps, { role: 'client' }));
    expect((await client.call(endpoints.dashboard.settlePast, { body: {} })).status).toBe(403);
  });
});

describe('GET /bookings/:id/reassign-candidates', () => {
  it('offers only the employees who perform the service and are free then, as the reassignment accepts', async () => {
    const { user, salon, http } = await ownerWithSalon();
    const client = await createUser(server.deps, { role: 'client' });
    const serviceId = must(salon.serviceIds[0], 'service');
    const [holder, away, free, other] = [
      await createEmployee(server.deps, { salonId: salon.id, fullName: 'Amira Holder' }),
      await createEmployee(server.deps, { salonId: salon.id, fullName: 'Sonia Absente' }),
      await createEmployee(server.deps, { salonId: salon.id, fullName: 'Rim Libre' }),
      await createEmployee(server.deps, {
        salonId: salon.id,
        fullName: 'Hela Esthéticienne',
        performsAllServices: false,
      }),
    ];
    // Next week's Monday at 10:00 in Tunis: open, within the booking horizon.
    const today = toWallClock(Date.now(), ZONE).date;
    const monday = addDays(today, 7 + ((8 - weekdayOf(today)) % 7));
    const start = must(fromWallClock(monday, 10 * 60, ZONE), 'start');
    const booking = await insertBooking(server.deps, {
      clientId: client.id,
      prestataireId: user.id,
      salonId: salon.id,
      serviceId,
      serviceName: 'Coupe femme',
      employeeId: holder,
      start,
      minutes: 30,
      status: 'confirmed',
    });
    await server.deps.db.insert(employeeAbsences).values({
      employeeId: away,
      kind: 'absence',
      startTime: must(fromWallClock(monday, 0, ZONE), 'day start'),
      endTime: must(fromWallClock(addDays(monday, 1), 0, ZONE), 'day end'),
    });
    const answer = await http.call(endpoints.bookings.reassignCandidates, { params: { id: booking.id } });
    expect(answer.status).toBe(200);
    expect((answer.body as unknown as ReassignCandidates).employeeIds).toEqual([free]);
    expect(other).toBeDefined();
    // The server refuses the absent one: the list and the reassignment agree.
    const refused = await http.call(endpoints.bookings.reassign, {
      params: { id: booking.id },
      body: { employeeId: away },
    });
    expect(refused.status).toBe(409);
    const another = await ownerWithSalon();
    expect(
      (await another.http.call(endpoints.bookings.reassignCandidates, { params: { id: booking.id } })).status,
    ).toBe(404);
    // Once it has started, nobody.
    await server.deps.db
      .update(bookings)
      .set({ startTime: new Date(Date.now() - 60_000), endTime: new Date(Date.now() + 60_000) })
      .where(eq(bookings.id, booking.id));
    expect(
      (
        (await http.call(endpoints.bookings.reassignCandidates, { params: { id: booking.id } }))
          .body as unknown as ReassignCandidates
      ).employeeIds,
    ).toEqual([]);
  });
});
