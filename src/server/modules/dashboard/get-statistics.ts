import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { SalonStatistics } from '@/shared/api-types';
import { BOOKING_STATUSES, type BookingStatus } from '@/shared/booking-status';
import { BOOKING_ORIGINS, type BookingOrigin } from '@/shared/clients';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import type { StatisticsQuery } from '@/shared/schemas/statistics';
import { workingWindowOf } from '@/shared/staff';
import {
  bucketsOf,
  type DayRange,
  periodRange,
  previousRange,
  type StatisticsUnit,
  TOP_SERVICES,
  unitOf,
} from '@/shared/statistics';
import { addDays, fromWallClock, minutesOf, toWallClock, weekdayOf } from '@/shared/time-zone';
import { notFound } from '../../base/errors';
import { type Executor, queryRows } from '../../db/client';
import { employeeAbsences, salons } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { loadTeams, type TeamEmployee } from '../core/load-team';
import { getOpeningHoursOfSalons } from '../salons/get-opening-hours';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';

type Query = { salonId?: string; period: NonNullable<StatisticsQuery['period']>; from?: string; to?: string };

/**
 * GET /dashboard/statistics: the owner's figures over a period and the one before it, read from the
 * daily and monthly tables the booking triggers keep (migrations 0031 and 0033, decision 076): each
 * query reads the period's whole months and its remaining days of the salons asked by their primary
 * keys, whatever the number of appointments behind them. Days and months are each salon's own.
 */
