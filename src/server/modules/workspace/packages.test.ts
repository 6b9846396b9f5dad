import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceToday } from '@/shared/availability';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { PACKAGE_CHANGED_MESSAGE, PACKAGE_IN_USE_MESSAGE, PACKAGE_NOT_FOUND } from '@/shared/packages';
import {
  PACKAGE_SERVICE_MESSAGE,
  PACKAGE_TOO_LONG_MESSAGE,
  PACKAGE_TOO_SHORT_MESSAGE,
} from '@/shared/schemas/workspace';
import { addDays, weekdayOf } from '@/shared/time-zone';
import { services } from '../../db/schema';
import { createOwnedSalon, createService, createSignedInUser } from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { mondayToSaturday, tunis } from '../../test-support/tunis-dates';
import { refreshAvailability } from '../availability/refresh-availability';

// Packages ("forfaits"): a salon's named sequence of its services with a price of its own, managed
// by its owner, shown on its page and in the list's filter, booked as one visit (docs/product.md#packages).

let server: TestServer;
let ownerHttp: TestClient;
let salonId: string;
let ids: { hammam: string; brushing: string; maquillage: string };

beforeAll(async () => {
  server = await startTestServer();
  let hammam: string;
  ({
    ownerHttp,
    salonId,
    serviceId: hammam,
  } = await createOwnedSalon(server, {
    salonName: 'Salon des Mariées',
    service: { name: 'Hammam', price: '60.00', duration: 60 },
  }));
  const add = (name: string, price: string, duration: number) =>
    createService(server.deps, { salonId, name, price, duration });
  ids = {
    hammam,
    brushing: await add('Brushing', '40.00', 30),
    maquillage: await add('Maquillage mariée', '100.00', 60),
  };
});
afterAll(async () => {
  await server?.stop();
});

const createPackage = (body: object) =>
  ownerHttp.send(endpoints.workspace.addPackage, { params: { id: salonId }, body: body });

