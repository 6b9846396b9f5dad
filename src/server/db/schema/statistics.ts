import { date, integer, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@/shared/booking-status';
import { BOOKING_ORIGINS } from '@/shared/clients';
import { salons } from './salons';

// ---- "Statistiques" (docs/product.md#statistics, decision 076)
//
// Per salon and per day (the salon's own calendar day), what the statistics page adds up. Kept by
// triggers on `bookings` and `booking_parts` in the writer's transaction (migration 0031), so a
// period costs the days it spans, never the salon's number of appointments, and no write path can
// forget them. Only SQL writes these tables.

/** The salon a row counts for; its rows go with it. */
const salonColumn = () =>
  uuid('salon_id')
    .notNull()
    .references(() => salons.id, { onDelete: 'cascade' });
/** A day of the salon's own calendar (a month is its first day). */
const calendarDay = (name: string) => date(name, { mode: 'string' }).notNull();
const tally = (name: string) => integer(name).notNull().default(0);
const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/** Appointments by status and origin, by day or by month. */
const statusFigures = () => ({
  status: text('status', { enum: BOOKING_STATUSES }).notNull(),
  origin: text('origin', { enum: BOOKING_ORIGINS }).notNull(),
  bookings: tally('bookings'),
  /** Of which naming a client (a file or an account): a walk-in without a name is nobody's visit. */
  identified: tally('identified'),
  revenue: money('revenue'),
  minutes: tally('minutes'),
});

/** Appointments by status and origin; revenue is summed for every status, the page reads "Honoré". */
export const salonDayStats = pgTable(
  'salon_day_stats',
  {
    salonId: salonColumn(),
    day: calendarDay('day'),
    ...statusFigures(),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.day, t.status, t.origin] })],
);

/** An employee's booked minutes (a part's time less its pose) on the appointments not called off. */
export const salonEmployeeDayStats = pgTable(
  'salon_employee_day_stats',
  {
    salonId: salonColumn(),
    day: calendarDay('day'),
    // No foreign key: a deleted employee's parts lose their employee after the row is gone, and the
    // trigger then takes their minutes off this row; the page reads the salon's current team only.
    employeeId: uuid('employee_id').notNull(),
    minutes: tally('minutes'),
    parts: tally('parts'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.day, t.employeeId] })],
);

/** The services booked (each part of a visit), on the appointments not called off. */
export const salonServiceDayStats = pgTable(
  'salon_service_day_stats',
  {
    salonId: salonColumn(),
    day: calendarDay('day'),
    serviceName: text('service_name').notNull(),
    parts: tally('parts'),
    revenue: money('revenue'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.day, t.serviceName] })],
);

/** Appointments not called off, by the hour they start (the heat map's cells). */
export const salonHourStats = pgTable(
  'salon_hour_stats',
  {
    salonId: salonColumn(),
    day: calendarDay('day'),
    hour: smallint('hour').notNull(),
    bookings: tally('bookings'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.day, t.hour] })],
);

/**
 * Each client's first visit marked "Honoré" at a salon; the client is their file in the owner's
 * book, else their account. Recomputed from that client's bookings when one of them changes.
 */
export const salonClientFirsts = pgTable(
  'salon_client_firsts',
  {
    salonId: salonColumn(),
    clientKey: uuid('client_key').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.clientKey] })],
);

/** How many clients came for the first time on each day ("Nouveaux clients"), from the table above. */
export const salonFirstVisitDays = pgTable(
  'salon_first_visit_days',
  {
    salonId: salonColumn(),
    day: calendarDay('day'),
    clients: tally('clients'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.day] })],
);

// ---- The same figures by month (migration 0033, decision 076)
//
// A busy salon has a dozen rows a day in the tables above against one for a quiet salon, so a year
// read by days costs the history's density. The same triggers add each row to its month too
// (`month` is the first day of the salon's calendar month), and a long period reads its whole months
// here and only its first and last partial months by day: a year costs about 24 month rows per
// combination, whatever the number of appointments.

/** `salon_day_stats` by month. */
export const salonMonthStats = pgTable(
  'salon_month_stats',
  {
    salonId: salonColumn(),
    month: calendarDay('month'),
    ...statusFigures(),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.month, t.status, t.origin] })],
);

/** `salon_employee_day_stats` by month. */
export const salonEmployeeMonthStats = pgTable(
  'salon_employee_month_stats',
  {
    salonId: salonColumn(),
    month: calendarDay('month'),
    // No foreign key, as in the daily table.
    employeeId: uuid('employee_id').notNull(),
    minutes: tally('minutes'),
    parts: tally('parts'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.month, t.employeeId] })],
);

/** `salon_service_day_stats` by month. */
export const salonServiceMonthStats = pgTable(
  'salon_service_month_stats',
  {
    salonId: salonColumn(),
    month: calendarDay('month'),
    serviceName: text('service_name').notNull(),
    parts: tally('parts'),
    revenue: money('revenue'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.month, t.serviceName] })],
);

/**
 * `salon_hour_stats` by month, keeping the weekday (ISO, 1 Monday … 7 Sunday): the heat map is a
 * weekday × hour grid, which a month without its weekdays could not give.
 */
export const salonHourMonthStats = pgTable(
  'salon_hour_month_stats',
  {
    salonId: salonColumn(),
    month: calendarDay('month'),
    weekday: smallint('weekday').notNull(),
    hour: smallint('hour').notNull(),
    bookings: tally('bookings'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.month, t.weekday, t.hour] })],
);

/** `salon_first_visit_days` by month. */
export const salonFirstVisitMonths = pgTable(
  'salon_first_visit_months',
  {
    salonId: salonColumn(),
    month: calendarDay('month'),
    clients: tally('clients'),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.month] })],
);
