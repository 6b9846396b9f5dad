import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/** The `cube` extension's type, written and read by SQL only (the salon's point on the sphere). */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

export const salons = pgTable(
  'salons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address').notNull(),
    // An owner with salons cannot be deleted (decision 007): the admin must deal with the salons first.
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Kept exact by the reviews trigger, in the transaction of the review change (decision 015). */
    avgRating: numeric('avg_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer('review_count').notNull().default(0),
    coverImageUrl: text('cover_image_url'),
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /**
     * Set when the owner's prestataire account was suspended while this salon was approved: the salon
     * left the public (is_approved false) and comes back when the account is validated again.
     */
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
    // The salon's booking rules in hours (docs/product.md#booking-rules); ranges checked below.
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(24),
    reminderHours: integer('reminder_hours').notNull().default(24),
    responseHours: integer('response_hours').notNull().default(24),
    /** SMS this salon's clients may be sent in a month, chosen by the owner (decision 078). */
    smsMonthlyCap: integer('sms_monthly_cap').notNull().default(500),
    /** The month ("2026-11") the owner was told the cap was reached: told once a month. */
    smsCapToldMonth: text('sms_cap_told_month'),
    /** The Friday prayer break, when the salon closes for it (both or neither, decision 077). */
    fridayBreakStart: time('friday_break_start'),
    fridayBreakEnd: time('friday_break_end'),
    /** A slug of `shared/cities.ts`; null for a salon whose owner chose none and whose address names none. */
    city: text('city'),
    /** The salon's own position (WGS 84), both or neither; without it, distances use the city centre. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The position as a point of the unit sphere (x, y, z), kept by the database itself: the
     * straight-line distance between two such points grows with the distance along the Earth, so
     * the nearest salons come first from a GiST index (the "Autour de moi" sort, decision 070).
     */
    earthPoint: cube('earth_point').generatedAlwaysAs(
      sql`case when latitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end`,
    ),
    /** The name as the list sorts it (no accents, lower case), kept by the database itself. */
    searchName: text('search_name').generatedAlwaysAs(sql`rdv_search_text(name)`),
    /** Name and address as the search box compares them, kept so a search compares plain text (0017). */
    searchText: text('search_text').generatedAlwaysAs(sql`rdv_search_text(name || ' ' || address)`),
    /**
     * What the public list shows and filters of the salon's services, kept by the services trigger
     * (rdv_refresh_salon_services, 0017) in the writer's transaction, so the list reads one row per
     * salon (decision 056): the lowest price, the first four names, the home page's categories, and
     * the names as searches compare them.
     */
    minPrice: numeric('min_price', { precision: 10, scale: 2 }),
    serviceNames: text('service_names').array().notNull().default(sql`'{}'::text[]`),
    serviceCategories: text('service_categories').array().notNull().default(sql`'{}'::text[]`),
    serviceSearchNames: text('service_search_names').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('salons_owner_id_idx').on(t.ownerId),
    index('salons_city_idx').on(t.city),
    check(
      'salons_position_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    // The public list's orders and filters, on approved salons only (decision 056): each sort reads
    // its page from an index, each filter is an index lookup. The queries say `is_approved` as a
    // literal so that prepared (generic) plans can use these partial indexes.
    // Negated, so that the list's key ascends as one row comparison a cursor starts from (decision 056).
    index('salons_public_rating_idx')
      .on(sql`(-${t.avgRating})`, sql`(-${t.reviewCount})`, t.searchName, t.id)
      .where(sql`is_approved`),
    index('salons_public_name_idx').on(t.searchName, t.id).where(sql`is_approved`),
    // A city's list in the default order walks that city's salons only (decision 070).
    index('salons_public_city_rating_idx')
      .on(t.city, sql`(-${t.avgRating})`, sql`(-${t.reviewCount})`, t.searchName, t.id)
      .where(sql`is_approved`),
    index('salons_public_categories_idx').using('gin', t.serviceCategories).where(sql`is_approved`),
    index('salons_public_service_names_idx').using('gin', t.serviceSearchNames).where(sql`is_approved`),
    index('salons_public_earth_point_idx').using('gist', t.earthPoint).where(sql`is_approved`),
    // The salons without a position, which a list by distance gives last, by name.
    index('salons_public_unplaced_name_idx')
      .on(t.searchName, t.id)
      .where(sql`is_approved and earth_point is null`),
    index('salons_created_at_idx').on(t.createdAt),
    check('salons_cancellation_window_check', sql`${t.cancellationWindowHours} between 0 and 72`),
    check('salons_reminder_hours_check', sql`${t.reminderHours} between 2 and 72`),
    check('salons_sms_monthly_cap_check', sql`${t.smsMonthlyCap} between 0 and 100000`),
    check('salons_response_hours_check', sql`${t.responseHours} between 1 and 48`),
    check(
      'salons_friday_break_check',
      sql`(${t.fridayBreakStart} is null and ${t.fridayBreakEnd} is null) or ${t.fridayBreakEnd} > ${t.fridayBreakStart}`,
    ),
  ],
);

/**
 * The change an owner proposed to an approved salon's public text or cover, waiting for an admin.
 * It holds the whole proposed version (one per salon, later edits replace it); the approved version
 * stays public until an admin accepts it (decision 044).
 */
