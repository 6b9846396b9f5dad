import type { NotificationType } from '@/shared/notification-types';
import type { notifications } from '../db/schema';
import type { BookingRow } from './bookings';
import type { SeedContext } from './context';
import type { PlannedSalon } from './salons';
import { DAY_MS, daysAgo } from './time-ago';

type NotificationRow = typeof notifications.$inferInsert;

function bookingPayload(booking: BookingRow, planned: PlannedSalon[]) {
  return {
    booking_id: booking.id,
    salon_name: planned.find((salon) => salon.id === booking.salonId)?.seed.name ?? '',
    service_name: booking.serviceName,
    start_time: booking.startTime.toISOString(),
  };
}

function notification(
  userId: string,
  type: NotificationType,
  payload: object,
  isRead: boolean,
  createdAt: Date,
): NotificationRow {
  return { userId, type, payload, isRead, createdAt };
}

/**
 * What the demo accounts find in their bell: the prestataire's new requests, the client's status
 * changes, and the admin's salons waiting for approval.
 */
export function planNotifications(
  planned: PlannedSalon[],
  bookingRows: BookingRow[],
  ctx: SeedContext,
): NotificationRow[] {
  const upcoming = bookingRows.filter((booking) => booking.startTime > ctx.now);
  const forProvider = upcoming
    .filter((booking) => booking.prestataireId === ctx.demoProviderId)
    .slice(0, 5)
    .map((booking) =>
      notification(
        ctx.demoProviderId,
        'new_booking',
        bookingPayload(booking, planned),
        booking.status !== 'pending',
        booking.createdAt,
      ),
    );
  const forClient = bookingRows
    .filter((booking) => booking.clientId === ctx.demoClientId && booking.status !== 'pending')
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => {
      const isUpcoming = booking.startTime > ctx.now;
      const sentAt = isUpcoming
        ? daysAgo(ctx.now, 0, ctx.random.int(1, 30))
        : new Date(booking.createdAt.getTime() + DAY_MS);
      return notification(
        ctx.demoClientId,
        'booking_status_changed',
        { ...bookingPayload(booking, planned), new_status: booking.status },
        !isUpcoming,
        sentAt,
      );
    });
  const forAdmin = planned
    .filter((salon) => !salon.seed.isApproved)
    .map((salon) =>
      notification(
        ctx.adminId,
        'salon_created',
        { salon_id: salon.id, salon_name: salon.seed.name },
        false,
        daysAgo(ctx.now, salon.seed.joinedDaysAgo),
      ),
    );
  return [...forProvider, ...forClient, ...forAdmin];
}
