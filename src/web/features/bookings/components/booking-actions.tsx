import { useState } from 'react';
import type { BookingView } from '@/shared/api-types';
import { availableActions, type BookingAction, sideOfRole } from '@/shared/booking-policy';
import { NO_SHOW_UNDO_MS } from '@/shared/bookings';
import type { Role } from '@/shared/roles';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { Button } from '@/web/components/ui/button';
import { now as clockNow } from '@/web/lib/clock';
import { toast, toastError } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { type BookingChangeRequest, useChangeBooking } from '../api/booking-mutations';
import { deferChange } from '../deferred-change';
import { MoveDialog } from './move-dialog';
import { NoteDialog } from './note-dialog';

const SUCCESS: Record<BookingAction, string> = {
  confirm: 'Rendez-vous confirmé',
  refuse: 'Rendez-vous refusé',
  cancel: 'Rendez-vous annulé',
  move: 'Rendez-vous déplacé',
  attended: 'Rendez-vous marqué honoré',
  no_show: 'Absence enregistrée',
};

/** Shown as a neutral toast rather than a green success (decision 054). */
const NOT_GOOD_NEWS: ReadonlySet<BookingAction> = new Set(['refuse', 'cancel', 'no_show']);

/**
 * What a viewer may do to a booking (confirm, refuse, move, cancel) and the dialog open for it. The
 * buttons and the dialogs are two components so a caller already inside a dialog can render the
 * dialogs beside its own rather than inside it.
 */
export function useBookingActions({
  booking,
  viewerRole,
  now = clockNow(),
  onDone,
  onSettled,
}: {
  booking: BookingView;
  viewerRole: Role;
  now?: Date;
  /** After a successful change, while this component is still on screen. */
  onDone?: () => void;
  /** After every attempt, successful or not. */
  onSettled?: () => void;
}) {
  // The toasts belong to the request, not to this component: a live refresh can move the booking off
  // the list while the request is in flight, and the person must still be told it was done.
  const change = useChangeBooking({
    onSuccess: ({ emailSent }, { action }) => {
      // A refusal, a cancellation or an absence is done as asked, but it is no good news.
      if (NOT_GOOD_NEWS.has(action)) toast.neutral(SUCCESS[action]);
      else toast.success(SUCCESS[action]);
      if (emailSent === false) {
        toast.error('Email non envoyé', {
          description:
            "Le client n'a pas encore pu être prévenu par e-mail : l'envoi sera retenté automatiquement.",
        });
      }
    },
    onError: (error) => toastError(error, 'Impossible de mettre à jour le statut de la réservation.'),
  });
  const [dialog, setDialog] = useState<'refuse' | 'cancel' | 'move' | 'no_show' | null>(null);
  // The shared policy the API enforces: only the buttons that will work are shown.
  const actions = availableActions(
    sideOfRole(viewerRole),
    {
      ...booking,
      cancellationWindowHours: booking.salon.cancellationWindowHours,
      timeZone: booking.salon.timeZone,
    },
    now,
  );

  const run = (request: BookingChangeRequest) => {
    change.mutate(
      { id: booking.id, ...request },
      {
        onSuccess: () => {
          setDialog(null);
          onDone?.();
        },
        onSettled,
      },
    );
  };

  /**
   * "Absent", once confirmed: sent when the undo time is over (deferred-change.ts), the toast's
   * "Annuler" keeping the booking as it was.
   */
  const markNoShow = () => {
    setDialog(null);
    const undo = deferChange(`no_show:${booking.id}`, NO_SHOW_UNDO_MS, () =>
      change.mutate({ id: booking.id, action: 'no_show' }, { onSettled }),
    );
    toast.neutral('Rendez-vous marqué absent', {
      description: `Vous pouvez annuler pendant ${NO_SHOW_UNDO_MS / 1000} secondes.`,
      duration: NO_SHOW_UNDO_MS,
      action: {
        label: 'Annuler',
        onClick: () => {
          if (undo()) toast.neutral('Absence annulée : le rendez-vous reste tel quel.');
        },
      },
    });
    onDone?.();
  };

  return {
    booking,
    viewerRole,
    actions,
    dialog,
    setDialog,
    run,
    markNoShow,
    isPending: change.isPending,
  };
}

type BookingActions = ReturnType<typeof useBookingActions>;

/** The buttons of the actions the viewer may take; nothing when there is none. */
export function BookingActionButtons({ state, className }: { state: BookingActions; className?: string }) {
  const { booking, actions, setDialog, run, isPending } = state;
  if (actions.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {actions.includes('confirm') && (
        <Button size="sm" disabled={isPending} onClick={() => run({ action: 'confirm' })}>
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
      {actions.includes('attended') && (
        <Button size="sm" variant="outline" disabled={isPending} onClick={() => run({ action: 'attended' })}>
          Honoré
        </Button>
      )}
      {actions.includes('no_show') && (
        <Button size="sm" variant="outline" disabled={isPending} onClick={() => setDialog('no_show')}>
          Absent
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDialog('cancel')}>
          Annuler
        </Button>
      )}
    </div>
  );
}

/** The note dialog (refuse, cancel) and the move dialog those buttons open. */
export function BookingActionDialogs({ state }: { state: BookingActions }) {
  const { booking, viewerRole, dialog, setDialog, run, markNoShow, isPending } = state;
  return (
    <>
      {dialog === 'no_show' && (
        <ConfirmDialog
          title="Marquer ce rendez-vous absent ?"
          confirmLabel="Marquer absent"
          pending={false}
          onConfirm={markNoShow}
          onOpenChange={(open) => !open && setDialog(null)}
        >
          {booking.status === 'attended'
            ? "Ce rendez-vous est marqué « Honoré ». Le marquer « Absent » le retire du chiffre d'affaires et le compte comme une absence du client, visible sur ses prochains rendez-vous dans vos salons."
            : "Le client ne s'est pas présenté : le rendez-vous sera compté comme une absence, visible sur ses prochains rendez-vous dans vos salons."}
        </ConfirmDialog>
      )}
      <NoteDialog
        open={dialog === 'refuse' || dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog === 'refuse' ? 'Refuser le rendez-vous' : 'Annuler le rendez-vous'}
        label={viewerRole === 'client' ? "Motif de l'annulation" : 'Explication pour le client'}
        confirmLabel={dialog === 'refuse' ? 'Refuser' : 'Annuler le rendez-vous'}
        isPending={isPending}
        onConfirm={(note) => run({ action: dialog === 'refuse' ? 'refuse' : 'cancel', note })}
      />
      {dialog === 'move' && (
        <MoveDialog
          booking={booking}
          open
          onOpenChange={(open) => !open && setDialog(null)}
          isPending={isPending}
          onConfirm={(start) => run({ action: 'move', start })}
        />
      )}
    </>
  );
}
