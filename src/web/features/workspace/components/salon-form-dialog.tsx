import { zodResolver } from '@hookform/resolvers/zod';
import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MySalon } from '@/shared/api-types';
import { CITIES } from '@/shared/cities';
import { SalonSchema } from '@/shared/schemas/workspace';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useSubmission } from '@/web/lib/use-submission';
import { useSaveSalon } from '../api/workspace';

const resolver = zodResolver(SalonSchema);

/** "36,8065" or "36.8065" from the field; empty is no position; anything else fails the schema. */
function coordinateOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text.replace(',', '.'));
}

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
      city: (salon?.pendingChanges ? salon.pendingChanges.city : salon?.city) ?? '',
      latitude: (salon?.pendingChanges ? salon.pendingChanges.latitude : salon?.latitude) ?? null,
      longitude: (salon?.pendingChanges ? salon.pendingChanges.longitude : salon?.longitude) ?? null,
    },
  });
  const [locating, setLocating] = useState(false);
  const useMyPosition = () => {
    setLocating(true);
    navigator.geolocation?.getCurrentPosition(
      (found) => {
        setLocating(false);
        form.setValue('latitude', Number(found.coords.latitude.toFixed(6)), { shouldDirty: true });
        form.setValue('longitude', Number(found.coords.longitude.toFixed(6)), { shouldDirty: true });
      },
      () => {
        setLocating(false);
        toast.error('Position introuvable', { description: 'Saisissez la latitude et la longitude.' });
      },
      { timeout: 10_000 },
    );
  };
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
            id="salon-city"
            label="Ville"
            hint="Sans choix, la ville nommée dans l'adresse."
            error={errors.city?.message}
          >
            <NativeSelect {...form.register('city')}>
              <option value="">D'après l'adresse</option>
              {CITIES.map((city) => (
                <option key={city.slug} value={city.slug}>
                  {city.name} ({city.gouvernorat})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <fieldset className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Position sur la carte (facultative)</legend>
            <p className="text-sm text-muted-foreground">
              Sans position, les distances partent du centre de la ville.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="salon-latitude" label="Latitude" error={errors.latitude?.message}>
                <Input inputMode="decimal" {...form.register('latitude', { setValueAs: coordinateOf })} />
              </FormField>
              <FormField id="salon-longitude" label="Longitude" error={errors.longitude?.message}>
                <Input inputMode="decimal" {...form.register('longitude', { setValueAs: coordinateOf })} />
              </FormField>
            </div>
            <Button type="button" variant="outline" size="sm" disabled={locating} onClick={useMyPosition}>
              <LocateFixed className="size-4" aria-hidden="true" />
              {locating ? 'Localisation...' : 'Utiliser ma position actuelle'}
            </Button>
          </fieldset>
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