export async function getStatistics(options: {
  db: Executor;
  viewer: Viewer;
  query: Query;
  now: Date;
}): Promise<SalonStatistics> {
  const { db, viewer, query, now } = options;
  const owned = await db
    .select({ id: salons.id, name: salons.name, timeZone: salons.timeZone })
    .from(salons)
    .where(eq(salons.ownerId, viewer.id))
    .orderBy(asc(salons.name), asc(salons.id));
  // Another owner's salon does not exist for this viewer.
  const chosen = query.salonId ? owned.filter((salon) => salon.id === query.salonId) : owned;
  if (query.salonId && chosen.length === 0) throw notFound(SALON_NOT_FOUND);
  const zone = chosen.length === 1 ? (chosen[0]?.timeZone ?? DEFAULT_TIME_ZONE) : DEFAULT_TIME_ZONE;
  const today = toWallClock(now, zone).date;
  const range: DayRange =
    query.period === 'custom' && query.from && query.to
      ? { from: query.from, to: query.to }
      : periodRange(query.period === 'custom' ? '30d' : query.period, today);
  const previous = previousRange(range);
  const unit = unitOf(range);
  const ids = chosen.map((salon) => salon.id);
  const empty = ids.length === 0;

  // Whole months are read from the monthly tables, the days at either end from the daily ones: a
  // year costs about 24 month rows per combination instead of 730 days of them (migration 0033).
  const current = splitByMonths(range);
  const both = [splitByMonths(previous), current];
  const inSalons = sql`salon_id = any(${sql.param(ids)}::uuid[])`;
  const onDays = withinDays(both.flatMap((split) => split.days));
  const onMonths = withinMonths(both.flatMap((split) => split.months));
  // A whole month of the current period starts on or after its first day; one of the previous period
  // ends before it.
  const isCurrentDay = sql`day >= ${range.from}::date`;
  const isCurrentMonth = sql`month >= ${range.from}::date`;
  const currentDays = withinDays(current.days);
  const currentMonths = withinMonths(current.months);
  // The bars by week or by day read days (92 at most); by month, whole months where they can.
  const barSplit = unit === 'month' ? current : { months: [], days: [range] };

  const [days, bars, employeeRows, serviceRows, hourRows, firstRows, team, hours, absences] = empty
    ? [[], [], [], [], [], [], new Map<string, TeamEmployee[]>(), new Map<string, OpeningHoursDay[]>(), []]
    : await Promise.all([
        queryRows<{
          status: BookingStatus;
          origin: BookingOrigin;
          current: boolean;
          bookings: number;
          identified: number;
          revenue: string;
        }>(
          db,
          sql`select status, origin, current, sum(bookings)::int as bookings,
                sum(identified)::int as identified, sum(revenue)::text as revenue
              from (
                select status, origin, ${isCurrentDay} as current, bookings, identified, revenue
                from salon_day_stats where ${inSalons} and ${onDays}
                union all
                select status, origin, ${isCurrentMonth} as current, bookings, identified, revenue
                from salon_month_stats where ${inSalons} and ${onMonths}
              ) as counted
              group by 1, 2, 3`,
        ),
        queryRows<{ start: string; amount: string }>(
          db,
          sql`select to_char(start, 'YYYY-MM-DD') as start, sum(revenue)::text as amount
              from (
                select ${bucketSql(unit)} as start, revenue from salon_day_stats
                where ${inSalons} and status = 'attended' and ${withinDays(barSplit.days)}
                union all
                select month as start, revenue from salon_month_stats
                where ${inSalons} and status = 'attended' and ${withinMonths(barSplit.months)}
              ) as attended
              group by 1`,
        ),
        queryRows<{ employeeId: string; current: boolean; minutes: number }>(
          db,
          sql`select employee_id as "employeeId", current, sum(minutes)::int as minutes
              from (
                select employee_id, ${isCurrentDay} as current, minutes
                from salon_employee_day_stats where ${inSalons} and ${onDays}
                union all
                select employee_id, ${isCurrentMonth} as current, minutes
                from salon_employee_month_stats where ${inSalons} and ${onMonths}
              ) as booked
              group by 1, 2`,
        ),
        queryRows<{ name: string; current: number; previous: number; revenue: string }>(
          db,
          sql`select service_name as name,
                coalesce(sum(parts) filter (where current), 0)::int as current,
                coalesce(sum(parts) filter (where not current), 0)::int as previous,
                coalesce(sum(revenue) filter (where current), 0)::text as revenue
              from (
                select service_name, ${isCurrentDay} as current, parts, revenue
                from salon_service_day_stats where ${inSalons} and ${onDays}
                union all
                select service_name, ${isCurrentMonth} as current, parts, revenue
                from salon_service_month_stats where ${inSalons} and ${onMonths}
              ) as performed
              group by 1 having coalesce(sum(parts) filter (where current), 0) > 0
              order by 2 desc, 1 limit ${TOP_SERVICES}`,
        ),
        queryRows<{ weekday: number; hour: number; count: number }>(
          db,
          sql`select weekday, hour, sum(bookings)::int as count
              from (
                select extract(isodow from day)::int as weekday, hour::int as hour, bookings
                from salon_hour_stats where ${inSalons} and ${currentDays}
                union all
                select weekday::int, hour::int, bookings
                from salon_hour_month_stats where ${inSalons} and ${currentMonths}
              ) as started
              group by 1, 2 having sum(bookings) > 0 order by 1, 2`,
        ),
        queryRows<{ current: boolean; clients: number }>(
          db,
          sql`select current, sum(clients)::int as clients
              from (
                select ${isCurrentDay} as current, clients
                from salon_first_visit_days where ${inSalons} and ${onDays}
                union all
                select ${isCurrentMonth} as current, clients
                from salon_first_visit_months where ${inSalons} and ${onMonths}
              ) as firsts
              group by 1`,
        ),
        loadTeams(db, ids),
        getOpeningHoursOfSalons(db, ids),
        loadAbsences(db, ids, chosen, previous.from, range.to),
      ]);

  const sum = (rows: typeof days, current: boolean, pick: (row: (typeof days)[number]) => number) =>
    rows.filter((row) => row.current === current).reduce((total, row) => total + pick(row), 0);
  const compared = (
    filter: (row: (typeof days)[number]) => boolean,
    pick = (row: (typeof days)[number]) => row.bookings,
  ) => ({
    current: sum(days.filter(filter), true, pick),
    previous: sum(days.filter(filter), false, pick),
  });
  const money = (current: boolean) =>
    cents(
      days.filter((row) => row.current === current && row.status === 'attended').map((row) => row.revenue),
    );
  const attendedVisits = compared(
    (row) => row.status === 'attended',
    (row) => row.identified,
  );
  const newClients = {
    current: firstRows.find((row) => row.current)?.clients ?? 0,
    previous: firstRows.find((row) => !row.current)?.clients ?? 0,
  };
  const byBar = new Map(bars.map((bar) => [bar.start, bar.amount]));
  // In the product's order of statuses and origins: the rows come from a hash aggregate, whose order
  // changes with the plan (days, or months and days).
  const statuses = BOOKING_STATUSES.filter((status) => days.some((row) => row.status === status));
  const origins = BOOKING_ORIGINS.filter((origin) => days.some((row) => row.origin === origin));

  return {
    salonId: query.salonId ?? null,
    from: range.from,
    to: range.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    unit,
    revenue: {
      current: money(true),
      previous: money(false),
      bars: bucketsOf(range, unit).map((start) => ({ start, amount: cents([byBar.get(start) ?? '0']) })),
    },
    bookings: {
      ...compared(() => true),
      byStatus: statuses.map((status) => ({ status, ...compared((row) => row.status === status) })),
      byOrigin: origins.map((origin) => ({ origin, ...compared((row) => row.origin === origin) })),
    },
    occupancy: chosen.flatMap((salon) =>
      (team.get(salon.id) ?? []).map((employee) => {
        const booked = (current: boolean) =>
          employeeRows.find((row) => row.employeeId === employee.id && row.current === current)?.minutes ?? 0;
        const working = (days: DayRange) =>
          workingMinutes(employee, hours.get(salon.id) ?? [], salon.timeZone, days, absences);
        return {
          employeeId: employee.id,
          fullName: employee.fullName,
          salonName: salon.name,
          bookedMinutes: { current: booked(true), previous: booked(false) },
          workingMinutes: { current: working(range), previous: working(previous) },
        };
      }),
    ),
    noShows: {
      noShows: compared((row) => row.status === 'no_show'),
      recorded: compared((row) => row.status === 'attended' || row.status === 'no_show'),
    },
    clients: {
      newClients,
      returningVisits: {
        current: Math.max(0, attendedVisits.current - newClients.current),
        previous: Math.max(0, attendedVisits.previous - newClients.previous),
      },
    },
    topServices: serviceRows.map((row) => ({
      name: row.name,
      count: { current: row.current, previous: row.previous },
      revenue: cents([row.revenue]),
    })),
    busyHours: hourRows,
  };
}

