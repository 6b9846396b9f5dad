import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Agenda } from '@/shared/api-types';
import { AbsenceSchema } from '@/shared/schemas/staff';
import { ABSENCE_KIND_LABELS, ABSENCE_KINDS } from '@/shared/staff';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { ApiError } from '@/web/lib/api-client';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useCreateAbsence } from '../api/agenda';
import { fromLocalInput, toLocalInput } from '../local-date-time';

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
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useForm({
    resolver,
    defaultValues: { kind: 'pause' as const, reason: '', start: request.start, end: request.end },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((absence) => {
    setConflict(null);
    return create.mutateAsync({ employeeId, absence }).then(
      () => {
        toast.success('Créneau bloqué');
        onOpenChange(false);
      },
      (error: unknown) => {
        // The list of bookings in the way is long: it stays in the dialog, next to the times to change.
        if (error instanceof ApiError && error.code === 'absence_conflict') {
          setConflict(error.message);
          return;
        }
        applyFieldErrors(error, form.setError);
        toastError(error, 'Impossible de bloquer ce créneau.');
      },
    );
  });

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
          <FormField id="block-kind" label="Type" error={errors.kind?.message}>
            <NativeSelect {...form.register('kind')}>
              {ABSENCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ABSENCE_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="block-reason" label="Motif (optionnel)" error={errors.reason?.message}>
            <Input placeholder="Congé, formation…" {...form.register('reason')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="start"
              render={({ field }) => (
                <FormField id="block-start" label="Début" error={errors.start?.message}>
                  <Input
                    type="datetime-local"
                    step={300}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={toLocalInput(field.value, zone)}
                    onChange={(event) => field.onChange(fromLocalInput(event.target.value, zone))}
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="end"
              render={({ field }) => (
                <FormField id="block-end" label="Fin" error={errors.end?.message}>
                  <Input
                    type="datetime-local"
                    step={300}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={toLocalInput(field.value, zone)}
                    onChange={(event) => field.onChange(fromLocalInput(event.target.value, zone))}
                  />
                </FormField>
              )}
            />
          </div>
          {conflict && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive"
            >
              {conflict}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Retour
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Bloquer
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
