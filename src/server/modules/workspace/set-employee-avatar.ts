import { eq } from 'drizzle-orm';
import type { EmployeeAvatar } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { employees } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { processImage, randomImageName } from '../../lib/images';
import { fileUrl, keyFromUrl, type Storage } from '../../lib/storage/storage';
import { AVATAR_MAX_SIDE } from '../profile/update-avatar';
import {
  employeeVersionWrite,
  lockedEmployee,
  pendingEmployeeVersion,
  publicEmployeeVersion,
} from './team-and-services-revisions';

/**
 * The employee's optional photo, checked like a profile picture. On an approved salon a public
 * employee's new photo waits for an admin beside the public one (decision 075); the photos nobody
 * shows or proposes any more are removed.
 */
export async function setEmployeeAvatar(options: {
  db: Database;
  storage: Storage;
  employeeId: string;
  bytes: Buffer;
  viewer: Viewer;
  now: Date;
}): Promise<EmployeeAvatar> {
  const { db, storage, employeeId } = options;
  const image = await processImage(options.bytes, AVATAR_MAX_SIDE);
  const key = `avatars/${employeeId}/${randomImageName()}`;
  await storage.put(key, image.body, image.contentType);
  const url = fileUrl(key);
  let result: { pending: boolean; obsoletePhotos: string[] };
  try {
    result = await db.transaction(async (tx) => {
      const { salon, employee: current } = await lockedEmployee(tx, employeeId);
      const { columns, obsoletePhotos } = await employeeVersionWrite(tx, {
        salon,
        employee: current,
        version: { ...(pendingEmployeeVersion(current) ?? publicEmployeeVersion(current)), avatarUrl: url },
        ownerName: options.viewer.fullName,
        now: options.now,
      });
      await tx.update(employees).set(columns).where(eq(employees.id, employeeId));
      return { pending: !current.approvedAt || columns.avatarUrl !== url, obsoletePhotos };
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  for (const obsolete of result.obsoletePhotos) {
    const oldKey = keyFromUrl(obsolete);
    if (oldKey) await storage.delete(oldKey);
  }
  return { avatarUrl: url, pending: result.pending };
}
