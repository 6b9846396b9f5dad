export const BOOKING_STATUSES = ['pending', 'confirmed', 'refused', 'cancelled', 'modified'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmé',
  refused: 'Refusé',
  cancelled: 'Annulé',
  modified: 'Modifié',
};

/** Statuses that hold a slot: the database refuses two of them overlapping (DECISIONS R2). */
export const ACTIVE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'modified',
] as const satisfies readonly BookingStatus[];
