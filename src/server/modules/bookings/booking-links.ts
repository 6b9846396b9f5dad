import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BookingLinkView } from '@/shared/api-types';
import { cancellationRuleText, clientDeadline, refusalOf } from '@/shared/booking-policy';
import type { BookingLinkAction } from '@/shared/bookings';
import { pages } from '@/shared/pages';
import { AppError } from '../../base/errors';
import type { Database, Executor } from '../../db/client';
import { bookingLinks, bookings } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import { type BookingViewRow, findBookingView } from '../core/booking-view';
import type { BookingMailContext } from './booking-mail';
import { inBookingTransaction, writeBookingChange } from './booking-write';
import { applyBookingChange, CLIENT_BY_LINK } from './change-booking';

/**
 * The reminder's one-tap links (docs/product.md#reminders, decision 048). The token is 256 random
 * bits and only its SHA-256 is stored: it cannot be guessed or forged, and a copy of the database
 * does not hold usable links. Each link is bound to one booking and one action, works once, and
 * expires when the appointment starts.
 */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page a link opens. */
export const bookingLinkUrl = (baseUrl: string, token: string) => `${baseUrl}${pages.reminderLink(token)}`;

export async function createBookingLink(
  tx: Executor,
  booking: { id: string; startTime: Date },
  action: BookingLinkAction,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .insert(bookingLinks)
    .values({ bookingId: booking.id, action, tokenHash: hashOf(token), expiresAt: booking.startTime });
  return token;
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

// Tokens are base64url of 32 bytes: anything else is not one of ours, without a query.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

async function findLink(executor: Executor, token: string, forUpdate: boolean) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const query = executor
    .select()
    .from(bookingLinks)
    .where(eq(bookingLinks.tokenHash, hashOf(token)));
  const [link] = forUpdate ? await query.for('update') : await query;
  return link;
}

function viewOf(link: typeof bookingLinks.$inferSelect, booking: BookingViewRow, now: Date): BookingLinkView {
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

/**
 * Uses a link: "Je confirme ma venue" records the client's answer and tells the salon; "Annuler ce
 * rendez-vous" cancels as the client would on the site, within the salon's cancellation window. The
 * link is spent in the same transaction as its action: refused, it stays usable; done, it is done.
 */
export async function useBookingLink(options: {
  db: Database;
  mailer: Mailer;
  token: string;
  mail: Omit<BookingMailContext, 'now'>;
  movesPerDay: number;
  now: Date;
}): Promise<BookingLinkView> {
  const { db, now } = options;
  await inBookingTransaction(db, options.mailer, async (change) => {
    const { tx } = change;
    // The row lock makes a second tap wait, then find the link used.
    const link = await findLink(tx, options.token, true);
    if (!link) throw INVALID();
    if (link.usedAt) throw USED();
    if (link.expiresAt.getTime() <= now.getTime()) throw EXPIRED();
    // The booking is locked before it is read, as every change to it does: a cancellation made at
    // the same moment is seen, and "je confirme ma venue" does not land on a cancelled booking.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, link.bookingId)).for('update');
    const booking = await findBookingView(tx, eq(bookings.id, link.bookingId));
    if (!booking) throw INVALID();
    await tx.update(bookingLinks).set({ usedAt: now }).where(eq(bookingLinks.id, link.id));
    if (link.action === 'cancel') {
      // The link is the client's proof, with or without an account (a client the salon entered).
      await applyBookingChange(change, {
        viewer: CLIENT_BY_LINK,
        bookingId: booking.id,
        action: 'cancel',
        note: "Annulé par le client depuis l'e-mail de rappel.",
        movesPerDay: options.movesPerDay,
        mail: options.mail,
        now,
      });
      return;
    }
    if (booking.status !== 'confirmed') {
      throw new AppError(409, 'invalid_transition', "Ce rendez-vous n'est plus confirmé : rien à confirmer.");
    }
    await writeBookingChange(change, {
      transition: 'attendance_confirmed',
      actor: 'client',
      booking,
      now,
      mail: options.mail,
    });
  });
  return readBookingLink({ db, token: options.token, now });
}
