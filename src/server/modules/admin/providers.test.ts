import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { describeNotification } from '@/shared/notification-text';
import { notifications, users } from '../../db/schema';
import { processOutbox } from '../../lib/mail/outbox';
import { createUser, signedIn, type TestUser, uniqueEmail } from '../../test-support/factories';
import { mailPart, mailSubject } from '../../test-support/mail-parts';
import { type ReceivedMail, startTestSmtp } from '../../test-support/smtp';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;
let admins: TestUser[];
let admin: TestClient;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url });
  admins = [
    await createUser(server.deps, { role: 'admin' }),
    await createUser(server.deps, { role: 'admin' }),
  ];
  admin = await signedIn(server, must(admins[0], 'admins[0]'));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function deliveredTo(email: string): Promise<ReceivedMail[]> {
  await processOutbox(server.deps.db, server.deps.mailer);
  return smtp.received.filter((received) => received.to.includes(email));
}
const notesOf = (userId: string) =>
  server.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

async function signUpProvider(fullName: string) {
  const browser = server.client();
  const email = uniqueEmail('prestataire');
  const response = await browser.call(endpoints.accounts.signUp, {
    body: {
      fullName,
      email,
      password: 'tisane-91-menthe',
      role: 'prestataire',
      cin: '12345678',
      salonAddress: '7 rue de Rome, Tunis',
    },
  });
  expect(response.status).toBe(201);
  return { browser, id: must(response.body.me, 'response.body.me').user.id, email };
}

describe('a new prestataire', () => {
  it('notifies every admin, leading to the validation page, and counts on the overview', async () => {
    const before = (await admin.call(endpoints.admin.overview)).body.pendingProviders;
    const provider = await signUpProvider('Leïla Mansour');
    for (const each of admins) {
      const notes = (await notesOf(each.id)).filter((note) => note.type === 'provider_registered');
      expect(notes.map((note) => note.payload)).toContainEqual({
        provider_id: provider.id,
        provider_name: 'Leïla Mansour',
      });
      expect(describeNotification(must(notes.at(-1), 'notes.at(-1)'), 'Africa/Tunis')).toEqual({
        title: 'Nouveau prestataire à valider',
        text: 'Leïla Mansour demande un compte prestataire.',
      });
    }
    expect((await admin.call(endpoints.admin.overview)).body.pendingProviders).toBe(before + 1);
  });

  it('a client signing up notifies nobody', async () => {
    const before = (await notesOf(must(admins[0], 'admins[0]').id)).length;
    await server.client().call(endpoints.accounts.signUp, {
      body: {
        fullName: 'Sami Trabelsi',
        email: uniqueEmail('client'),
        password: 'tisane-91-menthe',
        role: 'client',
      },
    });
    expect((await notesOf(must(admins[0], 'admins[0]').id)).length).toBe(before);
  });
});

describe('refusing a prestataire', () => {
  it('needs a reason: without one, a French 400 that changes nothing', async () => {
    const provider = await signUpProvider('Nadia Gharbi');
    for (const body of [{}, { reason: '' }, { reason: '  ab ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await admin.send(endpoints.admin.refuseProvider, {
        params: { id: provider.id },
        body: body,
      });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields?.reason).toMatch(/^(Indiquez le motif du refus|Le motif ne doit pas)/);
    }
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, provider.id));
    expect(row?.providerStatus).toBe('pending');
  });

  it('tells them why (notification, e-mail, dashboard), lists them as refused, and can approve them later', async () => {
    const provider = await signUpProvider('Ines Jaziri');
    const reason = 'Le numéro de CIN ne correspond pas au nom indiqué.';
    const refused = await admin.call(endpoints.admin.refuseProvider, {
      params: { id: provider.id },
      body: { reason },
    });
    expect(refused.status).toBe(200);
    expect(refused.body.providerStatus).toBe('rejected');

    const me = await provider.browser.call(endpoints.accounts.me);
    expect(me.body.me).toMatchObject({ providerStatus: 'rejected', providerRefusalReason: reason });

    const note = must(
      (await notesOf(provider.id)).find((each) => each.type === 'provider_rejected'),
      'note',
    );
    expect(describeNotification(note, 'Africa/Tunis').text).toBe(
      `Votre demande de compte prestataire n'a pas été acceptée. Motif : ${reason}`,
    );
    const mail = must(
      (await deliveredTo(provider.email)).find(
        (each) => mailSubject(each) === "Votre compte prestataire Rendezvous n'est pas validé",
      ),
      'l’e-mail de refus',
    );
    expect(mailPart(mail, 'text/plain')).toContain(`Motif : ${reason}`);
    expect(mailPart(mail, 'text/plain')).toContain('contact@rendezvous.tn');

    const pending = await admin.call(endpoints.admin.providers);
    expect(pending.body.items.map((item) => item.id)).not.toContain(provider.id);
    const refusedList = await admin.call(endpoints.admin.providers, { query: { status: 'rejected' } });
    expect(refusedList.body.items.find((item) => item.id === provider.id)).toMatchObject({
      providerStatus: 'rejected',
      refusalReason: reason,
    });
    expect((await admin.send(endpoints.admin.providers, { query: { status: 'approved' } })).status).toBe(400);

    const approved = await admin.call(endpoints.admin.approveProvider, { params: { id: provider.id } });
    expect(approved.body).toMatchObject({ providerStatus: 'approved' });
    const after = await provider.browser.call(endpoints.accounts.me);
    expect(after.body.me).toMatchObject({ providerStatus: 'approved', providerRefusalReason: null });
  });
});
