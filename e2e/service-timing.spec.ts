import type { Page } from '@playwright/test';
import { chooseService, pickDate, pickTime, timeButtons } from './booking-page';
import { expect, futureDay, signInAsNew, signInViaApi, test } from './fixtures';
import { bookAs, clientOnBookingPage, takeSalon } from './team-salon';

// A colour's "temps de pose": set in the services dialog, offered to other clients while the
// hairdresser is free, drawn hatched in the agenda, where the salon can add an appointment in it.

const PROCESSING_SUM_MESSAGE =
  'Le temps actif, le temps de pose et le temps actif après la pose doivent faire ensemble la durée du service.';

const withWhom = (page: Page) => page.getByRole('radiogroup', { name: 'Avec qui ?' });

test("the owner gives the colour a pose; during one client's pose another books the same hairdresser online", async ({
  page,
  browser,
  playwright,
}) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 2);

  await signInViaApi(page.request, salon.owner);
  await page.goto('/dashboard/salons');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: salon.name }) });
  await card.getByRole('button', { name: 'Services' }).click();
  const services = page.getByRole('dialog', { name: `Services de ${salon.name}` });
  await services
    .getByRole('listitem')
    .filter({ hasText: 'Coloration' })
    .getByRole('button', { name: 'Modifier' })
    .click();
  await services.getByLabel('Durée (min)').fill('90');
  await services.getByLabel('Temps de nettoyage (min)').fill('10');
  await services.getByLabel('Avec un temps de pose').check();
  await services.getByLabel('Temps actif (min)', { exact: true }).fill('30');
  await services.getByLabel('Temps de pose (min)').fill('30');
  await services.getByLabel('Temps actif après la pose (min)').fill('20');
  await services.getByRole('button', { name: 'Enregistrer' }).click();
  // 30 + 30 + 20 is not the 90 minutes of the service: said in the form, nothing sent.
  await expect(services.getByText(PROCESSING_SUM_MESSAGE)).toBeVisible();
  await services.getByLabel('Temps actif après la pose (min)').fill('30');
  await services.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Service modifié')).toBeVisible();
  await expect(
    services.getByText('Coloration · 90 min · 60 DT · pose 30 min · nettoyage 10 min'),
  ).toBeVisible();

  // A first client's colour with Sonia at 10:00: active until 10:30, pose until 11:00.
  const coloured = await bookAs(playwright, salon, {
    serviceId: salon.services.coloration,
    date,
    time: '10:00',
    employeeId: salon.employees.sonia,
  });

  // Another client books Sonia online during that pose.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  try {
    await signInAsNew(client.request, 'client');
    await client.goto(`/providers/${salon.id}/booking`);
    await chooseService(client, 'Brushing');
    await withWhom(client).getByRole('radio', { name: /Sonia/ }).click();
    await pickDate(client, date);
    await expect(timeButtons(client).first()).toBeVisible();
    const offered = await timeButtons(client).allTextContents();
    expect(offered).toContain('10:30');
    // Her active times and her cleanup are not offered.
    expect(offered).not.toContain('10:00');
    expect(offered).not.toContain('11:00');
    await pickTime(client, '10:30');
    await client.getByRole('button', { name: 'Réserver maintenant' }).click();
    await expect(client.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expect(client.getByRole('main')).toContainText('Sonia');
  } finally {
    await clientContext.close();
  }

  // The agenda: the colour with its pose hatched, the brushing beside it in Sonia's column.
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  const sonia = page.getByRole('group', { name: /^Sonia/ });
  await expect(
    sonia.getByRole('button', { name: new RegExp(`^10:00–11:30, Coloration, ${coloured}`) }),
  ).toBeVisible();
  await expect(sonia.getByRole('button', { name: /^10:30–11:00, Brushing/ })).toBeVisible();
  const pose = sonia.getByRole('button', { name: 'Pose 10:30–11:00 de Sonia : ajouter un rendez-vous' });
  await expect(pose).toHaveText('Pose');
  await pose.click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await expect(dialog.getByLabel('Heure')).toHaveValue('10:30');
  await expect(dialog.getByLabel('Employé')).toHaveValue(salon.employees.sonia);
});

