import { type FormEvent, useState } from 'react';
import { formatDuration, formatPrice } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import {
  type ManagedService,
  type MySalon,
  useCatalogue,
  useDeleteService,
  useSaveService,
  useServices,
} from '../api/workspace';

export function ServicesDialog({
  salon,
  open,
  onOpenChange,
}: {
  salon: MySalon;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const services = useServices(salon.id);
  const catalogue = useCatalogue();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<ManagedService | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Services de ${salon.name}`} className="max-w-2xl">
        {services.isPending ? (
          <Spinner />
        ) : services.isError ? (
          <p role="alert" className="text-destructive">
            Impossible de charger les services du salon.
          </p>
        ) : (
          <ul className="divide-y rounded-md border">
            {services.data.items.length === 0 && (
              <li className="p-3 text-sm text-muted-foreground">Aucun service pour le moment.</li>
            )}
            {services.data.items.map((service) => (
              <li key={service.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span>
                  <span className="font-medium">{service.name}</span>{' '}
                  <span className="text-sm text-muted-foreground">
                    · {formatDuration(service.duration)} · {formatPrice(service.price)}
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(service)}>
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    onClick={() =>
                      remove.mutate(service.id, {
                        onSuccess: () => toast.success('Service supprimé'),
                        onError: (error) =>
                          toast.error('Erreur', {
                            description: errorMessage(error, 'Impossible de supprimer le service.'),
                          }),
                      })
                    }
                  >
                    Supprimer
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        <ServiceForm
          key={editing?.id ?? 'new'}
          salonId={salon.id}
          service={editing}
          names={catalogue.data?.names ?? []}
          onDone={() => setEditing(null)}
        />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({
  salonId,
  service,
  names,
  onDone,
}: {
  salonId: string;
  service: ManagedService | null;
  names: string[];
  onDone: () => void;
}) {
  const [name, setName] = useState(service?.name ?? '');
  const [price, setPrice] = useState(service ? service.price : '');
  const [duration, setDuration] = useState(service ? String(service.duration) : '30');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveService(salonId);
  const choices = name && !names.includes(name) ? [name, ...names] : names;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!salonId) {
      toast.error('Erreur', { description: 'Salon non sélectionné.' });
      return;
    }
    save.mutate(
      { id: service?.id, name, price, duration },
      {
        onSuccess: () => {
          toast.success(service ? 'Service modifié' : 'Service ajouté');
          setName('');
          setPrice('');
          setDuration('30');
          setErrors({});
          onDone();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fields : {});
          toast.error('Erreur', { description: errorMessage(error, "Impossible d'enregistrer le service.") });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-md border p-4">
      <p className="font-semibold">{service ? 'Modifier le service' : 'Ajouter un service'}</p>
      <FormField id="service-name" label="Service" error={errors.name}>
        <NativeSelect id="service-name" value={name} onChange={(e) => setName(e.target.value)}>
          <option value="">Choisir un service</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="service-price" label="Prix (DT)" error={errors.price}>
          <Input
            id="service-price"
            type="number"
            step="0.01"
            min="0.01"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-invalid={!!errors.price}
          />
        </FormField>
        <FormField id="service-duration" label="Durée (min)" error={errors.duration}>
          <Input
            id="service-duration"
            type="number"
            step="5"
            min="5"
            value={duration}
            onChange={(e) => setDuration(e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {service ? 'Enregistrer' : 'Ajouter'}
        </Button>
        {service && (
          <Button variant="ghost" onClick={onDone}>
            Annuler
          </Button>
        )}
      </div>
    </form>
  );
}
