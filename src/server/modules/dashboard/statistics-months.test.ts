import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalonStatistics } from '@/shared/api-types';
import type { BookingStatus } from '@/shared/booking-status';
import type { BookingOrigin } from '@/shared/clients';
import { must } from '@/shared/must';
import { queryRows } from '../../db/client';
import { bookingParts, bookings, salonClients, salons } from '../../db/schema';
import { createEmployee, createSalon, createUser, signedIn } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { splitByMonths } from './get-statistics';

// The monthly tables (migration 0033, decision 076) against the appointments themselves: whatever
// the triggers went through (inserts, moves across a month, cancellations, a deleted booking, a part
// given to someone else), each month row is what the raw bookings add up to in the salon's own zone,
// and a period read by months and days gives what the raw bookings of its days give. The instants
// sit on midnights at the turn of a month: in Tunis (UTC+1 all year) and in Paris (UTC+1, then +2
// from 29 March 2026) the same instant falls in different months.

let server: TestServer;
let owner: TestClient;
const salonIds: string[] = [];

const INSTANTS = [
  // Tunis 23:30 on 31 March; Paris 00:30 on 1 April (summer time).
  '2026-03-31T22:30:00Z',
  // Both 00:15 on 1 March.
  '2026-02-28T23:15:00Z',
  // Both 23:59 on 31 January.
  '2026-01-31T22:59:00Z',
  // Both midnight on 1 January 2026.
  '2025-12-31T23:00:00Z',
  // Paris 03:30, just after the clocks went forward; Tunis 02:30.
  '2026-03-29T01:30:00Z',
  // Ordinary days inside months, both periods compared below.
  '2026-02-10T09:00:00Z',
  '2026-02-17T14:00:00Z',
  '2026-03-12T10:00:00Z',
  '2026-04-15T08:00:00Z',
  '2026-04-30T21:45:00Z',
  '2025-11-20T12:00:00Z',
  '2025-10-03T16:00:00Z',
  '2025-09-01T00:30:00Z',
];
const STATUSES: BookingStatus[] = ['attended', 'attended', 'no_show', 'cancelled', 'confirmed', 'attended'];
const ORIGINS: BookingOrigin[] = ['online', 'phone', 'walk_in'];
const SERVICES = [
  { serviceName: 'Coupe', servicePrice: '40.00' },
  { serviceName: 'Brushing', servicePrice: '25.50' },
  { serviceName: 'Coloration', servicePrice: '80.00' },
];

