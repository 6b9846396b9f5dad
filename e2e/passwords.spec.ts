import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mailPart } from '../src/server/test-support/mail-parts';
import { expectAccessible } from './axe';
import { expect, signInViaApi, signUpViaApi, test } from './fixtures';

/** The reset link of the newest e-mail the e2e server wrote for `email` (it has no SMTP: .eml files). */
async function resetLinkMailedTo(email: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mails');
  let link: string | undefined;
  await expect
    .poll(() => {
      const mails = readdirSync(dir)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .map((file) => readFileSync(path.join(dir, file), 'utf8'))
        .filter((raw) => raw.includes(email) && raw.includes('nouveau mot de passe'));
      const text = mails.length ? mailPart({ to: [email], raw: mails.at(-1)! }, 'text/plain') : undefined;
      link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(text ?? '')?.[0];
      return link;
    }, 'le lien du mot de passe oublié')
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

test('"Mot de passe oublié": from the e-mail\'s link to signing in with the new password, once', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await browser.newContext({ baseURL });
  const user = await signUpViaApi(other.request, 'client');
  await other.close();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');
  await expectAccessible(page, 'mot de passe oublié');

  const link = await resetLinkMailedTo(user.email);
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
  const user = await signUpViaApi(page.request, 'client');
  const elsewhere = await browser.newContext({ baseURL });
  await signInViaApi(elsewhere.request, user);
  expect(((await (await elsewhere.request.get('/api/me')).json()) as { me: unknown }).me).not.toBeNull();

  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Sécurité' })).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot');
  await page.getByLabel('Nouveau mot de passe').fill('Menthe-et-citron-5');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.locator('#currentPassword-error')).toHaveText('Le mot de passe actuel est incorrect.');
  await page.getByLabel('Mot de passe actuel').fill(user.password);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié')).toBeVisible();
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
  const user = await signUpViaApi(page.request, 'client');
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
