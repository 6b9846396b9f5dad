import { customType, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { salons, servicePackages, services } from './salons';

// ---- Where and when (docs/product.md#where-and-when)

/**
 * A salon's free slot starts for one service on one day of the next AVAILABILITY_DAYS, as the slot
 * function gives them to the booking page; only days with at least one. Rebuilt per salon by
 * `modules/availability/refresh-availability.ts` from `availability_queue`, which triggers on every
 * table the slots depend on fill. `last_start` > now ⇔ a slot is still free that day.
 */
export const salonAvailability = pgTable(
  'salon_availability',
  {
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    starts: timestamp('starts', { withTimezone: true }).array().notNull(),
    lastStart: timestamp('last_start', { withTimezone: true }).notNull(),
    /**
     * The service's name as the filter compares it and its categories, copied at each rebuild (a
     * change of the service queues its salon): the list checks a salon's rows of a day without
     * reading each row's service (decision 070).
     */
    serviceSearchName: text('service_search_name').notNull(),
    serviceCategories: text('service_categories').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.day, t.serviceId] }),
    // Covering: the list's "which salons are free that day" reads the index alone.
    index('salon_availability_day_salon_idx').on(t.day, t.salonId, t.lastStart),
  ],
);

/**
 * A package's free starts on one day, as `salon_availability` keeps a service's: the starts at which
 * its whole visit fits (docs/product.md#packages), rebuilt with them.
 */
export const packageAvailability = pgTable(
  'package_availability',
  {
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    starts: timestamp('starts', { withTimezone: true }).array().notNull(),
    lastStart: timestamp('last_start', { withTimezone: true }).notNull(),
    /** The package's name as the filter compares it, copied at each rebuild as the services' are. */
    packageSearchName: text('package_search_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.day, t.packageId] }),
    index('package_availability_package_id_idx').on(t.packageId),
    // As salon_availability's: a package's name with "dispo" may start from the day's rows.
    index('package_availability_day_salon_idx').on(t.day, t.salonId, t.lastStart),
  ],
);

/** PostgreSQL's set of date ranges, read and written by SQL only (the queue's days). */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * Salons whose availability must be rebuilt: filled by triggers (bookings, hours, services, team,
 * absences, approval) in the writer's transaction, drained by the availability worker. `days`: the
 * salon's dates a booking or an absence changed, merged; null when something every day depends on
 * changed (the whole salon). `availability_builds` records the day a salon's rows were built for,
 * so the worker also rolls each salon onto the new day.
 */
export const availabilityQueue = pgTable('availability_queue', {
  salonId: uuid('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  days: dateMultirange('days'),
});

export const availabilityBuilds = pgTable(
  'availability_builds',
  {
    salonId: uuid('salon_id')
      .primaryKey()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** The salon's today when its rows were last built. */
    builtFor: date('built_for', { mode: 'string' }).notNull(),
  },
  // The night's worker takes the salons built for an earlier day by this index, a batch at a time.
  (t) => [index('availability_builds_built_for_idx').on(t.builtFor, t.salonId)],
);
