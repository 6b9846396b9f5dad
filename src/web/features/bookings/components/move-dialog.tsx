import type { BookingView } from '@/shared/api-types';
import { visitPartsParam } from '@/shared/schemas/bookings';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { DateAndSlotFields, useDateAndSlot } from './date-and-slot';

/** Moves an upcoming booking to another free slot (docs/product.md#booking-statuses-and-actions). */
export function MoveDialog({
  booking,
  open,
  onOpenChange,
  isPending,
  onConfirm,
}: {
  booking: BookingView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onConfirm: (start: string) => void;
}) {
  // A move keeps the employee (each service of a visit its own): only their free times are offered.
  const [, ...rest] = booking.parts;
  const choice = useDateAndSlot(
    booking.salon.id,
    booking.service.id ?? '',
    booking.employee?.id ?? '',
    {},
    visitPartsParam(
      rest.flatMap((part) =>
        part.serviceId ? [{ serviceId: part.serviceId, employeeId: part.employee?.id ?? null }] : [],
      ),
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Déplacer le rendez-vous"
        description={`${booking.service.name} chez ${booking.salon.name}`}
      >
        {!choice.hours.data ? (
          <Spinner />
        ) : (
          <div className="grid gap-4">
            <DateAndSlotFields place="move" choice={choice} timeZone={booking.salon.timeZone} />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Retour
              </Button>
              <Button disabled={!choice.start || isPending} onClick={() => onConfirm(choice.start)}>
                Déplacer
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
