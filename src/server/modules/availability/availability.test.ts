import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, SalonPage } from '@/shared/api-types';
import { AVAILABILITY_DATE_MESSAGE, AVAILABILITY_DAYS, marketplaceToday } from '@/shared/availability';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { addDays } from '@/shared/time-zone';
import { bookings, openingHours } from '../../db/schema';
import { createEmployee, createSalon, createUser, type TestUser } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { workday } from '../../test-support/tunis-dates';
import { refreshAllAvailability } from './refresh-availability';

let server: TestServer;
let owner: TestUser;
let client: TestUser;
interface Made {
  id: string;
  serviceIds: string[];
  serviceNames: string[];
}
const made: Made[] = [];
// A weekday whose next day is open too: a full day's booking page names the next one.
const day = workday(0, { span: 2 });

const list = (query: string) => server.client().get<SalonPage & ApiErrorBody>(`/salons?pageSize=48&${query}`);
const slotsOf = (salonId: string, serviceId: string, date = day) =>
  server
    .client()
    .call(endpoints.salons.slots, { params: { id: salonId }, query: { serviceId: serviceId, date: date } });
const refresh = () => refreshAllAvailability({ db: server.deps.db, now: new Date() });

/** Three open salons in three cities, placed on the map (the distances are asserted below). */
const PLACED_SALONS = [
  {
    name: 'Sousse Centre',
    address: 'Avenue Bourguiba, Sousse',
    city: 'sousse',
    position: { latitude: 35.8256, longitude: 10.636 },
    services: [
      { name: 'Coupe femme', price: '30.00', duration: 60 },
      { name: 'Manucure', price: '15.00', duration: 30 },
    ],
  },
  {
    name: 'Monastir Plage',
    address: 'Route de la plage, Monastir',
    city: 'monastir',
    position: { latitude: 35.7643, longitude: 10.8113 },
    services: [{ name: 'Brushing', price: '20.00', duration: 30 }],
  },
  {
    name: 'Tunis Lac',
    address: 'Les Berges du Lac, Tunis',
    city: 'tunis',
    position: { latitude: 36.8325, longitude: 10.2334 },
    services: [{ name: 'Coupe femme', price: '25.00', duration: 90 }],
  },
];

/** A salon of the test's owner; its address is its city's unless given. */
async function addSalon(options: Omit<Parameters<typeof createSalon>[1], 'ownerId'>) {
  const salon = await createSalon(server.deps, { ownerId: owner.id, address: options.city, ...options });
  const names = (options.services ?? [{ name: 'Coupe femme' }]).map((service) => service.name);
  made.push({ id: salon.id, serviceIds: salon.serviceIds, serviceNames: names });
  return salon;
}

async function book(salonId: string, serviceId: string, start: string, minutes: number, employeeId?: string) {
  const row = await insertBooking(server.deps, {
    clientId: client.id,
    prestataireId: owner.id,
    salonId,
    serviceId,
    serviceName: 'Prestation',
    servicePrice: '30.00',
    employeeId: employeeId ?? null,
    status: 'confirmed',
    start,
    minutes,
  });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  client = await createUser(server.deps, { role: 'client' });
  for (const placed of PLACED_SALONS) await addSalon(placed);
  // Closed on the sample day's weekday.
  const closed = await addSalon({
    name: 'Fermé le jour J',
    city: 'sfax',
    services: [{ name: 'Coupe homme', price: '12.00', duration: 30 }],
  });
  const weekday = must(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(`${day}T12:00:00Z`).getUTCDay()
    ],
    'weekday',
  );
  await server.deps.db.insert(openingHours).values({
    salonId: closed.id,
    day: weekday as typeof openingHours.$inferInsert.day,
    openTime: '09:00',
    closeTime: '17:00',
    isClosed: true,
    hasLunchBreak: false,
  });
  // A team of two where one does not perform the colour.
  const team = await addSalon({
    name: 'Equipe Sfax',
    city: 'sfax',
    services: [
      { name: 'Coupe femme', price: '30.00', duration: 60 },
      { name: 'Coloration', price: '60.00', duration: 120 },
    ],
  });
  await createEmployee(server.deps, { salonId: team.id, fullName: 'Amal Ben Ali' });
  await createEmployee(server.deps, { salonId: team.id, fullName: 'Sonia Trabelsi' });
  // Hidden: never listed.
  await createSalon(server.deps, {
    ownerId: owner.id,
    name: 'En attente',
    city: 'sousse',
    isApproved: false,
  });
  await refresh();
});
afterAll(async () => {
  await server?.stop();
});

