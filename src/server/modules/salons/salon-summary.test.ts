import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { queryRows } from '../../db/client';
import { services } from '../../db/schema';
import { createSalon, createUser } from '../../test-support/factories';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// What the salon row keeps of its services (0017, decision 056) must always equal what the list used
// to compute per row from the services themselves, whatever writes happened.

let server: TestServer;
const salonIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  for (let index = 0; index < 3; index += 1) {
    salonIds.push((await createSalon(server.deps, { ownerId: owner.id, services: [] })).id);
  }
});
afterAll(async () => {
  await server?.stop();
});

interface Summary {
  id: string;
  min_price: string | null;
  service_names: string[];
  service_categories: string[];
  service_search_names: string[];
}

const kept = (ids: readonly string[]) =>
  queryRows<Summary>(
    server.deps.db,
    sql`select id, min_price::text as min_price, service_names, service_categories, service_search_names
      from salons where id = any(${`{${ids.join(',')}}`}::uuid[]) order by id`,
  );

const computed = (ids: readonly string[]) =>
  queryRows<Summary>(
    server.deps.db,
    sql`select s.id,
        (select min(sv.price)::text from services sv where sv.salon_id = s.id) as min_price,
        array(select distinct sv.name from services sv where sv.salon_id = s.id order by 1 limit 4) as service_names,
        array(select distinct c from services sv cross join unnest(sv.categories) c where sv.salon_id = s.id order by 1)
          as service_categories,
        array(select distinct sv.search_name from services sv where sv.salon_id = s.id order by 1) as service_search_names
      from salons s where s.id = any(${`{${ids.join(',')}}`}::uuid[]) order by s.id`,
  );

const NAMES = ['Coupe femme', 'Brushing', 'Manucure', 'Soin du visage', 'Maquillage', 'Massage', 'Épilation'];

const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    salon: fc.nat(),
    names: fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }),
    price: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom(...NAMES) }),
  fc.record({
    kind: fc.constant('reprice' as const),
    pick: fc.nat(),
    price: fc.integer({ min: 0, max: 300 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete-salon-services' as const), salon: fc.nat() }),
);

describe("the services' summary kept on each salon", () => {
  it('equals the one computed from the services after any sequence of writes', async () => {
    const { db } = server.deps;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const step of writes) {
          const existing = await db.select({ id: services.id }).from(services).orderBy(services.id);
          const picked =
            existing.length > 0 && 'pick' in step ? existing[step.pick % existing.length]?.id : null;
          if (step.kind === 'insert') {
            const salonId = salonIds[step.salon % salonIds.length] as string;
            // Several rows in one statement: the trigger runs once for the statement.
            await db
              .insert(services)
              .values(step.names.map((name) => ({ salonId, name, price: `${step.price}.50` })));
          } else if (step.kind === 'rename' && picked) {
            await db.update(services).set({ name: step.name }).where(eq(services.id, picked));
          } else if (step.kind === 'reprice' && picked) {
            await db
              .update(services)
              .set({ price: `${step.price}.00` })
              .where(eq(services.id, picked));
          } else if (step.kind === 'delete' && picked) {
            await db.delete(services).where(eq(services.id, picked));
          } else if (step.kind === 'delete-salon-services') {
            await db
              .delete(services)
              .where(inArray(services.salonId, [salonIds[step.salon % salonIds.length] as string]));
          }
        }
        expect(await kept(salonIds)).toEqual(await computed(salonIds));
      }),
      { numRuns: 25 },
    );
  });

  it('moves a service from one salon to another in both summaries', async () => {
    const { db } = server.deps;
    const [from, to] = salonIds as [string, string];
    await db.delete(services).where(inArray(services.salonId, [from, to]));
    const row = must(
      (
        await db
          .insert(services)
          .values({ salonId: from, name: 'Coloration', price: '60.00' })
          .returning({ id: services.id })
      )[0],
      'row',
    );
    await db.update(services).set({ salonId: to }).where(eq(services.id, row.id));
    const [before, after] = await kept([from, to]).then((rows) => [
      rows.find((r) => r.id === from),
      rows.find((r) => r.id === to),
    ]);
    expect(before).toMatchObject({ min_price: null, service_names: [], service_categories: [] });
    expect(after).toMatchObject({
      min_price: '60.00',
      service_names: ['Coloration'],
      service_categories: ['haircut'],
    });
    expect(await kept(salonIds)).toEqual(await computed(salonIds));
  });
});
