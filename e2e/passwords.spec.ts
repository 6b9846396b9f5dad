import { expectAccessible } from './axe';
import { expect, linkMailedTo, signInAsNew, signInViaApi, signUpViaApi, test } from './fixtures';

test('"Mot de passe oublié": from the e-mail\'s link to signing in with the new password, once', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await browser.newContext({ baseURL });
  const user = await signInAsNew(other.request, 'client');
  await other.close();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');
  await expectAccessible(page, 'mot de passe oublié');

  const link = await linkMailedTo(user.email, '/reset-password?token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('azerty123');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.locator('#password-error')).toContainText(
    'Ce mot de passe fait partie des plus courants',
  );
  await page.getByLabel('Nouveau mot de passe').fill('Jasmin-sous-la-pluie-8');
  await expect(page.getByText('Robustesse : bonne.')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe est changé');
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Jasmin-sous-la-pluie-8');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/dashboard');

  // The link served once.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe').fill('Encore-un-autre-9');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Ce lien n'est plus valide" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
});

test("changing one's password from the profile signs out the other device", async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await signInAsNew(page.request, 'client');
  const elsewhere = await browser.newContext({ baseURL });
  await signInViaApi(elsewhere.request, user);
  expect(((await (await elsewhere.request.get('/api/me')).json()) as { me: unknown }).me).not.toBeNull();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Sécurité' })).toBeVisible();
  await expect(page.getByText('2 sessions ouvertes, dont celle-ci.')).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot');
  await page.getByLabel('Nouveau mot de passe').fill('Menthe-et-citron-5');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.locator('#currentPassword-error')).toHaveText('Le mot de passe actuel est incorrect.');
  await page.getByLabel('Mot de passe actuel').fill(user.password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié')).toBeVisible();
  // The list of open sessions on the same page follows, without a reload.
  await expect(page.getByText('1 session ouverte, dont celle-ci.')).toBeVisible();
  await expectAccessible(page, 'profil, section sécurité', { ignoreToasts: true });

  expect(((await (await elsewhere.request.get('/api/me')).json()) as { me: unknown }).me).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await elsewhere.close();
});

test('the profile lists the open sessions and signs out another device', async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = await signInAsNew(page.request, 'client');
  const phone = await playwright.request.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });
  await signInViaApi(phone, user);

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Sessions actives' })).toBeVisible();
  await expect(page.getByText('2 sessions ouvertes, dont celle-ci.')).toBeVisible();
  await page.getByRole('button', { name: 'Afficher les sessions' }).click();
  const here = page.getByRole('listitem').filter({ hasText: 'Cette session' });
  await expect(here).toContainText('Dernière activité');
  const other = page.getByRole('listitem').filter({ hasText: 'Safari sur iPhone' });
  await expect(other).toBeVisible();
  await expectAccessible(page, 'profil, sessions actives', { ignoreToasts: true });
  await other.getByRole('button', { name: 'Déconnecter Safari sur iPhone' }).click();
  await expect(page.getByText('Session déconnectée')).toBeVisible();
  await expect(other).toHaveCount(0);
  expect(((await (await phone.get('/api/me')).json()) as { me: unknown }).me).toBeNull();
  await expect(here).toBeVisible();
  await phone.dispose();
});

test('a new client confirms their address from the e-mail, and the banner goes', async ({ page }) => {
  const user = await signUpViaApi(page.request, 'client', {}, { verify: false });
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Adresse e-mail à confirmer' });
  await expect(banner).toContainText(
    `Confirmez votre adresse e-mail en suivant le lien envoyé à ${user.email}`,
  );
  await banner.getByRole('button', { name: "Renvoyer l'e-mail" }).click();
  await expect(page.getByText('E-mail envoyé')).toBeVisible();
  await expectAccessible(page, 'bandeau adresse à confirmer', { ignoreToasts: true });

  await page.goto(await linkMailedTo(user.email, '/verify-email?token='));
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('status')).toContainText('Votre adresse e-mail est confirmée.');
  await page.getByRole('link', { name: 'Aller à mon espace' }).click();
  await expect(page.getByRole('heading', { name: 'Mon espace' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
