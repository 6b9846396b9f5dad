import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { logger } from '../logger';
import type { Mailer } from './mailer';

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues a mail in the caller's transaction: it exists if, and only if, the change it reports does. */
export async function enqueueMail(executor: Executor, mail: MailContent): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

type ClaimedMail = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
};

/** How long a claimed mail is left to its sender before another process may try it. */
const LEASE = '60 seconds';
/** Retry delays grow with the attempts, up to an hour. */
const backoffSeconds = (attempts: number) => Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));

async function claim(db: Database, id: string | null): Promise<ClaimedMail | undefined> {
  const target = id
    ? sql`select id from mail_outbox where id = ${id} and status = 'pending'
          and (locked_until is null or locked_until < now()) for update skip locked`
    : sql`select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now()) order by created_at limit 1 for update skip locked`;
  const [row] = await queryRows<ClaimedMail>(
    db,
    sql`update mail_outbox set locked_until = now() + ${LEASE}::interval, attempts = attempts + 1
        where id = (${target}) returning id, to_address, subject, text_body, html_body, attempts`,
  );
  return row;
}

async function sendClaimed(db: Database, mailer: Mailer, mail: ClaimedMail): Promise<boolean> {
  try {
    await mailer.send({
      id: mail.id,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
    });
  } catch (error) {
    const delay = `${backoffSeconds(mail.attempts)} seconds`;
    await db.execute(
      sql`update mail_outbox set locked_until = null, next_attempt_at = now() + ${delay}::interval,
          last_error = ${String((error as Error).message ?? error).slice(0, 500)} where id = ${mail.id}`,
    );
    logger.warn(
      { mailId: mail.id, attempts: mail.attempts, err: error },
      "l'e-mail n'a pas pu partir, nouvel essai prévu",
    );
    return false;
  }
  // Marked sent only once the server accepted it; a crash just before this line means one resend
  // after the lease, with the same Message-ID.
  await db.execute(
    sql`update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null where id = ${mail.id}`,
  );
  return true;
}

/** Sends one queued mail now (right after the commit that queued it). True when it went out. */
export async function deliverMail(db: Database, mailer: Mailer, id: string): Promise<boolean> {
  const mail = await claim(db, id);
  return mail ? sendClaimed(db, mailer, mail) : false;
}

/** Sends every mail that is due; returns how many went out. The worker calls it on a timer. */
export async function processOutbox(db: Database, mailer: Mailer, limit = 50): Promise<number> {
  let sent = 0;
  for (let i = 0; i < limit; i++) {
    const mail = await claim(db, null);
    if (!mail) break;
    if (await sendClaimed(db, mailer, mail)) sent++;
  }
  return sent;
}

/** Runs processOutbox every few seconds until stopped. */
export function startOutboxWorker(db: Database, mailer: Mailer, intervalMs = 5_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    processOutbox(db, mailer)
      .catch((error) => logger.error({ err: error }, "la file d'e-mails n'a pas pu être traitée"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
