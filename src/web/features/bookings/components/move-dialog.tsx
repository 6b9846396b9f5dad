import { useState } from 'react';
import type { BookingView } from '@/shared/api-types';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { useOpeningHours, useSlots } from '../api/booking-queries';
import { DayCalendar } from './date-picker';
import { SlotSelect } from './slot-select';

/** Moves an upcoming booking to another free slot of its salon (DECISIONS R4). */
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
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const serviceId = booking.service.id ?? '';
  const hours = useOpeningHours(booking.salon.id);
  const slots = useSlots(booking.salon.id, serviceId, date);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Déplacer le rendez-vous"
        description={`${booking.service.name} chez ${booking.salon.name}`}
      >
        {!hours.data ? (
          <Spinner />
        ) : (
          <div className="grid gap-4">
            {/* Inline, not in a popover: a popover inside a dialog closes the dialog under Preact (decision 019). */}
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">Nouvelle date</legend>
              <DayCalendar
                value={date}
                onChange={(next) => {
                  setDate(next);
                  setStart('');
                }}
                hours={hours.data}
                timeZone={booking.salon.timeZone}
              />
            </fieldset>
            <div className="grid gap-2">
              <Label htmlFor="move-time">Nouvel horaire</Label>
              <SlotSelect
                id="move-time"
                slots={slots.data}
                isLoading={slots.isFetching && !slots.data}
                hasDate={Boolean(date)}
                hasService={Boolean(serviceId)}
                value={start}
                onChange={setStart}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Retour
              </Button>
              <Button disabled={!start || isPending} onClick={() => onConfirm(start)}>
                Déplacer
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
