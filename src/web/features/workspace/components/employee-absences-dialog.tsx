import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Absence } from '@/shared/api-types';
import { formatDate, formatTime } from '@/shared/format';
import { AbsenceSchema } from '@/shared/schemas/staff';
import { ABSENCE_KIND_LABELS, ABSENCE_KINDS } from '@/shared/staff';
import { fromWallClock, minutesOf, timeOf, toWallClock } from '@/shared/time-zone';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { ApiError } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useAbsences, useAddAbsence, useDeleteAbsence, useSalonDetail } from '../api/workspace';
import type { EmployeePanelProps } from './employee-schedule-dialog';

/**
 * "Absences" of one employee: the upcoming and current blocks of time (congé, formation, pause),
 * each deletable after a confirmation, and the form that adds one. Times are the salon's.
 */
export function EmployeeAbsencesDialog({
  salonId,
  employee,
  open,
  onOpenChange,
  onBack,
}: EmployeePanelProps) {
  const absences = useAbsences(employee.id);
  const salon = useSalonDetail(salonId);
  const zone = salon.data?.timeZone;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Absences de ${employee.fullName}`} className="max-w-2xl">
        <QueryState
          query={{ isError: absences.isError || salon.isError, data: zone ? absences.data : undefined }}
          error="Impossible de charger les absences."
        >
          {({ items }) => (
            <>
              <ul className="divide-y rounded-md border">
                {items.length === 0 && (
                  <li className="p-3 text-sm text-muted-foreground">Aucune absence à venir.</li>
                )}
                {items.map((absence) => (
                  <AbsenceRow key={absence.id} absence={absence} zone={zone ?? ''} />
                ))}
              </ul>
              <AbsenceForm employeeId={employee.id} zone={zone ?? ''} />
            </>
          )}
        </QueryState>
        <Button variant="ghost" className="justify-self-start" onClick={onBack}>
          Retour aux employés
        </Button>
      </DialogContent>
    </Dialog>
  );
}

/** "12 janvier 2026 à 09:00", in the salon's zone. */
const dateTime = (instant: string, zone: string) =>
  `${formatDate(instant, zone)} à ${formatTime(instant, zone)}`;

function AbsenceRow({ absence, zone }: { absence: Absence; zone: string }) {
  const remove = useDeleteAbsence();
  const [confirming, setConfirming] = useState(false);
  const what = `${ABSENCE_KIND_LABELS[absence.kind]}${absence.reason ? ` · ${absence.reason}` : ''}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <span className="grid">
        <span className="font-medium">{what}</span>
        <span className="text-sm text-muted-foreground">
          du {dateTime(absence.start, zone)} au {dateTime(absence.end, zone)}
        </span>
      </span>
      {confirming ? (
        // A confirmation in the row: a second dialog over this one would close it (Preact, Radix).
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-sm">Supprimer cette absence ?</span>
          <Button
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(absence.id, {
                onSuccess: () => toast.success('Absence supprimée'),
                onError: (error) => {
                  setConfirming(false);
                  toastError(error, "Impossible de supprimer l'absence.");
                },
              })
            }
          >
            Oui, supprimer
          </Button>
          {/* The focus moves to the safe answer, as the button pressed is gone. */}
          <Button size="sm" variant="outline" ref={focusOnMount} onClick={() => setConfirming(false)}>
            Non
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
          Supprimer
        </Button>
      )}
    </li>
  );
}

const focusOnMount = (element: HTMLButtonElement | null) => element?.focus();

const resolver = zodResolver(AbsenceSchema);

/** The value of a datetime-local field ("2026-01-12T09:00") for an instant, in the salon's zone. */
function toFieldValue(instant: string, zone: string): string {
  if (!instant) return '';
  const wall = toWallClock(new Date(instant), zone);
  return `${wall.date}T${timeOf(wall.minutes)}`;
}

/** The instant a datetime-local value means in the salon's zone; '' when incomplete or nonexistent. */
function fromFieldValue(value: string, zone: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value);
  if (!match) return '';
  return fromWallClock(match[1] ?? '', minutesOf(match[2] ?? ''), zone)?.toISOString() ?? '';
}

function AbsenceForm({ employeeId, zone }: { employeeId: string; zone: string }) {
  const add = useAddAbsence(employeeId);
  // The server's refusal (bookings in the way, listed), shown under the form until the next try.
  const [refusal, setRefusal] = useState('');
  const form = useForm({ resolver, defaultValues: { kind: 'absence', reason: '', start: '', end: '' } });
  const { errors, isSubmitted } = form.formState;
  const start = form.watch('start');
  const end = form.watch('end');
  const onSubmit = form.handleSubmit((values) => {
    setRefusal('');
    return add.mutateAsync(values).then(
      () => {
        toast.success('Absence ajoutée');
        form.reset();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'absence_conflict') {
          setRefusal(error.message);
          return;
        }
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible d'ajouter l'absence.");
      },
    );
  });
  const instantField = (name: 'start' | 'end', value: string) => (
    <Input
      type="datetime-local"
      value={toFieldValue(value, zone)}
      onChange={(event) =>
        form.setValue(name, fromFieldValue(event.target.value, zone), {
          shouldDirty: true,
          shouldValidate: isSubmitted,
        })
      }
    />
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-md border p-4">
      <p className="font-semibold">Ajouter une absence</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="absence-kind" label="Type" error={errors.kind?.message}>
          <NativeSelect {...form.register('kind')}>
            {ABSENCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ABSENCE_KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="absence-reason"
          label="Motif (optionnel)"
          hint="Par exemple : congé, formation."
          error={errors.reason?.message}
        >
          <Input {...form.register('reason')} />
        </FormField>
        <FormField id="absence-start" label="Début" error={errors.start?.message}>
          {instantField('start', start)}
        </FormField>
        <FormField id="absence-end" label="Fin" error={errors.end?.message}>
          {instantField('end', end)}
        </FormField>
      </div>
      <Button type="submit" className="justify-self-start" disabled={add.isPending}>
        Ajouter l'absence
      </Button>
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
    </form>
  );
}
