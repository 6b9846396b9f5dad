// The cities a salon can be in (docs/product.md#where-and-when): a fixed list, so that "Ville" is a
// select, the URL names a city by its slug (/providers?ville=sousse) and every salon of a city is
// found under the same name. Coordinates are the city centre (WGS 84), used for the salons that gave
// no position of their own.

export interface City {
  slug: string;
  name: string;
  gouvernorat: string;
  latitude: number;
  longitude: number;
}

export const CITIES: readonly City[] = [
  { slug: 'tunis', name: 'Tunis', gouvernorat: 'Tunis', latitude: 36.8065, longitude: 10.1815 },
  { slug: 'la-marsa', name: 'La Marsa', gouvernorat: 'Tunis', latitude: 36.8782, longitude: 10.3247 },
  { slug: 'carthage', name: 'Carthage', gouvernorat: 'Tunis', latitude: 36.8528, longitude: 10.3233 },
  { slug: 'le-bardo', name: 'Le Bardo', gouvernorat: 'Tunis', latitude: 36.8092, longitude: 10.1406 },
  { slug: 'ariana', name: 'Ariana', gouvernorat: 'Ariana', latitude: 36.8665, longitude: 10.1647 },
  { slug: 'la-soukra', name: 'La Soukra', gouvernorat: 'Ariana', latitude: 36.875, longitude: 10.229 },
  { slug: 'ben-arous', name: 'Ben Arous', gouvernorat: 'Ben Arous', latitude: 36.7531, longitude: 10.2189 },
  { slug: 'manouba', name: 'La Manouba', gouvernorat: 'La Manouba', latitude: 36.8081, longitude: 10.0972 },
  { slug: 'nabeul', name: 'Nabeul', gouvernorat: 'Nabeul', latitude: 36.4561, longitude: 10.7376 },
  { slug: 'hammamet', name: 'Hammamet', gouvernorat: 'Nabeul', latitude: 36.4, longitude: 10.6167 },
  { slug: 'bizerte', name: 'Bizerte', gouvernorat: 'Bizerte', latitude: 37.2744, longitude: 9.8739 },
  { slug: 'beja', name: 'Béja', gouvernorat: 'Béja', latitude: 36.7256, longitude: 9.1817 },
  { slug: 'jendouba', name: 'Jendouba', gouvernorat: 'Jendouba', latitude: 36.5011, longitude: 8.7803 },
  { slug: 'le-kef', name: 'Le Kef', gouvernorat: 'Le Kef', latitude: 36.1822, longitude: 8.7147 },
  { slug: 'siliana', name: 'Siliana', gouvernorat: 'Siliana', latitude: 36.085, longitude: 9.3708 },
  { slug: 'zaghouan', name: 'Zaghouan', gouvernorat: 'Zaghouan', latitude: 36.4029, longitude: 10.1429 },
  { slug: 'sousse', name: 'Sousse', gouvernorat: 'Sousse', latitude: 35.8256, longitude: 10.636 },
  { slug: 'monastir', name: 'Monastir', gouvernorat: 'Monastir', latitude: 35.7643, longitude: 10.8113 },
  { slug: 'mahdia', name: 'Mahdia', gouvernorat: 'Mahdia', latitude: 35.5047, longitude: 11.0622 },
  { slug: 'kairouan', name: 'Kairouan', gouvernorat: 'Kairouan', latitude: 35.6781, longitude: 10.0963 },
  { slug: 'kasserine', name: 'Kasserine', gouvernorat: 'Kasserine', latitude: 35.1676, longitude: 8.8365 },
  {
    slug: 'sidi-bouzid',
    name: 'Sidi Bouzid',
    gouvernorat: 'Sidi Bouzid',
    latitude: 35.0382,
    longitude: 9.4849,
  },
  { slug: 'sfax', name: 'Sfax', gouvernorat: 'Sfax', latitude: 34.7406, longitude: 10.7603 },
  { slug: 'gafsa', name: 'Gafsa', gouvernorat: 'Gafsa', latitude: 34.425, longitude: 8.7842 },
  { slug: 'tozeur', name: 'Tozeur', gouvernorat: 'Tozeur', latitude: 33.9197, longitude: 8.1335 },
  { slug: 'kebili', name: 'Kébili', gouvernorat: 'Kébili', latitude: 33.7044, longitude: 8.969 },
  { slug: 'gabes', name: 'Gabès', gouvernorat: 'Gabès', latitude: 33.8815, longitude: 10.0982 },
  { slug: 'medenine', name: 'Médenine', gouvernorat: 'Médenine', latitude: 33.3549, longitude: 10.5055 },
  { slug: 'djerba', name: 'Djerba', gouvernorat: 'Médenine', latitude: 33.8076, longitude: 10.8451 },
  { slug: 'zarzis', name: 'Zarzis', gouvernorat: 'Médenine', latitude: 33.5039, longitude: 11.1122 },
  { slug: 'tataouine', name: 'Tataouine', gouvernorat: 'Tataouine', latitude: 32.9297, longitude: 10.4518 },
];

export const CITY_SLUGS = CITIES.map((city) => city.slug) as [string, ...string[]];

export function findCity(slug: string | null | undefined): City | undefined {
  return CITIES.find((city) => city.slug === slug);
}

/** Lower case without accents, as the database's rdv_search_text() compares. */
function plain(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The city an address names, for the salons whose owner chose none: the longest city name found as
 * whole words ("La Marsa" before "Marsa"), or undefined.
 */
export function cityFromAddress(address: string): City | undefined {
  const text = ` ${plain(address).replace(/[^a-z0-9]+/g, ' ')} `;
  let found: City | undefined;
  for (const city of CITIES) {
    const name = ` ${plain(city.name).replace(/[^a-z0-9]+/g, ' ')} `;
    if (text.includes(name) && (!found || city.name.length > found.name.length)) found = city;
  }
  return found;
}

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLon = (to.longitude - from.longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** "Salons de coiffure à Sousse": the title of a city's list (server head and page). */
export function cityListTitle(city: City): string {
  return `Salons de coiffure à ${city.name}`;
}

/** The description of a city's list (server head and page). */
export function cityListDescription(city: City): string {
  return `Les salons de coiffure et de beauté validés à ${city.name} (${city.gouvernorat}) : disponibilités, prix, avis.`;
}
