import { randomBytes } from 'node:crypto';
import { must } from '../src/shared/must';
import { monthShowing, timeButtons } from './booking-page';
import { demoAccount, e2eAdmin, expect, futureDay, signInAsNew, signInViaApi, test } from './fixtures';

test('a validated prestataire sets up a salon; once approved, clients see slots matching its hours', async ({
  page,
  browser,
  playwright,
}) => {
  const name = `Salon Atelier ${randomBytes(3).toString('hex')}`;
  await signInViaApi(page.request, demoAccount('prestataire'));
  await page.goto('/dashboard/salons');
  await page.getByRole('button', { name: 'Créer un salon' }).click();
  const create = page.getByRole('dialog', { name: 'Créer un salon' });
  await create.getByLabel('Nom du salon').fill(name);
  await create.getByLabel('Adresse').fill('7 rue de Marseille, Tunis');
  await create.getByRole('button', { name: 'Créer le salon' }).click();
  await expect(page.getByText('Salon créé')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('En attente');

  await card.getByRole('button', { name: 'Services' }).click();
  const services = page.getByRole('dialog', { name: `Services de ${name}` });
  // The form checks its fields with the API's own schema: the French messages show, and nothing is sent.
  const serviceWrites: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /^\/api\/salons\/[^/]+\/services$/.test(new URL(request.url()).pathname)
    )
      serviceWrites.push(request.url());
  });
  await services.getByRole('button', { name: 'Ajouter' }).click();
  await expect(services.getByText('Le nom du service est requis.')).toBeVisible();
  await services.getByLabel('Service').selectOption('Brushing');
  await services.getByLabel('Prix (DT)').fill('0');
  await services.getByRole('button', { name: 'Ajouter' }).click();
  await expect(services.getByText('Le prix doit être un nombre valide et supérieur à zéro.')).toBeVisible();
  await expect(services.getByText('Le nom du service est requis.')).toHaveCount(0);
  await expect(services.getByLabel('Prix (DT)')).toHaveAttribute('aria-invalid', 'true');
  expect(serviceWrites).toEqual([]);
  await services.getByLabel('Prix (DT)').fill('25');
  await services.getByLabel('Durée (min)').fill('30');
  await services.getByRole('button', { name: 'Ajouter' }).click();
  await expect(services.getByText('Brushing · 30 min · 25 DT')).toBeVisible();
  expect(serviceWrites).toHaveLength(1);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Horaires' }).click();
  const hours = page.getByRole('dialog', { name: `Horaires de ${name}` });
  await hours.getByLabel('Lundi : ouverture').fill('10:00');
  await hours.getByLabel('Lundi : fermeture').fill('16:00');
  await hours.getByRole('group', { name: 'Lundi' }).getByLabel('Pause', { exact: true }).check();
  await hours.getByRole('button', { name: 'Enregistrer les horaires' }).click();
  await expect(page.getByText('Horaires enregistrés')).toBeVisible();

  await card.getByRole('button', { name: 'Employés' }).click();
  const staff = page.getByRole('dialog', { name: `Employés de ${name}` });
  await staff.getByLabel('Nom complet').fill('Nadia Kefi');
  await staff.getByLabel('Poste').fill('Coiffeuse');
  await staff.getByRole('button', { name: 'Ajouter' }).click();
  await expect(staff.getByText('Nadia Kefi')).toBeVisible();
  await page.keyboard.press('Escape');

  // An admin approves the salon (the admin screens have their own journeys in admin.spec.ts; their API is used here).
  const salonId = await page.request
    .get('/api/my/salons')
    .then((r) => r.json() as Promise<{ items: { id: string; name: string }[] }>)
    .then(
      (data) =>
        must(
          data.items.find((s) => s.name === name),
          `the service named ${name}`,
        ).id,
    );
  const admin = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  await signInViaApi(admin, e2eAdmin());
  expect(
    (await admin.patch(`/api/admin/salons/${salonId}/approval`, { data: { isApproved: true } })).status(),
  ).toBe(200);
  await admin.dispose();

  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signInAsNew(client.request, 'client');
  await client.goto(`/providers/${salonId}/booking`);
  await expect(client.getByRole('listitem').filter({ hasText: 'Lundi' })).toContainText(
    '10:00 - 16:00 (pause 12:00 - 13:00)',
  );
  const serviceValue = await client
    .locator('#booking-service option', { hasText: 'Brushing' })
    .getAttribute('value');
  await client.getByLabel('Service').selectOption(serviceValue ?? '');
  await client.getByRole('button', { name: 'Date Choisir une date' }).click();
  const monday = futureDay(1, 1);
  await (await monthShowing(client, monday)).click();
  const times = timeButtons(client);
  await expect(times).toHaveText([
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '13:00',
    '13:30',
    '14:00',
    '14:30',
    '15:00',
  ]);
  await clientContext.close();
});
