import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '@/shared/bookings';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { EMPLOYEE_NOT_ELIGIBLE } from '@/shared/staff';
import { weekdayOf } from '@/shared/time-zone';
import {
  bookings,
  employeeAbsences,
  employeeServices,
  employees,
  employeeWorkingDays,
  services,
} from '../../db/schema';
import { moveBooking } from '../../test-support/booking-calls';
import {
  createEmployee,
  createOwnedSalon,
  createSalon,
  createSignedInUser,
  createUser,
} from '../../test-support/factories';
import { openDaysFrom } from '../../test-support/open-days';
import { storedBookingsAt } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

let server: TestServer;
let ownerHttp: TestClient;
let salonId: string;
let serviceId: string;
let otherServiceId: string;
/** Three who do everything, in the salon's order, and Nadia, who only does the other service. */
let team: { sonia: string; amel: string; rim: string; nadia: string };
let racers: { http: TestClient }[];

const addEmployee = (fullName: string, extra: Partial<typeof employees.$inferInsert> = {}) =>
  createEmployee(server.deps, { salonId, fullName, email: `${fullName.toLowerCase()}@salon.tn`, ...extra });

beforeAll(async () => {
  server = await sharedTestServer();
  ({ ownerHttp, salonId, serviceId } = await createOwnedSalon(server, {
    salonName: 'Salon Équipe',
    service: { name: 'Coupe', price: '30.00', duration: 60 },
  }));
  const other = must(
    (
      await server.deps.db
        .insert(services)
        .values({ salonId, name: 'Manucure', price: '20.00', duration: 30 })
        .returning()
    )[0],
    'other',
  );
  otherServiceId = other.id;
  team = {
    sonia: await addEmployee('Sonia Ben Ali'),
    amel: await addEmployee('Amel Trabelsi'),
    rim: await addEmployee('Rim Jaziri'),
    nadia: await addEmployee('Nadia Gharbi', { performsAllServices: false }),
  };
  await server.deps.db.insert(employeeServices).values({ employeeId: team.nadia, serviceId: otherServiceId });
  racers = await Promise.all(
    Array.from({ length: 50 }, () => createSignedInUser(server, { role: 'client' })),
  );
});
afterAll(async () => {
  await server?.stop();
});

const book = (http: TestClient, start: string, employeeId?: string, service = serviceId) =>
  http.call(endpoints.bookings.create, { body: { salonId, serviceId: service, start, employeeId } });
const slotsOf = (date: string, employeeId = '', service = serviceId) =>
  server.client().call(endpoints.salons.slots, {
    params: { id: salonId },
    query: { date: date, serviceId: service, employeeId: employeeId },
  });
/** Cancels the rounds' winners, so that fair use never decides a later round. */
async function cancelBookings(ids: string[]) {
  if (ids.length > 0)
    await server.deps.db.update(bookings).set({ status: 'cancelled' }).where(inArray(bookings.id, ids));
}
/** Open days (not Sunday, not a holiday) from a week ahead, each test on its own days. */
function openDays(from: number, count: number) {
  return openDaysFrom(nextMonday(1), count, from);
}

