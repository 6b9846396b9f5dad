import { and, asc, count, eq, gt, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { TodayAgenda } from '@/shared/api-types';
import { CLOSED_BOOKING_STATUSES } from '@/shared/booking-status';
import type { Executor } from '../../db/client';
import { bookings, salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { selectBookingViews, toBookingView } from '../core/booking-view';
import { withClientAbsences } from './client-absences';

/** A day and a half each side of now holds every salon's today, whatever its zone. */
const AROUND_NOW_MS = 36 * 3_600_000;

/**
 * GET /dashboard/today: the appointments of the owner's salons on each salon's own today (those
 * called off left out, as the agenda does), in time order, and how many ended ones are still
 * "Confirmé" ("Marquer les rendez-vous passés", settle-past-bookings.ts).
 */
export async function getToday(options: { db: Executor; viewer: Viewer; now: Date }): Promise<TodayAgenda> {
  const { db, viewer, now } = options;
  const mine = db.select({ id: salons.id }).from(salons).where(eq(salons.ownerId, viewer.id));
  const [rows, [past]] = await Promise.all([
    selectBookingViews(db)
      .where(
        and(
          inArray(bookings.salonId, mine),
          notInArray(bookings.status, [...CLOSED_BOOKING_STATUSES]),
          gt(bookings.startTime, new Date(now.getTime() - AROUND_NOW_MS)),
          lt(bookings.startTime, new Date(now.getTime() + AROUND_NOW_MS)),
          sql`(${bookings.startTime} at time zone ${salons.timeZone})::date = (${now.toISOString()}::timestamptz at time zone ${salons.timeZone})::date`,
        ),
      )
      .orderBy(asc(bookings.startTime), asc(bookings.id)),
    db.select({ n: count() }).from(bookings).where(pastConfirmed(viewer.id, now)),
  ]);
  const items = rows.map((row) => toBookingView(row, 'salon'));
  return { items: await withClientAbsences(db, viewer.id, items), pastConfirmed: past?.n ?? 0 };
}

/** The owner's appointments that ended by `now` and are still "Confirmé". */
export function pastConfirmed(ownerId: string, now: Date) {
  return and(
    inArray(bookings.salonId, sql`(select id from salons where owner_id = ${ownerId})`),
    eq(bookings.status, 'confirmed'),
    lte(bookings.endTime, now),
  );
}
