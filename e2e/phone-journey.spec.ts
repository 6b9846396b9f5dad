import type { Page } from '@playwright/test';
import { isOpenSpan, tunisToday } from '../src/server/test-support/open-days';
import { must } from '../src/shared/must';
import { addDays } from '../src/shared/time-zone';
import { expectAccessible } from './axe';
import { chooseService, pickTime, showDay } from './booking-page';
import {
  DEMO_SALON,
  expect,
  fillAccountFields,
  freeSlots,
  futureDay,
  linkMailedTo,
  newUserData,
  salonByName,
  signInAsNew,
  signInViaApi,
  test,
} from './fixtures';
import { takeSalon } from './team-salon';

// A new client's journey on a 390 × 844 phone (decision 071): what they chose survives signing up
// and confirming their address, one tap makes one booking, and the calendar says which days are full.

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

const withWhom = (page: Page) => page.getByRole('radiogroup', { name: 'Avec qui ?' });

test('the booking page chosen before signing up is where the sign-up and the e-mail link lead', async ({
  page,
}) => {
  const salon = await salonByName(page.request, DEMO_SALON);
  const service = must(salon.services[0], 'a service');
  await page.goto(`/providers/${salon.id}`);
  await page.getByRole('link', { name: `Réserver ${service.name}` }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('link', { name: 'Inscrivez-vous' }).click();
  await expect(page).toHaveURL(/\/register\?redirect=%2Fproviders%2F/);

  const user = newUserData('retour');
  await fillAccountFields(page, user);
  await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
  await page.getByRole('button', { name: "S'inscrire" }).click();
  // Back on the booking page, with the service they had chosen.
  await expect(page).toHaveURL(`/providers/${salon.id}/booking?service=${service.id}`);
  await expect(page.getByLabel('Service')).toHaveValue(service.id);

  // The banner of their space, stacked on a phone: its button under the text.
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Adresse e-mail à confirmer' });
  await expect(banner).toContainText(
    'En attendant, vous pouvez avoir un rendez-vous à venir ; les avis et la création de salon attendent la confirmation.',
  );
  const text = must(await banner.locator('p').boundingBox(), 'the text');
  const button = must(
    await banner.getByRole('button', { name: "Renvoyer l'e-mail" }).boundingBox(),
    'button',
  );
  expect(button.y).toBeGreaterThanOrEqual(text.y + text.height);

  // The confirmation e-mail's link leads back there too.
  const link = await linkMailedTo(user.email, '/verify-email?token=');
  expect(link).toContain(
    `redirect=${encodeURIComponent(`/providers/${salon.id}/booking?service=${service.id}`)}`,
  );
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page).toHaveURL(`/providers/${salon.id}/booking?service=${service.id}`);
  await expect(page.getByText('Adresse e-mail confirmée')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Mon espace' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('"Mot de passe oublié" from the sign-in page of a booking leads back to it', async ({
  page,
  browser,
}) => {
  const salon = await salonByName(page.request, DEMO_SALON);
  const other = await browser.newContext();
  const user = await signInAsNew(other.request, 'client');
  await other.close();
  const bookingPath = `/providers/${salon.id}/booking`;
  await page.goto(bookingPath);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');
  await page.goto(await linkMailedTo(user.email, '/reset-password?token='));
  await page.getByLabel('Nouveau mot de passe').fill('Jasmin-sous-la-pluie-8');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Jasmin-sous-la-pluie-8');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(bookingPath);
});

test('a double tap on "Réserver maintenant": one booking, its recap, no error; the toast above the phone\'s bottom', async ({
  page,
}) => {
  await signInAsNew(page.request, 'client');
  const salon = await salonByName(page.request, DEMO_SALON);
  const service = must(salon.services[0], 'a service');
  const date = futureDay(9, 2);
  const slot = must((await freeSlots(page.request, salon.id, service.id, date))[0], 'a free slot');
  await page.goto(`/providers/${salon.id}/booking?service=${service.id}&date=${date}&time=${slot.time}`);
  const book = page.getByRole('button', { name: 'Réserver maintenant' });
  await expect(book).toBeEnabled();
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/bookings')) posts.push(request.url());
  });
  await book.dblclick();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]+$/);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Demande envoyée' });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Erreur de réservation')).toHaveCount(0);
  expect(posts).toHaveLength(1);
  const upcoming = await (await page.request.get('/api/bookings?scope=upcoming')).json();
  expect(upcoming.counts.upcoming).toBe(1);
  // At the bottom of the phone's screen, not over its header.
  const box = must(await toast.boundingBox(), 'the toast');
  expect(box.y).toBeGreaterThan(PHONE.height / 2);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
});

