import { useState } from 'react';
import { LUNCH_BREAK_DEFAULT } from '@/shared/constants';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { DAY_LABELS } from '@/shared/weekdays';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Spinner } from '@/web/components/ui/spinner';
import { useOpeningHours } from '@/web/features/bookings/api/booking-queries';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { type MySalon, useSaveHours } from '../api/workspace';

export function HoursDialog({
  salon,
  open,
  onOpenChange,
}: {
  salon: MySalon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const hours = useOpeningHours(salon.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Horaires de ${salon.name}`} className="max-w-3xl">
        {hours.isPending ? (
          <Spinner />
        ) : hours.isError ? (
          <p role="alert" className="text-destructive">
            Impossible de charger les horaires d'ouverture.
          </p>
        ) : (
          <HoursForm salonId={salon.id} initial={hours.data} onSaved={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HoursForm({
  salonId,
  initial,
  onSaved,
}: {
  salonId: string;
  initial: OpeningHoursDay[];
  onSaved: () => void;
}) {
  const [days, setDays] = useState(initial);
  const save = useSaveHours(salonId);
  const update = (index: number, change: Partial<OpeningHoursDay>) =>
    setDays((current) => current.map((day, i) => (i === index ? { ...day, ...change } : day)));
  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        {days.map((day, index) => (
          <fieldset
            key={day.day}
            className="grid items-center gap-2 rounded-md border p-3 sm:grid-cols-[7rem_auto_1fr_1fr_auto_1fr_1fr]"
          >
            <legend className="sr-only">{DAY_LABELS[day.day]}</legend>
            <span className="font-medium" aria-hidden="true">
              {DAY_LABELS[day.day]}
            </span>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={day.isClosed}
                onChange={(e) => update(index, { isClosed: e.target.checked })}
              />{' '}
              Fermé
            </label>
            <Input
              aria-label={`${DAY_LABELS[day.day]} : ouverture`}
              type="time"
              value={day.openTime}
              disabled={day.isClosed}
              onChange={(e) => update(index, { openTime: e.target.value })}
            />
            <Input
              aria-label={`${DAY_LABELS[day.day]} : fermeture`}
              type="time"
              value={day.closeTime}
              disabled={day.isClosed}
              onChange={(e) => update(index, { closeTime: e.target.value })}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={day.hasLunchBreak}
                disabled={day.isClosed}
                onChange={(e) =>
                  update(index, {
                    hasLunchBreak: e.target.checked,
                    lunchBreakStart: day.lunchBreakStart ?? LUNCH_BREAK_DEFAULT.start,
                    lunchBreakEnd: day.lunchBreakEnd ?? LUNCH_BREAK_DEFAULT.end,
                  })
                }
              />{' '}
              Pause
            </label>
            <Input
              aria-label={`${DAY_LABELS[day.day]} : début de la pause`}
              type="time"
              value={day.lunchBreakStart ?? ''}
              disabled={day.isClosed || !day.hasLunchBreak}
              onChange={(e) => update(index, { lunchBreakStart: e.target.value })}
            />
            <Input
              aria-label={`${DAY_LABELS[day.day]} : fin de la pause`}
              type="time"
              value={day.lunchBreakEnd ?? ''}
              disabled={day.isClosed || !day.hasLunchBreak}
              onChange={(e) => update(index, { lunchBreakEnd: e.target.value })}
            />
          </fieldset>
        ))}
      </div>
      <Button
        disabled={save.isPending}
        onClick={() =>
          save.mutate(days, {
            onSuccess: () => {
              toast.success('Horaires enregistrés');
              onSaved();
            },
            onError: (error) =>
              toast.error('Erreur', {
                description: errorMessage(
                  error,
                  "Une erreur est survenue lors de l'enregistrement des horaires.",
                ),
              }),
          })
        }
      >
        Enregistrer les horaires
      </Button>
    </div>
  );
}
