import { eq } from 'drizzle-orm';
import { attendanceRefusalOf } from '@/shared/booking-policy';
import type { BookingLinkAction } from '@/shared/bookings';
import { AppError } from '../../base/errors';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import { findBookingView } from '../core/booking-view';
import { type OneTapLink, spendOneTapLink } from '../core/one-tap-links';
import type { BookingMailContext } from './booking-mail';
import { inBookingTransaction, writeBookingChange } from './booking-write';
import { applyBookingChange, CLIENT_BY_LINK } from './change-booking';

/** The refusals a link's page words in its own way (an e-mail's link, a message's). */
export interface LinkRefusals {
  invalid: () => AppError;
  used: () => AppError;
  expired: () => AppError;
}

/**
 * Answers a one-tap link (decision 087), whichever message carried it: « Je confirme ma venue »
 * records the client's answer and tells the salon; « Annuler ce rendez-vous » cancels as the client
 * would on the site, within the salon's cancellation window. The link is the client's proof, with or
 * without an account (a client the salon entered has a file only). One answer per link, spent in the
 * answer's transaction: refused, it stays usable; done, it is done. Returns what `after` reads in
 * that transaction, or the spent link.
 */
export async function answerByLink<L extends OneTapLink, T = L>(options: {
  db: Database;
  mailer: Mailer;
  /** Finds and locks the link: the row lock makes a second tap wait, then find it used. */
  find: (tx: Executor) => Promise<L | undefined>;
  /** The answer given, read from the locked link (an e-mail's link has one) or from the request. */
  answer: (link: L) => BookingLinkAction;
  /** What the booking's history says of the cancellation. */
  cancelNote: (link: L) => string;
  refusals: LinkRefusals;
  mail: Omit<BookingMailContext, 'now'>;
  movesPerDay: number;
  now: Date;
  /** What to read in the answer's transaction once the link is spent (by default, the link). */
  after?: (tx: Executor, spent: L) => Promise<T>;
}): Promise<T> {
  const { now, refusals } = options;
  const { value } = await inBookingTransaction(options.db, options.mailer, async (change) => {
    const { tx } = change;
    const link = await options.find(tx);
    if (!link?.bookingId) throw refusals.invalid();
    if (link.usedAt) throw refusals.used();
    if (link.expiresAt.getTime() <= now.getTime()) throw refusals.expired();
    // The booking is locked before it is read, as every change to it does (decision 060): a
    // cancellation made at the same moment is seen, and a confirmation does not land on it.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, link.bookingId)).for('update');
    const booking = await findBookingView(tx, eq(bookings.id, link.bookingId));
    if (!booking) throw refusals.invalid();
    if (booking.startTime.getTime() <= now.getTime()) throw refusals.expired();
    if (options.answer(link) === 'cancel') {
      await applyBookingChange(change, {
        viewer: CLIENT_BY_LINK,
        bookingId: booking.id,
        action: 'cancel',
        note: options.cancelNote(link),
        movesPerDay: options.movesPerDay,
        mail: options.mail,
        now,
      });
    } else {
      const refusal = attendanceRefusalOf(booking);
      if (refusal) throw new AppError(409, 'invalid_transition', refusal);
      await writeBookingChange(change, {
        transition: 'attendance_confirmed',
        actor: 'client',
        booking,
        now,
        mail: options.mail,
      });
    }
    const spent: L = { ...link, usedAt: (await spendOneTapLink(tx, link, now)).usedAt };
    return options.after ? options.after(tx, spent) : (spent as unknown as T);
  });
  return value;
}
