import type { SlotList } from '@/shared/api-types';
import { NativeSelect } from '@/web/components/ui/native-select';

/**
 * The free times of the chosen day. Disabled until a date is chosen and while that day has no slot,
 * with "Salon fermé ce jour" as its placeholder then (docs/product.md#booking-page), or `noSlotLabel`
 * when one person was chosen: their day off or full day says nothing of the salon.
 */
export function SlotSelect({
  id,
  slots,
  isLoading,
  hasDate,
  hasService,
  value,
  onChange,
  noSlotLabel = 'Salon fermé ce jour',
}: {
  id: string;
  slots: SlotList | undefined;
  isLoading: boolean;
  hasDate: boolean;
  hasService: boolean;
  value: string;
  onChange: (start: string) => void;
  noSlotLabel?: string;
}) {
  const noSlot = hasDate && hasService && !isLoading && (slots?.slots.length ?? 0) === 0;
  const placeholder = !hasService
    ? "Choisissez d'abord un service"
    : !hasDate
      ? "Choisissez d'abord une date"
      : isLoading
        ? 'Chargement des créneaux...'
        : noSlot
          ? noSlotLabel
          : 'Choisir un horaire';
  return (
    <NativeSelect
      id={id}
      value={value}
      disabled={!hasService || !hasDate || isLoading || noSlot}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{placeholder}</option>
      {slots?.slots.map((slot) => (
        <option key={slot.start} value={slot.start}>
          {slot.time}
        </option>
      ))}
    </NativeSelect>
  );
}
