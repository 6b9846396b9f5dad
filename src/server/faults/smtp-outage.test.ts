import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import type { Database } from '../db/client';
import { mailOutbox, notifications } from '../db/schema';
import { logger } from '../lib/logger';
import type { Mailer } from '../lib/mail/mailer';
import { deliverMail, enqueueMail, processOutbox } from '../lib/mail/outbox';
import { type RunningServer, startServer } from '../server';
import { createSalon, createUser, signedIn, type TestUser } from '../test-support/factories';
import { messageIdOf, startTestSmtp } from '../test-support/smtp';
import type { TestClient } from '../test-support/test-client';
import { startTestServer, type TestServer, testDatabaseKind } from '../test-support/test-server';
import { firstServiceId, freeStarts, sleep, waitFor } from './fixtures';

/**
 * Faults (decision 039): the mail server is down, or misbehaves mid-transaction, while the API keeps
 * changing bookings. Every change commits; every mail it queued is delivered exactly once when the
 * server is back. The outbox worker runs for real here (every 100 ms).
 */

let levelBefore = logger.level;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;
let owner: TestUser;
let ownerHttp: TestClient;
let adminHttp: TestClient;
let salonId: string;
let serviceId: string;
let starts: string[];

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: '100' });
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  ownerHttp = await signedIn(server, owner);
  adminHttp = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    services: [{ name: 'Brushing', price: '20.00', duration: 30 }],
  });
  salonId = salon.id;
  serviceId = await firstServiceId(server.url, salonId);
  starts = await freeStarts(server.url, salonId, serviceId, 80);
  // Failed attempts are expected here by the dozen; the assertions say what matters.
  levelBefore = logger.level;
  logger.level = 'fatal';
});

afterAll(async () => {
  // Test files may share a process (vitest.config.ts): the next one logs as it asked.
  logger.level = levelBefore;
  await server?.stop();
  await smtp?.stop();
  vi.restoreAllMocks();
});
// A test that fails with a fault set must not leave it to the next ones.
afterEach(() => smtp.setFault(null));

let nextStart = 0;
async function bookAs(http: TestClient): Promise<string> {
  const response = await http.send(endpoints.bookings.create, {
    body: {
      salonId,
      serviceId,
      start: starts[nextStart++],
    },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function newClient() {
  const user = await createUser(server.deps, { role: 'client' });
  return { user, http: await signedIn(server, user) };
}

const outboxFor = (ids: string[]) =>
  ids.length
    ? server.deps.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids))
    : Promise.resolve([]);

/** Makes every pending mail due now: the worker's backoff would otherwise wait 15 s and more. */
const makeDue = () =>
  server.deps.db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(0) })
    .where(eq(mailOutbox.status, 'pending'));

const noMailPending = async () =>
  (
    await server.deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'))
  ).length === 0;

/** How many copies of each outbox mail the SMTP server got, by outbox id. */
function copiesById(): Map<string, number> {
  const copies = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = /^<([^@]+)@rendezvous\.outbox>$/.exec(messageIdOf(mail) ?? '')?.[1];
    if (id) copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return copies;
}

/** Waits for the worker to empty the outbox, lets it run a few more rounds, then counts copies. */
async function drainAndCount(ids: string[]) {
  expect(await waitFor(noMailPending, 15_000), 'la file se vide').toBe(true);
  await sleep(500);
  const copies = copiesById();
  return ids.map((id) => copies.get(id) ?? 0);
}

