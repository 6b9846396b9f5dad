import { Scissors, User, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Agenda, BookingView } from '@/shared/api-types';
import { reassignRefusal, sideOfRole } from '@/shared/booking-policy';
import { BOOKING_ORIGIN_LABELS, bookingClientName } from '@/shared/clients';
import { formatDate, formatPrice } from '@/shared/format';
import { pages } from '@/shared/pages';
import type { Role } from '@/shared/roles';
import { UNASSIGNED_LABEL } from '@/shared/staff';
import { AllergyBadge } from '@/web/components/allergy-badge';
import { PhoneLine } from '@/web/components/phone-line';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { bookingSpan, performsService } from '@/web/features/agenda/agenda-layout';
import { useReassignCandidates, useRefreshAgenda } from '@/web/features/agenda/api/agenda';
import { BookingMessages } from '@/web/features/agenda/components/booking-messages';
import { ReassignForm } from '@/web/features/agenda/components/reassign-form';
import {
  BookingActionButtons,
  BookingActionDialogs,
  useBookingActions,
} from '@/web/features/bookings/components/booking-actions';
import { BookingStatusBadge } from '@/web/features/bookings/components/booking-status-badge';

/**
 * A booking opened from the agenda, with what the salon may do to it: the bookings feature's actions
 * and dialogs (the same policy and mutations as the booking cards), plus the agenda's "Réassigner" to
 * another employee who performs the service. The notes and move dialogs open over this one.
 */
export function AgendaBookingDialog({
  booking,
  agenda,
  viewerRole,
  now,
  onClose,
}: {
  booking: BookingView;
  agenda: Agenda;
  viewerRole: Role;
  now: Date;
  onClose: () => void;
}) {
  const refreshAgenda = useRefreshAgenda();
  const zone = agenda.timeZone;
  const actions = useBookingActions({ booking, viewerRole, now, onDone: onClose, onSettled: refreshAgenda });
  const policyAllows = reassignRefusal(sideOfRole(viewerRole), booking, now) === null;
  const performers = agenda.employees.filter(
    (employee) => employee.id !== booking.employee?.id && performsService(employee, booking.service.id),
  );
  // Only those the server would accept now: an employee away or busy then is not offered.
  const free = useReassignCandidates(booking.id, policyAllows && performers.length > 0);
  const candidates = performers.filter((employee) => free.data?.employeeIds.includes(employee.id));
  const mayReassign = policyAllows && candidates.length > 0;

  const client = bookingClientName(booking);
  const file = booking.clientFile;
  // The number the salon knows, its file's or the account's, as the bookings list shows it.
  const phone = file?.phone ?? booking.client?.phone;
  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()}>
        <DialogContent
          title={`Rendez-vous de ${client}`}
          description={`${formatDate(booking.startTime, zone)}, ${bookingSpan(booking, zone)}`}
        >
          <div className="grid gap-2 text-sm">
            <div>
              <BookingStatusBadge status={booking.status} />
            </div>
            <p className="flex items-center gap-2">
              <Scissors className="size-4 text-muted-foreground" aria-hidden="true" />
              {booking.service.name} · {formatPrice(booking.service.price)}
            </p>
            <p className="flex items-center gap-2 [overflow-wrap:anywhere]">
              <User className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {booking.client ? `${booking.client.full_name} (${booking.client.email})` : client}
              {file && (
                <Link to={pages.client(file.id)} className="text-primary underline underline-offset-4">
                  Fiche client
                </Link>
              )}
            </p>
            {phone && <PhoneLine phone={phone} />}
            {file?.allergies && <AllergyBadge allergies={file.allergies} />}
            {booking.origin !== 'online' && <p>Origine : {BOOKING_ORIGIN_LABELS[booking.origin]}</p>}
            {booking.salonNote && <p>Note pour le salon : {booking.salonNote}</p>}
            <p className="flex items-center gap-2">
              <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
              {booking.employee
                ? `Avec ${booking.employee.firstName}${booking.employee.position ? ` (${booking.employee.position})` : ''}`
                : UNASSIGNED_LABEL}
            </p>
            {booking.clientNote && <p>Motif du client : {booking.clientNote}</p>}
            {booking.prestataireNote && <p>Note du salon : {booking.prestataireNote}</p>}
          </div>
          <BookingMessages bookingId={booking.id} timeZone={zone} />
          <BookingActionButtons state={actions} />
          {mayReassign && <ReassignForm booking={booking} candidates={candidates} onDone={onClose} />}
        </DialogContent>
      </Dialog>
      <BookingActionDialogs state={actions} />
    </>
  );
}
