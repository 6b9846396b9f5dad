import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { BookingView } from '@/shared/api-types';
import { ReassignSchema } from '@/shared/schemas/staff';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast, toastError } from '@/web/lib/toast';
import type { AgendaEmployee } from '../agenda-layout';
import { useReassignBooking } from '../api/agenda';

const resolver = zodResolver(ReassignSchema);

/**
 * "Réassigner": gives the booking to another employee who performs its service. Whether that person
 * is free then is the server's to say (a 409 with its French message).
 */
export function ReassignForm({
  booking,
  candidates,
  onDone,
}: {
  booking: BookingView;
  /** The employees who perform the booking's service, its current one left out. */
  candidates: readonly AgendaEmployee[];
  onDone: () => void;
}) {
  const reassign = useReassignBooking();
  const form = useForm({ resolver, defaultValues: { employeeId: candidates[0]?.id ?? '' } });
  const onSubmit = form.handleSubmit(({ employeeId }) =>
    reassign.mutateAsync({ bookingId: booking.id, employeeId }).then(
      ({ booking: changed, emailSent }) => {
        toast.success('Rendez-vous réassigné', {
          description: changed.employee ? `Avec ${changed.employee.firstName}.` : undefined,
        });
        if (emailSent === false) {
          toast.error('Email non envoyé', {
            description:
              "Le client n'a pas encore pu être prévenu par e-mail : l'envoi sera retenté automatiquement.",
          });
        }
        onDone();
      },
      (error: unknown) => toastError(error, 'Impossible de réassigner ce rendez-vous.'),
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-48 flex-1">
        <FormField
          id="reassign-employee"
          label="Réassigner à"
          error={form.formState.errors.employeeId?.message}
        >
          <NativeSelect {...form.register('employeeId')}>
            {candidates.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.fullName}
                {employee.position ? ` (${employee.position})` : ''}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <Button type="submit" variant="outline" disabled={reassign.isPending}>
        Réassigner
      </Button>
    </form>
  );
}
