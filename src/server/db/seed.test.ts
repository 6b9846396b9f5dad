import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { CIN_PATTERN } from '@/shared/constants';
import { DAY_BY_WEEKDAY } from '@/shared/opening-hours';
import { computeSlots } from '@/shared/slots';
import { addDays, fromWallClock, toWallClock, weekdayOf } from '@/shared/time-zone';
import { getOpeningHours } from '../modules/salons/get-opening-hours';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { bookings, openingHours, reviews, salons, services, users } from './schema';
import { seedDemoMarketplace } from './seed';
import type { DemoCredential } from './seed/accounts';

interface SeededDatabase {
  opened: Pick<TestServer, 'deps'>;
  credentials: DemoCredential[];
  seedMs: number;
  close(): Promise<void>;
}

/** A fresh database (PGlite, or a scratch PostgreSQL one in the postgres project), seeded. */
async function openSeededDatabase(): Promise<SeededDatabase> {
  const server = await startTestServer();
  try {
    const startedAt = performance.now();
    const credentials = await seedDemoMarketplace(server.deps);
    const seedMs = performance.now() - startedAt;
    return { opened: server, credentials, seedMs, close: () => server.stop() };
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

  it('is quick enough to run on the first start', () => {
    expect(first.seedMs).toBeLessThan(10_000);
  });

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
      expect(start.minutes).toBeGreaterThanOrEqual(minutesOf(hours!.openTime));
      expect(end.minutes).toBeLessThanOrEqual(minutesOf(hours!.closeTime));
      if (hours!.hasLunchBreak) {
        const overlapsLunch =
          start.minutes < minutesOf(hours!.lunchBreakEnd!) &&
          end.minutes > minutesOf(hours!.lunchBreakStart!);
        expect(overlapsLunch).toBe(false);
      }
    }

    const active = bookingRows
      .filter((booking) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status))
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
    const lastEndBySalon = new Map<string, Date>();
    for (const booking of active) {
      const lastEnd = lastEndBySalon.get(booking.salonId);
      if (lastEnd) expect(booking.startTime.getTime()).toBeGreaterThanOrEqual(lastEnd.getTime());
      lastEndBySalon.set(booking.salonId, booking.endTime);
    }
  });

  it('places every booking, past or upcoming, on a slot the salon offers for its service and day', async () => {
    const now = new Date();
    const salonRows = await db().select().from(salons);
    const serviceRows = await db().select().from(services);
    const bookingRows = await db().select().from(bookings);
    for (const booking of bookingRows) {
      const { timeZone } = salonRows.find((salon) => salon.id === booking.salonId)!;
      const service = serviceRows.find((candidate) => candidate.id === booking.serviceId)!;
      const date = toWallClock(booking.startTime, timeZone).date;
      // The stored week, read as the slots endpoint reads it.
      const week = await getOpeningHours(db(), booking.salonId);
      const hours = week.find((day) => day.day === DAY_BY_WEEKDAY[weekdayOf(date)])!;
      // What the salon's other active bookings leave free, as the slots endpoint computes it.
      const busy = bookingRows
        .filter(
          (other) =>
            other.salonId === booking.salonId &&
            other.id !== booking.id &&
            (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(other.status),
        )
        .map((other) => ({ start: other.startTime, end: other.endTime }));
      // A past day is looked at from the day before: computeSlots leaves out slots already started.
      const seenFrom = booking.startTime < now ? fromWallClock(addDays(date, -1), 0, timeZone)! : now;
      const offered = computeSlots({
        date,
        timeZone,
        hours,
        durationMinutes: service.duration,
        busy,
        now: seenFrom,
      }).map((slot) => `${slot.start}/${slot.end}`);
      expect(offered, `${booking.serviceName} le ${date}`).toContain(
        `${booking.startTime.toISOString()}/${booking.endTime.toISOString()}`,
      );
    }
  });

  it('gives the demo client and the demo prestataire bookings to look at', async () => {
    const client = first.credentials.find((credential) => credential.label === 'Client')!;
    const provider = first.credentials.find((credential) => credential.label === 'Prestataire (validé)')!;
    const userRows = await db().select().from(users);
    const clientId = userRows.find((user) => user.email === client.email)!.id;
    const providerId = userRows.find((user) => user.email === provider.email)!.id;
    const now = new Date();
    const bookingRows = await db().select().from(bookings);
    const clientBookings = bookingRows.filter((booking) => booking.clientId === clientId);
    expect(clientBookings.filter((booking) => booking.startTime > now).length).toBeGreaterThanOrEqual(3);
    expect(clientBookings.filter((booking) => booking.startTime < now).length).toBeGreaterThanOrEqual(3);
    expect(bookingRows.filter((booking) => booking.prestataireId === providerId).length).toBeGreaterThan(5);

    const pending = userRows.find((user) => user.providerStatus === 'pending');
    expect(pending?.cin).toMatch(CIN_PATTERN);
    expect(pending?.salonAddress).toBeTruthy();
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
