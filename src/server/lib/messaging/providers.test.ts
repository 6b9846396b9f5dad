import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { sqlNow } from '../../base/clock';
import { mailOutbox, messageOutbox } from '../../db/schema';
import { diffSnapshots, snapshotDatabase } from '../../test-support/db-snapshot';
import {
  type OrangeStandIn,
  type SmsGatewayStandIn,
  startOrangeSms,
  startSmsGateway,
  startWhatsappCloud,
  type WhatsappStandIn,
} from '../../test-support/message-providers';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { logger } from '../logger';
import { createMessageSenders } from './create-senders';
import { enqueueMessage, processMessages, type QueuedMessage } from './outbox';
import type { MessageSenders } from './sender';

// The three providers behind one interface, by real HTTP against their stand-ins: each sends, its
// receipts move the message's state, a receipt without the right secret or signature changes
// nothing, a permanent refusal falls back to the prepared next channel, and outages end in exactly
// one delivery. Time is driven by moving the outbox's dates in the database (it reads now()).

const SMS_SECRET = randomBytes(24).toString('hex');
let gateway: SmsGatewayStandIn;
let orange: OrangeStandIn;
let whatsapp: WhatsappStandIn;
/** The generic gateway for SMS, WhatsApp Cloud. */
let server: TestServer;
/** Orange for SMS. */
let orangeServer: TestServer;
let levelBefore = logger.level;

/** The server's own senders, told the address the test server really listens on. */
function sendersOf(running: TestServer, timeoutMs = 2_000): MessageSenders {
  return createMessageSenders({ ...running.deps.config.messaging, siteUrl: running.url }, { timeoutMs });
}

beforeAll(async () => {
  [gateway, orange, whatsapp] = await Promise.all([
    startSmsGateway(),
    startOrangeSms(),
    startWhatsappCloud(),
  ]);
  [server, orangeServer] = await Promise.all([
    startTestServer({ ...gateway.env(SMS_SECRET), ...whatsapp.env() }),
    startTestServer(orange.env(SMS_SECRET)),
  ]);
  // Failed attempts are expected here; the assertions say what matters.
  levelBefore = logger.level;
  logger.level = 'fatal';
});
afterAll(async () => {
  logger.level = levelBefore;
  await Promise.all([server?.stop(), orangeServer?.stop()]);
  await Promise.all([gateway?.stop(), orange?.stop(), whatsapp?.stop()]);
});
afterEach(async () => {
  await Promise.all([gateway.setFault(null), orange.setFault(null), whatsapp.setFault(null)]);
});

