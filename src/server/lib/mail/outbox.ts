import { type SQL, sql } from 'drizzle-orm';
import { must } from '@/shared/must';
import { now, sqlNow } from '../../base/clock';
import { type Database, type Executor, queryRows } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { logger } from '../logger';
import { runPeriodically } from '../periodic';
import type { Mailer } from './mailer';

/** An iCalendar invitation: mail clients add (REQUEST), update or remove (CANCEL) the event. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  content: string;
}

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string;
  calendar?: MailCalendar;
}

/** Queues a mail in the caller's transaction: it exists if, and only if, the change it reports does. */
export async function enqueueMail(executor: Executor, mail: MailContent): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      calendar: mail.calendar ?? null,
      // Due on the product's clock, which the claim compares with (base/clock.ts), not the database's.
      nextAttemptAt: now(),
    })
    .returning({ id: mailOutbox.id });
  return must(row, 'the queued mail').id;
}

type ClaimedMail = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  calendar: MailCalendar | null;
  /** Incremented by each claim: it tells this sender's claim from a later one (a fencing token). */
  attempts: number;
};

/** How long a claimed mail is left to its sender before another process may try it (both units). */
const LEASE = '60 seconds';
const LEASE_MS = 60_000;
/**
 * How long after its claim a sender keeps trying to record what became of a mail (the database may
 * be restarting): well inside the lease, so no other sender can have taken the mail meanwhile.
 */
const RECORD_WITHIN_MS = LEASE_MS - 15_000;
/** Retry delays grow with the attempts, up to an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claim(db: Database, id: string | null): Promise<ClaimedMail | undefined> {
  // SKIP LOCKED: concurrent senders (two processes on PostgreSQL, or the worker and a request) never
  // wait for each other nor take the same row; the lease then keeps it theirs after the commit.
  const at = sqlNow();
  const target = id
    ? sql`select id from mail_outbox where id = ${id} and status = 'pending'
          and (locked_until is null or locked_until < ${at}) for update skip locked`
    : sql`select id from mail_outbox where status = 'pending' and next_attempt_at <= ${at}
          and (locked_until is null or locked_until < ${at}) order by created_at limit 1 for update skip locked`;
  const [row] = await queryRows<ClaimedMail>(
    db,
    sql`update mail_outbox set locked_until = ${at} + ${LEASE}::interval, attempts = attempts + 1
        where id = (${target}) returning id, to_address, subject, text_body, html_body, calendar, attempts`,
  );
  return row;
}

/**
 * Records what became of a claimed mail. If the database does not answer (a restart), it tries
 * again until RECORD_WITHIN_MS after the claim, well inside the lease, so no other sender can have
 * taken the mail meanwhile. A sent mail that is not recorded goes out once more after the lease
 * (with the same Message-ID); a failed one that is not recorded waits for the lease instead of its
 * retry time: both windows are kept as short as the lease allows.
 */
async function recordWithinLease(
  db: Database,
  mail: ClaimedMail,
  claimedAt: number,
  /** Built for each try: its "now" is the try's. */
  statement: () => SQL,
  whenLost: string,
): Promise<void> {
  for (let wait = 250; ; wait = Math.min(wait * 2, 4_000)) {
    try {
      await db.execute(statement());
      return;
    } catch (error) {
      if (performance.now() + wait > claimedAt + RECORD_WITHIN_MS) {
        logger.error({ mailId: mail.id, err: error }, whenLost);
        return;
      }
      await sleep(wait);
    }
  }
}

const recordSent = (db: Database, mail: ClaimedMail, claimedAt: number) =>
  recordWithinLease(
    db,
    mail,
    claimedAt,
    () => sql`update mail_outbox set status = 'sent', sent_at = ${sqlNow()}, locked_until = null, last_error = null
        where id = ${mail.id}`,
    'e-mail envoyé mais non noté comme tel : il repartira une fois après le bail, avec le même Message-ID',
  );

