import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { now, setClock } from '../src/server/base/clock';
import { bookings, messageOutbox, salons } from '../src/server/db/schema';
import { createMessageSenders } from '../src/server/lib/messaging/create-senders';
import { processMessages } from '../src/server/lib/messaging/outbox';
import { bookingMailSettings } from '../src/server/modules/bookings/booking-mail-settings';
import { sendReminders } from '../src/server/modules/bookings/send-reminders';
import {
  createEmployee,
  createOwnedSalon,
  createUser,
  currentCode,
} from '../src/server/test-support/factories';
import { openDay } from '../src/server/test-support/open-days';
import { startTestServer, type TestServer } from '../src/server/test-support/test-server';
import { must } from '../src/shared/must';
import { toWallClock } from '../src/shared/time-zone';
import { expectAccessible } from './axe';
import { expect, SERVER_START_LIMIT_MS, test } from './fixtures';

// The SMS journey of decision 078, as the salon lives it: the owner enters the appointment of a
// client who has a number and no e-mail, the reminder SMS is written to the data folder's messages/
// (no provider configured) when it is due, its link confirms, and the agenda shows "SMS remis". This
// file runs its own server (the same code as `npm start`, on a fresh database) to drive the reminder
// job with a chosen clock, as booking-day.spec.ts does for the e-mail.
const port = Number(process.env.E2E_PORT) + 7;
const base = `http://localhost:${port}`;
test.describe.configure({ mode: 'serial' });
let server: TestServer;

test.beforeAll(async () => {
  // A new embedded database, migrated: seconds on a quiet machine, more on a busy one. The limit
  // only guards against a hang (decision 079).
  test.setTimeout(SERVER_START_LIMIT_MS);
  server = await startTestServer({ PORT: String(port), BASE_URL: base });
});
test.afterEach(() => setClock(null));
test.afterAll(async () => {
  await server?.stop();
});

