import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { addDays, toWallClock } from '@/shared/time-zone';
import { now, setClock } from '../base/clock';
import {
  availabilityQueue,
  bookings,
  calendarEventLinks,
  mailOutbox,
  messageOutbox,
  notifications,
  oneTapLinks,
  publicHolidays,
  rateLimits,
  salonAvailability,
  users,
} from '../db/schema';
import { logger } from '../lib/logger';
import { enqueueMail } from '../lib/mail/outbox';
import { enqueueMessage } from '../lib/messaging/outbox';
import { scheduleBookingEvent } from '../modules/calendar/event-sync';
import { type CalendarProvider, startCalendarProvider } from '../test-support/calendar-provider';
import { createOwnedSalon, createUser, type TestUser, uniqueTunisianNumber } from '../test-support/factories';
import { type SmsGatewayStandIn, startSmsGateway } from '../test-support/message-providers';
import { startTestSmtp } from '../test-support/smtp';
import { insertBooking } from '../test-support/stored-bookings';
import { startTestServer, type TestServer, testServerSettings } from '../test-support/test-server';
import { killAt, onPostgres, scratchFolder, spawnScript, waitFor } from './fixtures';

/**
 * Faults (decision 086): for every kind of the job registry, the process running it is killed
 * (SIGKILL, nothing of it runs again) in the middle of a job, and after recovery the job is done
 * once. A queue's job is killed while its provider holds the request: the lease ends, another
 * process does it once (the calendar's event made by the dead process is not made twice). A sweep
 * is killed inside its transaction, held by a table lock after it claimed its rows: nothing of it
 * is left, and the next round does it once. The job runs in a child process on the same PostgreSQL
 * database; the embedded database has one process only.
 */

const HOUR = 3_600_000;
const SMS_SECRET = randomBytes(24).toString('hex');
const dataDir = scratchFolder('kill-mid-job');
let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let calendar: CalendarProvider;
let gateway: SmsGatewayStandIn;
let env: Record<string, string>;
let levelBefore = logger.level;
let owner: TestUser;
let salonId: string;

