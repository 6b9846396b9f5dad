import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingList } from '@/shared/api-types';
import type { BookingStatus } from '@/shared/booking-status';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { createSalon, createUser, signedIn, type TestUser } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };

let server: TestServer;
let owner: TestUser;
let ownerHttp: TestClient;
let client: TestUser;
let clientHttp: TestClient;
const salonIds: string[] = [];

/** 10:00 in Tunis (UTC+1) on 2031-03-{day}. */
const at = (day: number) => new Date(`2031-03-${String(day).padStart(2, '0')}T09:00:00Z`);

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  ownerHttp = await signedIn(server, owner);
  client = await createUser(server.deps, { role: 'client' });
  clientHttp = await signedIn(server, client);
  for (const name of ['Salon Nord', 'Salon Sud']) {
    salonIds.push((await createSalon(server.deps, { ownerId: owner.id, name })).id);
  }
  const rows: Array<[number, number, BookingStatus]> = [
    [0, 3, 'pending'],
    [0, 4, 'confirmed'],
    [0, 10, 'pending'],
    [1, 4, 'pending'],
    [1, 12, 'cancelled'],
  ];
  for (const [salon, day, status] of rows) {
    await insertBooking(server.deps, {
      clientId: client.id,
      prestataireId: owner.id,
      salonId: must(salonIds[salon], 'salonIds[salon]'),
      servicePrice: '20.00',
      start: at(day),
      minutes: 30,
      status,
    });
  }
});
afterAll(async () => {
  await server?.stop();
});

const list = (query: string) => ownerHttp.get<BookingList & ErrorBody>(`/bookings?scope=upcoming&${query}`);
const days = (body: BookingList) => body.items.map((item) => item.startTime.slice(0, 10));

describe("the owner's bookings list", () => {
  it('filters by salon, status and a range of days, the counts following the filters', async () => {
    // A cancelled booking is never "upcoming", nor "past": the 12th is under "Annulés".
    expect(days((await list('')).body)).toEqual(['2031-03-03', '2031-03-04', '2031-03-04', '2031-03-10']);
    expect(days((await list(`salonId=${salonIds[1]}`)).body)).toEqual(['2031-03-04']);
    const cancelled = await ownerHttp.call(endpoints.bookings.list, {
      query: { scope: 'cancelled', salonId: salonIds[1] },
    });
    expect(days(cancelled.body)).toEqual(['2031-03-12']);
    expect(cancelled.body.counts).toMatchObject({ past: 0, cancelled: 1 });
    expect(days((await list('status=pending')).body)).toEqual(['2031-03-03', '2031-03-04', '2031-03-10']);
    const range = await list('from=2031-03-04&to=2031-03-10');
    expect(days(range.body)).toEqual(['2031-03-04', '2031-03-04', '2031-03-10']);
    expect(range.body.counts.upcoming).toBe(3);
    const all = await list(`salonId=${salonIds[0]}&status=pending&from=2031-03-01&to=2031-03-05`);
    expect(days(all.body)).toEqual(['2031-03-03']);
  });

  it('refuses a reversed range, a bad date and a bad salon in French', async () => {
    const reversed = await list('from=2031-03-10&to=2031-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields?.to).toBe('La date de fin doit être après la date de début.');
    expect((await list('from=2031-02-30')).body.error.message).toBe('Date invalide.');
    expect((await list('salonId=abc')).body.error.message).toBe('Salon invalide.');
  });

  it("shows the client's phone when they gave one, and counts the pending requests for the sidebar", async () => {
    expect((await list('')).body.items[0]?.client?.phone).toBeNull();
    const saved = await clientHttp.call(endpoints.profile.update, {
      body: { fullName: client.fullName, phone: '+216 22 345 678' },
    });
    // Stored in one form, E.164 (docs/product.md#client-file); the pages show it grouped.
    expect(saved.body).toMatchObject({ me: { userDetails: { phone: '+21622345678' } } });
    expect((await list('')).body.items[0]?.client?.phone).toBe('+21622345678');
    const refused = await clientHttp.call(endpoints.profile.update, {
      body: { fullName: client.fullName, phone: 'appelez-moi' },
    });
    expect(refused.body.error.fields?.phone).toBe('Numéro de téléphone invalide.');
    const summary = await ownerHttp.call(endpoints.dashboard.summary);
    expect(summary.body.pendingRequests).toBe(3);
  });
});
