import type { Database } from '../../db/client';
import type { Viewer } from '../../lib/context';
import { bookingInvitation } from './booking-mail';
import { findVisibleBooking } from './get-booking';

/**
 * "Ajouter à mon calendrier": the booking as a downloaded .ics, with the same UID and sequence as
 * the e-mailed invitations, so a later e-mail updates or removes the event it added.
 */
export async function bookingCalendarFile(options: {
  db: Database;
  viewer: Viewer;
  bookingId: string;
  from: string;
  now: Date;
}): Promise<string> {
  const booking = await findVisibleBooking(options.db, options.viewer, options.bookingId);
  const closed = ['cancelled', 'refused', 'expired'].includes(booking.status);
  return bookingInvitation(booking, closed ? 'CANCEL' : 'PUBLISH', options).content;
}
