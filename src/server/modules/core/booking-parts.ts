import { asc, eq, inArray } from 'drizzle-orm';
import { must } from '@/shared/must';
import { packagePartPrices } from '@/shared/packages';
import { type PartTimes, partTimesOf, plainTiming } from '@/shared/service-timing';
import type { Executor } from '../../db/client';
import { bookingParts, bookings } from '../../db/schema';

// A booking is a visit of one part or more (docs/product.md#service-timing); its parts hold when it
// takes each employee, and the no-overlap constraints that settle races (migration 0021).

/** One service of a visit as it is booked: the service as it was then, who performs it, when. */
export interface VisitPart extends PartTimes {
  serviceId: string | null;
  serviceName: string;
  servicePrice: string;
  employeeId: string | null;
}

/** How a visit's services are named on its booking: "Coupe + Brushing". */
export const VISIT_NAME_SEPARATOR = ' + ';

/**
 * The booking row's side of a visit (what lists, e-mails and calendars read): its services' names
 * joined, their prices added, its span from the first part's start to the last one's end, and the
 * first part's service and person (the one who welcomes the client).
 */
export function bookedVisit(
  salon: { id: string; ownerId: string },
  parts: readonly VisitPart[],
  /** A package's visit is named after it (its price is its parts' shares, `asPackage`). */
  bookedPackage?: { name: string } | null,
) {
  const first = must(parts[0], 'the first part of a visit');
  const last = must(parts.at(-1), 'the last part of a visit');
  const cents = parts.reduce((sum, part) => sum + Math.round(Number(part.servicePrice) * 100), 0);
  return {
    prestataireId: salon.ownerId,
    salonId: salon.id,
    serviceId: first.serviceId,
    serviceName: bookedPackage?.name ?? parts.map((part) => part.serviceName).join(VISIT_NAME_SEPARATOR),
    servicePrice: (cents / 100).toFixed(2),
    employeeId: first.employeeId,
    startTime: first.startTime,
    endTime: last.endTime,
  };
}

/** A package's parts: each service's price becomes its share of the package's (docs/product.md#packages). */
export function asPackage(parts: readonly VisitPart[], bookedPackage: { price: string }): VisitPart[] {
  const shares = packagePartPrices(
    parts.map((part) => part.servicePrice),
    bookedPackage.price,
  );
  return parts.map((part, index) => ({ ...part, servicePrice: must(shares[index], 'a share per part') }));
}

/**
 * Writes a visit's parts, replacing any it had: on creation, a move and a reassignment alike. In the
 * caller's transaction; an overlap with another active part fails with 23P01 (the 409 of the paths).
 */
export async function writeVisitParts(
  executor: Executor,
  booking: { id: string; salonId: string },
  parts: readonly VisitPart[],
): Promise<void> {
  await executor.delete(bookingParts).where(eq(bookingParts.bookingId, booking.id));
  await executor
    .insert(bookingParts)
    .values(
      parts.map((part, position) => ({ ...part, bookingId: booking.id, salonId: booking.salonId, position })),
    );
}

/** The parts of these bookings, in each visit's order. */
export function loadVisitParts(executor: Executor, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(bookingParts)
    .where(inArray(bookingParts.bookingId, [...bookingIds]))
    .orderBy(asc(bookingParts.bookingId), asc(bookingParts.position));
}

/**
 * Bookings stored as visits of one part that takes its employee for its whole time: for what stores
 * bookings without the booking paths (the demo seed, the bench's worlds, tests about a booking's
 * mere existence).
 */
export async function insertPlainBookings(executor: Executor, rows: (typeof bookings.$inferInsert)[]) {
  if (rows.length === 0) return [];
  const stored = await executor.insert(bookings).values(rows).returning();
  await executor.insert(bookingParts).values(
    stored.map((booking) => ({
      bookingId: booking.id,
      salonId: booking.salonId,
      employeeId: booking.employeeId,
      serviceId: booking.serviceId,
      serviceName: booking.serviceName,
      servicePrice: booking.servicePrice,
      ...partTimesOf(
        booking.startTime,
        plainTiming((booking.endTime.getTime() - booking.startTime.getTime()) / 60_000),
      ),
    })),
  );
  return stored;
}
