import { lt } from 'drizzle-orm';
import { SECURITY_LOG_RETENTION_MONTHS } from '@/shared/security-events';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/schema';

/**
 * Deletes the events older than the retention the privacy page states (12 months). One statement:
 * safe to run from several processes at once, and again after a restart.
 */
export async function purgeSecurityEvents(options: { db: Database; now: Date }): Promise<number> {
  const limit = new Date(options.now);
  limit.setUTCMonth(limit.getUTCMonth() - SECURITY_LOG_RETENTION_MONTHS);
  const deleted = await options.db
    .delete(securityEvents)
    .where(lt(securityEvents.at, limit))
    .returning({ id: securityEvents.id });
  return deleted.length;
}
