import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE, VISIT_REASSIGN_MESSAGE } from '@/shared/bookings';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { VISIT_PART_MESSAGE, VISIT_TOO_LONG_MESSAGE } from '@/shared/schemas/bookings';
import { bookingParts, bookings } from '../../db/schema';
import { moveBooking } from '../../test-support/booking-calls';
import { createEmployee, createOwnedSalon, createSignedInUser } from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { mondayToSaturday, tunis } from '../../test-support/tunis-dates';

// A visit of several services booked in one request: the whole sequence or nothing, its parts moved
// together (docs/product.md#service-timing).

let server: TestServer;
let ownerHttp: TestClient;
let salonId: string;
let ids: { coupe: string; brushing: string; soin: string };
let sonia: string;

beforeAll(async () => {
  server = await sharedTestServer();
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon Visite',
    service: { name: 'Coupe', price: '30.00', duration: 60 },
    more: [
      { name: 'Brushing', price: '25.50', duration: 30 },
      { name: 'Soin', price: '15.00', duration: 30 },
    ],
  });
  ({ ownerHttp, salonId } = salon);
  const [coupe, brushing, soin] = salon.serviceIds;
  ids = { coupe: must(coupe, 'coupe'), brushing: must(brushing, 'brushing'), soin: must(soin, 'soin') };
  // One hairdresser: every part of every visit is hers, so visits and single bookings meet.
  sonia = await createEmployee(server.deps, { salonId, fullName: 'Sonia Ben Ali', email: 'sonia@visite.tn' });
});
afterAll(async () => {
  await server?.stop();
});

const book = (http: TestClient, body: object) =>
  http.send(endpoints.bookings.create, { body: { salonId, ...body } });
/** Coupe at 09:00, then Brushing: a visit of two services, anyone for each. */
const coupeThenBrushing = (http: TestClient, date: string) =>
  book(http, {
    serviceId: ids.coupe,
    start: tunis(date, '09:00'),
    followedBy: [{ serviceId: ids.brushing }],
  });
const partsOf = (bookingId: string) =>
  server.deps.db
    .select()
    .from(bookingParts)
    .where(eq(bookingParts.bookingId, bookingId))
    .orderBy(asc(bookingParts.position));

