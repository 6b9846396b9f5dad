import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { SecurityEventPage, SecurityEventView } from '@/shared/api-types';
import { SECURITY_LOG_PAGE_SIZE, type SecurityLogQuery } from '@/shared/schemas/security-log';
import { addDays, fromWallClock } from '@/shared/time-zone';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/schema';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The "Journal de sécurité": events newest first, filtered by type, by a text found in the actor's
 * e-mail, the target or the IP, and by days of the platform's calendar (both ends included).
 */
export async function listSecurityEvents(options: {
  db: Database;
  query: SecurityLogQuery;
  timeZone: string;
}): Promise<SecurityEventPage> {
  const { db, query, timeZone } = options;
  const conditions: (SQL | undefined)[] = [];
  if (query.type) conditions.push(eq(securityEvents.type, query.type));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(securityEvents.actorEmail, pattern),
        ilike(securityEvents.target, pattern),
        ilike(securityEvents.ip, pattern),
      ),
    );
  }
  const from = query.from ? fromWallClock(query.from, 0, timeZone) : null;
  const to = query.to ? fromWallClock(addDays(query.to, 1), 0, timeZone) : null;
  if (from) conditions.push(gte(securityEvents.at, from));
  if (to) conditions.push(lt(securityEvents.at, to));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(securityEvents)
    .where(where)
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(SECURITY_LOG_PAGE_SIZE)
    .offset((query.page - 1) * SECURITY_LOG_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(securityEvents).where(where);
  return {
    items: rows.map(
      (row): SecurityEventView => ({
        id: row.id,
        at: row.at.toISOString(),
        type: row.type,
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        target: row.target,
        ip: row.ip,
        userAgent: row.userAgent,
        details: row.details as SecurityEventView['details'],
      }),
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: SECURITY_LOG_PAGE_SIZE,
  };
}
