import type { BookingPartView } from '@/shared/api-types';
import { formatPrice, formatTime } from '@/shared/format';

/**
 * The services of a visit of several, in order, each with its times and person ("10:00–11:00 ·
 * Coupe · 30 DT · avec Sonia"): a single service says nothing more than its booking already does.
 */
export function VisitPartList({ parts, timeZone }: { parts: readonly BookingPartView[]; timeZone: string }) {
  if (parts.length < 2) return null;
  return (
    <ol aria-label="Prestations du rendez-vous" className="grid gap-0.5 text-sm">
      {parts.map((part) => (
        <li key={`${part.startTime}/${part.serviceName}`}>
          {formatTime(part.startTime, timeZone)}–{formatTime(part.endTime, timeZone)} · {part.serviceName} ·{' '}
          {formatPrice(part.price)}
          {part.employee ? ` · avec ${part.employee.firstName}` : ''}
        </li>
      ))}
    </ol>
  );
}
