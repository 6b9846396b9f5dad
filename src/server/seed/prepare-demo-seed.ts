import { count, like, not } from 'drizzle-orm';
import type { Database } from '../db/client';
import { salons, users } from '../db/schema';
import { DEMO_EMAIL_DOMAIN } from './data/people';

/**
 * Whether the demo marketplace may be seeded: no salon and no account besides demo ones. Demo
 * accounts without salons are what an interrupted seed leaves behind (accounts are created before
 * the marketplace transaction); they are removed so the seed can run again from the start.
 */
export async function prepareDemoSeed(db: Database): Promise<boolean> {
  const demoEmails = `%@${DEMO_EMAIL_DOMAIN}`;
  const [salonRow] = await db.select({ total: count() }).from(salons);
  const [realUsers] = await db
    .select({ total: count() })
    .from(users)
    .where(not(like(users.email, demoEmails)));
  if ((salonRow?.total ?? 0) > 0 || (realUsers?.total ?? 0) > 0) return false;
  await db.delete(users).where(like(users.email, demoEmails));
  return true;
}