/** The SMS files of the data folder's messages/, oldest first, as text. */
function smsFiles(): string[] {
  const dir = server.deps.config.messaging.dir;
  return readdirSync(dir)
    .filter((file) => file.endsWith('-sms.txt'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

/** Tomorrow in Tunis; a Sunday or a holiday gives way to the next day salons open by default. */
function tomorrow(): string {
  return openDay({ minDaysAhead: 1, weekdays: [1, 2, 3, 4, 5, 6] });
}

test('an owner enters a phone-only client: the reminder SMS is written when due, its link confirms, the agenda shows « SMS remis »', async ({
  page,
}) => {
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon du SMS',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  await createEmployee(server.deps, { salonId: salon.salonId, fullName: 'Sonia Ben Ali' });
  // A reminder 2 hours before a 10:00 appointment is due at 08:00, in the quiet hours: by SMS it
  // leaves the evening before at 19:30 (or at 09:00 when the evening has gone by).
  await server.deps.db.update(salons).set({ reminderHours: 2 }).where(eq(salons.id, salon.salonId));
  const signIn = await page.request.post(`${base}/api/auth/sign-in`, {
    data: { email: salon.owner.email, password: salon.owner.password },
  });
  expect(signIn.status()).toBe(200);

  const date = tomorrow();
  await page.goto(`${base}/dashboard/schedule?salon=${salon.salonId}&date=${date}`);
  const sonia = page.getByRole('group', { name: /^Sonia/ });
  await sonia.getByRole('button', { name: 'Ajouter 10:00–10:30 pour Sonia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await dialog.getByLabel('Prénom et nom').fill('Hela Sans Mail');
  await dialog.getByLabel('Téléphone').fill('20 555 777');
  await dialog.getByLabel('Prestation').selectOption(salon.serviceId);
  const notify = dialog.getByRole('checkbox', { name: /Envoyer la confirmation et les rappels au client/ });
  await expect(notify).toBeEnabled();
  await expect(notify).toBeChecked();
  await expect(dialog.getByText("Par SMS : le client n'a pas d'e-mail.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(page.getByText('Rendez-vous ajouté')).toBeVisible();

  const [row] = await server.deps.db.select().from(bookings).where(eq(bookings.salonId, salon.salonId));
  const booking = must(row, 'the appointment entered');
  expect(booking.notifyClient).toBe(true);
  const remindAt = must(booking.remindAt, 'a reminder is planned');
  // Never in the quiet hours: between 09:00 and 20:00 in Tunis.
  const leaves = toWallClock(remindAt, 'Africa/Tunis').minutes;
  expect(leaves).toBeGreaterThanOrEqual(9 * 60);
  expect(leaves).toBeLessThan(20 * 60);

  // The confirmation leaves at once; the reminder not before it is due.
  const senders = createMessageSenders(server.deps.config.messaging);
  await processMessages(server.deps.db, senders);
  expect(smsFiles().filter((file) => file.includes('Modèle : reminder'))).toEqual([]);
  const mail = bookingMailSettings(server.deps.config);
  const early = await sendReminders({ db: server.deps.db, mail, now: new Date(remindAt.getTime() - 60_000) });
  expect(early).toEqual([]);
  // The product's clock at the reminder's moment: the outbox holds a reminder claimed in the quiet
  // hours (Tunis evenings and nights), so the real time of the run must not decide it.
  setClock(new Date(remindAt.getTime() + 60_000));
  const due = await sendReminders({ db: server.deps.db, mail, now: now() });
  expect(due).toEqual([booking.id]);
  await processMessages(server.deps.db, senders);

  const reminders = smsFiles().filter((file) => file.includes('Modèle : reminder'));
  expect(reminders).toHaveLength(1);
  const sms = must(reminders[0], 'the reminder SMS');
  expect(sms).toContain('À : +21620555777');
  expect(sms).toContain('Canal : SMS');
  const link = must(/Confirmer ou annuler : (\S+)/.exec(sms)?.[1], 'the one-tap link');
  expect(link.startsWith(`${base}/m/`)).toBe(true);

  // The client opens the link from the SMS and confirms.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Votre rendez-vous' })).toBeVisible();
  await page.getByRole('button', { name: 'Je confirme ma venue' }).click();
  await expect(page.getByRole('heading', { name: 'Venue confirmée' })).toBeVisible();
  const [after] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  expect(after?.clientConfirmedAt ?? null).not.toBeNull();

  // The agenda's dialog: both messages, each « SMS remis ».
  await page.goto(`${base}/dashboard/schedule?salon=${salon.salonId}&date=${date}`);
  await sonia.getByRole('button', { name: /^10:00–10:30, Brushing, Hela Sans Mail/ }).click();
  const opened = page.getByRole('dialog', { name: 'Rendez-vous de Hela Sans Mail' });
  const messages = opened.getByRole('region', { name: 'Messages au client' });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').filter({ hasText: 'Rappel :' })).toContainText('SMS remis');
  await expect(messages.getByRole('listitem').filter({ hasText: 'Confirmation :' })).toContainText(
    'SMS remis',
  );
});

test('on a 360 px phone, the owner reads « SMS ce mois-ci » and sets the monthly cap; accessible', async ({
  page,
}) => {
  const salon = await createOwnedSalon(server, { salonName: 'Salon du Plafond' });
  await page.setViewportSize({ width: 360, height: 740 });
  const signIn = await page.request.post(`${base}/api/auth/sign-in`, {
    data: { email: salon.owner.email, password: salon.owner.password },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`${base}/dashboard/salons`);
  await page.getByRole('button', { name: 'Règles de réservation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Règles de réservation' });
  await expect(dialog.getByText('SMS ce mois-ci : 0 / 500')).toBeVisible();
  await expect(dialog.getByText(/Au-delà du plafond, les messages partent par e-mail/)).toBeVisible();
  const cap = dialog.getByLabel('Plafond mensuel de SMS');
  await expect(cap).toHaveValue('500');
  await expectAccessible(page, 'règles de réservation et SMS, 360 px');

  await cap.fill('100001');
  await dialog.getByRole('button', { name: 'Enregistrer le plafond' }).click();
  await expect(
    dialog.getByText('Le plafond doit être un nombre entier entre 0 et 100\u202f000.'),
  ).toBeVisible();
  await cap.fill('300');
  await dialog.getByRole('button', { name: 'Enregistrer le plafond' }).click();
  await expect(page.getByText('Plafond de SMS enregistré')).toBeVisible();
  await expect(dialog.getByText('SMS ce mois-ci : 0 / 300')).toBeVisible();
  const [saved] = await server.deps.db
    .select({ cap: salons.smsMonthlyCap })
    .from(salons)
    .where(eq(salons.id, salon.salonId));
  expect(saved?.cap).toBe(300);
  // Nothing wider than the phone's screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test("the admin's « SMS » page: a month's SMS per salon against its cap, with the platform's total, in a table", async ({
  page,
}) => {
  const first = await createOwnedSalon(server, { salonName: 'Salon Bavard', ownerName: 'Rim Bavarde' });
  const second = await createOwnedSalon(server, { salonName: 'Salon Discret', ownerName: 'Ines Discrète' });
  await server.deps.db.update(salons).set({ smsMonthlyCap: 2 }).where(eq(salons.id, second.salonId));
  // March 2025, a month no other test writes in: 3 SMS for one salon, 2 (its cap) for the other.
  const row = { channel: 'sms' as const, toPhone: '+21620000001', template: 'reminder', body: 'x' };
  const at = (day: number) => new Date(Date.UTC(2025, 2, day, 10));
  await server.deps.db.insert(messageOutbox).values([
    { ...row, salonId: first.salonId, createdAt: at(3) },
    { ...row, salonId: first.salonId, createdAt: at(4) },
    { ...row, salonId: first.salonId, createdAt: at(5) },
    { ...row, salonId: second.salonId, createdAt: at(6) },
    { ...row, salonId: second.salonId, createdAt: at(7) },
  ]);

  const admin = await createUser(server.deps, { role: 'admin' });
  const signIn = await page.request.post(`${base}/api/auth/sign-in`, {
    data: { email: admin.email, password: admin.password },
  });
  expect(signIn.status()).toBe(200);
  const verified = await page.request.post(`${base}/api/auth/two-factor/verify`, {
    data: { code: currentCode(must(admin.secondFactor, 'the admin has a second factor')) },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  await page.goto(`${base}/dashboard/admin`);
  await page.getByRole('link', { name: 'SMS', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'SMS', level: 1 })).toBeVisible();
  await page.getByLabel('Mois').fill('2025-03');
  await expect(page.getByText('Mars 2025 : 5 SMS')).toBeVisible();
  const table = page.getByRole('table', { name: 'SMS du mois par salon' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toHaveText(/Salon Bavard\s*Rim Bavarde\s*3\s*500/);
  await expect(rows.nth(2)).toHaveText(/Salon Discret\s*Ines Discrète\s*2\s*2\s*\(atteint\)/);
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(rows.nth(3)).toContainText('5');
  await expectAccessible(page, "la page SMS de l'administration", { ignoreToasts: true });
});
