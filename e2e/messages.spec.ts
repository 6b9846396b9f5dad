import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { bookings, messageOptOuts, salonClients, users } from '../src/server/db/schema';
import { createMessageSenders } from '../src/server/lib/messaging/create-senders';
import { processMessages } from '../src/server/lib/messaging/outbox';
import {
  createOwnedSalon,
  createSignedInUser,
  uniqueTunisianNumber,
} from '../src/server/test-support/factories';
import { startWhatsappCloud, type WhatsappStandIn } from '../src/server/test-support/message-providers';
import { startTestServer, type TestServer } from '../src/server/test-support/test-server';
import { nextMonday, tunis } from '../src/server/test-support/tunis-dates';
import { must } from '../src/shared/must';
import { pages } from '../src/shared/pages';
import { expectAccessible } from './axe';
import { expect, SERVER_START_LIMIT_MS, test } from './fixtures';

// The client's side of the SMS (decision 078). This file runs its own server (the same code as `npm
// start`, on a fresh database, with no SMS provider: each message is a file in the data folder's
// messages; and a stand-in of WhatsApp Cloud, so that WhatsApp is offered, decision 081) and drives
// the message worker itself, then follows what the files say in a browser.
const port = Number(process.env.E2E_PORT) + 7;
test.describe.configure({ mode: 'serial' });
let server: TestServer;
let cloud: WhatsappStandIn;

