import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/client';

// A test server's embedded database is a copy of the run's migrated database (test-world.ts). Loading
// one costs about 1.2 s of CPU; emptying a used one back to the migrated state about 0.2 s. So a
// server's database, once the server has stopped, is emptied and kept for the next server the same
// worker starts (decision 083). Kept only when it is sure to be like new: the same schema objects as
// the migrated database, every table emptied and the reference rows written back; otherwise closed.

/** What a migrated copy holds, read from the first fresh copy of the worker. */
interface World {
  dump: string;
  /** Every table of the public schema. */
  tables: string[];
  /** The tables the migrations filled (the public holidays), with their rows as JSON. */
  reference: { table: string; rows: string }[];
  /** Counts of the schema objects, to tell a copy some test added to or removed from. */
  fingerprint: string;
}

let world: World | undefined;
const parked: PGlite[] = [];
/** Two servers at once are the most a test file starts; more copies would only hold memory. */
const MOST_PARKED = 2;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The snapshot's write counters (db-snapshot.ts) come off first: they are the tests', not the schema's. */
const DROP_WRITE_COUNTERS = [
  'drop function if exists test_row_write() cascade',
  'drop table if exists test_row_writes',
];

const FINGERPRINT = `select concat_ws(':',
  (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')),
  (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')),
  (select count(*) from pg_trigger),
  (select count(*) from pg_namespace),
  (select count(*) from pg_extension),
  (select count(*) from pg_roles),
  (select count(*) from drizzle.__drizzle_migrations)) as fingerprint`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

async function readWorld(client: PGlite, dump: string): Promise<World> {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = rows.map((row) => row.name);
  const reference: World['reference'] = [];
  for (const table of tables) {
    const filled = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${quote(table)} t`,
    );
    const json = filled.rows[0]?.rows;
    if (json) reference.push({ table, rows: json });
  }
  return { dump, tables, reference, fingerprint: await fingerprintOf(client) };
}

/** Empties a used copy back to the migrated state; false when it cannot be made like new. */
async function emptied(client: PGlite, known: World): Promise<boolean> {
  if (client.closed) return false;
  for (const statement of DROP_WRITE_COUNTERS) await client.exec(statement);
  if ((await fingerprintOf(client)) !== known.fingerprint) return false;
  await client.exec(`truncate ${known.tables.map(quote).join(', ')} restart identity cascade`);
  for (const { table, rows } of known.reference) {
    await client.query(
      `insert into ${quote(table)} select * from json_populate_recordset(null::${quote(table)}, $1)`,
      [rows],
    );
  }
  // What a session may have left: settings, advisory locks, listened channels.
  await client.exec('reset all; select pg_advisory_unlock_all(); unlisten *;');
  return true;
}

async function giveBack(client: PGlite, known: World): Promise<void> {
  let keep = false;
  try {
    keep = parked.length < MOST_PARKED && (await emptied(client, known));
  } catch {
    keep = false;
  }
  if (keep) parked.push(client);
  else if (!client.closed) await client.close();
}

/**
 * A migrated embedded database for one test server, handed back (emptied, or closed) when the
 * server's database handle closes: pass the result as the `lent` of a PGlite database target.
 */
export async function lendMigratedCopy(dump: string): Promise<{ client: PGlite; giveBack(): Promise<void> }> {
  if (world && world.dump !== dump) {
    // Another run's dump: what is parked is not a copy of it.
    for (const client of parked.splice(0)) await client.close();
    world = undefined;
  }
  const client = parked.pop() ?? (await createPglite(null, dump));
  world ??= await readWorld(client, dump);
  const known = world;
  // Once per lending: the handle gives it back when it closes, and a server that failed to start
  // before opening it is given back by its caller.
  let given: Promise<void> | undefined;
  return {
    client,
    giveBack() {
      given ??= giveBack(client, known);
      return given;
    },
  };
}
