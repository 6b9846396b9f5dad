import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { addDays, weekdayOf } from '@/shared/time-zone';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/utils';
import { dayLabel } from '../agenda-layout';
import type { AgendaView } from '../api/agenda';

/** The Monday of a date's week (the agenda's weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** "lundi 12 janvier 2030", or "Semaine du 12 au 18 janvier 2030". */
export function periodLabel(date: string, view: AgendaView): string {
  if (view === 'day') return dayLabel(date, { year: 'numeric' });
  const monday = mondayOf(date);
  const sunday = addDays(monday, 6);
  const sameMonth = monday.slice(0, 7) === sunday.slice(0, 7);
  const from = dayLabel(
    monday,
    sameMonth ? { weekday: undefined, month: undefined } : { weekday: undefined },
  );
  return `Semaine du ${from} au ${dayLabel(sunday, { weekday: undefined, year: 'numeric' })}`;
}

/**
 * The agenda's controls: which period ("Jour", "Semaine"), which date (previous, "Aujourd'hui",
 * next, or any day), and whatever the page adds (the salon, the employee).
 */
export function AgendaToolbar({
  view,
  date,
  today,
  onViewChange,
  onDateChange,
  showViewSwitch,
  children,
}: {
  view: AgendaView;
  date: string;
  today: string;
  onViewChange: (view: AgendaView) => void;
  onDateChange: (date: string) => void;
  /** Off on a phone, which shows one person's day. */
  showViewSwitch: boolean;
  children?: ReactNode;
}) {
  const step = view === 'day' ? 1 : 7;
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-end gap-3">{children}</div>
      <div className="flex flex-wrap items-center gap-2">
        {showViewSwitch && (
          // biome-ignore lint/a11y/useSemanticElements: two toggle buttons, not a form's fieldset
          <div role="group" aria-label="Vue" className="inline-flex rounded-md bg-muted p-1">
            {(['day', 'week'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => onViewChange(option)}
                className={cn(
                  'rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground',
                  view === option && 'bg-background text-foreground shadow-sm',
                )}
              >
                {option === 'day' ? 'Jour' : 'Semaine'}
              </button>
            ))}
          </div>
        )}
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            aria-label={view === 'day' ? 'Jour précédent' : 'Semaine précédente'}
            onClick={() => onDateChange(addDays(date, -step))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button variant="outline" disabled={date === today} onClick={() => onDateChange(today)}>
            Aujourd'hui
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={view === 'day' ? 'Jour suivant' : 'Semaine suivante'}
            onClick={() => onDateChange(addDays(date, step))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="agenda-date" className="sr-only">
            Date
          </Label>
          <Input
            id="agenda-date"
            type="date"
            className="w-auto"
            value={date}
            onChange={(event) => event.target.value && onDateChange(event.target.value)}
          />
        </div>
      </div>
      <h2 className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
        {periodLabel(date, view)}
      </h2>
    </div>
  );
}
