import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/**
 * A prestataire's client file: one person their salons receive (docs/product.md#client-file). The
 * book is the owner's, across their salons. A file may be linked to a Rendezvous account
 * (`user_id`), made when that person booked online or linked when their verified e-mail matched.
 */
export const salonClients = pgTable(
  'salon_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // An erased account takes the files made of it (and the salons' notes on it): its past
    // appointments stay in the salons' history without the person (decision 066).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** E.164 ("+21620123456"), the client's identity in the book: one file per number. */
    phone: text('phone'),
    email: text('email'),
    allergies: text('allergies').notNull().default(''),
    /** The salon asked the client and ticked "Recevoir mes rappels par WhatsApp" for them. */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** The start of the latest appointment marked "Honoré", kept by the `salon_clients_last_visit` trigger. */
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** The number's digits without "+" ("21620123456"): a search by number reads its start from an index. */
    phoneDigits: text('phone_digits').generatedAlwaysAs(sql`substr(phone, 2)`),
    /** Name, number and e-mail as the search compares them (no accents, lower case). */
    searchText: text('search_text').generatedAlwaysAs(
      sql`rdv_search_text(full_name || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('salon_clients_owner_phone_idx').on(t.ownerId, t.phone).where(sql`phone is not null`),
    uniqueIndex('salon_clients_owner_user_idx').on(t.ownerId, t.userId).where(sql`user_id is not null`),
    index('salon_clients_owner_last_visit_idx').on(t.ownerId, sql`last_visit_at desc nulls last`, sql`id`),
    index('salon_clients_user_idx').on(t.userId),
    index('salon_clients_owner_phone_digits_idx').on(t.ownerId, sql`phone_digits text_pattern_ops`),
    check('salon_clients_phone_check', sql`${t.phone} is null or ${t.phone} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);

/** The salon's dated notes on a client, with their author: never shown to the client. */
export const salonClientNotes = pgTable(
  'salon_client_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => salonClients.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('salon_client_notes_client_idx').on(t.clientId, t.createdAt)],
);
