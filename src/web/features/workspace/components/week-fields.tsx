import type { UseFormReturn } from 'react-hook-form';
import { LUNCH_BREAK_DEFAULT } from '@/shared/constants';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { DAY_LABELS } from '@/shared/weekdays';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/utils';

/** A cleared break time is no break time, as the API stores it. */
const orNull = (value: string | null) => value || null;

/**
 * The seven days of a week of opening hours, each opening, closing and one break, or closed: the
 * salon's week ("Horaires") and an exceptional period's ("Horaires exceptionnels", decision 077).
 */
export function WeekFields({
  form,
  idPrefix,
}: {
  // Any form holding its week under `days`: the fields below only touch that part.
  form: UseFormReturn<{ days: OpeningHoursDay[] }>;
  idPrefix: string;
}) {
  const days = form.watch('days');
  const errors = form.formState.errors.days;
  return (
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
              id={`${idPrefix}-${day.day}-open`}
              label={`${label} : ouverture`}
              hideLabel
              error={dayErrors?.openTime?.message}
            >
              <Input type="time" disabled={day.isClosed} {...form.register(`${field}.openTime`)} />
            </FormField>
            <FormField
              id={`${idPrefix}-${day.day}-close`}
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
              id={`${idPrefix}-${day.day}-break-start`}
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
              id={`${idPrefix}-${day.day}-break-end`}
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
  );
}
