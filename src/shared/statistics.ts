import { addDays, weekdayOf } from './time-zone';

// "Statistiques" (docs/product.md#statistics, decision 076): the periods offered, how a period is
// cut into the chart's bars and compared with the one before it. Pure: the page and the API agree.

export const STATISTICS_PERIODS = ['7d', '30d', '12m', 'custom'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const STATISTICS_PERIOD_LABELS: Record<StatisticsPeriod, string> = {
  '7d': '7 jours',
  '30d': '30 jours',
  '12m': '12 mois',
  custom: 'Dates choisies',
};
/** A chosen period spans at most this many days (two years and a leap day). */
export const STATISTICS_MAX_DAYS = 731;
export const STATISTICS_SPAN_MESSAGE = `La période choisie ne peut pas dépasser ${STATISTICS_MAX_DAYS} jours.`;
export const STATISTICS_DATES_REQUIRED = 'Choisissez la date de début et la date de fin.';
/** How many services "Prestations les plus demandées" lists. */
export const TOP_SERVICES = 8;

export type StatisticsUnit = 'day' | 'week' | 'month';
export const STATISTICS_UNIT_LABELS: Record<StatisticsUnit, string> = {
  day: 'par jour',
  week: 'par semaine',
  month: 'par mois',
};

export interface DayRange {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/** Days from `from` to `to`, both included. */
export function daysIn(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The period ending today (the salon's day): 7 or 30 days, or 12 months to the day. */
export function periodRange(period: Exclude<StatisticsPeriod, 'custom'>, today: string): DayRange {
  if (period === '7d') return { from: addDays(today, -6), to: today };
  if (period === '30d') return { from: addDays(today, -29), to: today };
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const yearAgo = new Date(Date.UTC(year - 1, month - 1, day));
  return { from: addDays(yearAgo.toISOString().slice(0, 10), 1), to: today };
}

/** The period of the same length just before: what the arrows compare with. */
export function previousRange(range: DayRange): DayRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** A bar per day up to a month, per week up to three months, per month beyond. */
export function unitOf(range: DayRange): StatisticsUnit {
  const length = daysIn(range);
  if (length <= 31) return 'day';
  if (length <= 92) return 'week';
  return 'month';
}

/** The first day of the bar holding `day`: itself, its Monday, or the first of its month. */
export function bucketOf(day: string, unit: StatisticsUnit): string {
  if (unit === 'day') return day;
  if (unit === 'month') return `${day.slice(0, 7)}-01`;
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** Every bar of a period, first day of each, in order (empty ones included). */
export function bucketsOf(range: DayRange, unit: StatisticsUnit): string[] {
  const buckets: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, unit);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/**
 * The change from the previous period, in whole percent; null when there is nothing to compare
 * with (the previous period had none).
 */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** A share in whole percent, null without a base. */
export function rateOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

/** Heat map rows, Monday first, as 1 (Monday) … 7 (Sunday) as the API gives them. */
export const HEAT_MAP_DAYS = [
  'Lundi',
  'Mardi',
  'Mercredi',
  'Jeudi',
  'Vendredi',
  'Samedi',
  'Dimanche',
] as const;
