import { useEffect, useState } from 'react';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { useFreeDays, useOpeningHours, useSlots } from '../api/booking-queries';
import { DatePicker, DayCalendar } from './date-picker';
import { SlotGrid } from './slot-grid';

/**
 * The day and the time chosen for a service of a salon, with the salon's week and that day's free
 * slots: those of the chosen employee, or of anyone eligible when `employeeId` is empty ("Sans
 * préférence"). `preset` is a day to start on and a time ("HH:MM") to choose once that day's slots
 * are known, if it is one of them (a booking link, docs/product.md#booking-page).
 */
export function useDateAndSlot(
  salonId: string,
  serviceId: string,
  employeeId = '',
  preset: { date?: string; time?: string } = {},
  /** A visit: the services after the first (`visitPartsParam`). */
  followedBy = '',
) {
  const [date, setDay] = useState(preset.date ?? '');
  const [start, setChosenStart] = useState('');
  // Waits for the day's slots; any choice made by the person drops it.
  const [wantedTime, setWantedTime] = useState(preset.date ? (preset.time ?? '') : '');
  const hours = useOpeningHours(salonId);
  const slots = useSlots(salonId, serviceId, date, employeeId, followedBy);
  // The month the calendar shows (YYYY-MM): its days without a free time are marked.
  const [month, setMonth] = useState('');
  const freeDays = useFreeDays(salonId, serviceId, month, employeeId, followedBy);
  const loaded = slots.data;
  useEffect(() => {
    if (!wantedTime || !loaded || loaded.date !== date) return;
    const slot = loaded.slots.find((candidate) => candidate.time === wantedTime);
    if (slot) setChosenStart(slot.start);
    setWantedTime('');
  }, [wantedTime, loaded, date]);
  const setStart = (next: string) => {
    setWantedTime('');
    setChosenStart(next);
  };
  return {
    serviceId,
    employeeId,
    hours,
    date,
    start,
    slots,
    /** The shown month's days with a free time; undefined until known (nothing is marked then). */
    freeDays: freeDays.data?.month === month ? freeDays.data.days : undefined,
    setMonth,
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
    className: 'grid gap-5',
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
 * day's free slots for the service, as a grid of buttons: decision 055).
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
  /** What the grid says of a day without a free slot when one person was chosen ("Aucun créneau ce jour"). */
  noSlotLabel?: string;
}) {
  const { id, dateLabel, timeLabel, calendar, className } = PLACES[place];
  const hours = choice.hours.data;
  if (!hours) return <Spinner />;
  // The same day choice, in a popover or laid out on the page.
  const day = {
    value: choice.date,
    onChange: choice.setDate,
    hours,
    timeZone,
    freeDays: choice.freeDays,
    onMonthShown: choice.setMonth,
  };
  return (
    <div className={className}>
      {calendar === 'popover' ? (
        <div className="grid gap-2 sm:max-w-sm">
          <Label id={`${id}-date-label`}>{dateLabel}</Label>
          <DatePicker id={`${id}-date`} {...day} />
        </div>
      ) : (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{dateLabel}</legend>
          <DayCalendar {...day} />
        </fieldset>
      )}
      <SlotGrid
        id={`${id}-time`}
        label={timeLabel}
        slots={choice.slots.data}
        isLoading={choice.slots.isFetching && !choice.slots.data}
        isError={choice.slots.isError}
        hasDate={Boolean(choice.date)}
        hasService={Boolean(choice.serviceId)}
        value={choice.start}
        onChange={choice.setStart}
        onDate={choice.setDate}
        noSlotLabel={noSlotLabel}
      />
    </div>
  );
}
