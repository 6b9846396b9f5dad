import type { CityRef } from '@/shared/api-types';
import { findCity } from '@/shared/cities';

/** What the answers say of a salon's city slug. */
export function cityRefOf(slug: string | null): CityRef | null {
  const city = findCity(slug);
  return city ? { slug: city.slug, name: city.name, gouvernorat: city.gouvernorat } : null;
}
