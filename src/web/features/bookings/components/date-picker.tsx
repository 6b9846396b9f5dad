import { CalendarDays } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fr } from 'react-day-picker/locale';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { DAY_BY_WEEKDAY } from '@/shared/opening-hours';
import { addDays, DATE_PATTERN, toWallClock, weekdayOf } from '@/shared/time-zone';
import { Button } from '@/web/components/ui/button';
import { Calendar } from '@/web/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { nowMs, todayIn } from '@/web/lib/clock';

/** A calendar cell is a date, not an instant: "YYYY-MM-DD" from its local fields, and back. */
const toDateString = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
const fromDateString = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * The day to book: days before today (in the salon's zone), closed weekdays and days past the booking
 * horizon cannot be chosen.
 */
interface DayChoiceProps {
  value: string;
  onChange: (date: string) => void;
  hours: readonly OpeningHoursDay[];
  timeZone: string;
  /** The shown month's days with a free time: the other open days are marked "aucun créneau libre". */
  freeDays?: readonly string[];
  /** Told the month shown (YYYY-MM), when it opens and as the person turns the pages. */
  onMonthShown?: (month: string) => void;
}

/** Open weekday within [today, last] (the booking horizon). */
function isOpenDayWithin(date: string, hours: readonly OpeningHoursDay[], today: string, last: string) {
  if (date < today || date > last) return false;
  return !(hours.find((day) => day.day === DAY_BY_WEEKDAY[weekdayOf(date)])?.isClosed ?? true);
}

/** The first open weekday from today to the booking horizon, if any. */
function firstOpenDay(hours: readonly OpeningHoursDay[], today: string, last: string): string | null {
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if (isOpenDayWithin(date, hours, today, last)) return date;
  }
  return null;
}

/**
 * Whether a day (YYYY-MM-DD) may be chosen: from today in the salon's zone to the booking horizon,
 * and not a closed weekday. The calendar disables the others; a booking link naming one is ignored.
 */
export function isBookableDay(
  date: string,
  hours: readonly OpeningHoursDay[],
  timeZone: string,
  now: number = nowMs(),
): boolean {
  // "2026-02-30" matches the pattern but is no day.
  if (!DATE_PATTERN.test(date) || addDays(date, 0) !== date) return false;
  const today = toWallClock(now, timeZone).date;
  return isOpenDayWithin(date, hours, today, addDays(today, BOOKING_HORIZON_DAYS));
}

/** The month calendar with the booking rules; inline, or inside DatePicker's popover. */
export function DayCalendar({ value, onChange, hours, timeZone, freeDays, onMonthShown }: DayChoiceProps) {
  const today = todayIn(timeZone);
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  const selected = value ? fromDateString(value) : undefined;
  // Nothing chosen yet: the month of the first day one can choose (on the evening of a month's last
  // open day, next month), so that the grid has a day to focus and to take.
  const [month, setMonth] = useState(
    () => selected ?? fromDateString(firstOpenDay(hours, today, last) ?? today),
  );
  // A day chosen from outside the calendar ("Prochaine disponibilité") is shown in its month.
  useEffect(() => {
    if (value) setMonth(fromDateString(value));
  }, [value]);
  const shown = toDateString(month).slice(0, 7);
  useEffect(() => onMonthShown?.(shown), [shown, onMonthShown]);
  const free = freeDays ? new Set(freeDays) : null;
  // An open day without a free time for this service and person: still a day one may look at (its
  // answer offers the next free one), drawn struck through and named so.
  const isFull = (day: Date) => {
    const date = toDateString(day);
    return free !== null && !free.has(date) && isOpenDayWithin(date, hours, today, last);
  };
  return (
    <Calendar
      mode="single"
      selected={selected}
      month={month}
      onMonthChange={setMonth}
      startMonth={fromDateString(today)}
      endMonth={fromDateString(last)}
      disabled={(day) => !isOpenDayWithin(toDateString(day), hours, today, last)}
      modifiers={{ full: isFull }}
      modifiersClassNames={{ full: 'rdv-day-full' }}
      labels={{
        labelDayButton: (date, modifiers, options, lib) => {
          const french = fr.labels?.labelDayButton;
          const label =
            typeof french === 'function' ? french(date, modifiers, options, lib) : longDate.format(date);
          return modifiers.full ? `${label}, aucun créneau libre` : label;
        },
      }}
      onSelect={(day) => day && onChange(toDateString(day))}
    />
  );
}

/** The day in a popover (docs/product.md#booking-page). Its label must have the id `${id}-label`. */
export function DatePicker({
  id,
  value,
  onChange,
  hours,
  timeZone,
  freeDays,
  onMonthShown,
}: DayChoiceProps & { id: string }) {
  const [open, setOpen] = useState(false);
  const selected = value ? fromDateString(value) : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        {/* Named by its label and its own text ("Date mercredi 25 novembre 2026"): the choice is heard. */}
        <Button
          id={id}
          aria-labelledby={`${id}-label ${id}`}
          variant="outline"
          className="w-full justify-start font-normal"
        >
          <CalendarDays aria-hidden="true" />
          {selected ? longDate.format(selected) : 'Choisir une date'}
        </Button>
      </PopoverTrigger>
      <PopoverContent aria-label="Choisir une date">
        <DayCalendar
          value={value}
          hours={hours}
          timeZone={timeZone}
          freeDays={freeDays}
          onMonthShown={onMonthShown}
          onChange={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