describe('packages', () => {
  it('the owner creates, lists, edits and deletes one; the salon page shows it with its duration', async () => {
    const created = await createPackage({
      name: 'Forfait mariée',
      price: '180',
      serviceIds: [ids.hammam, ids.brushing, ids.maquillage],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Forfait mariée',
      price: '180.00',
      serviceIds: [ids.hammam, ids.brushing, ids.maquillage],
    });
    const listed = await ownerHttp.call(endpoints.workspace.packages, { params: { id: salonId } });
    expect(listed.body.items.map((item) => item.name)).toEqual(['Forfait mariée']);

    const page = await server.client().call(endpoints.salons.get, { params: { id: salonId } });
    expect(page.body.packages).toEqual([
      {
        id: created.body.id,
        name: 'Forfait mariée',
        price: '180.00',
        duration: 150,
        services: [
          { id: ids.hammam, name: 'Hammam' },
          { id: ids.brushing, name: 'Brushing' },
          { id: ids.maquillage, name: 'Maquillage mariée' },
        ],
      },
    ]);

    const edited = await ownerHttp.call(endpoints.workspace.updatePackage, {
      params: { id: created.body.id },
      body: { name: 'Forfait fiançailles', price: '120,50', serviceIds: [ids.brushing, ids.maquillage] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Forfait fiançailles',
      price: '120.50',
      serviceIds: [ids.brushing, ids.maquillage],
    });
    expect(
      (await ownerHttp.call(endpoints.workspace.deletePackage, { params: { id: created.body.id } })).status,
    ).toBe(204);
    expect(
      (await server.client().call(endpoints.salons.get, { params: { id: salonId } })).body.packages,
    ).toEqual([]);
    const gone = await ownerHttp.call(endpoints.workspace.deletePackage, { params: { id: created.body.id } });
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe(PACKAGE_NOT_FOUND);
  });

  it('refuses fewer than two services, more than four, and another salon’s, changing nothing', async () => {
    const other = await createOwnedSalon(server, {
      salonName: 'Autre Salon',
      service: { name: 'Coupe', price: '20.00', duration: 30 },
    });
    const cases: Array<[object, string]> = [
      [{ name: 'Seul', price: '10', serviceIds: [ids.hammam] }, PACKAGE_TOO_SHORT_MESSAGE],
      [
        {
          name: 'Trop',
          price: '10',
          serviceIds: [ids.hammam, ids.brushing, ids.hammam, ids.brushing, ids.hammam],
        },
        PACKAGE_TOO_LONG_MESSAGE,
      ],
      [{ name: 'Ailleurs', price: '10', serviceIds: [ids.hammam, other.serviceId] }, PACKAGE_SERVICE_MESSAGE],
      [{ name: 'Faux', price: '10', serviceIds: [ids.hammam, 'pas-un-id'] }, PACKAGE_SERVICE_MESSAGE],
      [{ name: '', price: '10', serviceIds: [ids.hammam, ids.brushing] }, 'Le nom du forfait est requis.'],
      [
        { name: 'Gratuit', price: '0', serviceIds: [ids.hammam, ids.brushing] },
        'Le prix doit être un nombre valide et supérieur à zéro.',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await createPackage(body);
      expect(refused.status, message).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    expect(
      (await ownerHttp.call(endpoints.workspace.packages, { params: { id: salonId } })).body.items,
    ).toEqual([]);
  });

  it('keeps a service a package holds until the package lets it go', async () => {
    const extra = must(
      (
        await server.deps.db
          .insert(services)
          .values({ salonId, name: 'Épilation', price: '20.00', duration: 30 })
          .returning()
      )[0],
      'service',
    ).id;
    const created = await createPackage({
      name: 'Forfait douceur',
      price: '70',
      serviceIds: [ids.hammam, extra],
    });
    const refused = await ownerHttp.call(endpoints.workspace.deleteService, { params: { id: extra } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(PACKAGE_IN_USE_MESSAGE('Forfait douceur'));
    expect((await server.deps.db.select().from(services).where(eq(services.id, extra))).length).toBe(1);
    await ownerHttp.call(endpoints.workspace.deletePackage, { params: { id: created.body.id } });
    expect((await ownerHttp.call(endpoints.workspace.deleteService, { params: { id: extra } })).status).toBe(
      204,
    );
  });

  it('a package’s name is in the list’s service filter and finds its salon', async () => {
    const created = await createPackage({
      name: 'Forfait Henné',
      price: '90',
      serviceIds: [ids.hammam, ids.brushing],
    });
    const names = await server.client().call(endpoints.salons.serviceNames);
    expect(names.body.names).toContain('Forfait Henné');
    const found = await server.client().call(endpoints.salons.list, { query: { service: 'forfait henne' } });
    expect(found.body.items.map((item) => item.id)).toEqual([salonId]);
    await ownerHttp.call(endpoints.workspace.deletePackage, { params: { id: created.body.id } });
    const after = await server.client().call(endpoints.salons.list, { query: { service: 'Forfait Henné' } });
    expect(after.body.items).toEqual([]);
  });

  it('the list’s availability filter finds a package on the days its whole visit fits', async () => {
    const long = must(
      (
        await server.deps.db
          .insert(services)
          .values({ salonId, name: 'Soin complet', price: '50.00', duration: 240 })
          .returning()
      )[0],
      'service',
    ).id;
    const fits = await createPackage({
      name: 'Forfait Jasmin',
      price: '90',
      serviceIds: [ids.hammam, ids.brushing],
    });
    // Three times four hours: longer than the salon's day, never offered.
    const tooLong = await createPackage({
      name: 'Forfait Marathon',
      price: '140',
      serviceIds: [long, long, long],
    });
    await refreshAvailability({ db: server.deps.db, now: new Date() });
    let date = addDays(marketplaceToday(new Date()), 1);
    while (weekdayOf(date) === 0) date = addDays(date, 1);
    const listed = (service: string) =>
      server.client().call(endpoints.salons.list, { query: { dispo: date, service: service } });
    const found = await listed('Forfait Jasmin');
    expect(found.body.items.map((item) => item.id)).toEqual([salonId]);
    // Its "Prochain créneau" opens the booking page with the package.
    expect(found.body.items[0]?.nextSlot).toMatchObject({
      date,
      time: '09:00',
      serviceId: ids.hammam,
      packageId: fits.body.id,
    });
    expect((await listed('Forfait Marathon')).body.items).toEqual([]);
    expect((await listed('Soin complet')).body.items.map((item) => item.id)).toEqual([salonId]);
    // A name both a service and a package carry: either one's free slots count.
    const namesake = await createPackage({
      name: 'Soin complet',
      price: '150',
      serviceIds: [long, long, long],
    });
    await refreshAvailability({ db: server.deps.db, now: new Date() });
    const both = await listed('Soin complet');
    expect(both.body.items.map((item) => item.id)).toEqual([salonId]);
    expect(both.body.items[0]?.nextSlot).toMatchObject({ date, time: '09:00', serviceId: long });
    for (const id of [fits.body.id, tooLong.body.id, namesake.body.id]) {
      await ownerHttp.call(endpoints.workspace.deletePackage, { params: { id } });
    }
    await ownerHttp.call(endpoints.workspace.deleteService, { params: { id: long } });
  });

  it('books as one visit at the package’s price, online and from the agenda; a changed package is refused', async () => {
    const created = await createPackage({
      name: 'Forfait mariée',
      price: '180',
      serviceIds: [ids.hammam, ids.brushing, ids.maquillage],
    });
    const packageId = created.body.id;
    const date = mondayToSaturday(2);
    const client = await createSignedInUser(server, { role: 'client' });
    const booked = await client.http.call(endpoints.bookings.create, {
      body: {
        salonId,
        serviceId: ids.hammam,
        followedBy: [{ serviceId: ids.brushing }, { serviceId: ids.maquillage }],
        packageId,
        start: tunis(date, '09:00'),
      },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      startTime: tunis(date, '09:00'),
      endTime: tunis(date, '11:30'),
      service: { name: 'Forfait mariée', price: '180.00' },
    });
    // Each service shows its share of the package's price: 60/200, 40/200, 100/200 of 180 DT.
    expect(booked.body.parts.map((part) => [part.serviceName, part.price])).toEqual([
      ['Hammam', '54.00'],
      ['Brushing', '36.00'],
      ['Maquillage mariée', '90.00'],
    ]);

    const entered = await ownerHttp.call(endpoints.staff.addAppointment, {
      params: { id: salonId },
      body: {
        client: { kind: 'walk_in', fullName: 'Mariée du samedi' },
        serviceId: ids.hammam,
        followedBy: [{ serviceId: ids.brushing }, { serviceId: ids.maquillage }],
        packageId,
        start: tunis(date, '14:00'),
        origin: 'phone',
      },
    });
    expect(entered.status).toBe(201);
    expect(entered.body).toMatchObject({
      status: 'confirmed',
      service: { name: 'Forfait mariée', price: '180.00' },
    });

    // Other services than the package's, or another order: the page showed another package.
    const changed = await client.http.call(endpoints.bookings.create, {
      body: {
        salonId,
        serviceId: ids.brushing,
        followedBy: [{ serviceId: ids.hammam }, { serviceId: ids.maquillage }],
        packageId,
        start: tunis(mondayToSaturday(3), '09:00'),
      },
    });
    expect(changed.status).toBe(409);
    expect(changed.body.error.message).toBe(PACKAGE_CHANGED_MESSAGE);
    const elsewhere = await client.http.call(endpoints.bookings.create, {
      body: {
        salonId,
        serviceId: ids.hammam,
        followedBy: [{ serviceId: ids.brushing }],
        packageId: '00000000-0000-4000-8000-000000000000',
        start: tunis(mondayToSaturday(3), '09:00'),
      },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe(PACKAGE_NOT_FOUND);
    const mine = await client.http.call(endpoints.bookings.list);
    expect(mine.body.items.map((item) => item.id)).toEqual([booked.body.id]);

    // Editing the package later leaves the booked visits as they were booked.
    await ownerHttp.call(endpoints.workspace.updatePackage, {
      params: { id: packageId },
      body: { name: 'Forfait mariée', price: '200', serviceIds: [ids.hammam, ids.brushing, ids.maquillage] },
    });
    const recap = await client.http.call(endpoints.bookings.get, { params: { id: booked.body.id } });
    expect(recap.body.service).toMatchObject({ name: 'Forfait mariée', price: '180.00' });
  });
});
