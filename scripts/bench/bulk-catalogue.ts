import { sql } from 'drizzle-orm';
import { CITIES } from '../../src/shared/cities';

/** The services the bulk-built bench salons offer: name, price, minutes (the list benches take the first few). */
export const BENCH_SERVICES = [
  ['Coupe femme', '35.00', 60],
  ['Brushing', '20.00', 30],
  ['Coloration', '60.00', 90],
  ['Manucure', '15.00', 30],
  ['Soin du visage', '45.00', 60],
  ['Massage relaxant', '50.00', 60],
  ['Maquillage mariée', '120.00', 90],
  ['Barbe', '10.00', 30],
  ['Épilation sourcils', '8.00', 15],
  ['Pédicure', '25.00', 45],
] as const;

/** The platform's cities as an SQL VALUES list `(idx, slug, name, lat, lng)`, for spreading bulk salons over them. */
export function citiesValues() {
  return sql.raw(
    CITIES.map(
      (city, index) =>
        `(${index}, '${city.slug}', '${city.name.replace(/'/g, "''")}', ${city.latitude}, ${city.longitude})`,
    ).join(', '),
  );
}
