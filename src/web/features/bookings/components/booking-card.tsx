import { Clock, MapPin, User, UserRound } from 'lucide-react';
import { useState } from 'react';
import type { BookingView } from '@/shared/api-types';
import { availableActions, type BookingAction, sideOfRole } from '@/shared/booking-policy';
import { formatDate, formatPrice, formatTime } from '@/shared/format';
import type { Role } from '@/shared/roles';
import { Button } from '@/web/components/ui/button';
import { toast, toastError } from '@/web/lib/toast';
import { useChangeBooking } from '../api/booking-mutations';
import { BookingStatusBadge } from './booking-status-badge';
import { MoveDialog } from './move-dialog';
import { NoteDialog } from './note-dialog';

const SUCCESS: Record<BookingAction, string> = {
  confirm: 'Rendez-vous confirmé',
  refuse: 'Rendez-vous refusé',
  cancel: 'Rendez-vous annulé',
  move: 'Rendez-vous déplacé',
};

export function BookingCard({ booking, viewerRole }: { booking: BookingView; viewerRole: Role }) {
  const change = useChangeBooking();
  const [dialog, setDialog] = useState<'refuse' | 'cancel' | 'move' | null>(null);
  const zone = booking.salon.timeZone;
  // The shared policy the API enforces: only the buttons that will work are shown.
  const actions = availableActions(sideOfRole(viewerRole), booking, new Date());

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
        },
        onError: (error) => toastError(error, 'Impossible de mettre à jour le statut de la réservation.'),
      },
    );

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
      {actions.length > 0 && (
        <div className="mt-4 flex flex-wrap gap-2">
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
      <NoteDialog
        open={dialog === 'refuse' || dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog === 'refuse' ? 'Refuser le rendez-vous' : 'Annuler le rendez-vous'}
        label={viewerRole === 'client' ? "Motif de l'annulation" : 'Explication pour le client'}
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
    </li>
  );
}
