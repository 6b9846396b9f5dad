import { eq } from 'drizzle-orm';
import type { BookingView } from '@/shared/api-types';
import { must } from '@/shared/must';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { type BookingViewRow, findBookingView, toBookingView } from '../core/booking-view';
import { BOOKING_NOT_FOUND } from './booking-text';
import { withClientAbsences } from './client-absences';

/** The booking if the viewer is part of it (its client, its salon's owner) or an admin; else none. */
export async function findVisibleBooking(
  db: Database,
  viewer: Viewer,
  bookingId: string,
): Promise<BookingViewRow> {
  const row = await findBookingView(db, eq(bookings.id, bookingId));
  const visible =
    row &&
    (viewer.role === 'admin' ||
      (viewer.role === 'client' && row.clientId === viewer.id) ||
      (viewer.role === 'prestataire' && row.salonOwnerId === viewer.id));
  // Someone else's booking does not exist for this viewer.
  if (!visible) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

/** One booking, for its recap page and its calendar file. */
export async function getBooking(options: {
  db: Database;
  viewer: Viewer;
  bookingId: string;
}): Promise<BookingView> {
  const row = await findVisibleBooking(options.db, options.viewer, options.bookingId);
  const view = toBookingView(row, options.viewer.role === 'client' ? 'client' : 'salon');
  if (options.viewer.role !== 'prestataire') return view;
  const [withAbsences] = await withClientAbsences(options.db, options.viewer.id, [view]);
  return must(withAbsences, 'the one booking given');
}