test.beforeAll(async () => {
  // A new embedded database, migrated: seconds on a quiet machine, more on a busy one. The limit
  // only guards against a hang (decision 079).
  test.setTimeout(SERVER_START_LIMIT_MS);
  cloud = await startWhatsappCloud();
  server = await startTestServer({
    PORT: String(port),
    BASE_URL: `http://localhost:${port}`,
    ...cloud.env(),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await cloud?.stop();
});

/** Sends what is queued, then the newest message file written to `phone`, as text. */
async function lastSmsTo(phone: string): Promise<string> {
  await processMessages(server.deps.db, createMessageSenders(server.deps.config.messaging));
  const dir = server.deps.config.messaging.dir;
  const texts = readdirSync(dir)
    .filter((name) => name.endsWith('-sms.txt'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'))
    .filter((text) => text.startsWith(`À : ${phone}\n`));
  expect(texts.length, `un SMS pour ${phone}`).toBeGreaterThan(0);
  return must(texts.at(-1), 'the SMS');
}

test('a client the salon entered by phone confirms from the SMS file, cancels another, then stops the SMS', async ({
  page,
}) => {
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon des Jasmins',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  const phone = `+216${uniqueTunisianNumber()}`;
  const enter = (time: string) =>
    salon.ownerHttp.post<{ id: string }>(`/salons/${salon.salonId}/appointments`, {
      client: { kind: 'new', fullName: 'Sonia Gharbi', phone },
      serviceId: salon.serviceId,
      start: tunis(nextMonday(2), time),
      origin: 'phone',
      notifyClient: true,
      outsideHours: true,
    });
  const first = await enter('10:00');
  expect(first.status).toBe(201);
  const sms = await lastSmsTo(phone);
  expect(sms).toContain(' : RDV confirmé le ');
  const respond = must(/Confirmer ou annuler : (\S+)/.exec(sms)?.[1], 'the link');
  expect(respond).toMatch(new RegExp(`^http://localhost:${port}/m/[A-Za-z0-9]{8}$`));

  await page.goto(respond);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Votre rendez-vous' })).toBeVisible();
  await expect(main).toContainText('Salon des Jasmins');
  await expect(main).toContainText('Brushing');
  await expectAccessible(page, "la page du lien d'un SMS");
  await page.getByRole('button', { name: 'Je confirme ma venue' }).click();
  await expect(page.getByRole('heading', { name: 'Venue confirmée' })).toBeVisible();
  await expect(main).toContainText('Merci, le salon sait que vous venez.');
  const confirmed = must(
    (await server.deps.db.select().from(bookings).where(eq(bookings.id, first.body.id)))[0],
    'booking',
  );
  expect(confirmed.clientConfirmedAt).not.toBeNull();
  expect(confirmed.clientId).toBeNull();

  // A second appointment, cancelled from its SMS: asked first.
  const second = await enter('15:00');
  const secondLink = must(/Confirmer ou annuler : (\S+)/.exec(await lastSmsTo(phone))?.[1], 'the link');
  await page.goto(secondLink);
  await page.getByRole('button', { name: 'Annuler ce rendez-vous' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Annuler ce rendez-vous ?' });
  await dialog.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByRole('heading', { name: 'Rendez-vous annulé' })).toBeVisible();
  await expect(main).toContainText('Votre rendez-vous est annulé. Le salon est prévenu.');
  const cancelled = must(
    (await server.deps.db.select().from(bookings).where(eq(bookings.id, second.body.id)))[0],
    'booking',
  );
  expect(cancelled.status).toBe('cancelled');

  // The way out, from the page of the SMS's one link.
  expect(sms).not.toContain('Ne plus recevoir de SMS :');
  await page.goto(respond);
  await page.getByRole('link', { name: 'Ne plus recevoir de SMS' }).click();
  await expect(page).toHaveURL(/\/s\/[A-Za-z0-9]{8}$/);
  await expect(page.getByRole('heading', { name: 'Ne plus recevoir de SMS' })).toBeVisible();
  await expectAccessible(page, 'la page pour ne plus recevoir de SMS');
  await page.getByRole('button', { name: 'Ne plus recevoir de SMS' }).click();
  await expect(main).toContainText("C'est noté : vous ne recevrez plus de SMS de Rendezvous.");
  const outs = await server.deps.db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone));
  expect(outs.map((out) => out.channel)).toEqual(['sms']);
});

test('the profile: « Recevoir mes rappels par WhatsApp », then « Vérifier mon numéro » with the code of the SMS file', async ({
  page,
}) => {
  const client = await createSignedInUser(server, { role: 'client', fullName: 'Rim Jaziri' });
  const phone = `+216${uniqueTunisianNumber()}`;
  // A salon's file of that number, made before the person had an account.
  const owner = await createOwnedSalon(server, {
    salonName: 'Salon Rim',
    service: { name: 'Coupe', price: '20.00', duration: 30 },
  });
  const [file] = await server.deps.db
    .insert(salonClients)
    .values({ ownerId: owner.owner.id, fullName: 'Rim (tél.)', phone })
    .returning();

  const signIn = await page.request.post(`http://localhost:${port}/api/auth/sign-in`, {
    data: { email: client.user.email, password: client.user.password },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`http://localhost:${port}${pages.profile}`);
  const whatsapp = page.getByRole('checkbox', { name: /Recevoir mes rappels par WhatsApp/ });
  await expect(whatsapp).toBeDisabled();
  await page.getByLabel('Téléphone (facultatif)').fill(phone.replace('+216', ''));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();

  await whatsapp.click();
  await expect(page.getByText('Vos rappels arriveront par WhatsApp')).toBeVisible();
  await expect(whatsapp).toBeChecked();
  const [account] = await server.deps.db.select().from(users).where(eq(users.id, client.user.id));
  expect(account?.whatsappOptIn).toBe(true);

  await page.getByRole('button', { name: 'Vérifier mon numéro' }).click();
  await expect(page.getByText('Code envoyé par SMS')).toBeVisible();
  const sms = await lastSmsTo(phone);
  const code = must(/code de v.rification est (\d{6})\./.exec(sms)?.[1], 'the code');
  await page.getByLabel('Code reçu par SMS').fill(code);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Numéro vérifié').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vérifier mon numéro' })).toHaveCount(0);
  await expectAccessible(page, 'le profil avec un numéro vérifié');
  const [linked] = await server.deps.db
    .select()
    .from(salonClients)
    .where(eq(salonClients.id, must(file, 'file').id));
  expect(linked?.userId).toBe(client.user.id);
});
