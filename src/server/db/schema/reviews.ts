import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { salons } from './salons';

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
