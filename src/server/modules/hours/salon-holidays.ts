import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FridayBreakView, HoursSaved, ItemList, SalonHolidayView } from '@/shared/api-types';
import { must } from '@/shared/must';
import { FRIDAY_BREAK_DEFAULT } from '@/shared/salon-calendar';
import type { FridayBreakSchema, HolidayChoiceSchema } from '@/shared/schemas/hours';
import { addDays } from '@/shared/time-zone';
import { now as clockNow } from '../../base/clock';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { employees, publicHolidays, salonHolidayChoices, salons } from '../../db/schema';
import { loadSalonCalendar } from '../salons/salon-calendar';
import { bookingsOutsideHours } from './outside-hours';

export const HOLIDAY_NOT_FOUND = 'Jour férié introuvable.';

/**
 * GET /salons/:id/holidays: the holidays to come, each with the salon's choice ("Fermé" by default)
 * and its appointments those days that the choice leaves out (a holiday added or moved lists them).
 */
export async function listSalonHolidays(db: Executor, salonId: string): Promise<ItemList<SalonHolidayView>> {
  const calendar = await loadSalonCalendar(db, salonId);
  const now = clockNow();
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  const items: SalonHolidayView[] = [];
  // One after the other: a handful of holidays a year, each an indexed range of the salon's bookings.
  for (const holiday of calendar.holidays.filter((found) => found.endDate >= yesterday)) {
    const outside = await bookingsOutsideHours(db, {
      salonId,
      firstDay: holiday.startDate,
      lastDay: holiday.endDate,
      now,
    });
    items.push({ ...holiday, outside });
  }
  return { items };
}

/** PUT /salons/:id/holidays/:holidayId: the salon's choice, and the appointments it leaves out. */
export async function setHolidayChoice(
  tx: Executor,
  options: { salonId: string; holidayId: string; input: z.output<typeof HolidayChoiceSchema>; now: Date },
): Promise<HoursSaved<SalonHolidayView>> {
  const { salonId, holidayId, input } = options;
  const [holiday] = await tx.select().from(publicHolidays).where(eq(publicHolidays.id, holidayId));
  if (!holiday) throw notFound(HOLIDAY_NOT_FOUND);
  const special = input.choice === 'special' ? input.special : null;
  const columns = {
    choice: input.choice,
    openTime: special?.openTime ?? null,
    closeTime: special?.closeTime ?? null,
    hasLunchBreak: special?.hasLunchBreak ?? false,
    lunchBreakStart: special?.hasLunchBreak ? special.lunchBreakStart : null,
    lunchBreakEnd: special?.hasLunchBreak ? special.lunchBreakEnd : null,
  };
  await tx
    .insert(salonHolidayChoices)
    .values({ salonId, holidayId, ...columns })
    .onConflictDoUpdate({
      target: [salonHolidayChoices.salonId, salonHolidayChoices.holidayId],
      set: columns,
    });
  const calendar = await loadSalonCalendar(tx, salonId);
  return {
    saved: must(
      calendar.holidays.find((found) => found.id === holidayId),
      'the holiday just chosen',
    ),
    outside: await bookingsOutsideHours(tx, {
      salonId,
      firstDay: holiday.startDate,
      lastDay: holiday.endDate,
      now: options.now,
    }),
  };
}

/** GET /salons/:id/friday-break. */
export async function getFridayBreak(db: Executor, salonId: string): Promise<FridayBreakView> {
  const [row] = await db
    .select({ start: salons.fridayBreakStart, end: salons.fridayBreakEnd })
    .from(salons)
    .where(eq(salons.id, salonId));
  return row?.start && row.end
    ? { enabled: true, start: row.start.slice(0, 5), end: row.end.slice(0, 5) }
    : { enabled: false, ...FRIDAY_BREAK_DEFAULT };
}

/** PUT /salons/:id/friday-break: on or off; the Fridays of the booking horizon are checked. */
export async function setFridayBreak(
  tx: Executor,
  options: { salonId: string; input: z.output<typeof FridayBreakSchema>; now: Date; horizonDays: number },
): Promise<HoursSaved<FridayBreakView>> {
  const { salonId, input } = options;
  await tx
    .update(salons)
    .set(
      input.enabled
        ? { fridayBreakStart: input.start, fridayBreakEnd: input.end }
        : { fridayBreakStart: null, fridayBreakEnd: null },
    )
    .where(eq(salons.id, salonId));
  const today = options.now.toISOString().slice(0, 10);
  return {
    saved: await getFridayBreak(tx, salonId),
    outside: input.enabled
      ? await bookingsOutsideHours(tx, {
          salonId,
          firstDay: today,
          lastDay: addDays(today, options.horizonDays),
          now: options.now,
        })
      : [],
  };
}

/** GET /employees/:id/friday-break. */
export async function getEmployeeFridayBreak(
  db: Executor,
  employeeId: string,
): Promise<{ enabled: boolean }> {
  const [row] = await db
    .select({ enabled: employees.fridayBreak })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return { enabled: row?.enabled ?? false };
}

/** PUT /employees/:id/friday-break: on or off; the Fridays of the booking horizon are checked. */
export async function setEmployeeFridayBreak(
  tx: Executor,
  options: { employeeId: string; enabled: boolean; now: Date; horizonDays: number },
): Promise<HoursSaved<{ enabled: boolean }>> {
  const [row] = await tx
    .update(employees)
    .set({ fridayBreak: options.enabled })
    .where(eq(employees.id, options.employeeId))
    .returning({ salonId: employees.salonId });
  const salonId = must(row, 'the employee the route checked').salonId;
  const today = options.now.toISOString().slice(0, 10);
  return {
    saved: { enabled: options.enabled },
    outside: options.enabled
      ? await bookingsOutsideHours(tx, {
          salonId,
          firstDay: today,
          lastDay: addDays(today, options.horizonDays),
          now: options.now,
        })
      : [],
  };
}
