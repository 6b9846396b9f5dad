import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import type { ManagedPackage, ManagedService } from '@/shared/api-types';
import { formatPrice, formatTotalDuration, priceForInput } from '@/shared/format';
import { PACKAGE_MIN_PARTS } from '@/shared/packages';
import { PackageSchema } from '@/shared/schemas/workspace';
import { VISIT_MAX_PARTS } from '@/shared/visit-slots';
import { EditableListDialog, ItemForm, useItemForm } from '@/web/components/editable-list-dialog';
import { ServiceOptions } from '@/web/components/service-options';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useDeletePackage, usePackages, useSavePackage, useServices } from '../api/workspace';
import type { SalonDialogProps } from './salon-dialog-props';

/**
 * "Forfaits de …": the salon's packages, each a sequence of two to four of its services with a price
 * of its own (docs/product.md#packages).
 */
export function PackagesDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const packages = usePackages(salon.id);
  const services = useServices(salon.id);
  const remove = useDeletePackage();
  const offered = services.data?.items ?? [];
  return (
    <EditableListDialog
      title={`Forfaits de ${salon.name}`}
      open={open}
      onOpenChange={onOpenChange}
      list={packages}
      loadError="Impossible de charger les forfaits du salon."
      empty="Aucun forfait pour le moment."
      renderItem={(item) => (
        <span>
          <span className="font-medium">{item.name}</span>{' '}
          <span className="text-sm text-muted-foreground">
            · {packageSummary(item, offered)} · {formatPrice(item.price)}
          </span>
        </span>
      )}
      remove={{
        label: 'Supprimer',
        mutate: remove.mutate,
        done: 'Forfait supprimé',
        failed: 'Impossible de supprimer le forfait.',
        confirm: (item) => ({
          title: 'Supprimer le forfait ?',
          text: `« ${item.name} » (${formatPrice(item.price)}) ne sera plus proposé aux clients. Les rendez-vous déjà pris le gardent.`,
          label: 'Supprimer le forfait',
        }),
      }}
      renderForm={(item, onDone) => (
        <PackageForm salonId={salon.id} item={item} services={offered} onDone={onDone} />
      )}
    />
  );
}

/** "Hammam + Brushing · 1 h 30" */
function packageSummary(item: ManagedPackage, services: readonly ManagedService[]): string {
  const parts = item.serviceIds.flatMap((id) => services.find((service) => service.id === id) ?? []);
  const minutes = parts.reduce((sum, service) => sum + service.duration, 0);
  return `${parts.map((service) => service.name).join(' + ')} · ${formatTotalDuration(minutes)}`;
}

const resolver = zodResolver(PackageSchema);

function PackageForm({
  salonId,
  item,
  services,
  onDone,
}: {
  salonId: string;
  item: ManagedPackage | null;
  services: readonly ManagedService[];
  onDone: () => void;
}) {
  const save = useSavePackage(salonId);
  const { form, onSubmit, submitting } = useItemForm({
    resolver,
    defaultValues: {
      name: item?.name ?? '',
      price: item ? priceForInput(item.price) : '',
      serviceIds: item?.serviceIds ?? Array.from({ length: PACKAGE_MIN_PARTS }, () => ''),
    },
    save: (values, key) => save.mutateAsync({ id: item?.id, key, ...values }),
    editing: item !== null,
    messages: {
      added: 'Forfait ajouté',
      edited: 'Forfait modifié',
      failed: "Impossible d'enregistrer le forfait.",
    },
    onDone,
  });
  const { errors } = form.formState;
  const serviceIds = (form.watch('serviceIds') ?? []) as string[];
  const setServiceIds = (next: string[]) =>
    form.setValue('serviceIds', next, { shouldValidate: form.formState.isSubmitted });
  const chosen = serviceIds.flatMap((id) => services.find((service) => service.id === id) ?? []);
  const listError =
    errors.serviceIds?.message ??
    errors.serviceIds?.root?.message ??
    (Array.isArray(errors.serviceIds) ? errors.serviceIds.find(Boolean)?.message : undefined);
  return (
    <ItemForm
      heading={item ? 'Modifier le forfait' : 'Ajouter un forfait'}
      editing={item !== null}
      pending={submitting}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="package-name" label="Nom du forfait" error={errors.name?.message}>
          <Input autoComplete="off" placeholder="Forfait mariée" {...form.register('name')} />
        </FormField>
        <FormField id="package-price" label="Prix du forfait (DT)" error={errors.price?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="180" {...form.register('price')} />
        </FormField>
      </div>
      <fieldset className="grid gap-2" aria-describedby="package-services-error">
        <legend className="mb-1 text-sm font-medium">Prestations, dans l'ordre</legend>
        {serviceIds.map((serviceId, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a service is its place in the package
            <div key={index} className="flex items-end gap-2">
              <div className="flex-1">
                <FormField id={`package-service-${number}`} label={`Prestation ${number}`}>
                  <NativeSelect
                    value={serviceId}
                    onChange={(event) =>
                      setServiceIds(
                        serviceIds.map((current, at) => (at === index ? event.target.value : current)),
                      )
                    }
                  >
                    <option value="">Choisir un service</option>
                    <ServiceOptions services={services} />
                  </NativeSelect>
                </FormField>
              </div>
              {serviceIds.length > PACKAGE_MIN_PARTS && (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Retirer la prestation ${number}`}
                  onClick={() => setServiceIds(serviceIds.filter((_, at) => at !== index))}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              )}
            </div>
          );
        })}
        {serviceIds.length < VISIT_MAX_PARTS && (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setServiceIds([...serviceIds, ''])}
            >
              <Plus className="size-4" aria-hidden="true" />
              Ajouter une prestation
            </Button>
          </div>
        )}
        {chosen.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Durée totale : {formatTotalDuration(chosen.reduce((sum, service) => sum + service.duration, 0))} ·
            prix des prestations séparées :{' '}
            {formatPrice(
              chosen.reduce((sum, service) => sum + Math.round(Number(service.price) * 100), 0) / 100,
            )}
          </p>
        )}
        {listError && (
          <p id="package-services-error" role="alert" className="text-sm text-destructive">
            {listError}
          </p>
        )}
      </fieldset>
    </ItemForm>
  );
}