const phone = () => `+2162${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
const sms = (to = phone(), extra: Partial<QueuedMessage> = {}): QueuedMessage => ({
  channel: 'sms',
  to,
  template: 'reminder',
  body: 'Rappel : RDV demain 10:00 au Salon Jasmin. Confirmer ou annuler : https://rdv.tn/m/abcdefgh',
  ...extra,
});

async function rowOf(running: TestServer, id: string) {
  return must(
    (await running.deps.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0],
    'message row',
  );
}

/** Only this message is due: rows other tests left pending stay out of the way. */
async function queueAlone(running: TestServer, message: QueuedMessage): Promise<string> {
  await running.deps.db.execute(
    sql`update message_outbox set next_attempt_at = now() + interval '1 day' where state = 'pending'`,
  );
  return enqueueMessage(running.deps.db, message);
}

/**
 * Time passes: the message's next attempt (its backoff) is due now, on the product's clock (the
 * worker's): the database's now() has microseconds the product's milliseconds may not have reached.
 */
const makeDue = (running: TestServer, id: string) =>
  running.deps.db.execute(sql`update message_outbox set next_attempt_at = ${sqlNow()} where id = ${id}`);

describe('the generic HTTP gateway', () => {
  it('sends with the bearer token and our reference, and its receipts move the state', async () => {
    const to = phone();
    const id = await queueAlone(server, sms(to));
    expect(await processMessages(server.deps.db, sendersOf(server))).toBe(1);
    const taken = must(
      gateway.taken.find((m) => m.reference === id),
      'SMS reçu',
    );
    expect(taken).toMatchObject({ to, sender: 'Rendezvous', text: sms().body });
    expect(await rowOf(server, id)).toMatchObject({
      state: 'sent',
      provider: 'sms-http',
      providerMessageId: taken.id,
    });

    const receipt = await gateway.sendReceipt(server.url, SMS_SECRET, { reference: id, status: 'delivered' });
    expect(receipt).toEqual({ status: 200, body: { recorded: true } });
    const row = await rowOf(server, id);
    expect(row.state).toBe('delivered');
    expect(row.deliveredAt).not.toBeNull();
    // A late "sent" does not move it back.
    await gateway.sendReceipt(server.url, SMS_SECRET, { id: taken.id, status: 'sent' });
    expect((await rowOf(server, id)).state).toBe('delivered');
  });

  it('a receipt with a wrong or missing secret is refused in French and changes nothing', async () => {
    const id = await queueAlone(server, sms());
    expect(await processMessages(server.deps.db, sendersOf(server))).toBe(1);
    const before = await snapshotDatabase(server.deps.db, { ignore: ['rate_limits', 'security_events'] });
    for (const secret of ['mauvais-secret', '', `${SMS_SECRET}x`]) {
      const refused = await gateway.sendReceipt(server.url, secret, { reference: id, status: 'delivered' });
      expect(refused).toEqual({
        status: 403,
        body: {
          error: {
            code: 'webhook_refused',
            message: 'Accusé de réception refusé : secret ou signature invalide.',
          },
        },
      });
    }
    const after = await snapshotDatabase(server.deps.db, { ignore: ['rate_limits', 'security_events'] });
    expect(diffSnapshots(before, after)).toEqual([]);
    expect((await rowOf(server, id)).state).toBe('sent');
  });

  it('a malformed receipt is a French 400; one for a message we do not know is acknowledged', async () => {
    const send = (body: string) =>
      fetch(`${server.url}/api/webhooks/sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-webhook-secret': SMS_SECRET },
        body,
      });
    const malformed = await send(JSON.stringify({ status: 'livré' }));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: { code: 'validation_failed', message: 'Accusé de réception mal formé.' },
    });
    expect((await send('pas du JSON')).status).toBe(400);
    const unknown = await send(JSON.stringify({ reference: crypto.randomUUID(), status: 'delivered' }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ recorded: false });
  });

  it('an invalid number falls back to the prepared e-mail, and the message shows "unreachable"', async () => {
    const to = phone();
    gateway.unreachable.add(to);
    const address = `client-${randomBytes(4).toString('hex')}@test.rendezvous.tn`;
    const id = await queueAlone(
      server,
      sms(to, {
        fallback: {
          channel: 'email',
          mail: { to: address, subject: 'Rappel de rendez-vous', text: 'Rappel' },
        },
      }),
    );
    expect(await processMessages(server.deps.db, sendersOf(server))).toBe(1);
    expect(await rowOf(server, id)).toMatchObject({ state: 'failed', failure: 'unreachable' });
    const mails = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
    expect(mails.map((m) => m.subject)).toEqual(['Rappel de rendez-vous']);
  });

  it('down for 10 minutes (refused, then 503), then up: exactly one SMS', async () => {
    const id = await queueAlone(server, sms());
    const senders = sendersOf(server);
    // Ten minutes of attempts at the backoff's pace (15 s, 30 s, 1 min, 2 min, 4 min…), driven by
    // making each next attempt due at once.
    await gateway.setFault('refuse');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await processMessages(server.deps.db, senders)).toBe(0);
      await makeDue(server, id);
    }
    await gateway.setFault('unavailable');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await processMessages(server.deps.db, senders)).toBe(0);
      await makeDue(server, id);
    }
    const waiting = await rowOf(server, id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 6, claimedAt: null });
    expect(waiting.lastError).toMatch(/503/);
    await gateway.setFault(null);
    expect(await processMessages(server.deps.db, senders)).toBe(1);
    await makeDue(server, id);
    expect(await processMessages(server.deps.db, senders)).toBe(0);
    expect(gateway.taken.filter((m) => m.reference === id)).toHaveLength(1);
    expect((await rowOf(server, id)).state).toBe('sent');
  });
});

