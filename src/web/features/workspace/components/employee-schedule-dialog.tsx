import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { EmployeeSchedule, ManagedService } from '@/shared/api-types';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { EmployeeScheduleSchema } from '@/shared/schemas/staff';
import type { WorkingDay } from '@/shared/staff';
import { DAY_LABELS, DAYS } from '@/shared/weekdays';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { FormAlert, FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { useFormRefusal } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useEmployeeFridayBreak, useSetEmployeeFridayBreak } from '../api/hours';
import { useOpeningHours } from '../api/opening-hours';
import { useEmployeeSchedule, useSaveEmployeeSchedule, useServices } from '../api/workspace';
import { EmployeePanel, type EmployeePanelProps } from './employee-panel';

/**
 * "Horaires et services" of one employee: the salon's hours (the default) or their own working days
 * inside them, and every service (the default) or a chosen few.
 */
export function EmployeeScheduleDialog({ salonId, employee, ...panel }: EmployeePanelProps) {
  const schedule = useEmployeeSchedule(employee.id);
  const hours = useOpeningHours(salonId);
  const services = useServices(salonId);
  const all = {
    isError: schedule.isError || hours.isError || services.isError,
    data:
      schedule.data && hours.data && services.data
        ? { schedule: schedule.data, hours: hours.data, services: services.data.items }
        : undefined,
  };
  return (
    <EmployeePanel title={`Horaires et services de ${employee.fullName}`} {...panel}>
      <QueryState query={all} error="Impossible de charger les horaires de l'employé.">
        {(data) => <ScheduleForm employeeId={employee.id} {...data} onSaved={panel.onBack} />}
      </QueryState>
      <EmployeeFridayBreak employeeId={employee.id} name={employee.fullName} />
    </EmployeePanel>
  );
}

const resolver = zodResolver(EmployeeScheduleSchema);
const byWeekOrder = (a: WorkingDay, b: WorkingDay) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day);
/** A day switched on starts from the salon's hours of that day. */
const salonDayOf = (day: OpeningHoursDay): WorkingDay => ({
  day: day.day,
  startTime: day.openTime,
  endTime: day.closeTime,
});

function ScheduleForm({
  employeeId,
  schedule,
  hours,
  services,
  onSaved,
}: {
  employeeId: string;
  schedule: EmployeeSchedule;
  hours: OpeningHoursDay[];
  services: ManagedService[];
  onSaved: () => void;
}) {
  const save = useSaveEmployeeSchedule(employeeId);
  const form = useForm({
    resolver,
    defaultValues: {
      followsSalonHours: schedule.followsSalonHours,
      days: [...schedule.days].sort(byWeekOrder),
      performsAllServices: schedule.performsAllServices,
      serviceIds: schedule.serviceIds,
    },
  });
  const { errors, isSubmitted } = form.formState;
  const followsSalonHours = form.watch('followsSalonHours');
  const days = form.watch('days') ?? [];
  const performsAllServices = form.watch('performsAllServices');
  const serviceIds = form.watch('serviceIds') ?? [];
  const update = { shouldDirty: true, shouldValidate: isSubmitted };

  const toggleDay = (day: OpeningHoursDay) => {
    const current = form.getValues('days') ?? [];
    const next = current.some((entry) => entry.day === day.day)
      ? current.filter((entry) => entry.day !== day.day)
      : [...current, salonDayOf(day)].sort(byWeekOrder);
    form.setValue('days', next, update);
  };
  const toggleService = (serviceId: string) => {
    const current = form.getValues('serviceIds') ?? [];
    form.setValue(
      'serviceIds',
      current.includes(serviceId) ? current.filter((id) => id !== serviceId) : [...current, serviceId],
      update,
    );
  };

  // The server's refusal of hours outside the salon's, shown under the form until the next try.
  const refusal = useFormRefusal(
    form.setError,
    'hours_outside_opening',
    "Impossible d'enregistrer les horaires de l'employé.",
  );
  const onSubmit = form.handleSubmit((values) =>
    refusal.attempt(
      () => save.mutateAsync(values),
      () => {
        toast.success('Horaires et services enregistrés');
        onSaved();
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DefaultOrChosen
        legend="Horaires"
        label="Suit les horaires d'ouverture du salon"
        checkbox={form.register('followsSalonHours', {
          onChange: (event: { target: { checked: boolean } }) => {
            // Own hours start from the salon's open days; the salon's hours need no days.
            form.setValue(
              'days',
              event.target.checked ? [] : hours.filter((d) => !d.isClosed).map(salonDayOf),
            );
          },
        })}
      >
        {!followsSalonHours && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm text-muted-foreground">
              Jours de travail (un jour décoché est un jour de repos)
            </legend>
            {hours.map((salonDay) => {
              const index = days.findIndex((entry) => entry.day === salonDay.day);
              return (
                <DayRow
                  key={salonDay.day}
                  id={`employee-${employeeId}-${salonDay.day}`}
                  salonDay={salonDay}
                  entry={days[index]}
                  errors={index >= 0 ? errors.days?.[index] : undefined}
                  onToggle={() => toggleDay(salonDay)}
                  onTime={(field, value) => form.setValue(`days.${index}.${field}`, value, update)}
                />
              );
            })}
            {errors.days?.message && (
              <p role="alert" className="text-sm text-destructive">
                {errors.days.message}
              </p>
            )}
          </fieldset>
        )}
      </DefaultOrChosen>

      <DefaultOrChosen
        legend="Services"
        label="Réalise tous les services du salon"
        checkbox={form.register('performsAllServices', { onChange: () => form.setValue('serviceIds', []) })}
      >
        {!performsAllServices && (
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.serviceIds ? 'schedule-services-error' : undefined}
          >
            <legend className="mb-1 text-sm text-muted-foreground">Services réalisés</legend>
            {services.length === 0 && (
              <p className="text-sm text-muted-foreground">Ce salon n'a pas encore de service.</p>
            )}
            {services.map((service) => (
              <label key={service.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={serviceIds.includes(service.id)}
                  onChange={() => toggleService(service.id)}
                />
                {service.name}
              </label>
            ))}
            {errors.serviceIds?.message && (
              <p id="schedule-services-error" role="alert" className="text-sm text-destructive">
                {errors.serviceIds.message}
              </p>
            )}
          </fieldset>
        )}
      </DefaultOrChosen>

      <Button type="submit" disabled={save.isPending}>
        Enregistrer les horaires et services
      </Button>
      <FormAlert message={refusal.message} />
    </form>
  );
}

/** A part of the form: the salon's default (the box ticked) or, unticked, the choice in children. */
function DefaultOrChosen({
  legend,
  label,
  checkbox,
  children,
}: {
  legend: string;
  /** What the ticked box means. */
  label: string;
  checkbox: UseFormRegisterReturn;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...checkbox} />
        {label}
      </label>
      {children}
    </fieldset>
  );
}