/**
 * Outbox work a request leaves running after it answered: a mail sent in the background, or the
 * record of one (sent or failed). The tests that compare the database before and after a request
 * wait for it: that write is not the request's. (A stop does not: while the mail server or the
 * database is away, it could take up to the lease.)
 */
const inFlight = new WeakMap<Database, Set<Promise<unknown>>>();

function keepTrackOf<T>(db: Database, work: Promise<T>): Promise<T> {
  const settled = work.then(
    () => {},
    () => {},
  );
  const running = inFlight.get(db) ?? new Set();
  inFlight.set(db, running);
  running.add(settled);
  void settled.then(() => running.delete(settled));
  return work;
}

/**
 * Resolves once the outbox work requests left running on this database is done (records past their
 * lease given up). Per database: another server's work, left behind by a test that stopped it, is
 * not this one's to wait for.
 */
export async function outboxSettled(db: Database): Promise<void> {
  const running = inFlight.get(db);
  while (running && running.size > 0) await Promise.all(running);
}

/**
 * Sends a claimed mail. `recording: 'background'` lets a request answer as soon as the SMTP server
 * accepted, while the worker waits for the record (it would fail on the next mail anyway).
 */
async function sendClaimed(
  db: Database,
  mailer: Mailer,
  mail: ClaimedMail,
  claimedAt: number,
  recording: 'wait' | 'background',
): Promise<boolean> {
  try {
    await mailer.send({
      id: mail.id,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
      calendar: mail.calendar,
    });
  } catch (error) {
    const delay = `${backoffSeconds(mail.attempts)} seconds`;
    // Only while the claim is still ours: after the lease another sender may hold the row, and
    // clearing its lease would let a third one send it at the same time.
    const recordFailure =
      () => sql`update mail_outbox set locked_until = null, next_attempt_at = ${sqlNow()} + ${delay}::interval,
          last_error = ${String((error as Error).message ?? error).slice(0, 500)}
          where id = ${mail.id} and attempts = ${mail.attempts} and status = 'pending'`;
    // A request still waits for the first try (its answer then reports what is recorded); the
    // retries while the database is away never hold an answer back.
    await db.execute(recordFailure()).catch(async () => {
      const recorded = recordWithinLease(
        db,
        mail,
        claimedAt,
        recordFailure,
        "l'échec d'envoi n'a pas pu être noté : l'e-mail attendra la fin du bail pour repartir",
      );
      if (recording === 'wait') await recorded;
      else keepTrackOf(db, recorded);
    });
    logger.warn(
      { mailId: mail.id, attempts: mail.attempts, err: error },
      "l'e-mail n'a pas pu partir, nouvel essai prévu",
    );
    return false;
  }
  const recorded = recordSent(db, mail, claimedAt);
  if (recording === 'wait') await recorded;
  else keepTrackOf(db, recorded);
  return true;
}

/** Sends one queued mail now (right after the commit that queued it). True when it went out. */
export function deliverMail(db: Database, mailer: Mailer, id: string): Promise<boolean> {
  // Tracked: some requests answer without waiting for the send (a reset link, a check of the address).
  return keepTrackOf(
    db,
    (async () => {
      const claimedAt = performance.now();
      const mail = await claim(db, id);
      return mail ? sendClaimed(db, mailer, mail, claimedAt, 'background') : false;
    })(),
  );
}

/**
 * Sends the mails that are due, oldest first; returns how many went out. The worker calls it on a
 * timer. It stops at the first mail that cannot leave: with the mail server down, one failed attempt
 * per round instead of one per queued mail (each may wait for the connection timeout).
 */
export async function processOutbox(db: Database, mailer: Mailer, limit = 50): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const claimedAt = performance.now();
    const mail = await claim(db, null);
    if (!mail) break;
    if (!(await sendClaimed(db, mailer, mail, claimedAt, 'wait'))) break;
    sent++;
  }
  return sent;
}

/** Runs processOutbox every few seconds until stopped. */
export const startOutboxWorker = (db: Database, mailer: Mailer, intervalMs = 5_000) =>
  runPeriodically(intervalMs, () => processOutbox(db, mailer), "la file d'e-mails n'a pas pu être traitée");