describe('where', () => {
  it('filters by city and names each salon’s city', async () => {
    const answer = await list('ville=sousse');
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((salon) => salon.name)).toEqual(['Sousse Centre']);
    expect(answer.body.total).toBe(1);
    expect(must(answer.body.items[0], 'answer.body.items[0]').city).toEqual({
      slug: 'sousse',
      name: 'Sousse',
      gouvernorat: 'Sousse',
    });
  });

  it('refuses an unknown city or a half position in French', async () => {
    const city = await list('ville=paris');
    expect(city.status).toBe(400);
    expect(city.body.error.fields?.ville).toBe('Ville inconnue.');
    const half = await list('lat=36.8');
    expect(half.status).toBe(400);
    expect(half.body.error.fields?.lat).toBe('Position invalide.');
    const sort = await list('sort=distance');
    expect(sort.status).toBe(400);
    expect(sort.body.error.fields?.sort).toBe('Le tri par distance demande votre position.');
  });

  it('sorts by distance from a position and says how far each salon is', async () => {
    // Near Monastir's marina.
    const answer = await list('sort=distance&lat=35.7780&lng=10.8262');
    expect(answer.status).toBe(200);
    const names = answer.body.items.map((salon) => salon.name);
    expect(names.slice(0, 3)).toEqual(['Monastir Plage', 'Sousse Centre', 'Tunis Lac']);
    const [first, second] = answer.body.items;
    expect(must(first, 'first').distanceKm).toBeGreaterThan(1);
    expect(must(first, 'first').distanceKm).toBeLessThan(3);
    expect(must(second, 'second').distanceKm).toBeGreaterThan(15);
    // Salons without a position come last, without a distance.
    expect(must(answer.body.items.at(-1), 'answer.body.items.at(-1)').distanceKm).toBeNull();
  });

  it('lists the nearest first from anywhere, page after page, as the distance along the Earth orders them', async () => {
    // Salons all over the country (the sort reads them from an index of points on the sphere).
    const word = 'Rosace';
    const positions = Array.from({ length: 30 }, (_, i) => ({
      latitude: 30.3 + ((i * 7.31) % 7),
      longitude: 7.6 + ((i * 3.17) % 3.7),
    }));
    for (const [i, position] of positions.entries()) {
      await createSalon(server.deps, { ownerId: owner.id, name: `${word} ${i}`, city: 'tunis', position });
    }
    await createSalon(server.deps, { ownerId: owner.id, name: `${word} sans position`, city: 'tunis' });
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 30, max: 37.5, noNaN: true }),
        fc.double({ min: 7.5, max: 11.5, noNaN: true }),
        async (lat, lng) => {
          const pages = await Promise.all(
            [1, 2, 3].map((page) =>
              server.client().call(endpoints.salons.list, {
                query: { q: word, sort: 'distance', lat: lat, lng: lng, page: page },
              }),
            ),
          );
          const items = pages.flatMap((page) => page.body.items);
          expect(items).toHaveLength(31);
          // Counted along the same index, those without a position included.
          for (const page of pages) expect(page.body).toMatchObject({ total: 31, totalCapped: false });
          const distances = items.map((item) => item.distanceKm);
          expect(distances.at(-1)).toBeNull();
          const placed = distances.slice(0, -1) as number[];
          for (let i = 1; i < placed.length; i++) {
            expect(placed[i] as number).toBeGreaterThanOrEqual((placed[i - 1] as number) - 1e-9);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe('when', () => {
  it('refuses a date outside the days kept ready, in French', async () => {
    const far = addDays(marketplaceToday(new Date()), AVAILABILITY_DAYS + 1);
    const answer = await list(`dispo=${far}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(AVAILABILITY_DATE_MESSAGE);
    const bad = await list('dispo=lundi');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.dispo).toBe('Disponibilité invalide.');
  });

  // Before the random bookings of the property below, which may fill that salon's day.
  it('keeps a salon with an employee free when the other is booked', async () => {
    const team = must(
      made.find((salon) => salon.serviceNames.includes('Coloration')),
      'team',
    );
    const listed = await list(`dispo=${day}&ville=sfax&service=Coloration`);
    expect(listed.body.items.map((item) => item.id)).toContain(team.id);
  });

  it('agrees with the slots endpoint for every salon on the sample day, through random bookings and cancellations', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ salon: fc.nat(), service: fc.nat(), slot: fc.nat(), cancel: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (writes) => {
          for (const write of writes) {
            const salon = must(made[write.salon % made.length], 'salon');
            const serviceId = must(salon.serviceIds[write.service % salon.serviceIds.length], 'serviceId');
            if (write.cancel) {
              const [taken] = await server.deps.db
                .select({ id: bookings.id })
                .from(bookings)
                .where(eq(bookings.salonId, salon.id))
                .limit(1);
              if (taken)
                await server.deps.db
                  .update(bookings)
                  .set({ status: 'cancelled' })
                  .where(eq(bookings.id, taken.id));
              continue;
            }
            const free = (await slotsOf(salon.id, serviceId)).body.slots;
            if (free.length === 0) continue;
            const slot = must(free[write.slot % free.length], 'slot');
            await book(
              salon.id,
              serviceId,
              slot.start,
              (Date.parse(slot.end) - Date.parse(slot.start)) / 60_000,
            );
          }
          await refresh();
          const listed = (await list(`dispo=${day}`)).body.items;
          for (const salon of made) {
            const perService = await Promise.all(salon.serviceIds.map((id) => slotsOf(salon.id, id)));
            const starts = perService.flatMap((answer) => answer.body.slots.map((slot) => slot.start)).sort();
            const item = listed.find((candidate) => candidate.id === salon.id);
            expect(Boolean(item), salon.id).toBe(starts.length > 0);
            if (item)
              expect(Date.parse(must(item.nextSlot, 'item.nextSlot').start)).toBe(
                Date.parse(must(starts[0], 'starts[0]')),
              );
            // With a service chosen by name, the same holds for that service alone.
            const name = must(salon.serviceNames[0], 'name');
            const byName = (await list(`dispo=${day}&service=${encodeURIComponent(name)}`)).body.items;
            const first = must(perService[0], 'first').body.slots;
            expect(byName.some((candidate) => candidate.id === salon.id)).toBe(first.length > 0);
          }
        },
      ),
      { numRuns: 6 },
    );
  });

  it('moves the next free slot after a booking and back after its cancellation', async () => {
    const salon = await addSalon({
      name: 'Un fauteuil',
      city: 'bizerte',
      services: [{ name: 'Brushing', price: '20.00', duration: 30 }],
    });
    await refresh();
    const nextOf = async () =>
      (await list(`dispo=${day}&ville=bizerte`)).body.items.find((item) => item.id === salon.id)?.nextSlot;
    const before = must(await nextOf(), 'before');
    expect(before).toMatchObject({ date: day, time: '09:00', serviceId: salon.serviceIds[0] });
    const bookingId = await book(
      salon.id,
      must(salon.serviceIds[0], 'salon.serviceIds[0]'),
      before.start,
      30,
    );
    await refresh();
    expect((await nextOf())?.time).toBe('09:30');
    await server.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, bookingId));
    await refresh();
    expect((await nextOf())?.time).toBe('09:00');
  });

  it('leaves out a salon full that day, whose booking page names the next free day', async () => {
    const salon = await addSalon({
      name: 'Complet',
      city: 'gabes',
      services: [{ name: 'Soin visage', price: '40.00', duration: 30 }],
    });
    const serviceId = must(salon.serviceIds[0], 'serviceId');
    for (const slot of (await slotsOf(salon.id, serviceId)).body.slots)
      await book(salon.id, serviceId, slot.start, 30);
    await refresh();
    expect((await list(`dispo=${day}&ville=gabes`)).body.items).toEqual([]);
    const full = await slotsOf(salon.id, serviceId);
    expect(full.body).toMatchObject({ closed: true, full: true, slots: [] });
    expect(full.body.nextFreeDate).toBe(addDays(day, 1));
    // The next day is listed, with its first time.
    const next = await list(`dispo=${addDays(day, 1)}&ville=gabes`);
    expect(next.body.items[0]?.nextSlot?.time).toBe('09:00');
  });
});
