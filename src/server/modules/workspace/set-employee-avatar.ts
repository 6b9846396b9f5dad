import { eq } from 'drizzle-orm';
import type { EmployeeAvatar } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import { randomImageName, replaceStoredImage } from '../../lib/images';
import type { Storage } from '../../lib/storage/storage';
import { AVATAR_MAX_SIDE } from '../profile/update-avatar';

/** The employee's optional photo, stored and checked like a profile picture; the previous one is removed. */
export async function setEmployeeAvatar(options: {
  db: Database;
  storage: Storage;
  employeeId: string;
  bytes: Buffer;
}): Promise<EmployeeAvatar> {
  const { db, employeeId } = options;
  const [previous] = await db
    .select({ avatarUrl: employees.avatarUrl })
    .from(employees)
    .where(eq(employees.id, employeeId));
  const avatarUrl = await replaceStoredImage({
    storage: options.storage,
    bytes: options.bytes,
    maxSide: AVATAR_MAX_SIDE,
    key: `avatars/${employeeId}/${randomImageName()}`,
    previousUrl: previous?.avatarUrl,
    point: (url) => db.update(employees).set({ avatarUrl: url }).where(eq(employees.id, employeeId)),
  });
  return { avatarUrl };
}
