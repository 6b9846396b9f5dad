import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { BookingView, SalonHolidayView, SpecialPeriodView } from '@/shared/api-types';
import { formatShortDay, formatTime, formatDayRange as range } from '@/shared/format';
import { completeWeek, type OpeningHoursDay } from '@/shared/opening-hours';
import {
  FRIDAY_BREAK_DEFAULT,
  HOLIDAY_CHOICE_LABELS,
  HOLIDAY_CHOICES,
  HOLIDAY_STATUS_LABELS,
  type HolidayChoice,
} from '@/shared/salon-calendar';
import { SpecialPeriodSchema } from '@/shared/schemas/hours';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import {
  useDeleteSpecialPeriod,
  useFridayBreak,
  useSalonHolidays,
  useSaveSpecialPeriod,
  useSetFridayBreak,
  useSetHolidayChoice,
  useSpecialPeriods,
  useWarnAndCancel,
} from '../api/hours';
import { PeriodTeamHours } from './period-team-hours';
import type { SalonDialogProps } from './salon-dialog-props';
import { WeekFields } from './week-fields';

// "Jours spéciaux" (decision 077): the salon's exceptional hours, its choice for each public holiday
// and its Friday prayer break. Saving lists the appointments the new hours leave out, each with
// "Prévenir et annuler".

