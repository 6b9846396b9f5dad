import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { SERVICE_CATEGORIES } from '@/shared/service-categories';
import { services } from '../../db/schema';
import { createSalon, createUser } from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let salonId: string;

beforeAll(async () => {
  server = await sharedTestServer();
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  salonId = (await createSalon(server.deps, { ownerId: owner.id, services: [] })).id;
});
afterAll(async () => {
  await server?.stop();
});

async function categoriesOf(name: string) {
  const row = must(
    (
      await server.deps.db
        .insert(services)
        .values({ salonId, name, price: '10.00' })
        .returning({ id: services.id, categories: services.categories })
    )[0],
    'row',
  );
  await server.deps.db.delete(services).where(eq(services.id, row.id));
  return row.categories;
}

describe('the categories the database keeps on each service', () => {
  it('are those of shared/service-categories.ts, for every word, accents and case ignored', async () => {
    for (const category of SERVICE_CATEGORIES) {
      for (const keyword of category.keywords) {
        const name = `Séance ${keyword.toUpperCase().replace('E', 'É')} du jour`;
        expect(await categoriesOf(name), name).toContain(category.id);
      }
    }
    expect(await categoriesOf('Coupe et maquillage')).toEqual(['haircut', 'makeup']);
    expect(await categoriesOf('Massage relaxant')).toEqual([]);
  });
});
