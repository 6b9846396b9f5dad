import { type FormEvent, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { type MySalon, useSaveSalon } from '../api/workspace';

export function SalonFormDialog({
  salon,
  open,
  onOpenChange,
}: {
  salon?: MySalon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState(salon?.name ?? '');
  const [address, setAddress] = useState(salon?.address ?? '');
  const [description, setDescription] = useState(salon?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSalon();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: salon?.id, name, address, description },
      {
        onSuccess: () => {
          toast.success(salon ? 'Salon modifié' : 'Salon créé', {
            description: salon
              ? undefined
              : 'Il sera visible des clients dès son approbation par un administrateur.',
          });
          onOpenChange(false);
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          toast.error('Erreur', {
            description: errorMessage(error, 'Une erreur est survenue lors de la création du salon.'),
          });
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={salon ? 'Modifier le salon' : 'Créer un salon'}>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="salon-name" label="Nom du salon" error={errors.name}>
            <Input
              id="salon-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={!!errors.name}
            />
          </FormField>
          <FormField id="salon-address" label="Adresse" error={errors.address}>
            <Input
              id="salon-address"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              aria-invalid={!!errors.address}
            />
          </FormField>
          <FormField id="salon-description" label="Description (optionnelle)" error={errors.description}>
            <Textarea
              id="salon-description"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <Button type="submit" disabled={save.isPending}>
            {salon ? 'Enregistrer' : 'Créer le salon'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
