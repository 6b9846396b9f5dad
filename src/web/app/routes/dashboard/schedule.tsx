import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AVAILABILITY_DEFAULT } from '@/shared/constants';
import { AVAILABILITY_ORDER } from '@/shared/schemas/workspace';
import { minutesOf } from '@/shared/time-zone';
import { PageHeader } from '@/web/components/layout/page-header';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useCalendarProvider } from '@/web/features/calendar/api/calendar';
import { CalendarPanel } from '@/web/features/calendar/components/calendar-panel';
import {
  useAddAvailability,
  useAvailabilities,
  useDeleteAvailability,
} from '@/web/features/workspace/api/workspace';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useErrorToast } from '@/web/lib/use-error-toast';
import { usePageTitle } from '@/web/lib/use-page-title';

/** Monday to Sunday, with the codes of SPEC §9: 1–6, then 0 for Sunday. */
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

function Availabilities() {
  const list = useAvailabilities();
  const add = useAddAvailability();
  const remove = useDeleteAvailability();
  const [weekday, setWeekday] = useState<number>(AVAILABILITY_DEFAULT.weekday);
  const [startTime, setStartTime] = useState<string>(AVAILABILITY_DEFAULT.start);
  const [endTime, setEndTime] = useState<string>(AVAILABILITY_DEFAULT.end);
  useErrorToast(list.isError, 'Erreur', 'Impossible de charger vos disponibilités.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (minutesOf(endTime) <= minutesOf(startTime)) {
      toast.error('Erreur', { description: AVAILABILITY_ORDER });
      return;
    }
    add.mutate(
      { weekday, startTime, endTime },
      {
        onSuccess: () => toast.success('Succès', { description: 'Disponibilité ajoutée avec succès.' }),
        onError: (error) =>
          toast.error('Erreur', {
            description: errorMessage(error, "Impossible d'ajouter cette disponibilité."),
          }),
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={submit} className="grid gap-4 rounded-lg border p-5">
        <div className="grid gap-2">
          <Label htmlFor="availability-day">Jour</Label>
          <NativeSelect
            id="availability-day"
            value={String(weekday)}
            onChange={(e) => setWeekday(Number(e.target.value))}
          >
            {WEEKDAYS.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="grid gap-2">
            <Label htmlFor="availability-start">Début</Label>
            <Input
              id="availability-start"
              type="time"
              value={startTime}
              onChange={(e) => setStartTime(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="availability-end">Fin</Label>
            <Input
              id="availability-end"
              type="time"
              value={endTime}
              onChange={(e) => setEndTime(e.target.value)}
            />
          </div>
        </div>
        <Button type="submit" disabled={add.isPending}>
          Ajouter cette disponibilité
        </Button>
      </form>
      <div>
        {list.isPending ? (
          <Spinner />
        ) : !list.data || list.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            Aucune disponibilité définie
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {list.data.items.map((availability) => (
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
      </div>
    </div>
  );
}
