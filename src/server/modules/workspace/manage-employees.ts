import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { randomImageName, replaceStoredImage } from '../../lib/images';
import { keyFromUrl, type Storage } from '../../lib/storage/storage';
import { AVATAR_MAX_SIDE } from '../profile/update-avatar';

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
export async function removeEmployee(db: Database, storage: Storage, employeeId: string) {
  const [removed] = await db
    .delete(employees)
    .where(eq(employees.id, employeeId))
    .returning({ avatarUrl: employees.avatarUrl });
  const key = keyFromUrl(removed?.avatarUrl);
  if (key) await storage.delete(key);
}

/** The employee's optional photo, stored and checked like a profile picture; the previous one is removed. */
export async function setEmployeeAvatar(options: {
  db: Database;
  storage: Storage;
  employeeId: string;
  bytes: Buffer;
}) {
  const { db, employeeId } = options;
  const [previous] = await db
    .select({ avatarUrl: employees.avatarUrl })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return replaceStoredImage({
    storage: options.storage,
    bytes: options.bytes,
    maxSide: AVATAR_MAX_SIDE,
    key: `avatars/${employeeId}/${randomImageName()}`,
    previousUrl: previous?.avatarUrl,
    point: (url) => db.update(employees).set({ avatarUrl: url }).where(eq(employees.id, employeeId)),
  });
}
