import type { Page } from '@playwright/test';
import type { Role } from '../src/shared/roles';
import { BOOKING_RECAP_ROUTE, BOOKING_ROUTE, CLIENT_ROUTE, ROUTE_ROLES } from '../src/web/lib/route-access';
import { expectAccessible } from './axe';
import { demoAccount, e2eAdmin, expect, signInAsNew, signInViaApi, signUpViaApi, test } from './fixtures';

test('a refused prestataire sees why and what to do; the admin finds them under "Refusés" and approves them later', async ({
  page,
  browser,
  baseURL,
}) => {
  const providerContext = await browser.newContext({ baseURL });
  const provider = await providerContext.newPage();
  const providerUser = await signUpViaApi(provider.request, 'prestataire', {
    cin: '12345678',
    salonAddress: '3 rue de Rome, Sfax',
  });

  // Every admin is told, and the notification leads to the validation page.
  await signInViaApi(page.request, e2eAdmin());
  await page.goto('/dashboard/notifications');
  const notification = page.getByRole('listitem').filter({ hasText: providerUser.fullName });
  await notification.getByRole('link', { name: 'Nouveau prestataire à valider' }).click();
  await expect(page).toHaveURL('/dashboard/admin/providers');

  const row = page.getByRole('listitem').filter({ hasText: providerUser.email });
  await row.getByRole('button', { name: 'Refuser' }).click();
  const refuse = page.getByRole('dialog', { name: 'Refuser ce prestataire ?' });
  await refuse.getByRole('button', { name: 'Refuser le prestataire' }).click();
  await expect(refuse).toContainText('Indiquez le motif du refus (5 caractères au moins).');
  await expectAccessible(page, 'dialogue Refuser ce prestataire', { ignoreToasts: true });
  await refuse.getByLabel('Motif du refus').fill('Le numéro de CIN ne correspond pas au nom indiqué.');
  await refuse.getByRole('button', { name: 'Refuser le prestataire' }).click();
  await expect(page.getByText('Prestataire refusé')).toBeVisible();
  await expect(row).toHaveCount(0);

  await provider.goto('/dashboard');
  await expect(provider.getByText('Compte refusé')).toBeVisible();
  await expect(provider.getByText('Le numéro de CIN ne correspond pas au nom indiqué.')).toBeVisible();
  await expect(provider.getByText('Votre compte prestataire est en attente de validation.')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Refusés' }).click();
  const refused = page.getByRole('listitem').filter({ hasText: providerUser.email });
  await expect(refused).toContainText('Le numéro de CIN ne correspond pas au nom indiqué.');
  await refused.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText('Prestataire approuvé')).toBeVisible();

  await provider.goto('/dashboard/salons');
  await expect(provider.getByText('Compte refusé')).toHaveCount(0);
  await expect(provider.getByRole('button', { name: 'Créer un salon' })).toBeEnabled();
  await providerContext.close();
});

