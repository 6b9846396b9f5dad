import { randomBytes } from 'node:crypto';
import { salonTest } from './approved-salon';
import { e2eAdmin, expect, signInViaApi, test } from './fixtures';

salonTest(
  "an approved salon's new name waits for an admin; the public keeps the approved one until then",
  async ({ page, browser, ownSalon }) => {
    const { name, owner, salonId } = ownSalon;

    await owner.goto('/dashboard/salons');
    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name }) });
    await card.getByRole('button', { name: 'Modifier' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Modifier le salon' });
    await expect(dialog).toContainText('vérifié par un administrateur');
    await dialog.getByLabel('Nom du salon').fill(`${name} Royal`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(owner.getByText('Modifications envoyées')).toBeVisible();
    await expect(card).toContainText('Modifications en attente de validation');
    await expect(card).toContainText(`Nom : ${name} Royal`);

    const visitor = await browser.newPage();
    await visitor.goto(`/providers/${salonId}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();

    await signInViaApi(page.request, e2eAdmin());
    await page.goto('/dashboard/admin');
    await page.getByRole('link', { name: 'Modifications de salons' }).click();
    const change = page.getByRole('listitem').filter({ hasText: `${name} Royal` });
    await expect(change).toContainText(name);
    await change.getByRole('button', { name: 'Approuver' }).click();
    await expect(page.getByText('Modifications approuvées')).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: `${name} Royal` })).toBeVisible();
    await visitor.close();
  },
);

salonTest(
  "an admin refuses an approved salon's new name with a reason; the public keeps the approved one",
  async ({ page, baseURL, playwright, ownSalon }) => {
    const { name, owner, salonId } = ownSalon;
    expect(
      (
        await owner.request.patch(`/api/salons/${salonId}`, {
          data: { name: `${name} Luxe`, address: '3 rue de Rome, Sfax' },
        })
      ).status(),
    ).toBe(200);

    await signInViaApi(page.request, e2eAdmin());
    await page.goto('/dashboard/admin/changes');
    const change = page.getByRole('listitem').filter({ hasText: `${name} Luxe` });
    await change.getByRole('button', { name: 'Refuser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser les modifications' });
    await dialog.getByLabel('Motif (facultatif)').fill('Le nom doit rester celui de l’enseigne.');
    await dialog.getByRole('button', { name: 'Refuser les modifications' }).click();
    await expect(page.getByText('Modifications refusées')).toBeVisible();
    await expect(change).toHaveCount(0);

    const visitor = await playwright.request.newContext({ baseURL });
    const detail = (await (await visitor.get(`/api/salons/${salonId}`)).json()) as { name: string };
    expect(detail.name).toBe(name);
    await visitor.dispose();
  },
);

salonTest(
  'an admin suspends a prestataire after confirming: the salon leaves the public; reactivating brings it back',
  async ({ page, baseURL, playwright, adminApi: admin, ownSalon }) => {
    const { user, salonId } = ownSalon;

    await signInViaApi(page.request, e2eAdmin());
    await page.goto('/dashboard/admin/users');
    await page.getByLabel('Rechercher un utilisateur').fill(user.email);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.getByRole('button', { name: 'Suspendre' }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspendre ce prestataire ?' });
    await expect(confirm).toContainText('Ses rendez-vous à venir seront annulés');
    await confirm.getByRole('button', { name: 'Suspendre le prestataire' }).click();
    await expect(confirm).toContainText('Indiquez le motif du refus (5 caractères au moins).');
    await confirm.getByLabel('Motif du refus').fill('Photos de salon trompeuses signalées par des clients.');
    await confirm.getByRole('button', { name: 'Suspendre le prestataire' }).click();
    await expect(page.getByText('Prestataire suspendu')).toBeVisible();

    expect((await admin.get(`/api/salons/${salonId}`)).status()).toBe(200);
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get(`/api/salons/${salonId}`)).status()).toBe(404);

    await row.getByRole('button', { name: 'Réactiver' }).click();
    await expect(page.getByText('Prestataire réactivé')).toBeVisible();
    expect((await visitor.get(`/api/salons/${salonId}`)).status()).toBe(200);
    await visitor.dispose();
  },
);

test('the security log shows a failed sign-in, and its filters narrow it; no sideways scroll on a phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL });
  const email = `inconnu-${randomBytes(4).toString('hex')}@e2e.rendezvous.tn`;
  expect(
    (await stranger.post('/api/auth/sign-in', { data: { email, password: 'mauvais-mot' } })).status(),
  ).toBe(401);
  await stranger.dispose();

  await signInViaApi(page.request, e2eAdmin());
  await page.goto('/dashboard/admin');
  await page.getByRole('link', { name: 'Journal de sécurité' }).click();
  await expect(page.getByRole('heading', { name: 'Journal de sécurité' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Connexion échouée');

  await page.getByLabel('Type').selectOption({ label: 'Connexion réussie' });
  await page.getByLabel('Recherche').fill(email);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByText('Aucun événement ne correspond à ces filtres.')).toBeVisible();
  await page.getByLabel('Type').selectOption({ label: 'Tous les types' });
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(row).toContainText('Connexion échouée');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace('.', '\\.')}`));

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

salonTest(
  "an approved salon's new employee is the salon's at once and the public's once an admin accepts them",
  async ({ page, browser, ownSalon }) => {
    const { name, owner, salonId } = ownSalon;
    const fullName = `Nour ${randomBytes(2).toString('hex')}`;

    await owner.goto('/dashboard/salons');
    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name }) });
    await card.getByRole('button', { name: 'Employés' }).click();
    const staff = owner.getByRole('dialog', { name: `Employés de ${name}` });
    await staff.getByLabel('Nom complet').fill(fullName);
    await staff.getByLabel('Poste').fill('Esthéticienne');
    await staff.getByRole('button', { name: 'Ajouter' }).click();
    await expect(staff.getByText('En attente de validation par l’administration')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(`/providers/${salonId}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByText(fullName.split(' ')[0] ?? '')).toHaveCount(0);

    await signInViaApi(page.request, e2eAdmin());
    await page.goto('/dashboard/admin/changes');
    const waiting = page
      .getByRole('listitem')
      .filter({ hasText: name })
      .filter({ hasText: 'Prestations et équipe' });
    const change = waiting.getByRole('listitem').filter({ hasText: 'Nouvel employé' });
    await expect(change).toContainText('Esthéticienne');
    await change.getByRole('button', { name: `Accepter l’employé « ${fullName} »` }).click();
    await expect(page.getByText('Modification acceptée')).toBeVisible();
    await expect(waiting).toHaveCount(0);

    await visitor.reload();
    const team = visitor.getByRole('region', { name: 'Équipe', exact: true });
    await expect(team).toContainText('Esthéticienne');
    await visitor.close();
    await owner.reload();
    await card.getByRole('button', { name: 'Employés' }).click();
    await expect(staff.getByText(fullName)).toBeVisible();
    await expect(staff.getByText('En attente de validation par l’administration')).toHaveCount(0);
  },
);
