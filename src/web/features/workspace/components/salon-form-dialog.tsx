import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { MySalon } from '@/shared/api-types';
import { SalonSchema } from '@/shared/schemas/workspace';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useSaveSalon } from '../api/workspace';

const resolver = zodResolver(SalonSchema);

export function SalonFormDialog({
  salon,
  open,
  onOpenChange,
}: {
  salon?: MySalon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveSalon();
  const form = useForm({
    resolver,
    defaultValues: {
      name: salon?.name ?? '',
      address: salon?.address ?? '',
      description: salon?.description ?? '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync({ id: salon?.id, ...values }).then(
      () => {
        toast.success(salon ? 'Salon modifié' : 'Salon créé', {
          description: salon
            ? undefined
            : 'Il sera visible des clients dès son approbation par un administrateur.',
        });
        onOpenChange(false);
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, 'Une erreur est survenue lors de la création du salon.');
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={salon ? 'Modifier le salon' : 'Créer un salon'}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="salon-name" label="Nom du salon" error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField id="salon-address" label="Adresse" error={errors.address?.message}>
            <Input {...form.register('address')} />
          </FormField>
          <FormField
            id="salon-description"
            label="Description (optionnelle)"
            error={errors.description?.message}
          >
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <Button type="submit" disabled={save.isPending}>
            {salon ? 'Enregistrer' : 'Créer le salon'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
