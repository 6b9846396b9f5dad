import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now as nowDate, sqlNow } from '../base/clock';
import { loadConfig } from '../config';
import { bookings } from '../db/schema';
import { logger } from '../lib/logger';
import { processOutbox } from '../lib/mail/outbox';
import { bookingMailSettings } from '../modules/bookings/booking-mail-settings';
import { expireRequests } from '../modules/bookings/expire-requests';
import { sendReminders } from '../modules/bookings/send-reminders';
import { insertPlainBookings } from '../modules/core/booking-parts';
import { type RunningServer, startServer } from '../server';
import { createSalon, createUser } from '../test-support/factories';
import { WHOLE_SERVER_TEST_LIMIT_MS } from '../test-support/limits';
import { mailSubject } from '../test-support/mail-parts';
import { startTestSmtp } from '../test-support/smtp';
import { createScratchDatabase } from '../test-support/test-server';
import { onPostgres, scratchFolder, waitFor } from './fixtures';

/**
 * Faults (decision 048): every due reminder and every expiring request is handled exactly once,
 * with several senders at once (on PostgreSQL, a second server process with its own workers), with
 * the mail server down, and after a restart of the server on the same data.
 */

const HOUR = 3_600_000;
const dataDir = scratchFolder('reminders');
let levelBefore = logger.level;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let env: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  scratch = onPostgres ? await createScratchDatabase() : null;
  env = {
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    // As every test server (decision 064): real scrypt, a lower work factor.
    PASSWORD_HASH_COST: '10',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // The test drives the workers itself, unless it says otherwise.
    OUTBOX_INTERVAL_MS: '0',
  };
  levelBefore = logger.level;
  logger.level = 'fatal';
});
afterAll(async () => {
  // Test files may share a process (vitest.config.ts): the next one logs as it asked.
  logger.level = levelBefore;
  await smtp?.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = (overrides: Record<string, string> = {}) => startServer(loadConfig({ ...env, ...overrides }));

/** `count` bookings of distinct clients, each starting two days from now, in `status`. */
async function bookingsOf(server: RunningServer, count: number, status: 'confirmed' | 'pending') {
  const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    services: [{ name: 'Brushing', price: '20.00', duration: 30 }],
  });
  const clients = await Promise.all(
    Array.from({ length: count }, () => createUser(server.deps, { role: 'client' })),
  );
  const base = Date.now() + 48 * HOUR;
  const rows = await insertPlainBookings(
    server.deps.db,

    clients.map((client, i) => ({
      clientId: client.id,
      prestataireId: owner.id,
      salonId: salon.id,
      serviceName: 'Brushing',
      servicePrice: '20.00',
      // One at a time in the salon: half an hour each.
      startTime: new Date(base + i * 30 * 60_000),
      endTime: new Date(base + (i + 1) * 30 * 60_000),
      status,
      remindAt: status === 'confirmed' ? new Date(Date.now() - 60_000) : null,
      respondBy: status === 'pending' ? new Date(Date.now() - 60_000) : null,
    })),
  );
  return { ids: rows.map((row) => row.id), emails: clients.map((client) => client.email) };
}

const received = (emails: string[], subject: RegExp) =>
  emails.map(
    (email) =>
      smtp.received.filter((mail) => mail.to.includes(email) && subject.test(mailSubject(mail))).length,
  );

// Each test starts servers on a data folder of their own (a new embedded database each time) and
// makes 30 accounts: about 30 s alone, past 60 s beside the browser suite on CI. The limit catches a
// hang, not slowness.
describe('reminders and expiry, exactly once', () => {
  it('several senders at once, the mail server down then back: one reminder, one expiry e-mail each', {
    timeout: WHOLE_SERVER_TEST_LIMIT_MS,
  }, async () => {
    const server = await start();
    // On PostgreSQL, a second server process on the same database runs its own workers meanwhile.
    const second = onPostgres
      ? await startServer({ ...server.deps.config, port: 0, outboxIntervalMs: 20 })
      : null;
    try {
      smtp.setFault({ stage: 'mail', code: 421, message: 'Service indisponible' });
      const confirmed = await bookingsOf(server, 15, 'confirmed');
      const pending = await bookingsOf(server, 15, 'pending');
      const mail = bookingMailSettings(server.deps.config);
      const now = nowDate();
      const rounds = await Promise.all(
        Array.from({ length: 4 }, () =>
          Promise.all([
            sendReminders({ db: server.deps.db, mail, now, limit: 5 }),
            expireRequests({ db: server.deps.db, mail, now, limit: 5 }),
          ]),
        ),
      );
      // Whatever the first rounds left, later rounds (and the second process) take.
      for (let i = 0; i < 10; i++) {
        await sendReminders({ db: server.deps.db, mail, now });
        await expireRequests({ db: server.deps.db, mail, now });
      }
      const claimed = rounds.flatMap(([reminded, expired]) => [...reminded, ...expired]);
      expect(new Set(claimed).size).toBe(claimed.length);
      await processOutbox(server.deps.db, server.deps.mailer);
      expect(received(confirmed.emails, /^Rappel/)).toEqual(Array(15).fill(0));

      smtp.setFault(null);
      // Every queued mail due now: the backoff would otherwise wait.
      await server.deps.db.execute(
        sql`update mail_outbox set next_attempt_at = ${sqlNow()} where status = 'pending'`,
      );
      // This process sends too, beside the second one's worker: the rows that one holds leave when its
      // round reaches them, so the test waits for every mail (up to 20 s), then checks none twice.
      const everyone = [...confirmed.emails, ...pending.emails];
      const arrived = await waitFor(async () => {
        await processOutbox(server.deps.db, server.deps.mailer);
        return everyone.every((email) => smtp.received.some((mail) => mail.to.includes(email)));
      }, 20_000);
      expect(arrived, 'every reminder and expiry e-mail arrives').toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received(confirmed.emails, /^Rappel/)).toEqual(Array(15).fill(1));
      expect(received(pending.emails, /a expiré$/)).toEqual(Array(15).fill(1));
      const rows = await server.deps.db.select().from(bookings).where(inArray(bookings.id, pending.ids));
      expect(rows.map((row) => row.status)).toEqual(Array(15).fill('expired'));
    } finally {
      smtp.setFault(null);
      await second?.stop();
      await server.stop();
    }
  });

  it('due while the server was stopped: sent once after the restart, by the running workers', {
    timeout: WHOLE_SERVER_TEST_LIMIT_MS,
  }, async () => {
    const first = await start();
    const confirmed = await bookingsOf(first, 5, 'confirmed');
    await first.stop();

    // Started again on the same data, with its workers on (a real clock, a short interval).
    const again = await start({ OUTBOX_INTERVAL_MS: '50' });
    try {
      const deadline = Date.now() + 15_000;
      while (received(confirmed.emails, /^Rappel/).some((n) => n === 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A few more rounds of the workers must not send anything twice.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(received(confirmed.emails, /^Rappel/)).toEqual(Array(5).fill(1));
    } finally {
      await again.stop();
    }
  });
});
