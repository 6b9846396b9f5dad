import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { mailOutbox, users } from '../../db/schema';
import { createSalon, createUser, signedIn } from '../../test-support/factories';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { purgeInactiveAccounts } from './purge-inactive-accounts';

let server: TestServer;
beforeAll(async () => {
  // Its own server: the purge sweeps every account, and its counts are of the whole database.
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const DAY = 86_400_000;
const now = new Date();
const at = (days: number) => new Date(now.getTime() + days * DAY);
const yearsAgo = (years: number, plusDays = 0) => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + plusDays * DAY);
};

const purge = (when: Date) =>
  purgeInactiveAccounts({
    db: server.deps.db,
    storage: server.deps.storage,
    baseUrl: 'http://rdv.test',
    now: when,
  });
const seenAt = (id: string, date: Date) =>
  server.deps.db.update(users).set({ lastSeenAt: date }).where(eq(users.id, id));
const exists = async (id: string) =>
  (await server.deps.db.select().from(users).where(eq(users.id, id))).length === 1;
const mailsTo = async (email: string) =>
  (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
    (mail) => mail.subject,
  );

describe('accounts unseen for 3 years', () => {
  it('are warned once 30 days before, then erased, each exactly once', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    await seenAt(user.id, yearsAgo(3, 10));
    const first = await Promise.all([purge(now), purge(now)]);
    expect(first.reduce((sum, run) => sum + run.warned, 0)).toBe(1);
    expect(await mailsTo(user.email)).toEqual(['Votre compte Rendezvous sera supprimé faute de connexion']);
    expect((await purge(at(1))).warned).toBe(0);

    // 29 days after the warning: still there; 31 days after: erased, once.
    await purge(at(29));
    expect(await exists(user.id)).toBe(true);
    const later = await Promise.all([purge(at(31)), purge(at(31))]);
    expect(later.reduce((sum, run) => sum + run.erased, 0)).toBe(1);
    expect(await exists(user.id)).toBe(false);
  });

  it('are kept when their owner signs in after the warning, and a sign-in counts as seen', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    await seenAt(user.id, yearsAgo(3, 10));
    await purge(now);
    await signedIn(server, user);
    const row = must((await server.deps.db.select().from(users).where(eq(users.id, user.id)))[0], 'row');
    expect(row.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await purge(at(31));
    expect(await exists(user.id)).toBe(true);
  });

  it('never erase an owner of salons nor an admin, and leave recent accounts alone', async () => {
    const owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    await createSalon(server.deps, { ownerId: owner.id });
    const admin = await createUser(server.deps, { role: 'admin' });
    const recent = await createUser(server.deps, { role: 'client' });
    for (const id of [owner.id, admin.id]) await seenAt(id, yearsAgo(5));
    await seenAt(recent.id, yearsAgo(2));
    await purge(now);
    await purge(at(31));
    for (const account of [owner, admin, recent]) {
      expect(await exists(account.id)).toBe(true);
      expect(await mailsTo(account.email)).toEqual([]);
    }
  });
});
