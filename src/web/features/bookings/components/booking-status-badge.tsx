import { BOOKING_STATUS_LABELS, type BookingStatus } from '@/shared/booking-status';
import { cn } from '@/web/lib/utils';

const STYLES: Record<BookingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  refused: 'bg-red-100 text-red-900',
  cancelled: 'bg-gray-200 text-gray-800',
  modified: 'bg-blue-100 text-blue-900',
  expired: 'bg-gray-200 text-gray-800',
  attended: 'bg-emerald-100 text-emerald-900',
  no_show: 'bg-orange-100 text-orange-900',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STYLES[status],
      )}
    >
      {BOOKING_STATUS_LABELS[status]}
    </span>
  );
}
