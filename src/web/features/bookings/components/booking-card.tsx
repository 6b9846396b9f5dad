import { Clock, MapPin, User, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { BookingView } from '@/shared/api-types';
import { clientDeadline, isUpcoming } from '@/shared/booking-policy';
import { bookingClientName } from '@/shared/clients';
import { formatDate, formatPrice, formatTime } from '@/shared/format';
import { pages } from '@/shared/pages';
import type { Role } from '@/shared/roles';
import { PhoneLine } from '@/web/components/phone-line';
import { now as clockNow } from '@/web/lib/clock';
import { BookingActionButtons, BookingActionDialogs, useBookingActions } from './booking-actions';
import { BookingStatusBadge } from './booking-status-badge';
import { VisitPartList } from './visit-part-list';

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
          <VisitPartList parts={booking.parts} timeZone={zone} />
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
            <User className="size-4 shrink-0" aria-hidden="true" />
            {/* A long e-mail address breaks rather than pushing a phone's page sideways. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {booking.client
                ? `${booking.client.full_name} (${booking.client.email})`
                : bookingClientName(booking)}
            </span>
          </p>
        )}
        {viewerRole !== 'client' && booking.client?.phone && <PhoneLine phone={booking.client.phone} />}
        {booking.clientAbsences !== undefined && booking.clientAbsences > 0 && (
          <p className="font-medium text-orange-800">
            {booking.clientAbsences === 1
              ? '1 absence passée dans vos salons'
              : `${booking.clientAbsences} absences passées dans vos salons`}
          </p>
        )}
        {booking.clientConfirmedAt && viewerRole !== 'client' && (
          <p className="font-medium text-green-800">Venue confirmée par le client</p>
        )}
        {booking.respondBy && viewerRole !== 'client' && (
          <p>
            Sans réponse, la demande expire le {formatDate(booking.respondBy, zone)} à{' '}
            {formatTime(booking.respondBy, zone)}.
          </p>
        )}
        {booking.clientNote && <p>Motif du client : {booking.clientNote}</p>}
        {booking.prestataireNote && <p>Note du salon : {booking.prestataireNote}</p>}
        {viewerRole === 'client' && <WindowNotice booking={booking} />}
      </div>
      <Link to={pages.bookingRecap(booking.id)} className="mt-2 inline-block text-sm underline">
        Voir le récapitulatif
      </Link>
      <BookingActionButtons state={actions} className="mt-4" />
      <BookingActionDialogs state={actions} />
    </li>
  );
}

/** The client sees, before trying, until when they may cancel or move themselves. */
function WindowNotice({ booking }: { booking: BookingView }) {
  const now = clockNow();
  if (!isUpcoming(booking, now)) return null;
  const zone = booking.salon.timeZone;
  const deadline = clientDeadline({
    ...booking,
    cancellationWindowHours: booking.salon.cancellationWindowHours,
  });
  const when = `${formatDate(deadline, zone)} à ${formatTime(deadline, zone)}`;
  return deadline.getTime() > now.getTime() ? (
    <p>Annulation ou déplacement possible jusqu'au {when}.</p>
  ) : (
    <p className="font-medium text-amber-800">
      Délai d'annulation passé depuis le {when} : pour annuler ou déplacer, contactez le salon.
    </p>
  );
}
