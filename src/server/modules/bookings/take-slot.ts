import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { BOOKING_HORIZON_DAYS, SLOT_TAKEN_MESSAGE } from '@/shared/bookings';
import { must } from '@/shared/must';
import { timingOf } from '@/shared/service-timing';
import { chooseEmployee } from '@/shared/staff';
import { addDays, fromWallClock, toWallClock } from '@/shared/time-zone';
import { visitPartTimes } from '@/shared/visit-slots';
import { AppError } from '../../base/errors';
import type { Transaction } from '../../db/client';
import { bookingParts, bookings } from '../../db/schema';
import type { VisitPart } from '../core/booking-parts';
import {
  type SlotAudience,
  type SlotService,
  slotsFor,
  type VisitPartQuestion,
  visitSlotsFor,
} from './get-salon-slots';

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
    service: SlotService;
    start: string;
    now: Date;
    employeeId?: string | null;
    audience: SlotAudience;
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

/**
 * A visit's start and who performs each part: the fairest assignment (each part tries the people
 * with the fewest active bookings that day first, then the salon's order), or the 409 "Ce créneau
 * n'est plus disponible" when the whole sequence does not fit at `start`.
 */
export async function takeVisit(
  tx: Transaction,
  options: {
    salon: { id: string; timeZone: string };
    parts: readonly VisitPartQuestion[];
    start: string;
    now: Date;
    audience: SlotAudience;
    excludeBookingId?: string;
  },
): Promise<(VisitPart & { service: VisitPartQuestion['service'] })[]> {
  const startMs = Date.parse(options.start);
  if (Number.isNaN(startMs)) throw slotTaken();
  const date = toWallClock(startMs, options.salon.timeZone).date;
  // Nothing is offered outside the booking horizon: answered before reading that day's bookings.
  const today = toWallClock(options.now, options.salon.timeZone).date;
  if (date < today || date > addDays(today, BOOKING_HORIZON_DAYS)) throw slotTaken();
  const dayStart = fromWallClock(date, 0, options.salon.timeZone) ?? new Date(startMs);
  const dayEnd = fromWallClock(addDays(date, 1), 0, options.salon.timeZone) ?? new Date(startMs);
  const counts = await tx
    .select({ employeeId: bookingParts.employeeId, n: count() })
    .from(bookingParts)
    .where(
      and(
        eq(bookingParts.salonId, options.salon.id),
        bookingParts.active,
        gte(bookingParts.startTime, dayStart),
        lt(bookingParts.startTime, dayEnd),
      ),
    )
    .groupBy(bookingParts.employeeId);
  const fewest = new Map(counts.map((row) => [row.employeeId ?? '', row.n]));
  const { slots } = await visitSlotsFor(tx, { ...options, date, fewest });
  const slot = slots.find((candidate) => Date.parse(candidate.start) === startMs);
  if (!slot) throw slotTaken();
  const placed = visitPartTimes(
    startMs,
    options.parts.map((part, index) => ({
      timing: timingOf(part.service),
      employeeId: slot.employeeIds[index] ?? null,
    })),
  );
  return placed.map((times, index) => {
    const { service } = must(options.parts[index], 'the part placed');
    return {
      ...times,
      service,
      serviceId: service.id,
      serviceName: service.name,
      servicePrice: service.price,
    };
  });
}
