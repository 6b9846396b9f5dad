import type { SalonPublicVersion } from '@/shared/api-types';

/**
 * The moderated fields of a salon, a proposal or a stored revision: what the public sees, what an
 * owner proposes and what an admin's approval copies onto the salon, named in one place so a new
 * moderated field cannot be forgotten in one of them.
 */
export const publicVersionOf = (row: SalonPublicVersion): SalonPublicVersion => ({
  name: row.name,
  address: row.address,
  description: row.description,
  coverImageUrl: row.coverImageUrl,
  city: row.city,
  latitude: row.latitude,
  longitude: row.longitude,
});
