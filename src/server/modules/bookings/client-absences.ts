import { and, count, eq, inArray } from 'drizzle-orm';
import type { BookingView } from '@/shared/api-types';
import type { Executor } from '../../db/client';
import { bookings, salons } from '../../db/schema';

/**
 * The salon's view of each booking tells how often its client did not come ("Absent") to this
 * owner's salons: an owner sees their own record of a client, never another salon's.
 */
export async function withClientAbsences(
  executor: Executor,
  ownerId: string,
  views: BookingView[],
): Promise<BookingView[]> {
  const clientIds = [...new Set(views.flatMap((view) => (view.client ? [view.client.id] : [])))];
  if (clientIds.length === 0) return views;
  const rows = await executor
    .select({ clientId: bookings.clientId, n: count() })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .where(
      and(eq(salons.ownerId, ownerId), eq(bookings.status, 'no_show'), inArray(bookings.clientId, clientIds)),
    )
    .groupBy(bookings.clientId);
  const absences = new Map(rows.map((row) => [row.clientId, row.n]));
  return views.map((view) =>
    view.client ? { ...view, clientAbsences: absences.get(view.client.id) ?? 0 } : view,
  );
}
