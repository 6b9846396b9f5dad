import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { OpeningHoursSchema } from '@/shared/schemas/workspace';
import { DAY_LABELS } from '@/shared/weekdays';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useOpeningHours } from '../api/opening-hours';
import { useSaveHours } from '../api/workspace';
import type { SalonDialogProps } from './salon-dialog-props';
import { WeekFields } from './week-fields';

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
      <WeekFields form={form} idPrefix="hours" />
      <Button type="submit" disabled={save.isPending}>
        Enregistrer les horaires
      </Button>
    </form>
  );
}