type DayErrors = { startTime?: { message?: string }; endTime?: { message?: string } } | undefined;

/** One day of the week: works or not (closed salon days cannot be chosen), from and to. */
function DayRow({
  id,
  salonDay,
  entry,
  errors,
  onToggle,
  onTime,
}: {
  id: string;
  salonDay: OpeningHoursDay;
  /** The working day, absent on a day off. */
  entry: WorkingDay | undefined;
  errors: DayErrors;
  onToggle: () => void;
  onTime: (field: 'startTime' | 'endTime', value: string) => void;
}) {
  const label = DAY_LABELS[salonDay.day];
  return (
    <div className="grid items-start gap-2 sm:grid-cols-[8rem_1fr_1fr]">
      <label className="flex h-10 items-center gap-2 text-sm">
        <input type="checkbox" checked={Boolean(entry)} disabled={salonDay.isClosed} onChange={onToggle} />
        {label}
      </label>
      {salonDay.isClosed ? (
        <p className="flex h-10 items-center text-sm text-muted-foreground sm:col-span-2">Salon fermé</p>
      ) : entry ? (
        <>
          <FormField
            id={`${id}-start`}
            label={`${label} : début`}
            hideLabel
            error={errors?.startTime?.message}
          >
            <Input
              type="time"
              value={entry.startTime}
              onChange={(event) => onTime('startTime', event.target.value)}
            />
          </FormField>
          <FormField id={`${id}-end`} label={`${label} : fin`} hideLabel error={errors?.endTime?.message}>
            <Input
              type="time"
              value={entry.endTime}
              onChange={(event) => onTime('endTime', event.target.value)}
            />
          </FormField>
        </>
      ) : (
        <p className="flex h-10 items-center text-sm text-muted-foreground sm:col-span-2">Repos</p>
      )}
    </div>
  );
}

/** The person's own Friday prayer break, where the salon stays open (decision 077): saved at once. */
function EmployeeFridayBreak({ employeeId, name }: { employeeId: string; name: string }) {
  const current = useEmployeeFridayBreak(employeeId);
  const set = useSetEmployeeFridayBreak(employeeId);
  if (!current.data) return null;
  return (
    <label className="mt-4 flex items-center gap-2 border-t pt-4 text-sm">
      <input
        type="checkbox"
        checked={current.data.enabled}
        disabled={set.isPending}
        onChange={(event) =>
          set.mutate(
            { enabled: event.target.checked },
            {
              onSuccess: (answer) =>
                toast.success(
                  answer.saved.enabled ? 'Pause du vendredi enregistrée' : 'Pause du vendredi retirée',
                  {
                    description:
                      answer.outside.length > 0
                        ? `${answer.outside.length} rendez-vous de ${name} tombent pendant la pause : voyez « Jours spéciaux ».`
                        : undefined,
                  },
                ),
              onError: (error) => toastError(error, "Impossible d'enregistrer la pause du vendredi."),
            },
          )
        }
      />
      Pause de la prière du vendredi (13:00–14:30, ou celle du salon)
    </label>
  );
}
