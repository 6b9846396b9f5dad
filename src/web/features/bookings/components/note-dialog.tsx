import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { BookingNoteSchema } from '@/shared/schemas/bookings';
import { DestructiveActions } from '@/web/components/destructive-actions';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Textarea } from '@/web/components/ui/textarea';

const resolver = zodResolver(BookingNoteSchema);

/**
 * The cancel and refuse dialogs: a non-empty explanation is required
 * (docs/product.md#booking-statuses-and-actions).
 */
export function NoteDialog({
  open,
  onOpenChange,
  title,
  label,
  confirmLabel,
  isPending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: (note: string) => void;
}) {
  const form = useForm({ resolver, defaultValues: { note: '' } });
  const error = form.formState.errors.note?.message;
  const submit = form.handleSubmit((values) => onConfirm(values.note));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title={title}>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField id="booking-note" label={label} error={error}>
            <Textarea rows={3} {...form.register('note')} />
          </FormField>
          <DestructiveActions
            className="flex justify-end gap-2"
            backLabel="Retour"
            confirmLabel={confirmLabel}
            pending={isPending}
            onBack={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
