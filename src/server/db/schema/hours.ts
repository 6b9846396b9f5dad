import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { HOLIDAY_CHOICES, HOLIDAY_STATUSES } from '@/shared/salon-calendar';
import { DAYS } from '@/shared/weekdays';
import { createdAt, updatedAt } from './columns';
import { salons } from './salons';
import { employees } from './team';

// A salon's hours beyond its week (decision 077): exceptional periods with their own week, the
// platform's public holidays and each salon's choice for them.

/** "Horaires exceptionnels": a named date range with its own week (e.g. Ramadan). */
export const salonSpecialPeriods = pgTable(
  'salon_special_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('salon_special_periods_salon_end_idx').on(t.salonId, t.endDate),
    check('salon_special_periods_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A period's seven days, as opening hours are stored: opening, closing, one break, or closed. */
export const salonSpecialPeriodDays = pgTable(
  'salon_special_period_days',
  {
    periodId: uuid('period_id')
      .notNull()
      .references(() => salonSpecialPeriods.id, { onDelete: 'cascade' }),
    day: text('day', { enum: DAYS }).notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    openTime: time('open_time').notNull(),
    closeTime: time('close_time').notNull(),
    hasLunchBreak: boolean('has_lunch_break').notNull().default(false),
    lunchBreakStart: time('lunch_break_start'),
    lunchBreakEnd: time('lunch_break_end'),
  },
  (t) => [
    primaryKey({ columns: [t.periodId, t.day] }),
    check('salon_special_period_days_times_check', sql`${t.isClosed} or ${t.closeTime} > ${t.openTime}`),
    check(
      'salon_special_period_days_break_check',
      sql`not ${t.hasLunchBreak} or (${t.lunchBreakStart} is not null and ${t.lunchBreakEnd} > ${t.lunchBreakStart})`,
    ),
  ],
);

/** An employee's own hours for a period (a day without a row is a day off); without any, they follow it. */
export const employeeSpecialPeriodDays = pgTable(
  'employee_special_period_days',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    periodId: uuid('period_id')
      .notNull()
      .references(() => salonSpecialPeriods.id, { onDelete: 'cascade' }),
    day: text('day', { enum: DAYS }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.periodId, t.day] }),
    index('employee_special_period_days_period_idx').on(t.periodId),
    check('employee_special_period_days_times_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** The platform's public holidays, kept by admins; an Islamic date stays provisional until confirmed. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: HOLIDAY_STATUSES }).notNull().default('confirmed'),
    /** When the owners were reminded of it (7 days before): once, across processes. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('public_holidays_end_idx').on(t.endDate),
    check('public_holidays_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('public_holidays_status_check', sql`${t.status} in ('provisional', 'confirmed')`),
  ],
);

/** A salon's choice for a holiday; without a row, the salon is closed that day. */
export const salonHolidayChoices = pgTable(
  'salon_holiday_choices',
  {
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    holidayId: uuid('holiday_id')
      .notNull()
      .references(() => publicHolidays.id, { onDelete: 'cascade' }),
    choice: text('choice', { enum: HOLIDAY_CHOICES }).notNull(),
    openTime: time('open_time'),
    closeTime: time('close_time'),
    hasLunchBreak: boolean('has_lunch_break').notNull().default(false),
    lunchBreakStart: time('lunch_break_start'),
    lunchBreakEnd: time('lunch_break_end'),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.holidayId] }),
    index('salon_holiday_choices_holiday_idx').on(t.holidayId),
    check('salon_holiday_choices_choice_check', sql`${t.choice} in ('closed', 'open', 'special')`),
    check(
      'salon_holiday_choices_special_check',
      sql`${t.choice} <> 'special' or (${t.openTime} is not null and ${t.closeTime} > ${t.openTime})`,
    ),
  ],
);
