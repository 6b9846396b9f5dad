import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { smsProviderFrom } from '../config/messaging';
import { messageOutbox } from '../db/schema';
import { logger } from '../lib/logger';
import { createMessageSenders } from '../lib/messaging/create-senders';
import { enqueueMessage, processMessages } from '../lib/messaging/outbox';
import {
  type OrangeStandIn,
  type SmsGatewayStandIn,
  startOrangeSms,
  startSmsGateway,
} from '../test-support/message-providers';
import { startTestServer, type TestServer, testServerSettings } from '../test-support/test-server';
import { killAt, onPostgres, scratchFolder, spawnScript } from './fixtures';

/**
 * Faults (decision 078): the process sending an SMS is killed (SIGKILL, nothing of it runs again)
 * while the provider holds its request, the message perhaps taken, perhaps not. After recovery each
 * message reaches the phone exactly once: a receipt naming the message in doubt settles it, the
 * gateway's reference makes a second request harmless, and a message nobody took leaves again once
 * the grace has passed. The sender is a child process on the same PostgreSQL database; the embedded
 * database has one process only (the same state after a timeout is providers.test.ts's, on both).
 */

const SMS_SECRET = randomBytes(24).toString('hex');
const dataDir = scratchFolder('message-kill');
let server: TestServer;
let orange: OrangeStandIn;
let gateway: SmsGatewayStandIn;
let levelBefore = logger.level;

beforeAll(async () => {
  if (!onPostgres) return;
  [orange, gateway] = await Promise.all([startOrangeSms(), startSmsGateway()]);
  server = await startTestServer(orange.env(SMS_SECRET));
  levelBefore = logger.level;
  logger.level = 'fatal';
});
afterAll(async () => {
  logger.level = levelBefore;
  await server?.stop();
  await Promise.all([orange?.stop(), gateway?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  await Promise.all([orange?.setFault(null), gateway?.setFault(null)]);
});

/**
 * Kills a child sending through this provider, on the test server's database (receipts come to
 * the server), as soon as the provider holds its request: the process dies mid-send.
 */
function killMidSend(held: Promise<void>, providerEnv: Record<string, string>) {
  const database = server.deps.config.database;
  if (database.kind !== 'postgres') throw new Error('PostgreSQL seulement');
  const sender = spawnScript('src/server/test-support/send-messages-child.ts', [], {
    ...process.env,
    ...testServerSettings(),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    BASE_URL: server.url,
    ...providerEnv,
  });
  return killAt(sender, held, "l'envoi");
}

async function queueAlone(): Promise<string> {
  await server.deps.db.execute(
    sql`update message_outbox set next_attempt_at = now() + interval '1 day' where state = 'pending'`,
  );
  return enqueueMessage(server.deps.db, {
    channel: 'sms',
    to: `+2162${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    template: 'reminder',
    body: 'Rappel : RDV demain 10:00 au Salon Jasmin.',
  });
}

const rowOf = async (id: string) =>
  must((await server.deps.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0], 'row');

/** The dead process's lease has run out (60 s in real life): time driven in the database. */
const leaseOver = (id: string) =>
  server.deps.db.execute(
    sql`update message_outbox set locked_until = now() - interval '1 second' where id = ${id}`,
  );

const orangeSenders = () =>
  createMessageSenders({ ...server.deps.config.messaging, siteUrl: server.url }, { timeoutMs: 2_000 });

describe.runIf(onPostgres)('the sending process killed mid-send', () => {
  it('Orange took it: its receipt settles the message in doubt, never sent twice', async () => {
    const id = await queueAlone();
    await orange.setFault('hold-after-taking');
    await killMidSend(orange.held(), orange.env(SMS_SECRET));
    const doubtful = await rowOf(id);
    expect(doubtful.state).toBe('pending');
    expect(doubtful.claimedAt).not.toBeNull();
    await orange.setFault(null);
    const taken = must(
      orange.taken.find((sms) => sms.callbackData === id),
      'SMS reçu',
    );
    // Orange's receipt reaches the new process's webhook, at the address the dead one gave.
    expect(await orange.sendReceipt(taken, 'DeliveredToTerminal')).toEqual({
      status: 200,
      body: { recorded: true },
    });
    await leaseOver(id);
    expect(await processMessages(server.deps.db, orangeSenders(), { inDoubtGraceMs: 0 })).toBe(0);
    expect(orange.taken.filter((sms) => sms.callbackData === id)).toHaveLength(1);
    expect((await rowOf(id)).state).toBe('delivered');
  });

  it('Orange never took it, no receipt: sent again after the grace, once', async () => {
    const id = await queueAlone();
    await orange.setFault('hold-before-taking');
    await killMidSend(orange.held(), orange.env(SMS_SECRET));
    await orange.setFault(null);
    await leaseOver(id);
    // Within the grace it waits for a receipt that might come.
    expect(await processMessages(server.deps.db, orangeSenders())).toBe(0);
    expect(await processMessages(server.deps.db, orangeSenders(), { inDoubtGraceMs: 0 })).toBe(1);
    expect(orange.taken.filter((sms) => sms.callbackData === id)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('the gateway took it: sent again with the same reference, one SMS', async () => {
    const id = await queueAlone();
    await gateway.setFault('hold-after-taking');
    await killMidSend(gateway.held(), gateway.env(SMS_SECRET));
    await gateway.setFault(null);
    await leaseOver(id);
    const senders = createMessageSenders(
      { ...server.deps.config.messaging, sms: smsProviderFrom(gateway.env(SMS_SECRET)) },
      { timeoutMs: 2_000 },
    );
    expect(await processMessages(server.deps.db, senders, { inDoubtGraceMs: 0 })).toBe(1);
    expect(gateway.taken.filter((sms) => sms.reference === id)).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', provider: 'sms-http' });
  });
});

describe.skipIf(onPostgres)('on the embedded database', () => {
  it('one process only: the kill is proven on PostgreSQL, the same state after a timeout in providers.test.ts', () => {
    expect(onPostgres).toBe(false);
  });
});
