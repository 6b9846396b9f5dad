import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import { now } from '../../base/clock';
import { AppError } from '../../base/errors';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { bookings, salonClients, salons, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { logger } from '../../lib/logger';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { type BookingTx, inBookingTransaction, writeBookingChange } from '../bookings/booking-write';
import { disconnectCalendar } from '../calendar/calendar-tokens';
import { upcomingBookings } from '../core/booking-scope';
import { selectBookingViews } from '../core/booking-view';
import { lockAdmins } from '../core/lock-admins';
import { confirmPassword } from './confirm-password';

export const OWNS_SALONS_SELF =
  'Supprimez ou cédez d’abord vos salons : un compte qui possède des salons ne peut pas être supprimé.';
export const LAST_ADMIN =
  'Vous êtes le dernier administrateur : nommez-en un autre avant de supprimer votre compte.';
export const CLIENT_LEFT_NOTE = 'Le client a supprimé son compte Rendezvous.';
/** The note of a booking whose client's account an admin deleted. */
export const CLIENT_REMOVED_NOTE = 'Le compte Rendezvous du client a été supprimé par l’administration.';

/**
 * "Supprimer mon compte" (docs/product.md#my-data): the password confirms it; the account goes with
 * its sessions, sign-in data, notifications, reviews, calendar link and photo; past bookings stay
 * in the salons' history without the person, upcoming ones are cancelled and each salon told. An
 * owner of salons must first delete or hand them over, and the last admin cannot leave.
 */
export async function deleteOwnAccount(options: {
  auth: Auth;
  db: Database;
  config: Config;
  storage: Storage;
  viewer: Viewer;
  password: string;
  requestHeaders: Headers;
  actor: SecurityActor;
}): Promise<{ deleted: true }> {
  const { db, viewer } = options;
  await confirmPassword(options);
  const [owned] = await db.select({ n: count() }).from(salons).where(eq(salons.ownerId, viewer.id));
  if ((owned?.n ?? 0) > 0) throw new AppError(409, 'owns_salons', OWNS_SALONS_SELF);
  if (viewer.role === 'admin') {
    const [admins] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
    if ((admins?.n ?? 0) <= 1) throw new AppError(409, 'self_delete', LAST_ADMIN);
  }
  // The provider is asked to forget the grant; the tokens go with the account in any case.
  await disconnectCalendar({ db, config: options.config, userId: viewer.id }).catch((error: unknown) =>
    logger.warn({ err: error }, 'le lien calendrier n’a pas pu être révoqué chez le fournisseur'),
  );
  // No mailer: the salons hear of it in the app, and nobody is left to e-mail.
  const { value: avatarUrl } = await inBookingTransaction(db, null, async (change) => {
    const { tx } = change;
    // Checked again under the admins' locks: two last admins leaving at once take turns.
    if (viewer.role === 'admin') {
      const admins = await lockAdmins(tx);
      if (admins.includes(viewer.id) && admins.length <= 1) {
        throw new AppError(409, 'self_delete', LAST_ADMIN);
      }
    }
    return eraseAccount(
      change,
      { id: viewer.id, email: viewer.email, role: viewer.role },
      options.actor,
      'self',
    );
  });
  const key = keyFromUrl(avatarUrl);
  if (key) await options.storage.delete(key).catch(() => {});
  return { deleted: true };
}

/**
 * Removes an account in the caller's transaction, the same way whoever asks (the person, an admin,
 * or the inactivity purge): upcoming bookings cancelled and their salons told, then the row, whose foreign
 * keys take sessions, sign-in data, notifications, reviews and calendar data with it. Answers the
 * photo's address, for the caller to delete the file once committed.
 */
export async function eraseAccount(
  change: BookingTx,
  account: { id: string; email: string; role: string },
  actor: SecurityActor,
  why: 'self' | 'admin' | 'inactivity',
): Promise<string | null> {
  // The row first: a booking this person makes meanwhile (another tab) either commits before, and is
  // cancelled below, or finds no one to book for (its foreign key waits for this lock).
  const { tx } = change;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, account.id)).for('update');
  await cancelUpcomingBookings(
    change,
    account.id,
    now(),
    why === 'admin' ? CLIENT_REMOVED_NOTE : CLIENT_LEFT_NOTE,
  );
  await removeFilesMadeOf(tx, account.id);
  const [row] = await tx
    .delete(users)
    .where(eq(users.id, account.id))
    .returning({ avatarUrl: users.avatarUrl });
  // The account is gone: the event names it by e-mail (kept, like any security event, 12 months).
  await recordSecurityEvent(
    tx,
    { ...actor, id: actor.id === account.id ? null : actor.id },
    {
      type: 'user_deleted',
      target: account.id,
      details: { email: account.email, role: account.role, why },
    },
  );
  return row?.avatarUrl ?? null;
}

/**
 * The salons' files made of this account go with it, with the salons' notes on them (decision 066);
 * the appointments they held stay in the salons' history without the person. Detached here, in the
 * lock order of decision 060 (bookings, then client files), rather than left to the account row's
 * cascades: PostgreSQL set the bookings' client to null and deleted the files in one statement, and
 * checked a booking's link to a file already gone (a 500 for anyone who had booked online).
 */
async function removeFilesMadeOf(tx: Transaction, userId: string) {
  const files = await tx
    .select({ id: salonClients.id })
    .from(salonClients)
    .where(eq(salonClients.userId, userId))
    .for('update');
  if (files.length === 0) return;
  const ids = files.map((file) => file.id);
  await tx.update(bookings).set({ salonClientId: null }).where(inArray(bookings.salonClientId, ids));
  await tx.delete(salonClients).where(inArray(salonClients.id, ids));
}

/**
 * The person's upcoming bookings, online or entered by a salon on a file made of the account, free
 * their slots, with what the table of consequences says follows
 * (booking-consequences.ts: each salon owner hears of it in the app; no e-mail, nobody is left to
 * read it).
 */
async function cancelUpcomingBookings(change: BookingTx, clientId: string, now: Date, note: string) {
  const { tx } = change;
  // The person's own bookings, and those the salons entered on their files made of this account.
  const files = tx
    .select({ id: salonClients.id })
    .from(salonClients)
    .where(eq(salonClients.userId, clientId));
  const upcoming = await selectBookingViews(tx)
    .where(
      and(or(eq(bookings.clientId, clientId), inArray(bookings.salonClientId, files)), upcomingBookings(now)),
    )
    .for('update', { of: bookings });
  for (const booking of upcoming) {
    await writeBookingChange(change, {
      transition: 'client_account_erased',
      actor: 'client',
      booking,
      status: 'cancelled',
      note,
      now,
    });
  }
}