test('a client books "Coupe femme + Brushing" with "Sans préférence": one request, one appointment', async ({
  page,
}) => {
  const salon = await clientOnBookingPage(page, { team: true });
  const date = futureDay(7, 3);
  await chooseService(page, 'Coupe femme');
  await page.getByRole('button', { name: 'Ajouter une prestation' }).click();
  await page.getByLabel('Prestation 2', { exact: true }).selectOption({ label: 'Brushing · 30 min · 25 DT' });
  const brushingWho = page.getByRole('radiogroup', { name: 'Avec qui pour « Brushing » ?' });
  await expect(brushingWho.getByRole('radio', { name: 'Sans préférence' })).toBeChecked();
  const summary = page.getByRole('region', { name: 'Votre rendez-vous' });
  await expect(summary).toContainText('Coupe femme + Brushing');
  await expect(summary).toContainText('Total : 1 h 30 · 60 DT');

  await pickDate(page, date);
  await expect(timeButtons(page).first()).toBeVisible();
  // The visit lasts 90 minutes: 16:30 is its last start before 18:00.
  const offered = await timeButtons(page).allTextContents();
  expect(offered).toContain('16:30');
  expect(offered).not.toContain('17:00');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings')
      requests.push(request.url());
  });
  await pickTime(page, '09:00');
  await page.getByRole('button', { name: 'Réserver maintenant' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Coupe femme + Brushing');
  expect(requests).toHaveLength(1);
  // One appointment, its two services listed with their times and person.
  const parts = page.getByRole('list', { name: 'Prestations du rendez-vous' }).getByRole('listitem');
  await expect(parts).toHaveText([
    /^09:00–10:00 · Coupe femme · 35 DT · avec Sonia$/,
    /^10:00–10:30 · Brushing · 25 DT · avec /,
  ]);

  await page.goto('/dashboard/bookings');
  await expect(page.getByRole('tab', { name: 'À venir (1)' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: salon.name });
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Coupe femme + Brushing');
  await expect(
    cards.getByRole('list', { name: 'Prestations du rendez-vous' }).getByRole('listitem'),
  ).toHaveCount(2);
});

test('the owner enters a visit from the agenda: each service in its person’s column', async ({ page }) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 4);
  await signInViaApi(page.request, salon.owner);
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);

  const column = (firstName: string) => page.getByRole('group', { name: new RegExp(`^${firstName}`) });
  await column('Sonia').getByRole('button', { name: 'Ajouter 09:00–09:30 pour Sonia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await dialog.getByLabel('Prénom et nom').fill('Ines Karoui');
  await dialog.getByLabel('Téléphone').fill('20 555 777');
  await dialog.getByLabel('Prestation', { exact: true }).selectOption(salon.services.coupe);
  await dialog.getByRole('button', { name: 'Ajouter une prestation' }).click();
  await dialog.getByLabel('Prestation 2', { exact: true }).selectOption(salon.services.brushing);
  await expect(dialog.getByLabel('Employé de la prestation 2')).toHaveValue(salon.employees.sonia);
  await dialog.getByLabel('Employé de la prestation 2').selectOption(salon.employees.amel);
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(page.getByText('Rendez-vous ajouté')).toBeVisible();
  await expect(
    column('Sonia').getByRole('button', { name: /^09:00–10:00, Coupe femme, 1\/2, Ines Karoui, Confirmé/ }),
  ).toBeVisible();
  await expect(
    column('Amel').getByRole('button', { name: /^10:00–10:30, Brushing, 2\/2, Ines Karoui, Confirmé/ }),
  ).toBeVisible();
});
