import { eq } from 'drizzle-orm';
import { bookings, services } from '../../src/server/db/schema';
import { openApp } from '../../src/server/open-app';
import { createSalon, createUser, signedIn, type TestUser } from '../../src/server/test-support/factories';
import { TestClient } from '../../src/server/test-support/test-client';
import { addDays, toWallClock, weekdayOf } from '../../src/shared/time-zone';
import type { BenchDatabase } from './bench-database';
import { spawnServer } from './server-process';
import { percentile, round } from './stats';

const RACERS = 50;
const SLOTS_REQUESTS = 300;

export interface BookingResult {
  slots: { requests: number; medianMs: number; p99Ms: number };
  /** 50 clients, 50 different slots. */
  withoutContention: { requests: number; created: number; perSecond: number };
  /** 50 clients, one slot: exactly one may win (docs/product.md#double-booking). */
  withContention: { requests: number; created: number; conflicts: number; perSecond: number };
}

interface Setup {
  salonId: string;
  serviceId: string;
  /** A Tuesday with every other half-hour already booked. */
  busyDay: string;
  clients: TestUser[];
}

/** A salon with one service, a busy day, and the 50 client accounts, written straight to the database. */
async function prepare(database: BenchDatabase): Promise<Setup> {
  const opened = await openApp(database.config());
  try {
    const { deps } = opened;
    const owner = await createUser(deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(deps, {
      ownerId: owner.id,
      name: 'Salon du banc d’essai',
      services: [{ name: 'Coupe', price: '30.00', duration: 30 }],
    });
    const [service] = await deps.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.salonId, salon.id));
    let busyDay = addDays(toWallClock(Date.now(), 'Africa/Tunis').date, 3);
    while (weekdayOf(busyDay) !== 2) busyDay = addDays(busyDay, 1);
    const client = await createUser(deps, { role: 'client' });
    await deps.db.insert(bookings).values(
      Array.from({ length: 9 }, (_, i) => {
        const hour = String(9 + i).padStart(2, '0');
        return {
          clientId: client.id,
          prestataireId: owner.id,
          salonId: salon.id,
          serviceName: 'Coupe',
          servicePrice: '30.00',
          startTime: new Date(`${busyDay}T${hour}:00:00+01:00`),
          endTime: new Date(`${busyDay}T${hour}:30:00+01:00`),
          status: 'confirmed' as const,
        };
      }),
    );
    const clients = await Promise.all(
      Array.from({ length: RACERS }, () => createUser(deps, { role: 'client' })),
    );
    return { salonId: salon.id, serviceId: service!.id, busyDay, clients };
  } finally {
    await opened.close();
  }
}

/**
 * The booking engine on the real server over HTTP (loopback), the server in its own process:
 * slots of a busy day (median, p99 of 300 sequential requests), booking creation without
 * contention (50 clients, 50 slots) and with it (50 clients, one slot: one 201, 49 × 409).
 */
export async function benchBooking(database: BenchDatabase): Promise<BookingResult> {
  const setup = await prepare(database);
  // No mail worker: its ticks would fall at a random moment of the measure, and mails are not the engine.
  const server = await spawnServer('src/server/index.ts', { ...database.env, OUTBOX_INTERVAL_MS: '0' });
  try {
    const slotsUrl = (date: string) =>
      `${server.url}/api/salons/${setup.salonId}/slots?date=${date}&serviceId=${setup.serviceId}`;
    const slotsOn = async (date: string) =>
      ((await (await fetch(slotsUrl(date))).json()) as { slots: { start: string }[] }).slots;

    for (let i = 0; i < 50; i++) await (await fetch(slotsUrl(setup.busyDay))).arrayBuffer();
    const latencies: number[] = [];
    for (let i = 0; i < SLOTS_REQUESTS; i++) {
      const started = performance.now();
      await (await fetch(slotsUrl(setup.busyDay))).arrayBuffer();
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);

    const browsers = { client: () => new TestClient(server.url) };
    const racers = await Promise.all(setup.clients.map((user) => signedIn(browsers, user)));
    // 50 distinct free slots, over as many open days as it takes (from the week after the busy day).
    const distinct: { start: string }[] = [];
    let day = addDays(setup.busyDay, 7);
    while (distinct.length < RACERS) {
      if (weekdayOf(day) !== 0) distinct.push(...(await slotsOn(day)));
      day = addDays(day, 1);
    }
    const book = (http: TestClient, start: string) =>
      http.post('/bookings', { salonId: setup.salonId, serviceId: setup.serviceId, start });

    let started = performance.now();
    const spread = await Promise.all(racers.map((http, i) => book(http, distinct[i]!.start)));
    const spreadSeconds = (performance.now() - started) / 1000;

    const [contested] = await slotsOn(addDays(day, 7));
    if (!contested) throw new Error('Aucun créneau libre pour la course.');
    started = performance.now();
    const race = await Promise.all(racers.map((http) => book(http, contested.start)));
    const raceSeconds = (performance.now() - started) / 1000;

    return {
      slots: {
        requests: latencies.length,
        medianMs: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
      },
      withoutContention: {
        requests: spread.length,
        created: spread.filter((r) => r.status === 201).length,
        perSecond: round(spread.length / spreadSeconds),
      },
      withContention: {
        requests: race.length,
        created: race.filter((r) => r.status === 201).length,
        conflicts: race.filter((r) => r.status === 409).length,
        perSecond: round(race.length / raceSeconds),
      },
    };
  } finally {
    await server.stop();
  }
}
