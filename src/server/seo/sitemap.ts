import { and, asc, between, eq, sql } from 'drizzle-orm';
import { CITY_SLUGS } from '@/shared/cities';
import { pages } from '@/shared/pages';
import { salonListPage } from '@/shared/salon-list-address';
import { type Database, queryRows } from '../db/client';
import { salons } from '../db/schema';
import { escapeHtml } from './index-html';

// The sitemap (docs/product.md#sitemap): an index of files of at most 50,000 addresses each, every
// file read along an index, so that neither the index nor a file costs more as the marketplace grows.

/** The protocol's limit is 50,000 addresses a file; a file aims at half, so that growth between two
 * statistics updates never pushes one past it. */
export const SALONS_PER_FILE = 25_000;

const PUBLIC_PAGES = [
  pages.home,
  pages.providers,
  pages.about,
  pages.legalNotice,
  pages.privacy,
  pages.terms,
];

/**
 * The salon files for a number of salons: one file ('') while it fits, else one per leading hex
 * digits of the salon's id (16, then 256, …), ids being uniformly random.
 */
export function salonShards(salonCount: number): string[] {
  let digits = 0;
  while (salonCount / 16 ** digits > SALONS_PER_FILE && digits < 4) digits++;
  if (digits === 0) return [''];
  return Array.from({ length: 16 ** digits }, (_, index) => index.toString(16).padStart(digits, '0'));
}

/** The file of a shard: /sitemap-salons.xml, /sitemap-salons-3f.xml. */
export const salonFile = (shard: string) => (shard ? `/sitemap-salons-${shard}.xml` : '/sitemap-salons.xml');

/**
 * How many salons there are, from the planner's statistics (kept by autovacuum) rather than a count
 * that would read them all; counted when the table was never analysed (a new database: small).
 */
async function salonCount(db: Database): Promise<number> {
  const [estimate] = await queryRows<{ rows: number }>(
    db,
    sql`select reltuples::float8 as rows from pg_class where oid = 'salons'::regclass`,
  );
  if (estimate && estimate.rows >= 0) return estimate.rows;
  const [counted] = await queryRows<{ rows: number }>(db, sql`select count(*)::int as rows from salons`);
  return counted?.rows ?? 0;
}

export async function sitemapIndex(db: Database, baseUrl: string): Promise<string> {
  const files = ['/sitemap-pages.xml', ...salonShards(await salonCount(db)).map(salonFile)];
  const entries = files.map((file) => `  <sitemap><loc>${escapeHtml(baseUrl + file)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** The public pages, and the cities that have an approved salon (one index probe per city). */
export async function pagesSitemap(db: Database, baseUrl: string): Promise<string> {
  const cities = await queryRows<{ city: string }>(
    db,
    sql`select c.slug as city from unnest(${sql.raw(`array[${CITY_SLUGS.map((slug) => `'${slug}'`).join(', ')}]`)}::text[]) as c(slug)
        where exists (select 1 from salons s where s.city = c.slug and s.is_approved)
        order by c.slug`,
  );
  return urlSet([
    ...PUBLIC_PAGES.map((page) => ({ loc: baseUrl + page })),
    // Only the cities with a salon: an empty city page is nothing to index.
    ...cities.map(({ city }) => ({ loc: `${baseUrl}${salonListPage({ ville: city })}` })),
  ]);
}

/** The approved salons whose id starts with `shard`, along the primary key. */
export async function salonsSitemap(db: Database, baseUrl: string, shard: string): Promise<string> {
  const bound = (fill: string) => {
    const hex = shard.padEnd(32, fill);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  const rows = await db
    .select({ id: salons.id, updatedAt: salons.updatedAt })
    .from(salons)
    .where(and(eq(salons.isApproved, true), between(salons.id, bound('0'), bound('f'))))
    .orderBy(asc(salons.id));
  return urlSet(
    rows.map((salon) => ({
      loc: `${baseUrl}${pages.provider(salon.id)}`,
      lastmod: salon.updatedAt.toISOString(),
    })),
  );
}

function urlSet(urls: readonly { loc: string; lastmod?: string }[]): string {
  const entries = urls.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
