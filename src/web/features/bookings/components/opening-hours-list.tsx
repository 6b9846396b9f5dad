import type { OpeningHoursDay } from '@/shared/opening-hours';
import { DAY_LABELS } from '@/shared/weekdays';

/** A salon's week, one line a day: "Lundi 09:00 - 18:00 (pause 12:00 - 13:00)" or "Fermé". */
export function OpeningHoursList({ days }: { days: readonly OpeningHoursDay[] }) {
  return (
    <ul className="grid gap-1 text-sm">
      {days.map((day) => (
        <li key={day.day} className="flex justify-between gap-4">
          <span>{DAY_LABELS[day.day]}</span>
          <span className={day.isClosed ? 'text-muted-foreground' : ''}>
            {day.isClosed
              ? 'Fermé'
              : `${day.openTime} - ${day.closeTime}${day.hasLunchBreak ? ` (pause ${day.lunchBreakStart} - ${day.lunchBreakEnd})` : ''}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
