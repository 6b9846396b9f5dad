import { and, count, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '@/shared/booking-status';
import { MAX_UPCOMING_BOOKINGS_PER_SALON } from '@/shared/constants';
import { UNVERIFIED_ACTIVE_BOOKINGS, UNVERIFIED_BOOKING_LIMIT_MESSAGE } from '@/shared/email-verification';
import { formatDate, formatTime } from '@/shared/format';
import { AppError } from '../../base/errors';
import type { Transaction } from '../../db/client';
import { bookings, salons } from '../../db/schema';

/**
 * One client's bookings are decided one at a time, across salons: taken before the salon's lock
 * (always in that order), so two requests of one person cannot both pass the checks below.
 */
export async function lockClientBookings(tx: Transaction, clientId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`client-bookings:${clientId}`}))`);
}

/** Fair use: one person is in one place at a time (docs/product.md#fair-use). */
export async function assertNoClientOverlap(
  tx: Transaction,
  options: { clientId: string; startTime: Date; endTime: Date; excludeBookingId?: string },
) {
  const [other] = await tx
    .select({ startTime: bookings.startTime, salonName: salons.name, timeZone: salons.timeZone })
    .from(bookings)
    .innerJoin(salons, eq(salons.id, bookings.salonId))
    .where(
      and(
        eq(bookings.clientId, options.clientId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        lt(bookings.startTime, options.endTime),
        gt(bookings.endTime, options.startTime),
        options.excludeBookingId ? ne(bookings.id, options.excludeBookingId) : undefined,
      ),
    )
    .limit(1);
  if (other) {
    throw new AppError(
      409,
      'booking_overlap',
      `Vous avez déjà un rendez-vous à ce moment-là (${other.salonName}, le ${formatDate(other.startTime, other.timeZone)} à ${formatTime(other.startTime, other.timeZone)}). Choisissez un autre créneau.`,
    );
  }
}

/** The person's active bookings still to come, everywhere or at one salon. */
async function upcomingActiveCount(
  tx: Transaction,
  options: { clientId: string; salonId?: string; now: Date },
) {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.clientId, options.clientId),
        options.salonId ? eq(bookings.salonId, options.salonId) : undefined,
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gt(bookings.startTime, options.now),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Until the person confirms their address, one upcoming booking at all: a throwaway account cannot
 * hold many slots (docs/product.md#fair-use).
 */
export async function assertUnverifiedQuota(
  tx: Transaction,
  options: { clientId: string; emailVerified: boolean; now: Date },
) {
  if (options.emailVerified) return;
  const upcoming = await upcomingActiveCount(tx, options);
  if (upcoming >= UNVERIFIED_ACTIVE_BOOKINGS) {
    throw new AppError(403, 'email_unverified', UNVERIFIED_BOOKING_LIMIT_MESSAGE);
  }
}

/** Fair use: a few upcoming appointments per salon, so one person cannot hold a salon's whole day. */
export async function assertSalonQuota(
  tx: Transaction,
  options: { clientId: string; salonId: string; now: Date },
) {
  const upcoming = await upcomingActiveCount(tx, options);
  if (upcoming >= MAX_UPCOMING_BOOKINGS_PER_SALON) {
    throw new AppError(
      409,
      'salon_booking_limit',
      `Vous avez déjà ${MAX_UPCOMING_BOOKINGS_PER_SALON} rendez-vous à venir dans ce salon. Attendez qu'un d'eux soit passé, ou annulez-en un, pour en réserver un autre.`,
    );
  }
}
