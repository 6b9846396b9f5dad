import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { notifications } from '../../db/schema';
import { createSalon, createUser, sessionCookie, signedIn } from '../../test-support/factories';
import { WHOLE_SERVER_TEST_LIMIT_MS } from '../../test-support/limits';
import { openDay } from '../../test-support/open-days';
import { openEventStream } from '../../test-support/test-client';
import { sharedTestServer, type TestServer, testDatabaseKind } from '../../test-support/test-server';
import { createNotification } from './create-notification';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function person() {
  const user = await createUser(server.deps, { role: 'client' });
  return { user, http: await signedIn(server, user) };
}
const notify = (userId: string, n = 1) =>
  server.deps.db.insert(notifications).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      type: 'booking_status_changed' as const,
      payload: { new_status: 'confirmed', i },
    })),
  );

describe('notifications', () => {
  it('lists only my own, newest first, with the unread count', async () => {
    const me = await person();
    const other = await person();
    await notify(me.user.id, 3);
    await notify(other.user.id, 2);
    const list = await me.http.call(endpoints.notifications.list);
    expect(list.body.total).toBe(3);
    expect(list.body.unread).toBe(3);
    expect((await me.http.call(endpoints.notifications.unreadCount)).body.count).toBe(3);
    expect(JSON.stringify(list.body)).not.toContain(other.user.id);
  });

  it('marks read in batches of at most 10, and never anyone else’s', async () => {
    const me = await person();
    const other = await person();
    await notify(me.user.id, 12);
    await notify(other.user.id, 1);
    const mine = (await me.http.call(endpoints.notifications.list)).body.items.map((n) => n.id);
    const theirs = (await other.http.call(endpoints.notifications.list)).body.items.map((n) => n.id);
    const tooMany = await me.http.call(endpoints.notifications.markRead, { body: { ids: mine } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('Au plus 10 notifications à la fois.');
    expect(
      (await me.http.call(endpoints.notifications.markRead, { body: { ids: mine.slice(0, 10) } })).body
        .updated,
    ).toBe(10);
    expect(
      (
        await me.http.call(endpoints.notifications.markRead, {
          body: {
            ids: [...mine.slice(10), ...theirs],
          },
        })
      ).body.updated,
    ).toBe(2);
    expect((await me.http.call(endpoints.notifications.unreadCount)).body.count).toBe(0);
    expect((await other.http.call(endpoints.notifications.unreadCount)).body.count).toBe(1);
    expect((await server.client().call(endpoints.notifications.list)).status).toBe(401);
  });

  it('delivers a new notification over SSE within a second, only to its user, and never one rolled back', async () => {
    const me = await person();
    const other = await person();
    const stream = await openEventStream(
      `${server.url}/api/notifications/stream`,
      await sessionCookie(server.url, me.user),
    );
    const otherStream = await openEventStream(
      `${server.url}/api/notifications/stream`,
      await sessionCookie(server.url, other.user),
    );
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next('ready', 2000)).not.toBeNull();
      expect(await otherStream.next('ready', 2000)).not.toBeNull();

      await server.deps.db
        .transaction(async (tx) => {
          await createNotification(tx, {
            userId: me.user.id,
            type: 'salon_approved',
            payload: { salon_name: 'Annulé' },
          });
          throw new Error('rollback');
        })
        .catch(() => {});
      const started = Date.now();
      await createNotification(server.deps.db, {
        userId: me.user.id,
        type: 'salon_approved',
        payload: { salon_name: 'Livré' },
      });
      const event = must(await stream.next('notification', 1000), 'event');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(JSON.parse(event.data)).toMatchObject({
        type: 'salon_approved',
        payload: { salon_name: 'Livré' },
      });
      expect(event.data).not.toContain(me.user.id);
      expect(await stream.next('notification', 500)).toBeNull();
      expect(await otherStream.next('notification', 200)).toBeNull();
    } finally {
      stream.close();
      otherStream.close();
    }
  });
});

// Several API processes behind a load balancer: the fan-out goes through PostgreSQL.
describe.skipIf(testDatabaseKind() !== 'postgres')('across two server processes on one PostgreSQL', () => {
  let second: ChildProcess | null = null;
  afterAll(() => {
    second?.kill('SIGTERM');
  });

  it('a notification created through the first is received on the second within 1 second', {
    timeout: WHOLE_SERVER_TEST_LIMIT_MS,
  }, async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const { config } = server.deps;
    const url = config.database.kind === 'postgres' ? config.database.url : '';
    second = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: path.resolve(import.meta.dirname, '../../../..'),
      env: {
        ...process.env,
        DATABASE_URL: url,
        AUTH_SECRET: config.authSecret,
        PORT: String(port),
        BASE_URL: `http://localhost:${port}`,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        OUTBOX_INTERVAL_MS: '0',
        // The sign-ins of every file sharing the first server count against 127.0.0.1 (decision 089).
        AUTH_RATE_LIMIT_MAX: '1000000',
        // The second process is one process, as on another machine (no workers of its own).
        WEB_CONCURRENCY: '1',
      },
      stdio: 'ignore',
    });
    const secondUrl = `http://localhost:${port}`;
    for (let i = 0; i < 150; i++) {
      if (
        await fetch(`${secondUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const salon = await createSalon(server.deps, { ownerId: owner.id, name: 'Salon Deux Processus' });
    const serviceId = must(salon.serviceIds[0], 'serviceId');
    // A day the salon is open, whatever today is: not a Sunday, not a public holiday.
    const date = openDay({ minDaysAhead: 3, weekdays: [1, 2, 3, 4, 5, 6] });
    const slot = must(
      (
        await server.client().call(endpoints.salons.slots, {
          params: { id: salon.id },
          query: { date: date, serviceId: serviceId },
        })
      ).body.slots[0],
      'slot',
    );
    const client = await person();
    const stream = await openEventStream(
      `${secondUrl}/api/notifications/stream`,
      await sessionCookie(secondUrl, owner),
    );
    try {
      expect(await stream.next('ready', 3000)).not.toBeNull();
      const started = Date.now();
      // The client books through the FIRST process's API; the owner listens on the SECOND.
      const booked = await client.http.call(endpoints.bookings.create, {
        body: { salonId: salon.id, serviceId, start: slot.start },
      });
      expect(booked.status).toBe(201);
      const event = await stream.next('notification', 1000);
      const received = must(event, 'event');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(JSON.parse(received.data)).toMatchObject({
        type: 'new_booking',
        payload: { salon_name: 'Salon Deux Processus' },
      });
    } finally {
      stream.close();
    }
  });
});