export function SpecialDaysDialog({ salon, open, onOpenChange }: SalonDialogProps) {
  const [outside, setOutside] = useState<BookingView[]>([]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={`Jours spéciaux de ${salon.name}`} className="max-w-4xl">
        <div className="grid gap-6">
          {outside.length > 0 && <OutsideAppointments bookings={outside} onDone={setOutside} />}
          <Periods salonId={salon.id} onOutside={setOutside} />
          <Holidays salonId={salon.id} onOutside={setOutside} />
          <FridayBreakForm salonId={salon.id} onOutside={setOutside} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** "3 rendez-vous tombent hors de ces horaires : …", each with "Prévenir et annuler", or all at once. */
function OutsideAppointments({
  bookings,
  onDone,
}: {
  bookings: BookingView[];
  onDone: (left: BookingView[]) => void;
}) {
  const cancel = useWarnAndCancel();
  const note =
    'Le salon a changé ses horaires ce jour-là : votre rendez-vous est annulé. Nous vous prions de nous excuser.';
  const warn = async (targets: BookingView[]) => {
    const done: string[] = [];
    for (const booking of targets) {
      try {
        await cancel.mutateAsync({ bookingId: booking.id, note });
        done.push(booking.id);
      } catch (error) {
        toastError(error, "Impossible d'annuler ce rendez-vous.");
      }
    }
    if (done.length > 0) {
      toast.success(done.length > 1 ? `${done.length} rendez-vous annulés` : 'Rendez-vous annulé', {
        description: 'Les clients sont prévenus.',
      });
    }
    onDone(bookings.filter((booking) => !done.includes(booking.id)));
  };
  const count = bookings.length;
  return (
    <section
      aria-labelledby="outside-title"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <h3 id="outside-title" className="font-medium text-amber-950">
        {count} rendez-vous {count > 1 ? 'tombent' : 'tombe'} hors de ces horaires :
      </h3>
      <ul className="grid gap-2">
        {bookings.map((booking) => {
          const zone = booking.salon.timeZone;
          const label = `${formatShortDay(booking.startTime, zone)} ${formatTime(booking.startTime, zone)} – ${booking.service.name} (${booking.client?.full_name ?? 'Client'})`;
          return (
            <li key={booking.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>{label}</span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Prévenir et annuler : ${label}`}
                disabled={cancel.isPending}
                onClick={() => void warn([booking])}
              >
                Prévenir et annuler
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        {count > 1 && (
          <Button size="sm" disabled={cancel.isPending} onClick={() => void warn(bookings)}>
            Prévenir et annuler les {count}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onDone([])}>
          Les garder
        </Button>
      </div>
    </section>
  );
}

type PeriodValues = { name: string; startDate: string; endDate: string; days: OpeningHoursDay[] };
const periodResolver = zodResolver(SpecialPeriodSchema);

/** "Horaires exceptionnels": the periods to come, and a form to add or change one. */
function Periods({ salonId, onOutside }: { salonId: string; onOutside: (bookings: BookingView[]) => void }) {
  const periods = useSpecialPeriods(salonId);
  const remove = useDeleteSpecialPeriod();
  const [editing, setEditing] = useState<SpecialPeriodView | 'new' | null>(null);
  const [team, setTeam] = useState<string | null>(null);
  return (
    <section aria-labelledby="periods-title" className="grid gap-3">
      <h3 id="periods-title" className="text-base font-semibold">
        Horaires exceptionnels
      </h3>
      <p className="text-sm text-muted-foreground">
        Une période (Ramadan, été, travaux) avec sa propre semaine : deux plages par jour au plus, ou fermé.
        Les employés la suivent.
      </p>
      <QueryState query={periods} error="Impossible de charger les horaires exceptionnels.">
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-sm">Aucune période exceptionnelle.</p>
          ) : (
            <ul className="grid gap-2">
              {data.items.map((period) => (
                <li
                  key={period.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2 text-sm"
                >
                  <span>
                    <span className="font-medium">{period.name}</span> :{' '}
                    {range(period.startDate, period.endDate)}
                  </span>
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={team === period.id}
                      aria-label={`Horaires de l’équipe pendant ${period.name}`}
                      onClick={() => setTeam(team === period.id ? null : period.id)}
                    >
                      Équipe
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Modifier ${period.name}`}
                      onClick={() => setEditing(period)}
                    >
                      Modifier
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Supprimer ${period.name}`}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(period.id, {
                          onSuccess: () => toast.success('Période supprimée'),
                          onError: (error) => toastError(error, 'Impossible de supprimer la période.'),
                        })
                      }
                    >
                      Supprimer
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {team && periods.data?.items.some((period) => period.id === team) && (
        <PeriodTeamHours
          salonId={salonId}
          period={periods.data.items.find((period) => period.id === team) as SpecialPeriodView}
          onOutside={onOutside}
        />
      )}
      {editing ? (
        <PeriodForm
          salonId={salonId}
          period={editing === 'new' ? null : editing}
          onSaved={(outside) => {
            setEditing(null);
            onOutside(outside);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => setEditing('new')}>
          Ajouter une période
        </Button>
      )}
    </section>
  );
}

function PeriodForm({
  salonId,
  period,
  onSaved,
  onCancel,
}: {
  salonId: string;
  period: SpecialPeriodView | null;
  onSaved: (outside: BookingView[]) => void;
  onCancel: () => void;
}) {
  const save = useSaveSpecialPeriod(salonId);
  const form = useForm<PeriodValues>({
    resolver: periodResolver,
    defaultValues: period
      ? { name: period.name, startDate: period.startDate, endDate: period.endDate, days: period.days }
      : { name: '', startDate: '', endDate: '', days: completeWeek([]) },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync({ ...values, id: period?.id }).then(
      (answer) => {
        toast.success('Horaires exceptionnels enregistrés');
        onSaved(answer.outside);
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible d'enregistrer la période.");
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-md border p-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id="period-name" label="Nom de la période" error={errors.name?.message}>
          <Input placeholder="Ramadan" {...form.register('name')} />
        </FormField>
        <FormField id="period-start" label="Premier jour" error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField id="period-end" label="Dernier jour" error={errors.endDate?.message}>
          <Input type="date" {...form.register('endDate')} />
        </FormField>
      </div>
      {/* The week's fields only read and write `days`. */}
      <WeekFields form={form as unknown as UseFormReturn<{ days: OpeningHoursDay[] }>} idPrefix="period" />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          Enregistrer la période
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

/** "Jours fériés": each holiday to come with the salon's choice, "Fermé" by default. */
function Holidays({ salonId, onOutside }: { salonId: string; onOutside: (bookings: BookingView[]) => void }) {
  const holidays = useSalonHolidays(salonId);
  return (
    <section aria-labelledby="holidays-title" className="grid gap-3">
      <h3 id="holidays-title" className="text-base font-semibold">
        Jours fériés
      </h3>
      <QueryState query={holidays} error="Impossible de charger les jours fériés.">
        {(data) => (
          <ul className="grid gap-2">
            {data.items.map((holiday) => (
              <HolidayRow key={holiday.id} salonId={salonId} holiday={holiday} onOutside={onOutside} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function HolidayRow({
  salonId,
  holiday,
  onOutside,
}: {
  salonId: string;
  holiday: SalonHolidayView;
  onOutside: (bookings: BookingView[]) => void;
}) {
  const set = useSetHolidayChoice(salonId);
  const [choice, setChoice] = useState<HolidayChoice>(holiday.choice);
  const [hours, setHours] = useState({
    openTime: holiday.special?.openTime ?? '09:00',
    closeTime: holiday.special?.closeTime ?? '13:00',
  });
  const submit = (next: HolidayChoice) =>
    set.mutate(
      {
        holidayId: holiday.id,
        choice: next,
        special:
          next === 'special'
            ? { ...hours, hasLunchBreak: false, lunchBreakStart: null, lunchBreakEnd: null }
            : null,
      },
      {
        onSuccess: (answer) => {
          toast.success('Jour férié enregistré', {
            description: `${holiday.name} : ${HOLIDAY_CHOICE_LABELS[next]}.`,
          });
          onOutside(answer.outside);
        },
        onError: (error) => toastError(error, "Impossible d'enregistrer ce jour férié."),
      },
    );
  const id = `holiday-${holiday.id}`;
  return (
    <li className="grid gap-2 rounded-md border p-2 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
      <span>
        <span className="font-medium">{holiday.name}</span> : {range(holiday.startDate, holiday.endDate)}{' '}
        <span className="text-muted-foreground">({HOLIDAY_STATUS_LABELS[holiday.status]})</span>
        {(holiday.outside?.length ?? 0) > 0 && (
          <span className="block text-amber-800">
            {holiday.outside?.length} rendez-vous ce jour-là :{' '}
            <button type="button" className="underline" onClick={() => onOutside(holiday.outside ?? [])}>
              les voir
            </button>
          </span>
        )}
      </span>
      <span className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {`Choix pour ${holiday.name}`}
        </label>
        <NativeSelect
          id={id}
          value={choice}
          disabled={set.isPending}
          onChange={(event) => {
            const next = event.target.value as HolidayChoice;
            setChoice(next);
            if (next !== 'special') submit(next);
          }}
        >
          {HOLIDAY_CHOICES.map((value) => (
            <option key={value} value={value}>
              {HOLIDAY_CHOICE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        {choice === 'special' && (
          <>
            <Input
              type="time"
              aria-label={`${holiday.name} : ouverture`}
              value={hours.openTime}
              onChange={(event) => setHours({ ...hours, openTime: event.target.value })}
              className="w-28"
            />
            <Input
              type="time"
              aria-label={`${holiday.name} : fermeture`}
              value={hours.closeTime}
              onChange={(event) => setHours({ ...hours, closeTime: event.target.value })}
              className="w-28"
            />
            <Button size="sm" disabled={set.isPending} onClick={() => submit('special')}>
              Enregistrer
            </Button>
          </>
        )}
      </span>
    </li>
  );
}

/** "Prière du vendredi": the salon closes for it, at the times it chooses. */
function FridayBreakForm({
  salonId,
  onOutside,
}: {
  salonId: string;
  onOutside: (bookings: BookingView[]) => void;
}) {
  const current = useFridayBreak(salonId);
  return (
    <section aria-labelledby="friday-title" className="grid gap-3">
      <h3 id="friday-title" className="text-base font-semibold">
        Prière du vendredi
      </h3>
      <QueryState query={current} error="Impossible de charger la pause du vendredi.">
        {(data) => <FridayFields salonId={salonId} initial={data} onOutside={onOutside} />}
      </QueryState>
    </section>
  );
}

function FridayFields({
  salonId,
  initial,
  onOutside,
}: {
  salonId: string;
  initial: { enabled: boolean; start: string; end: string };
  onOutside: (bookings: BookingView[]) => void;
}) {
  const set = useSetFridayBreak(salonId);
  const [value, setValue] = useState(initial.enabled ? initial : { ...FRIDAY_BREAK_DEFAULT, enabled: false });
  const [error, setError] = useState<string | null>(null);
  const save = () =>
    set.mutate(value, {
      onSuccess: (answer) => {
        setError(null);
        toast.success(answer.saved.enabled ? 'Pause du vendredi enregistrée' : 'Pause du vendredi retirée');
        onOutside(answer.outside);
      },
      onError: (failure) => {
        setError(failure instanceof Error ? failure.message : null);
        toastError(failure, "Impossible d'enregistrer la pause du vendredi.");
      },
    });
  return (
    <div className="grid gap-2 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => setValue({ ...value, enabled: event.target.checked })}
        />
        Fermer le vendredi pour la prière
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <FormField id="friday-start" label="Début de la pause du vendredi">
          <Input
            type="time"
            value={value.start}
            disabled={!value.enabled}
            onChange={(event) => setValue({ ...value, start: event.target.value })}
          />
        </FormField>
        <FormField id="friday-end" label="Fin de la pause du vendredi" error={error ?? undefined}>
          <Input
            type="time"
            value={value.end}
            disabled={!value.enabled}
            onChange={(event) => setValue({ ...value, end: event.target.value })}
          />
        </FormField>
        <Button size="sm" disabled={set.isPending} onClick={save}>
          Enregistrer la pause
        </Button>
      </div>
    </div>
  );
}