test('an owner works without mistakes: one salon per double click, prices as typed, a duration above zero, confirmations, the faulty day pointed at', async ({
  page,
}) => {
  await signInAsNew(page.request, 'approvedProvider');
  // The size the hours dialog must fit, set first: a resize later reflows the salon's card under a
  // click on a busy machine (a click once landed on "Services" instead of "Horaires").
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/dashboard/salons');
  await page.getByRole('button', { name: 'Créer un salon' }).click();
  const create = page.getByRole('dialog', { name: 'Créer un salon' });
  await create.getByLabel('Nom du salon').fill('Salon du Double Clic');
  await create.getByLabel('Adresse').fill('3 rue de Rome, Sfax');
  await create.getByRole('button', { name: 'Créer le salon' }).dblclick();
  await expect(page.getByText('Salon créé')).toBeVisible();
  await page.reload();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Salon du Double Clic' }) });
  await expect(card).toHaveCount(1);

  await card.getByRole('button', { name: 'Services' }).click();
  const services = page.getByRole('dialog', { name: 'Services de Salon du Double Clic' });
  await services.getByLabel('Service').selectOption({ index: 1 });
  const serviceName = await services.getByLabel('Service').inputValue();
  await services.getByLabel('Prix (DT)').fill('20,5');
  await services.getByLabel('Durée (min)').fill('0');
  await services.getByRole('button', { name: 'Ajouter' }).click();
  await expect(services).toContainText('La durée doit être un nombre entier de minutes supérieur à zéro.');
  await services.getByLabel('Durée (min)').fill('45');
  await services.getByRole('button', { name: 'Ajouter' }).dblclick();
  await expect(page.getByText('Service ajouté')).toBeVisible();
  const item = services.getByRole('listitem').filter({ hasText: serviceName });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('20,50 DT');
  await item.getByRole('button', { name: 'Modifier' }).click();
  await expect(services.getByLabel('Prix (DT)')).toHaveValue('20,50');
  await services.getByRole('button', { name: 'Annuler' }).click();

  // "Annuler" keeps the service; the red button deletes it.
  await item.getByRole('button', { name: 'Supprimer' }).click();
  const confirmService = page.getByRole('alertdialog', { name: 'Supprimer le service ?' });
  await expect(confirmService).toContainText('20,50 DT');
  await expectAccessible(page, 'confirmation Supprimer le service', { ignoreToasts: true });
  await confirmService.getByRole('button', { name: 'Annuler' }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: 'Supprimer' }).click();
  await confirmService.getByRole('button', { name: 'Supprimer le service' }).click();
  await expect(page.getByText('Service supprimé')).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(services).toHaveCount(0);

  // The hours dialog says which day is wrong, at its top and on the day itself.
  await card.getByRole('button', { name: 'Horaires' }).click();
  const hours = page.getByRole('dialog', { name: /Horaires/ });
  // It fits the screen: nothing cut on the sides, and it scrolls inside itself if taller.
  const fits = await hours.evaluate((dialog) => {
    const box = dialog.getBoundingClientRect();
    return (
      dialog.scrollWidth <= dialog.clientWidth &&
      box.left >= 0 &&
      box.right <= window.innerWidth &&
      box.top >= 0 &&
      box.bottom <= window.innerHeight
    );
  });
  expect(fits).toBe(true);
  await hours.getByLabel('Mardi : ouverture').fill('18:00');
  await hours.getByLabel('Mardi : fermeture').fill('09:00');
  await hours.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(hours.getByRole('alert').first()).toContainText('Vérifiez les horaires de : Mardi.');
  await expect(hours.getByRole('group', { name: 'Mardi' })).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Supprimer' }).click();
  const confirmSalon = page.getByRole('alertdialog', { name: 'Supprimer le salon ?' });
  await expect(confirmSalon).toContainText('« Salon du Double Clic » sera supprimé définitivement');
  await confirmSalon.getByRole('button', { name: 'Annuler' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Supprimer' }).click();
  await confirmSalon.getByRole('button', { name: 'Supprimer le salon' }).click();
  await expect(page.getByText('Salon supprimé')).toBeVisible();
  await expect(card).toHaveCount(0);
});

/** The pages with an id in their path open on a real salon or booking of the person. */
async function concreteUrl(page: Page, route: string): Promise<string | null> {
  if (route === BOOKING_ROUTE) {
    const salons = (await (await page.request.get('/api/salons')).json()) as { items: { id: string }[] };
    return route.replace(':id', salons.items[0]?.id ?? '');
  }
  if (route === CLIENT_ROUTE) {
    const clients = (await (await page.request.get('/api/clients')).json()) as { items: { id: string }[] };
    const id = clients.items[0]?.id;
    return id ? route.replace(':id', id) : null;
  }
  if (route === BOOKING_RECAP_ROUTE) {
    const bookings = (await (await page.request.get('/api/bookings')).json()) as { items: { id: string }[] };
    const id = bookings.items[0]?.id;
    return id ? route.replace(':id', id) : null;
  }
  return route;
}

const people: Record<Role, (page: Page) => Promise<unknown>> = {
  client: (page) => signInViaApi(page.request, demoAccount('client')),
  prestataire: (page) => signInViaApi(page.request, demoAccount('prestataire')),
  admin: (page) => signInViaApi(page.request, e2eAdmin()),
};

test.describe('at 360 px, no dashboard page scrolls sideways', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const role of Object.keys(people) as Role[]) {
    test(`for a ${role}`, async ({ page }) => {
      await people[role](page);
      for (const [route, roles] of Object.entries(ROUTE_ROLES)) {
        if (!(roles as readonly Role[]).includes(role)) continue;
        const url = await concreteUrl(page, route);
        if (!url) continue;
        await page.goto(url);
        await expect(page.locator('h1').first(), url).toBeVisible();
        await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} (${role}) déborde de ${overflow} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
