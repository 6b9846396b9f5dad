import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OpeningHoursWeek } from '@/shared/api-types';
import { marketplaceToday } from '@/shared/availability';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import type { OpeningHoursDay } from '@/shared/opening-hours';
import { completeWeek } from '@/shared/opening-hours';
import type { HolidayChoice, SalonCalendar, SalonHoliday, SpecialPeriod } from '@/shared/salon-calendar';
import type { WorkingDay } from '@/shared/staff';
import { addDays, toWallClock } from '@/shared/time-zone';
import type { Day } from '@/shared/weekdays';
import { now } from '../../base/clock';
import type { Executor } from '../../db/client';
import {
  employeeSpecialPeriodDays,
  publicHolidays,
  salonHolidayChoices,
  salonSpecialPeriodDays,
  salonSpecialPeriods,
  salons,
} from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { groupBy } from '../../lib/group-by';
import { getOpeningHoursOfSalons } from './get-opening-hours';
import { assertSalonVisible } from './salon-visibility';

const hhmm = (time: string) => time.slice(0, 5);
const orNull = (time: string | null) => (time ? hhmm(time) : null);

/**
 * Periods and holidays that ended before this are not read: every reader asks about today or later
 * (the slots, the availability, the agenda's current weeks), and a salon's zone is at most a day off
 * the marketplace's.
 */
const recentEnough = () => sql`${marketplaceToday(now())}::date - 2`;

/** A salon's whole calendar (decision 077): its week, periods, holidays with its choices, Friday break. */
export async function loadSalonCalendar(executor: Executor, salonId: string): Promise<SalonCalendar> {
  return (await loadSalonCalendars(executor, [salonId])).get(salonId) as SalonCalendar;
}

/** The calendars of several salons at once (the availability worker's batches), by salon. */
export async function loadSalonCalendars(
  executor: Executor,
  salonIds: readonly string[],
): Promise<Map<string, SalonCalendar>> {
  const ids = [...salonIds];
  // One after the other: inside a transaction the executor is a single connection.
  const weeks = await getOpeningHoursOfSalons(executor, ids);
  if (ids.length === 0) return new Map();
  const breaks = await executor
    .select({ id: salons.id, start: salons.fridayBreakStart, end: salons.fridayBreakEnd })
    .from(salons)
    .where(inArray(salons.id, ids));
  const periods = await executor
    .select()
    .from(salonSpecialPeriods)
    .where(and(inArray(salonSpecialPeriods.salonId, ids), gte(salonSpecialPeriods.endDate, recentEnough())))
    .orderBy(asc(salonSpecialPeriods.startDate));
  const periodIds = periods.map((period) => period.id);
  const periodDays =
    periodIds.length === 0
      ? []
      : await executor
          .select()
          .from(salonSpecialPeriodDays)
          .where(inArray(salonSpecialPeriodDays.periodId, periodIds));
  const employeeDays =
    periodIds.length === 0
      ? []
      : await executor
          .select()
          .from(employeeSpecialPeriodDays)
          .where(inArray(employeeSpecialPeriodDays.periodId, periodIds));
  const holidays = await executor
    .select()
    .from(publicHolidays)
    .where(gte(publicHolidays.endDate, recentEnough()))
    .orderBy(asc(publicHolidays.startDate));
  const choices =
    holidays.length === 0
      ? []
      : await executor
          .select()
          .from(salonHolidayChoices)
          .where(
            and(
              inArray(salonHolidayChoices.salonId, ids),
              inArray(
                salonHolidayChoices.holidayId,
                holidays.map((holiday) => holiday.id),
              ),
            ),
          );
  const daysByPeriod = groupBy(periodDays, (row) => row.periodId);
  const employeeDaysByPeriod = groupBy(employeeDays, (row) => row.periodId);
  const periodsBySalon = groupBy(periods, (row) => row.salonId);
  const choiceOf = new Map(choices.map((row) => [`${row.salonId} ${row.holidayId}`, row]));
  const breakOf = new Map(breaks.map((row) => [row.id, row]));
  return new Map(
    ids.map((salonId) => {
      const friday = breakOf.get(salonId);
      const calendar: SalonCalendar = {
        week: weeks.get(salonId) ?? completeWeek([]),
        periods: (periodsBySalon.get(salonId) ?? []).map(
          (period): SpecialPeriod => ({
            id: period.id,
            name: period.name,
            startDate: period.startDate,
            endDate: period.endDate,
            days: periodWeek(daysByPeriod.get(period.id) ?? []),
            employeeDays: employeeWeeks(employeeDaysByPeriod.get(period.id) ?? []),
          }),
        ),
        holidays: holidays.map((holiday): SalonHoliday => {
          const choice = choiceOf.get(`${salonId} ${holiday.id}`);
          return {
            id: holiday.id,
            name: holiday.name,
            startDate: holiday.startDate,
            endDate: holiday.endDate,
            status: holiday.status,
            choice: (choice?.choice ?? 'closed') as HolidayChoice,
            special:
              choice?.choice === 'special' && choice.openTime && choice.closeTime
                ? {
                    openTime: hhmm(choice.openTime),
                    closeTime: hhmm(choice.closeTime),
                    hasLunchBreak: choice.hasLunchBreak,
                    lunchBreakStart: orNull(choice.lunchBreakStart),
                    lunchBreakEnd: orNull(choice.lunchBreakEnd),
                  }
                : null,
          };
        }),
        fridayBreak:
          friday?.start && friday.end ? { start: hhmm(friday.start), end: hhmm(friday.end) } : null,
      };
      return [salonId, calendar];
    }),
  );
}