export const salonRevisions = pgTable('salon_revisions', {
  salonId: uuid('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  description: text('description'),
  coverImageUrl: text('cover_image_url'),
  city: text('city'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    duration: integer('duration').notNull().default(30),
    /** Minutes after the client's time during which the employee is not bookable. */
    cleanupMinutes: integer('cleanup_minutes').notNull().default(0),
    /** The processing split (both set, or neither): active minutes, then the pose; the rest is active again. */
    activeBeforeMinutes: integer('active_before_minutes'),
    poseMinutes: integer('pose_minutes'),
    /**
     * When the public could first see it: null for one added to an approved salon and not yet
     * accepted by an admin (decision 075). Rows written any other way are public from their insert.
     */
    approvedAt: timestamp('approved_at', { withTimezone: true }).defaultNow(),
    /** A new name proposed for the public one, waiting for an admin (decision 075). */
    pendingName: text('pending_name'),
    /** Since when it waits for an admin, as new or with `pendingName`; null: nothing waits. */
    changesSubmittedAt: timestamp('changes_submitted_at', { withTimezone: true }),
    /** The name as searches compare it (no accents, lower case), kept by the database itself. */
    searchName: text('search_name').generatedAlwaysAs(sql`rdv_search_text(name)`),
    /** The home page's categories whose words the name contains (rdv_service_categories, 0016). */
    categories: text('categories')
      .array()
      .generatedAlwaysAs(sql`rdv_service_categories(rdv_search_text(name))`),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_salon_id_idx').on(t.salonId),
    index('services_salon_search_name_idx').on(t.salonId, t.searchName),
    index('services_name_idx').on(t.name),
    // Whether a name the list filters on is a service's (modules/salons/find-salons.ts).
    index('services_search_name_idx').on(t.searchName),
    // The admins' "Modifications de salons" reads the few waiting among all services.
    index('services_changes_submitted_idx')
      .on(t.changesSubmittedAt)
      .where(sql`changes_submitted_at is not null`),
    check('services_price_check', sql`${t.price} >= 0`),
    check('services_duration_check', sql`${t.duration} > 0 and ${t.duration} <= 720`),
    check('services_cleanup_check', sql`${t.cleanupMinutes} >= 0 and ${t.cleanupMinutes} <= 120`),
    check(
      'services_processing_check',
      sql`(${t.activeBeforeMinutes} is null and ${t.poseMinutes} is null) or (${t.activeBeforeMinutes} > 0 and ${t.poseMinutes} > 0 and ${t.activeBeforeMinutes} + ${t.poseMinutes} < ${t.duration})`,
    ),
  ],
);

// No salon_services link table: services.salon_id already links a service to its salon
// (decision 008).

/** A package ("forfait"): a named sequence of the salon's services with a price of its own. */
export const servicePackages = pgTable(
  'service_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    /** The name as the list's service filter compares it, kept by the database itself. */
    searchName: text('search_name').generatedAlwaysAs(sql`rdv_search_text(name)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_packages_salon_id_idx').on(t.salonId),
    // The list's filter reads the distinct names along it (modules/salons/list-service-names.ts).
    index('service_packages_name_idx').on(t.name),
    // Whether a name the list filters on is a package's (modules/salons/find-salons.ts).
    index('service_packages_search_name_idx').on(t.searchName),
    check('service_packages_price_check', sql`${t.price} > 0`),
  ],
);

/**
 * A package's services in order. A service in a package cannot be deleted (no action: the
 * workspace says which package holds it); deleting the salon or the package takes the rows along.
 */
export const servicePackageItems = pgTable(
  'service_package_items',
  {
    packageId: uuid('package_id')
      .notNull()
      .references(() => servicePackages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.position] }),
    index('service_package_items_service_id_idx').on(t.serviceId),
    check('service_package_items_position_check', sql`${t.position} >= 0 and ${t.position} < 4`),
  ],
);

export const mediaItems = pgTable(
  'media_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: text('type').notNull().default('image'),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_items_salon_position_idx').on(t.salonId, t.position)],
);

export const openingHours = pgTable(
  'opening_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    openTime: time('open_time').notNull(),
    closeTime: time('close_time').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    hasLunchBreak: boolean('has_lunch_break').notNull().default(false),
    lunchBreakStart: time('lunch_break_start'),
    lunchBreakEnd: time('lunch_break_end'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('opening_hours_salon_day_unique').on(t.salonId, t.day),
    check(
      'opening_hours_day_check',
      sql`${t.day} in ('monday','tuesday','wednesday','thursday','friday','saturday','sunday')`,
    ),
    check('opening_hours_times_check', sql`${t.isClosed} or ${t.closeTime} > ${t.openTime}`),
    check(
      'opening_hours_lunch_check',
      sql`not ${t.hasLunchBreak} or (${t.lunchBreakStart} is not null and ${t.lunchBreakEnd} > ${t.lunchBreakStart})`,
    ),
  ],
);

/**
 * The photos of a salon's gallery (8 at most, in `position` order; the cover comes first on the
 * page). A photo added to an approved salon waits for an admin like a new cover (decision 044).
 */
export const salonPhotos = pgTable(
  'salon_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    /** Null while an admin has not accepted it (photos of a salon not yet approved go with the salon). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('salon_photos_salon_idx').on(t.salonId, t.position)],
);