describe('mail server down while bookings change', () => {
  it('commits every change, then delivers each queued mail exactly once when the server is back', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => newClient()));
    const booked = await Promise.all(
      clients.map(async (client) => ({
        client,
        toRefuse: await bookAs(client.http),
        toCancelBySalon: await bookAs(client.http),
        toCancelByClient: await bookAs(client.http),
      })),
    );
    const pendingProviders = await Promise.all(
      Array.from({ length: 3 }, () =>
        createUser(server.deps, { role: 'prestataire', providerStatus: 'pending' }),
      ),
    );

    // The owner's e-mails about these new requests leave while the server is still up.
    expect(await waitFor(noMailPending, 15_000), 'la file se vide').toBe(true);
    await smtp.stop();
    const before = smtp.received.length;
    // All at once, as people would: refusals and cancellations by the salon (mail to the client),
    // cancellations by clients (the salon is notified in the app; the client gets their calendar's
    // CANCEL by mail, not reported in the answer), approvals (mail).
    const answers = await Promise.all([
      ...booked.map(({ toRefuse }) =>
        ownerHttp.call(endpoints.bookingActions.refuse, {
          params: { id: toRefuse },
          body: { note: 'Salon complet' },
        }),
      ),
      ...booked.map(({ toCancelBySalon }) =>
        ownerHttp.call(endpoints.bookingActions.cancel, {
          params: { id: toCancelBySalon },
          body: { note: 'Coiffeuse malade' },
        }),
      ),
      ...booked.map(({ client, toCancelByClient }) =>
        client.http.call(endpoints.bookingActions.cancel, {
          params: { id: toCancelByClient },
          body: { note: 'Empêchement' },
        }),
      ),
      ...pendingProviders.map((provider) =>
        adminHttp.call(endpoints.admin.approveProvider, { params: { id: provider.id } }),
      ),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const salonSide = answers.slice(0, 10).map((a) => a.body.emailSent);
    const clientSide = answers.slice(10, 15).map((a) => a.body.emailSent);
    const approvals = answers.slice(15).map((a) => a.body.emailSent);
    expect(salonSide).toEqual(Array(10).fill(false));
    expect(clientSide).toEqual(Array(5).fill(null));
    expect(approvals).toEqual(Array(3).fill(false));

    // The worker keeps trying while the server is down, and records why it failed.
    await sleep(400);
    const expectedTo = [
      ...clients.flatMap(({ user }) => [user.email, user.email, user.email]),
      ...pendingProviders.map((p) => p.email),
    ];
    const queued = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, expectedTo));
    expect(queued).toHaveLength(18);
    expect(queued.every((mail) => mail.status === 'pending' && mail.attempts >= 1)).toBe(true);
    expect(queued.some((mail) => mail.lastError?.includes('ECONNREFUSED'))).toBe(true);
    expect(smtp.received.length).toBe(before);
    // A client's cancellation notified the salon owner in the app, once per booking.
    const ownerNotices = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    for (const { toCancelByClient } of booked) {
      expect(
        ownerNotices.filter(
          (n) =>
            n.type === 'booking_status_changed' &&
            (n.payload as { booking_id?: string }).booking_id === toCancelByClient,
        ),
      ).toHaveLength(1);
    }

    await smtp.restart();
    await makeDue();
    expect(await drainAndCount(queued.map((mail) => mail.id))).toEqual(Array(18).fill(1));
    // Per person: each client exactly their refusal and the two cancellations, each provider one approval.
    const received = smtp.received.slice(before);
    expect(received).toHaveLength(18);
    for (const { user } of clients) {
      const mine = queued.filter((mail) => mail.toAddress === user.email).map((mail) => mail.subject);
      expect(mine.sort()).toEqual([
        expect.stringMatching(/a été annulé$/),
        expect.stringMatching(/a été refusé$/),
        expect.stringMatching(/est annulé$/),
      ]);
      expect(received.filter((mail) => mail.to.includes(user.email))).toHaveLength(3);
    }
    for (const provider of pendingProviders) {
      expect(received.filter((mail) => mail.to.includes(provider.email))).toHaveLength(1);
    }
    expect(received.filter((mail) => mail.to.includes(owner.email))).toHaveLength(0);
    const sent = await outboxFor(queued.map((mail) => mail.id));
    expect(sent.every((mail) => mail.status === 'sent' && mail.sentAt !== null)).toBe(true);
  });

  it('survives a server that fails mid-transaction (451 or 554 on DATA, 450 on RCPT), then delivers each mail once', async () => {
    const { user, http } = await newClient();
    const ids = await Promise.all([bookAs(http), bookAs(http), bookAs(http)]);
    // The owner's e-mails about the requests leave first: counted before the faults, not during.
    expect(await waitFor(noMailPending, 15_000), 'la file se vide').toBe(true);
    const before = smtp.received.length;
    const refuse = (id: string) =>
      ownerHttp.call(endpoints.bookingActions.refuse, {
        params: { id },
        body: { note: 'Fermeture exceptionnelle' },
      });

    // Each fault stays until its mail's failed attempt is recorded: the worker may have claimed the
    // mail before the request did, and would otherwise meet the next fault, or none.
    const failedSoFar = async () =>
      (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).filter(
        (mail) => mail.lastError !== null,
      ).length;
    const faults = [
      { stage: 'data', code: 451, message: '451 Erreur locale, réessayez plus tard' },
      { stage: 'data', code: 554, message: '554 Transaction refusée' },
      { stage: 'rcpt', code: 450, message: '450 Boîte momentanément indisponible' },
    ] as const;
    for (const [index, fault] of faults.entries()) {
      smtp.setFault(fault);
      expect((await refuse(must(ids[index], 'a booking'))).body.emailSent).toBe(false);
      expect(await waitFor(async () => (await failedSoFar()) === index + 1, 15_000)).toBe(true);
    }
    // The server read the messages and refused them: nothing was delivered.
    expect(smtp.received.length).toBe(before);
    const queued = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    // nodemailer words it its own way ("Message failed: 451 …"); the server's code is in it.
    expect(queued.map((mail) => /\b[45]\d\d\b/.exec(mail.lastError ?? '')?.[0]).sort()).toEqual([
      '450',
      '451',
      '554',
    ]);

    smtp.setFault(null);
    await makeDue();
    expect(await drainAndCount(queued.map((mail) => mail.id))).toEqual([1, 1, 1]);
  });

  it('resends once, with the same Message-ID, a mail whose "250 OK" was lost: the at-least-once window', async () => {
    const { user, http } = await newClient();
    const id = await bookAs(http);
    // The owner's e-mail about the request leaves first: the fault must hit the refusal's.
    expect(await waitFor(noMailPending, 15_000), 'la file se vide').toBe(true);
    smtp.setFault({ stage: 'drop-after-data' });
    const refused = await ownerHttp.call(endpoints.bookingActions.refuse, {
      params: { id },
      body: { note: 'Complet' },
    });
    // The server has the mail, but the sender saw its connection drop: it cannot know.
    expect(refused.body.emailSent).toBe(false);
    // The refusal's mail, by its subject: the client may have others (an expired request's), in an
    // order PostgreSQL does not promise.
    const refusalMail = async () =>
      (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).find(
        (row) => /a été refusé$/.test(row.subject),
      );
    // The worker may have claimed it before the request did: the fault stays until the dropped
    // attempt is recorded, whoever made it, or a send still under way would get its "250 OK".
    expect(
      await waitFor(async () => Boolean((await refusalMail())?.lastError), 15_000),
      "l'envoi coupé est noté",
    ).toBe(true);
    smtp.setFault(null);
    await makeDue();
    const mail = must(await refusalMail(), 'mail');
    expect(await drainAndCount([mail.id])).toEqual([2]);
    const copies = smtp.received.filter((m) => m.to.includes(user.email)).map(messageIdOf);
    expect(copies).toEqual([`<${mail.id}@rendezvous.outbox>`, `<${mail.id}@rendezvous.outbox>`]);
  });
});

