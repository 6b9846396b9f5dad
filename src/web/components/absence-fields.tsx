import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { AbsenceSchema } from '@/shared/schemas/staff';
import { ABSENCE_KIND_LABELS, ABSENCE_KINDS } from '@/shared/staff';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { fromLocalInput, toLocalInput } from '@/web/lib/local-date-time';

// The fields of an absence (or pause), shared by the agenda's "Bloquer ce créneau" and the team's
// "Absences" dialogs. Two fragments, so each dialog keeps its own layout around them.

type AbsenceForm = UseFormReturn<z.input<typeof AbsenceSchema>, unknown, z.output<typeof AbsenceSchema>>;

/** "Type" and "Motif (optionnel)"; ids are `${idPrefix}-kind` and `${idPrefix}-reason`. */
export function AbsenceKindAndReasonFields({
  form,
  idPrefix,
  reasonPlaceholder,
  reasonHint,
}: {
  form: AbsenceForm;
  idPrefix: string;
  reasonPlaceholder?: string;
  reasonHint?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormField id={`${idPrefix}-kind`} label="Type" error={errors.kind?.message}>
        <NativeSelect {...form.register('kind')}>
          {ABSENCE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ABSENCE_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={`${idPrefix}-reason`}
        label="Motif (optionnel)"
        hint={reasonHint}
        error={errors.reason?.message}
      >
        <Input placeholder={reasonPlaceholder} {...form.register('reason')} />
      </FormField>
    </>
  );
}

/**
 * "Début" and "Fin": datetime-local fields showing the salon's wall clock (whatever the device's own
 * zone) over the ISO instants the form holds; ids are `${idPrefix}-start` and `${idPrefix}-end`.
 */
export function AbsencePeriodFields({
  form,
  idPrefix,
  zone,
  step,
}: {
  form: AbsenceForm;
  idPrefix: string;
  /** The salon's time zone. */
  zone: string;
  /** Seconds between the times offered, as on the input. */
  step?: number;
}) {
  const { errors } = form.formState;
  return (
    <>
      {(['start', 'end'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <FormField
              id={`${idPrefix}-${name}`}
              label={name === 'start' ? 'Début' : 'Fin'}
              error={errors[name]?.message}
            >
              <Input
                type="datetime-local"
                step={step}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={toLocalInput(field.value, zone)}
                onChange={(event) => field.onChange(fromLocalInput(event.target.value, zone))}
              />
            </FormField>
          )}
        />
      ))}
    </>
  );
}
