import { zodResolver } from '@hookform/resolvers/zod';
import type { ManagedService } from '@/shared/api-types';
import { formatDuration, formatPrice, priceForInput } from '@/shared/format';
import { ServiceSchema } from '@/shared/schemas/workspace';
import {
  ACTIVE_AFTER_LABEL,
  ACTIVE_BEFORE_LABEL,
  CLEANUP_LABEL,
  CLEANUP_MAX_MINUTES,
  POSE_LABEL,
  WITH_POSE_LABEL,
} from '@/shared/service-timing';
import { EditableListDialog, ItemForm, useItemForm } from '@/web/components/editable-list-dialog';
import { Checkbox } from '@/web/components/ui/checkbox';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useCatalogue, useDeleteService, useSaveService, useServices } from '../api/workspace';
import { ModerationNote } from './moderation-note';
import type { SalonDialogProps } from './salon-dialog-props';

export function ServicesDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const services = useServices(salon.id);
  const catalogue = useCatalogue();
  const remove = useDeleteService();
  return (
    <EditableListDialog
      title={`Services de ${salon.name}`}
      open={open}
      onOpenChange={onOpenChange}
      list={services}
      loadError="Impossible de charger les services du salon."
      empty="Aucun service pour le moment."
      renderItem={(service) => (
        <span>
          <span className="font-medium">{service.name}</span>{' '}
          <span className="text-sm text-muted-foreground">
            · {formatDuration(service.duration)} · {formatPrice(service.price)}
            {service.processing && ` · pose ${formatDuration(service.processing.pose)}`}
            {service.cleanupMinutes > 0 && ` · nettoyage ${formatDuration(service.cleanupMinutes)}`}
          </span>
          <ModerationNote
            moderation={service.moderation}
            pending={service.pendingChanges && `« ${service.pendingChanges.name} »`}
            noun="service"
          />
        </span>
      )}
      remove={{
        label: 'Supprimer',
        mutate: remove.mutate,
        done: 'Service supprimé',
        failed: 'Impossible de supprimer le service.',
        confirm: (service) => ({
          title: 'Supprimer le service ?',
          text: `« ${service.name} » (${formatPrice(service.price)}) ne sera plus proposé aux clients. Les rendez-vous déjà pris le gardent.`,
          label: 'Supprimer le service',
        }),
      }}
      renderForm={(service, onDone) => (
        <ServiceForm
          salonId={salon.id}
          service={service}
          names={catalogue.data?.names ?? []}
          onDone={onDone}
        />
      )}
    />
  );
}

const resolver = zodResolver(ServiceSchema);

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
  const save = useSaveService(salonId);
  const { form, onSubmit, submitting } = useItemForm({
    resolver,
    defaultValues: {
      // The name waiting for an admin, if any: saving the price must not withdraw it.
      name: service?.pendingChanges?.name ?? service?.name ?? '',
      price: service ? priceForInput(service.price) : '',
      duration: service ? String(service.duration) : '30',
      cleanupMinutes: service ? String(service.cleanupMinutes) : '0',
      processing: service?.processing
        ? {
            activeBefore: String(service.processing.activeBefore),
            pose: String(service.processing.pose),
            activeAfter: String(service.processing.activeAfter),
          }
        : null,
    },
    save: (values, key) => save.mutateAsync({ id: service?.id, key, ...values }),
    editing: service !== null,
    messages: {
      added: 'Service ajouté',
      edited: 'Service modifié',
      failed: "Impossible d'enregistrer le service.",
    },
    onDone,
  });
  const { errors } = form.formState;
  const name = form.watch('name');
  const withPose = form.watch('processing') != null;
  // A service whose name left the catalogue keeps it as a choice.
  const choices = name && !names.includes(name) ? [name, ...names] : names;
  return (
    <ItemForm
      heading={service ? 'Modifier le service' : 'Ajouter un service'}
      editing={service !== null}
      pending={submitting}
      onSubmit={onSubmit}
      onCancel={onDone}
    >
      <FormField id="service-name" label="Service" error={errors.name?.message}>
        <NativeSelect {...form.register('name')}>
          <option value="">Choisir un service</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="service-price" label="Prix (DT)" error={errors.price?.message}>
          {/* Text, not a number field: some browsers drop the comma of "20,5" from a number field. */}
          <Input inputMode="decimal" autoComplete="off" placeholder="20,50" {...form.register('price')} />
        </FormField>
        <FormField id="service-duration" label="Durée (min)" error={errors.duration?.message}>
          <Input type="number" step="5" min="5" {...form.register('duration')} />
        </FormField>
      </div>
      <FormField id="service-cleanup" label={CLEANUP_LABEL} error={errors.cleanupMinutes?.message}>
        <Input
          type="number"
          step="5"
          min="0"
          max={CLEANUP_MAX_MINUTES}
          {...form.register('cleanupMinutes')}
        />
      </FormField>
      <div className="flex items-start gap-2">
        <Checkbox
          id="service-with-pose"
          checked={withPose}
          onCheckedChange={(checked) =>
            form.setValue(
              'processing',
              checked === true ? { activeBefore: '', pose: '', activeAfter: '' } : null,
            )
          }
        />
        <Label htmlFor="service-with-pose" className="leading-5">
          {WITH_POSE_LABEL}
          <span className="block text-xs text-muted-foreground">
            Pendant la pose, l'employé peut prendre un autre client ; le client, lui, reste installé.
          </span>
        </Label>
      </div>
      {withPose && (
        <fieldset className="grid gap-3 sm:grid-cols-3" aria-describedby="service-processing-error">
          <legend className="sr-only">{WITH_POSE_LABEL}</legend>
          <FormField
            id="service-active-before"
            label={ACTIVE_BEFORE_LABEL}
            error={errors.processing?.activeBefore?.message}
          >
            <Input type="number" step="5" min="5" {...form.register('processing.activeBefore')} />
          </FormField>
          <FormField id="service-pose" label={POSE_LABEL} error={errors.processing?.pose?.message}>
            <Input type="number" step="5" min="5" {...form.register('processing.pose')} />
          </FormField>
          <FormField
            id="service-active-after"
            label={ACTIVE_AFTER_LABEL}
            error={errors.processing?.activeAfter?.message}
          >
            <Input type="number" step="5" min="5" {...form.register('processing.activeAfter')} />
          </FormField>
          {errors.processing?.message && (
            <p id="service-processing-error" role="alert" className="text-sm text-destructive sm:col-span-3">
              {errors.processing.message}
            </p>
          )}
        </fieldset>
      )}
    </ItemForm>
  );
}
