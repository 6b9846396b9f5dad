import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@/shared/booking-status';
import { BOOKING_ORIGINS } from '@/shared/clients';
import { users } from './accounts';
import { salonClients } from './clients';
import { createdAt, updatedAt } from './columns';
import { salons, services } from './salons';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted client's past appointments stay in the salon's history, without the person.
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The person in the salon's client file; deleting the file keeps the appointment, without the
     * person (docs/product.md#client-file).
     */
    salonClientId: uuid('salon_client_id').references(() => salonClients.id, { onDelete: 'set null' }),
    /** Booked online by the client, or entered by the salon and how it was asked for. */
    origin: text('origin', { enum: BOOKING_ORIGINS }).notNull().default('online'),
    /** False when the salon chose not to e-mail the client of an appointment it entered. */
    notifyClient: boolean('notify_client').notNull().default(true),
    prestataireId: uuid('prestataire_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // A salon with bookings cannot be deleted (decision 007).
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'restrict' }),
    // The service may be removed later; the booking keeps what was booked (name, price, duration).
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    servicePrice: numeric('service_price', { precision: 10, scale: 2 }).notNull(),
    // Foreign key (employee_id, salon_id) -> employees (id, salon_id), ON DELETE SET NULL (employee_id):
    // the employee must work in the booking's salon. It is in migration 0003 (drizzle-kit cannot
    // express a composite key that nulls one column).
    employeeId: uuid('employee_id'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    clientNote: text('client_note'),
    prestataireNote: text('prestataire_note'),
    /** "Note pour le salon": the salon's own note on an appointment it entered, never shown to the client. */
    salonNote: text('salon_note'),
    /** iCalendar SEQUENCE of the client's event: grows with each change the client is e-mailed about. */
    sequence: integer('sequence').notNull().default(0),
    /** A request expires when still pending at this moment (the salon's "Délai de réponse"). */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    /** When the reminder is due; null once sent, or when there is none to send. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The client answered "Je confirme ma venue" from the reminder. */
    clientConfirmedAt: timestamp('client_confirmed_at', { withTimezone: true }),
    /**
     * When the SMS follows an e-mail reminder the client has not answered (decision 078); null once
     * sent, or when there is none to send.
     */
    smsFollowUpAt: timestamp('sms_follow_up_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_client_start_idx').on(t.clientId, t.startTime),
    index('bookings_respond_by_idx').on(t.respondBy).where(sql`${t.status} = 'pending'`),
    index('bookings_remind_at_idx').on(t.remindAt).where(sql`${t.remindAt} is not null`),
    index('bookings_sms_follow_up_idx').on(t.smsFollowUpAt).where(sql`${t.smsFollowUpAt} is not null`),
    index('bookings_salon_start_idx').on(t.salonId, t.startTime),
    index('bookings_prestataire_start_idx').on(t.prestataireId, t.startTime),
    index('bookings_start_idx').on(t.startTime),
    index('bookings_salon_client_start_idx').on(t.salonClientId, t.startTime),
    check('bookings_origin_check', sql`${t.origin} in ('online','phone','walk_in','social','other')`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending','confirmed','refused','cancelled','modified','expired','attended','no_show')`,
    ),
    check('bookings_times_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * The services of a visit, one row each, in order (docs/product.md#service-timing): a booking is a
 * visit of one part or more. Each part keeps its service as booked and when it takes its employee:
 * the client's time [start_time, end_time), the pose inside it when the employee is free, and the
 * cleanup up to busy_end. The no-overlap constraints live here (migration 0021): an employee's busy
 * time (the part without its pose, up to busy_end) never overlaps another active part's. `active`
 * follows the booking's status (trigger `booking_parts_follow_booking`, which also moves the parts
 * with the booking); the employee column is written with the booking's by the booking paths.
 */
export const bookingParts = pgTable(
  'booking_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'restrict' }),
    // Foreign key (employee_id, salon_id) -> employees (id, salon_id), ON DELETE SET NULL
    // (employee_id), in migration 0021 as for bookings.
    employeeId: uuid('employee_id'),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    servicePrice: numeric('service_price', { precision: 10, scale: 2 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    poseStart: timestamp('pose_start', { withTimezone: true }),
    poseEnd: timestamp('pose_end', { withTimezone: true }),
    busyEnd: timestamp('busy_end', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_parts_booking_position_idx').on(t.bookingId, t.position),
    index('booking_parts_salon_start_idx').on(t.salonId, t.startTime).where(sql`${t.active}`),
    index('booking_parts_employee_start_idx').on(t.employeeId, t.startTime).where(sql`${t.active}`),
    check('booking_parts_times_check', sql`${t.endTime} > ${t.startTime} and ${t.busyEnd} >= ${t.endTime}`),
    check(
      'booking_parts_pose_check',
      sql`(${t.poseStart} is null and ${t.poseEnd} is null) or (${t.poseStart} > ${t.startTime} and ${t.poseEnd} > ${t.poseStart} and ${t.poseEnd} < ${t.endTime})`,
    ),
  ],
);
