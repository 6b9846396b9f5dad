import { and, eq } from 'drizzle-orm';
import type { SlotList } from '@/shared/api-types';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import { DAY_BY_WEEKDAY } from '@/shared/opening-hours';
import { computeSlots } from '@/shared/slots';
import { addDays, toWallClock, weekdayOf } from '@/shared/time-zone';
import type { Executor } from '../../db/client';
import { salons, services } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { getOpeningHours } from '../salons/get-opening-hours';
import { assertSalonVisible } from '../salons/salon-visibility';
import { loadBusyTimes } from './busy-times';

export const SERVICE_NOT_FOUND = 'Service introuvable.';

/** The salon and one of its services, or 404: a service of another salon does not exist here. */
export async function loadSalonService(
  executor: Executor,
  salonId: string,
  serviceId: string,
  viewer: Viewer | null,
) {
  // One round trip: the salon, and the service only if it belongs to that salon.
  const [row] = await executor
    .select({ salon: salons, service: services })
    .from(salons)
    .leftJoin(services, and(eq(services.id, serviceId), eq(services.salonId, salons.id)))
    .where(eq(salons.id, salonId));
  assertSalonVisible(row?.salon, viewer);
  if (!row?.service) throw notFound(SERVICE_NOT_FOUND);
  return { salon: row.salon, service: row.service };
}

/**
 * The free slots of a loaded salon for a service on a day (the salon's own day, in its zone). Days
 * in the past or beyond the booking horizon have none. `excludeBookingId` frees the slot of a
 * booking being moved.
 */
export async function slotsFor(
  executor: Executor,
  options: {
    salon: { id: string; timeZone: string };
    service: { duration: number };
    date: string;
    now: Date;
    excludeBookingId?: string;
  },
): Promise<SlotList> {
  const { salon, service, date } = options;
  const timeZone = salon.timeZone;
  const today = toWallClock(options.now, timeZone).date;
  const hours = (await getOpeningHours(executor, salon.id)).find(
    (day) => day.day === DAY_BY_WEEKDAY[weekdayOf(date)],
  )!;
  const outOfRange = date < today || date > addDays(today, BOOKING_HORIZON_DAYS);
  if (hours.isClosed || outOfRange) return { date, timeZone, closed: true, slots: [] };
  const busy = await loadBusyTimes(executor, {
    salonId: salon.id,
    date,
    timeZone,
    excludeBookingId: options.excludeBookingId,
  });
  const slots = computeSlots({
    date,
    timeZone,
    hours,
    durationMinutes: service.duration,
    busy,
    now: options.now,
  });
  return { date, timeZone, closed: slots.length === 0, slots };
}

/** GET /salons/:id/slots: loads the salon and service the viewer may see, then their slots. */
export async function getSalonSlots(options: {
  db: Executor;
  salonId: string;
  serviceId: string;
  date: string;
  viewer: Viewer | null;
  now: Date;
}): Promise<SlotList> {
  const { db, date, now } = options;
  const { salon, service } = await loadSalonService(db, options.salonId, options.serviceId, options.viewer);
  return slotsFor(db, { salon, service, date, now });
}