/**
 * A period as the whole calendar months it holds (their first days) and the days left before and
 * after them: the figures of a month are the sums of its days, so both cuts add up the same.
 */
export function splitByMonths(range: DayRange): { months: string[]; days: DayRange[] } {
  const months: string[] = [];
  const firstOfMonthAtOrAfter = range.from.endsWith('-01') ? range.from : nextMonth(range.from);
  let month = firstOfMonthAtOrAfter;
  while (addDays(nextMonth(month), -1) <= range.to) {
    months.push(month);
    month = nextMonth(month);
  }
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return { months, days: [range] };
  const days: DayRange[] = [];
  if (range.from < first) days.push({ from: range.from, to: addDays(first, -1) });
  const after = nextMonth(last);
  if (after <= range.to) days.push({ from: after, to: range.to });
  return { months, days };
}

/** The first day of the month after the one holding `day` (YYYY-MM-DD). */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** `day` within one of the ranges (false for none): each range read from the primary key. */
function withinDays(ranges: readonly DayRange[]) {
  if (ranges.length === 0) return sql`false`;
  return sql`(${sql.join(
    ranges.map((days) => sql`day between ${days.from}::date and ${days.to}::date`),
    sql` or `,
  )})`;
}

/** `month` one of the months' first days. */
function withinMonths(months: readonly string[]) {
  return sql`month = any(${sql.param(months)}::date[])`;
}

/** The first day of each bar as SQL computes it (ISO weeks start on Monday, as `bucketOf` does). */
function bucketSql(unit: StatisticsUnit) {
  if (unit === 'day') return sql`day`;
  return unit === 'week' ? sql`date_trunc('week', day)::date` : sql`date_trunc('month', day)::date`;
}