beforeAll(async () => {
  if (!onPostgres) return;
  [smtp, calendar, gateway] = await Promise.all([
    startTestSmtp(),
    startCalendarProvider(),
    startSmsGateway(),
  ]);
  // The child reads the calendar's sealed tokens: it shares the server's keys.
  env = {
    SMTP_URL: smtp.url,
    ...calendar.env,
    ...gateway.env(SMS_SECRET),
    AUTH_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  server = await startTestServer(env);
  levelBefore = logger.level;
  logger.level = 'fatal';
  const owned = await createOwnedSalon(server, {
    ownerName: 'Amel Coiffure',
    salonName: 'Salon Reprise',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  owner = owned.owner;
  salonId = owned.salonId;
  // The owner's calendar is connected, as the calendar page does it.
  const authorized = await owned.ownerHttp.call(endpoints.calendar.authorize);
  const consent = await fetch(authorized.body.url, { redirect: 'manual' });
  const callback = new URL(must(consent.headers.get('location'), 'the consent page sends back'));
  const connected = await owned.ownerHttp.call(endpoints.calendar.connect, {
    body: {
      code: must(callback.searchParams.get('code'), 'code'),
      state: must(callback.searchParams.get('state'), 'state'),
    },
  });
  expect(connected.status).toBe(200);
});
afterAll(async () => {
  logger.level = levelBefore;
  await server?.stop();
  await Promise.all([smtp?.stop(), calendar?.stop(), gateway?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => setClock(null));

const db = () => server.deps.db;
const databaseUrl = () => {
  const database = server.deps.config.database;
  if (database.kind !== 'postgres') throw new Error('PostgreSQL seulement');
  return database.url;
};

/** Kills a child running one round of `kind` as soon as `midJob` resolves: it dies mid-job. */
function killMidJob(kind: string, midJob: Promise<unknown>) {
  const job = spawnScript('src/server/test-support/run-job-child.ts', [kind], {
    ...process.env,
    ...testServerSettings(),
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(),
    BASE_URL: server.url,
  });
  return killAt(job, midJob, `la tâche ${kind}`);
}

/** One round of `kind` in this process, as the running servers' engine does it. */
const runHere = (kind: string) =>
  must(
    server.deps.jobs.find((job) => job.name === kind),
    kind,
  ).run();

/** After the dead process's lease (60 s) and, for a message, its grace in doubt (10 min). */
const afterTheLease = (minutes: number) => setClock(new Date(now().getTime() + minutes * 60_000));

// A sweep's tables, locked against writes while its child works: it stops at its first write after
// its claim. Reads go through; its claims lock rows of other tables (bookings, holidays, the
// availability queue), which stay unlocked.
const SWEEP_WRITES = [
  'notifications',
  'mail_outbox',
  'message_outbox',
  'one_tap_links',
  'salon_availability',
  'rate_limits',
];

/**
 * Runs `kind` in a child, holds it inside its transaction at its first write, kills it, and waits
 * until its database session is gone (its transaction rolled back, its row locks released).
 */
async function killInsideTransaction(kind: string) {
  const locker = new pg.Client({ connectionString: databaseUrl() });
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query(`lock table ${SWEEP_WRITES.join(', ')} in exclusive mode`);
    let waiting: number | null = null;
    // Only a session this lock holds back: other test files share the PostgreSQL server.
    const blocked = waitFor(async () => {
      const { rows } = await locker.query<{ pid: number }>(
        `select l.pid from pg_locks l
         where not l.granted and pg_backend_pid() = any(pg_blocking_pids(l.pid)) limit 1`,
      );
      waiting = rows[0]?.pid ?? null;
      return waiting !== null;
    }, 20_000).then((found) => {
      if (!found) throw new Error(`la tâche ${kind} n'a pas attendu le verrou`);
    });
    await killMidJob(kind, blocked);
    await locker.query('rollback');
    // Its lock granted, the dead session's statement ends; its answer finds no one and it rolls back.
    const gone = await waitFor(async () => {
      const { rows } = await locker.query('select 1 from pg_stat_activity where pid = $1', [waiting]);
      return rows.length === 0;
    }, 20_000);
    expect(gone, 'la session de la tâche tuée est partie').toBe(true);
  } finally {
    await locker.end();
  }
}

/** A booking of a new client in the salon, two days from now. */
async function bookingOfNewClient(values: Partial<typeof bookings.$inferInsert>) {
  const client = await createUser(server.deps, { role: 'client' });
  // A number to reach them by SMS, as a client who gave one at sign-up.
  await db().update(users).set({ phone: uniqueTunisianNumber() }).where(eq(users.id, client.id));
  const start = new Date(now().getTime() + 48 * HOUR + Math.floor(Math.random() * 500) * 30 * 60_000);
  const booking = await insertBooking(server.deps, {
    clientId: client.id,
    prestataireId: owner.id,
    salonId,
    serviceName: 'Brushing',
    servicePrice: '25.00',
    start,
    minutes: 30,
    status: 'confirmed',
    ...values,
  });
  return { booking, client };
}

const mailsTo = async (address: string) =>
  (await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, address)))[0]?.n;

describe.runIf(onPostgres)('every job kind, its process killed mid-job', () => {
  it('is every kind of the registry, each with its case below', () => {
    const cases = ['mail', 'messages', 'calendar', 'request-expiry', 'reminders', 'sms-follow-ups'];
    cases.push('holiday-reminders', 'availability', 'housekeeping');
    expect(server.deps.jobs.map((job) => job.name).sort()).toEqual(cases.sort());
  });

  it('mail: killed while the mail server holds the message; sent once after the lease', async () => {
    const address = `reprise-${randomBytes(4).toString('hex')}@example.tn`;
    const id = await enqueueMail(db(), { to: address, subject: 'Reprise', text: 'Un e-mail.' });
    smtp.setFault({ stage: 'hold-data' });
    await killMidJob('mail', smtp.held());
    smtp.setFault(null);
    expect(smtp.received.filter((mail) => mail.to.includes(address))).toHaveLength(0);
    // Within the lease, the mail is the dead process's: nobody takes it.
    await runHere('mail');
    expect(smtp.received.filter((mail) => mail.to.includes(address))).toHaveLength(0);
    afterTheLease(2);
    await runHere('mail');
    await runHere('mail');
    expect(smtp.received.filter((mail) => mail.to.includes(address))).toHaveLength(1);
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
  });

  it('messages: killed while the SMS gateway holds the request; sent once after the grace', async () => {
    const phone = `+2162${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const id = await enqueueMessage(db(), {
      channel: 'sms',
      to: phone,
      template: 'confirmed',
      body: 'RDV confirmé au Salon Reprise.',
    });
    await gateway.setFault('hold-before-taking');
    await killMidJob('messages', gateway.held());
    await gateway.setFault(null);
    // In doubt: neither after the lease alone (a receipt may still name it) nor twice after the grace.
    afterTheLease(2);
    await runHere('messages');
    expect(gateway.taken.filter((sms) => sms.to === phone)).toHaveLength(0);
    afterTheLease(11);
    await runHere('messages');
    await runHere('messages');
    expect(gateway.taken.filter((sms) => sms.to === phone)).toHaveLength(1);
    const [row] = await db().select().from(messageOutbox).where(eq(messageOutbox.id, id));
    expect(row?.state).toBe('sent');
  });

  it('calendar: killed after the provider made the event, its answer lost; one event after the lease', async () => {
    const { booking } = await bookingOfNewClient({});
    await scheduleBookingEvent(db(), booking.id);
    calendar.setHolding(true);
    await killMidJob('calendar', calendar.held());
    calendar.setHolding(false);
    // Within the lease, the change is the dead process's: nobody calls the provider.
    const callsBefore = calendar.calls.length;
    await runHere('calendar');
    expect(calendar.calls.length).toBe(callsBefore);
    afterTheLease(2);
    await runHere('calendar');
    await runHere('calendar');
    const events = calendar.events().filter((event) => event.id === `rdv${booking.id.replaceAll('-', '')}`);
    expect(events).toHaveLength(1);
    const [link] = await db()
      .select()
      .from(calendarEventLinks)
      .where(eq(calendarEventLinks.bookingId, booking.id));
    expect(link && link.syncedVersion === link.version).toBe(true);
  });

  it('request-expiry: killed inside its transaction; the request expires once, one e-mail', async () => {
    const { booking, client } = await bookingOfNewClient({
      status: 'pending',
      respondBy: new Date(now().getTime() - 60_000),
    });
    await killInsideTransaction('request-expiry');
    expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status).toBe(
      'pending',
    );
    await runHere('request-expiry');
    await runHere('request-expiry');
    expect((await db().select().from(bookings).where(eq(bookings.id, booking.id)))[0]?.status).toBe(
      'expired',
    );
    expect(await mailsTo(client.email)).toBe(1);
  });

  it('reminders: killed inside its transaction; one reminder, one pair of links', async () => {
    const { booking, client } = await bookingOfNewClient({ remindAt: new Date(now().getTime() - 60_000) });
    await killInsideTransaction('reminders');
    expect(await mailsTo(client.email)).toBe(0);
    await runHere('reminders');
    await runHere('reminders');
    expect(await mailsTo(client.email)).toBe(1);
    const links = await db().select().from(oneTapLinks).where(eq(oneTapLinks.bookingId, booking.id));
    expect(links.map((link) => link.answers).sort()).toEqual(['cancel', 'confirm_attendance']);
  });

  it('sms-follow-ups: killed inside its transaction; one SMS', async () => {
    const { booking } = await bookingOfNewClient({ smsFollowUpAt: new Date(now().getTime() - 60_000) });
    await killInsideTransaction('sms-follow-ups');
    await runHere('sms-follow-ups');
    await runHere('sms-follow-ups');
    const queued = await db().select().from(messageOutbox).where(eq(messageOutbox.bookingId, booking.id));
    expect(queued.map((message) => message.template)).toEqual(['follow_up']);
  });

  it('holiday-reminders: killed inside its statement; the owner told once', async () => {
    const today = toWallClock(now(), DEFAULT_TIME_ZONE).date;
    const name = `Fête de reprise ${randomBytes(3).toString('hex')}`;
    await db()
      .insert(publicHolidays)
      .values({ name, startDate: addDays(today, 3), endDate: addDays(today, 3) });
    await killInsideTransaction('holiday-reminders');
    await runHere('holiday-reminders');
    await runHere('holiday-reminders');
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'holiday_reminder')));
    expect(told.filter((notice) => JSON.stringify(notice.payload).includes(name))).toHaveLength(1);
  });

  it("availability: killed inside a salon's rebuild; rebuilt once, its queue entry spent", async () => {
    await db().insert(availabilityQueue).values({ salonId }).onConflictDoNothing();
    await killInsideTransaction('availability');
    expect(
      await db().select().from(availabilityQueue).where(eq(availabilityQueue.salonId, salonId)),
    ).toHaveLength(1);
    await runHere('availability');
    await runHere('availability');
    expect(await db().select().from(availabilityQueue).where(eq(availabilityQueue.salonId, salonId))).toEqual(
      [],
    );
    const rows = await db().select().from(salonAvailability).where(eq(salonAvailability.salonId, salonId));
    const days = rows.map((row) => `${row.serviceId} ${row.day}`);
    expect(days.length).toBeGreaterThan(0);
    expect(new Set(days).size).toBe(days.length);
  });

  // A clean-up is one statement outside any transaction: done whole or not at all. Killed while it
  // waits, it is done by the dead session once its lock is granted, or by the next round: what the
  // test shows is that the next round does every part and leaves no old row behind.
  it('housekeeping: killed while its first clean-up waits; the next round does all six parts', async () => {
    await db()
      .insert(rateLimits)
      .values({ key: 'reprise', count: 1, windowStart: new Date(now().getTime() - 2 * 86_400_000) });
    await killInsideTransaction('housekeeping');
    expect(await runHere('housekeeping')).toBe(6);
    expect(await db().select().from(rateLimits).where(eq(rateLimits.key, 'reprise'))).toEqual([]);
  });
});
