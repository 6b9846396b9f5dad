import type { Page } from '@playwright/test';
import { must } from '../src/shared/must';
import { expectAccessible } from './axe';
import {
  bookViaApi,
  expect,
  fillAccountFields,
  freeSlots,
  futureDay,
  newUserData,
  signInAsNew,
  signInViaApi,
  test,
} from './fixtures';
import { takeSalon } from './team-salon';

// What an outside tester found (decision 054).

const TERMS = "J'accepte les conditions générales d'utilisation";
const TERMS_REQUIRED = "Vous devez accepter les conditions générales d'utilisation.";

/** The toast showing `title`, once sonner has put it in place. */
const toastWith = (page: Page, title: string) =>
  page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: title });

test.describe('sign-up: the CGU checkbox and the accent', () => {
  test('without the box ticked the form says why; the link opens the CGU; ticked, the account is made', async ({
    page,
  }) => {
    const user = newUserData('client');
    await page.goto('/register');
    await fillAccountFields(page, user);
    const terms = page.getByRole('checkbox', { name: TERMS });
    await expect(terms).not.toBeChecked();

    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.locator('#acceptTerms-error')).toHaveText(TERMS_REQUIRED);
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/register');
    await expectAccessible(page, '/register sans les CGU');

    const link = page.getByRole('link', { name: /conditions générales d'utilisation/ });
    await expect(link).toHaveAttribute('href', '/cgu');
    await expect(link).toHaveAttribute('target', '_blank');
    const [cgu] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(cgu).toHaveURL(/\/cgu$/);
    await cgu.close();
    // The form kept what was typed, and the link did not tick the box.
    await expect(page.getByLabel('Nom complet')).toHaveValue(user.fullName);
    await expect(terms).not.toBeChecked();

    await terms.check();
    await expect(page.locator('#acceptTerms-error')).toHaveCount(0);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(toastWith(page, 'Inscription réussie')).toContainText(
      'Votre compte a été créé avec succès.',
    );

    const exported = (await (await page.request.get('/api/me/export')).json()) as {
      profile: { termsAcceptedAt: string | null };
    };
    expect(exported.profile.termsAcceptedAt).not.toBeNull();
  });
});

test.describe('refusals are not green, and unread notifications show on a phone', () => {
  test('the salon refuses: its toast is neutral, the client gets a warning and a badge on the menu button', async ({
    page,
    browser,
    baseURL,
  }) => {
    const salon = takeSalon({ team: false });
    const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const clientPage = await phone.newPage();
    const client = await signInAsNew(phone.request, 'client');
    const date = futureDay(2, 2);
    const slot = must((await freeSlots(phone.request, salon.id, salon.services.brushing, date))[0], 'slot');
    await bookViaApi(phone.request, salon.id, salon.services.brushing, slot.start);

    // The client waits on the home page of a phone: no unread notification yet.
    await clientPage.goto('/');
    const menuButton = clientPage.getByRole('button', { name: /^Ouvrir le menu/ });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAccessibleName('Ouvrir le menu');
    await expect(clientPage.getByTestId('menu-unread-badge')).toHaveCount(0);

    await signInViaApi(page.request, salon.owner);
    await page.goto('/dashboard/bookings');
    const card = page.getByRole('listitem').filter({ hasText: client.fullName });
    await card.getByRole('button', { name: 'Refuser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser le rendez-vous' });
    await dialog.getByLabel('Explication pour le client').fill('Salon fermé pour travaux');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    const refused = toastWith(page, 'Rendez-vous refusé');
    await expect(refused).toBeVisible();
    await expect(refused).not.toHaveAttribute('data-type', 'success');
    // sonner's plain toast: no type, so no colour.
    expect(await refused.getAttribute('data-type')).toBeNull();

    // Live, on the phone: an amber warning, and the count on the menu button outside any drawer.
    const told = toastWith(clientPage, 'Rendez-vous refusé');
    await expect(told).toHaveAttribute('data-type', 'warning', { timeout: 15_000 });
    const badge = clientPage.getByTestId('menu-unread-badge');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText('1');
    await expect(menuButton).toHaveAccessibleName('Ouvrir le menu, 1 notification non lue');
    await expectAccessible(clientPage, 'accueil sur téléphone avec une notification non lue', {
      ignoreToasts: true,
    });

    // A reload shows it too (not only the live event), and the menu leads to the notifications.
    await clientPage.reload();
    await expect(clientPage.getByTestId('menu-unread-badge')).toHaveText('1');
    await menuButton.click();
    await clientPage
      .locator('#mobile-menu')
      .getByRole('link', { name: /Notifications/ })
      .click();
    await expect(clientPage).toHaveURL('/dashboard/notifications');
    await expect(clientPage.getByTestId('menu-unread-badge')).toHaveCount(0, { timeout: 15_000 });

    // On a wide screen the navbar is as before: no menu button.
    await clientPage.setViewportSize({ width: 1280, height: 800 });
    await expect(clientPage.getByRole('button', { name: /^Ouvrir le menu/ })).toBeHidden();
    await phone.close();
  });
});

test('demo salons do not all show the same picture', async ({ page }) => {
  await page.goto('/providers');
  const covers = page.locator('main li article > img');
  await expect(covers.nth(1)).toBeVisible();
  const first = await covers.nth(0).getAttribute('src');
  const second = await covers.nth(1).getAttribute('src');
  expect(first).toMatch(/^data:image\/svg\+xml,/);
  expect(second).toMatch(/^data:image\/svg\+xml,/);
  expect(first).not.toBe(second);
  const count = await covers.count();
  const all = await Promise.all(Array.from({ length: count }, (_, i) => covers.nth(i).getAttribute('src')));
  expect(new Set(all).size).toBe(count);
});
