import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Agenda } from '@/shared/api-types';
import { AbsenceSchema } from '@/shared/schemas/staff';
import { AbsenceKindAndReasonFields, AbsencePeriodFields } from '@/web/components/absence-fields';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useFormRefusal } from '@/web/lib/form-errors';
import { toast } from '@/web/lib/toast';
import { useSubmission } from '@/web/lib/use-submission';
import { useCreateAbsence } from '../api/agenda';

const resolver = zodResolver(AbsenceSchema);

/** The half hour (or longer stretch) the owner clicked, for whom: the dialog's starting values. */
export interface BlockRequest {
  employeeId: string;
  /** ISO instants. */
  start: string;
  end: string;
}

/**
 * "Bloquer ce créneau": a pause (by default) or an absence over an employee's time, from the cell
 * clicked; every value can be changed. Over existing bookings the server refuses and lists them.
 */
export function BlockTimeDialog({
  agenda,
  request,
  onOpenChange,
}: {
  agenda: Agenda;
  request: BlockRequest;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateAbsence();
  const zone = agenda.timeZone;
  const [employeeId, setEmployeeId] = useState(request.employeeId);
  const form = useForm({
    resolver,
    defaultValues: { kind: 'pause' as const, reason: '', start: request.start, end: request.end },
  });

  const conflict = useFormRefusal(form.setError, 'absence_conflict', 'Impossible de bloquer ce créneau.');

  const submission = useSubmission();
  const onSubmit = form.handleSubmit((absence) =>
    submission.run((key) =>
      conflict.attempt(
        () => create.mutateAsync({ employeeId, absence, key }),
        () => {
          submission.renew();
          toast.success('Créneau bloqué');
          onOpenChange(false);
        },
      ),
    ),
  );

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        title="Bloquer ce créneau"
        description="Les clients ne pourront plus réserver ce temps avec cette personne."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="block-employee" label="Employé">
            <NativeSelect value={employeeId} onChange={(event) => setEmployeeId(event.target.value)}>
              {agenda.employees.map((employee) => (
                <option key={employee.id} value={employee.id}>
                  {employee.fullName}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <AbsenceKindAndReasonFields form={form} idPrefix="block" reasonPlaceholder="Congé, formation…" />
          <div className="grid gap-4 sm:grid-cols-2">
            <AbsencePeriodFields form={form} idPrefix="block" zone={zone} step={300} />
          </div>
          {conflict.message && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive"
            >
              {conflict.message}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Retour
            </Button>
            <Button type="submit" disabled={submission.running}>
              Bloquer
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