test('the calendar marks the days the chosen person has no free time, and says it once with the next free day', async ({
  page,
  playwright,
}) => {
  const salon = takeSalon({ team: true });
  // Amel is away a whole Wednesday.
  // A Wednesday whose next day is open too (never the eve of a holiday): that day is the next free one.
  const away = futureDay(10, 3, { span: 2 });
  const owner = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
  await signInViaApi(owner, salon.owner);
  const absence = await owner.post(`/api/employees/${salon.employees.amel}/absences`, {
    data: { kind: 'absence', start: `${away}T00:00:00+01:00`, end: `${addDays(away, 1)}T00:00:00+01:00` },
  });
  expect(absence.status(), await absence.text()).toBe(201);
  await owner.dispose();

  await signInAsNew(page.request, 'client');
  await page.goto(`/providers/${salon.id}/booking`);
  await chooseService(page, 'Brushing');
  await withWhom(page).getByRole('radio', { name: /Amel/ }).click();
  const cell = await showDay(page, away);
  await expect(cell).toHaveAccessibleName(/aucun créneau libre$/);
  await expect(page.locator(`[data-day="${addDays(away, 1)}"] button`)).not.toHaveAccessibleName(
    /aucun créneau libre/,
  );
  await expectAccessible(page, 'calendrier avec les jours sans créneau');
  await cell.click();
  await expect(page.getByText("Amel n'a pas de créneau libre à cette date.")).toHaveCount(1);
  await page.getByRole('button', { name: /^Prochaine disponibilité/ }).click();
  await pickTime(page);
  await expect(page.getByRole('button', { name: 'Réserver maintenant' })).toBeEnabled();
});

test('the booking page has one heading, its hours folded under the salon', async ({ page }) => {
  await signInAsNew(page.request, 'client');
  const salon = await salonByName(page.request, DEMO_SALON);
  await page.goto(`/providers/${salon.id}/booking`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous');
  await expect(page.getByRole('heading', { name: 'Réservation' })).toHaveCount(0);
  const sunday = page.getByRole('listitem').filter({ hasText: 'Dimanche' });
  await expect(sunday).toBeHidden();
  await page.getByText("Horaires d'ouverture").click();
  await expect(sunday).toContainText('Fermé');
  await expectAccessible(page, 'page de réservation sur un téléphone');
});

test('the list on a phone: filters in a sheet behind "Filtres (n)", chips to remove them, the first salon in the first screen', async ({
  page,
}) => {
  // Tomorrow, unless it is a public holiday (every demo salon closed, no salon to show): the weekend.
  const when = isOpenSpan(addDays(tunisToday(), 1)) ? 'Demain' : 'Ce week-end';
  await page.goto('/providers');
  const open = page.getByRole('button', { name: /^Filtres/ });
  await expect(open).toHaveText('Filtres');
  await expect(page.getByLabel('Ville', { exact: true })).toBeHidden();
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Ville', { exact: true }).selectOption({ label: 'Tunis' });
  await page.getByLabel('Disponibilité').selectOption({ label: when });
  await expectAccessible(page, 'filtres ouverts sur un téléphone');
  await page.getByRole('button', { name: /^Voir les résultats/ }).click();
  await expect(page).toHaveURL(/ville=tunis/);
  await expect(page.getByLabel('Ville', { exact: true })).toBeHidden();
  await expect(open).toHaveText('Filtres (2)');
  await expect(open).toBeFocused();
  const chips = page.getByRole('list', { name: 'Filtres actifs' });
  await expect(chips.getByRole('button')).toHaveText(['Tunis', when]);
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  expect(must(await first.boundingBox(), 'the first card').y).toBeLessThan(PHONE.height);
  await chips.getByRole('button', { name: `Retirer le filtre « ${when} »` }).click();
  await expect(page).not.toHaveURL(/dispo=/);
  await expect(open).toHaveText('Filtres (1)');
  // Escape closes the sheet too.
  await open.click();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Ville', { exact: true })).toBeHidden();
});

test('a signed-in client gets the salon page drawn for them: their menu, never the sign-in link', async ({
  browser,
  baseURL,
}) => {
  const signedIn = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const user = await signInAsNew(signedIn.request, 'client');
  const salon = await salonByName(signedIn.request, DEMO_SALON);
  const page = await signedIn.newPage();
  // Before any script runs: the HTML as the server drew it.
  await page.goto(`/providers/${salon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SALON })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Prendre rendez-vous' }).first()).toHaveAttribute(
    'href',
    `/providers/${salon.id}/booking`,
  );
  // Their avatar where the menu will be (the menu's code loads with the scripts).
  await expect(page.locator(`nav [data-initial="${user.fullName.charAt(0).toUpperCase()}"]`)).toBeAttached();
  await signedIn.close();
});