/**
 * The database as a sender sees it during a restart: once `from()` says so, its next three
 * statements fail with a refused connection, then it answers again.
 */
function blinkingDatabase(db: Database, from: () => boolean) {
  let failuresLeft = 3;
  const blinking = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
      return (query: Parameters<Database['execute']>[0]) => {
        if (from() && failuresLeft > 0) {
          failuresLeft--;
          return Promise.reject(
            Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
          );
        }
        return target.execute(query);
      };
    },
  });
  return { db: blinking, failuresLeft: () => failuresLeft };
}

describe('outbox senders racing and crashing', () => {
  /** Queues mails that the worker leaves alone for an hour, so each test decides who sends them. */
  async function queueMails(count: number, prefix: string): Promise<string[]> {
    return server.deps.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        ids.push(
          await enqueueMail(tx, {
            to: `${prefix}-${i}@test.rendezvous.tn`,
            subject: `Test ${i}`,
            text: 'Bonjour',
          }),
        );
      }
      await tx.execute(
        sql`update mail_outbox set next_attempt_at = now() + interval '1 hour' where id in ${ids}`,
      );
      return ids;
    });
  }
  const dueNow = (ids: string[]) =>
    server.deps.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(inArray(mailOutbox.id, ids));

  it('never sends a mail twice when several senders run at once (worker, requests, other processes)', async () => {
    const ids = await queueMails(40, 'race');
    const { db, mailer } = server.deps;
    // A slow server widens every window between claiming a mail and recording it sent.
    smtp.setDelay(20);
    // On PostgreSQL, a second API process on the same database, with its own pool and worker.
    let second: RunningServer | null = null;
    if (testDatabaseKind() === 'postgres') {
      second = await startServer({ ...server.deps.config, port: 0, outboxIntervalMs: 50 });
    }
    try {
      await dueNow(ids);
      const senders = [
        ...Array.from({ length: 3 }, () => processOutbox(db, mailer)),
        ...ids.map((id) => deliverMail(db, mailer, id)),
        ...(second ? [processOutbox(second.deps.db, second.deps.mailer)] : []),
      ];
      await Promise.all(senders);
      expect(await drainAndCount(ids)).toEqual(Array(40).fill(1));
    } finally {
      smtp.setDelay(0);
      await second?.stop();
    }
  });

  it('after a crash between the SMTP acceptance and the record, resends only once the lease has passed', async () => {
    const id = must((await queueMails(1, 'crash'))[0], 'id');
    const { db, mailer } = server.deps;
    // The process "dies" right after the server accepted the mail: the record never happens.
    const dying: Mailer = {
      async send(mail) {
        await mailer.send(mail);
        await new Promise(() => {});
      },
    };
    void deliverMail(db, dying, id);
    expect(await waitFor(async () => copiesById().get(id) === 1, 5_000)).toBe(true);
    // While the lease lasts, no other sender touches it.
    await dueNow([id]);
    expect(await processOutbox(db, mailer)).toBe(0);
    await sleep(300);
    expect(copiesById().get(id)).toBe(1);
    // 60 s later (simulated), another sender takes it over: one extra copy, same Message-ID.
    await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await drainAndCount([id])).toEqual([2]);
  });

  it('a sender whose lease ran out does not free the mail that another sender now holds', async () => {
    const id = must((await queueMails(1, 'fence'))[0], 'id');
    const { db, mailer } = server.deps;
    const gate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const late = gate();
    const slow = gate();
    // A: claims the mail, then hangs past its lease, and finally fails.
    const first = deliverMail(
      db,
      { send: () => late.opened.then(() => Promise.reject(new Error('délai dépassé'))) },
      id,
    );
    expect(await waitFor(async () => (await outboxFor([id]))[0]?.attempts === 1, 5_000)).toBe(true);
    await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    // B: takes it over after the lease, and is still sending when A gives up.
    const second = deliverMail(db, { send: (mail) => slow.opened.then(() => mailer.send(mail)) }, id);
    expect(await waitFor(async () => (await outboxFor([id]))[0]?.attempts === 2, 5_000)).toBe(true);
    late.open();
    expect(await first).toBe(false);
    // A's failure must not have released B's claim: a third sender finds nothing to take.
    expect(await deliverMail(db, mailer, id)).toBe(false);
    slow.open();
    expect(await second).toBe(true);
    expect(await drainAndCount([id])).toEqual([1]);
  });

  it('records a sent mail even if the database blinks right after the SMTP acceptance (no resend)', async () => {
    const id = must((await queueMails(1, 'blink'))[0], 'id');
    const { db, mailer } = server.deps;
    let sentOnce = false;
    const watched: Mailer = {
      async send(mail) {
        await mailer.send(mail);
        sentOnce = true;
      },
    };
    // The next three statements after the acceptance fail as during a database restart.
    const blinking = blinkingDatabase(db, () => sentOnce);
    // Sent right after its commit, as a request does (the worker leaves this mail alone: not due).
    expect(await deliverMail(blinking.db, watched, id)).toBe(true);
    expect(await waitFor(async () => (await outboxFor([id]))[0]?.status === 'sent', 10_000)).toBe(true);
    expect(blinking.failuresLeft()).toBe(0);
    expect((await outboxFor([id]))[0]).toMatchObject({ status: 'sent', lockedUntil: null });
    // Even once the lease would have passed, nobody sends it again.
    await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await drainAndCount([id])).toEqual([1]);
  });

  it('frees a refused mail for its retry even if the database blinks when the failure is recorded', async () => {
    const id = must((await queueMails(1, 'blink-refused'))[0], 'id');
    const { db } = server.deps;
    let refusedOnce = false;
    const refusing: Mailer = {
      async send() {
        refusedOnce = true;
        throw new Error('451 Erreur locale, réessayez plus tard');
      },
    };
    const blinking = blinkingDatabase(db, () => refusedOnce);
    // The request is answered at once; the failure is recorded as soon as the database is back,
    // instead of the mail waiting for its 60-second lease.
    const answeredWithin = Date.now();
    expect(await deliverMail(blinking.db, refusing, id)).toBe(false);
    expect(Date.now() - answeredWithin).toBeLessThan(1_000);
    expect(await waitFor(async () => (await outboxFor([id]))[0]?.lockedUntil === null, 10_000)).toBe(true);
    expect(blinking.failuresLeft()).toBe(0);
    const mail = must((await outboxFor([id]))[0], 'mail');
    expect(mail).toMatchObject({ status: 'pending', lockedUntil: null });
    expect(mail.lastError).toContain('451');
    expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await makeDue();
    expect(await drainAndCount([id])).toEqual([1]);
  });
});
