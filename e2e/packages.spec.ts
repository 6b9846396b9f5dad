import { pickDate, pickTime, timeButtons } from './booking-page';
import { expect, futureDay, signInAsNew, signInViaApi, test } from './fixtures';
import { takeSalon } from './team-salon';

// Packages ("forfaits"): the owner makes one in "Forfaits", books it from the agenda; a client books
// it from the salon page. One visit, named after the package, at its price.

test('the owner makes a package and books it from the agenda', async ({ page }) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 5);
  await signInViaApi(page.request, salon.owner);
  await page.goto('/dashboard/salons');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: salon.name }) });
  await card.getByRole('button', { name: 'Forfaits' }).click();
  const dialog = page.getByRole('dialog', { name: `Forfaits de ${salon.name}` });
  await expect(dialog.getByText('Aucun forfait pour le moment.')).toBeVisible();
  await dialog.getByLabel('Nom du forfait').fill('Forfait mariée');
  await dialog.getByLabel('Prix du forfait (DT)').fill('50');
  await dialog.getByLabel('Prestation 1', { exact: true }).selectOption(salon.services.coupe);
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  // One service is not a package: said in the form, nothing sent.
  await expect(dialog.getByText('Prestation invalide.')).toBeVisible();
  await dialog.getByLabel('Prestation 2', { exact: true }).selectOption(salon.services.brushing);
  await expect(
    dialog.getByText('Durée totale : 1 h 30 · prix des prestations séparées : 60 DT'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Forfait ajouté')).toBeVisible();
  await expect(dialog.getByText('Forfait mariée · Coupe femme + Brushing · 1 h 30 · 50 DT')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  const column = (firstName: string) => page.getByRole('group', { name: new RegExp(`^${firstName}`) });
  await column('Sonia').getByRole('button', { name: 'Ajouter 09:00–09:30 pour Sonia' }).click();
  const entry = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await entry.getByLabel('Prénom et nom').fill('Yasmine Gharbi');
  await entry.getByLabel('Téléphone').fill('20 555 888');
  await entry
    .getByLabel('Prestation', { exact: true })
    .selectOption({ label: 'Forfait mariée · 1 h 30 · 50 DT' });
  // The package's other services follow, each with its person.
  await expect(entry.getByLabel('Prestation 2', { exact: true })).toHaveValue(salon.services.brushing);
  await entry.getByLabel('Employé de la prestation 2').selectOption(salon.employees.amel);
  await entry.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(page.getByText('Rendez-vous ajouté')).toBeVisible();
  await expect(
    column('Sonia').getByRole('button', {
      name: /^09:00–10:00, Coupe femme, 1\/2, Yasmine Gharbi, Confirmé/,
    }),
  ).toBeVisible();
  await expect(
    column('Amel').getByRole('button', { name: /^10:00–10:30, Brushing, 2\/2, Yasmine Gharbi, Confirmé/ }),
  ).toBeVisible();

  // One appointment, named after the package, at its price.
  await page.goto('/dashboard/bookings');
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Yasmine Gharbi' });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Forfait mariée');
  await expect(cards).toContainText('50 DT');
});

test('a client books a package from the salon page', async ({ page }) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 6);
  await signInViaApi(page.request, salon.owner);
  const created = await page.request.post(`/api/salons/${salon.id}/packages`, {
    data: {
      name: 'Forfait soirée',
      price: '50',
      serviceIds: [salon.services.coupe, salon.services.brushing],
    },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  await signInAsNew(page.request, 'client');

  await page.goto(`/providers/${salon.id}`);
  const packages = page.getByRole('list', { name: 'Forfaits' });
  await expect(packages.getByRole('listitem')).toHaveText([
    /Forfait soirée.*Coupe femme \+ Brushing.*1 h 30.*50 DT/,
  ]);
  await packages.getByRole('link', { name: 'Réserver Forfait soirée' }).click();

  await expect(page.getByLabel('Service', { exact: true })).toHaveValue(/^forfait:/);
  const summary = page.getByRole('region', { name: 'Votre rendez-vous' });
  await expect(summary).toContainText('Forfait soirée : Coupe femme + Brushing');
  await expect(summary).toContainText('Total : 1 h 30 · 50 DT');
  await pickDate(page, date);
  await expect(timeButtons(page).first()).toBeVisible();
  const offered = await timeButtons(page).allTextContents();
  expect(offered).toContain('16:30');
  expect(offered).not.toContain('17:00');
  await pickTime(page, '09:00');
  await page.getByRole('button', { name: 'Réserver maintenant' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Forfait soirée');
  const parts = page.getByRole('list', { name: 'Prestations du rendez-vous' }).getByRole('listitem');
  await expect(parts).toHaveText([
    /^09:00–10:00 · Coupe femme · 29,17 DT/,
    /^10:00–10:30 · Brushing · 20,83 DT/,
  ]);
});
