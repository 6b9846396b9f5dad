import { sql } from 'drizzle-orm';
import { salonClients } from '../../src/server/db/schema';
import { openApp } from '../../src/server/open-app';
import { createUser, sessionCookie, type TestUser } from '../../src/server/test-support/factories';
import type { BenchDatabase } from './bench-database';
import { spawnServer } from './server-process';
import { percentile, round, timedGet } from './stats';

/** The large book, the small one, and the searches measured on each, in turns. */
export const LARGE_BOOK = 50_000;
export const SMALL_BOOK = 500;
const SEARCH_REQUESTS = 200;
/** Rows of the import measured. */
export const IMPORT_ROWS = 10_000;
const BATCH = 2_000;

const FIRST_NAMES = ['Amira', 'Leila', 'Sonia', 'Hana', 'Rim', 'Mouna', 'Ines', 'Sarra', 'Yasmine', 'Nour'];
const LAST_NAMES = ['Ben Ali', 'Trabelsi', 'Gharbi', 'Jaziri', 'Mansour', 'Zribi', 'Haddad', 'Ayari', 'Kefi'];

export interface ClientsResult {
  /** p50 of the searches (a name, a number) in each book; `ratio` = large / small. */
  search: { smallMs: number; largeMs: number; ratio: number; requests: number };
  /** The whole import of `IMPORT_ROWS` rows, as the owner sends the file. */
  importMs: number;
  imported: { created: number; merged: number; refused: number };
}

/** A Tunisian mobile number per index, distinct within a book. */
const numberOf = (index: number) => `+2162${String(index).padStart(7, '0')}`;

async function fillBook(database: BenchDatabase, size: number): Promise<TestUser> {
  const opened = await openApp(database.config());
  try {
    const owner = await createUser(opened.deps, { role: 'prestataire', providerStatus: 'approved' });
    for (let start = 0; start < size; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, size - start) }, (_, offset) => {
        const index = start + offset;
        return {
          ownerId: owner.id,
          fullName: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[index % LAST_NAMES.length]} ${index}`,
          phone: numberOf(index),
          // One in three has come: the list's order has visits to sort.
          lastVisitAt: index % 3 === 0 ? new Date(Date.now() - (index % 365) * 86_400_000) : null,
        };
      });
      await opened.deps.db.insert(salonClients).values(rows);
    }
    // What an import of that many files does after it (import-clients.ts).
    await opened.deps.db.execute(sql`analyze salon_clients`);
    return owner;
  } finally {
    await opened.close();
  }
}

/**
 * The client book at 50,000 clients against 500 (issue: p50 ratio at most 1.5), searched by a name
 * and by a number in turns, and the import of a 10,000-row file (at most 10 s).
 */
export async function benchClients(database: BenchDatabase): Promise<ClientsResult> {
  const small = await fillBook(database, SMALL_BOOK);
  const large = await fillBook(database, LARGE_BOOK);
  const importer = await (async () => {
    const opened = await openApp(database.config());
    try {
      return await createUser(opened.deps, { role: 'prestataire', providerStatus: 'approved' });
    } finally {
      await opened.close();
    }
  })();
  const server = await spawnServer('src/server/index.ts', { ...database.env, OUTBOX_INTERVAL_MS: '0' });
  try {
    const cookies = {
      small: await sessionCookie(server.url, small),
      large: await sessionCookie(server.url, large),
    };
    // What a receptionist types: part of a name, part of a number, then the first page unfiltered.
    const queries = ['sonia', 'ben ali 4', '20 000 1', '+216 20 000', ''];
    const url = (fallback: string, i: number) =>
      `${server.url}/api/clients?q=${encodeURIComponent(queries[i % queries.length] ?? fallback)}`;
    for (let i = 0; i < 25; i++) {
      await timedGet(url('', i), cookies.small);
      await timedGet(url('', i), cookies.large);
    }
    const smallTimes: number[] = [];
    const largeTimes: number[] = [];
    for (let i = 0; i < SEARCH_REQUESTS; i++) {
      if (i % 2 === 0) {
        smallTimes.push(await timedGet(url('', i), cookies.small));
        largeTimes.push(await timedGet(url('', i), cookies.large));
      } else {
        largeTimes.push(await timedGet(url('', i), cookies.large));
        smallTimes.push(await timedGet(url('', i), cookies.small));
      }
    }
    const smallMs = round(
      percentile(
        [...smallTimes].sort((a, b) => a - b),
        50,
      ),
    );
    const largeMs = round(
      percentile(
        [...largeTimes].sort((a, b) => a - b),
        50,
      ),
    );

    const lines = ['nom;téléphone;e-mail;notes'];
    for (let index = 0; index < IMPORT_ROWS; index++) {
      lines.push(
        `Cliente ${index};9${String(index).padStart(7, '0')};;${index % 10 === 0 ? 'Venue par Instagram' : ''}`,
      );
    }
    const form = new FormData();
    form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'clients.csv');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/clients/import`, {
      method: 'POST',
      headers: { cookie: await sessionCookie(server.url, importer) },
      body: form,
    });
    const report = (await response.json()) as { created: number; merged: number; refused: number };
    const importMs = round(performance.now() - started);
    if (response.status !== 200)
      throw new Error(`import : HTTP ${response.status} ${JSON.stringify(report)}`);
    return {
      search: { smallMs, largeMs, ratio: round(largeMs / smallMs), requests: SEARCH_REQUESTS },
      importMs,
      imported: { created: report.created, merged: report.merged, refused: report.refused },
    };
  } finally {
    await server.stop();
  }
}
