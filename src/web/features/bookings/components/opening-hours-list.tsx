import type { SalonHolidayView, SpecialPeriodView } from '@/shared/api-types';
import { formatDayRange as dates } from '@/shared/format';
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

/**
 * Under the week: the exceptional hours in force or coming ("Ramadan : du 8 févr. au 9 mars —
 * 10:00–16:00 et 20:30–23:30") and the next public holiday with what the salon does (decision 077).
 */
export function HoursNotice({
  special,
  nextHoliday,
}: {
  special: SpecialPeriodView | null;
  nextHoliday: SalonHolidayView | null;
}) {
  if (!special && !nextHoliday) return null;
  return (
    <div className="mt-4 grid gap-3 border-t pt-3 text-sm">
      {special && (
        <div>
          <p className="font-medium">
            Horaires exceptionnels — {special.name} : {dates(special.startDate, special.endDate)}
          </p>
          <OpeningHoursList days={special.days} />
        </div>
      )}
      {nextHoliday && (
        <p>
          <span className="font-medium">Prochain jour férié</span> : {nextHoliday.name},{' '}
          {dates(nextHoliday.startDate, nextHoliday.endDate)}
          {nextHoliday.status === 'provisional' ? ' (date prévisionnelle)' : ''} —{' '}
          {nextHoliday.choice === 'open'
            ? 'ouvert'
            : nextHoliday.choice === 'special' && nextHoliday.special
              ? `ouvert de ${nextHoliday.special.openTime} à ${nextHoliday.special.closeTime}`
              : 'fermé'}
        </p>
      )}
    </div>
  );
}
