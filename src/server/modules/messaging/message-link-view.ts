import { eq } from 'drizzle-orm';
import type { MessageLinkView } from '@/shared/api-types';
import {
  attendanceRefusalOf,
  cancellationRuleText,
  clientDeadline,
  refusalOf,
} from '@/shared/booking-policy';
import { firstNameOf } from '@/shared/staff';
import { AppError } from '../../base/errors';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { type BookingViewRow, findBookingView } from '../core/booking-view';
import { optedOutChannels, optOut } from './client-reach';
import { findMessageLink, type MessageLink } from './message-links';

// The page a message's short link opens (decision 078): what it is about, the answers it allows, and
// the way out. The same words as the reminder e-mail's links (bookings/booking-links.ts).

export const MESSAGE_LINK_INVALID = () =>
  new AppError(
    404,
    'link_invalid',
    "Ce lien n'est pas valide. Vérifiez qu'il est complet, ou contactez le salon.",
  );
export const MESSAGE_LINK_USED = () =>
  new AppError(410, 'link_used', 'Ce lien a déjà été utilisé : vous avez déjà répondu.');
export const MESSAGE_LINK_EXPIRED = () =>
  new AppError(410, 'link_expired', "Ce lien a expiré : l'heure du rendez-vous est passée.");

function viewOf(
  link: MessageLink,
  booking: BookingViewRow | undefined,
  optedOut: boolean,
  now: Date,
): MessageLinkView {
  const expired = booking ? booking.startTime.getTime() <= now.getTime() : true;
  const state = link.usedAt ? 'used' : expired ? 'expired' : 'ready';
  // The confirmation and its link's use are written with one instant: that is how the answer is known.
  const answer = !link.usedAt
    ? null
    : booking?.clientConfirmedAt?.getTime() === link.usedAt.getTime()
      ? 'confirmed'
      : 'cancelled';
  return {
    channel: link.channel,
    optedOut,
    state,
    answer,
    usedAt: link.usedAt?.toISOString() ?? null,
    confirmRefusal: state === 'ready' && booking ? attendanceRefusalOf(booking) : null,
    cancelRefusal:
      state === 'ready' && booking ? (refusalOf('client', 'cancel', booking, now)?.message ?? null) : null,
    cancellationRule: booking ? cancellationRuleText(booking.cancellationWindowHours) : null,
    cancelDeadline: booking ? clientDeadline(booking).toISOString() : null,
    booking: booking
      ? {
          status: booking.status,
          salonName: booking.salonName,
          salonAddress: booking.salonAddress,
          serviceName: booking.serviceName,
          servicePrice: booking.servicePrice,
          employeeFirstName: booking.employeeName ? firstNameOf(booking.employeeName) : null,
          startTime: booking.startTime.toISOString(),
          endTime: booking.endTime.toISOString(),
          timeZone: booking.timeZone,
        }
      : null,
  };
}

/** The link a code names, or the French 404: malformed, unknown, or past its year. */
export async function messageLinkOf(
  executor: Executor,
  code: string,
  now: Date,
  forUpdate = false,
): Promise<MessageLink> {
  const link = await findMessageLink(executor, code, now, forUpdate);
  if (!link) throw MESSAGE_LINK_INVALID();
  return link;
}

/** What a link shows, read with the executor given (the answer's transaction, or the database). */
export async function messageLinkView(executor: Executor, link: MessageLink, now: Date) {
  const booking = link.bookingId
    ? await findBookingView(executor, eq(bookings.id, link.bookingId))
    : undefined;
  const optedOut = (await optedOutChannels(executor, link.phone)).includes(link.channel);
  return viewOf(link, booking, optedOut, now);
}

/** GET /message-links/:code: reading changes nothing (a phone's link preview opens it too). */
export async function readMessageLink(options: { db: Database; code: string; now: Date }) {
  const link = await messageLinkOf(options.db, options.code, options.now);
  return messageLinkView(options.db, link, options.now);
}

/**
 * « Ne plus recevoir de SMS »: that number, by that channel, from now on and for every salon, the
 * messages already queued included (`optOut`). Asked twice, the same answer.
 */
export async function stopMessagesByLink(options: { db: Database; code: string; now: Date }) {
  return options.db.transaction(async (tx) => {
    const link = await messageLinkOf(tx, options.code, options.now);
    await optOut(tx, link.phone, link.channel, link.salonId);
    return messageLinkView(tx, link, options.now);
  });
}
