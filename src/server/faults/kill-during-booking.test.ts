import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { loadConfig } from '../config';
import { queryRows } from '../db/client';
import { openApp } from '../open-app';
import { createSalon, createUser, type TestUser } from '../test-support/factories';
import { WHOLE_SERVER_TEST_LIMIT_MS } from '../test-support/limits';
import { createScratchDatabase, testServerSettings } from '../test-support/test-server';
import {
  firstServiceId,
  freePort,
  freeStarts,
  onPostgres,
  scratchFolder,
  sessionCookie,
  spawnServer,
  waitForHealth,
} from './fixtures';

/**
 * Faults (decision 039): the server process is killed (SIGKILL, no shutdown code runs) while many bookings
 * are being created and refused. It must start again cleanly on the same data (for PGlite: the data
 * folder recovers and its lock was freed by the kernel), keep every booking it acknowledged, and hold
 * no half-written change: a booking comes with its notification, a refusal with its notification and
 * its queued e-mail, and nothing points to a booking that does not exist.
 */

const dataDir = scratchFolder('kill');
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let env: Record<string, string>;
let owner: TestUser;
let clients: TestUser[];
let salonId: string;
const spawned: ReturnType<typeof spawnServer>[] = [];

beforeAll(async () => {
  scratch = onPostgres ? await createScratchDatabase() : null;
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    // As every test server; mails stay in the outbox (no SMTP, no worker): the test counts the rows.
    ...testServerSettings(),
  };
  // The accounts and the salon are made by this process on the same data, which it then releases.
  const opened = await openApp(loadConfig({ ...env, NODE_ENV: 'test', SEED_DEMO: 'false' }));
  try {
    owner = await createUser(opened.deps, { role: 'prestataire', providerStatus: 'approved' });
    clients = await Promise.all(
      // Each round its own clients, few bookings each: fair use (3 upcoming per salon) stays out of it.
      Array.from({ length: 41 }, () => createUser(opened.deps, { role: 'client' })),
    );
    salonId = (
      await createSalon(opened.deps, {
        ownerId: owner.id,
        services: [{ name: 'Brushing', price: '20.00', duration: 30 }],
      })
    ).id;
  } finally {
    await opened.close();
  }
});

