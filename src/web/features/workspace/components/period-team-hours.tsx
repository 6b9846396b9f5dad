import { useState } from 'react';
import type { BookingView, Employee, SpecialPeriodView } from '@/shared/api-types';
import type { WorkingDay } from '@/shared/staff';
import { DAY_LABELS, DAYS } from '@/shared/weekdays';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { toast, toastError } from '@/web/lib/toast';
import { useSetEmployeePeriodHours } from '../api/hours';
import { useEmployees } from '../api/workspace';

/**
 * Who works when during a period (decision 077): each employee follows the period's hours, or has
 * hours of their own for it (a day left unticked is a day off).
 */
export function PeriodTeamHours({
  salonId,
  period,
  onOutside,
}: {
  salonId: string;
  period: SpecialPeriodView;
  onOutside: (bookings: BookingView[]) => void;
}) {
  const employees = useEmployees(salonId);
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <p className="text-sm font-medium">Horaires de l’équipe pendant « {period.name} »</p>
      <QueryState
        query={employees}
        error="Impossible de charger les employés."
        isEmpty={(data) => data.items.length === 0}
        empty="Aucun employé : le salon suit la période."
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.items.map((employee) => (
              <EmployeeHours key={employee.id} period={period} employee={employee} onOutside={onOutside} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function EmployeeHours({
  period,
  employee,
  onOutside,
}: {
  period: SpecialPeriodView;
  employee: Employee;
  onOutside: (bookings: BookingView[]) => void;
}) {
  const save = useSetEmployeePeriodHours(period.id, employee.id);
  const stored = period.employeeDays[employee.id] ?? null;
  const [own, setOwn] = useState(stored !== null);
  const [days, setDays] = useState<WorkingDay[]>(stored ?? []);
  const [error, setError] = useState<string | null>(null);
  const dayOf = (day: WorkingDay['day']) => days.find((found) => found.day === day);
  const submit = () =>
    save.mutate(
      { days: own ? days : null },
      {
        onSuccess: (answer) => {
          setError(null);
          toast.success('Horaires enregistrés', { description: employee.fullName });
          onOutside(answer.outside);
        },
        onError: (failure) => {
          setError(failure instanceof ApiError ? failure.message : null);
          toastError(failure, "Impossible d'enregistrer ces horaires.");
        },
      },
    );
  return (
    <li className="grid gap-2 text-sm">
      <fieldset className="grid gap-2">
        <legend className="font-medium">{employee.fullName}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={own} onChange={(event) => setOwn(event.target.checked)} />
          Ses propres horaires pendant la période
        </label>
        {own && (
          <div className="grid gap-1">
            {DAYS.map((day) => {
              const current = dayOf(day);
              const label = `${employee.fullName}, ${DAY_LABELS[day]}`;
              return (
                <div key={day} className="flex flex-wrap items-center gap-2">
                  <label className="flex w-28 items-center gap-2">
                    <input
                      type="checkbox"
                      checked={current !== undefined}
                      onChange={(event) =>
                        setDays(
                          event.target.checked
                            ? [...days, { day, startTime: '10:00', endTime: '16:00' }]
                            : days.filter((found) => found.day !== day),
                        )
                      }
                    />
                    {DAY_LABELS[day]}
                  </label>
                  {current && (
                    <>
                      <Input
                        type="time"
                        aria-label={`${label} : début`}
                        className="w-28"
                        value={current.startTime}
                        onChange={(event) =>
                          setDays(
                            days.map((found) =>
                              found.day === day ? { ...found, startTime: event.target.value } : found,
                            ),
                          )
                        }
                      />
                      <Input
                        type="time"
                        aria-label={`${label} : fin`}
                        className="w-28"
                        value={current.endTime}
                        onChange={(event) =>
                          setDays(
                            days.map((found) =>
                              found.day === day ? { ...found, endTime: event.target.value } : found,
                            ),
                          )
                        }
                      />
                    </>
                  )}
                </div>
              );
            })}
          </div>
        )}
        {error && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={save.isPending}
          onClick={submit}
        >
          Enregistrer pour {employee.fullName}
        </Button>
      </fieldset>
    </li>
  );
}
