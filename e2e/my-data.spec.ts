import { readFileSync } from 'node:fs';
import { must } from '../src/shared/must';
import { expectAccessible } from './axe';
import { expect, linkMailedTo, signInAsNew, test } from './fixtures';

test('a client downloads their data, then deletes their account with their password', async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = await signInAsNew(page.request, 'client');
  await page.goto('/dashboard/profile');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger mes données' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('rendezvous-mes-donnees.json');
  const data = JSON.parse(readFileSync(must(await download.path(), 'the downloaded file'), 'utf8')) as {
    profile: { email: string; fullName: string };
  };
  expect(data.profile).toMatchObject({ email: user.email, fullName: user.fullName });

  await page.getByRole('link', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer mon compte ?' });
  await expect(dialog).toContainText("C'est définitif.");
  await expectAccessible(page, 'dialogue Supprimer mon compte', { ignoreToasts: true });
  await dialog.getByLabel('Mot de passe').fill('pas-le-bon-mot');
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(dialog.locator('#delete-password-error')).toHaveText('Mot de passe incorrect.');
  await dialog.getByLabel('Mot de passe').fill(user.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Compte supprimé')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();

  const again = await playwright.request.newContext({ baseURL });
  const signIn = await again.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status()).toBe(401);
  await again.dispose();
});

test('an owner of salons is asked to delete or hand them over first', async ({ page }) => {
  const owner = await signInAsNew(page.request, 'approvedProvider');
  expect(
    (
      await page.request.post('/api/salons', {
        data: { name: 'Salon à Céder', address: '3 rue de Rome, Sfax' },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer mon compte ?' });
  await dialog.getByLabel('Mot de passe').fill(owner.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(page.getByText('Supprimez ou cédez d’abord vos salons').first()).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: 'Supprimer mon compte ?' })).toBeVisible();
});

test("a client changes their e-mail address: it changes once the new address's link is followed", async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await signInAsNew(page.request, 'client');
  const newEmail = `nouvelle-${Date.now()}@e2e.rendezvous.tn`;
  await page.goto('/dashboard/profile');
  await page.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await page.getByLabel('Votre mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Envoyer le lien de confirmation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Un lien de confirmation a été envoyé' }),
  ).toContainText(newEmail);

  const link = await linkMailedTo(newEmail, '/confirm-email?token=');
  // Opened from the new mailbox, in another browser: the click confirms, not the visit.
  const mailbox = await browser.newContext({ baseURL });
  const tab = await mailbox.newPage();
  await tab.goto(link);
  await tab.getByRole('button', { name: 'Confirmer cette adresse' }).click();
  await expect(tab.getByRole('status')).toContainText(`Votre adresse e-mail est maintenant ${newEmail}`);
  await mailbox.close();

  await page.reload();
  await expect(page.getByText(`Actuellement ${newEmail}.`)).toBeVisible();
});
