import type { Page, TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { bookings, employeeAbsences } from '../src/server/db/schema';
import { createEmployee, createSalon, createUser, type TestUser } from '../src/server/test-support/factories';
import { tunisToday } from '../src/server/test-support/open-days';
import { insertBooking } from '../src/server/test-support/stored-bookings';
import { startTestServer, type TestServer } from '../src/server/test-support/test-server';
import { nextMonday, tunis } from '../src/server/test-support/tunis-dates';
import { formatCalendarDay } from '../src/shared/format';
import { must } from '../src/shared/must';
import { addDays, fromWallClock, toWallClock } from '../src/shared/time-zone';
import { expectAccessible } from './axe';
import { expect, SERVER_START_LIMIT_MS, test } from './fixtures';

// "Statistiques", "Aujourd'hui" and the agenda's rough edges (decision 076). Appointments in the past
// cannot be booked through the API: this file runs its own server (as booking-day.spec.ts does)
// and writes them in its database.
const port = Number(process.env.E2E_PORT) + 6;
const origin = `http://localhost:${port}`;
test.describe.configure({ mode: 'serial' });
let server: TestServer;

test.beforeAll(async () => {
  // A new embedded database, migrated: seconds on a quiet machine, more on a busy one. The limit
  // only guards against a hang (decision 079).
  test.setTimeout(SERVER_START_LIMIT_MS);
  server = await startTestServer({ PORT: String(port), BASE_URL: origin });
});
test.afterAll(async () => {
  await server?.stop();
});

const DAY_MS = 86_400_000;

async function owner(page: import('@playwright/test').Page) {
  const user = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  const signIn = await page.request.post(`${origin}/api/auth/sign-in`, {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(200);
  return user;
}

async function pastDay(
  user: TestUser,
  salonId: string,
  client: TestUser,
  daysAgo: number,
  status: 'attended' | 'confirmed',
) {
  return insertBooking(server.deps, {
    clientId: client.id,
    prestataireId: user.id,
    salonId,
    serviceName: 'Coupe femme',
    servicePrice: '35.00',
    start: new Date(Math.floor((Date.now() - daysAgo * DAY_MS) / 3_600_000) * 3_600_000),
    minutes: 30,
    status,
  });
}

/** A screenshot kept with the run's results (test-results/), and shown in the report. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('the statistics page at 1280 px and on a 360 px phone, its figures also as tables, its CSV', async ({
  page,
}, testInfo) => {
  const user = await owner(page);
  const salon = await createSalon(server.deps, { ownerId: user.id, name: 'Salon Chiffres' });
  await createEmployee(server.deps, { salonId: salon.id, fullName: 'Nadia Kefi' });
  const client = await createUser(server.deps, { role: 'client', fullName: 'Rym Statistique' });
  for (const days of [1, 3, 5, 12]) await pastDay(user, salon.id, client, days, 'attended');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/dashboard`);
  await page
    .getByRole('navigation', { name: 'Mon espace' })
    .getByRole('link', { name: 'Statistiques' })
    .click();
  await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();
  await expect(page.getByText('140 DT').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
  // The chart is drawn, and its figures are a table for screen readers.
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /Chiffre d'affaires par jour/ })).toHaveCount(1);
  await expect(page.getByRole('table', { name: "Taux d'occupation par employé" })).toHaveCount(1);
  await expectAccessible(page, 'statistiques, 1280 px', { ignoreToasts: true });
  // The period in fr-FR dates, the year included, as the product writes dates everywhere else.
  const today = tunisToday();
  const period = `Du ${formatCalendarDay(addDays(today, -29))} au ${formatCalendarDay(today)}, comparé au ${formatCalendarDay(addDays(today, -59))} – ${formatCalendarDay(addDays(today, -30))}.`;
  await expect(page.getByText(period, { exact: true })).toBeVisible();
  // Kept with the run's results: the axes' figures and day labels are drawn in a canvas.
  await page.setViewportSize({ width: 1366, height: 900 });
  await keepScreenshot(page, testInfo, 'statistiques-1366px');

  await page.getByRole('button', { name: '12 mois' }).click();
  await expect(page.getByRole('heading', { name: "Chiffre d'affaires par mois" })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^statistiques-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(page.getByRole('heading', { name: "Chiffre d'affaires par mois" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'statistiques, 360 px', { ignoreToasts: true });
  await keepScreenshot(page, testInfo, 'statistiques-360px');
});

test('"Aujourd\'hui": a started appointment marked "Honoré", then the past ones settled at once', async ({
  page,
}) => {
  const user = await owner(page);
  const salon = await createSalon(server.deps, { ownerId: user.id, name: 'Salon du Jour' });
  const client = await createUser(server.deps, { role: 'client', fullName: 'Inès Dujour' });
  const today = toWallClock(Date.now(), 'Africa/Tunis').date;
  const midnight = must(fromWallClock(today, 0, 'Africa/Tunis'), 'midnight').getTime();
  // Started a little while ago, today.
  const start = Math.max(midnight, Date.now() - 20 * 60_000);
  await insertBooking(server.deps, {
    clientId: client.id,
    prestataireId: user.id,
    salonId: salon.id,
    serviceName: 'Brushing',
    start: new Date(start),
    minutes: 60,
    status: 'confirmed',
  });
  await pastDay(user, salon.id, client, 2, 'confirmed');
  await pastDay(user, salon.id, client, 3, 'confirmed');

  await page.goto(`${origin}/dashboard`);
  const panel = page
    .getByRole('heading', { name: "Aujourd'hui" })
    .locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
  const row = panel.getByRole('listitem').filter({ hasText: 'Inès Dujour · Brushing' });
  await expect(row).toContainText('Confirmé');
  await row.getByRole('button', { name: 'Honoré' }).click();
  // The whole text of each toast, not a part of it ("14 14 rendez-vous…" once passed).
  await expect(page.getByText('Rendez-vous marqué honoré', { exact: true })).toBeVisible();
  await expect(row).toContainText('Honoré');

  await expect(panel.getByText('2 rendez-vous passés sont encore « Confirmé ».')).toBeVisible();
  await panel.getByRole('button', { name: 'Marquer les rendez-vous passés' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Marquer 2 rendez-vous passés « Honoré » ?' });
  await confirm.getByRole('button', { name: 'Marquer honorés' }).click();
  await expect(page.getByText('2 rendez-vous marqués honorés', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Marquer les rendez-vous passés' })).toHaveCount(0);
  await expectAccessible(page, "Aujourd'hui", { ignoreToasts: true });
});

test('"Absent" asks first, says what changes for one already "Honoré", and can be undone', async ({
  page,
}) => {
  const user = await owner(page);
  const salon = await createSalon(server.deps, { ownerId: user.id, name: 'Salon Présence' });
  const client = await createUser(server.deps, { role: 'client', fullName: 'Sarra Revenue' });
  const booking = await pastDay(user, salon.id, client, 1, 'confirmed');

  await page.goto(`${origin}/dashboard/bookings`);
  await page.getByRole('tab', { name: /^Passés/ }).click();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Sarra Revenue' });
  await card.getByRole('button', { name: 'Absent' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Marquer ce rendez-vous absent ?' });
  await expect(ask).toContainText('compté comme une absence');
  await ask.getByRole('button', { name: 'Marquer absent' }).click();
  await expect(page.getByText('Rendez-vous marqué absent')).toBeVisible();
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect(page.getByText('Absence annulée : le rendez-vous reste tel quel.')).toBeVisible();
  // Past the undo time, nothing was sent.
  await page.waitForTimeout(7_000);
  const [stored] = await server.deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
  expect(stored?.status).toBe('confirmed');
  await page.reload();
  await page.getByRole('tab', { name: /^Passés/ }).click();
  await expect(card).toContainText('Confirmé');

  // Marked "Honoré", then "Absent": the dialog says what changes; not undone, it is sent.
  await card.getByRole('button', { name: 'Honoré' }).click();
  await expect(card).toContainText('Honoré');
  await card.getByRole('button', { name: 'Absent' }).click();
  await expect(ask).toContainText(
    "Ce rendez-vous est marqué « Honoré ». Le marquer « Absent » le retire du chiffre d'affaires",
  );
  await ask.getByRole('button', { name: 'Marquer absent' }).click();
  await expect(page.getByText('Absence enregistrée')).toBeVisible({ timeout: 12_000 });
  await expect(card).toContainText('Absent');
});

test('"Réassigner" offers only who is free then; on a phone the grid starts within the first screen', async ({
  page,
}) => {
  const user = await owner(page);
  const salon = await createSalon(server.deps, { ownerId: user.id, name: 'Salon Équipe' });
  const [holder, away, free] = [
    await createEmployee(server.deps, { salonId: salon.id, fullName: 'Amira Titulaire' }),
    await createEmployee(server.deps, { salonId: salon.id, fullName: 'Sonia Absente' }),
    await createEmployee(server.deps, { salonId: salon.id, fullName: 'Rim Disponible' }),
  ];
  const client = await createUser(server.deps, { role: 'client', fullName: 'Lina Réassignée' });
  const date = nextMonday(1);
  await insertBooking(server.deps, {
    clientId: client.id,
    prestataireId: user.id,
    salonId: salon.id,
    serviceId: salon.serviceIds[0],
    serviceName: 'Coupe femme',
    employeeId: holder,
    start: tunis(date, '10:00'),
    minutes: 30,
    status: 'confirmed',
  });
  await server.deps.db.insert(employeeAbsences).values({
    employeeId: away,
    kind: 'absence',
    startTime: new Date(tunis(date, '00:00')),
    endTime: new Date(tunis(addDays(date, 1), '00:00')),
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/dashboard/schedule?salon=${salon.id}&date=${date}`);
  await page.getByRole('button', { name: /Lina Réassignée/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rendez-vous de Lina Réassignée' });
  const choices = dialog.getByLabel('Réassigner à').locator('option');
  await expect(choices).toHaveText(['Rim Disponible (Coiffeuse)']);
  expect(free).toBeDefined();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${origin}/dashboard/schedule?salon=${salon.id}&date=${date}`);
  const grid = page.getByRole('group', { name: /^Agenda du / });
  await expect(grid).toBeVisible();
  const box = must(await grid.boundingBox(), 'the grid');
  expect(box.y).toBeLessThan(740);
  await page.getByText("Options de l'agenda").click();
  await expect(page.getByLabel('Salon')).toHaveValue(salon.id);
});
