import type { z } from 'zod';
import type { ManagedService } from '@/shared/api-types';
import type { ServiceSchema } from '@/shared/schemas/workspace';
import { timingOf } from '@/shared/service-timing';
import type { services } from '../../db/schema';
import { moderationOf } from '../core/salon-waits';

/** A service row as the workspace routes answer it. */
export function toManagedService(row: typeof services.$inferSelect): ManagedService {
  return {
    id: row.id,
    salonId: row.salonId,
    name: row.name,
    price: row.price,
    duration: row.duration,
    cleanupMinutes: row.cleanupMinutes,
    processing: timingOf(row).processing,
    moderation: moderationOf(row),
    pendingChanges:
      row.approvedAt && row.changesSubmittedAt && row.pendingName !== null
        ? { name: row.pendingName, submittedAt: row.changesSubmittedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns a service form writes (docs/product.md#service-timing): the pose as its first two times. */
export function serviceColumns(input: z.output<typeof ServiceSchema>) {
  const { processing, ...rest } = input;
  return {
    ...rest,
    activeBeforeMinutes: processing?.activeBefore ?? null,
    poseMinutes: processing?.pose ?? null,
  };
}
