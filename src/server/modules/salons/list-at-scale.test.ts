import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalonPage } from '@/shared/api-types';
import { SALON_COUNT_LIMIT } from '@/shared/salon-list';
import { createUser } from '../../test-support/factories';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// The list past SALON_COUNT_LIMIT salons (decision 056): the count stops at SALON_COUNT_LIMIT and says so,
// and the page read by ids first, then the salons, gives every salon once in the list's order.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  // Ratings in few values, so that ties are broken by name and then id, as the index orders them.
  await server.deps.db.execute(sql`
    insert into salons (name, address, owner_id, is_approved, avg_rating, review_count)
    select case when i % 20 = 0 then 'Coiffure ' else 'Institut ' end || (i % 7) || ' n' || i,
      i || ' rue du Test, Tunis', ${owner.id}, true, (i % 3) + 3, i % 2
    from generate_series(1, ${SALON_COUNT_LIMIT + 30}) as i`);
  await server.deps.db.execute(sql`
    insert into services (salon_id, name, price)
    select id, case when hashtext(id::text) % 2 = 0 then 'Coupe femme' else 'Manucure' end, 20 from salons`);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const list = async (query: string) => {
  const { status, body } = await server.client().get<SalonPage>(`/salons?${query}`);
  expect(status).toBe(200);
  return body;
};

describe('the salon list past the counted salons', () => {
  it('counts up to the limit and says there are more; exact below it', async () => {
    const all = await list('');
    expect(all).toMatchObject({ total: SALON_COUNT_LIMIT, totalCapped: true });
    expect(all.items).toHaveLength(12);
    const some = await list('q=coiffure');
    expect(some).toMatchObject({ total: Math.floor((SALON_COUNT_LIMIT + 30) / 20), totalCapped: false });
    // Past the counted ones, pages still come, full until the last salon.
    const crossing = Math.ceil(SALON_COUNT_LIMIT / 12);
    expect((await list(`page=${crossing}`)).items).toHaveLength(12);
    const last = await list(`page=${Math.ceil((SALON_COUNT_LIMIT + 30) / 12)}`);
    expect(last.items).toHaveLength((SALON_COUNT_LIMIT + 30) % 12 || 12);
  });

  it('gives every salon once, in the same order, whatever the page size', async () => {
    for (const filter of ['', 'sort=name', 'service=haircut', 'service=Manucure', 'q=institut%203']) {
      const bySmallPages: string[] = [];
      const byLargePages: string[] = [];
      for (let page = 1; page <= 8; page++)
        bySmallPages.push(...(await list(`${filter}&pageSize=12&page=${page}`)).items.map((s) => s.id));
      for (let page = 1; page <= 2; page++)
        byLargePages.push(...(await list(`${filter}&pageSize=48&page=${page}`)).items.map((s) => s.id));
      expect(bySmallPages, filter).toEqual(byLargePages);
      expect(new Set(bySmallPages).size, filter).toBe(bySmallPages.length);
    }
    const byRating = (await list('pageSize=48')).items;
    const keys = byRating.map((s) => [-s.avgRating, -s.reviewCount]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });
});
