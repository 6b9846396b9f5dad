import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalonPage } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { salons } from '../../db/schema';
import { createSalon, createUser, signedIn, type TestUser } from '../../test-support/factories';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let owner: TestUser;
let otherOwner: TestUser;
const ids: Record<string, string> = {};

/** The salons of the owner the searches look for, by their key in `ids`: two listed, one pending. */
const OWNER_SALONS = {
  elegance: {
    name: 'Coiffure Élégance',
    address: '12 avenue Habib Bourguiba, Tunis',
    services: [
      { name: 'Coupe femme', price: '35.00' },
      { name: 'Brushing', price: '20.00' },
    ],
  },
  ongles: {
    name: 'Ongles de Rêve',
    address: '3 rue de Carthage, Sousse',
    services: [{ name: 'Manucure', price: '12.50' }],
  },
  pending: {
    name: 'Coiffure Secrète',
    address: 'Tunis',
    isApproved: false,
    services: [{ name: 'Coupe femme', price: '10.00' }],
  },
};

beforeAll(async () => {
  server = await startTestServer();
  const { deps } = server;
  owner = await createUser(deps, { role: 'prestataire', providerStatus: 'approved' });
  otherOwner = await createUser(deps, { role: 'prestataire', providerStatus: 'approved' });
  for (const [key, salon] of Object.entries(OWNER_SALONS)) {
    ids[key] = (await createSalon(deps, { ownerId: owner.id, ...salon })).id;
  }
  for (let i = 0; i < 13; i++) {
    await createSalon(deps, {
      ownerId: otherOwner.id,
      name: `Zeta Salon ${String(i).padStart(2, '0')}`,
      address: 'Sfax',
    });
  }
});
afterAll(async () => {
  await server?.stop();
});

const list = (query = '') => server.client().get<SalonPage>(`/salons${query}`);

