import { useState } from 'react';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { useOpeningHours, useSlots } from '../api/booking-queries';
import { DatePicker, DayCalendar } from './date-picker';
import { SlotSelect } from './slot-select';

/**
 * The day and the time chosen for a service of a salon, with the salon's week and that day's free
 * slots: those of the chosen employee, or of anyone eligible when `employeeId` is empty ("Sans
 * préférence").
 */
export function useDateAndSlot(salonId: string, serviceId: string, employeeId = '') {
  const [date, setDay] = useState('');
  const [start, setStart] = useState('');
  const hours = useOpeningHours(salonId);
  const slots = useSlots(salonId, serviceId, date, employeeId);
  return {
    serviceId,
    employeeId,
    hours,
    date,
    start,
    slots,
    /** A new day drops the chosen time: it was one of the other day's slots. */
    setDate: (next: string) => {
      setDay(next);
      setStart('');
    },
    setStart,
    reset: () => {
      setDay('');
      setStart('');
    },
  };
}

export type DateAndSlot = ReturnType<typeof useDateAndSlot>;

/**
 * Where the two fields stand, with their labels and ids (screen readers and the browser tests name
 * them). The booking page opens the calendar from a button; the move dialog shows it inline, as a
 * popover inside a dialog closes the dialog under Preact (decision 019).
 */
const PLACES = {
  booking: {
    id: 'booking',
    dateLabel: 'Date',
    timeLabel: 'Horaire',
    calendar: 'popover',
    className: 'grid gap-2 sm:grid-cols-2 sm:gap-4',
  },
  move: {
    id: 'move',
    dateLabel: 'Nouvelle date',
    timeLabel: 'Nouvel horaire',
    calendar: 'inline',
    className: 'grid gap-4',
  },
} as const;

/**
 * The day (open days within the booking horizon, from today in the salon's zone), then the time (that
 * day's free slots for the service).
 */
export function DateAndSlotFields({
  place,
  choice,
  timeZone,
  noSlotLabel,
}: {
  place: keyof typeof PLACES;
  choice: DateAndSlot;
  timeZone: string;
  /** The time field's placeholder on a day without a free slot, when "Salon fermé ce jour" is not true. */
  noSlotLabel?: string;
}) {
  const { id, dateLabel, timeLabel, calendar, className } = PLACES[place];
  const hours = choice.hours.data;
  if (!hours) return <Spinner />;
  return (
    <div className={className}>
      {calendar === 'popover' ? (
        <div className="grid gap-2">
          <Label id={`${id}-date-label`}>{dateLabel}</Label>
          <DatePicker
            id={`${id}-date`}
            value={choice.date}
            onChange={choice.setDate}
            hours={hours}
            timeZone={timeZone}
          />
        </div>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{dateLabel}</legend>
          <DayCalendar value={choice.date} onChange={choice.setDate} hours={hours} timeZone={timeZone} />
        </fieldset>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-time`}>{timeLabel}</Label>
        <SlotSelect
          id={`${id}-time`}
          slots={choice.slots.data}
          isLoading={choice.slots.isFetching && !choice.slots.data}
          hasDate={Boolean(choice.date)}
          hasService={Boolean(choice.serviceId)}
          value={choice.start}
          onChange={choice.setStart}
          noSlotLabel={noSlotLabel}
        />
      </div>
    </div>
  );
}