describe('team booking', () => {
  it('shows the team without contact details, and only who performs a service', async () => {
    const detail = (await server.client().call(endpoints.salons.get, { params: { id: salonId } })).body;
    expect(detail.team.map((member) => member.firstName)).toEqual(['Sonia', 'Amel', 'Rim', 'Nadia']);
    expect(JSON.stringify(detail)).not.toContain('@salon.tn');
    expect(detail.team[3]).toMatchObject({ serviceIds: [otherServiceId] });
  });

  it.each(openDays(0, 4).map((date, index) => ({ round: index + 1, date })))(
    '50 clients racing for one "Sans préférence" slot with 3 free employees: exactly 3 bookings, one each (round $round)',
    async ({ date }) => {
      const start = tunis(date, '10:00');
      const responses = await Promise.all(racers.map(({ http }) => book(http, start)));
      const created = responses.filter((r) => r.status === 201);
      // The winners give their slots back whatever this round's outcome: fair use (3 upcoming per
      // salon) must not decide later rounds.
      try {
        expect(created).toHaveLength(3);
        const refused = responses.filter((r) => r.status === 409);
        expect(refused).toHaveLength(47);
        for (const response of refused) expect(response.body.error.message).toBe(SLOT_TAKEN_MESSAGE);
        // Nadia does not cut hair: never assigned a haircut.
        expect(new Set(created.map((r) => r.body.employee?.id))).toEqual(
          new Set([team.sonia, team.amel, team.rim]),
        );
        const rows = await storedBookingsAt(server.deps, salonId, start);
        expect(rows).toHaveLength(3);
      } finally {
        await cancelBookings(created.map((r) => r.body.id));
      }
    },
  );

  it.each(openDays(4, 3).map((date, index) => ({ round: index + 1, date })))(
    '50 clients racing for one named employee: exactly 1 (round $round)',
    async ({ date }) => {
      const start = tunis(date, '15:00');
      const responses = await Promise.all(racers.map(({ http }) => book(http, start, team.amel)));
      const created = responses.filter((r) => r.status === 201);
      try {
        expect(created).toHaveLength(1);
        expect(responses.filter((r) => r.status === 409)).toHaveLength(49);
        expect(must(created[0], 'winner').body.employee).toMatchObject({ id: team.amel, firstName: 'Amel' });
      } finally {
        await cancelBookings(created.map((r) => r.body.id));
      }
    },
  );

  it('assigns the least booked that day, then the salon order', async () => {
    const [date] = openDays(8, 1) as [string];
    const first = await book(must(racers[0], 'racers[0]').http, tunis(date, '09:00'));
    expect(first.body.employee?.id).toBe(team.sonia);
    const second = await book(must(racers[1], 'racers[1]').http, tunis(date, '09:00'));
    expect(second.body.employee?.id).toBe(team.amel);
    // At 11:00 everyone is free again: Rim has nothing that day yet.
    const third = await book(must(racers[2], 'racers[2]').http, tunis(date, '11:00'));
    expect(third.body.employee?.id).toBe(team.rim);
    const fourth = await book(must(racers[3], 'racers[3]').http, tunis(date, '11:00'));
    expect(fourth.body.employee?.id).toBe(team.sonia);
  });

  it("offers one employee's free times, minus their days off and absences, and refuses the rest", async () => {
    const [date] = openDays(9, 1) as [string];
    await server.deps.db
      .update(employees)
      .set({ followsSalonHours: false })
      .where(eq(employees.id, team.rim));
    const weekday = must(
      (['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const)[
        weekdayOf(date)
      ],
      'weekday',
    );
    await server.deps.db
      .insert(employeeWorkingDays)
      .values({ employeeId: team.rim, day: weekday, startTime: '13:00', endTime: '18:00' });
    await server.deps.db.insert(employeeAbsences).values({
      employeeId: team.sonia,
      kind: 'pause',
      startTime: new Date(tunis(date, '12:00')),
      endTime: new Date(tunis(date, '14:00')),
    });
    const rim = (await slotsOf(date, team.rim)).body.slots.map((slot) => slot.time);
    expect(rim[0]).toBe('13:00');
    const sonia = (await slotsOf(date, team.sonia)).body.slots.map((slot) => slot.time);
    expect(sonia).not.toContain('12:00');
    expect(sonia).not.toContain('11:30');
    expect(sonia).toContain('14:00');
    const refused = await book(must(racers[4], 'racers[4]').http, tunis(date, '12:00'), team.sonia);
    expect(refused.status).toBe(409);
    // Nadia is not offered for a haircut at all; an unknown person is a 404.
    expect((await slotsOf(date, team.nadia)).body.slots).toEqual([]);
    expect((await slotsOf(date, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await server.deps.db.update(employees).set({ followsSalonHours: true }).where(eq(employees.id, team.rim));
  });

  it('moves keep the employee when free; the salon reassigns to someone free who performs the service', async () => {
    const [date] = openDays(10, 1) as [string];
    const mine = must(racers[5], 'mine').http;
    const booking = (await book(mine, tunis(date, '09:00'), team.amel)).body;
    const moved = await moveBooking(mine, booking.id, tunis(date, '10:00'));
    expect(moved.status).toBe(200);
    expect(moved.body.booking.employee?.id).toBe(team.amel);
    // Amel is taken at 14:00: the move to 14:00 is refused, though others are free.
    await book(must(racers[6], 'racers[6]').http, tunis(date, '14:00'), team.amel);
    expect((await moveBooking(mine, booking.id, tunis(date, '14:00'))).status).toBe(409);

    const reassign = (employeeId: string) =>
      ownerHttp.call(endpoints.bookings.reassign, { params: { id: booking.id }, body: { employeeId } });
    const toRim = await reassign(team.rim);
    expect(toRim.status).toBe(200);
    expect(toRim.body.booking).toMatchObject({ employee: { id: team.rim }, startTime: tunis(date, '10:00') });
    const toNadia = await reassign(team.nadia);
    expect(toNadia.status).toBe(409);
    expect(toNadia.body.error).toMatchObject({
      code: 'employee_unavailable',
      message: EMPLOYEE_NOT_ELIGIBLE,
    });
    // Only the salon reassigns.
    expect(
      (
        await mine.call(endpoints.bookings.reassign, {
          params: { id: booking.id },
          body: { employeeId: team.sonia },
        })
      ).status,
    ).toBe(403);
    const stranger = await createOwnedSalon(server, {
      service: { name: 'Coupe', price: '20.00', duration: 30 },
    });
    expect(
      (
        await stranger.ownerHttp.call(endpoints.bookings.reassign, {
          params: { id: booking.id },
          body: { employeeId: team.sonia },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps one client at a time in a salon without employees', async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const solo = await createSalon(server.deps, {
      ownerId: owner.id,
      services: [{ name: 'Coupe', price: '20.00', duration: 60 }],
    });
    const [date] = openDays(11, 1) as [string];
    const start = tunis(date, '10:00');
    const post = (http: TestClient) =>
      http.send(endpoints.bookings.create, {
        body: { salonId: solo.id, serviceId: solo.serviceIds[0], start },
      });
    const responses = await Promise.all(racers.slice(0, 10).map(({ http }) => post(http)));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.find((r) => r.status === 201)?.body.employee).toBeNull();
  });
});
