import { fillPlaceholders, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '@/shared/cities';
import { must } from '@/shared/must';
import { SalonListQuerySchema } from '@/shared/schemas/salons';
import { queryRows } from '../../db/client';
import { createUser } from '../../test-support/factories';
import { startTestServer, type TestServer, testDatabaseKind } from '../../test-support/test-server';
import { salonListSql } from './find-salons';
import { encodeListCursor } from './list-cursor';

// The list's plans at 10,000 approved salons on PostgreSQL (decision 056): whatever the sort, the
// page, the search or the filter, neither salons nor services is read whole (no sequential scan),
// so the cost does not grow with the marketplace. `npm run bench -- --salons 100000` measures it.

const onPostgres = testDatabaseKind() === 'postgres';
const SALONS = 10_000;
let server: TestServer;

beforeAll(async () => {
  if (!onPostgres) return;
  // The set-up's bulk inserts (10,000 salons, their services and the triggers that follow) are one
  // statement each: beside the browser suite on CI they ran past the product's statement limit.
  server = await startTestServer({ DATABASE_STATEMENT_TIMEOUT_MS: '0' });
  const { db } = server.deps;
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  const cities = sql.raw(CITIES.map((city, index) => `(${index}, '${city.slug}')`).join(', '));
  await db.execute(sql`
    insert into salons (name, address, owner_id, is_approved, city, avg_rating, review_count)
    select case when i % 5000 = 7 then 'Zénith ' when i % 2 = 0 then 'Coiffure ' else 'Institut ' end || i,
      i || ' rue du Plan', ${owner.id}, i % 50 <> 0, c.slug, round(((i % 41) / 10.0 + 1)::numeric, 2), i % 57
    from generate_series(1, ${SALONS}) as i join (values ${cities}) as c(idx, slug) on c.idx = i % ${CITIES.length}`);
  await db.execute(sql`
    insert into services (salon_id, name, price)
    select s.id, v.name, v.price from salons s
    cross join (values ('Coupe femme', 35), ('Manucure', 15), ('Soin du visage', 45)) as v(name, price)
    where hashtext(s.id::text || v.name) % 3 <> 0`);
  await db.execute(sql`vacuum analyze`);
});
afterAll(async () => {
  await server?.stop();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The index conditions of a plan, by index: where each index scan starts. */
function indexConditions(node: PlanNode): string[] {
  const own = node['Index Name'] ? [`${node['Index Name']}: ${node['Index Cond'] ?? ''}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexConditions)];
}

const AFTER_ID = '3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e10';
const RATING_CURSOR = encodeListCursor({
  sort: 'rating',
  avgRating: '2.50',
  reviewCount: 20,
  searchName: 'institut 4001',
  id: AFTER_ID,
});
const NAME_CURSOR = encodeListCursor({ sort: 'name', searchName: 'institut 4001', id: AFTER_ID });

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

const REQUESTS = [
  '',
  'sort=name',
  // The deepest page a number alone reaches (SALONS_MAX_PAGE_NUMBER).
  'page=20',
  'q=coiffure',
  'q=zenith',
  'service=haircut',
  'service=Soin du visage',
  // A service name may be a package's: its availability joins the services'.
  'service=Soin du visage&dispo=tomorrow',
  'ville=sousse',
  'service=nails&sort=name',
  `page=200&after=${RATING_CURSOR}`,
  `page=200&sort=name&after=${NAME_CURSOR}`,
  `q=coiffure&after=${RATING_CURSOR}`,
];

describe.skipIf(!onPostgres)(`the list's plans at ${SALONS} salons`, () => {
  it('read no table whole, for any sort, page, search or filter', async () => {
    for (const request of REQUESTS) {
      const query = SalonListQuerySchema.parse(Object.fromEntries(new URLSearchParams(request)));
      const statements = salonListSql(server.deps.db, query, new Date());
      const checked = [
        ['page', statements.page],
        ['total', statements.total],
        ...(statements.firstPages ? [['firstPages', statements.firstPages] as const] : []),
      ] as const;
      for (const [name, statement] of checked) {
        const params = fillPlaceholders(statement.params, statements.values);
        const row = must(
          (
            await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
              server.deps.db,
              sql.raw(`explain (format json) ${inline(statement.sql, params)}`),
            )
          )[0],
          'row',
        );
        const scans = sequentialScans(row['QUERY PLAN'][0].Plan).filter((table) =>
          ['salons', 'services'].includes(table),
        );
        expect(scans, `${name} de « ${request} »`).toEqual([]);
        // A page after a cursor starts in the sort's index right after it, not at its beginning.
        if (name === 'page' && request.includes('after=') && !request.includes('q=')) {
          const index = request.includes('sort=name') ? 'salons_public_name_idx' : 'salons_public_rating_idx';
          const conditions = indexConditions(row['QUERY PLAN'][0].Plan);
          expect(
            conditions.some((condition) => condition.startsWith(`${index}: (ROW(`)),
            request,
          ).toBe(true);
        }
      }
    }
  });
});

/** EXPLAIN takes no parameters: the values written in as literals ($1 … $n, highest first). */
function inline(text: string, params: unknown[]): string {
  return params.reduceRight<string>((result, value, index) => {
    const literal = typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    return result.replaceAll(`$${index + 1}`, literal);
  }, text);
}
