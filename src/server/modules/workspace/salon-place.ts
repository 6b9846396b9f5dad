import { cityFromAddress, findCity } from '@/shared/cities';

export interface SalonPlace {
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Where a created or edited salon is (docs/product.md#where-and-when): the city chosen from the list,
 * else the one the address names, else the one it had; the position given, else the one it had if
 * the city did not change, else the city's centre (also when the position sent is the old one and
 * the city changed: the form sends back what it showed).
 */
export function placeSalon(
  input: { address: string; city?: string; latitude?: number | null; longitude?: number | null },
  current: SalonPlace | null,
): SalonPlace {
  const city = input.city || cityFromAddress(input.address)?.slug || current?.city || null;
  // The form sends back the position it showed: that one is not a new choice if the city changed.
  const unchanged = input.latitude === current?.latitude && input.longitude === current?.longitude;
  if (input.latitude != null && input.longitude != null && !(unchanged && current?.city !== city)) {
    return { city, latitude: input.latitude, longitude: input.longitude };
  }
  if (current && current.city === city && current.latitude !== null) {
    return { city, latitude: current.latitude, longitude: current.longitude };
  }
  const centre = findCity(city);
  return { city, latitude: centre?.latitude ?? null, longitude: centre?.longitude ?? null };
}
