export const BOOKING_STATUSES = ['pending', 'confirmed', 'refused', 'cancelled', 'modified'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  refused: 'Refusé',
  cancelled: 'Annulé',
  modified: 'Modifié',
};

/**
 * Statuses that hold a slot: the database refuses two of them overlapping (exclusion constraint
 * `bookings_no_overlap`, whose status list a test compares with this one).
 */
export const ACTIVE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'modified',
] as const satisfies readonly BookingStatus[];

/** Statuses after which nothing more happens to a booking, whatever its time. */
export const CLOSED_BOOKING_STATUSES = ['refused', 'cancelled'] as const satisfies readonly BookingStatus[];

export function isClosedStatus(status: BookingStatus): boolean {
  return (CLOSED_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
}