afterAll(async () => {
  for (const server of spawned) server.child.kill('SIGKILL');
  await Promise.all(spawned.map((server) => server.exited));
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startChild() {
  const server = spawnServer(await freePort(), env);
  spawned.push(server);
  const healthy = await Promise.race([waitForHealth(server.url), server.exited.then(() => false)]);
  expect(healthy, `le serveur redémarre proprement :\n${server.output()}`).toBe(true);
  return server;
}

type Acknowledged = { created: string[]; refused: string[]; cut: number; other: string[] };

/**
 * Every client books slot after slot (and the salon refuses one booking in three) until the
 * server is killed once `killAfter` bookings have been acknowledged; requests are in flight then.
 */
async function bookUntilKilled(
  server: ReturnType<typeof spawnServer>,
  starts: string[],
  killAfter: number,
  bookers: TestUser[],
): Promise<Acknowledged> {
  const [ownerCookie, ...cookies] = await Promise.all(
    [owner, ...bookers].map((user) => sessionCookie(server.url, user)),
  );
  const serviceId = await firstServiceId(server.url, salonId);
  const seen: Acknowledged = { created: [], refused: [], cut: 0, other: [] };
  let next = 0;
  let killed = false;
  const post = (path: string, cookie: string, body: unknown) =>
    fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const loop = async (cookie: string) => {
    while (!killed && next < starts.length) {
      try {
        const booked = await post('/bookings', cookie, { salonId, serviceId, start: starts[next++] });
        if (booked.status !== 201) {
          seen.other.push(`${booked.status} ${await booked.text()}`);
          continue;
        }
        const { id } = (await booked.json()) as { id: string };
        seen.created.push(id);
        if (seen.created.length >= killAfter && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
        if (seen.created.length % 3 === 0) {
          const refused = await post(`/bookings/${id}/refuse`, must(ownerCookie, 'ownerCookie'), {
            note: 'Salon complet',
          });
          if (refused.status === 200) seen.refused.push(id);
          else seen.other.push(`${refused.status} ${await refused.text()}`);
        }
      } catch {
        // The process is gone: the connection was reset or refused.
        seen.cut++;
        return;
      }
    }
  };
  await Promise.all(cookies.map((cookie) => loop(must(cookie, 'cookie'))));
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  return seen;
}

describe('the server killed while bookings are being created', () => {
  it('restarts cleanly on the same data, keeps what it acknowledged, and holds no half-written change', {
    timeout: WHOLE_SERVER_TEST_LIMIT_MS,
  }, async () => {
    let server = await startChild();
    const starts = await freeStarts(server.url, salonId, await firstServiceId(server.url, salonId), 400);
    const first = await bookUntilKilled(server, starts.slice(0, 200), 20, clients.slice(0, 20));
    // For PGlite, the data-folder lock died with the process: the next start takes it at once.
    server = await startChild();
    const second = await bookUntilKilled(server, starts.slice(200), 20, clients.slice(20, 40));
    server = await startChild();
    // Working again: a new booking goes through.
    const cookie = await sessionCookie(server.url, must(clients[40], 'clients[40]'));
    const last = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        salonId,
        serviceId: await firstServiceId(server.url, salonId),
        start: starts.at(-1),
      }),
    });
    expect(last.status).toBe(201);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    for (const round of [first, second]) {
      expect(round.other, 'aucune erreur inattendue').toEqual([]);
      expect(round.cut, 'des requêtes étaient en cours au moment du SIGKILL').toBeGreaterThan(0);
    }
    const created = [...first.created, ...second.created];
    const refused = [...first.refused, ...second.refused];

    const opened = await openApp(loadConfig({ ...env, NODE_ENV: 'test', SEED_DEMO: 'false' }));
    try {
      const db = opened.deps.db;
      const rows = <T>(query: Parameters<typeof queryRows>[1]) => queryRows<T>(db, query);
      const bookings = await rows<{ id: string; status: string }>(sql`select id, status from bookings`);
      const byId = new Map(bookings.map((b) => [b.id, b.status]));
      console.log({
        acknowledged: created.length,
        refusalsAcknowledged: refused.length,
        bookingsInDatabase: bookings.length,
        cutRequests: first.cut + second.cut,
      });
      // Durable: every acknowledged booking and refusal is there.
      for (const id of created) expect(byId.has(id), `réservation ${id} confirmée puis perdue`).toBe(true);
      for (const id of refused) expect(byId.get(id), `refus ${id} confirmé puis perdu`).toBe('refused');
      // Whole: each booking has its one new_booking notification...
      expect(
        await rows(sql`select b.id from bookings b
          where (select count(*) from notifications n
                 where n.type = 'new_booking' and n.payload->>'booking_id' = b.id::text) <> 1`),
      ).toEqual([]);
      // ...each refused booking its one status notification, the others none...
      expect(
        await rows(sql`select b.id, b.status from bookings b
          where (select count(*) from notifications n where n.type = 'booking_status_changed'
                 and n.payload->>'booking_id' = b.id::text)
              <> (case when b.status = 'refused' then 1 else 0 end)`),
      ).toEqual([]);
      // ...each client as many queued e-mails as refused bookings...
      expect(
        await rows(sql`select u.email from users u where u.role = 'client'
          and (select count(*) from bookings b where b.client_id = u.id and b.status = 'refused')
           <> (select count(*) from mail_outbox m where m.to_address = u.email)`),
      ).toEqual([]);
      // ...and no notification points to a booking that does not exist.
      expect(
        await rows(sql`select n.id from notifications n where n.payload ? 'booking_id'
          and not exists (select 1 from bookings b where b.id::text = n.payload->>'booking_id')`),
      ).toEqual([]);
      // The no-overlap rule still holds, and the indexes agree with the tables (no torn pages).
      expect(
        await rows(sql`select a.id from bookings a join bookings b on a.id < b.id and a.salon_id = b.salon_id
          and a.status in ('pending','confirmed','modified') and b.status in ('pending','confirmed','modified')
          and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)`),
      ).toEqual([]);
      const counted = await db.transaction(async (tx) => {
        // The same count read twice, through the index then through the table alone.
        const addressed = async (label: string) =>
          must(
            (
              await queryRows<{ n: number }>(
                tx,
                sql`select count(*)::int as n from notifications where user_id is not null`,
              )
            )[0],
            label,
          ).n;
        await tx.execute(sql`set local enable_seqscan = off`);
        const byIndex = await addressed('byIndex');
        await tx.execute(sql`set local enable_seqscan = on`);
        await tx.execute(sql`set local enable_indexscan = off`);
        await tx.execute(sql`set local enable_indexonlyscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const bySeq = await addressed('bySeq');
        return { byIndex, bySeq };
      });
      expect(counted.byIndex).toBe(counted.bySeq);
    } finally {
      await opened.close();
    }
  });
});
