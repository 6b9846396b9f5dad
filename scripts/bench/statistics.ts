import { sql } from 'drizzle-orm';
import { employees, salonClients } from '../../src/server/db/schema';
import { insertPlainBookings } from '../../src/server/modules/core/booking-parts';
import { openApp } from '../../src/server/open-app';
import { createApprovedSalon, sessionCookie, type TestUser } from '../../src/server/test-support/factories';
import type { BookingStatus } from '../../src/shared/booking-status';
import type { BookingOrigin } from '../../src/shared/clients';
import { must } from '../../src/shared/must';
import { addDays, fromWallClock, toWallClock } from '../../src/shared/time-zone';
import type { BenchDatabase } from './bench-database';
import { spawnServer } from './server-process';
import { median, round, timedGet } from './stats';

/** The large salon's past appointments, and the small one's, over the same three years. */
export const LARGE_HISTORY = 100_000;
export const SMALL_HISTORY = 1_000;
const HISTORY_DAYS = 3 * 365;
const TEAM = 10;
const CLIENT_FILES = { large: 5_000, small: 200 };
// Bookings per insert statement: each row runs the statistics triggers (day and month rows, decision
// 076), and a statement must end within the server's statement timeout on PostgreSQL (10 s).
const BATCH = 500;
const ROUNDS = 101;
const SERVICES = [
  { name: 'Coupe femme', price: '35.00' },
  { name: 'Brushing', price: '20.00' },
  { name: 'Coloration', price: '80.00' },
  { name: 'Soin du visage', price: '45.00' },
  { name: 'Manucure', price: '25.00' },
  { name: 'Barbe', price: '15.00' },
];
// In turns: mostly honoured, some missed or called off, a few still to settle.
const STATUSES: BookingStatus[] = [
  'attended',
  'attended',
  'attended',
  'no_show',
  'attended',
  'cancelled',
  'attended',
  'attended',
  'attended',
  'confirmed',
  'attended',
  'attended',
];
const ORIGINS: BookingOrigin[] = ['online', 'online', 'phone', 'walk_in', 'online'];

export interface StatisticsBenchResult {
  /** p50 of GET /api/dashboard/statistics (the page's default, 30 days), each salon; ratio large / small. */
  month: { smallMs: number; largeMs: number; ratio: number };
  /** The same over 12 months. */
  year: { smallMs: number; largeMs: number; ratio: number };
  requests: number;
  buildSeconds: number;
}

/**
 * A salon of TEAM employees with `size` past appointments spread over the last HISTORY_DAYS days
 * (09:00 onwards, one per person per half hour), written as the booking paths write them: the
 * statistics triggers keep their days as they go.
 */
async function historySalon(database: BenchDatabase, size: number, files: number) {
  const opened = await openApp(database.config());
  try {
    const { db } = opened.deps;
    const { owner, salon } = await createApprovedSalon(opened.deps, {
      name: `Salon de ${size} rendez-vous`,
      services: SERVICES.map((service) => ({ ...service, duration: 30 })),
    });
    const team = await db
      .insert(employees)
      .values(
        Array.from({ length: TEAM }, (_, index) => ({
          salonId: salon.id,
          fullName: `Employé ${index + 1}`,
          position: 'Coiffeur',
        })),
      )
      .returning({ id: employees.id });
    const book = await db
      .insert(salonClients)
      .values(
        Array.from({ length: files }, (_, index) => ({
          ownerId: owner.id,
          fullName: `Cliente ${index}`,
          phone: `+2165${String(index).padStart(7, '0')}`,
        })),
      )
      .returning({ id: salonClients.id });
    const today = toWallClock(Date.now(), 'Africa/Tunis').date;
    const perDay = Math.ceil(size / HISTORY_DAYS);
    for (let start = 0; start < size; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, size - start) }, (_, offset) => {
        const index = start + offset;
        const day = addDays(today, -1 - Math.floor(index / perDay));
        const slot = index % perDay;
        const begins = must(
          fromWallClock(day, 9 * 60 + Math.floor(slot / TEAM) * 30, 'Africa/Tunis'),
          'start',
        );
        const service = must(SERVICES[index % SERVICES.length], 'service');
        return {
          prestataireId: owner.id,
          salonId: salon.id,
          salonClientId: must(book[(index * 7) % files], 'file').id,
          employeeId: must(team[slot % TEAM], 'employee').id,
          serviceId: salon.serviceIds[index % SERVICES.length] ?? null,
          serviceName: service.name,
          servicePrice: service.price,
          origin: must(ORIGINS[index % ORIGINS.length], 'origin'),
          status: must(STATUSES[index % STATUSES.length], 'status'),
          startTime: begins,
          endTime: new Date(begins.getTime() + 30 * 60_000),
        };
      });
      await insertPlainBookings(db, rows);
    }
    await db.execute(sql`analyze`);
    return { owner, salonId: salon.id };
  } finally {
    await opened.close();
  }
}

/**
 * The statistics page of a salon with 100,000 past appointments against one with 1,000, in one run
 * (decision 076: at most 1.5 ×): the same team, hours and services, only the history differs.
 * Medians of ROUNDS requests each, the two salons asked in turns.
 */
export async function benchStatistics(database: BenchDatabase): Promise<StatisticsBenchResult> {
  const built = performance.now();
  const small = await historySalon(database, SMALL_HISTORY, CLIENT_FILES.small);
  const large = await historySalon(database, LARGE_HISTORY, CLIENT_FILES.large);
  const buildSeconds = round((performance.now() - built) / 1000, 1);
  const server = await spawnServer('src/server/index.ts', { ...database.env, OUTBOX_INTERVAL_MS: '0' });
  try {
    const who = async (salon: { owner: TestUser; salonId: string }) => ({
      salonId: salon.salonId,
      cookie: await sessionCookie(server.url, salon.owner),
    });
    const sides = { small: await who(small), large: await who(large) };
    const measure = async (period: '30d' | '12m') => {
      const url = (side: { salonId: string }) =>
        `${server.url}/api/dashboard/statistics?salonId=${side.salonId}&period=${period}`;
      for (let i = 0; i < 10; i++) {
        await timedGet(url(sides.small), sides.small.cookie);
        await timedGet(url(sides.large), sides.large.cookie);
      }
      const times = { small: [] as number[], large: [] as number[] };
      for (let i = 0; i < ROUNDS; i++) {
        const order = i % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
        for (const side of order) times[side].push(await timedGet(url(sides[side]), sides[side].cookie));
      }
      const smallMs = round(median(times.small));
      const largeMs = round(median(times.large));
      return { smallMs, largeMs, ratio: round(largeMs / smallMs) };
    };
    return { month: await measure('30d'), year: await measure('12m'), requests: ROUNDS, buildSeconds };
  } finally {
    await server.stop();
  }
}
