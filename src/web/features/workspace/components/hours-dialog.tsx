import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LUNCH_BREAK_DEFAULT } from '@/shared/constants';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { OpeningHoursSchema } from '@/shared/schemas/workspace';
import { DAY_LABELS } from '@/shared/weekdays';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { cn } from '@/web/lib/utils';
import { useOpeningHours } from '../api/opening-hours';
import { useSaveHours } from '../api/workspace';
import type { SalonDialogProps } from './salon-dialog-props';

export function HoursDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const hours = useOpeningHours(salon.id);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Horaires de ${salon.name}`} className="max-w-4xl">
        <QueryState query={hours} error="Impossible de charger les horaires d'ouverture.">
          {(days) => <HoursForm salonId={salon.id} initial={days} onSaved={() => onOpenChange(false)} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

const resolver = zodResolver(OpeningHoursSchema);
/** A cleared break time is no break time, as the API stores it. */
const orNull = (value: string | null) => value || null;

function HoursForm({
  salonId,
  initial,
  onSaved,
}: {
  salonId: string;
  initial: OpeningHoursDay[];
  onSaved: () => void;
}) {
  const save = useSaveHours(salonId);
  const form = useForm({ resolver, defaultValues: { days: initial } });
  const days = form.watch('days');
  const errors = form.formState.errors.days;
  // The days with a mistake, named at the top of the form: the fields themselves say what is wrong.
  const faultyDays = days.filter((_, index) => errors?.[index]).map((day) => DAY_LABELS[day.day]);
  const listError = errors?.message ?? errors?.root?.message;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values.days).then(
      () => {
        toast.success('Horaires enregistrés');
        onSaved();
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Une erreur est survenue lors de l'enregistrement des horaires.");
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      {(faultyDays.length > 0 || listError) && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {faultyDays.length > 0 ? `Vérifiez les horaires de : ${faultyDays.join(', ')}.` : listError}
        </p>
      )}
      <div className="grid gap-2">
        {days.map((day, index) => {
          const label = DAY_LABELS[day.day];
          const dayErrors = errors?.[index];
          const field = `days.${index}` as const;
          return (
            <fieldset
              key={day.day}
              aria-invalid={dayErrors ? true : undefined}
              className={cn(
                'grid items-start gap-2 rounded-md border p-3 sm:grid-cols-[7rem_auto_1fr_1fr_auto_1fr_1fr] sm:items-center',
                dayErrors && 'border-destructive bg-destructive/5',
              )}
            >
              <legend className="sr-only">{label}</legend>
              <span className="font-medium" aria-hidden="true">
                {label}
              </span>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" {...form.register(`${field}.isClosed`)} /> Fermé
              </label>
              <FormField
                id={`hours-${day.day}-open`}
                label={`${label} : ouverture`}
                hideLabel
                error={dayErrors?.openTime?.message}
              >
                <Input type="time" disabled={day.isClosed} {...form.register(`${field}.openTime`)} />
              </FormField>
              <FormField
                id={`hours-${day.day}-close`}
                label={`${label} : fermeture`}
                hideLabel
                error={dayErrors?.closeTime?.message}
              >
                <Input type="time" disabled={day.isClosed} {...form.register(`${field}.closeTime`)} />
              </FormField>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  disabled={day.isClosed}
                  {...form.register(`${field}.hasLunchBreak`, {
                    onChange: () => {
                      // A break switched on starts from the usual lunch hour.
                      form.setValue(
                        `${field}.lunchBreakStart`,
                        day.lunchBreakStart ?? LUNCH_BREAK_DEFAULT.start,
                      );
                      form.setValue(`${field}.lunchBreakEnd`, day.lunchBreakEnd ?? LUNCH_BREAK_DEFAULT.end);
                    },
                  })}
                />{' '}
                Pause
              </label>
              <FormField
                id={`hours-${day.day}-break-start`}
                label={`${label} : début de la pause`}
                hideLabel
                error={dayErrors?.lunchBreakStart?.message}
              >
                <Input
                  type="time"
                  disabled={day.isClosed || !day.hasLunchBreak}
                  {...form.register(`${field}.lunchBreakStart`, { setValueAs: orNull })}
                />
              </FormField>
              <FormField
                id={`hours-${day.day}-break-end`}
                label={`${label} : fin de la pause`}
                hideLabel
                error={dayErrors?.lunchBreakEnd?.message}
              >
                <Input
                  type="time"
                  disabled={day.isClosed || !day.hasLunchBreak}
                  {...form.register(`${field}.lunchBreakEnd`, { setValueAs: orNull })}
                />
              </FormField>
            </fieldset>
          );
        })}
      </div>
      <Button type="submit" disabled={save.isPending}>
        Enregistrer les horaires
      </Button>
    </form>
  );
}
