import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

/** Per table of the public schema: its row count and a checksum of every row's text. */
export type DatabaseSnapshot = Record<string, { rows: number; checksum: string }>;

/**
 * Photographs the whole database in one round trip, so a test can prove that a refused request
 * wrote nothing: equal snapshots before and after mean no row was added, changed or removed.
 * Tables are listed at call time, so tables added later by migrations are covered without edits.
 * `ignore` names tables that change on purpose whatever the answer (e.g. rate-limit counters,
 * which count every attempt, decision 003).
 */
export async function snapshotDatabase(
  db: Database,
  options: { ignore?: readonly string[] } = {},
): Promise<DatabaseSnapshot> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.map((t) => t.name).filter((name) => !options.ignore?.includes(name));
  if (names.length === 0) return {};
  // Identifiers come from the catalogue, not from input; quoted all the same.
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;
  const parts = names.map(
    (name) =>
      `select ${literal(name)} as name, count(*)::int as rows, ` +
      `md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum from ${quote(name)} t`,
  );
  const rows = await queryRows<{ name: string; rows: number; checksum: string }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(
    rows.map((row) => [row.name, { rows: Number(row.rows), checksum: row.checksum }]),
  );
}

/** The tables whose content differs, as readable lines ("bookings: 3 → 4 lignes"), empty when equal. */
export function diffSnapshots(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.flatMap((name) => {
    const was = before[name];
    const is = after[name];
    if (was && is && was.rows === is.rows && was.checksum === is.checksum) return [];
    const count = (side: typeof was) => (side ? String(side.rows) : 'absente');
    return [
      `${name}: ${count(was)} → ${count(is)} lignes${was?.rows === is?.rows ? ' (contenu modifié)' : ''}`,
    ];
  });
}
