import { and, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { formatDate } from '@/shared/format';
import { pages } from '@/shared/pages';
import type { Database } from '../../db/client';
import { salons, users } from '../../db/schema';
import { enqueueMail } from '../../lib/mail/outbox';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { inBookingTransaction } from '../bookings/booking-write';
import { eraseAccount } from './delete-account';

/** An account unseen this long is deleted (the privacy page's promise), after a warning this long before. */
export const INACTIVITY_YEARS = 3;
export const INACTIVITY_NOTICE_DAYS = 30;
/** Accounts handled per run and step: the hourly run catches up on the rest. */
const BATCH = 100;

const yearsBefore = (now: Date, years: number) => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
};

/**
 * The background runner's retention of accounts (docs/product.md#my-data): an account unseen for 3
 * years less 30 days gets an e-mail saying when it will be deleted unless its owner signs in; 30 days
 * after that warning, if still unseen, it is erased like a self-service deletion. Owners of salons
 * and admins are never erased automatically (their salons and the platform need a person's
 * decision). Each account is taken with SKIP LOCKED and changed with its e-mail in one transaction,
 * so several processes never warn or erase one twice.
 */
export async function purgeInactiveAccounts(options: {
  db: Database;
  storage: Storage;
  baseUrl: string;
  now: Date;
}): Promise<{ warned: number; erased: number }> {
  const { db, now } = options;
  const deadline = yearsBefore(now, INACTIVITY_YEARS);
  const warnFrom = new Date(deadline.getTime() + INACTIVITY_NOTICE_DAYS * 86_400_000);
  const noticeGiven = new Date(now.getTime() - INACTIVITY_NOTICE_DAYS * 86_400_000);
  const ownsNoSalon = notExists(
    db.select({ id: salons.id }).from(salons).where(eq(salons.ownerId, users.id)),
  );
  const erasable = and(sql`${users.role} <> 'admin'`, ownsNoSalon);

  const warned = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id, email: users.email, fullName: users.fullName, lastSeenAt: users.lastSeenAt })
      .from(users)
      .where(
        and(
          lt(users.lastSeenAt, warnFrom),
          or(isNull(users.inactivityWarnedAt), lt(users.inactivityWarnedAt, users.lastSeenAt)),
          erasable,
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true, of: users });
    for (const account of due) {
      const erasedOn = new Date(now.getTime() + INACTIVITY_NOTICE_DAYS * 86_400_000);
      await tx.update(users).set({ inactivityWarnedAt: now }).where(eq(users.id, account.id));
      await enqueueMail(tx, {
        to: account.email,
        subject: 'Votre compte Rendezvous sera supprimé faute de connexion',
        text: [
          `Bonjour ${account.fullName},`,
          '',
          `Vous ne vous êtes pas connecté à Rendezvous depuis le ${formatDate(account.lastSeenAt)}. Comme l'annonce notre politique de confidentialité, un compte inactif depuis ${INACTIVITY_YEARS} ans est supprimé avec ses données personnelles.`,
          '',
          `Sans connexion de votre part, votre compte sera supprimé le ${formatDate(erasedOn)}.`,
          `Pour le garder, il suffit de vous connecter : ${options.baseUrl}${pages.login}`,
          '',
          "L'équipe Rendezvous",
        ].join('\n'),
      });
    }
    return due.length;
  });

  const photos: (string | null)[] = [];
  const { value: erased } = await inBookingTransaction(db, null, async (change) => {
    const due = await change.tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(
        and(
          lt(users.lastSeenAt, deadline),
          lt(users.inactivityWarnedAt, noticeGiven),
          sql`${users.inactivityWarnedAt} > ${users.lastSeenAt}`,
          erasable,
        ),
      )
      .limit(BATCH)
      .for('update', { skipLocked: true, of: users });
    const system = { id: null, email: null, ip: null, userAgent: null };
    for (const account of due) photos.push(await eraseAccount(change, account, system, 'inactivity'));
    return due.length;
  });
  for (const url of photos) {
    const key = keyFromUrl(url);
    if (key) await options.storage.delete(key).catch(() => {});
  }
  return { warned, erased };
}
