import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { reviews } from '../../db/schema';
import { createSalon, createUser, signedIn, type TestUser } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let owner: TestUser;

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
});
afterAll(async () => {
  await server?.stop();
});

async function newClient() {
  const user = await createUser(server.deps, { role: 'client' });
  return { user, http: await signedIn(server, user) };
}

describe('reviews', () => {
  it('a client posts a review; it comes first and the average is exact', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const ratings = [5, 4, 4];
    for (const rating of ratings) {
      const { http } = await newClient();
      const response = await http.call(endpoints.reviews.create, {
        params: { id: salon.id },
        body: {
          rating,
          comment: `Note ${rating}`,
        },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ rating, comment: `Note ${rating}`, isVerified: false });
    }
    const list = await server.client().call(endpoints.reviews.list, { params: { id: salon.id } });
    expect(list.body.total).toBe(3);
    expect(list.body.items[0]?.comment).toBe('Note 4');
    const detail = await server.client().call(endpoints.salons.get, { params: { id: salon.id } });
    expect(detail.body.avgRating).toBe(4.33);
    expect(detail.body.reviewCount).toBe(3);
  });

  /** A client who had a booking at the salon that ended an hour ago, in this status. */
  async function clientAfterVisit(salonId: string, status: 'confirmed' | 'attended' | 'no_show' | 'refused') {
    const client = await newClient();
    await insertBooking(server.deps, {
      clientId: client.user.id,
      prestataireId: owner.id,
      salonId,
      serviceName: 'Coupe femme',
      servicePrice: '35.00',
      start: new Date(Date.now() - 3 * 3600_000),
      minutes: 60,
      status,
    });
    return client;
  }

  it('marks "Client vérifié" only after a confirmed booking that has ended', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const { http } = await clientAfterVisit(salon.id, 'confirmed');
    const response = await http.call(endpoints.reviews.create, {
      params: { id: salon.id },
      body: { rating: 5 },
    });
    expect(response.body.isVerified).toBe(true);
  });

  it('counts a visit the salon marked "Honoré", not one marked "Absent" nor a refused request', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const verifiedAfter = async (status: 'attended' | 'no_show' | 'refused') => {
      const { http } = await clientAfterVisit(salon.id, status);
      const response = await http.call(endpoints.reviews.create, {
        params: { id: salon.id },
        body: { rating: 4 },
      });
      expect(response.status).toBe(201);
      return response.body.isVerified;
    };
    expect(await verifiedAfter('attended')).toBe(true);
    expect(await verifiedAfter('no_show')).toBe(false);
    expect(await verifiedAfter('refused')).toBe(false);
  });

  it('refuses ratings outside 1..5 with the French message, and a second review of the same salon', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const { http } = await newClient();
    for (const rating of [0, 6, 2.5, '5', null]) {
      const response = await http.send(endpoints.reviews.create, {
        params: { id: salon.id },
        body: { rating },
      });
      expect(response.status, String(rating)).toBe(400);
      expect(response.body.error.message).toBe('Veuillez attribuer une note entre 1 et 5 étoiles');
    }
    expect(
      (await http.call(endpoints.reviews.create, { params: { id: salon.id }, body: { rating: 3 } })).status,
    ).toBe(201);
    const again = await http.call(endpoints.reviews.create, {
      params: { id: salon.id },
      body: { rating: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Vous avez déjà publié un avis pour ce salon.');
    const rows = await server.deps.db.select().from(reviews).where(eq(reviews.salonId, salon.id));
    expect(rows.map((r) => r.rating)).toEqual([3]);
  });

  it('lets only clients post, and nobody review a pending salon', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    expect(
      (
        await server
          .client()
          .call(endpoints.reviews.create, { params: { id: salon.id }, body: { rating: 5 } })
      ).status,
    ).toBe(401);
    const prestataire = await signedIn(
      server,
      await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' }),
    );
    expect(
      (await prestataire.call(endpoints.reviews.create, { params: { id: salon.id }, body: { rating: 5 } }))
        .status,
    ).toBe(403);
    const admin = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
    expect(
      (await admin.call(endpoints.reviews.create, { params: { id: salon.id }, body: { rating: 5 } })).status,
    ).toBe(403);
    const pending = await createSalon(server.deps, { ownerId: owner.id, isApproved: false });
    const { http } = await newClient();
    expect(
      (await http.call(endpoints.reviews.create, { params: { id: pending.id }, body: { rating: 5 } })).status,
    ).toBe(404);
  });

  it('lets only the author or an admin delete a review, and the average follows', async () => {
    const salon = await createSalon(server.deps, { ownerId: owner.id });
    const author = await newClient();
    const other = await newClient();
    const low = await author.http.call(endpoints.reviews.create, {
      params: { id: salon.id },
      body: { rating: 1 },
    });
    await other.http.call(endpoints.reviews.create, { params: { id: salon.id }, body: { rating: 5 } });

    expect((await other.http.call(endpoints.reviews.delete, { params: { id: low.body.id } })).status).toBe(
      403,
    );
    expect(
      (await (await signedIn(server, owner)).call(endpoints.reviews.delete, { params: { id: low.body.id } }))
        .status,
    ).toBe(403);
    expect(
      (await server.client().call(endpoints.reviews.delete, { params: { id: low.body.id } })).status,
    ).toBe(401);
    expect((await author.http.call(endpoints.reviews.delete, { params: { id: low.body.id } })).status).toBe(
      204,
    );
    expect((await author.http.call(endpoints.reviews.delete, { params: { id: low.body.id } })).status).toBe(
      404,
    );
    const detail = await server.client().call(endpoints.salons.get, { params: { id: salon.id } });
    expect(detail.body).toMatchObject({ avgRating: 5, reviewCount: 1 });

    const third = await newClient();
    const r = await third.http.call(endpoints.reviews.create, {
      params: { id: salon.id },
      body: { rating: 2 },
    });
    const admin = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
    expect((await admin.call(endpoints.reviews.delete, { params: { id: r.body.id } })).status).toBe(204);
  });
});
