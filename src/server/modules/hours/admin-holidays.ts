import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminHoliday, ItemList } from '@/shared/api-types';
import { marketplaceToday } from '@/shared/availability';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { must } from '@/shared/must';
import type { HolidaySchema } from '@/shared/schemas/hours';
import { addDays } from '@/shared/time-zone';
import { now } from '../../base/clock';
import { notFound } from '../../base/errors';
import type { Executor } from '../../db/client';
import { bookings, publicHolidays, salonHolidayChoices, salons } from '../../db/schema';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { HOLIDAY_NOT_FOUND } from './salon-holidays';

type HolidayRow = typeof publicHolidays.$inferSelect;

const toAdminHoliday = (row: HolidayRow): AdminHoliday => ({
  id: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  status: row.status,
});

/** GET /admin/holidays: every holiday from last year on, by date. */
export async function listHolidays(db: Executor): Promise<ItemList<AdminHoliday>> {
  const rows = await db
    .select()
    .from(publicHolidays)
    .where(gte(publicHolidays.endDate, sql`${marketplaceToday(now())}::date - 365`))
    .orderBy(asc(publicHolidays.startDate), asc(publicHolidays.name));
  return { items: rows.map(toAdminHoliday) };
}

/**
 * Tells each salon closed on the holiday's (new) dates that has appointments then: one notification
 * per owner and salon, with their count, in the admin's transaction (decision 077). The appointments
 * themselves stay: the owner warns and cancels, or opens that day.
 */
async function tellSalonsWithAppointments(tx: Executor, holiday: HolidayRow, now: Date) {
  const from = new Date(`${addDays(holiday.startDate, -1)}T00:00:00Z`);
  const to = new Date(`${addDays(holiday.endDate, 2)}T00:00:00Z`);
  const affected = await tx
    .select({
      salonId: salons.id,
      ownerId: salons.ownerId,
      salonName: salons.name,
      n: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .leftJoin(
      salonHolidayChoices,
      and(eq(salonHolidayChoices.salonId, salons.id), eq(salonHolidayChoices.holidayId, holiday.id)),
    )
    .where(
      and(
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.startTime, from.getTime() > now.getTime() ? from : now),
        lt(bookings.startTime, to),
        // Open as usual that day: nothing changes for them.
        sql`coalesce(${salonHolidayChoices.choice}, 'closed') <> 'open'`,
        sql`(${bookings.startTime} at time zone ${salons.timeZone})::date between ${holiday.startDate}::date and ${holiday.endDate}::date`,
      ),
    )
    .groupBy(salons.id, salons.ownerId, salons.name);
  if (affected.length === 0) return;
  await tx.execute(sql`insert into notifications (user_id, type, payload, is_read)
    select (a->>'owner')::uuid, 'holiday_appointments', jsonb_build_object(
      'salon_id', a->>'salon', 'salon_name', a->>'name', 'holiday_name', ${holiday.name}::text,
      'start_date', ${holiday.startDate}::text, 'end_date', ${holiday.endDate}::text, 'count', (a->>'n')::int), false
    from jsonb_array_elements(${JSON.stringify(
      affected.map((row) => ({ owner: row.ownerId, salon: row.salonId, name: row.salonName, n: row.n })),
    )}::jsonb) as a`);
}

/** The security log's line for a holiday added or changed, with what it was before when changed. */
function logHolidayChange(
  tx: Executor,
  actor: SecurityActor,
  holiday: typeof publicHolidays.$inferSelect,
  before: Record<string, string> = {},
) {
  return recordSecurityEvent(tx, actor, {
    type: 'holiday_changed',
    target: holiday.id,
    details: {
      name: holiday.name,
      startDate: holiday.startDate,
      endDate: holiday.endDate,
      status: holiday.status,
      ...before,
    },
  });
}

/** POST /admin/holidays. */
export async function addHoliday(
  tx: Executor,
  options: { input: z.output<typeof HolidaySchema>; actor: SecurityActor; now: Date },
): Promise<AdminHoliday> {
  const [row] = await tx.insert(publicHolidays).values(options.input).returning();
  const holiday = must(row, 'the inserted holiday');
  await tellSalonsWithAppointments(tx, holiday, options.now);
  await logHolidayChange(tx, options.actor, holiday);
  return toAdminHoliday(holiday);
}

/**
 * PUT /admin/holidays/:id: a provisional date moved (the moon seen) or confirmed. The salons'
 * closures move with it (their availability is queued by the table's trigger), and every salon with
 * appointments on the new dates is told.
 */
export async function updateHoliday(
  tx: Executor,
  options: { holidayId: string; input: z.output<typeof HolidaySchema>; actor: SecurityActor; now: Date },
): Promise<AdminHoliday> {
  const [before] = await tx
    .select()
    .from(publicHolidays)
    .where(eq(publicHolidays.id, options.holidayId))
    .for('update');
  if (!before) throw notFound(HOLIDAY_NOT_FOUND);
  const moved = before.startDate !== options.input.startDate || before.endDate !== options.input.endDate;
  const [row] = await tx
    .update(publicHolidays)
    .set({ ...options.input, ...(moved ? { remindedAt: null } : {}) })
    .where(eq(publicHolidays.id, options.holidayId))
    .returning();
  const holiday = must(row, 'the updated holiday');
  if (moved) await tellSalonsWithAppointments(tx, holiday, options.now);
  await logHolidayChange(tx, options.actor, holiday, {
    startDateBefore: before.startDate,
    endDateBefore: before.endDate,
    statusBefore: before.status,
  });
  return toAdminHoliday(holiday);
}

/** DELETE /admin/holidays/:id: the salons open that day as their week says. */
export async function deleteHoliday(
  tx: Executor,
  options: { holidayId: string; actor: SecurityActor },
): Promise<void> {
  const [row] = await tx.delete(publicHolidays).where(eq(publicHolidays.id, options.holidayId)).returning();
  if (!row) throw notFound(HOLIDAY_NOT_FOUND);
  await recordSecurityEvent(tx, options.actor, {
    type: 'holiday_changed',
    target: row.id,
    details: { name: row.name, startDate: row.startDate, endDate: row.endDate, deleted: true },
  });
}
