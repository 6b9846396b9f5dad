import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

/** Per table of the public schema: its row count, and how many row writes it has seen. */
export type DatabaseSnapshot = Record<string, { rows: number; checksum: string }>;

/** Where the written rows are counted: a table of the tests' own, never photographed. */
const WRITES = 'test_row_writes';

/**
 * Every table of the public schema gets, once, a row trigger that notes each row written (added,
 * changed or removed) in an append-only table: a snapshot then reads counts, not every row's text.
 * Photographing by content (`md5` of every row, sorted) cost the permission matrix and the hostile
 * input harness most of their 7 and 5 minutes, with 1,500 photographs of a database holding
 * thousands of availability rows. Append-only, so that two writers never wait on one counter row.
 */
async function countWrites(db: Database, tables: readonly string[]): Promise<void> {
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const missing = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname = any(${`{${tables.join(',')}}`}::text[])
          and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'test_row_write')`,
  );
  if (missing.length === 0) return;
  // One statement at a time: the embedded database runs a single statement per query.
  const statements = [
    `create unlogged table if not exists ${WRITES} (table_name text not null)`,
    `create or replace function test_row_write() returns trigger language plpgsql as $$
      begin
        insert into ${WRITES} (table_name) values (tg_table_name);
        return null;
      end $$`,
    ...missing.flatMap(({ name }) => [
      `create trigger test_row_write after insert or update or delete on ${quote(name)} for each row execute function test_row_write()`,
      `create trigger test_row_write_truncate after truncate on ${quote(name)} for each statement execute function test_row_write()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/**
 * Photographs the whole database in a few round trips, so a test can prove that a refused request
 * wrote nothing: equal snapshots before and after mean no row was added, changed or removed (a row
 * written back unchanged counts as written: stricter than comparing contents). Tables are listed at
 * call time, so tables added later by migrations are covered without edits. `ignore` names tables
 * that change on purpose whatever the answer (e.g. rate-limit counters, which count every attempt,
 * decision 003).
 */
export async function snapshotDatabase(
  db: Database,
  options: { ignore?: readonly string[] } = {},
): Promise<DatabaseSnapshot> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> ${WRITES}
        order by tablename`,
  );
  const names = tables.map((t) => t.name).filter((name) => !options.ignore?.includes(name));
  if (names.length === 0) return {};
  await countWrites(
    db,
    tables.map((t) => t.name),
  );
  // Identifiers come from the catalogue, not from input; quoted all the same.
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;
  const counts = await queryRows<{ name: string; rows: number }>(
    db,
    sql.raw(
      names
        .map((name) => `select ${literal(name)} as name, count(*)::int as rows from ${quote(name)}`)
        .join(' union all '),
    ),
  );
  const writes = new Map(
    (
      await queryRows<{ name: string; writes: string }>(
        db,
        sql.raw(`select table_name as name, count(*)::text as writes from ${WRITES} group by table_name`),
      )
    ).map((row) => [row.name, row.writes]),
  );
  return Object.fromEntries(
    counts.map((row) => [row.name, { rows: Number(row.rows), checksum: writes.get(row.name) ?? '0' }]),
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
