import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedService } from '@/shared/api-types';
import { SLOT_TAKEN_MESSAGE } from '@/shared/bookings';
import { endpoints } from '@/shared/endpoints';
import { PROCESSING_SUM_MESSAGE } from '@/shared/service-timing';
import { addDays } from '@/shared/time-zone';
import { bookOnline, moveBooking } from '../../test-support/booking-calls';
import { createEmployee, createOwnedSalon, createSignedInUser } from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

// A colour's "temps de pose" is the hairdresser's free time: offered to other clients online and
// from the agenda, while its active times and its cleanup are not (docs/product.md#service-timing).

let server: TestServer;
let ownerHttp: TestClient;
let salonId: string;
let sonia: string;
let colour: ManagedService;
let brushing: ManagedService;
let frange: ManagedService;

beforeAll(async () => {
  server = await sharedTestServer();
  ({ ownerHttp, salonId } = await createOwnedSalon(server, {
    salonName: 'Salon Pose',
    service: { name: 'Coupe', price: '30.00', duration: 60 },
  }));
  sonia = await createEmployee(server.deps, { salonId, fullName: 'Sonia Ben Ali', email: 'sonia@pose.tn' });
  const add = async (body: object) => {
    const response = await ownerHttp.send(endpoints.workspace.addService, {
      params: { id: salonId },
      body: body,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  colour = await add({
    name: 'Coloration',
    price: '60',
    duration: 90,
    cleanupMinutes: 10,
    processing: { activeBefore: 30, pose: 45, activeAfter: 15 },
  });
  brushing = await add({ name: 'Brushing', price: '25', duration: 30 });
  frange = await add({ name: 'Frange', price: '10', duration: '15' });
});
afterAll(async () => {
  await server?.stop();
});

const book = (http: TestClient, service: ManagedService, start: string) =>
  bookOnline(http, { salonId, serviceId: service.id, start, employeeId: sonia });
const timesOf = async (date: string, service: ManagedService) =>
  (
    await server
      .client()
      .call(endpoints.salons.slots, { params: { id: salonId }, query: { date: date, serviceId: service.id } })
  ).body.slots.map((slot) => slot.time);

describe('service timing', () => {
  it('keeps the cleanup and the pose with the service, and refuses times that do not make its duration', async () => {
    expect(colour).toMatchObject({
      duration: 90,
      cleanupMinutes: 10,
      processing: { activeBefore: 30, pose: 45, activeAfter: 15 },
    });
    expect(brushing).toMatchObject({ cleanupMinutes: 0, processing: null });
    const refused = await ownerHttp.call(endpoints.workspace.updateService, {
      params: { id: colour.id },
      body: {
        name: 'Coloration',
        price: '60',
        duration: 90,
        processing: { activeBefore: 30, pose: 45, activeAfter: 30 },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.processing).toBe(PROCESSING_SUM_MESSAGE);
    const listed = await ownerHttp.call(endpoints.workspace.services, { params: { id: salonId } });
    expect(listed.body.items.find((service) => service.id === colour.id)).toMatchObject(colour);
    // The client sees the total duration only.
    const page = await server.client().call(endpoints.salons.get, { params: { id: salonId } });
    expect(JSON.stringify(page.body.services)).not.toContain('pose');
  });

  it("offers the hairdresser's pose to another client online, never the active times or the cleanup", async () => {
    const day = addDays(nextMonday(1, { span: 3 }), 1);
    const first = await createSignedInUser(server, { role: 'client' });
    const coloured = await book(first.http, colour, tunis(day, '10:00'));
    expect(coloured.status).toBe(201);
    // 10:00–10:30 active, 10:30–11:15 pose, 11:15–11:30 active, then 10 minutes of cleanup.
    const offered = await timesOf(day, brushing);
    expect(offered).toContain('10:30');
    expect(offered).not.toContain('10:00');
    expect(offered).not.toContain('11:00');
    expect(offered).not.toContain('11:30');
    expect(offered).toContain('12:00');

    const second = await createSignedInUser(server, { role: 'client' });
    const inPose = await book(second.http, brushing, tunis(day, '10:30'));
    expect(inPose.status).toBe(201);
    expect(inPose.body.employee?.firstName).toBe('Sonia');
    const third = await createSignedInUser(server, { role: 'client' });
    const overActive = await book(third.http, brushing, tunis(day, '11:00'));
    expect(overActive.status).toBe(409);
    expect(overActive.body.error.message).toBe(SLOT_TAKEN_MESSAGE);

    // The agenda shows the pose; the salon adds a short service in what is left of it.
    const agenda = await ownerHttp.call(endpoints.staff.agenda, {
      params: { id: salonId },
      query: { date: day, view: 'day' },
    });
    expect(agenda.body.parts.find((part) => part.bookingId === coloured.body.id)).toEqual({
      bookingId: coloured.body.id,
      position: 0,
      employeeId: sonia,
      serviceName: 'Coloration',
      start: tunis(day, '10:00'),
      end: tunis(day, '11:30'),
      pose: { start: tunis(day, '10:30'), end: tunis(day, '11:15') },
    });
    const appointment = (start: string) =>
      ownerHttp.call(endpoints.staff.addAppointment, {
        params: { id: salonId },
        body: {
          client: { kind: 'walk_in', fullName: '' },
          serviceId: frange.id,
          employeeId: sonia,
          start,
          origin: 'walk_in',
        },
      });
    expect((await appointment(tunis(day, '11:05'))).status).toBe(409);
    expect((await appointment(tunis(day, '11:00'))).status).toBe(201);
    // The cleanup keeps Sonia busy until 11:40.
    expect((await appointment(tunis(day, '11:35'))).status).toBe(409);
    expect((await appointment(tunis(day, '11:40'))).status).toBe(201);

    // A cancelled colour frees its times at once.
    const cancelled = await first.http.call(endpoints.bookingActions.cancel, {
      params: { id: coloured.body.id },
      body: { note: 'Empêchement' },
    });
    expect(cancelled.status).toBe(200);
    expect(await timesOf(day, brushing)).toContain('10:00');
  });

  it('moves a booking with its pose, which stays free time at its new place', async () => {
    const day = addDays(nextMonday(1, { span: 3 }), 2);
    const client = await createSignedInUser(server, { role: 'client' });
    const coloured = await book(client.http, colour, tunis(day, '09:00'));
    expect(coloured.status).toBe(201);
    const moved = await moveBooking(ownerHttp, coloured.body.id, tunis(day, '14:00'));
    expect(moved.status).toBe(200);
    const offered = await timesOf(day, brushing);
    expect(offered).toContain('09:00');
    expect(offered).toContain('14:30');
    expect(offered).not.toContain('14:00');
    expect(offered).not.toContain('15:00');
  });
});
