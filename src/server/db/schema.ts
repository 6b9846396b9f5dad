import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@/shared/booking-status';
import { BOOKING_LINK_ACTIONS } from '@/shared/bookings';
import { NOTIFICATION_TYPES } from '@/shared/notification-types';
import { PROVIDER_STATUSES, ROLES } from '@/shared/roles';
import { SECURITY_EVENT_TYPES } from '@/shared/security-events';
import { ABSENCE_KINDS } from '@/shared/staff';
import { DAYS } from '@/shared/weekdays';

// Conventions: uuid keys, timestamptz everywhere, money as numeric (never float), and every foreign
// key states what happens on delete. The no-overlap constraint on bookings, the review-average
// trigger and the extensions are in the custom SQL migration (drizzle-kit cannot express them).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- Accounts (tables used by better-auth; see src/server/auth/auth.ts for the field mapping) ----

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    /** Prestataires only: pending until an admin validates it (docs/product.md#provider-validation). */
    providerStatus: text('provider_status', { enum: PROVIDER_STATUSES }),
    /** Why an admin refused or suspended the prestataire, shown to them and sent by e-mail. */
    providerRefusalReason: text('provider_refusal_reason'),
    /** Optional; shown to the salons the person books with. */
    phone: text('phone'),
    /** When the person ticked "J'accepte les CGU" at sign-up (null: an account made before, or by an admin). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    cin: text('cin'),
    salonAddress: text('salon_address'),
    banned: boolean('banned').default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    /** Set when a session opens: an account unseen for 3 years is warned, then deleted (decision 051). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('client', 'prestataire', 'admin')`),
    check(
      'users_provider_status_check',
      sql`${t.providerStatus} is null or ${t.providerStatus} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Fixed-window counters shared by every API process (decision 003). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account (the e-mail tried, whether or not an account has it): past 5 within
 * 15 minutes, the next attempt waits, longer each time (docs/product.md#accounts-and-roles).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * The answer of a create request sent with an Idempotency-Key, so that a retry or a second click
 * gets the first answer instead of a second salon, service or employee (decision 049).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and path: one key answers one request only. */
    request: text('request').notNull(),
    /** Null only inside the transaction that creates the thing. */
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);

