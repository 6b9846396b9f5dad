import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalonStatistics } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { addDays } from '@/shared/time-zone';
import { bookings, employeeAbsences, salonClients } from '../../db/schema';
import { createEmployee, createSalon, createUser, signedIn } from '../../test-support/factories';
import { tunisToday } from '../../test-support/open-days';
import { insertBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

// "Statistiques" (decision 076): each figure of a salon whose appointments are known, computed by
// hand below, as the owner reads it from the API. Tunis is UTC+1 all year: 10:00 there is 09:00Z.

let server: TestServer;
let owner: TestClient;
let salonId: string;
let employeeId: string;
const period = { period: 'custom', from: '2026-03-02', to: '2026-03-08' } as const;

beforeAll(async () => {
  server = await sharedTestServer();
  const { deps } = server;
  const prestataire = await createUser(deps, { role: 'prestataire', providerStatus: 'approved' });
  owner = await signedIn(server, prestataire);
  const salon = await createSalon(deps, { ownerId: prestataire.id, name: 'Salon Statistiques' });
  salonId = salon.id;
  employeeId = await createEmployee(deps, { salonId, fullName: 'Emna Trabelsi' });
  const [clientA, clientC] = [
    await createUser(deps, { role: 'client' }),
    await createUser(deps, { role: 'client' }),
  ];
  const fileB = must(
    (
      await deps.db
        .insert(salonClients)
        .values({ ownerId: prestataire.id, fullName: 'Cliente B', phone: '+21698111222' })
        .returning()
    )[0],
    'file',
  );
  const base = { prestataireId: prestataire.id, salonId, employeeId };
  const coupe = { serviceName: 'Coupe', servicePrice: '40.00' };
  const brushing = { serviceName: 'Brushing', servicePrice: '25.50' };
  // The period: Monday 2 to Sunday 8 March 2026.
  await insertBooking(deps, {
    ...base,
    ...coupe,
    clientId: clientA.id,
    start: '2026-03-02T09:00:00Z',
    minutes: 60,
    status: 'attended',
  });
  await insertBooking(deps, {
    ...base,
    ...brushing,
    salonClientId: fileB.id,
    origin: 'phone',
    start: '2026-03-03T13:00:00Z',
    minutes: 30,
    status: 'attended',
  });
  await insertBooking(deps, {
    ...base,
    ...brushing,
    clientId: clientA.id,
    start: '2026-03-04T09:00:00Z',
    minutes: 30,
    status: 'no_show',
  });
  // Cancelled: neither revenue, nor a busy hour, nor a service asked for.
  await insertBooking(deps, {
    ...base,
    ...coupe,
    salonClientId: fileB.id,
    start: '2026-03-05T10:00:00Z',
    minutes: 60,
    status: 'cancelled',
  });
  // A walk-in without a name, still "Confirmé".
  await insertBooking(deps, {
    ...base,
    ...coupe,
    origin: 'walk_in',
    start: '2026-03-06T15:00:00Z',
    minutes: 30,
    status: 'confirmed',
  });
  // Across midnight: starts Sunday 1 March at 23:30 in Tunis, ends in the period; it is the day
  // before's revenue, not the period's.
  await insertBooking(deps, {
    ...base,
    ...coupe,
    clientId: clientC.id,
    start: '2026-03-01T22:30:00Z',
    minutes: 60,
    status: 'attended',
  });
  // The previous period (23 February to 1 March): client A's first visit.
  await insertBooking(deps, {
    ...base,
    ...coupe,
    clientId: clientA.id,
    start: '2026-02-24T09:00:00Z',
    minutes: 60,
    status: 'attended',
  });
  // Thursday 5 March, the employee is away the whole working day.
  await deps.db.insert(employeeAbsences).values({
    employeeId,
    kind: 'absence',
    startTime: new Date('2026-03-05T08:00:00Z'),
    endTime: new Date('2026-03-05T17:00:00Z'),
  });
});
afterAll(async () => {
  await server?.stop();
});

async function statistics(query: Record<string, string> = { ...period, salonId }) {
  const response = await owner.get(`/dashboard/statistics?${new URLSearchParams(query)}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as SalonStatistics;
}

describe('GET /dashboard/statistics', () => {
  it('gives each figure of a salon with known appointments, compared with the week before', async () => {
    const stats = await statistics();
    expect(stats).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-08',
      previousFrom: '2026-02-23',
      previousTo: '2026-03-01',
      unit: 'day',
    });
    // 40 + 25.50, "Honoré" only: the cancelled one and the one across midnight do not count.
    expect(stats.revenue.current).toBe('65.50');
    expect(stats.revenue.previous).toBe('80.00');
    expect(stats.revenue.bars).toEqual([
      { start: '2026-03-02', amount: '40.00' },
      { start: '2026-03-03', amount: '25.50' },
      { start: '2026-03-04', amount: '0.00' },
      { start: '2026-03-05', amount: '0.00' },
      { start: '2026-03-06', amount: '0.00' },
      { start: '2026-03-07', amount: '0.00' },
      { start: '2026-03-08', amount: '0.00' },
    ]);
    expect(stats.bookings.current).toBe(5);
    expect(stats.bookings.previous).toBe(2);
    const byStatus = Object.fromEntries(stats.bookings.byStatus.map((row) => [row.status, row.current]));
    expect(byStatus).toEqual({ attended: 2, no_show: 1, cancelled: 1, confirmed: 1 });
    const byOrigin = Object.fromEntries(stats.bookings.byOrigin.map((row) => [row.origin, row.current]));
    expect(byOrigin).toEqual({ online: 3, phone: 1, walk_in: 1 });
    expect(stats.noShows).toEqual({
      noShows: { current: 1, previous: 0 },
      recorded: { current: 3, previous: 2 },
    });
    // B came first on 3 March; A and C came first in the week before. A's visit is a returning one.
    expect(stats.clients).toEqual({
      newClients: { current: 1, previous: 2 },
      returningVisits: { current: 1, previous: 0 },
    });
    expect(stats.topServices).toEqual([
      { name: 'Brushing', count: { current: 2, previous: 0 }, revenue: '51.00' },
      { name: 'Coupe', count: { current: 2, previous: 2 }, revenue: '80.00' },
    ]);
    expect(stats.busyHours).toEqual([
      { weekday: 1, hour: 10, count: 1 },
      { weekday: 2, hour: 14, count: 1 },
      { weekday: 3, hour: 10, count: 1 },
      { weekday: 5, hour: 16, count: 1 },
    ]);
    // 60 + 30 + 30 + 30 booked; Monday to Saturday 09:00–18:00 less Thursday's absence.
    expect(stats.occupancy).toEqual([
      {
        employeeId,
        fullName: 'Emna Trabelsi',
        salonName: 'Salon Statistiques',
        bookedMinutes: { current: 150, previous: 120 },
        workingMinutes: { current: 5 * 540, previous: 6 * 540 },
      },
    ]);
  });

  it('follows a change at once: a booking marked "Honoré", then moved out of the period', async () => {
    const [walkIn] = await server.deps.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.salonId, salonId), eq(bookings.startTime, new Date('2026-03-06T15:00:00Z'))));
    const id = must(walkIn, 'walk-in').id;
    await server.deps.db.update(bookings).set({ status: 'attended' }).where(eq(bookings.id, id));
    expect((await statistics()).revenue.current).toBe('105.50');
    await server.deps.db
      .update(bookings)
      .set({ startTime: new Date('2026-04-06T15:00:00Z'), endTime: new Date('2026-04-06T15:30:00Z') })
      .where(eq(bookings.id, id));
    const moved = await statistics();
    expect(moved.revenue.current).toBe('65.50');
    expect(moved.bookings.current).toBe(4);
    await server.deps.db
      .update(bookings)
      .set({
        status: 'confirmed',
        startTime: new Date('2026-03-06T15:00:00Z'),
        endTime: new Date('2026-03-06T15:30:00Z'),
      })
      .where(eq(bookings.id, id));
    expect((await statistics()).bookings.current).toBe(5);
  });

  it('adds up all the owner’s salons without a salon, and cuts 12 months into months', async () => {
    const all = await statistics({ ...period });
    expect(all.salonId).toBeNull();
    expect(all.revenue.current).toBe('65.50');
    const year = await statistics({ salonId, period: '12m' });
    expect(year.unit).toBe('month');
    // Twelve months to the day, from the day after the same date a year before (29 February's is
    // 1 March): a bar for each calendar month it touches, 13 or 12 depending on the day.
    const today = tunisToday();
    const [year0, month0, day0] = today.split('-').map(Number) as [number, number, number];
    const sameDateLastYear = addDays(`${year0 - 1}-${String(month0).padStart(2, '0')}-01`, day0 - 1);
    const [fromYear, fromMonth] = addDays(sameDateLastYear, 1).split('-').map(Number) as [number, number];
    expect(year.revenue.bars).toHaveLength((year0 - fromYear) * 12 + (month0 - fromMonth) + 1);
  });

  it('answers another owner’s salon 404, a client 403, a bad period a French 400', async () => {
    const other = await signedIn(
      server,
      await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' }),
    );
    const refused = await other.call(endpoints.dashboard.statistics, { query: { salonId: salonId } });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ error: { message: 'Salon introuvable.' } });
    const client = await signedIn(server, await createUser(server.deps, { role: 'client' }));
    expect((await client.call(endpoints.dashboard.statistics)).status).toBe(403);
    const backwards = await owner.call(endpoints.dashboard.statistics, {
      query: { period: 'custom', from: '2026-03-08', to: '2026-03-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      error: { message: 'La date de fin doit être après la date de début.' },
    });
    const missing = await owner.call(endpoints.dashboard.statistics, {
      query: { period: 'custom', from: '2026-03-08' },
    });
    expect(missing.body).toMatchObject({
      error: { message: 'Choisissez la date de début et la date de fin.' },
    });
  });
});
