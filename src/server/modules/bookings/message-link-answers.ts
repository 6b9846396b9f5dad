import { eq } from 'drizzle-orm';
import type { MessageLinkView } from '@/shared/api-types';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings, messageLinks } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import { findBookingView } from '../core/booking-view';
import {
  confirmRefusalOf,
  MESSAGE_LINK_EXPIRED,
  MESSAGE_LINK_INVALID,
  MESSAGE_LINK_USED,
  messageLinkOf,
  messageLinkView,
} from '../messaging/message-link-view';
import type { BookingMailContext } from './booking-mail';
import { inBookingTransaction, writeBookingChange } from './booking-write';
import { applyBookingChange, CLIENT_BY_LINK } from './change-booking';

const CANCEL_NOTE = {
  sms: 'Annulé par le client depuis le SMS.',
  whatsapp: 'Annulé par le client depuis le message WhatsApp.',
} as const;

/**
 * Answers an SMS's or a WhatsApp message's link (decision 078), as the reminder e-mail's links do
 * (`booking-links.ts`): « Je confirme ma venue » records the client's answer and tells the salon;
 * « Annuler ce rendez-vous » cancels as the client would, within the salon's cancellation window.
 * The link names the booking: the client needs no account (a client the salon entered has a file
 * only). One answer per link, spent in the answer's transaction: refused, it stays usable.
 */
export async function answerMessageLink(options: {
  db: Database;
  mailer: Mailer;
  code: string;
  answer: 'confirm' | 'cancel';
  mail: Omit<BookingMailContext, 'now'>;
  movesPerDay: number;
  now: Date;
}): Promise<MessageLinkView> {
  const { db, now } = options;
  const { value: view } = await inBookingTransaction(db, options.mailer, async (change) => {
    const { tx } = change;
    // The row lock makes a second tap wait, then find the link used.
    const link = await messageLinkOf(tx, options.code, now, true);
    if (!link.bookingId) throw MESSAGE_LINK_INVALID();
    if (link.usedAt) throw MESSAGE_LINK_USED();
    // The booking locked before it is read, as every change to it does (decision 060).
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, link.bookingId)).for('update');
    const booking = await findBookingView(tx, eq(bookings.id, link.bookingId));
    if (!booking) throw MESSAGE_LINK_INVALID();
    if (booking.startTime.getTime() <= now.getTime()) throw MESSAGE_LINK_EXPIRED();
    if (options.answer === 'cancel') {
      await applyBookingChange(change, {
        viewer: CLIENT_BY_LINK,
        bookingId: booking.id,
        action: 'cancel',
        note: CANCEL_NOTE[link.channel],
        movesPerDay: options.movesPerDay,
        mail: options.mail,
        now,
      });
    } else {
      const refusal = confirmRefusalOf(booking);
      if (refusal) throw new AppError(409, 'invalid_transition', refusal);
      await writeBookingChange(change, {
        transition: 'attendance_confirmed',
        actor: 'client',
        booking,
        now,
        mail: options.mail,
      });
    }
    const [used] = await tx
      .update(messageLinks)
      .set({ usedAt: now })
      .where(eq(messageLinks.id, link.id))
      .returning();
    return messageLinkView(tx, used ?? link, now);
  });
  return view;
}
