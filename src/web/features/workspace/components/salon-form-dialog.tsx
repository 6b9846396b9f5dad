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
import { useSubmission } from '@/web/lib/use-submission';
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
    // An approved salon's changes wait for an admin: the form goes on from the proposal.
    defaultValues: {
      name: salon?.pendingChanges?.name ?? salon?.name ?? '',
      address: salon?.pendingChanges?.address ?? salon?.address ?? '',
      description: (salon?.pendingChanges ? salon.pendingChanges.description : salon?.description) ?? '',
    },
  });
  const { errors } = form.formState;
  const submission = useSubmission();
  const onSubmit = form.handleSubmit((values) =>
    submission.run((key) =>
      save.mutateAsync({ id: salon?.id, key, ...values }).then(
        () => {
          submission.renew();
          if (salon?.isApproved) {
            toast.success('Modifications envoyées', {
              description: 'Elles seront visibles des clients après validation par un administrateur.',
            });
          } else {
            toast.success(salon ? 'Salon modifié' : 'Salon créé', {
              description: salon
                ? undefined
                : 'Il sera visible des clients dès son approbation par un administrateur.',
            });
          }
          onOpenChange(false);
        },
        (error: unknown) => {
          applyFieldErrors(error, form.setError);
          toastError(error, 'Une erreur est survenue lors de la création du salon.');
        },
      ),
    ),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={salon ? 'Modifier le salon' : 'Créer un salon'}
        description={
          salon?.isApproved
            ? 'Votre salon est en ligne : un changement de nom, d’adresse, de description ou de photo est vérifié par un administrateur. La version actuelle reste affichée en attendant.'
            : undefined
        }
      >
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
          <Button type="submit" disabled={submission.running}>
            {salon ? 'Enregistrer' : 'Créer le salon'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
