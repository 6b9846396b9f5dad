import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalonPage } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { PAGE_TOO_DEEP_MESSAGE, SALON_COUNT_LIMIT, SALONS_MAX_PAGE_NUMBER } from '@/shared/salon-list';
import { createSalon, createUser } from '../../test-support/factories';
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
    // A page past the last still says how many there are; no match at all says none.
    expect(await list('q=coiffure&page=3')).toMatchObject({
      items: [],
      total: some.total,
      totalCapped: false,
    });
    expect(await list('q=aucun%20salon%20ainsi')).toMatchObject({ items: [], total: 0, totalCapped: false });
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
    const keys = byRating.map((s) => [-s.avgRating, -s.reviewCount] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('"Voir plus" after a cursor gives the same salons in the same order as the page numbers', async () => {
    for (const filter of [
      '',
      'sort=name',
      'service=haircut',
      'service=Manucure',
      'q=institut%203',
      'q=coiffure',
    ]) {
      const byNumber: string[] = [];
      for (let page = 1; ; page++) {
        const { items } = await list(`${filter}&page=${page}`);
        byNumber.push(...items.map((s) => s.id));
        if (items.length < 12) break;
      }
      const byCursor: string[] = [];
      let after = '';
      for (let page = 1; ; page++) {
        const body = await list(`${filter}&page=${page}${after ? `&after=${after}` : ''}`);
        byCursor.push(...body.items.map((s) => s.id));
        if (!body.nextCursor) break;
        after = body.nextCursor;
      }
      expect(byCursor, filter).toEqual(byNumber);
      expect(byCursor.length, filter).toBeGreaterThan(0);
    }
  });

  it('refuses in French a cursor the API did not give, or given for another sort; distance has none', async () => {
    const byName = await list('sort=name');
    const byRating = await list('');
    expect(byName.nextCursor).toBeTruthy();
    expect(byRating.nextCursor).toBeTruthy();
    const cursor = (keys: unknown[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    const forged = cursor(['rating', '9.99', -1, 'x', 'pas-un-uuid']);
    const someId = must(byName.items[0], 'someId').id;
    for (const query of [
      `after=${byName.nextCursor}`,
      `sort=name&after=${byRating.nextCursor}`,
      `after=${forged}`,
      // Values the database would refuse: too large for its integer, a NUL in a text.
      `after=${cursor(['rating', '4.00', 3_000_000_000, 'x', someId])}`,
      `sort=name&after=${cursor(['name', 'a\u0000b', someId])}`,
      'after=!!',
      `after=${'A'.repeat(500)}`,
      `sort=distance&lat=36.8&lng=10.2&after=${byName.nextCursor}`,
    ]) {
      const { status, body } = await server
        .client()
        .get<{ error: { message: string; fields: Record<string, string> } }>(`/salons?${query}`);
      expect(status, query).toBe(400);
      expect(body.error.message, query).toBe('Suite de liste invalide : rechargez la liste.');
    }
    expect((await list('sort=distance&lat=36.8&lng=10.2')).nextCursor).toBeNull();
  });

  it('reaches a page by its number only so deep; past it "Voir plus" goes on, and the distance sort too', async () => {
    expect((await list(`page=${SALONS_MAX_PAGE_NUMBER}`)).items).toEqual([]);
    const { status, body } = await server
      .client()
      .call(endpoints.salons.list, { query: { sort: 'name', page: SALONS_MAX_PAGE_NUMBER + 1 } });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      message: PAGE_TOO_DEEP_MESSAGE,
      fields: { page: PAGE_TOO_DEEP_MESSAGE },
    });
    const first = await list('pageSize=1');
    expect(
      (await list(`pageSize=1&page=${SALONS_MAX_PAGE_NUMBER + 1}&after=${first.nextCursor}`)).items,
    ).toHaveLength(1);
    expect((await list(`sort=distance&lat=36.8&lng=10.2&page=${SALONS_MAX_PAGE_NUMBER + 1}`)).items).toEqual(
      [],
    );
  });

  it('takes back the cursor of any salon name, however long its characters', async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const name = '★'.repeat(100);
    await createSalon(server.deps, { ownerId: owner.id, name });
    const search = `sort=name&q=${encodeURIComponent(name)}&pageSize=1`;
    const first = await list(search);
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toBeTruthy();
    const next = await list(`${search}&page=2&after=${first.nextCursor}`);
    expect(next.items).toEqual([]);
  });
});
