import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';

type EmployeeData = { fullName: string; position: string; email: string; phone: string };
const columns = (data: EmployeeData) => ({
  fullName: data.fullName,
  position: data.position,
  email: data.email || null,
  phone: data.phone || null,
});

export async function listEmployees(db: Database, salonId: string) {
  return db.select().from(employees).where(eq(employees.salonId, salonId)).orderBy(asc(employees.fullName));
}

export async function addEmployee(db: Database, salonId: string, data: EmployeeData) {
  const [employee] = await db
    .insert(employees)
    .values({ salonId, ...columns(data) })
    .returning();
  return employee!;
}

export async function updateEmployee(db: Database, employeeId: string, data: EmployeeData) {
  const [employee] = await db
    .update(employees)
    .set(columns(data))
    .where(eq(employees.id, employeeId))
    .returning();
  return employee!;
}

/** Bookings that named this employee keep their slot; the employee is set to null on them. */
export async function removeEmployee(db: Database, employeeId: string) {
  await db.delete(employees).where(eq(employees.id, employeeId));
}
