import type { Availability } from '@/shared/api-types';
import type { availabilities } from '../../db/schema';

/** A weekly range as the API answers it: times as "HH:MM", without the database's seconds. */
export function toAvailability(row: typeof availabilities.$inferSelect): Availability {
  return {
    id: row.id,
    weekday: row.weekday,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
  };
}
