import { sql } from 'drizzle-orm';
import { must } from '@/shared/must';
import { now, sqlNow } from '../../base/clock';
import type { Database, Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { claimJob, doubling, type JobQueue, recordWithinLease, retryStatement } from '../jobs/queue';
import { logger } from '../logger';
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
  attempts: number;
};

/** The mail outbox as a job queue (lib/jobs/queue.ts): retries from 15 s, doubling, up to an hour. */
export const MAIL_QUEUE: JobQueue<ClaimedMail> = {
  table: 'mail_outbox',
  key: 'id',
  keyOf: (mail) => mail.id,
  waiting: sql`status = 'pending'`,
  order: sql`created_at`,
  returning: sql`id, to_address, subject, text_body, html_body, calendar, attempts`,
  leaseSeconds: 60,
  backoffSeconds: doubling(15, 3600),
};

const recordSent = (db: Database, mail: ClaimedMail, claimedAt: number) =>
  recordWithinLease(
    db,
    MAIL_QUEUE,
    claimedAt,
    () => sql`update mail_outbox set status = 'sent', sent_at = ${sqlNow()}, locked_until = null, last_error = null
        where id = ${mail.id}`,
    { mailId: mail.id },
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
    // Only while the claim is still ours: after the lease another sender may hold the row, and
    // clearing its lease would let a third one send it at the same time.
    const recordFailure = () => retryStatement(MAIL_QUEUE, mail, error);
    // A request still waits for the first try (its answer then reports what is recorded); the
    // retries while the database is away never hold an answer back.
    await db.execute(recordFailure()).catch(async () => {
      const recorded = recordWithinLease(
        db,
        MAIL_QUEUE,
        claimedAt,
        recordFailure,
        { mailId: mail.id },
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
      const mail = await claimJob(db, MAIL_QUEUE, id);
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
    const mail = await claimJob(db, MAIL_QUEUE);
    if (!mail) break;
    if (!(await sendClaimed(db, mailer, mail, claimedAt, 'wait'))) break;
    sent++;
  }
  return sent;
}