describe('a visit of several services', () => {
  it('offers the starts at which the whole sequence fits, and books it as one appointment', async () => {
    const date = mondayToSaturday(1);
    const slots = await server.client().call(endpoints.salons.slots, {
      params: { id: salonId },
      query: { date: date, serviceId: ids.coupe, followedBy: ids.brushing },
    });
    expect(slots.status).toBe(200);
    // 09:00–18:00: a 90-minute visit starts at 16:30 at the latest.
    expect(slots.body.slots.map((slot) => slot.time)).toContain('16:30');
    expect(slots.body.slots.map((slot) => slot.time)).not.toContain('17:00');
    expect(slots.body.slots[0]).toEqual({
      start: tunis(date, '09:00'),
      end: tunis(date, '10:30'),
      time: '09:00',
    });

    const client = await createSignedInUser(server, { role: 'client' });
    const booked = await coupeThenBrushing(client.http, date);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      startTime: tunis(date, '09:00'),
      endTime: tunis(date, '10:30'),
      service: { name: 'Coupe + Brushing', price: '55.50' },
      employee: { firstName: 'Sonia' },
    });
    // One appointment, with its parts, for the client as for the salon.
    const part = (serviceId: string, serviceName: string, price: string, start: string, end: string) => ({
      serviceId,
      serviceName,
      price,
      startTime: tunis(date, start),
      endTime: tunis(date, end),
      employee: { id: sonia, firstName: 'Sonia' },
    });
    const expected = [
      part(ids.coupe, 'Coupe', '30.00', '09:00', '10:00'),
      part(ids.brushing, 'Brushing', '25.50', '10:00', '10:30'),
    ];
    expect(booked.body.parts).toEqual(expected);
    const listed = await ownerHttp.call(endpoints.bookings.list);
    expect(listed.body.items.find((item) => item.id === booked.body.id)?.parts).toEqual(expected);
    const parts = await partsOf(booked.body.id);
    expect(parts.map((part) => [part.serviceName, part.startTime.toISOString(), part.employeeId])).toEqual([
      ['Coupe', tunis(date, '09:00'), sonia],
      ['Brushing', tunis(date, '10:00'), sonia],
    ]);
    // The whole visit's time is taken.
    const after = await server
      .client()
      .call(endpoints.salons.slots, { params: { id: salonId }, query: { date: date, serviceId: ids.soin } });
    expect(after.body.slots.map((slot) => slot.time)).not.toContain('10:00');
    expect(after.body.slots.map((slot) => slot.time)).toContain('10:30');
  });

  it('gives each service its chosen person; a person with a service of an upcoming visit stays', async () => {
    const date = mondayToSaturday(11);
    const amel = await createEmployee(server.deps, {
      salonId,
      fullName: 'Amel Jaziri',
      email: 'amel@visite.tn',
    });
    const client = await createSignedInUser(server, { role: 'client' });
    const booked = await book(client.http, {
      serviceId: ids.coupe,
      employeeId: sonia,
      start: tunis(date, '09:00'),
      followedBy: [{ serviceId: ids.brushing, employeeId: amel }],
    });
    expect(booked.status).toBe(201);
    expect(booked.body.parts.map((part) => part.employee?.firstName)).toEqual(['Sonia', 'Amel']);
    const removed = await ownerHttp.call(endpoints.workspace.removeEmployee, { params: { id: amel } });
    expect(removed.status).toBe(409);
    expect(removed.body.error.code).toBe('employee_has_bookings');
    // Once the visit is cancelled, she may go.
    expect(
      (
        await client.http.call(endpoints.bookingActions.cancel, {
          params: { id: booked.body.id },
          body: { note: 'Empêchement' },
        })
      ).status,
    ).toBe(200);
    expect((await ownerHttp.call(endpoints.workspace.removeEmployee, { params: { id: amel } })).status).toBe(
      204,
    );
  });

  it('the salon enters a visit from the agenda: every service placed, a later one over a booking refused', async () => {
    const date = mondayToSaturday(12);
    const enter = (start: string, serviceId: string, followedBy: object[]) =>
      ownerHttp.send(endpoints.staff.addAppointment, {
        params: { id: salonId },
        body: {
          client: { kind: 'walk_in', fullName: '' },
          serviceId,
          employeeId: sonia,
          start: tunis(date, start),
          origin: 'phone',
          followedBy,
        },
      });
    const first = await enter('09:00', ids.coupe, [{ serviceId: ids.brushing }]);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'confirmed', service: { name: 'Coupe + Brushing' } });
    expect(first.body.parts.map((part) => [part.serviceName, part.startTime, part.employee?.id])).toEqual([
      ['Coupe', tunis(date, '09:00'), sonia],
      ['Brushing', tunis(date, '10:00'), sonia],
    ]);
    expect((await enter('11:00', ids.coupe, [])).status).toBe(201);
    // The Soin fits at 10:30, the Brushing after it would meet the 11:00 Coupe: nothing is entered.
    const refused = await enter('10:30', ids.soin, [{ serviceId: ids.brushing }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(SLOT_TAKEN_MESSAGE);
    expect((await enter('10:30', ids.soin, [])).status).toBe(201);
  });

  it('refuses more than four services, and a part that is not one of the salon', async () => {
    const query = (followedBy: string) =>
      server.client().call(endpoints.salons.slots, {
        params: { id: salonId },
        query: { date: mondayToSaturday(1), serviceId: ids.coupe, followedBy: followedBy },
      });
    const tooMany = await query([ids.brushing, ids.soin, ids.brushing, ids.soin].join(','));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe(VISIT_TOO_LONG_MESSAGE);
    expect((await query('pas-un-service')).body.error.message).toBe(VISIT_PART_MESSAGE);
    const elsewhere = await query('00000000-0000-4000-8000-000000000000');
    expect(elsewhere.status).toBe(404);
    const client = await createSignedInUser(server, { role: 'client' });
    const body = (followedBy: unknown) => ({
      serviceId: ids.coupe,
      start: tunis(mondayToSaturday(1), '14:00'),
      followedBy,
    });
    const long = await book(client.http, body(Array.from({ length: 4 }, () => ({ serviceId: ids.soin }))));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(VISIT_TOO_LONG_MESSAGE);
    expect((await book(client.http, body([{ serviceId: 'x' }]))).status).toBe(400);
  });

  it('a three-part visit racing a single booking on its middle part: all three parts, or none', async () => {
    for (let round = 0; round < 6; round++) {
      const date = mondayToSaturday(2 + round);
      const visitor = await createSignedInUser(server, { role: 'client' });
      const single = await createSignedInUser(server, { role: 'client' });
      // Coupe 10:00–11:00, Brushing 11:00–11:30, Soin 11:30–12:00; the single Brushing at 11:00.
      const [visit, alone] = await Promise.all([
        book(visitor.http, {
          serviceId: ids.coupe,
          start: tunis(date, '10:00'),
          followedBy: [{ serviceId: ids.brushing }, { serviceId: ids.soin }],
        }),
        book(single.http, { serviceId: ids.brushing, start: tunis(date, '11:00') }),
      ]);
      expect([visit.status, alone.status].sort()).toEqual([201, 409]);
      const loser = visit.status === 409 ? visit : alone;
      expect(loser.body.error.message).toBe(SLOT_TAKEN_MESSAGE);
      const stored = await server.deps.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.salonId, salonId), eq(bookings.clientId, visitor.user.id)));
      if (visit.status === 201) {
        expect(stored).toHaveLength(1);
        expect(await partsOf(must(stored[0], 'the visit').id)).toHaveLength(3);
      } else {
        expect(stored).toHaveLength(0);
      }
    }
  });

  it('moves every part of a visit, or none; it is not given to someone else part by part', async () => {
    const date = mondayToSaturday(10);
    const client = await createSignedInUser(server, { role: 'client' });
    const booked = await coupeThenBrushing(client.http, date);
    expect(booked.status).toBe(201);
    const other = await createSignedInUser(server, { role: 'client' });
    expect((await book(other.http, { serviceId: ids.soin, start: tunis(date, '15:00') })).status).toBe(201);
    // At 14:00 the Brushing would meet the 15:00 Soin: refused, nothing moved.
    const blocked = await moveBooking(ownerHttp, booked.body.id, tunis(date, '14:00'));
    expect(blocked.status).toBe(409);
    expect((await partsOf(booked.body.id)).map((part) => part.startTime.toISOString())).toEqual([
      tunis(date, '09:00'),
      tunis(date, '10:00'),
    ]);
    const moved = await moveBooking(ownerHttp, booked.body.id, tunis(date, '13:00'));
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({
      startTime: tunis(date, '13:00'),
      endTime: tunis(date, '14:30'),
    });
    expect((await partsOf(booked.body.id)).map((part) => part.startTime.toISOString())).toEqual([
      tunis(date, '13:00'),
      tunis(date, '14:00'),
    ]);
    const reassigned = await ownerHttp.call(endpoints.bookings.reassign, {
      params: { id: booked.body.id },
      body: {
        employeeId: sonia,
      },
    });
    expect(reassigned.status).toBe(409);
    expect(reassigned.body.error.message).toBe(VISIT_REASSIGN_MESSAGE);
  });
});
