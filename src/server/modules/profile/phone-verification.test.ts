import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import {
  messageOutbox,
  phoneVerifications,
  salonClients,
  securityEvents,
  signInThrottles,
  users,
} from '../../db/schema';
import { createFileSender } from '../../lib/messaging/file-sender';
import { processMessages } from '../../lib/messaging/outbox';
import type { MessageSenders } from '../../lib/messaging/sender';
import { createUser, signedIn, uniqueTunisianNumber } from '../../test-support/factories';
import { startWhatsappCloud, type WhatsappStandIn } from '../../test-support/message-providers';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

// « Vérifier mon numéro » and « Recevoir mes rappels par WhatsApp » in the profile (decision 078).

let server: TestServer;
let cloud: WhatsappStandIn;
let messagesDir: string;
let senders: MessageSenders;

beforeAll(async () => {
  // A deployment that sends WhatsApp: « Recevoir mes rappels par WhatsApp » is offered (decision 081).
  cloud = await startWhatsappCloud();
  server = await startTestServer(cloud.env());
  messagesDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-codes-'));
  senders = {
    sms: createFileSender('sms', messagesDir),
    whatsapp: createFileSender('whatsapp', messagesDir),
  };
});
afterAll(async () => {
  await server?.stop();
  await cloud?.stop();
  rmSync(messagesDir, { recursive: true, force: true });
});

const newNumber = () => `+216${uniqueTunisianNumber()}`;

async function client(options: { phone?: string } = {}) {
  const user = await createUser(server.deps, { role: 'client', fullName: 'Rim Jaziri' });
  if (options.phone) {
    await server.deps.db.update(users).set({ phone: options.phone }).where(eq(users.id, user.id));
  }
  return { user, http: await signedIn(server, user) };
}

/** The code of the latest SMS the worker wrote to this number. */
async function codeSentTo(phone: string): Promise<string> {
  await processMessages(server.deps.db, senders);
  const texts = readdirSync(messagesDir)
    .sort()
    .map((name) => readFileSync(path.join(messagesDir, name), 'utf8'))
    .filter((text) => text.startsWith(`À : ${phone}\n`));
  const last = must(texts.at(-1), 'the SMS');
  expect(last).toContain('Modèle : phone_code');
  return must(/code de v.rification est (\d{6})\./.exec(last)?.[1], 'the code');
}

const settings = async (http: TestClient) => (await http.call(endpoints.profile.phone)).body;

