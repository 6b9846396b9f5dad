import { and, count, gte, inArray, lt } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { SLOT_TAKEN_MESSAGE } from '@/shared/bookings';
import { chooseEmployee } from '@/shared/staff';
import { addDays, fromWallClock, toWallClock } from '@/shared/time-zone';
import type { Transaction } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { slotsFor } from './get-salon-slots';

export const slotTaken = () => new AppError(409, 'slot_taken', SLOT_TAKEN_MESSAGE);

/**
 * The slot starting at `start` for this service, and who takes it: the chosen employee, else the
 * fairest free one (`chooseEmployee`), else nobody in a salon without employees. Throws the 409
 * "Ce créneau n'est plus disponible" when it is not offered (taken, past, closed, off the grid).
 */
export async function takeSlot(
  tx: Transaction,
  options: {
    salon: { id: string; timeZone: string };
    service: { id: string; duration: number };
    start: string;
    now: Date;
    employeeId?: string | null;
    excludeBookingId?: string;
  },
): Promise<{ startTime: Date; endTime: Date; employeeId: string | null }> {
  const startMs = Date.parse(options.start);
  if (Number.isNaN(startMs)) throw slotTaken();
  const date = toWallClock(startMs, options.salon.timeZone).date;
  const { slots } = await slotsFor(tx, { ...options, date });
  const slot = slots.find((candidate) => Date.parse(candidate.start) === startMs);
  if (!slot) throw slotTaken();
  const times = { startTime: new Date(slot.start), endTime: new Date(slot.end) };
  if (slot.employeeIds.length === 0) return { ...times, employeeId: null };
  if (options.employeeId) return { ...times, employeeId: options.employeeId };
  const dayStart = fromWallClock(date, 0, options.salon.timeZone) ?? times.startTime;
  const dayEnd = fromWallClock(addDays(date, 1), 0, options.salon.timeZone) ?? times.endTime;
  const counts = await tx
    .select({ employeeId: bookings.employeeId, n: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.employeeId, slot.employeeIds),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.startTime, dayStart),
        lt(bookings.startTime, dayEnd),
      ),
    )
    .groupBy(bookings.employeeId);
  const bookedThatDay = new Map(counts.map((row) => [row.employeeId ?? '', row.n]));
  return { ...times, employeeId: chooseEmployee(slot.employeeIds, bookedThatDay) };
}
