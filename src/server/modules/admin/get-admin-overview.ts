import { sql } from 'drizzle-orm';
import type { AdminOverview } from '@/shared/api-types';
import { type Database, queryRows } from '../../db/client';

/**
 * The counters of the admin overview (docs/product.md#administration). "Today" is the platform's
 * day, not UTC's.
 */
export async function getAdminOverview(options: {
  db: Database;
  timeZone: string;
  now: Date;
}): Promise<AdminOverview> {
  const { db, timeZone, now } = options;
  const [row] = await queryRows<Record<keyof AdminOverview, number | string>>(
    db,
    sql`select
      (select count(*) from users) as "users",
      (select count(*) from salons where not is_approved) as "pendingSalons",
      (select count(*) from bookings
        where (start_time at time zone ${timeZone})::date = (${now} at time zone ${timeZone})::date) as "bookingsToday",
      (select count(*) from users where role = 'prestataire') as "prestataires",
      (select count(*) from users where role = 'prestataire' and provider_status = 'pending') as "pendingProviders"`,
  );
  return {
    users: Number(row?.users ?? 0),
    pendingSalons: Number(row?.pendingSalons ?? 0),
    bookingsToday: Number(row?.bookingsToday ?? 0),
    prestataires: Number(row?.prestataires ?? 0),
    pendingProviders: Number(row?.pendingProviders ?? 0),
  };
}
