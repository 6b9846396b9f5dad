import { BOOKING_STATUS_LABELS, BOOKING_STATUSES, type BookingStatus } from '@/shared/booking-status';
import { SalonOptions } from '@/web/components/salon-options';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { cn } from '@/web/lib/utils';
import type { BookingFilters } from '../api/booking-queries';

/** The bookings list's filters: salon (an owner of several), status, and a range of days. */
export function BookingFiltersBar({
  value,
  onChange,
  salons,
}: {
  value: BookingFilters;
  onChange: (next: BookingFilters) => void;
  /** Shown as a "Salon" choice when there are two or more. */
  salons?: ReadonlyArray<{ id: string; name: string }>;
}) {
  const set = (patch: BookingFilters) => onChange({ ...value, ...patch });
  const active = Boolean(value.status || value.salonId || value.from || value.to);
  return (
    // min-w-0: a fieldset is never narrower than its content by default, which pushed a phone's page sideways.
    <fieldset className="mt-4 flex min-w-0 flex-wrap items-end gap-3">
      <legend className="sr-only">Filtrer les rendez-vous</legend>
      {salons && salons.length > 1 && (
        <div className="grid min-w-0 max-w-full gap-1">
          <Label htmlFor="bookings-salon">Salon</Label>
          <NativeSelect
            id="bookings-salon"
            value={value.salonId ?? ''}
            onChange={(event) => set({ salonId: event.target.value })}
          >
            <SalonOptions salons={salons} allValue="" />
          </NativeSelect>
        </div>
      )}
      <StatusSelect
        id="bookings-status"
        className="gap-1"
        value={value.status ?? ''}
        onChange={(status) => set({ status })}
      />
      <DayField end="from" filters={value} onChange={set} />
      <DayField end="to" filters={value} onChange={set} />
      {active && (
        <Button variant="ghost" size="sm" onClick={() => onChange({})}>
          Effacer les filtres
        </Button>
      )}
    </fieldset>
  );
}

/** "Statut": every status, or one; shared with the admin's list of every booking. */
export function StatusSelect({
  id,
  value,
  onChange,
  className = 'gap-2',
}: {
  id: string;
  value: BookingStatus | '';
  onChange: (status: BookingStatus | '') => void;
  className?: string;
}) {
  return (
    <div className={cn('grid', className)}>
      <Label htmlFor={id}>Statut</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as BookingStatus | '')}
      >
        <option value="">Tous les statuts</option>
        {BOOKING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {BOOKING_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** "Du" or "Au", one end of the range of days; each end bounds the other, so "Du" never falls after "Au". */
function DayField({
  end,
  filters,
  onChange,
}: {
  end: 'from' | 'to';
  filters: BookingFilters;
  onChange: (patch: BookingFilters) => void;
}) {
  const id = `bookings-${end}`;
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{end === 'from' ? 'Du' : 'Au'}</Label>
      <Input
        id={id}
        type="date"
        className="w-40"
        value={filters[end] ?? ''}
        min={end === 'to' ? filters.from || undefined : undefined}
        max={end === 'from' ? filters.to || undefined : undefined}
        onChange={(event) => onChange({ [end]: event.target.value })}
      />
    </div>
  );
}