describe("Orange's SMS API", () => {
  it('takes a token once, sends to tel:+216… with our id as callbackData, and its receipt delivers', async () => {
    const tokensBefore = orange.tokensIssued();
    const [first, second] = [
      await queueAlone(orangeServer, sms()),
      await enqueueMessage(orangeServer.deps.db, sms()),
    ];
    expect(await processMessages(orangeServer.deps.db, sendersOf(orangeServer))).toBe(2);
    const taken = must(
      orange.taken.find((m) => m.callbackData === first),
      'SMS reçu',
    );
    const row = await rowOf(orangeServer, first);
    expect(taken).toMatchObject({
      address: `tel:${row.toPhone}`,
      senderAddress: orange.senderAddress,
      senderName: 'Rendezvous',
      notifyURL: `${orangeServer.url}/api/webhooks/sms/orange/${SMS_SECRET}`,
    });
    expect(row).toMatchObject({ state: 'sent', provider: 'orange', providerMessageId: taken.id });
    expect(orange.tokensIssued() - tokensBefore).toBeLessThanOrEqual(1);

    expect(await orange.sendReceipt(taken, 'DeliveredToNetwork')).toEqual({
      status: 200,
      body: { recorded: true },
    });
    expect((await rowOf(orangeServer, first)).state).toBe('sent');
    await orange.sendReceipt(taken, 'DeliveredToTerminal');
    expect((await rowOf(orangeServer, first)).state).toBe('delivered');
    expect((await rowOf(orangeServer, second)).state).toBe('sent');
  });

  it('a revoked token is renewed once, and the SMS leaves', async () => {
    const id = await queueAlone(orangeServer, sms());
    const senders = sendersOf(orangeServer);
    await processMessages(orangeServer.deps.db, senders);
    orange.revokeTokens();
    const next = await queueAlone(orangeServer, sms());
    const tokensBefore = orange.tokensIssued();
    expect(await processMessages(orangeServer.deps.db, senders)).toBe(1);
    expect(orange.tokensIssued()).toBe(tokensBefore + 1);
    expect((await rowOf(orangeServer, next)).state).toBe('sent');
    expect((await rowOf(orangeServer, id)).state).toBe('sent');
  });

  it('a receipt to an address without the secret is refused and changes nothing', async () => {
    const id = await queueAlone(orangeServer, sms());
    await processMessages(orangeServer.deps.db, sendersOf(orangeServer));
    const taken = must(
      orange.taken.find((m) => m.callbackData === id),
      'SMS reçu',
    );
    const forged = { ...taken, notifyURL: `${orangeServer.url}/api/webhooks/sms/orange/devine` };
    const refused = await orange.sendReceipt(forged, 'DeliveredToTerminal');
    expect(refused.status).toBe(403);
    expect((await rowOf(orangeServer, id)).state).toBe('sent');
  });

  it('DeliveryImpossible fails the SMS as unreachable and queues its e-mail', async () => {
    const address = `client-${randomBytes(4).toString('hex')}@test.rendezvous.tn`;
    const id = await queueAlone(
      orangeServer,
      sms(phone(), {
        fallback: { channel: 'email', mail: { to: address, subject: 'Votre rendez-vous', text: 'Rappel' } },
      }),
    );
    await processMessages(orangeServer.deps.db, sendersOf(orangeServer));
    const taken = must(
      orange.taken.find((m) => m.callbackData === id),
      'SMS reçu',
    );
    await orange.sendReceipt(taken, 'DeliveryImpossible');
    expect(await rowOf(orangeServer, id)).toMatchObject({ state: 'failed', failure: 'unreachable' });
    const mails = await orangeServer.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, address));
    expect(mails).toHaveLength(1);
  });

  it('503 for 10 minutes, then up: exactly one SMS (Orange takes no idempotency key)', async () => {
    const id = await queueAlone(orangeServer, sms());
    const senders = sendersOf(orangeServer);
    await orange.setFault('unavailable');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await processMessages(orangeServer.deps.db, senders)).toBe(0);
      await makeDue(orangeServer, id);
    }
    await orange.setFault(null);
    expect(await processMessages(orangeServer.deps.db, senders)).toBe(1);
    await makeDue(orangeServer, id);
    expect(await processMessages(orangeServer.deps.db, senders)).toBe(0);
    expect(orange.taken.filter((m) => m.callbackData === id)).toHaveLength(1);
  });

  it('no answer after taking it: held in doubt, settled by its receipt, never sent twice', async () => {
    const id = await queueAlone(orangeServer, sms());
    await orange.setFault('hold-after-taking');
    expect(await processMessages(orangeServer.deps.db, sendersOf(orangeServer, 300))).toBe(0);
    const doubtful = await rowOf(orangeServer, id);
    expect(doubtful).toMatchObject({ state: 'pending', lockedUntil: null });
    expect(doubtful.claimedAt).not.toBeNull();
    await orange.setFault(null);
    // Within the grace, the message in doubt does not leave again.
    expect(await processMessages(orangeServer.deps.db, sendersOf(orangeServer))).toBe(0);
    const taken = must(
      orange.taken.find((m) => m.callbackData === id),
      'SMS reçu',
    );
    await orange.sendReceipt(taken, 'DeliveredToTerminal');
    expect(await rowOf(orangeServer, id)).toMatchObject({ state: 'delivered', claimedAt: null });
    expect(await processMessages(orangeServer.deps.db, sendersOf(orangeServer), { inDoubtGraceMs: 0 })).toBe(
      0,
    );
    expect(orange.taken.filter((m) => m.callbackData === id)).toHaveLength(1);
  });

  it('no answer and not taken, no receipt: sent again once the grace has passed', async () => {
    const id = await queueAlone(orangeServer, sms());
    await orange.setFault('hold-before-taking');
    expect(await processMessages(orangeServer.deps.db, sendersOf(orangeServer, 300))).toBe(0);
    await orange.setFault(null);
    expect(
      await processMessages(orangeServer.deps.db, sendersOf(orangeServer), { inDoubtGraceMs: 60_000 }),
    ).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await processMessages(orangeServer.deps.db, sendersOf(orangeServer), { inDoubtGraceMs: 50 })).toBe(
      1,
    );
    expect(orange.taken.filter((m) => m.callbackData === id)).toHaveLength(1);
    expect(await rowOf(orangeServer, id)).toMatchObject({ state: 'sent', attempts: 2 });
  });
});

