import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../src/server/db/client';
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

/**
 * One salon in four (of those `salons` selects, aliased `s`) gets "Forfait mariée", a package of its
 * first two services by name: the filter's names, the salon page and availability read packages too
 * (docs/product.md#packages).
 */
export async function insertBulkPackages(executor: Executor, salons: SQL) {
  await executor.execute(sql`
    insert into service_packages (salon_id, name, price)
    select s.id, 'Forfait mariée', 150 from salons s where ${salons} and hashtext(s.id::text) % 4 = 0`);
  await executor.execute(sql`
    insert into service_package_items (package_id, position, service_id)
    select p.id, f.position, f.service_id
    from service_packages p
    join (select salon_id, id as service_id, row_number() over (partition by salon_id order by name) - 1 as position
      from services) f on f.salon_id = p.salon_id and f.position < 2`);
}
