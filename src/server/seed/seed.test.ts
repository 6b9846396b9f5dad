import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { CIN_PATTERN } from '@/shared/constants';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { hoursOn } from '@/shared/opening-hours';
import { computeSlots, computeStaffSlots } from '@/shared/slots';
import { workingWindowOf } from '@/shared/staff';
import { addDays, fromWallClock, toWallClock } from '@/shared/time-zone';
import { nowMs } from '../base/clock';
import {
  bookingParts,
  bookings,
  employeeAbsences,
  employeeServices,
  employees,
  employeeWorkingDays,
  messageOutbox,
  openingHours,
  reviews,
  salons,
  services,
  users,
} from '../db/schema';
import { openCin } from '../modules/auth/identity-card';
import { loadTeam, performs, type TeamEmployee } from '../modules/core/load-team';
import { getOpeningHours } from '../modules/salons/get-opening-hours';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { seedDemoMarketplace } from './';
import type { DemoCredential } from './accounts';

interface SeededDatabase {
  opened: Pick<TestServer, 'deps' | 'client'>;
  credentials: DemoCredential[];
  close(): Promise<void>;
}

/** A fresh database (PGlite, or a scratch PostgreSQL one in the postgres project), seeded. */
async function openSeededDatabase(): Promise<SeededDatabase> {
  const server = await startTestServer();
  try {
    // How long the seeding takes is the bench's record ("remplissage de la démo"), not a test's:
    // a time limit here failed on a busy machine (10.2 s of CPU beside the browser suite).
    const credentials = await seedDemoMarketplace(server.deps);
    return { opened: server, credentials, close: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Wall-clock minutes and weekday in Tunis, computed independently of the seed's own clock code. */
function tunisClock(instant: Date): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Tunis',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: part('weekday').toLowerCase(), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

describe('seedDemoMarketplace', () => {
  let first: SeededDatabase;
  let second: SeededDatabase;

  beforeAll(async () => {
    first = await openSeededDatabase();
    second = await openSeededDatabase();
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  const db = () => first.opened.deps.db;

  it('shows approved salons in several cities, and two waiting for approval', async () => {
    const rows = await db().select().from(salons);
    const approved = rows.filter((salon) => salon.isApproved);
    expect(approved.length).toBeGreaterThanOrEqual(14);
    expect(rows.filter((salon) => !salon.isApproved)).toHaveLength(2);
    const cities = [
      'Tunis',
      'La Marsa',
      'Ariana',
      'Sousse',
      'Sfax',
      'Nabeul',
      'Hammamet',
      'Bizerte',
      'Monastir',
      'Djerba',
    ];
    const citiesShown = cities.filter((city) => approved.some((salon) => salon.address.includes(city)));
    expect(citiesShown.length).toBeGreaterThanOrEqual(5);
  });

  it('gives every approved salon priced services and a full week of hours', async () => {
    const approved = await db().select().from(salons);
    const serviceRows = await db().select().from(services);
    const hourRows = await db().select().from(openingHours);
    for (const salon of approved.filter((candidate) => candidate.isApproved)) {
      const own = serviceRows.filter((service) => service.salonId === salon.id);
      expect(own.length, salon.name).toBeGreaterThanOrEqual(3);
      for (const service of own) expect(Number(service.price), service.name).toBeGreaterThan(0);
      expect(
        hourRows.filter((row) => row.salonId === salon.id),
        salon.name,
      ).toHaveLength(7);
    }
    expect(hourRows.some((row) => row.hasLunchBreak && !row.isClosed)).toBe(true);
    for (const category of ['Coupe', 'Maquillage', 'Manucure', 'Soin du visage']) {
      expect(
        serviceRows.some((service) => service.name.includes(category)),
        category,
      ).toBe(true);
    }
  });

  it('keeps each salon rating equal to the average of its reviews', async () => {
    const salonRows = await db().select().from(salons);
    const reviewRows = await db().select().from(reviews);
    expect(reviewRows.length).toBeGreaterThan(0);
    expect(reviewRows.some((review) => review.isVerified)).toBe(true);
    for (const salon of salonRows) {
      const ratings = reviewRows
        .filter((review) => review.salonId === salon.id)
        .map((review) => review.rating);
      const expected = ratings.length
        ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100
        : 0;
      expect(Number(salon.avgRating), salon.name).toBe(expected);
      expect(salon.reviewCount).toBe(ratings.length);
    }
  });

  it('has past and upcoming bookings, inside opening hours and never overlapping', async () => {
    const now = new Date();
    const bookingRows = await db().select().from(bookings);
    const hourRows = await db().select().from(openingHours);
    expect(bookingRows.some((booking) => booking.startTime < now)).toBe(true);
    expect(bookingRows.some((booking) => booking.startTime > now)).toBe(true);

    for (const booking of bookingRows) {
      const start = tunisClock(booking.startTime);
      const end = tunisClock(booking.endTime);
      const hours = hourRows.find((row) => row.salonId === booking.salonId && row.day === start.day);
      expect(hours?.isClosed, `${booking.serviceName} un ${start.day}`).toBe(false);
      const open = must(hours, `the hours of ${start.day}`);
      expect(start.minutes).toBeGreaterThanOrEqual(minutesOf(open.openTime));
      expect(end.minutes).toBeLessThanOrEqual(minutesOf(open.closeTime));
      if (open.hasLunchBreak) {
        const overlapsLunch =
          start.minutes < minutesOf(must(open.lunchBreakEnd, 'the lunch break end')) &&
          end.minutes > minutesOf(must(open.lunchBreakStart, 'the lunch break start'));
        expect(overlapsLunch).toBe(false);
      }
    }

    // Nobody is booked twice at once: each employee, and a salon as a whole for bookings without one.
    const active = bookingRows
      .filter((booking) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status))
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
    const lastEndByPerson = new Map<string, Date>();
    for (const booking of active) {
      const person = booking.employeeId ?? `salon ${booking.salonId}`;
      const lastEnd = lastEndByPerson.get(person);
      if (lastEnd) expect(booking.startTime.getTime()).toBeGreaterThanOrEqual(lastEnd.getTime());
      lastEndByPerson.set(person, booking.endTime);
    }
  });

  it('leaves the demo prestataire 14 ended appointments still « Confirmé » to settle', async () => {
    const email = must(
      first.credentials.find((credential) => credential.label === 'Prestataire (validé)'),
      'the demo prestataire',
    ).email;
    const [owner] = await db().select().from(users).where(eq(users.email, email));
    const now = new Date();
    const rows = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.prestataireId, must(owner, 'the demo prestataire').id));
    const toSettle = rows.filter((booking) => booking.status === 'confirmed' && booking.endTime <= now);
    expect(toSettle).toHaveLength(14);
  });

  it('gives most approved salons a team of 2 to 4, with days off, part-time hours and specialities', async () => {
    const salonRows = await db().select().from(salons);
    const employeeRows = await db().select().from(employees);
    const dayRows = await db().select().from(employeeWorkingDays);
    const linkRows = await db().select().from(employeeServices);
    const serviceRows = await db().select().from(services);
    const approved = salonRows.filter((salon) => salon.isApproved);
    const teamSize = (salonId: string) => employeeRows.filter((row) => row.salonId === salonId).length;
    const withTeams = approved.filter((salon) => teamSize(salon.id) >= 2 && teamSize(salon.id) <= 4);
    expect(withTeams.length).toBeGreaterThanOrEqual(Math.ceil(approved.length * 0.75));
    for (const salon of approved) expect(teamSize(salon.id), salon.name).toBeLessThanOrEqual(4);

    let dayOff = 0;
    let partTime = 0;
    for (const salon of approved) {
      const week = await getOpeningHours(db(), salon.id);
      const team = await loadTeam(db(), salon.id);
      for (const employee of team) {
        // Their own hours stay inside the salon's, on days the salon is open.
        for (const day of employee.days) {
          const hours = must(
            week.find((candidate) => candidate.day === day.day),
            'hours',
          );
          expect(hours.isClosed, `${employee.fullName} le ${day.day}`).toBe(false);
          expect(day.startTime >= hours.openTime && day.endTime <= hours.closeTime, employee.fullName).toBe(
            true,
          );
        }
        const openDays = week.filter((day) => !day.isClosed);
        const worked = openDays.filter((day) => workingWindowOf(employee, day) !== null);
        if (worked.length < openDays.length) dayOff++;
        const minutes = (employee: TeamEmployee) =>
          openDays.reduce((sum, day) => {
            const window = workingWindowOf(employee, day);
            return sum + (window ? minutesOf(window.end) - minutesOf(window.start) : 0);
          }, 0);
        const full = minutes({ ...employee, followsSalonHours: true });
        if (minutes(employee) <= full / 2) partTime++;
      }
      // Every service has someone to perform it, and only the salon's own services are linked.
      const own = serviceRows.filter((service) => service.salonId === salon.id);
      for (const service of own) {
        expect(
          team.some((employee) => performs(employee, service.id)),
          `${salon.name} : ${service.name}`,
        ).toBe(true);
      }
      for (const employee of team) {
        for (const serviceId of employee.serviceIds)
          expect(own.map((service) => service.id)).toContain(serviceId);
      }
    }
    expect(dayOff).toBeGreaterThanOrEqual(1);
    expect(partTime).toBeGreaterThanOrEqual(1);
    expect(employeeRows.some((row) => !row.followsSalonHours)).toBe(true);
    expect(employeeRows.some((row) => !row.performsAllServices)).toBe(true);
    expect(dayRows.length).toBeGreaterThan(0);
    expect(linkRows.length).toBeGreaterThan(0);
    // The demo prestataire's first salon has the 3 people of its data.
    const yasmine = must(
      approved.find((salon) => salon.name === 'Salon Yasmine Coiffure'),
      'yasmine',
    );
    expect(teamSize(yasmine.id)).toBe(3);
  });

  it('places every booking, past or upcoming, on a slot the salon offers for its service, day and employee', async () => {
    const now = new Date();
    const salonRows = await db().select().from(salons);
    const serviceRows = await db().select().from(services);
    const bookingRows = await db().select().from(bookings);
    const absenceRows = await db().select().from(employeeAbsences);
    const partRows = await db().select().from(bookingParts);
    const weeks = new Map<string, Awaited<ReturnType<typeof getOpeningHours>>>();
    const isActive = (status: string) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);
    const teams = new Map<string, TeamEmployee[]>();
    let withEmployee = 0;
    for (const booking of bookingRows) {
      const { timeZone } = must(
        salonRows.find((salon) => salon.id === booking.salonId),
        'salonId',
      );
      const service = must(
        serviceRows.find((candidate) => candidate.id === booking.serviceId),
        'service',
      );
      const date = toWallClock(booking.startTime, timeZone).date;
      // The stored week and team, read as the slots endpoint reads them.
      if (!weeks.has(booking.salonId))
        weeks.set(booking.salonId, await getOpeningHours(db(), booking.salonId));
      const week = must(weeks.get(booking.salonId), 'week');
      // A visit of several services takes the slot of their added length, with one employee for all.
      const parts = partRows.filter((part) => part.bookingId === booking.id);
      const visitMinutes = (booking.endTime.getTime() - booking.startTime.getTime()) / 60_000;
      const hours = hoursOn(week, date);
      if (!teams.has(booking.salonId)) teams.set(booking.salonId, await loadTeam(db(), booking.salonId));
      const team = must(teams.get(booking.salonId), 'team');
      const others = bookingRows.filter(
        (other) => other.salonId === booking.salonId && other.id !== booking.id && isActive(other.status),
      );
      const interval = (row: { startTime: Date; endTime: Date }) => ({
        start: row.startTime,
        end: row.endTime,
      });
      // What blocks the whole salon: its other active bookings that name nobody.
      const busy = others.filter((other) => other.employeeId === null).map(interval);
      // A past day is looked at from the day before: the slot functions leave out slots already started.
      const seenFrom =
        booking.startTime < now
          ? must(
              fromWallClock(addDays(date, -1), 0, timeZone),
              'fromWallClock(addDays(date, -1), 0, timeZone)',
            )
          : now;
      const partMinutes = parts.reduce(
        (sum, part) => sum + (part.endTime.getTime() - part.startTime.getTime()) / 60_000,
        0,
      );
      const label = `${booking.serviceName} le ${date}`;
      expect(visitMinutes, label).toBe(parts.length > 1 ? partMinutes : service.duration);
      const grid = { date, timeZone, hours, durationMinutes: visitMinutes, now: seenFrom };
      const booked = `${booking.startTime.toISOString()}/${booking.endTime.toISOString()}`;
      if (team.length === 0) {
        expect(booking.employeeId, label).toBeNull();
        const offered = computeSlots({ ...grid, busy }).map((slot) => `${slot.start}/${slot.end}`);
        expect(offered, label).toContain(booked);
        continue;
      }
      // A salon with a team: the booking names one of them, who performs the service, and was free.
      const employee = must(
        team.find((candidate) => candidate.id === booking.employeeId),
        `${label} : employé`,
      );
      for (const part of parts) {
        expect(performs(employee, part.serviceId ?? ''), `${part.serviceName} par ${employee.fullName}`).toBe(
          true,
        );
        expect(part.employeeId).toBe(employee.id);
      }
      expect(performs(employee, service.id), `${label} par ${employee.fullName}`).toBe(true);
      withEmployee++;
      const staff = [
        {
          id: employee.id,
          window: workingWindowOf(employee, hours),
          busy: [
            ...others.filter((other) => other.employeeId === employee.id).map(interval),
            ...absenceRows.filter((absence) => absence.employeeId === employee.id).map(interval),
          ],
        },
      ];
      const offered = computeStaffSlots({ ...grid, busy, staff })
        .filter((slot) => slot.employeeIds.includes(employee.id))
        .map((slot) => `${slot.start}/${slot.end}`);
      expect(offered, `${label} avec ${employee.fullName}`).toContain(booked);
    }
    expect(withEmployee).toBeGreaterThan(0);
    // The work is spread: in a salon with a team, more than one person has bookings.
    const spread = [...teams.entries()].filter(
      ([salonId, team]) =>
        team.length >= 2 &&
        new Set(bookingRows.filter((booking) => booking.salonId === salonId).map((b) => b.employeeId)).size >=
          2,
    );
    expect(spread.length).toBeGreaterThanOrEqual(10);
  });

  it('plans an absence, clear of every booking of that employee', async () => {
    const absenceRows = await db().select().from(employeeAbsences);
    expect(absenceRows.length).toBeGreaterThan(0);
    const bookingRows = await db().select().from(bookings);
    for (const absence of absenceRows) {
      const covered = bookingRows.filter(
        (booking) =>
          booking.employeeId === absence.employeeId &&
          booking.startTime < absence.endTime &&
          booking.endTime > absence.startTime,
      );
      expect(covered).toEqual([]);
    }
  });

  it('gives the demo client and the demo prestataire bookings to look at', async () => {
    const client = must(
      first.credentials.find((credential) => credential.label === 'Client'),
      'client',
    );
    const provider = must(
      first.credentials.find((credential) => credential.label === 'Prestataire (validé)'),
      'provider',
    );
    const userRows = await db().select().from(users);
    const clientId = must(
      userRows.find((user) => user.email === client.email),
      'clientId',
    ).id;
    const providerId = must(
      userRows.find((user) => user.email === provider.email),
      'providerId',
    ).id;
    const now = new Date();
    const bookingRows = await db().select().from(bookings);
    const clientBookings = bookingRows.filter((booking) => booking.clientId === clientId);
    expect(clientBookings.filter((booking) => booking.startTime > now).length).toBeGreaterThanOrEqual(3);
    expect(clientBookings.filter((booking) => booking.startTime < now).length).toBeGreaterThanOrEqual(3);
    expect(bookingRows.filter((booking) => booking.prestataireId === providerId).length).toBeGreaterThan(5);

    const pending = userRows.find((user) => user.providerStatus === 'pending');
    // Stored sealed (decision 047); the admin reads it back as a CIN.
    expect(pending?.cin).not.toMatch(CIN_PATTERN);
    expect(openCin(first.opened.deps.config.encryptionKey, pending?.cin ?? null)).toMatch(CIN_PATTERN);
    expect(pending?.salonAddress).toBeTruthy();
  });

  it('gives the demo prestataire three months of a living salon: honoured, missed, cancelled, entered, visits, messages', async () => {
    const provider = must(
      first.credentials.find((credential) => credential.label === 'Prestataire (validé)'),
      'provider',
    );
    const http = first.opened.client();
    expect(
      (
        await http.call(endpoints.accounts.signIn, {
          body: { email: provider.email, password: provider.password },
        })
      ).status,
    ).toBe(200);
    // « Statistiques » over 30 days and the 30 before: something true to show in each figure.
    const stats = await http.call(endpoints.dashboard.statistics, { query: { period: '30d' } });
    expect(stats.status).toBe(200);
    const { revenue, bookings: counted, noShows, clients, occupancy } = stats.body;
    for (const compared of [revenue]) {
      expect(Number(compared.current)).toBeGreaterThan(0);
      expect(Number(compared.previous)).toBeGreaterThan(0);
    }
    const byStatus = Object.fromEntries(counted.byStatus.map((row) => [row.status, row.current]));
    expect(byStatus.attended).toBeGreaterThan(30);
    expect(byStatus.no_show).toBeGreaterThan(0);
    expect(byStatus.cancelled).toBeGreaterThan(0);
    const byOrigin = Object.fromEntries(counted.byOrigin.map((row) => [row.origin, row.current]));
    for (const origin of ['online', 'phone', 'walk_in'] as const)
      expect(byOrigin[origin], origin).toBeGreaterThan(0);
    expect(noShows.recorded.current).toBeGreaterThan(noShows.noShows.current);
    expect(noShows.noShows.current).toBeGreaterThan(0);
    expect(clients.returningVisits.current).toBeGreaterThan(0);
    expect(occupancy.some((row) => row.bookedMinutes.current > 0)).toBe(true);

    // « Clients »: files with their last visit, some of people the salon entered (no account).
    const book = await http.call(endpoints.clients.list);
    expect(book.status).toBe(200);
    expect(book.body.items.filter((file) => file.lastVisitAt !== null).length).toBeGreaterThan(10);
    expect(book.body.items.some((file) => !file.hasAccount && file.phone?.startsWith('+216'))).toBe(true);

    // Visits of two services, and the SMS the salon-entered appointments sent, delivered.
    const ownerId = must(
      (await db().select().from(users).where(eq(users.email, provider.email)))[0],
      'the demo prestataire',
    ).id;
    const own = await db().select().from(bookings).where(eq(bookings.prestataireId, ownerId));
    const parts = await db().select().from(bookingParts);
    const partsOf = (id: string) => parts.filter((part) => part.bookingId === id);
    expect(own.filter((booking) => partsOf(booking.id).length === 2).length).toBeGreaterThan(5);
    const messages = await db().select().from(messageOutbox);
    expect(messages.length).toBeGreaterThan(20);
    for (const message of messages) {
      const booking = must(
        own.find((candidate) => candidate.id === message.bookingId),
        'a booking of the demo prestataire',
      );
      expect(booking.origin).not.toBe('online');
      expect(message).toMatchObject({ channel: 'sms', state: 'delivered' });
      expect(message.body).toMatch(/Confirmer ou annuler : \S+\/m\/[A-Za-z0-9]{8}$/);
    }
    // Three months back, on the product's clock (the seed's).
    const oldest = Math.min(...own.map((booking) => booking.startTime.getTime()));
    expect((nowMs() - oldest) / 86_400_000).toBeGreaterThan(85);
    expect((nowMs() - oldest) / 86_400_000).toBeLessThan(92);
  });

  it('prints four credentials that sign in', async () => {
    expect(first.credentials.map((credential) => credential.label)).toEqual([
      'Administrateur',
      'Prestataire (validé)',
      'Prestataire (en attente de validation)',
      'Client',
    ]);
    for (const { email, password } of first.credentials) {
      const result = await first.opened.deps.auth.api.signInEmail({ body: { email, password } });
      expect(result.user.email).toBe(email);
    }
  });

  it('generates new passwords for every database', () => {
    const passwords = (seeded: SeededDatabase) => seeded.credentials.map((credential) => credential.password);
    expect(first.credentials.map((credential) => credential.email)).toEqual(
      second.credentials.map((credential) => credential.email),
    );
    for (const [index, password] of passwords(first).entries()) {
      expect(password).not.toBe(passwords(second)[index]);
    }
    expect(new Set(passwords(first)).size).toBe(first.credentials.length);
  });
});
