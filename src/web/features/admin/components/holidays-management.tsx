import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminHoliday } from '@/shared/api-types';
import { HOLIDAY_STATUS_LABELS, HOLIDAY_STATUSES, type HolidayStatus } from '@/shared/salon-calendar';
import { HolidaySchema } from '@/shared/schemas/hours';
import { EditRemoveButtons } from '@/web/components/edit-remove-buttons';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { applyFieldErrors } from '@/web/lib/form-errors';
import { toast, toastError } from '@/web/lib/toast';
import { useAdminHolidays, useDeleteHoliday, useSaveHoliday } from '../api/holidays';

const dayFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
const longDate = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));

/** The platform's public holidays (decision 077): each can be moved, confirmed or removed; new ones added. */
export function HolidaysManagement() {
  const holidays = useAdminHolidays();
  const [editing, setEditing] = useState<AdminHoliday | 'new' | null>(null);
  return (
    <div className="grid gap-4">
      {editing ? (
        <HolidayForm holiday={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button className="justify-self-start" onClick={() => setEditing('new')}>
          Ajouter un jour férié
        </Button>
      )}
      <QueryState
        query={holidays}
        error="Impossible de charger les jours fériés."
        isEmpty={(data) => data.items.length === 0}
        empty="Aucun jour férié."
      >
        {(data) => (
          <ul className="grid gap-2">
            {data.items.map((holiday) => (
              <HolidayItem key={holiday.id} holiday={holiday} onEdit={() => setEditing(holiday)} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function HolidayItem({ holiday, onEdit }: { holiday: AdminHoliday; onEdit: () => void }) {
  const remove = useDeleteHoliday();
  const save = useSaveHoliday();
  const dates =
    holiday.startDate === holiday.endDate
      ? longDate(holiday.startDate)
      : `du ${longDate(holiday.startDate)} au ${longDate(holiday.endDate)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
      <span>
        <span className="font-medium">{holiday.name}</span> · {dates}{' '}
        <span
          className={
            holiday.status === 'provisional'
              ? 'rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900'
              : 'rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900'
          }
        >
          {HOLIDAY_STATUS_LABELS[holiday.status]}
        </span>
      </span>
      <span className="flex flex-wrap gap-2">
        {holiday.status === 'provisional' && (
          <Button
            size="sm"
            aria-label={`Confirmer ${holiday.name} ${dates}`}
            disabled={save.isPending}
            onClick={() =>
              save.mutate(
                { ...holiday, status: 'confirmed' },
                {
                  onSuccess: () =>
                    toast.success('Date confirmée', { description: `${holiday.name} : ${dates}.` }),
                  onError: (error) => toastError(error, 'Impossible de confirmer la date.'),
                },
              )
            }
          >
            Confirmer
          </Button>
        )}
        <EditRemoveButtons
          itemName={`${holiday.name} ${dates}`}
          onEdit={onEdit}
          removing={remove.isPending}
          onRemove={() =>
            remove.mutate(holiday.id, {
              onSuccess: () => toast.success('Jour férié supprimé'),
              onError: (error) => toastError(error, 'Impossible de supprimer le jour férié.'),
            })
          }
        />
      </span>
    </li>
  );
}

const resolver = zodResolver(HolidaySchema);

function HolidayForm({ holiday, onDone }: { holiday: AdminHoliday | null; onDone: () => void }) {
  const save = useSaveHoliday();
  const form = useForm<{ name: string; startDate: string; endDate: string; status: HolidayStatus }>({
    resolver,
    defaultValues: holiday ?? { name: '', startDate: '', endDate: '', status: 'provisional' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    save.mutateAsync({ ...values, id: holiday?.id }).then(
      () => {
        toast.success('Jour férié enregistré', {
          description: 'Les salons concernés sont prévenus de leurs rendez-vous ces jours-là.',
        });
        onDone();
      },
      (error: unknown) => {
        applyFieldErrors(error, form.setError);
        toastError(error, "Impossible d'enregistrer le jour férié.");
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border p-4 sm:grid-cols-4">
      <FormField id="holiday-name" label="Nom du jour férié" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </FormField>
      <FormField id="holiday-start" label="Premier jour" error={errors.startDate?.message}>
        <Input type="date" {...form.register('startDate')} />
      </FormField>
      <FormField id="holiday-end" label="Dernier jour" error={errors.endDate?.message}>
        <Input type="date" {...form.register('endDate')} />
      </FormField>
      <FormField id="holiday-status" label="Statut de la date" error={errors.status?.message}>
        <NativeSelect {...form.register('status')}>
          {HOLIDAY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {HOLIDAY_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex gap-2 sm:col-span-4">
        <Button type="submit" disabled={save.isPending}>
          Enregistrer
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
