import { asc, eq } from 'drizzle-orm';
import type { Employee, ItemList } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { toEmployee } from './employee-view';

export async function listEmployees(options: { db: Database; salonId: string }): Promise<ItemList<Employee>> {
  const rows = await options.db
    .select()
    .from(employees)
    .where(eq(employees.salonId, options.salonId))
    .orderBy(asc(employees.fullName));
  return { items: rows.map(toEmployee) };
}
