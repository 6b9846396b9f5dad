import { desc, eq, sql } from 'drizzle-orm';
import type { ItemList, MySalon } from '@/shared/api-types';
import { CLOSED_BOOKING_STATUSES } from '@/shared/booking-status';
import { now as clockNow } from '../../base/clock';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { pendingChangesBySalon } from './salon-revision';

/** The owner's salons, pending ones included, so they know where each stands. */
export async function listMySalons(options: {
  db: Database;
  viewer: Viewer;
  now?: Date;
}): Promise<ItemList<MySalon>> {
  const now = options.now ?? clockNow();
  const rows = await options.db
    .select({
      id: salons.id,
      name: salons.name,
      address: salons.address,
      description: salons.description,
      coverImageUrl: salons.coverImageUrl,
      city: salons.city,
      latitude: salons.latitude,
      longitude: salons.longitude,
      isApproved: salons.isApproved,
      avgRating: salons.avgRating,
      reviewCount: salons.reviewCount,
      cancellationWindowHours: salons.cancellationWindowHours,
      reminderHours: salons.reminderHours,
      responseHours: salons.responseHours,
      serviceCount: sql<number>`(select count(*)::int from services sv where sv.salon_id = salons.id)`,
      // The agenda opens on the busiest salon (decision 076); read by the (salon_id, start_time) index.
      upcomingBookings: sql<number>`(select count(*)::int from bookings b where b.salon_id = salons.id
        and b.start_time > ${now.toISOString()}::timestamptz
        and b.status not in (${sql.raw(CLOSED_BOOKING_STATUSES.map((status) => `'${status}'`).join(', '))}))`,
    })
    .from(salons)
    .where(eq(salons.ownerId, options.viewer.id))
    .orderBy(desc(salons.createdAt));
  const pending = await pendingChangesBySalon(
    options.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map(({ cancellationWindowHours, reminderHours, responseHours, ...row }) => ({
      ...row,
      bookingRules: { cancellationWindowHours, reminderHours, responseHours },
      avgRating: Number(row.avgRating),
      pendingChanges: pending.get(row.id) ?? null,
    })),
  };
}
