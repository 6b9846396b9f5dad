import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { BookingList } from '@/shared/api-types';
import { BOOKINGS_PAGE_SIZE, type BookingScope } from '@/shared/bookings';
import type { BookingListFilters } from '@/shared/schemas/bookings';
import type { Database } from '../../db/client';
import { bookings, salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { bookingsIn } from '../core/booking-scope';
import { selectBookingViews, toBookingView } from '../core/booking-view';
import { withClientAbsences } from './client-absences';

/** Whose bookings a viewer sees: a client their own, a prestataire those of their salons, an admin all. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role === 'client') return eq(bookings.clientId, viewer.id);
  if (viewer.role === 'prestataire') return eq(salons.ownerId, viewer.id);
  return undefined;
}

export async function listBookings(options: {
  db: Database;
  viewer: Viewer;
  scope: BookingScope;
  /** Only this status, salon, or days (the salon's own dates, both included). */
  filters?: BookingListFilters;
  page: number;
  now: Date;
}): Promise<BookingList> {
  const { db, viewer, scope, page, now } = options;
  const filters = options.filters ?? {};
  const localDay = sql`(${bookings.startTime} at time zone ${salons.timeZone})::date`;
  const byStatus = and(
    filters.status ? eq(bookings.status, filters.status) : undefined,
    filters.salonId ? eq(bookings.salonId, filters.salonId) : undefined,
    filters.from ? sql`${localDay} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${localDay} <= ${filters.to}::date` : undefined,
  );
  const countFor = (which: BookingScope) =>
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(salons, eq(salons.id, bookings.salonId))
      .where(and(visibleTo(viewer), bookingsIn(which, now), byStatus))
      .then(([row]) => row?.total ?? 0);
  const [rows, upcoming, past, cancelled] = await Promise.all([
    selectBookingViews(db)
      .where(and(visibleTo(viewer), bookingsIn(scope, now), byStatus))
      .orderBy(scope === 'upcoming' ? asc(bookings.startTime) : desc(bookings.startTime), asc(bookings.id))
      .limit(BOOKINGS_PAGE_SIZE)
      .offset((page - 1) * BOOKINGS_PAGE_SIZE),
    countFor('upcoming'),
    countFor('past'),
    countFor('cancelled'),
  ]);
  const audience = viewer.role === 'client' ? 'client' : 'salon';
  const views = rows.map((row) => toBookingView(row, audience));
  // The salon sees, next to each request, how often that client did not come before.
  const items = viewer.role === 'prestataire' ? await withClientAbsences(db, viewer.id, views) : views;
  return { items, counts: { upcoming, past, cancelled }, page, pageSize: BOOKINGS_PAGE_SIZE };
}
