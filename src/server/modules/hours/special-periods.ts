import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { HoursSaved, ItemList, SpecialPeriodView } from '@/shared/api-types';
import { must } from '@/shared/must';
import { SPECIAL_PERIOD_NOT_FOUND } from '@/shared/salon-calendar';
import type { EmployeePeriodHoursSchema, SpecialPeriodSchema } from '@/shared/schemas/hours';
import { EMPLOYEE_NOT_FOUND } from '@/shared/staff';
import { nowMs } from '../../base/clock';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import {
  employeeSpecialPeriodDays,
  employees,
  salonSpecialPeriodDays,
  salonSpecialPeriods,
} from '../../db/schema';
import { loadSalonCalendar } from '../salons/salon-calendar';
import { bookingsOutsideHours } from './outside-hours';

type PeriodInput = z.output<typeof SpecialPeriodSchema>;

/** The salon's periods not over yet, first first (the owner's "Horaires exceptionnels"). */
export async function listSpecialPeriods(
  db: Executor,
  salonId: string,
): Promise<ItemList<SpecialPeriodView>> {
  const calendar = await loadSalonCalendar(db, salonId);
  return { items: calendar.periods.filter((period) => period.endDate >= todayFloor()) };
}

// Periods that ended yesterday are still listed, whatever the salon's zone: a day of grace.
const todayFloor = () => new Date(nowMs() - 86_400_000).toISOString().slice(0, 10);

async function viewOf(tx: Executor, salonId: string, periodId: string): Promise<SpecialPeriodView> {
  const calendar = await loadSalonCalendar(tx, salonId);
  return must(
    calendar.periods.find((period) => period.id === periodId),
    'the period just written',
  );
}

async function writeDays(tx: Executor, periodId: string, input: PeriodInput) {
  await tx.delete(salonSpecialPeriodDays).where(eq(salonSpecialPeriodDays.periodId, periodId));
  await tx.insert(salonSpecialPeriodDays).values(
    input.days.map((day) => ({
      periodId,
      day: day.day,
      isClosed: day.isClosed,
      openTime: day.openTime,
      closeTime: day.closeTime,
      hasLunchBreak: day.hasLunchBreak,
      lunchBreakStart: day.hasLunchBreak ? day.lunchBreakStart : null,
      lunchBreakEnd: day.hasLunchBreak ? day.lunchBreakEnd : null,
    })),
  );
}

/** POST /salons/:id/special-hours: the period, and the appointments its hours leave out. */
export async function addSpecialPeriod(
  tx: Executor,
  options: { salonId: string; input: PeriodInput; now: Date },
): Promise<HoursSaved<SpecialPeriodView>> {
  const { salonId, input } = options;
  const [row] = await tx
    .insert(salonSpecialPeriods)
    .values({ salonId, name: input.name, startDate: input.startDate, endDate: input.endDate })
    .returning({ id: salonSpecialPeriods.id });
  const periodId = must(row, 'the inserted period').id;
  await writeDays(tx, periodId, input);
  return {
    saved: await viewOf(tx, salonId, periodId),
    outside: await bookingsOutsideHours(tx, {
      salonId,
      firstDay: input.startDate,
      lastDay: input.endDate,
      now: options.now,
    }),
  };
}

/** PUT /special-hours/:id: the period rewritten; its old dates and new ones are checked. */
export async function updateSpecialPeriod(
  tx: Executor,
  options: { periodId: string; input: PeriodInput; now: Date },
): Promise<HoursSaved<SpecialPeriodView>> {
  const { periodId, input } = options;
  const [before] = await tx
    .select()
    .from(salonSpecialPeriods)
    .where(eq(salonSpecialPeriods.id, periodId))
    .for('update');
  if (!before) throw notFound(SPECIAL_PERIOD_NOT_FOUND);
  await tx
    .update(salonSpecialPeriods)
    .set({ name: input.name, startDate: input.startDate, endDate: input.endDate })
    .where(eq(salonSpecialPeriods.id, periodId));
  await writeDays(tx, periodId, input);
  const firstDay = before.startDate < input.startDate ? before.startDate : input.startDate;
  const lastDay = before.endDate > input.endDate ? before.endDate : input.endDate;
  return {
    saved: await viewOf(tx, before.salonId, periodId),
    outside: await bookingsOutsideHours(tx, { salonId: before.salonId, firstDay, lastDay, now: options.now }),
  };
}

/** DELETE /special-hours/:id: the salon's week applies again on those dates. */
export async function deleteSpecialPeriod(db: Executor, periodId: string): Promise<void> {
  await db.delete(salonSpecialPeriods).where(eq(salonSpecialPeriods.id, periodId));
}

/** PUT /special-hours/:id/employees/:employeeId: their own hours for the period, or none (they follow it). */
export async function setEmployeePeriodHours(
  tx: Executor,
  options: {
    periodId: string;
    employeeId: string;
    input: z.output<typeof EmployeePeriodHoursSchema>;
    now: Date;
  },
): Promise<HoursSaved<SpecialPeriodView>> {
  const { periodId, employeeId } = options;
  const [period] = await tx.select().from(salonSpecialPeriods).where(eq(salonSpecialPeriods.id, periodId));
  if (!period) throw notFound(SPECIAL_PERIOD_NOT_FOUND);
  const [employee] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.salonId, period.salonId)));
  if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
  await tx
    .delete(employeeSpecialPeriodDays)
    .where(
      and(
        eq(employeeSpecialPeriodDays.periodId, periodId),
        eq(employeeSpecialPeriodDays.employeeId, employeeId),
      ),
    );
  if (options.input.days) {
    await tx
      .insert(employeeSpecialPeriodDays)
      .values(options.input.days.map((day) => ({ employeeId, periodId, ...day })));
  }
  return {
    saved: await viewOf(tx, period.salonId, periodId),
    outside: await bookingsOutsideHours(tx, {
      salonId: period.salonId,
      firstDay: period.startDate,
      lastDay: period.endDate,
      now: options.now,
    }),
  };
}
