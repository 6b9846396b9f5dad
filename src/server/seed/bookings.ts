import { randomUUID } from 'node:crypto';
import type { BookingStatus } from '@/shared/booking-status';
import { must } from '@/shared/must';
import { bookedService } from '../modules/core/booked-service';
import type { SeedContext } from './context';
import { BOOKING_REQUESTS, CANCELLATION_NOTES, REFUSAL_NOTES } from './data/booking-notes';
import { DEMO_CLIENT_BOOKINGS } from './data/demo-agenda';
import { takeSlot } from './demo-slots';
import type { Random } from './random';
import { findPlanned, type PlannedSalon, type PlannedService } from './salons';
import { DAY_MS, daysAgo } from './time-ago';

export interface BookingRow {
  id: string;
  clientId: string;
  prestataireId: string;
  salonId: string;
  serviceId: string;
  serviceName: string;
  servicePrice: string;
  /** Null only in a salon without employees. */
  employeeId: string | null;
  startTime: Date;
  endTime: Date;
  status: BookingStatus;
  clientNote: string | null;
  prestataireNote: string | null;
  createdAt: Date;
  /** A request's answer time, a confirmed booking's reminder: as the booking rules would set them. */
  respondBy: Date | null;
  remindAt: Date | null;
}

interface BookingWish {
  salon: PlannedSalon;
  service: PlannedService;
  clientId: string;
  /** Days from today in the salon's zone: negative in the past, positive in the future. */
  dayOffset: number;
  status: BookingStatus;
}

// The ordinary traffic's statuses, in turn: mostly confirmed, some cancelled or refused in the past.
const PAST_STATUSES: BookingStatus[] = [
  'confirmed',
  'confirmed',
  'cancelled',
  'confirmed',
  'refused',
  'confirmed',
];
const FUTURE_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'pending', 'confirmed', 'confirmed'];

function clientNoteFor(status: BookingStatus, random: Random): string | null {
  if (status === 'cancelled') return random.pick(CANCELLATION_NOTES);
  if (status === 'pending' && random.int(0, 2) === 0) return random.pick(BOOKING_REQUESTS);
  return null;
}

function book(wish: BookingWish, ctx: SeedContext): BookingRow | null {
  const { salon, service, status, dayOffset } = wish;
  const slot = takeSlot(salon, service, dayOffset, ctx);
  if (!slot) return null;
  // Past bookings were made days before the visit; upcoming ones in the last few days.
  // A request waiting for its answer was made within the salon's answer delay (24 h by default).
  const createdAt =
    dayOffset < 0
      ? new Date(slot.start.getTime() - ctx.random.int(2, 10) * DAY_MS)
      : status === 'pending'
        ? daysAgo(ctx.now, 0, ctx.random.int(1, 20))
        : daysAgo(ctx.now, ctx.random.int(0, 4), ctx.random.int(1, 20));
  const dayBefore = slot.start.getTime() - DAY_MS;
  return {
    id: randomUUID(),
    clientId: wish.clientId,
    ...bookedService(salon, service),
    employeeId: slot.employeeId,
    startTime: slot.start,
    endTime: slot.end,
    status,
    clientNote: clientNoteFor(status, ctx.random),
    prestataireNote: status === 'refused' ? ctx.random.pick(REFUSAL_NOTES) : null,
    createdAt,
    respondBy:
      status === 'pending' ? new Date(Math.min(createdAt.getTime() + DAY_MS, slot.start.getTime())) : null,
    remindAt: status === 'confirmed' && dayBefore > ctx.now.getTime() ? new Date(dayBefore) : null,
  };
}

/**
 * The demo client's hand-picked agenda first, then ordinary traffic on every approved salon (more at
 * the demo prestataire's). Each booking takes a slot the salon offers at that point, with one of the
 * employees free for it, so no one is booked twice at once.
 */
export function planBookings(planned: PlannedSalon[], ctx: SeedContext): BookingRow[] {
  const wishes: BookingWish[] = DEMO_CLIENT_BOOKINGS.map((demo) => ({
    ...findPlanned(planned, demo.salonName, demo.serviceName),
    clientId: ctx.demoClientId,
    dayOffset: demo.dayOffset,
    status: demo.status,
  }));
  for (const salon of planned.filter((candidate) => candidate.seed.isApproved)) {
    const busy = salon.ownerId === ctx.demoProviderId;
    const wish = (dayOffset: number, status: BookingStatus): BookingWish => ({
      salon,
      service: ctx.random.pick(salon.services),
      clientId: ctx.random.pick(ctx.otherClientIds),
      dayOffset,
      status,
    });
    for (let index = 0; index < (busy ? 9 : 6); index++) {
      wishes.push(
        wish(-ctx.random.int(1, 60), must(PAST_STATUSES[index % PAST_STATUSES.length], 'a past status')),
      );
    }
    for (let index = 0; index < (busy ? 5 : 3); index++) {
      wishes.push(
        wish(ctx.random.int(1, 21), must(FUTURE_STATUSES[index % FUTURE_STATUSES.length], 'a future status')),
      );
    }
  }
  return wishes.flatMap((wish) => book(wish, ctx) ?? []);
}
