import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { AppDeps } from '../lib/context';

/** The newest mail queued for `email`, as the outbox holds it (subject and text). */
export async function newestMailTo(deps: Pick<AppDeps, 'db'>, email: string) {
  const [mail] = await deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}
