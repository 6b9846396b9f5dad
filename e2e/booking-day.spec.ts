import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { now, nowMs, setClock } from '../src/server/base/clock';
import { bookings } from '../src/server/db/schema';
import { processOutbox } from '../src/server/lib/mail/outbox';
import { bookingMailSettings } from '../src/server/modules/bookings/booking-mail-settings';
import { sendReminders } from '../src/server/modules/bookings/send-reminders';
import { createOwnedSalon, createSignedInUser } from '../src/server/test-support/factories';
import { mailPart } from '../src/server/test-support/mail-parts';
import { startTestServer, type TestServer } from '../src/server/test-support/test-server';
import { keepWithinMonth, nextMonday, tunis } from '../src/server/test-support/tunis-dates';
import { must } from '../src/shared/must';
import { expectAccessible } from './axe';
import { expect, SERVER_START_LIMIT_MS, test } from './fixtures';

// The reminder leaves 24 hours before the appointment: this file runs its own server (the same code
// as `npm start`, on a fresh database, without SMTP so mails are written as .eml files) and drives
// the reminder job with a chosen clock, then follows the e-mail's link in a browser.
const port = Number(process.env.E2E_PORT) + 5;
// One server on one port: both tests in the same worker.
test.describe.configure({ mode: 'serial' });
let server: TestServer;

test.beforeAll(async () => {
  // A new embedded database, migrated: seconds on a quiet machine, more on a busy one. The limit
  // only guards against a hang (decision 079).
  test.setTimeout(SERVER_START_LIMIT_MS);
  server = await startTestServer({ PORT: String(port), BASE_URL: `http://localhost:${port}` });
});
// A test that sets the clock gives it back, whatever its outcome.
test.afterEach(() => setClock(null));
test.afterAll(async () => {
  await server?.stop();
});

/** The newest .eml written for `email`, as text. */
function lastMailTo(email: string): string {
  const dir = server.deps.config.mail.dir;
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => raw.includes(email));
  expect(files.length, `un e-mail pour ${email}`).toBeGreaterThan(0);
  return must(files.at(-1), 'files.at(-1)');
}

test("the reminder's cancel link, opened from the .eml in a signed-out browser, cancels once", async ({
  page,
}) => {
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon du Rappel',
    service: { name: 'Coupe femme', price: '35.00', duration: 60 },
  });
  const client = await createSignedInUser(server, { role: 'client' });
  const booked = await client.http.post<{ id: string }>('/bookings', {
    salonId: salon.salonId,
    serviceId: salon.serviceId,
    start: tunis(nextMonday(2), '10:00'),
  });
  expect(booked.status).toBe(201);
  expect((await salon.ownerHttp.post(`/bookings/${booked.body.id}/confirm`)).status).toBe(200);
  const row = must(
    (await server.deps.db.select().from(bookings).where(eq(bookings.id, booked.body.id)))[0],
    'row',
  );
  const mail = bookingMailSettings(server.deps.config);
  const sent = await sendReminders({
    db: server.deps.db,
    mail,
    now: new Date(must(row.remindAt, 'row.remindAt').getTime() + 60_000),
  });
  expect(sent).toEqual([booked.body.id]);
  await processOutbox(server.deps.db, server.deps.mailer);

  const eml = lastMailTo(client.user.email);
  const text = must(mailPart({ to: [client.user.email], raw: eml }, 'text/plain'), 'text');
  const link = must(/Annuler ce rendez-vous : (\S+)/.exec(text)?.[1], 'link');
  expect(link).toMatch(new RegExp(`^http://localhost:${port}/rappel/`));

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Annuler ce rendez-vous' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Salon du Rappel');
  await expect(main).toContainText('Coupe femme');
  await expect(main).toContainText('Confirmé');
  await expectAccessible(page, 'la page du lien de rappel');
  await page.getByRole('button', { name: 'Annuler ce rendez-vous' }).click();
  await expect(page.getByRole('heading', { name: 'Rendez-vous annulé' })).toBeVisible();
  await expect(main).toContainText('Votre rendez-vous est annulé. Le salon est prévenu.');
  await expect(main).toContainText('Annulé');
  const after = must(
    (await server.deps.db.select().from(bookings).where(eq(bookings.id, booked.body.id)))[0],
    'after',
  );
  expect(after.status).toBe('cancelled');

  // Once used, the link says so and offers nothing more.
  await page.reload();
  await expect(main).toContainText('Ce lien a déjà été utilisé.');
  await expect(page.getByRole('button', { name: 'Annuler ce rendez-vous' })).toHaveCount(0);
  // An altered link is a clear French page.
  await page.goto(`${link.slice(0, -3)}abc`);
  await expect(page.getByRole('heading', { name: 'Lien invalide' })).toBeVisible();
});

test("the salon marks an absence and sees it next to the client's next request", async ({ page }) => {
  // The dashboard counts this month's absences, and the appointment took place yesterday: on the 1st
  // of a month yesterday is last month's, so this test's clock is set later then, the server's and
  // the page's alike (decision 079).
  keepWithinMonth(86_400_000 + 30 * 60_000);
  await page.clock.install({ time: now() });
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon Présence',
    service: { name: 'Brushing', price: '20.00', duration: 30 },
  });
  const client = await createSignedInUser(server, { role: 'client', fullName: 'Yasmine Absente' });
  const first = await client.http.post<{ id: string }>('/bookings', {
    salonId: salon.salonId,
    serviceId: salon.serviceId,
    start: tunis(nextMonday(3), '10:00'),
  });
  await salon.ownerHttp.post(`/bookings/${first.body.id}/confirm`);
  // The appointment took place yesterday.
  const yesterday = nowMs() - 86_400_000;
  await server.deps.db
    .update(bookings)
    .set({ startTime: new Date(yesterday), endTime: new Date(yesterday + 30 * 60_000) })
    .where(eq(bookings.id, first.body.id));

  const signIn = await page.request.post(`http://localhost:${port}/api/auth/sign-in`, {
    data: { email: salon.owner.email, password: salon.owner.password },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`http://localhost:${port}/dashboard/bookings`);
  await page.getByRole('tab', { name: /^Passés/ }).click();
  const past = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Yasmine Absente' });
  await past.getByRole('button', { name: 'Absent' }).click();
  // Asked first, then sent once the few seconds to undo it are over (decision 076).
  await page
    .getByRole('alertdialog', { name: 'Marquer ce rendez-vous absent ?' })
    .getByRole('button', { name: 'Marquer absent' })
    .click();
  await expect(page.getByText('Absence enregistrée')).toBeVisible({ timeout: 12_000 });
  await expect(past).toContainText('Absent');

  await client.http.post('/bookings', {
    salonId: salon.salonId,
    serviceId: salon.serviceId,
    start: tunis(nextMonday(3), '14:00'),
  });
  await page.getByRole('tab', { name: /^À venir/ }).click();
  const request = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Yasmine Absente' });
  await expect(request).toContainText('1 absence passée dans vos salons');
  await expect(request).toContainText('En attente');

  await page.goto(`http://localhost:${port}/dashboard`);
  await expect(page.getByText("Taux d'absence : 100 % (1 sur 1 rendez-vous marqués).")).toBeVisible();
});