beforeAll(async () => {
  server = await sharedTestServer();
  const { deps } = server;
  const prestataire = await createUser(deps, { role: 'prestataire', providerStatus: 'approved' });
  owner = await signedIn(server, prestataire);
  const accounts = [await createUser(deps, { role: 'client' }), await createUser(deps, { role: 'client' })];
  const files = await deps.db
    .insert(salonClients)
    .values([
      { ownerId: prestataire.id, fullName: 'Cliente Un', phone: '+21698111001' },
      { ownerId: prestataire.id, fullName: 'Cliente Deux', phone: '+21698111002' },
    ])
    .returning();
  for (const [index, zone] of ['Africa/Tunis', 'Europe/Paris'].entries()) {
    const salon = await createSalon(deps, { ownerId: prestataire.id, name: `Salon des mois ${index}` });
    await deps.db.update(salons).set({ timeZone: zone }).where(eq(salons.id, salon.id));
    salonIds.push(salon.id);
    const team = [
      await createEmployee(deps, { salonId: salon.id, fullName: 'Emna Trabelsi' }),
      await createEmployee(deps, { salonId: salon.id, fullName: 'Sami Ben Ali' }),
    ];
    for (const [at, start] of INSTANTS.entries()) {
      // Who the client is: a file, an account, or nobody (a walk-in without a name).
      const client =
        at % 3 === 0
          ? { salonClientId: must(files[at % 2], 'file').id }
          : at % 3 === 1
            ? { clientId: must(accounts[at % 2], 'account').id }
            : {};
      await insertBooking(deps, {
        prestataireId: prestataire.id,
        salonId: salon.id,
        employeeId: must(team[at % 2], 'employee'),
        ...must(SERVICES[at % SERVICES.length], 'service'),
        ...client,
        origin: must(ORIGINS[at % ORIGINS.length], 'origin'),
        status: must(STATUSES[at % STATUSES.length], 'status'),
        start,
        minutes: 30 + 15 * (at % 3),
      });
    }
  }
  // What the triggers must follow after the first writes, in both salons.
  const stored = await deps.db.select().from(bookings).where(inArray(bookings.salonId, salonIds));
  const at = (start: string, salonId: string) =>
    must(
      stored.find((row) => row.salonId === salonId && row.startTime.getTime() === Date.parse(start)),
      start,
    );
  for (const salonId of salonIds) {
    // Moved across the turn of a month, parts with it.
    const moved = at('2026-02-10T09:00:00Z', salonId);
    const to = { startTime: new Date('2026-01-31T23:10:00Z'), endTime: new Date('2026-01-31T23:40:00Z') };
    await deps.db.update(bookings).set(to).where(eq(bookings.id, moved.id));
    await deps.db.update(bookingParts).set(to).where(eq(bookingParts.bookingId, moved.id));
    // Called off, then a "Confirmé" one marked "Honoré" and given to the other file.
    await deps.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, at('2026-03-31T22:30:00Z', salonId).id));
    await deps.db
      .update(bookings)
      .set({ status: 'attended', salonClientId: must(files[1], 'file').id })
      .where(eq(bookings.id, at('2025-09-01T00:30:00Z', salonId).id));
    // A client's first visit deleted: their first month moves on.
    await deps.db.delete(bookings).where(eq(bookings.id, at('2025-12-31T23:00:00Z', salonId).id));
    // A part given to the other employee.
    const part = at('2026-03-12T10:00:00Z', salonId);
    const other = must(
      stored.find((row) => row.salonId === salonId && row.employeeId !== part.employeeId),
      'other employee',
    );
    await deps.db
      .update(bookingParts)
      .set({ employeeId: other.employeeId })
      .where(eq(bookingParts.bookingId, part.id));
  }
});
afterAll(async () => {
  await server?.stop();
});

/** The rows of a query, every value as text, sorted: two ways to the same figures compare equal. */
async function rowsOf(query: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await queryRows<Record<string, unknown>>(server.deps.db, query);
  return rows.map((row) => JSON.stringify(Object.values(row).map(String))).sort();
}

/** The rows the triggers kept are the rows computed again from the bookings. */
async function expectKept(kept: ReturnType<typeof sql>, recomputed: ReturnType<typeof sql>) {
  expect(await rowsOf(kept)).toEqual(await rowsOf(recomputed));
}

const SALONS = () => sql`${sql.param(salonIds)}::uuid[]`;
// The salon's own calendar: an instant's local time there.
const LOCAL = sql`(b.start_time at time zone s.time_zone)`;
const PART_LOCAL = sql`(p.start_time at time zone s.time_zone)`;
const MONTH = (local: ReturnType<typeof sql>) => sql`date_trunc('month', ${local})::date`;
/** The first day of a bar of the answer: the local day, its ISO week's Monday, or its month. */
const bucketOf = (unit: SalonStatistics['unit']) =>
  unit === 'day' ? sql`${LOCAL}::date` : sql`date_trunc(${unit}, ${LOCAL})::date`;

