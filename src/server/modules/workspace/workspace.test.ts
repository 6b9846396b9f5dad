import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints } from '@/shared/endpoints';
import type { ServiceSchema } from '@/shared/schemas/workspace';
import { notifications, reviews } from '../../db/schema';
import { createSalon, createUser, signedIn, type TestUser } from '../../test-support/factories';
import { fileForm, png } from '../../test-support/images';
import { insertClientBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let owner: TestUser;
let ownerHttp: TestClient;
let otherHttp: TestClient;
let adminUser: TestUser;
beforeAll(async () => {
  server = await sharedTestServer();
  adminUser = await createUser(server.deps, { role: 'admin' });
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  ownerHttp = await signedIn(server, owner);
  otherHttp = await signedIn(
    server,
    await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' }),
  );
});
afterAll(async () => {
  await server?.stop();
});

const newSalon = async (http = ownerHttp) =>
  (
    await http.call(endpoints.workspace.createSalon, {
      body: {
        name: 'Salon Atelier',
        address: '4 rue de Rome, Tunis',
        description: 'Coiffure et soins',
      },
    })
  ).body;

/** The owner adds a service to a salon, as the form sends it. */
const addService = (salonId: string, body: z.input<typeof ServiceSchema>) =>
  ownerHttp.call(endpoints.workspace.addService, { params: { id: salonId }, body });

describe('salons of a prestataire', () => {
  it('a validated prestataire creates a pending salon; every admin is notified; the public does not see it', async () => {
    const salon = await newSalon();
    expect(salon).toMatchObject({ name: 'Salon Atelier', isApproved: false });
    const notes = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminUser.id), eq(notifications.type, 'salon_created')));
    expect(notes.some((n) => (n.payload as { salon_id?: string }).salon_id === salon.id)).toBe(true);
    const mine = await ownerHttp.call(endpoints.workspace.mySalons);
    expect(mine.body.items.map((s) => s.id)).toContain(salon.id);
    expect((await server.client().call(endpoints.salons.get, { params: { id: salon.id } })).status).toBe(404);
  });

  it('refuses a pending prestataire with the pending-account message, a client and a visitor', async () => {
    const pending = await signedIn(
      server,
      await createUser(server.deps, { role: 'prestataire', providerStatus: 'pending' }),
    );
    const refused = await pending.call(endpoints.workspace.createSalon, {
      body: { name: 'X Salon', address: 'Tunis' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Votre compte prestataire est en attente de validation.');
    const client = await signedIn(server, await createUser(server.deps, { role: 'client' }));
    expect(
      (await client.call(endpoints.workspace.createSalon, { body: { name: 'X Salon', address: 'Tunis' } }))
        .status,
    ).toBe(403);
    expect((await client.call(endpoints.workspace.mySalons)).status).toBe(403);
    expect(
      (
        await server
          .client()
          .call(endpoints.workspace.createSalon, { body: { name: 'X Salon', address: 'Tunis' } })
      ).status,
    ).toBe(401);
  });

  it('requires a name and an address', async () => {
    const response = await ownerHttp.call(endpoints.workspace.createSalon, {
      body: { name: '', address: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toMatchObject({
      name: 'Le nom du salon est requis.',
      address: "L'adresse du salon est requise.",
    });
  });

  it('another prestataire can neither change nor delete the salon nor its services, hours or employees', async () => {
    const salon = await newSalon();
    const path = `/salons/${salon.id}`;
    expect((await otherHttp.request('PATCH', path, { body: { name: 'Volé', address: 'Ici' } })).status).toBe(
      403,
    );
    expect((await otherHttp.request('DELETE', path)).status).toBe(403);
    expect(
      (await otherHttp.post(`${path}/services`, { name: 'Coupe', price: 10, duration: 30 })).status,
    ).toBe(403);
    expect((await otherHttp.get(`${path}/employees`)).status).toBe(403);
    expect((await otherHttp.request('PUT', `${path}/opening-hours`, { body: { days: [] } })).status).toBe(
      403,
    );
    expect(
      (
        await otherHttp.call(endpoints.workspace.deleteSalon, {
          params: { id: '3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e10' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a salon without bookings, and refuses while bookings exist', async () => {
    const free = await newSalon();
    expect((await ownerHttp.call(endpoints.workspace.deleteSalon, { params: { id: free.id } })).status).toBe(
      204,
    );
    const booked = await createSalon(server.deps, { ownerId: owner.id });
    await insertClientBooking(server.deps, {
      prestataireId: owner.id,
      salonId: booked.id,
      start: '2031-03-03T09:00:00Z',
    });
    const refused = await ownerHttp.call(endpoints.workspace.deleteSalon, { params: { id: booked.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Impossible de supprimer ce salon : des rendez-vous y sont liés.',
    );
  });

  it('uploads a cover checked by its bytes', async () => {
    const salon = await newSalon();
    const ok = await ownerHttp.call(endpoints.workspace.setCover, {
      params: { id: salon.id },
      body: fileForm(await png(2000, 1000), 'cover.png', 'image/png'),
    });
    expect(ok.body.coverImageUrl).toMatch(
      new RegExp(`^/files/salon-covers/${owner.id}/${salon.id}/[0-9a-f]{32}\\.webp$`),
    );
    const fake = await ownerHttp.call(endpoints.workspace.setCover, {
      params: { id: salon.id },
      body: fileForm(Buffer.from('texte'), 'cover.png', 'image/png'),
    });
    expect(fake.body.error.message).toBe('Veuillez sélectionner un fichier image.');
  });
});

describe('services', () => {
  it('validates the price with its message, defaults the duration to 30, and edits and deletes', async () => {
    const salon = await newSalon();
    for (const price of [0, -5, 'abc', 12.345, '']) {
      const response = await addService(salon.id, { name: 'Brushing', price, duration: 30 });
      expect(response.status, String(price)).toBe(400);
      expect(response.body.error.message).toBe('Le prix doit être un nombre valide et supérieur à zéro.');
    }
    const created = await addService(salon.id, {
      name: 'Brushing',
      price: '12,50',
      duration: 'pas un nombre',
    });
    expect(created.body).toMatchObject({ price: '12.50', duration: 30 });
    const edited = await ownerHttp.call(endpoints.workspace.updateService, {
      params: { id: created.body.id },
      body: { name: 'Brushing long', price: 20, duration: 45 },
    });
    expect(edited.body.price).toBe('20.00');
    expect(
      (await otherHttp.call(endpoints.workspace.deleteService, { params: { id: created.body.id } })).status,
    ).toBe(403);
    const catalogue = await ownerHttp.call(endpoints.workspace.catalogue);
    expect(catalogue.body.names).toEqual(
      expect.arrayContaining(['Coupe femme', 'Manucure', 'Brushing long']),
    );
    expect(
      (await ownerHttp.call(endpoints.workspace.deleteService, { params: { id: created.body.id } })).status,
    ).toBe(204);
  });

  it('takes prices as French people type them and never multiplies one; refuses a duration of 0 or below', async () => {
    const salon = await newSalon();
    for (const [typed, stored] of [
      ['20,5', '20.50'],
      ['20.5', '20.50'],
      ['20,50', '20.50'],
      [' 7,25 ', '7.25'],
    ] as const) {
      const created = await addService(salon.id, { name: 'Coupe femme', price: typed, duration: 30 });
      expect(created.status, typed).toBe(201);
      expect(created.body.price, typed).toBe(stored);
    }
    for (const price of ['1.000,50', '20,5,0', '20 DT']) {
      const refused = await addService(salon.id, { name: 'Coupe femme', price, duration: 30 });
      expect(refused.status, price).toBe(400);
    }
    for (const duration of [0, -15, '0', '-30', 12.5, '45,5']) {
      const refused = await addService(salon.id, { name: 'Manucure', price: 20, duration });
      expect(refused.status, String(duration)).toBe(400);
      expect(refused.body.error.fields?.duration).toBe(
        'La durée doit être un nombre entier de minutes supérieur à zéro.',
      );
    }
    const services = await ownerHttp.call(endpoints.workspace.services, { params: { id: salon.id } });
    expect(services.body.items.filter((service) => service.name === 'Manucure')).toEqual([]);
  });

  it('refuses an emptied booking rule instead of reading it as 0 hours', async () => {
    const salon = await newSalon();
    const refused = await ownerHttp.call(endpoints.workspace.setBookingRules, {
      params: { id: salon.id },
      body: { cancellationWindowHours: '', reminderHours: 24, responseHours: 24 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.cancellationWindowHours).toBe(
      "Délai d'annulation : un nombre d'heures entier est requis.",
    );
  });
});

describe('opening hours', () => {
  const week = (change: Record<string, unknown> = {}) =>
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
      day,
      openTime: '09:00',
      closeTime: '18:00',
      isClosed: day === 'sunday',
      hasLunchBreak: false,
      lunchBreakStart: '12:00',
      lunchBreakEnd: '13:00',
      ...(day === 'monday' ? change : {}),
    }));

  it('refuses closing before opening and a lunch break outside the hours, with French messages', async () => {
    const salon = await newSalon();
    const put = (days: unknown) =>
      ownerHttp.send(endpoints.workspace.saveOpeningHours, { params: { id: salon.id }, body: { days } });
    expect((await put(week({ closeTime: '08:00' }))).body.error.message).toBe(
      "L'heure de fermeture doit être après l'heure d'ouverture.",
    );
    expect(
      (await put(week({ hasLunchBreak: true, lunchBreakStart: '19:00', lunchBreakEnd: '20:00' }))).body.error
        .message,
    ).toBe("La pause déjeuner doit être comprise dans les heures d'ouverture.");
    expect((await put(week().slice(0, 6))).body.error.message).toBe(
      'Les sept jours de la semaine sont requis.',
    );
  });

  it('replaces the seven days, and the public hours and slots follow', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const days = week({
      openTime: '10:00',
      closeTime: '16:00',
      hasLunchBreak: true,
      lunchBreakStart: '12:00',
      lunchBreakEnd: '13:00',
    });
    const saved = await ownerHttp.send(endpoints.workspace.saveOpeningHours, {
      params: { id: salon.id },
      body: { days },
    });
    expect(saved.status).toBe(200);
    const read = await server.client().call(endpoints.salons.openingHours, { params: { id: salon.id } });
    expect(read.body.days[0]).toMatchObject({ day: 'monday', openTime: '10:00', hasLunchBreak: true });
  });
});

describe('employees', () => {
  it('validates and manages employees of my salon only', async () => {
    const salon = await newSalon();
    const bad = await ownerHttp.call(endpoints.workspace.addEmployee, {
      params: { id: salon.id },
      body: { fullName: 'A', position: '', email: 'x', phone: '12' },
    });
    expect(bad.body.error.fields).toMatchObject({
      fullName: 'Le nom doit contenir au moins 2 caractères',
      position: 'Le poste est requis.',
      email: 'Email invalide',
      phone: 'Numéro de téléphone invalide.',
    });
    const added = await ownerHttp.call(endpoints.workspace.addEmployee, {
      params: { id: salon.id },
      body: {
        fullName: 'Nadia Kefi',
        position: 'Coiffeuse',
        email: 'nadia@example.tn',
        phone: '+216 22 333 444',
      },
    });
    expect(added.status).toBe(201);
    expect(
      (
        await otherHttp.call(endpoints.workspace.updateEmployee, {
          params: { id: added.body.id },
          body: { fullName: 'X Y', position: 'Z' },
        })
      ).status,
    ).toBe(403);
    const list = await ownerHttp.call(endpoints.workspace.employees, { params: { id: salon.id } });
    expect(list.body.items.map((e) => e.fullName)).toEqual(['Nadia Kefi']);
    const photo = await ownerHttp.request<{ avatarUrl: string }>(
      'POST',
      `/employees/${added.body.id}/avatar`,
      {
        form: fileForm(await png(), 'nadia.png', 'image/png'),
      },
    );
    expect(photo.body.avatarUrl).toMatch(new RegExp(`^/files/avatars/${added.body.id}/[0-9a-f]{32}\\.webp$`));
    const stolen = await otherHttp.call(endpoints.workspace.setEmployeeAvatar, {
      params: { id: added.body.id },
      body: fileForm(await png(), 'x.png', 'image/png'),
    });
    expect(stolen.status).toBe(403);
    expect(
      (await ownerHttp.call(endpoints.workspace.removeEmployee, { params: { id: added.body.id } })).status,
    ).toBe(204);
    expect((await fetch(`${server.url}${photo.body.avatarUrl}`)).status).toBe(404);
  });
});

describe('reviews and dashboard counts of the owner', () => {
  it('lists only the reviews of my salons, and counts what the dashboard home shows', async () => {
    const me = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const http = await signedIn(server, me);
    const salon = await createSalon(server.deps, { ownerId: me.id });
    const elsewhere = await createSalon(server.deps, { ownerId: owner.id });
    const author = await createUser(server.deps, { role: 'client' });
    await server.deps.db.insert(reviews).values([
      { salonId: salon.id, clientId: author.id, rating: 5, comment: 'Chez moi' },
      { salonId: elsewhere.id, clientId: author.id, rating: 2, comment: 'Ailleurs' },
    ]);
    const mine = await http.call(endpoints.workspace.ownerReviews);
    expect(mine.body.total).toBe(1);
    expect(mine.body.items[0]?.comment).toBe('Chez moi');
    const summary = await http.call(endpoints.dashboard.summary);
    expect(summary.body).toEqual({
      upcomingBookings: 0,
      activeSalons: 1,
      reviews: 1,
      pendingRequests: 0,
      attendance: { noShows: 0, recorded: 0 },
    });
  });
});