describe('« Recevoir mes rappels par WhatsApp »', () => {
  it('needs a number; ticked and unticked', async () => {
    const { http } = await client();
    expect(await settings(http)).toEqual({
      phone: null,
      verifiedAt: null,
      whatsappOptIn: false,
      whatsappOffered: true,
      codesLeftToday: 3,
    });
    const refused = await http.call(endpoints.profile.setWhatsapp, { body: { optIn: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'phone_required',
      message: "Ajoutez d'abord votre numéro de téléphone pour recevoir vos rappels par WhatsApp.",
    });
    expect((await http.send(endpoints.profile.setWhatsapp, { body: { optIn: 'oui' } })).status).toBe(400);
    expect(
      (await http.call(endpoints.profile.update, { body: { fullName: 'Rim Jaziri', phone: '22 123 456' } }))
        .status,
    ).toBe(200);
    const ticked = await http.call(endpoints.profile.setWhatsapp, { body: { optIn: true } });
    expect(ticked.body).toMatchObject({ phone: '+21622123456', whatsappOptIn: true });
    expect(
      (await http.call(endpoints.profile.setWhatsapp, { body: { optIn: false } })).body.whatsappOptIn,
    ).toBe(false);
  });
});

describe('« Vérifier mon numéro »', () => {
  it('sends a 6-digit code by SMS at once, counted in no salon; the right code proves the number', async () => {
    const phone = newNumber();
    const { user, http } = await client({ phone });
    const sent = await http.call(endpoints.profile.sendPhoneCode);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sentTo: phone, codesLeftToday: 2 });
    const minutes = (new Date(sent.body.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const [queued] = await server.deps.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.toPhone, phone));
    expect(queued).toMatchObject({ channel: 'sms', template: 'phone_code', salonId: null, bookingId: null });
    // Sent now, whatever the hour: it is the person's own action.
    expect(must(queued, 'queued').nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const code = await codeSentTo(phone);
    // Only a hash of it is kept.
    const rows = await server.deps.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(code);

    const verified = await http.call(endpoints.profile.verifyPhone, {
      body: {
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
      },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ phone, verifiedAt: expect.any(String) });
    const events = await server.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.target, user.id));
    expect(events.map((event) => event.type)).toContain('phone_verified');
    const again = await http.call(endpoints.profile.sendPhoneCode);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Ce numéro est déjà vérifié.');

    // A new number is not the one proven; the same number keeps its proof.
    await http.call(endpoints.profile.update, { body: { fullName: 'Rim Jaziri', phone } });
    expect((await settings(http)).verifiedAt).not.toBeNull();
    await http.call(endpoints.profile.update, { body: { fullName: 'Rim Jaziri', phone: newNumber() } });
    expect((await settings(http)).verifiedAt).toBeNull();
  });

  it('asks for a number first, and sends at most 3 codes a day', async () => {
    const { http } = await client();
    const none = await http.call(endpoints.profile.sendPhoneCode);
    expect(none.status).toBe(400);
    expect(none.body.error).toEqual({
      code: 'phone_required',
      message: "Ajoutez d'abord votre numéro de téléphone à votre profil, puis enregistrez.",
    });
    const phone = newNumber();
    const { http: other } = await client({ phone });
    for (const left of [2, 1, 0]) {
      expect((await other.call(endpoints.profile.sendPhoneCode)).body.codesLeftToday).toBe(left);
    }
    const fourth = await other.call(endpoints.profile.sendPhoneCode);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toMatch(
      /^Vous avez déjà demandé 3 codes aujourd'hui\. Vous pourrez en demander un autre dans \d+ heures?\.$/,
    );
    expect((await settings(other)).codesLeftToday).toBe(0);
    const queued = await server.deps.db.select().from(messageOutbox).where(eq(messageOutbox.toPhone, phone));
    expect(queued).toHaveLength(3);
  });

  it('a code works 10 minutes, for the number it was sent to', async () => {
    const phone = newNumber();
    const { user, http } = await client({ phone });
    await http.call(endpoints.profile.sendPhoneCode);
    const code = await codeSentTo(phone);
    await server.deps.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, user.id));
    const late = await http.call(endpoints.profile.verifyPhone, { body: { code } });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({
      code: 'wrong_code',
      message: 'Code incorrect ou expiré. Vérifiez le dernier SMS reçu, ou demandez un nouveau code.',
    });

    await http.call(endpoints.profile.sendPhoneCode);
    const fresh = await codeSentTo(phone);
    await http.call(endpoints.profile.update, { body: { fullName: 'Rim Jaziri', phone: newNumber() } });
    expect((await http.call(endpoints.profile.verifyPhone, { body: { code: fresh } })).status).toBe(400);
    expect((await settings(http)).verifiedAt).toBeNull();
  });

  it('wrong codes wait like wrong passwords, in the account’s throttle', async () => {
    const phone = newNumber();
    const { user, http } = await client({ phone });
    await http.call(endpoints.profile.sendPhoneCode);
    const code = await codeSentTo(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await http.call(endpoints.profile.verifyPhone, { body: { code: wrong } })).status);
    expect(answers.slice(0, 4)).toEqual([400, 400, 400, 400]);
    const blocked = await http.call(endpoints.profile.verifyPhone, { body: { code } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toMatch(
      /^Trop de codes incorrects pour ce compte\. Réessayez dans \d+ minutes?\.$/,
    );
    expect((await settings(http)).verifiedAt).toBeNull();
    // The wait over, the right code works and the count starts over.
    await server.deps.db
      .update(signInThrottles)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInThrottles.key, `sign-in:${user.email}`));
    expect((await http.call(endpoints.profile.verifyPhone, { body: { code } })).status).toBe(200);
    const [left] = await server.deps.db
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, `sign-in:${user.email}`));
    expect(left).toBeUndefined();
  });

  it('links the salons’ files of that number without an account; a book that has this person already keeps it for « Même personne ? »', async () => {
    const phone = newNumber();
    const { user, http } = await client({ phone });
    const owners = await Promise.all(
      [0, 1, 2].map(() => createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' })),
    );
    const [a, b, c] = owners.map((owner) => owner.id) as [string, string, string];
    const otherAccount = await createUser(server.deps, { role: 'client' });
    const files = await server.deps.db
      .insert(salonClients)
      .values([
        { ownerId: a, fullName: 'Rim J.', phone },
        { ownerId: b, fullName: 'Rim', phone },
        // Owner c's book has this account's file already (booked online), and a file of the number.
        { ownerId: c, fullName: 'Rim Jaziri', userId: user.id, email: user.email },
        { ownerId: c, fullName: 'Rim (tél.)', phone },
        // Another account's file with that number stays that account's.
        { ownerId: a, fullName: 'Autre', phone: newNumber(), userId: otherAccount.id },
      ])
      .returning();
    await http.call(endpoints.profile.sendPhoneCode);
    const code = await codeSentTo(phone);
    expect((await http.call(endpoints.profile.verifyPhone, { body: { code } })).status).toBe(200);
    const after = await server.deps.db.select().from(salonClients);
    const userOf = (id: string | undefined) => after.find((file) => file.id === id)?.userId;
    expect(userOf(files[0]?.id)).toBe(user.id);
    expect(userOf(files[1]?.id)).toBe(user.id);
    expect(userOf(files[2]?.id)).toBe(user.id);
    expect(userOf(files[3]?.id)).toBeNull();
    expect(userOf(files[4]?.id)).toBe(otherAccount.id);
    const [event] = await server.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.target, user.id));
    expect(event?.details).toMatchObject({ filesLinked: 2 });
  });
});
