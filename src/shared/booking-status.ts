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

export type BookingAction = 'confirm' | 'refuse' | 'cancel' | 'move';

/** From which statuses each action may start (SPEC §4, DECISIONS R4 and R5). */
export const ALLOWED_FROM: Record<BookingAction, readonly BookingStatus[]> = {
  confirm: ['pending', 'modified'],
  refuse: ['pending', 'modified'],
  cancel: ['pending', 'confirmed', 'modified'],
  move: ['pending', 'confirmed', 'modified'],
};

export const RESULTING_STATUS: Record<BookingAction, BookingStatus> = {
  confirm: 'confirmed',
  refuse: 'refused',
  cancel: 'cancelled',
  move: 'modified',
};

export function canTransition(action: BookingAction, from: BookingStatus): boolean {
  return ALLOWED_FROM[action].includes(from);
}

/** SPEC §4: upcoming = starts in the future and neither cancelled nor refused; everything else is past. */
export function isUpcoming(booking: { startTime: string | Date; status: BookingStatus }, now: Date): boolean {
  return (
    new Date(booking.startTime).getTime() > now.getTime() &&
    booking.status !== 'cancelled' &&
    booking.status !== 'refused'
  );
}
