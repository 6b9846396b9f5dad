import { eq } from 'drizzle-orm';
import { services } from '../../src/server/db/schema';
import { insertPlainBookings } from '../../src/server/modules/core/booking-parts';
import { openApp } from '../../src/server/open-app';
import {
  createSalon,
  createUser,
  sessionCookie,
  signedIn,
  type TestUser,
} from '../../src/server/test-support/factories';
import { TestClient } from '../../src/server/test-support/test-client';
import { must } from '../../src/shared/must';
import { addDays, toWallClock, weekdayOf } from '../../src/shared/time-zone';
import type { BenchDatabase } from './bench-database';
import { spawnServer } from './server-process';
import { percentile, round } from './stats';
import { AGENDA_WEEK_BOOKINGS, prepareTeamSalons, type TeamSalons } from './team-salons';

const RACERS = 50;
const SLOTS_REQUESTS = 300;
const AGENDA_REQUESTS = 50;
/** What an unknown API route answers. */
const UNKNOWN_ROUTE_MESSAGE = 'Ressource introuvable.';

export interface Latencies {
  requests: number;
  medianMs: number;
  p99Ms: number;
}

export interface BookingResult {
  slots: Latencies;
  /**
   * Slots of the same busy day ("Sans préférence"), one employee against six with the same load
   * each, measured in turns so that both see the same machine; `ratio` = six / one (medians).
   */
  teamSlots: {
    oneEmployee: Latencies;
    sixEmployees: Latencies;
    ratio: number;
    /**
     * A visit of three services in the six-employee salon, measured in the same turns;
     * `visitRatio` = visit / single service (medians, six employees).
     */
    visit: Latencies;
    visitRatio: number;
  };
  /** The week view of the six-person salon's agenda, as its owner; null when the route is absent. */
  agenda: (Latencies & { bookings: number }) | null;
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
  team: TeamSalons;
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
    const service = must(
      (await deps.db.select({ id: services.id }).from(services).where(eq(services.salonId, salon.id)))[0],
      'service',
    );
    let busyDay = addDays(toWallClock(Date.now(), 'Africa/Tunis').date, 3);
    while (weekdayOf(busyDay) !== 2) busyDay = addDays(busyDay, 1);
    const client = await createUser(deps, { role: 'client' });
    await insertPlainBookings(
      deps.db,
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
    const team = await prepareTeamSalons(deps, { busyDay, clientId: client.id });
    return { salonId: salon.id, serviceId: service.id, busyDay, clients, team };
  } finally {
    await opened.close();
  }
}

const latenciesOf = (values: number[]): Latencies => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
  };
};

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} : HTTP ${response.status}`);
  return performance.now() - started;
}

/**
 * The slots of the busy day in the one-employee and the six-employee salons, in turns (which one
 * goes first alternates), after a warm-up of each.
 */
async function benchTeamSlots(baseUrl: string, setup: Setup): Promise<BookingResult['teamSlots']> {
  const url = ({ salonId, serviceId }: { salonId: string; serviceId: string }) =>
    `${baseUrl}/api/salons/${salonId}/slots?date=${setup.busyDay}&serviceId=${serviceId}`;
  const one = url(setup.team.oneEmployee);
  const six = url(setup.team.sixEmployees);
  // The same service three times: a 90-minute visit of three parts, each with anyone.
  const { serviceId } = setup.team.sixEmployees;
  const visit = `${six}&followedBy=${serviceId},${serviceId}`;
  for (let i = 0; i < 50; i++) {
    await timed(one);
    await timed(six);
    await timed(visit);
  }
  const oneTimes: number[] = [];
  const sixTimes: number[] = [];
  const visitTimes: number[] = [];
  for (let i = 0; i < SLOTS_REQUESTS; i++) {
    if (i % 2 === 0) {
      oneTimes.push(await timed(one));
      sixTimes.push(await timed(six));
      visitTimes.push(await timed(visit));
    } else {
      visitTimes.push(await timed(visit));
      sixTimes.push(await timed(six));
      oneTimes.push(await timed(one));
    }
  }
  const oneEmployee = latenciesOf(oneTimes);
  const sixEmployees = latenciesOf(sixTimes);
  const visitLatencies = latenciesOf(visitTimes);
  return {
    oneEmployee,
    sixEmployees,
    ratio: round(sixEmployees.medianMs / oneEmployee.medianMs),
    visit: visitLatencies,
    visitRatio: round(visitLatencies.medianMs / sixEmployees.medianMs),
  };
}

/**
 * The six-person salon's week (150 bookings) in the agenda, as its owner: one request per view.
 * Null when the server has no agenda route (an unknown API route's 404).
 */
async function benchAgenda(baseUrl: string, setup: Setup): Promise<BookingResult['agenda']> {
  // The owner's session cookie, as the browser sends it.
  const headers = { cookie: await sessionCookie(baseUrl, setup.team.sixEmployees.owner) };
  const url = `${baseUrl}/api/salons/${setup.team.sixEmployees.salonId}/agenda?date=${setup.busyDay}&view=week`;
  const probe = await fetch(url, { headers });
  const body = (await probe.json()) as { bookings?: unknown[]; error?: { message: string } };
  if (probe.status === 404 && body.error?.message === UNKNOWN_ROUTE_MESSAGE) return null;
  if (probe.status !== 200) throw new Error(`agenda : HTTP ${probe.status} ${JSON.stringify(body)}`);
  const bookingsShown = body.bookings?.length ?? 0;
  if (bookingsShown !== AGENDA_WEEK_BOOKINGS) {
    throw new Error(`agenda : ${bookingsShown} rendez-vous au lieu de ${AGENDA_WEEK_BOOKINGS}.`);
  }
  for (let i = 0; i < 10; i++) await timed(url, { headers });
  const times: number[] = [];
  for (let i = 0; i < AGENDA_REQUESTS; i++) times.push(await timed(url, { headers }));
  return { ...latenciesOf(times), bookings: bookingsShown };
}

/**
 * The booking engine on the real server over HTTP (loopback), the server in its own process:
 * slots of a busy day (median, p99 of 300 sequential requests), the same for salons of one and six
 * employees, the agenda's week of the six-person salon, booking creation without contention
 * (50 clients, 50 slots) and with it (50 clients, one slot: one 201, 49 × 409).
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
    const teamSlots = await benchTeamSlots(server.url, setup);
    const agenda = await benchAgenda(server.url, setup);

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
    const spread = await Promise.all(
      racers.map((http, i) => book(http, must(distinct[i], 'distinct[i]').start)),
    );
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
      teamSlots,
      agenda,
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
