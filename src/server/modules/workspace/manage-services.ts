import { asc, eq, sql } from 'drizzle-orm';
import { BUILT_IN_SERVICE_NAMES } from '@/shared/service-catalogue';
import { type Database, queryRows } from '../../db/client';
import { services } from '../../db/schema';

type ServiceData = { name: string; price: string; duration: number };

export async function listSalonServices(db: Database, salonId: string) {
  return db.select().from(services).where(eq(services.salonId, salonId)).orderBy(asc(services.name));
}

export async function addService(db: Database, salonId: string, data: ServiceData) {
  const [service] = await db
    .insert(services)
    .values({ salonId, ...data })
    .returning();
  return service!;
}

export async function updateService(db: Database, serviceId: string, data: ServiceData) {
  const [service] = await db.update(services).set(data).where(eq(services.id, serviceId)).returning();
  return service!;
}

/** Past bookings keep the service's name and price as booked (the foreign key is set to null). */
export async function deleteService(db: Database, serviceId: string) {
  await db.delete(services).where(eq(services.id, serviceId));
}

/** Names to choose from: the ones already used on the platform and a built-in list, once each. */
export async function serviceCatalogue(db: Database): Promise<string[]> {
  const used = await queryRows<{ name: string }>(db, sql`select distinct name from services`);
  const names = new Map<string, string>();
  for (const name of [...BUILT_IN_SERVICE_NAMES, ...used.map((row) => row.name)]) {
    names.set(name.toLocaleLowerCase('fr'), names.get(name.toLocaleLowerCase('fr')) ?? name);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b, 'fr'));
}
