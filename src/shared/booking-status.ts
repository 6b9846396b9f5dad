export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'refused',
  'cancelled',
  'modified',
  'expired',
  'attended',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  refused: 'Refusé',
  cancelled: 'Annulé',
  modified: 'Modifié',
  expired: 'Expiré',
  attended: 'Honoré',
  no_show: 'Absent',
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

/**
 * Statuses after which nothing more happens to a booking, whatever its time: it no longer holds its
 * slot and leaves the agenda. "Expiré" is a request the salon did not answer in time.
 */
export const CLOSED_BOOKING_STATUSES = [
  'refused',
  'cancelled',
  'expired',
] as const satisfies readonly BookingStatus[];

/** What the salon recorded after the start time: the client came ("Honoré") or did not ("Absent"). */
export const ATTENDANCE_STATUSES = ['attended', 'no_show'] as const satisfies readonly BookingStatus[];

export function isClosedStatus(status: BookingStatus): boolean {
  return (CLOSED_BOOKING_STATUSES as readonly BookingStatus[]).includes(status);
}
