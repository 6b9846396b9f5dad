import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Absence } from '@/shared/api-types';
import { formatDate, formatTime } from '@/shared/format';
import { AbsenceSchema } from '@/shared/schemas/staff';
import { ABSENCE_KIND_LABELS } from '@/shared/staff';
import { AbsenceKindAndReasonFields, AbsencePeriodFields } from '@/web/components/absence-fields';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { FormAlert } from '@/web/components/ui/form-field';
import { useFormRefusal } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useSubmission } from '@/web/lib/use-submission';
import { useAbsences, useAddAbsence, useDeleteAbsence, useSalonDetail } from '../api/workspace';
import { EmployeePanel, type EmployeePanelProps } from './employee-panel';

/**
 * "Absences" of one employee: the upcoming and current blocks of time (congé, formation, pause),
 * each deletable after a confirmation, and the form that adds one. Times are the salon's.
 */
export function EmployeeAbsencesDialog({ salonId, employee, ...panel }: EmployeePanelProps) {
  const absences = useAbsences(employee.id);
  const salon = useSalonDetail(salonId);
  const zone = salon.data?.timeZone;
  return (
    <EmployeePanel title={`Absences de ${employee.fullName}`} {...panel}>
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
    </EmployeePanel>
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

function AbsenceForm({ employeeId, zone }: { employeeId: string; zone: string }) {
  const add = useAddAbsence(employeeId);
  const form = useForm({ resolver, defaultValues: { kind: 'absence', reason: '', start: '', end: '' } });
  // The server's refusal (bookings in the way, listed), shown under the form until the next try.
  const refusal = useFormRefusal(form.setError, 'absence_conflict', "Impossible d'ajouter l'absence.");
  const submission = useSubmission();
  const onSubmit = form.handleSubmit((values) =>
    submission.run((key) =>
      refusal.attempt(
        () => add.mutateAsync({ ...values, key }),
        () => {
          submission.renew();
          toast.success('Absence ajoutée');
          form.reset();
        },
      ),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-md border p-4">
      <p className="font-semibold">Ajouter une absence</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <AbsenceKindAndReasonFields
          form={form}
          idPrefix="absence"
          reasonHint="Par exemple : congé, formation."
        />
        <AbsencePeriodFields form={form} idPrefix="absence" zone={zone} />
      </div>
      <Button type="submit" className="justify-self-start" disabled={submission.running}>
        Ajouter l'absence
      </Button>
      <FormAlert message={refusal.message} />
    </form>
  );
}
