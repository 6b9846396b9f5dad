import { eq } from 'drizzle-orm';
import type { BookingRules } from '@/shared/api-types';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { salons } from '../../db/schema';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';

/**
 * The owner sets the salon's booking rules (docs/product.md#booking-rules). They change no public
 * text, so they take effect at once without moderation. The cancellation window applies from now to
 * every booking not yet started; a new reminder delay, to bookings confirmed from now; a new answer
 * delay, to requests made from now.
 */
export async function setBookingRules(options: {
  db: Database;
  salonId: string;
  rules: BookingRules;
}): Promise<BookingRules> {
  const [row] = await options.db
    .update(salons)
    .set(options.rules)
    .where(eq(salons.id, options.salonId))
    .returning({
      cancellationWindowHours: salons.cancellationWindowHours,
      reminderHours: salons.reminderHours,
      responseHours: salons.responseHours,
    });
  // Deleted between the route's ownership check and this update: gone, as it would be a moment later.
  if (!row) throw notFound(SALON_NOT_FOUND);
  return row;
}
