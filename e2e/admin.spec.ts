import { randomBytes } from 'node:crypto';
import { must } from '../src/shared/must';
import {
  demoAccount,
  e2eAdmin,
  expect,
  newUserData,
  signInAsNew,
  signInViaApi,
  signUpViaApi,
  test,
} from './fixtures';

test('an admin validates a new prestataire, who creates a salon; once the admin approves it, it is public', async ({
  page,
  browser,
}) => {
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  const providerUser = await signUpViaApi(provider.request, 'prestataire', {
    cin: '12345678',
    salonAddress: '3 rue de Rome, Sfax',
  });
  await provider.goto('/dashboard/salons');
  await expect(provider.getByRole('button', { name: 'Créer un salon' })).toBeDisabled();

  await signInViaApi(page.request, e2eAdmin());
  await page.goto('/dashboard/admin/providers');
  const row = page.getByRole('listitem').filter({ hasText: providerUser.email });
  await expect(row).toContainText('CIN : 12345678');
  await expect(row).toContainText('En attente');
  await row.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText('Prestataire approuvé')).toBeVisible();
  await expect(row).toHaveCount(0);

  const name = `Salon Validé ${randomBytes(3).toString('hex')}`;
  // The decision reaches the open page live: it may create a salon without reloading.
  await expect(provider.getByRole('button', { name: 'Créer un salon' })).toBeEnabled();
  await provider.getByRole('button', { name: 'Créer un salon' }).click();
  const dialog = provider.getByRole('dialog', { name: 'Créer un salon' });
  await dialog.getByLabel('Nom du salon').fill(name);
  await dialog.getByLabel('Adresse').fill('3 rue de Rome, Sfax');
  await dialog.getByRole('button', { name: 'Créer le salon' }).click();
  await expect(provider.getByText('Salon créé')).toBeVisible();
  await providerContext.close();

  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await page.getByRole('tab', { name: /^Salons/ }).click();
  const salonRow = page.getByRole('listitem').filter({ hasText: name });
  await salonRow.getByRole('button', { name: 'Approuver' }).click();
  await expect(page.getByText('Salon approuvé')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/providers?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole('heading', { level: 3, name })).toBeVisible();
  await visitor.close();
});

test('role changes and deletions, with their refusals; an admin creates another admin', async ({
  page,
  baseURL,
}) => {
  await signInViaApi(page.request, e2eAdmin());
  const context = page.context();
  const other = await must(context.browser(), 'context.browser()').newContext({ baseURL });
  const client = await signInAsNew(other.request, 'client');
  await other.close();

  await page.goto('/dashboard/admin/users');
  const search = page.getByLabel('Rechercher un utilisateur');
  await search.fill(client.email);
  const row = page.getByRole('row').filter({ hasText: client.email });
  await expect(row).toContainText('Client');
  await row.getByRole('button', { name: 'Prestataire' }).click();
  await expect(page.getByText('Rôle mis à jour')).toBeVisible();
  await expect(row).toContainText('Prestataire');

  await search.fill(demoAccount('prestataire').email);
  await page
    .getByRole('row')
    .filter({ hasText: demoAccount('prestataire').email })
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Supprimer ce compte ?' })
    .getByRole('button', { name: 'Supprimer le compte' })
    .click();
  await expect(page.getByText('Suppression impossible', { exact: true })).toBeVisible();

  // One's own row offers nothing that could only fail.
  await search.fill(e2eAdmin().email);
  const ownRow = page.getByRole('row').filter({ hasText: e2eAdmin().email });
  await expect(ownRow).toContainText('Votre compte');
  await expect(ownRow.getByRole('button')).toHaveCount(0);

  await search.fill(client.email);
  await page
    .getByRole('row')
    .filter({ hasText: client.email })
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  const confirmDeletion = page.getByRole('alertdialog', { name: 'Supprimer ce compte ?' });
  await confirmDeletion.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByRole('row').filter({ hasText: client.email })).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: client.email })
    .getByRole('button', { name: /^Supprimer/ })
    .click();
  await confirmDeletion.getByRole('button', { name: 'Supprimer le compte' }).click();
  await expect(page.getByText('Utilisateur supprimé')).toBeVisible();
  await expect(page.getByText('Aucun utilisateur trouvé.')).toBeVisible();

  const admin = newUserData('admin');
  await search.fill('');
  await page.getByRole('button', { name: 'Créer un administrateur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créer un administrateur' });
  await dialog.getByLabel('Nom complet').fill(admin.fullName);
  await dialog.getByLabel('Email').fill(admin.email);
  await dialog.getByLabel('Mot de passe').fill(admin.password);
  await dialog.getByRole('button', { name: 'Créer un administrateur' }).click();
  await expect(page.getByText('Administrateur créé')).toBeVisible();
  const check = await must(context.browser(), 'context.browser()').newContext({ baseURL });
  const signIn = await check.request.post('/api/auth/sign-in', {
    data: { email: admin.email, password: admin.password },
  });
  expect(((await signIn.json()) as { me: { isAdmin: boolean } }).me.isAdmin).toBe(true);
  await check.close();
});

test('an admin sees what waits for each background job, from the overview', async ({ page }) => {
  await signInViaApi(page.request, e2eAdmin());
  await page.goto('/dashboard/admin');
  await page.getByRole('link', { name: 'Tâches de fond' }).click();
  await expect(page.getByRole('heading', { name: 'Tâches de fond', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Tâches de fond' });
  for (const kind of ['E-mails', 'SMS et WhatsApp', 'Agendas connectés', 'Rappels de rendez-vous']) {
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${kind}`) })).toBeVisible();
  }
  // Each queue's columns are named: a number under "En échec" for the e-mails.
  const mail = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^E-mails/ }) });
  await expect(mail.getByRole('cell')).toHaveCount(6);
});
