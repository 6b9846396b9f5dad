import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { CalendarEvent } from '@/shared/api-types';
import { CALENDAR_TEXTS } from '@/shared/calendar';
import { formatTime } from '@/shared/format';
import { addDays, toWallClock, weekdayOf } from '@/shared/time-zone';
import { QueryState } from '@/web/components/query-state';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api-client';
import { todayIn } from '@/web/lib/clock';
import { platformTimeZone } from '@/web/lib/platform-time-zone';
import { cn } from '@/web/lib/utils';
import { useCalendarEvents } from '../api/calendar';

const WEEKDAYS = [
  ['lun.', 'lundi'],
  ['mar.', 'mardi'],
  ['mer.', 'mercredi'],
  ['jeu.', 'jeudi'],
  ['ven.', 'vendredi'],
  ['sam.', 'samedi'],
  ['dim.', 'dimanche'],
] as const;

// Calendar days are plain YYYY-MM-DD strings; formatting them at noon UTC keeps the day whatever
// the browser's zone.
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    atNoon(`${month}-01`),
  );
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(atNoon(date));

function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function daysOf(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days an event covers: its start day, or every day of an all-day event (end excluded). */
function eventDays(event: CalendarEvent, timeZone: string): string[] {
  if (!event.allDay) return [toWallClock(new Date(event.start), timeZone).date];
  const days: string[] = [];
  for (let day = event.start; day < event.end && days.length < 62; day = addDays(day, 1)) days.push(day);
  return days.length > 0 ? days : [event.start];
}

const eventTime = (event: CalendarEvent, timeZone: string) =>
  event.allDay
    ? 'Toute la journée'
    : `${formatTime(event.start, timeZone)} – ${formatTime(event.end, timeZone)}`;

/** A month of the connected calendar: a grid to see the month at a glance, and the list to read it. */
export function MonthEvents({ provider }: { provider: string }) {
  const [month, setMonth] = useState(() => todayIn(platformTimeZone()).slice(0, 7));
  const events = useCalendarEvents(month, true);
  const timeZone = events.data?.timeZone ?? platformTimeZone();
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events.data?.items ?? []) {
    for (const day of eventDays(event, timeZone)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const days = daysOf(month);
  const leading = (weekdayOf(`${month}-01`) + 6) % 7;
  const cells: (string | null)[] = [...Array<null>(leading).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const today = todayIn(timeZone);
  const listed = days.flatMap((day) => {
    const dayEvents = byDay.get(day);
    return dayEvents ? [{ day, dayEvents }] : [];
  });

  return (
    <section aria-labelledby="calendar-month" className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Mois précédent"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3 id="calendar-month" aria-live="polite" className="font-semibold first-letter:uppercase">
          {monthLabel(month)}
        </h3>
        <Button
          variant="outline"
          size="icon"
          aria-label="Mois suivant"
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-sm" aria-labelledby="calendar-month">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={long}
                scope="col"
                abbr={long}
                className="pb-2 text-xs font-medium text-muted-foreground"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'vide'}>
              {week.map((day, index) => {
                const dayEvents = day ? (byDay.get(day) ?? []) : [];
                return (
                  <td
                    key={day ?? `vide-${index}`}
                    className="h-14 border align-top sm:h-20"
                    aria-label={day ? `${dayLabel(day)}, ${dayEvents.length} événement(s)` : undefined}
                  >
                    {day && (
                      <div className="grid gap-0.5 p-1">
                        <span
                          className={cn(
                            'inline-flex size-6 items-center justify-center rounded-full text-xs',
                            day === today && 'bg-primary font-semibold text-primary-foreground',
                          )}
                        >
                          {Number(day.slice(8))}
                        </span>
                        {dayEvents.slice(0, 2).map((event) => (
                          <span
                            key={event.id}
                            className="hidden truncate rounded bg-primary/10 px-1 text-xs text-foreground sm:block"
                            title={event.title}
                          >
                            {event.title}
                          </span>
                        ))}
                        {dayEvents.length > 0 && (
                          <span className="text-xs text-muted-foreground sm:hidden" aria-hidden="true">
                            •
                          </span>
                        )}
                        {dayEvents.length > 2 && (
                          <span className="hidden text-xs text-muted-foreground sm:block">
                            +{dayEvents.length - 2}
                          </span>
                        )}
                      </div>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <QueryState
        query={events}
        error={
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(events.error, CALENDAR_TEXTS.eventsFailed(provider))}
          </p>
        }
        isEmpty={() => listed.length === 0}
        empty={<p className="text-sm text-muted-foreground">Aucun événement ce mois-ci.</p>}
      >
        {() => (
          <ul className="grid gap-3" aria-label={`Événements de ${monthLabel(month)}`}>
            {listed.map(({ day, dayEvents }) => (
              <li key={day}>
                <p className="text-sm font-medium first-letter:uppercase">{dayLabel(day)}</p>
                <ul className="mt-1 grid gap-1">
                  {dayEvents.map((event) => (
                    <li key={event.id} className="flex gap-3 text-sm">
                      <span className="w-32 shrink-0 whitespace-nowrap text-muted-foreground">
                        {eventTime(event, timeZone)}
                      </span>
                      <span>{event.title}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
