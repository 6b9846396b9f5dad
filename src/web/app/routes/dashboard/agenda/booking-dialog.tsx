import { Scissors, User, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { Agenda, BookingView } from '@/shared/api-types';
import { availableActions, type BookingAction, reassignRefusal, sideOfRole } from '@/shared/booking-policy';
import { formatDate, formatPrice } from '@/shared/format';
import type { Role } from '@/shared/roles';
import { UNASSIGNED_LABEL } from '@/shared/staff';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { bookingSpan, performsService } from '@/web/features/agenda/agenda-layout';
import { useRefreshAgenda } from '@/web/features/agenda/api/agenda';
import { ReassignForm } from '@/web/features/agenda/components/reassign-form';
import { useChangeBooking } from '@/web/features/bookings/api/booking-mutations';
import { BookingStatusBadge } from '@/web/features/bookings/components/booking-status-badge';
import { MoveDialog } from '@/web/features/bookings/components/move-dialog';
import { NoteDialog } from '@/web/features/bookings/components/note-dialog';
import { toast, toastError } from '@/web/lib/toast';

const SUCCESS: Record<BookingAction, string> = {
  confirm: 'Rendez-vous confirmé',
  refuse: 'Rendez-vous refusé',
  cancel: 'Rendez-vous annulé',
  move: 'Rendez-vous déplacé',
};

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
  const change = useChangeBooking();
  const refreshAgenda = useRefreshAgenda();
  const [dialog, setDialog] = useState<'refuse' | 'cancel' | 'move' | null>(null);
  const zone = agenda.timeZone;
  const side = sideOfRole(viewerRole);
  // The shared policy the API enforces: only the buttons that will work are shown.
  const actions = availableActions(side, booking, now);
  const candidates = agenda.employees.filter(
    (employee) => employee.id !== booking.employee?.id && performsService(employee, booking.service.id),
  );
  const mayReassign = reassignRefusal(side, booking, now) === null && candidates.length > 0;

  const run = (action: BookingAction, extra: { note?: string; start?: string } = {}) =>
    change.mutate(
      { id: booking.id, action, ...extra },
      {
        onSuccess: ({ emailSent }) => {
          setDialog(null);
          toast.success(SUCCESS[action]);
          if (emailSent === false) {
            toast.error('Email non envoyé', {
              description:
                "Le client n'a pas encore pu être prévenu par e-mail : l'envoi sera retenté automatiquement.",
            });
          }
          onClose();
        },
        onError: (error) => toastError(error, 'Impossible de mettre à jour le statut de la réservation.'),
        onSettled: refreshAgenda,
      },
    );

  const client = booking.client ? booking.client.full_name : 'Client supprimé';
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
            <p className="flex items-center gap-2">
              <User className="size-4 text-muted-foreground" aria-hidden="true" />
              {booking.client ? `${booking.client.full_name} (${booking.client.email})` : 'Client supprimé'}
            </p>
            <p className="flex items-center gap-2">
              <UserRound className="size-4 text-muted-foreground" aria-hidden="true" />
              {booking.employee
                ? `Avec ${booking.employee.firstName}${booking.employee.position ? ` (${booking.employee.position})` : ''}`
                : UNASSIGNED_LABEL}
            </p>
            {booking.clientNote && <p>Motif du client : {booking.clientNote}</p>}
            {booking.prestataireNote && <p>Note du salon : {booking.prestataireNote}</p>}
          </div>
          {actions.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {actions.includes('confirm') && (
                <Button size="sm" disabled={change.isPending} onClick={() => run('confirm')}>
                  Confirmer
                </Button>
              )}
              {actions.includes('refuse') && (
                <Button size="sm" variant="outline" onClick={() => setDialog('refuse')}>
                  Refuser
                </Button>
              )}
              {actions.includes('move') && booking.service.id && (
                <Button size="sm" variant="outline" onClick={() => setDialog('move')}>
                  Déplacer
                </Button>
              )}
              {actions.includes('cancel') && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  onClick={() => setDialog('cancel')}
                >
                  Annuler
                </Button>
              )}
            </div>
          )}
          {mayReassign && <ReassignForm booking={booking} candidates={candidates} onDone={onClose} />}
        </DialogContent>
      </Dialog>
      <NoteDialog
        open={dialog === 'refuse' || dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog === 'refuse' ? 'Refuser le rendez-vous' : 'Annuler le rendez-vous'}
        label="Explication pour le client"
        confirmLabel={dialog === 'refuse' ? 'Refuser' : 'Annuler le rendez-vous'}
        isPending={change.isPending}
        onConfirm={(note) => run(dialog === 'refuse' ? 'refuse' : 'cancel', { note })}
      />
      {dialog === 'move' && (
        <MoveDialog
          booking={booking}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          isPending={change.isPending}
          onConfirm={(start) => run('move', { start })}
        />
      )}
    </>
  );
}