describe('the WhatsApp Cloud API', () => {
  const whatsappMessage = (to = phone(), extra: Partial<QueuedMessage> = {}): QueuedMessage => ({
    channel: 'whatsapp',
    to,
    template: 'reminder',
    body: 'Rappel : rendez-vous demain à 10:00 au Salon Jasmin.',
    params: ['Salon Jasmin', 'demain à 10:00'],
    ...extra,
  });

  it('sends the utility template with its parameters; delivered then read', async () => {
    const to = phone();
    const id = await queueAlone(server, whatsappMessage(to));
    expect(await processMessages(server.deps.db, sendersOf(server))).toBe(1);
    const taken = must(
      whatsapp.taken.find((m) => m.callbackData === id),
      'message reçu',
    );
    expect(taken).toMatchObject({
      to: to.slice(1),
      template: 'rdv_reminder',
      language: 'fr',
      params: ['Salon Jasmin', 'demain à 10:00'],
    });
    expect(await rowOf(server, id)).toMatchObject({
      state: 'sent',
      provider: 'whatsapp-cloud',
      providerMessageId: taken.id,
    });
    expect(await whatsapp.sendStatus(server.url, taken, 'delivered')).toEqual({
      status: 200,
      body: { recorded: true },
    });
    expect((await rowOf(server, id)).state).toBe('delivered');
    await whatsapp.sendStatus(server.url, taken, 'read');
    const read = await rowOf(server, id);
    expect(read.state).toBe('read');
    expect(read.readAt).not.toBeNull();
  });

  it('a status with a bad signature is refused and changes nothing', async () => {
    const id = await queueAlone(server, whatsappMessage());
    await processMessages(server.deps.db, sendersOf(server));
    const taken = must(
      whatsapp.taken.find((m) => m.callbackData === id),
      'message reçu',
    );
    const refused = await whatsapp.sendStatus(server.url, taken, 'read', { signWith: 'pas-le-secret' });
    expect(refused.status).toBe(403);
    const unsigned = await fetch(`${server.url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ entry: [] }),
    });
    expect(unsigned.status).toBe(403);
    expect((await rowOf(server, id)).state).toBe('sent');
  });

  it("answers Meta's verification with the challenge only for the right token", async () => {
    const verify = (token: string) =>
      fetch(
        `${server.url}/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const accepted = await verify(whatsapp.verifyToken);
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toBe('1158201444');
    const refused = await verify('devine');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Accusé de réception refusé : secret ou signature invalide.',
    );
  });

  it('a number not on WhatsApp fails as unreachable and the prepared SMS is queued', async () => {
    const to = phone();
    whatsapp.unreachable.add(to.slice(1));
    const id = await queueAlone(
      server,
      whatsappMessage(to, { fallback: { channel: 'sms', to, body: 'Rappel : RDV demain 10:00.' } }),
    );
    expect(await processMessages(server.deps.db, sendersOf(server), { limit: 1 })).toBe(1);
    expect(await rowOf(server, id)).toMatchObject({ state: 'failed', failure: 'unreachable' });
    const queued = await server.deps.db
      .select()
      .from(messageOutbox)
      .where(sql`${messageOutbox.toPhone} = ${to} and ${messageOutbox.channel} = 'sms'`);
    expect(queued.map((m) => [m.state, m.body])).toEqual([['pending', 'Rappel : RDV demain 10:00.']]);
    // The fallback leaves by the gateway.
    expect(await processMessages(server.deps.db, sendersOf(server))).toBe(1);
    expect(gateway.taken.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('a "failed" status (not on WhatsApp) after acceptance falls back to the SMS', async () => {
    const to = phone();
    const id = await queueAlone(
      server,
      whatsappMessage(to, { fallback: { channel: 'sms', to, body: 'Rappel : RDV demain 10:00.' } }),
    );
    await processMessages(server.deps.db, sendersOf(server), { limit: 1 });
    const taken = must(
      whatsapp.taken.find((m) => m.callbackData === id),
      'message reçu',
    );
    await whatsapp.sendStatus(server.url, taken, 'failed', { errorCode: 131026 });
    expect(await rowOf(server, id)).toMatchObject({ state: 'failed', failure: 'unreachable' });
    const queued = await server.deps.db
      .select()
      .from(messageOutbox)
      .where(sql`${messageOutbox.toPhone} = ${to} and ${messageOutbox.channel} = 'sms'`);
    expect(queued).toHaveLength(1);
  });
});

describe('any body, with the right secret or signature', () => {
  it('is answered 200 or a French 400, never a 5xx, and changes nothing', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.constantFrom('DeliveredToTerminal', 'delivered', 'read', 'failed', crypto.randomUUID()),
    );
    const body = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
      fc
        .record(
          { reference: value, id: value, status: value, error: value, failure: value },
          { requiredKeys: [] },
        )
        .map((v) => JSON.stringify(v)),
      fc
        .record({ callbackData: value, deliveryStatus: value })
        .map(({ callbackData, deliveryStatus }) =>
          JSON.stringify({ deliveryInfoNotification: { callbackData, deliveryInfo: { deliveryStatus } } }),
        ),
      fc
        .record({ id: value, status: value, biz_opaque_callback_data: value, code: value })
        .map(({ code, ...status }) =>
          JSON.stringify({
            entry: [{ changes: [{ value: { statuses: [{ ...status, errors: [{ code }] }] } }] }],
          }),
        ),
    );
    const calls = [
      { path: '/api/webhooks/sms', headers: () => ({ 'x-webhook-secret': SMS_SECRET }) },
      { path: `/api/webhooks/sms/orange/${SMS_SECRET}`, headers: () => ({}) },
      {
        path: '/api/webhooks/whatsapp',
        headers: (raw: string) => ({
          'x-hub-signature-256': `sha256=${createHmac('sha256', whatsapp.appSecret).update(raw).digest('hex')}`,
        }),
      },
    ];
    const photograph = () => snapshotDatabase(server.deps.db, { ignore: ['rate_limits', 'security_events'] });
    const before = await photograph();
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...calls), async (raw, call) => {
        const response = await fetch(`${server.url}${call.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...call.headers(raw) },
          body: raw,
        });
        const answer = (await response.json()) as { error?: { message: string } };
        expect([200, 400], `${call.path} ${raw.slice(0, 200)}`).toContain(response.status);
        if (response.status === 400) expect(answer.error?.message).toMatch(/^(Accusé|Le corps|Les données)/);
      }),
      { numRuns: 120 },
    );
    expect(diffSnapshots(before, await photograph())).toEqual([]);
  });
});