/** Exact sums of decimal strings, as a decimal string with two digits ("1234.50"). */
function cents(amounts: readonly string[]): string {
  const total = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
  const sign = total < 0 ? '-' : '';
  const abs = Math.abs(total);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

type AbsenceSpan = { employeeId: string; start: number; end: number };

/** The absences and pauses of the salons' employees over both periods (a few rows). */
async function loadAbsences(
  db: Executor,
  ids: string[],
  chosen: { timeZone: string }[],
  from: string,
  to: string,
): Promise<AbsenceSpan[]> {
  const zone = chosen[0]?.timeZone ?? DEFAULT_TIME_ZONE;
  // A day of margin each side covers salons in other zones; each day is clipped below.
  const start = fromWallClock(addDays(from, -1), 0, zone) ?? new Date(`${from}T00:00:00Z`);
  const end = fromWallClock(addDays(to, 2), 0, zone) ?? new Date(`${to}T23:59:59Z`);
  const rows = await db
    .select({
      employeeId: employeeAbsences.employeeId,
      startTime: employeeAbsences.startTime,
      endTime: employeeAbsences.endTime,
    })
    .from(employeeAbsences)
    .where(
      and(
        inArray(
          employeeAbsences.employeeId,
          sql`(select id from employees where salon_id = any(${sql.param(ids)}::uuid[]))`,
        ),
        lt(employeeAbsences.startTime, end),
        gt(employeeAbsences.endTime, start),
      ),
    );
  return rows.map((row) => ({
    employeeId: row.employeeId,
    start: row.startTime.getTime(),
    end: row.endTime.getTime(),
  }));
}

/**
 * An employee's working minutes over some days: each day's window (their hours within the salon's,
 * less the lunch break), less their absences and pauses then. Counted on the wall clock, by
 * arithmetic: only a day an absence touches is turned into instants. The current schedule is
 * applied to past days: the schedule keeps no history.
 */
function workingMinutes(
  employee: TeamEmployee,
  week: readonly OpeningHoursDay[],
  timeZone: string,
  range: DayRange,
  absences: readonly AbsenceSpan[],
): number {
  const own = absences.filter((absence) => absence.employeeId === employee.id);
  // The spans of each weekday (0 Sunday … 6 Saturday), worked out once.
  const spansOf = Array.from({ length: 7 }, (_, weekday) => {
    const hours = week.find((candidate) => DAY_INDEX[candidate.day] === weekday);
    const window = hours ? workingWindowOf(employee, hours) : null;
    if (!hours || !window) return [];
    const open: [number, number] = [minutesOf(window.start), minutesOf(window.end)];
    if (!hours.hasLunchBreak || !hours.lunchBreakStart || !hours.lunchBreakEnd) return [open];
    const lunch = [minutesOf(hours.lunchBreakStart), minutesOf(hours.lunchBreakEnd)] as const;
    return [
      [open[0], Math.min(open[1], lunch[0])],
      [Math.max(open[0], lunch[1]), open[1]],
    ].filter(([start, end]) => (end ?? 0) > (start ?? 0)) as [number, number][];
  });
  const minutesOfWeekday = spansOf.map((spans) => spans.reduce((sum, [start, end]) => sum + end - start, 0));
  const firstDayMs = Date.parse(`${range.from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${range.to}T00:00:00Z`) - firstDayMs) / 86_400_000) + 1;
  const firstWeekday = weekdayOf(range.from);
  let total = 0;
  for (let index = 0; index < days; index++) total += minutesOfWeekday[(firstWeekday + index) % 7] ?? 0;
  for (let day = range.from; own.length > 0 && day <= range.to; day = addDays(day, 1)) {
    const dayStart = fromWallClock(day, 0, timeZone)?.getTime() ?? 0;
    if (
      !own.some(
        (absence) => absence.start < dayStart + 86_400_000 + 7_200_000 && absence.end > dayStart - 7_200_000,
      )
    )
      continue;
    for (const [startMinute, endMinute] of spansOf[weekdayOf(day)] ?? []) {
      const start = fromWallClock(day, startMinute, timeZone)?.getTime();
      const end = fromWallClock(day, endMinute, timeZone)?.getTime();
      if (start === undefined || end === undefined) continue;
      const away = own.reduce(
        (sum, absence) => sum + Math.max(0, Math.min(end, absence.end) - Math.max(start, absence.start)),
        0,
      );
      total -= Math.min(endMinute - startMinute, Math.round(away / 60_000));
    }
  }
  return total;
}

const DAY_INDEX: Record<string, number> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
