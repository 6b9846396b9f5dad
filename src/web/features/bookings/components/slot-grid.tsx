import { CalendarArrowRight } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import type { SlotList } from '@/shared/api-types';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { formatCalendarDay, slotPeriods } from '../slot-periods';

/** What the page says of a day that is open but has no free time left. */
export const FULL_DAY_TEXT = 'Complet ce jour-là';
/** What the page says of a closed day (and of a day out of the booking horizon). */
export const CLOSED_DAY_TEXT = 'Salon fermé ce jour';

/**
 * The free times of the chosen day as toggle buttons under "Matin", "Après-midi" and "Soir"
 * (docs/product.md#booking-page, decision 055), in a fieldset named by its visible legend. Before a
 * service and a day are chosen it says which is missing. A day without a free time says why ("Salon
 * fermé ce jour", "Complet ce jour-là", or `noSlotLabel` when one person was chosen: their day off or
 * full day says nothing of the salon) and offers the next day with one, which `onDate` chooses.
 */
export function SlotGrid({
  id,
  label,
  slots,
  isLoading,
  isError = false,
  hasDate,
  hasService,
  value,
  onChange,
  onDate,
  noSlotLabel,
}: {
  id: string;
  label: string;
  slots: SlotList | undefined;
  isLoading: boolean;
  isError?: boolean;
  hasDate: boolean;
  hasService: boolean;
  /** The chosen slot's start (ISO), '' for none. */
  value: string;
  onChange: (start: string) => void;
  onDate: (date: string) => void;
  noSlotLabel?: string;
}) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const hint = !hasService
    ? "Choisissez d'abord un service"
    : !hasDate
      ? "Choisissez d'abord une date"
      : isError && !slots
        ? 'Impossible de charger les créneaux de ce jour.'
        : isLoading || !slots
          ? 'Chargement des créneaux...'
          : null;

  let content: ReactNode;
  if (hint) {
    content = (
      <p role={hasService && hasDate ? 'status' : undefined} className="text-sm text-muted-foreground">
        {hint}
      </p>
    );
  } else if (slots && slots.slots.length === 0) {
    const next = slots.nextFreeDate;
    content = (
      <div className="grid justify-items-start gap-3">
        <p role="status" className="font-medium">
          {noSlotLabel ?? (slots.full ? FULL_DAY_TEXT : CLOSED_DAY_TEXT)}
        </p>
        {next && (
          <Button
            variant="outline"
            className="h-auto min-h-11 whitespace-normal text-left"
            onClick={() => {
              onDate(next);
              // The button goes with the day it was about: the focus stays in the group.
              groupRef.current?.focus();
            }}
          >
            <CalendarArrowRight aria-hidden="true" />
            Prochaine disponibilité : {formatCalendarDay(next)}
          </Button>
        )}
      </div>
    );
  } else {
    content = slotPeriods(slots?.slots ?? []).map((period) => (
      <div key={period.name} className="grid gap-2">
        <h3 className="text-sm font-semibold text-muted-foreground">{period.name}</h3>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(5rem,1fr))] gap-2">
          {period.slots.map((slot) => {
            const pressed = slot.start === value;
            return (
              <button
                key={slot.start}
                type="button"
                aria-pressed={pressed}
                // A second press takes the time back: the page then waits for another.
                onClick={() => onChange(pressed ? '' : slot.start)}
                className={cn(
                  'h-11 rounded-md border text-base font-medium tabular-nums transition-colors',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background hover:border-primary hover:bg-primary-soft',
                )}
              >
                {slot.time}
              </button>
            );
          })}
        </div>
      </div>
    ));
  }

  return (
    // Focusable from code only: where the focus goes when the day changes under it.
    <fieldset ref={groupRef} id={id} tabIndex={-1} className="min-w-0 rounded-md">
      <legend className="mb-3 text-sm font-medium leading-none">{label}</legend>
      <div className="grid gap-4">{content}</div>
    </fieldset>
  );
}
