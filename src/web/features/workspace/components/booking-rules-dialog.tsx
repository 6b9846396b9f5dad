import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { BOOKING_RULES } from '@/shared/constants';
import { BookingRulesSchema } from '@/shared/schemas/workspace';
import { SubmitButton } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useSaveBookingRules } from '../api/workspace';
import type { SalonDialogProps } from './salon-dialog-props';
import { SmsCapSection } from './sms-cap-form';

const resolver = zodResolver(BookingRulesSchema);

const FIELDS = [
  {
    name: 'cancellationWindowHours',
    label: "Délai d'annulation (heures)",
    help: 'Dans ce délai avant le rendez-vous, le client ne peut plus annuler ni déplacer ; vous le pouvez toujours.',
  },
  {
    name: 'reminderHours',
    label: 'Rappel avant le rendez-vous (heures)',
    help: 'Le client reçoit un e-mail de rappel avec « Je confirme ma venue » et « Annuler ce rendez-vous ».',
  },
  {
    name: 'responseHours',
    label: 'Délai de réponse (heures)',
    help: "Une demande sans réponse dans ce délai (ou à l'heure du rendez-vous) expire et libère le créneau.",
  },
] as const;

/** The salon's booking rules: cancellation window, reminder, answer delay; and its SMS month and cap. */
export function BookingRulesDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const save = useSaveBookingRules(salon.id);
  const form = useForm({ resolver, defaultValues: salon.bookingRules });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync(values).then(
      () => {
        toast.success('Règles de réservation enregistrées');
        onOpenChange(false);
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Les règles de réservation n'ont pas pu être enregistrées.");
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Règles de réservation" description={salon.name}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {FIELDS.map((field) => {
            const range = BOOKING_RULES[field.name];
            return (
              <FormField
                key={field.name}
                id={`rules-${field.name}`}
                label={field.label}
                hint={field.help}
                error={errors[field.name]?.message}
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={range.min}
                  max={range.max}
                  step={1}
                  {...form.register(field.name)}
                />
              </FormField>
            );
          })}
          <SubmitButton pending={save.isPending} pendingLabel="Enregistrement...">
            Enregistrer
          </SubmitButton>
        </form>
        <SmsCapSection salonId={salon.id} />
      </DialogContent>
    </Dialog>
  );
}
