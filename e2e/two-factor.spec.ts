import type { Page } from '@playwright/test';
import { fromBase32, totpCode } from '../src/server/test-support/totp';
import { expectAccessible } from './axe';
import { type E2EUser, e2eAdmin, expect, newUserData, signInAsNew, signInViaApi, test } from './fixtures';

// "Vérification en deux étapes" (decision 074), as a person goes through it: enrolment in the
// profile, signing in with the app's code, then with a recovery code; an admin held to enrol.

async function signOut(page: Page, user: E2EUser) {
  await page.getByRole('button', { name: `Menu de ${user.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page.getByText('Déconnexion réussie')).toBeVisible();
}

async function typePassword(page: Page, user: E2EUser) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Code de vérification' })).toBeVisible();
}

/** Enrols from the profile page; answers the app's secret and the recovery codes shown. */
async function enrol(page: Page, user: E2EUser) {
  await page.getByLabel('Mot de passe du compte').fill(user.password);
  await page.getByRole('button', { name: 'Activer la vérification en deux étapes' }).click();
  await expect(page.getByRole('img', { name: 'QR code à scanner' })).toBeVisible();
  const secret = await shownSecret(page);
  return { secret, codes: await confirmWith(page, totpCode(secret)) };
}

/** The app's secret, from the key shown beside the QR code. */
async function shownSecret(page: Page) {
  return fromBase32((await page.getByTestId('two-factor-key').textContent())?.replaceAll(' ', '') ?? '');
}

/** Confirms the enrolment with the app's code; answers the recovery codes then shown. */
async function confirmWith(page: Page, code: string) {
  await page.getByLabel('Code de vérification').fill(code);
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('heading', { name: 'Codes de secours' })).toBeVisible();
  return page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem').allTextContents();
}

test('enrols from the profile, signs in with the code, then with a recovery code', async ({ page }) => {
  const user = await signInAsNew(page.request, 'client');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Vérification en deux étapes' })).toBeVisible();

  await page.getByLabel('Mot de passe du compte').fill('pas-le-bon-mot');
  await page.getByRole('button', { name: 'Activer la vérification en deux étapes' }).click();
  await expect(page.locator('#two-factor-password-error')).toHaveText('Mot de passe incorrect.');

  await page.getByLabel('Mot de passe du compte').fill(user.password);
  await page.getByRole('button', { name: 'Activer la vérification en deux étapes' }).click();
  await expect(page.getByRole('img', { name: 'QR code à scanner' })).toBeVisible();
  await expectAccessible(page, 'activation : QR code et clé', { ignoreToasts: true });
  const secret = await shownSecret(page);
  await page.getByLabel('Code de vérification').fill('000000');
  await page.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.locator('#two-factor-code-error')).toHaveText('Code de vérification incorrect.');

  const codes = await confirmWith(page, totpCode(secret));
  expect(codes).toHaveLength(10);
  await expectAccessible(page, 'codes de secours', { ignoreToasts: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger' }).click();
  expect((await download).suggestedFilename()).toBe('rendezvous-codes-de-secours.txt');
  await page.getByRole('button', { name: 'J’ai mis mes codes de côté' }).click();
  await expect(page.getByText('Codes de secours restants : 10')).toBeVisible();
  await expect(page.getByText('Activée', { exact: true })).toBeVisible();

  // Signing in: the password, then the app's code (the next one: the one just typed opened a session).
  await signOut(page, user);
  await typePassword(page, user);
  await expectAccessible(page, 'connexion : code de vérification');
  await page.getByLabel('Code de vérification').fill('123456');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('#code-error')).toHaveText('Code de vérification incorrect.');
  await page.getByLabel('Code de vérification').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Connexion réussie')).toBeVisible();

  // Without the phone: a recovery code, once.
  await signOut(page, user);
  await typePassword(page, user);
  await page.getByRole('button', { name: 'Utiliser un code de secours' }).click();
  await expect(page.getByLabel('Code de secours')).toBeVisible();
  await expectAccessible(page, 'connexion : code de secours');
  await page.getByLabel('Code de secours').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Il vous en reste 9.')).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByText('Codes de secours restants : 9')).toBeVisible();
});

test('an admin without a second factor is sent to enrol before the administration', async ({
  page,
  adminApi,
}) => {
  const admin = newUserData('admin-2fa');
  const created = await adminApi.post('/api/auth/sign-up', {
    data: { ...admin, role: 'client', isAdmin: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInViaApi(page.request, admin);

  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Obligatoire pour les administrateurs' }),
  ).toBeVisible();
  await expectAccessible(page, 'profil : activation obligatoire');
  await enrol(page, admin);
  await page.getByRole('button', { name: 'J’ai mis mes codes de côté' }).click();
  await expect(
    page.getByText('Obligatoire pour les administrateurs : elle ne peut pas être désactivée.'),
  ).toBeVisible();

  await page.goto('/dashboard/admin');
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
});

test('an admin resets the second factor of an account that lost its phone, with a reason', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const person = await context.newPage();
  const user = await signInAsNew(person.request, 'client');
  await person.goto('/dashboard/profile');
  await enrol(person, user);

  await signInViaApi(page.request, e2eAdmin());
  await page.goto('/dashboard/admin/users');
  await page.getByLabel('Rechercher un utilisateur').fill(user.email);
  await page
    .getByRole('button', { name: `Réinitialiser la vérification en deux étapes de ${user.email}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Réinitialiser la vérification en deux étapes ?' });
  await dialog.getByLabel('Motif').fill('Téléphone perdu, identité vérifiée au salon.');
  await dialog.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(page.getByText('Vérification en deux étapes réinitialisée')).toBeVisible();

  // The password alone opens a session again.
  const again = await browser.newContext();
  const later = await again.newPage();
  await later.goto('/login');
  await later.getByLabel('Email').fill(user.email);
  await later.getByLabel('Mot de passe').fill(user.password);
  await later.getByRole('button', { name: 'Se connecter' }).click();
  await expect(later).toHaveURL('/dashboard');
  await context.close();
  await again.close();
});