// ---- Marketplace ----

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
    timeZone: text('time_zone').notNull().default('Africa/Tunis'),
    /**
     * Set when the owner's prestataire account was suspended while this salon was approved: the salon
     * left the public (is_approved false) and comes back when the account is validated again.
     */
    hiddenBySuspension: boolean('hidden_by_suspension').notNull().default(false),
    // The salon's booking rules in hours (docs/product.md#booking-rules); ranges checked below.
    cancellationWindowHours: integer('cancellation_window_hours').notNull().default(24),
    reminderHours: integer('reminder_hours').notNull().default(24),
    responseHours: integer('response_hours').notNull().default(24),
    /** A slug of `shared/cities.ts`; null for a salon whose owner chose none and whose address names none. */
    city: text('city'),
    /** The salon's own position (WGS 84), both or neither; without it, distances use the city centre. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
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
    index('salons_public_categories_idx').using('gin', t.serviceCategories).where(sql`is_approved`),
    index('salons_public_service_names_idx').using('gin', t.serviceSearchNames).where(sql`is_approved`),
    index('salons_created_at_idx').on(t.createdAt),
    check('salons_cancellation_window_check', sql`${t.cancellationWindowHours} between 0 and 72`),
    check('salons_reminder_hours_check', sql`${t.reminderHours} between 2 and 72`),
    check('salons_response_hours_check', sql`${t.responseHours} between 1 and 48`),
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
    check('services_price_check', sql`${t.price} >= 0`),
    check('services_duration_check', sql`${t.duration} > 0 and ${t.duration} <= 720`),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('employees_salon_id_idx').on(t.salonId),
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

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A deleted client's past appointments stay in the salon's history, without the person.
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
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
    /** iCalendar SEQUENCE of the client's event: grows with each change the client is e-mailed about. */
    sequence: integer('sequence').notNull().default(0),
    /** A request expires when still pending at this moment (the salon's "Délai de réponse"). */
    respondBy: timestamp('respond_by', { withTimezone: true }),
    /** When the reminder is due; null once sent, or when there is none to send. */
    remindAt: timestamp('remind_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** The client answered "Je confirme ma venue" from the reminder. */
    clientConfirmedAt: timestamp('client_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_client_start_idx').on(t.clientId, t.startTime),
    index('bookings_respond_by_idx').on(t.respondBy).where(sql`${t.status} = 'pending'`),
    index('bookings_remind_at_idx').on(t.remindAt).where(sql`${t.remindAt} is not null`),
    index('bookings_salon_start_idx').on(t.salonId, t.startTime),
    index('bookings_prestataire_start_idx').on(t.prestataireId, t.startTime),
    index('bookings_start_idx').on(t.startTime),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending','confirmed','refused','cancelled','modified','expired','attended','no_show')`,
    ),
    check('bookings_times_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * The one-tap links of a reminder e-mail ("Je confirme ma venue", "Annuler ce rendez-vous"): only a
 * hash of the random token is kept; each link works once, for its booking, until the booking starts.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text('action', { enum: BOOKING_LINK_ACTIONS }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_links_token_hash_idx').on(t.tokenHash),
    index('booking_links_booking_idx').on(t.bookingId),
    check('booking_links_action_check', sql`${t.action} in ('confirm_attendance','cancel')`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    // A person's reviews go with their account (right to erasure).
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** "Client vérifié": the author had a confirmed, past booking at this salon (docs/product.md#reviews). */
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // As the salon page orders them (`desc`, which is NULLS FIRST), so its page is read from the index.
    index('reviews_salon_created_idx').on(
      t.salonId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reviews_client_id_idx').on(t.clientId),
    // One review per client and salon: a second opinion edits the first, it does not add weight.
    uniqueIndex('reviews_salon_client_unique').on(t.salonId, t.clientId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // In the list's order (newest first, the id breaking ties), so a page is read from the index.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
  ],
);

/** Calendar-provider tokens, encrypted at rest with AES-256-GCM (decision 036). */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('google'),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
  scope: text('scope'),
  tokenType: text('token_type'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One pending authorization per row: the state is random and single-use, tied to the session that
 * asked for it, and carries the PKCE verifier (decision 036). Only the state's hash is stored.
 */
export const calendarAuthorizations = pgTable(
  'calendar_authorizations',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_authorizations_user_idx').on(t.userId)],
);

/**
 * A booking's event in its prestataire's connected calendar, as it should be ("present" or
 * "absent") and as it was last written. Booking changes bump `version` in their own transaction;
 * the sync worker brings the calendar up to date, so an outage of the provider loses nothing.
 * Disconnecting the calendar (deleting its tokens) drops the rows.
 */
export const calendarEventLinks = pgTable(
  'calendar_event_links',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => calendarTokens.userId, { onDelete: 'cascade' }),
    desired: text('desired').notNull(),
    version: integer('version').notNull().default(1),
    syncedVersion: integer('synced_version').notNull().default(0),
    externalEventId: text('external_event_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('calendar_event_links_due_idx').on(t.nextAttemptAt).where(sql`${t.version} <> ${t.syncedVersion}`),
    index('calendar_event_links_user_idx').on(t.userId),
    check('calendar_event_links_desired_check', sql`${t.desired} in ('present','absent')`),
  ],
);

/**
 * A person's private iCalendar feed. The secret is looked up by its hash and kept encrypted so the
 * profile can show the address again; regenerating replaces both, and the old address stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenEncrypted: text('token_encrypted').notNull(),
  createdAt: createdAt(),
});

/** Durable outbox: written in the transaction of the change that causes the mail (decision 030). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** An iCalendar invitation sent with the mail: { method, content } (REQUEST or CANCEL). */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string } | null>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending','sent','failed')`),
  ],
);

/**
 * Security events (sign-ins, refusals, account and moderation changes) for the administration's
 * "Journal de sécurité"; kept 12 months. Never a password or a token in `details`.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    type: text('type', { enum: SECURITY_EVENT_TYPES }).notNull(),
    /** Who acted (null for a visitor); the e-mail is kept as written then, for a deleted account too. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** What it was about: a user, salon, review or booking id, or the e-mail tried at sign-in. */
    target: text('target'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('security_events_at_idx').on(t.at.desc()),
    index('security_events_type_at_idx').on(t.type, t.at.desc()),
    index('security_events_actor_at_idx').on(t.actorId, t.at.desc()),
  ],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  rateLimits,
  salons,
  services,
  mediaItems,
  openingHours,
  employees,
  employeeWorkingDays,
  employeeServices,
  employeeAbsences,
  bookings,
  reviews,
  notifications,
  calendarTokens,
  calendarAuthorizations,
  calendarEventLinks,
  calendarFeeds,
  mailOutbox,
  salonRevisions,
  securityEvents,
};

// No salon_services link table: services.salon_id already links a service to its salon
// (decision 008).

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
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.day, t.serviceId] }),
    // Covering: the list's "which salons are free that day" reads the index alone.
    index('salon_availability_day_salon_idx').on(t.day, t.salonId, t.lastStart),
  ],
);

/**
 * Salons whose availability must be rebuilt: filled by triggers (bookings, hours, services, team,
 * absences, approval) in the writer's transaction, drained by the availability worker. `through`
 * records the last day a salon's rows were built for, so the worker also rolls each salon onto
 * the new day.
 */
export const availabilityQueue = pgTable('availability_queue', {
  salonId: uuid('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});

export const availabilityBuilds = pgTable('availability_builds', {
  salonId: uuid('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  /** The salon's today when its rows were last built. */
  builtFor: date('built_for', { mode: 'string' }).notNull(),
});

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