describe('public salon list', () => {
  it('finds "Coiffure Élégance" from "coiffure" and from "ELEGANCE", by name or address, never the pending salon', async () => {
    for (const q of ['coiffure', 'ELEGANCE', 'élégance', 'bourguiba']) {
      const { body } = await list(`?q=${encodeURIComponent(q)}`);
      expect(
        body.items.map((s) => s.name),
        q,
      ).toEqual(['Coiffure Élégance']);
      expect(body.total).toBe(1);
    }
  });

  it('filters by category id or exact service name', async () => {
    expect((await list('?service=nails')).body.items.map((s) => s.name)).toEqual(['Ongles de Rêve']);
    expect((await list('?service=Brushing')).body.items.map((s) => s.name)).toEqual(['Coiffure Élégance']);
    expect((await list('?service=Inexistant')).body).toMatchObject({ items: [], total: 0 });
  });

  it('pages through results with the total, never everything at once', async () => {
    const first = await list('?sort=name&pageSize=12');
    expect(first.body.total).toBe(15);
    expect(first.body.items).toHaveLength(12);
    const second = await list('?sort=name&pageSize=12&page=2');
    expect(second.body.items).toHaveLength(3);
    const names = [...first.body.items, ...second.body.items].map((s) => s.name);
    expect(new Set(names).size).toBe(15);
    expect(names[0]).toBe('Coiffure Élégance');
    expect(names).not.toContain('Coiffure Secrète');
  });

  it('answers each query with its own words, service and page when the statement is reused', async () => {
    const cases: [string, string[]][] = [
      ['?service=Brushing', ['Coiffure Élégance']],
      ['?service=Manucure', ['Ongles de Rêve']],
      ['?q=reve&service=Manucure', ['Ongles de Rêve']],
      ['?q=elegance&service=Manucure', []],
      ['?q=%25', []],
      ['?q=salon%2001', ['Zeta Salon 01']],
      ['?sort=name&pageSize=2', ['Coiffure Élégance', 'Ongles de Rêve']],
      ['?sort=name&pageSize=2&page=2', ['Zeta Salon 00', 'Zeta Salon 01']],
      ['?sort=name&pageSize=3&page=2', ['Zeta Salon 01', 'Zeta Salon 02', 'Zeta Salon 03']],
    ];
    for (const [query, names] of cases) {
      const { body } = await list(query);
      expect(
        body.items.map((s) => s.name),
        query,
      ).toEqual(names);
    }
  });

  it('shows a change written straight to the database (a script, another process) on the next request', async () => {
    const names = async (query: string) => (await list(`${query}&pageSize=48`)).body.items.map((s) => s.name);
    expect(await names('?sort=name')).toEqual(await names('?sort=name'));
    const salon = await createSalon(server.deps, {
      ownerId: otherOwner.id,
      name: 'Zzz Nouveau',
      address: 'Bizerte',
    });
    expect((await names('?sort=name')).at(-1)).toBe('Zzz Nouveau');
    expect((await names('?sort=rating')).at(-1)).toBe('Zzz Nouveau');
    await server.deps.db
      .update(salons)
      .set({ avgRating: '4.50', reviewCount: 2 })
      .where(eq(salons.id, salon.id));
    expect((await names('?sort=rating'))[0]).toBe('Zzz Nouveau');
    await server.deps.db.update(salons).set({ isApproved: false }).where(eq(salons.id, salon.id));
    expect(await names('?sort=name')).not.toContain('Zzz Nouveau');
    expect(await names('?sort=rating')).not.toContain('Zzz Nouveau');
    const uncached = await server.client().call(endpoints.salons.list, {
      query: { sort: 'name', pageSize: '48' },
      headers: { 'cache-control': 'no-cache' },
    });
    expect(uncached.body).toEqual((await list('?sort=name&pageSize=48')).body);
  });

  it('carries the cheapest price as an exact decimal and some service names', async () => {
    const { body } = await list('?q=ongles');
    expect(body.items[0]).toMatchObject({
      minPrice: '12.50',
      serviceNames: ['Manucure'],
      avgRating: 0,
      reviewCount: 0,
    });
  });

  it('refuses malformed queries in French, without a 500', async () => {
    for (const query of ['?page=0', '?page=abc', '?sort=prix', '?pageSize=1000', `?q=${'x'.repeat(101)}`]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect((response.body as unknown as { error: { message: string } }).error.message).toMatch(
        /invalide|dépasser/,
      );
    }
    const injection = await list(
      `?q=${encodeURIComponent("'; drop table salons; --")}&service=${encodeURIComponent("' or 1=1 --")}`,
    );
    expect(injection.status).toBe(200);
    expect(injection.body.total).toBe(0);
  });

  it('lists distinct service names of approved salons only', async () => {
    const { body } = await server.client().call(endpoints.salons.serviceNames);
    expect(body.names).toEqual(['Brushing', 'Coupe femme', 'Manucure']);
  });
});

describe('salon detail', () => {
  it('shows an approved salon with its services and exact prices', async () => {
    const { status, body } = await server
      .client()
      .call(endpoints.salons.get, { params: { id: must(ids.elegance, 'Coiffure Élégance') } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Coiffure Élégance', isApproved: true });
    expect(body.services.map((s) => [s.name, s.price])).toEqual([
      ['Brushing', '20.00'],
      ['Coupe femme', '35.00'],
    ]);
  });

  it('is a 404 for a pending salon, except to its owner and admins', async () => {
    const path = `/salons/${ids.pending}`;
    expect((await server.client().get(path)).status).toBe(404);
    const client = await signedIn(server, await createUser(server.deps, { role: 'client' }));
    expect((await client.get(path)).status).toBe(404);
    expect((await client.get(`${path}/reviews`)).status).toBe(404);
    expect((await (await signedIn(server, otherOwner)).get(path)).status).toBe(404);
    expect((await (await signedIn(server, owner)).get(path)).status).toBe(200);
    const admin = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
    expect((await admin.get(path)).status).toBe(200);
  });

  it('answers 404 in French to an id that is not a UUID', async () => {
    const response = await server.client().call(endpoints.salons.get, { params: { id: 'pas-un-uuid' } });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('Salon introuvable.');
  });
});
