import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { BOOKING_HORIZON_DAYS } from '@/shared/bookings';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { DAY_BY_WEEKDAY } from '@/shared/opening-hours';
import { addDays, toWallClock, weekdayOf } from '@/shared/time-zone';
import { Button } from '@/web/components/ui/button';
import { Calendar } from '@/web/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';

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
}

/** The month calendar with the booking rules; inline, or inside DatePicker's popover. */
export function DayCalendar({ value, onChange, hours, timeZone }: DayChoiceProps) {
  const today = toWallClock(Date.now(), timeZone).date;
  const last = addDays(today, BOOKING_HORIZON_DAYS);
  const isClosed = (date: string) =>
    hours.find((day) => day.day === DAY_BY_WEEKDAY[weekdayOf(date)])?.isClosed ?? true;
  const selected = value ? fromDateString(value) : undefined;
  return (
    <Calendar
      mode="single"
      selected={selected}
      defaultMonth={selected ?? fromDateString(today)}
      startMonth={fromDateString(today)}
      endMonth={fromDateString(last)}
      disabled={(day) => {
        const date = toDateString(day);
        return date < today || date > last || isClosed(date);
      }}
      onSelect={(day) => day && onChange(toDateString(day))}
    />
  );
}

/** The day in a popover (docs/product.md#booking-page). Its label must have the id `${id}-label`. */
export function DatePicker({ id, value, onChange, hours, timeZone }: DayChoiceProps & { id: string }) {
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
          onChange={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
