import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ABSENCE_KINDS } from '@/shared/staff';
import { DAYS } from '@/shared/weekdays';
import { createdAt } from './columns';
import { salons, services } from './salons';

export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    position: text('position').notNull(),
    email: text('email'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    // Defaults: works whenever the salon is open, performs every service (employee_working_days and
    // employee_services say otherwise when these are false).
    followsSalonHours: boolean('follows_salon_hours').notNull().default(true),
    performsAllServices: boolean('performs_all_services').notNull().default(true),
    /** Takes the Friday prayer break even where the salon stays open (decision 077). */
    fridayBreak: boolean('friday_break').notNull().default(false),
    /**
     * When the public could first see them: null for one added to an approved salon and not yet
     * accepted by an admin (decision 075). Rows written any other way are public from their insert.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }).defaultNow(),
    /** The name, position and photo proposed for the public ones, waiting for an admin (all three or none). */
    pendingFullName: text('pending_full_name'),
    pendingPosition: text('pending_position'),
    pendingAvatarUrl: text('pending_avatar_url'),
    /** Since when they wait for an admin, as new or with a proposal; null: nothing waits. */
    changesSubmittedAt: timestamp('changes_submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('employees_salon_id_idx').on(t.salonId),
    // The admins' "Modifications de salons" reads the few waiting among all employees.
    index('employees_changes_submitted_idx')
      .on(t.changesSubmittedAt)
      .where(sql`changes_submitted_at is not null`),
    // Target of the bookings' composite foreign key.
    uniqueIndex('employees_id_salon_unique').on(t.id, t.salonId),
  ],
);

/**
 * The days an employee works when they do not follow the salon's hours (a day without a row is a
 * day off). Slots use the part of each day that is also inside the salon's opening hours.
 */
export const employeeWorkingDays = pgTable(
  'employee_working_days',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    day: text('day', { enum: DAYS }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.day] }),
    check(
      'employee_working_days_day_check',
      sql`${t.day} in ('monday','tuesday','wednesday','thursday','friday','saturday','sunday')`,
    ),
    check('employee_working_days_times_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** The services an employee performs when not all of the salon's. */
export const employeeServices = pgTable(
  'employee_services',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.serviceId] }),
    index('employee_services_service_idx').on(t.serviceId),
  ],
);

/** Time an employee is not bookable: "Absence" (congé, formation) or "Pause". */
export const employeeAbsences = pgTable(
  'employee_absences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ABSENCE_KINDS }).notNull(),
    reason: text('reason'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('employee_absences_employee_time_idx').on(t.employeeId, t.startTime),
    check('employee_absences_kind_check', sql`${t.kind} in ('absence','pause')`),
    check('employee_absences_times_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);