/** A period's stored days as a complete week (a day left out is closed). */
export function periodWeek(
  rows: ReadonlyArray<typeof salonSpecialPeriodDays.$inferSelect>,
): OpeningHoursDay[] {
  return completeWeek([]).map((fallback) => {
    const row = rows.find((stored) => stored.day === fallback.day);
    if (!row) return { ...fallback, isClosed: true };
    return {
      day: row.day as Day,
      openTime: hhmm(row.openTime),
      closeTime: hhmm(row.closeTime),
      isClosed: row.isClosed,
      hasLunchBreak: row.hasLunchBreak,
      lunchBreakStart: orNull(row.lunchBreakStart),
      lunchBreakEnd: orNull(row.lunchBreakEnd),
    };
  });
}

function employeeWeeks(
  rows: ReadonlyArray<typeof employeeSpecialPeriodDays.$inferSelect>,
): Record<string, WorkingDay[]> {
  const result: Record<string, WorkingDay[]> = {};
  for (const row of rows) {
    const days = result[row.employeeId] ?? [];
    days.push({ day: row.day, startTime: hhmm(row.startTime), endTime: hhmm(row.endTime) });
    result[row.employeeId] = days;
  }
  return result;
}

/** GET /salons/:id/opening-hours: the week of a salon the viewer may see. */
export async function getSalonOpeningHours(options: {
  db: Executor;
  salonId: string;
  viewer: Viewer | null;
  now: Date;
}): Promise<OpeningHoursWeek> {
  const [salon] = await options.db
    .select({ isApproved: salons.isApproved, ownerId: salons.ownerId, timeZone: salons.timeZone })
    .from(salons)
    .where(eq(salons.id, options.salonId));
  assertSalonVisible(salon, options.viewer);
  const calendar = await loadSalonCalendar(options.db, options.salonId);
  const today = toWallClock(options.now, salon?.timeZone ?? DEFAULT_TIME_ZONE).date;
  return {
    days: calendar.week,
    special:
      calendar.periods.find(
        (period) => period.endDate >= today && period.startDate <= addDays(today, SPECIAL_HOURS_NOTICE_DAYS),
      ) ?? null,
    nextHoliday: calendar.holidays.find((holiday) => holiday.endDate >= today) ?? null,
  };
}

/** How far ahead the salon page announces exceptional hours (decision 077). */
export const SPECIAL_HOURS_NOTICE_DAYS = 30;
