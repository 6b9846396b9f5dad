import { eq } from 'drizzle-orm';
import type { BookingLinkView } from '@/shared/api-types';
import { cancellationRuleText, clientDeadline, refusalOf } from '@/shared/booking-policy';
import type { BookingLinkAction } from '@/shared/bookings';
import { pages } from '@/shared/pages';
import { AppError } from '../../base/errors';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { type BookingViewRow, findBookingView } from '../core/booking-view';
import { createOneTapLink, findOneTapLink } from '../core/one-tap-links';
import type { BookingChangeContext } from './booking-write';
import { answerByLink } from './one-tap-answers';

/**
 * The reminder e-mail's one-tap links (docs/product.md#reminders, decision 048), one of the two
 * carriers of the one-tap links (`core/one-tap-links.ts`, decision 087): a token of 256 bits per
 * link, bound to one booking and one action, working once, until the appointment starts. Here: the
 * page a link opens, what it shows, and its use.
 */
export const bookingLinkUrl = (baseUrl: string, token: string) => `${baseUrl}${pages.reminderLink(token)}`;

export async function createBookingLink(
  tx: Executor,
  booking: { id: string; startTime: Date },
  action: BookingLinkAction,
): Promise<string> {
  return createOneTapLink(tx, {
    secret: 'token',
    bookingId: booking.id,
    answers: action,
    expiresAt: booking.startTime,
  });
}

const INVALID = () =>
  new AppError(
    404,
    'link_invalid',
    "Ce lien n'est pas valide. Vérifiez qu'il est complet, ou retrouvez vos rendez-vous dans votre espace.",
  );
const USED = () => new AppError(410, 'link_used', 'Ce lien a déjà été utilisé.');
const EXPIRED = () =>
  new AppError(410, 'link_expired', "Ce lien a expiré : l'heure du rendez-vous est passée.");

/** An e-mail's link, by its token: a message's code, or a link of either answer, is not one. */
async function findLink(executor: Executor, token: string, forUpdate: boolean) {
  const link = await findOneTapLink(executor, token, 'token', forUpdate);
  return link && link.answers !== 'either' && link.bookingId
    ? { ...link, action: link.answers, bookingId: link.bookingId }
    : undefined;
}

function viewOf(
  link: NonNullable<Awaited<ReturnType<typeof findLink>>>,
  booking: BookingViewRow,
  now: Date,
): BookingLinkView {
  const state = link.usedAt ? 'used' : link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'ready';
  const refusal = link.action === 'cancel' ? refusalOf('client', 'cancel', booking, now) : null;
  return {
    action: link.action,
    state,
    usedAt: link.usedAt?.toISOString() ?? null,
    refusal: state === 'ready' && refusal ? refusal.message : null,
    cancellationRule: cancellationRuleText(booking.cancellationWindowHours),
    cancelDeadline: clientDeadline(booking).toISOString(),
    booking: {
      status: booking.status,
      salonName: booking.salonName,
      salonAddress: booking.salonAddress,
      serviceName: booking.serviceName,
      servicePrice: booking.servicePrice,
      employeeFirstName: booking.employeeName ? (booking.employeeName.split(' ')[0] ?? null) : null,
      startTime: booking.startTime.toISOString(),
      endTime: booking.endTime.toISOString(),
      timeZone: booking.timeZone,
    },
  };
}

/** What a link is about and whether it still works; an unknown or altered token is a 404. */
export async function readBookingLink(options: { db: Database; token: string; now: Date }) {
  const link = await findLink(options.db, options.token, false);
  if (!link) throw INVALID();
  const booking = await findBookingView(options.db, eq(bookings.id, link.bookingId));
  if (!booking) throw INVALID();
  return viewOf(link, booking, options.now);
}

/** Uses a link: its one answer (`answerByLink`), then what the page shows after it. */
export async function useBookingLink(
  options: BookingChangeContext & { token: string },
): Promise<BookingLinkView> {
  const { db, now } = options;
  await answerByLink({
    ...options,
    find: (tx) => findLink(tx, options.token, true),
    answer: (link) => link.action,
    cancelNote: () => "Annulé par le client depuis l'e-mail de rappel.",
    refusals: { invalid: INVALID, used: USED, expired: EXPIRED },
  });
  return readBookingLink({ db, token: options.token, now });
}
