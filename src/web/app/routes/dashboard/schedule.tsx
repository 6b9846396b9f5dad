import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AVAILABILITY_DEFAULT } from '@/shared/constants';
import { AvailabilitySchema } from '@/shared/schemas/workspace';
import { PageHeader } from '@/web/components/layout/page-header';
import { EmptyState, QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useCalendarProvider } from '@/web/features/calendar/api/calendar';
import { CalendarPanel } from '@/web/features/calendar/components/calendar-panel';
import {
  useAddAvailability,
  useAvailabilities,
  useDeleteAvailability,
} from '@/web/features/workspace/api/workspace';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';

/** Monday to Sunday, with the codes of docs/product.md#availabilities: 1–6, then 0 for Sunday. */
const WEEKDAYS: [number, string][] = [
  [1, 'Lundi'],
  [2, 'Mardi'],
  [3, 'Mercredi'],
  [4, 'Jeudi'],
  [5, 'Vendredi'],
  [6, 'Samedi'],
  [0, 'Dimanche'],
];
const dayName = (weekday: number) => WEEKDAYS.find(([code]) => code === weekday)?.[1] ?? '';

export function Component() {
  usePageTitle("Gestion de l'agenda");
  const provider = useCalendarProvider();
  return (
    <>
      <PageHeader title="Gestion de l'agenda" description="Vos plages de disponibilité de la semaine." />
      <Tabs defaultValue="availabilities">
        <TabsList>
          <TabsTrigger value="availabilities">Disponibilités</TabsTrigger>
          <TabsTrigger value="calendar">
            {provider.data ? `${provider.data.provider} Calendar` : 'Calendrier'}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="availabilities" className="mt-6">
          <Availabilities />
        </TabsContent>
        <TabsContent value="calendar" className="mt-6">
          <CalendarPanel />
        </TabsContent>
      </Tabs>
    </>
  );
}

const resolver = zodResolver(AvailabilitySchema);

function Availabilities() {
  const list = useAvailabilities();
  const add = useAddAvailability();
  const remove = useDeleteAvailability();
  const form = useForm({
    resolver,
    defaultValues: {
      weekday: AVAILABILITY_DEFAULT.weekday,
      startTime: AVAILABILITY_DEFAULT.start,
      endTime: AVAILABILITY_DEFAULT.end,
    },
  });
  const { errors } = form.formState;
  useErrorToast(list.isError, 'Erreur', 'Impossible de charger vos disponibilités.');

  const onSubmit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      () => toast.success('Succès', { description: 'Disponibilité ajoutée avec succès.' }),
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible d'ajouter cette disponibilité.");
      },
    ),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border p-5">
        <FormField id="availability-day" label="Jour" error={errors.weekday?.message}>
          <NativeSelect {...form.register('weekday', { valueAsNumber: true })}>
            {WEEKDAYS.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField id="availability-start" label="Début" error={errors.startTime?.message}>
            <Input type="time" {...form.register('startTime')} />
          </FormField>
          <FormField id="availability-end" label="Fin" error={errors.endTime?.message}>
            <Input type="time" {...form.register('endTime')} />
          </FormField>
        </div>
        <Button type="submit" disabled={add.isPending}>
          Ajouter cette disponibilité
        </Button>
      </form>
      <div>
        <QueryState
          query={list}
          // A failed load has its toast; the list then reads as empty, as before any range is set.
          error={<EmptyState className="p-6">Aucune disponibilité définie</EmptyState>}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState className="p-6">Aucune disponibilité définie</EmptyState>}
        >
          {(data) => (
            <ul className="divide-y rounded-lg border">
              {data.items.map((availability) => (
                <li key={availability.id} className="flex items-center justify-between gap-2 p-3">
                  <span>
                    {dayName(availability.weekday)} : {availability.startTime} - {availability.endTime}
                  </span>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Supprimer ${dayName(availability.weekday)} ${availability.startTime} - ${availability.endTime}`}
                    onClick={() =>
                      remove.mutate(availability.id, {
                        onSuccess: () =>
                          toast.success('Succès', { description: 'Disponibilité supprimée avec succès.' }),
                        onError: () =>
                          toast.error('Erreur', {
                            description: 'Impossible de supprimer cette disponibilité.',
                          }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </div>
  );
}
