import { Clock, MapPin, User, UserRound } from 'lucide-react';
import type { BookingView } from '@/shared/api-types';
import { formatDate, formatPrice, formatTime } from '@/shared/format';
import type { Role } from '@/shared/roles';
import { BookingActionButtons, BookingActionDialogs, useBookingActions } from './booking-actions';
import { BookingStatusBadge } from './booking-status-badge';

export function BookingCard({ booking, viewerRole }: { booking: BookingView; viewerRole: Role }) {
  const zone = booking.salon.timeZone;
  const actions = useBookingActions({ booking, viewerRole });

  return (
    <li className="rounded-lg border p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{booking.salon.name}</p>
          <p className="text-sm">
            {booking.service.name} · {formatPrice(booking.service.price)}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} />
      </div>
      <div className="mt-3 grid gap-1 text-sm text-muted-foreground">
        <p className="flex items-center gap-2">
          <Clock className="size-4" aria-hidden="true" />
          {formatDate(booking.startTime, zone)} à {formatTime(booking.startTime, zone)} –{' '}
          {formatTime(booking.endTime, zone)}
        </p>
        {booking.employee && (
          <p className="flex items-center gap-2">
            <UserRound className="size-4" aria-hidden="true" /> avec {booking.employee.firstName}
            {booking.employee.position && ` · ${booking.employee.position}`}
          </p>
        )}
        <p className="flex items-center gap-2">
          <MapPin className="size-4" aria-hidden="true" /> {booking.salon.address}
        </p>
        {viewerRole !== 'client' && (
          <p className="flex items-center gap-2">
            <User className="size-4" aria-hidden="true" />
            {booking.client ? `${booking.client.full_name} (${booking.client.email})` : 'Client supprimé'}
          </p>
        )}
        {booking.clientNote && <p>Motif du client : {booking.clientNote}</p>}
        {booking.prestataireNote && <p>Note du salon : {booking.prestataireNote}</p>}
      </div>
      <BookingActionButtons state={actions} className="mt-4" />
      <BookingActionDialogs state={actions} />
    </li>
  );
}
