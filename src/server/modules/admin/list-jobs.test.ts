import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJobKind } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { now } from '../../base/clock';
import { mailOutbox, messageOutbox } from '../../db/schema';
import { enqueueMail } from '../../lib/mail/outbox';
import { createOwnedSalon, createSignedInUser, createUser } from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// The admins' "Tâches de fond" (decision 086): every kind of the registry, what waits in each and
// what failed, as the queues' rows say. The server's own jobs are off: the test writes the rows.

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await createSignedInUser(server, { role: 'admin' })).http;
});
afterAll(async () => {
  await server?.stop();
});

const later = (minutes: number) => new Date(now().getTime() + minutes * 60_000);
const kindOf = (kinds: AdminJobKind[], name: string) => kinds.find((kind) => kind.name === name);

describe('GET /admin/jobs', () => {
  it('lists every kind of the registry, queues and sweeps, each with its rhythm in this process', async () => {
    const { status, body } = await admin.call(endpoints.admin.jobs);
    expect(status).toBe(200);
    expect(body.kinds.map((kind) => [kind.name, kind.sort])).toEqual([
      ['mail', 'queue'],
      ['messages', 'queue'],
      ['calendar', 'queue'],
      ['request-expiry', 'sweep'],
      ['reminders', 'sweep'],
      ['sms-follow-ups', 'sweep'],
      ['holiday-reminders', 'sweep'],
      ['availability', 'sweep'],
      ['housekeeping', 'sweep'],
    ]);
    expect(kindOf(body.kinds, 'mail')?.label).toBe('E-mails');
    // The test server runs no outbox nor sweep (OUTBOX_INTERVAL_MS=0): each says so; the hourly
    // clean-up runs in every process.
    expect(body.kinds.map((kind) => [kind.name, kind.everyMs]).filter(([, every]) => every !== 0)).toEqual([
      ['housekeeping', 3_600_000],
    ]);
    expect(new Date(body.checkedAt).getTime()).toBeLessThanOrEqual(now().getTime());
  });

  it("counts a queue's rows by what becomes of them: due, later, being sent, retried, failed today", async () => {
    const mailBefore = must(kindOf((await admin.call(endpoints.admin.jobs)).body.kinds, 'mail'), 'mail');
    const due = await enqueueMail(server.deps.db, { to: 'a@example.tn', subject: 'Dû', text: 'x' });
    const retried = await enqueueMail(server.deps.db, { to: 'b@example.tn', subject: 'Reprise', text: 'x' });
    const taken = await enqueueMail(server.deps.db, { to: 'c@example.tn', subject: 'Pris', text: 'x' });
    await server.deps.db
      .update(mailOutbox)
      .set({ nextAttemptAt: later(10), attempts: 1, lastError: '421 Service indisponible' })
      .where(eq(mailOutbox.id, retried));
    await server.deps.db
      .update(mailOutbox)
      .set({ lockedUntil: later(1) })
      .where(eq(mailOutbox.id, taken));
    // Sent mails are history, not work: never counted.
    await server.deps.db
      .update(mailOutbox)
      .set({ status: 'sent' })
      .where(and(notInArray(mailOutbox.id, [due, retried, taken]), eq(mailOutbox.status, 'pending')));
    await server.deps.db.insert(messageOutbox).values([
      {
        channel: 'sms',
        toPhone: '+21650000001',
        template: 'reminder',
        body: 'x',
        state: 'failed',
        failure: 'refused',
        failedAt: later(-60),
        lastError: 'numéro refusé',
      },
      {
        channel: 'sms',
        toPhone: '+21650000002',
        template: 'reminder',
        body: 'x',
        state: 'failed',
        failure: 'refused',
        failedAt: later(-3 * 24 * 60),
        lastError: 'ancien refus',
      },
    ]);

    const { body } = await admin.call(endpoints.admin.jobs);
    const mail = must(kindOf(body.kinds, 'mail'), 'mail');
    expect(mailBefore.failed).toBeNull();
    expect(mail).toMatchObject({ due: 1, later: 1, running: 1, retrying: 1, failed: null });
    expect(mail.lastError).toBe('421 Service indisponible');
    const messages = must(kindOf(body.kinds, 'messages'), 'messages');
    // Only the last day's failures: the one of three days ago is history.
    expect(messages.failed).toBe(1);
    expect(messages.lastError).toBe('numéro refusé');
  });

  it('counts what a sweep has due: a request past its answer time, not one still within it', async () => {
    const owned = await createOwnedSalon(server, {
      service: { name: 'Brushing', price: '25.00', duration: 30 },
    });
    const client = await createUser(server.deps, { role: 'client' });
    const request = (respondBy: Date, hoursAhead: number) =>
      insertBooking(server.deps, {
        clientId: client.id,
        prestataireId: owned.owner.id,
        salonId: owned.salonId,
        start: later(hoursAhead * 60),
        minutes: 30,
        status: 'pending',
        respondBy,
      });
    const before = must(
      kindOf((await admin.call(endpoints.admin.jobs)).body.kinds, 'request-expiry'),
      'expiry',
    );
    await request(later(-5), 48);
    await request(later(60), 50);
    const { body } = await admin.call(endpoints.admin.jobs);
    expect(kindOf(body.kinds, 'request-expiry')).toMatchObject({
      sort: 'sweep',
      due: before.due + 1,
      failed: null,
    });
  });
});