describe('the monthly statistics', () => {
  it('are what the bookings add up to, month by month in each salon’s zone', async () => {
    const booked = await rowsOf(sql`
      select b.salon_id, ${MONTH(LOCAL)} as month, b.status, b.origin, count(*) as bookings,
        count(*) filter (where b.salon_client_id is not null or b.client_id is not null) as identified,
        sum(b.service_price) as revenue, sum(round(extract(epoch from b.end_time - b.start_time) / 60)) as minutes
      from bookings b join salons s on s.id = b.salon_id
      where b.salon_id = any(${SALONS()}) group by 1, 2, 3, 4`);
    // A row whose appointments all left stays at zero: it adds nothing.
    const monthly = await rowsOf(sql`
      select salon_id, month, status, origin, bookings, identified, revenue, minutes
      from salon_month_stats where salon_id = any(${SALONS()}) and bookings <> 0`);
    expect(monthly).toEqual(booked);
    expect(monthly.length).toBeGreaterThan(10);

    await expectKept(
      sql`
        select salon_id, month, weekday, hour, bookings from salon_hour_month_stats
        where salon_id = any(${SALONS()}) and bookings <> 0`,
      sql`
        select b.salon_id, ${MONTH(LOCAL)} as month, extract(isodow from ${LOCAL}) as weekday,
          extract(hour from ${LOCAL}) as hour, count(*) as bookings
        from bookings b join salons s on s.id = b.salon_id
        where b.salon_id = any(${SALONS()}) and rdv_stats_counted(b.status) group by 1, 2, 3, 4`,
    );

    const counted = sql`from booking_parts p join bookings b on b.id = p.booking_id join salons s on s.id = p.salon_id
      where p.salon_id = any(${SALONS()}) and rdv_stats_counted(b.status)`;
    await expectKept(
      sql`
        select salon_id, month, employee_id, minutes, parts from salon_employee_month_stats
        where salon_id = any(${SALONS()}) and parts <> 0`,
      sql`
        select p.salon_id, ${MONTH(PART_LOCAL)} as month, p.employee_id,
          sum(round(extract(epoch from (p.end_time - p.start_time)
            - coalesce(p.pose_end - p.pose_start, interval '0')) / 60)) as minutes, count(*) as parts
        ${counted} and p.employee_id is not null group by 1, 2, 3`,
    );
    await expectKept(
      sql`
        select salon_id, month, service_name, parts, revenue from salon_service_month_stats
        where salon_id = any(${SALONS()}) and parts <> 0`,
      sql`
        select p.salon_id, ${MONTH(PART_LOCAL)} as month, p.service_name, count(*) as parts,
          sum(p.service_price) as revenue
        ${counted} group by 1, 2, 3`,
    );

    const firsts = await rowsOf(sql`
      select salon_id, month, clients from salon_first_visit_months
      where salon_id = any(${SALONS()}) and clients <> 0`);
    expect(firsts).toEqual(
      await rowsOf(sql`
        select salon_id, ${MONTH(sql`first_local`)} as month, count(*) as clients from (
          select b.salon_id, min(${LOCAL}) as first_local
          from bookings b join salons s on s.id = b.salon_id
          where b.salon_id = any(${SALONS()}) and b.status = 'attended'
            and coalesce(b.salon_client_id, b.client_id) is not null
          group by b.salon_id, coalesce(b.salon_client_id, b.client_id)
        ) as first_visits group by 1, 2`),
    );
    expect(firsts.length).toBeGreaterThan(0);
  });

  it('give a period read by months and days the figures of its bookings’ days', async () => {
    const periods = [
      // Whole months only, then months with a day at either end (the midnight bookings on them).
      { from: '2026-01-01', to: '2026-03-31' },
      { from: '2026-01-31', to: '2026-04-01' },
      { from: '2025-12-15', to: '2026-04-20' },
      { from: '2025-08-31', to: '2026-05-01' },
    ];
    for (const salonId of salonIds) {
      for (const { from, to } of periods) {
        expect(splitByMonths({ from, to }).months.length).toBeGreaterThan(0);
        const query = new URLSearchParams({ salonId, period: 'custom', from, to });
        const response = await owner.get(`/dashboard/statistics?${query}`);
        expect(response.status).toBe(200);
        const stats = response.body as unknown as SalonStatistics;
        const inPeriod = sql`b.salon_id = ${salonId} and ${LOCAL}::date between ${from}::date and ${to}::date`;
        const raw = must(
          (
            await queryRows<{ revenue: string; bookings: number; noShows: number }>(
              server.deps.db,
              sql`select coalesce(sum(b.service_price) filter (where b.status = 'attended'), 0)::numeric(14, 2)::text as revenue,
                    count(*)::int as bookings, (count(*) filter (where b.status = 'no_show'))::int as "noShows"
                  from bookings b join salons s on s.id = b.salon_id where ${inPeriod}`,
            )
          )[0],
          'raw',
        );
        const label = `${salonId} ${from}..${to}`;
        expect(stats.revenue.current, label).toBe(raw.revenue);
        expect(stats.bookings.current, label).toBe(raw.bookings);
        expect(stats.noShows.noShows.current, label).toBe(raw.noShows);
        const bars = stats.revenue.bars
          .filter((bar) => bar.amount !== '0.00')
          .map((bar) => JSON.stringify([bar.start, bar.amount]))
          .sort();
        expect(bars, label).toEqual(
          await rowsOf(sql`
            select to_char(${bucketOf(stats.unit)}, 'YYYY-MM-DD') as start, sum(b.service_price) as amount
            from bookings b join salons s on s.id = b.salon_id
            where ${inPeriod} and b.status = 'attended' group by 1`),
        );
        expect(stats.busyHours.map((cell) => JSON.stringify(Object.values(cell).map(String))).sort()).toEqual(
          await rowsOf(sql`
            select extract(isodow from ${LOCAL}) as weekday, extract(hour from ${LOCAL}) as hour, count(*) as count
            from bookings b join salons s on s.id = b.salon_id
            where ${inPeriod} and rdv_stats_counted(b.status) group by 1, 2`),
        );
        expect(
          stats.topServices
            .map((row) => JSON.stringify([row.name, String(row.count.current), row.revenue]))
            .sort(),
          label,
        ).toEqual(
          await rowsOf(sql`
            select p.service_name, count(*) as parts, sum(p.service_price) as revenue
            from booking_parts p join bookings b on b.id = p.booking_id join salons s on s.id = p.salon_id
            where ${inPeriod} and rdv_stats_counted(b.status) group by 1`),
        );
        const booked = await queryRows<{ employeeId: string; minutes: number }>(
          server.deps.db,
          sql`select p.employee_id as "employeeId", sum(round(extract(epoch from p.end_time - p.start_time) / 60))::int as minutes
              from booking_parts p join bookings b on b.id = p.booking_id join salons s on s.id = p.salon_id
              where ${inPeriod} and rdv_stats_counted(b.status) group by 1`,
        );
        for (const row of stats.occupancy) {
          const expected = booked.find((candidate) => candidate.employeeId === row.employeeId)?.minutes ?? 0;
          expect(row.bookedMinutes.current, label).toBe(expected);
        }
        const [firsts] = await queryRows<{ clients: number }>(
          server.deps.db,
          sql`select count(*)::int as clients from (
                select min(${LOCAL})::date as first_day from bookings b join salons s on s.id = b.salon_id
                where b.salon_id = ${salonId} and b.status = 'attended'
                  and coalesce(b.salon_client_id, b.client_id) is not null
                group by coalesce(b.salon_client_id, b.client_id)
              ) as first_visits where first_day between ${from}::date and ${to}::date`,
        );
        expect(stats.clients.newClients.current, label).toBe(firsts?.clients ?? 0);
      }
    }
  });

  it('cuts a period into its whole months and the days before and after them', () => {
    expect(splitByMonths({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01'],
      days: [],
    });
    expect(splitByMonths({ from: '2025-11-30', to: '2026-11-29' })).toEqual({
      months: [
        '2025-12-01',
        '2026-01-01',
        '2026-02-01',
        '2026-03-01',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
        '2026-07-01',
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
      ],
      days: [
        { from: '2025-11-30', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-29' },
      ],
    });
    // A leap February, and a period within one month: days only.
    expect(splitByMonths({ from: '2028-02-01', to: '2028-02-29' }).months).toEqual(['2028-02-01']);
    expect(splitByMonths({ from: '2026-03-02', to: '2026-03-30' })).toEqual({
      months: [],
      days: [{ from: '2026-03-02', to: '2026-03-30' }],
    });
  });
});
