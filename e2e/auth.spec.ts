import { expect, fillAccountFields, newUserData, signInAsNew, test } from './fixtures';

test.describe('accounts', () => {
  test('a client signs up, lands on /dashboard, signs out, and signs in again back to the booking route', async ({
    page,
  }) => {
    const user = newUserData('client');
    await page.goto('/register');
    await fillAccountFields(page, user);
    await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
    await page.getByRole('button', { name: "S'inscrire" }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Inscription réussie')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mon espace' })).toBeVisible();

    await page.getByRole('button', { name: `Menu de ${user.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Déconnexion réussie')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();

    const bookingPath = '/providers/3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e10/booking';
    await page.goto(bookingPath);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(bookingPath)}`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Mot de passe').fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(bookingPath);
    await expect(page.getByText('Connexion réussie')).toBeVisible();
  });

  test('a prestataire signs up and lands on /registration-success with its texts', async ({ page }) => {
    const user = newUserData('prestataire');
    await page.goto('/register?role=prestataire');
    await expect(page.getByLabel('Prestataire')).toBeChecked();
    await fillAccountFields(page, user);
    await page.getByLabel('CIN (optionnel)').fill('12345678');
    await page.getByLabel('Adresse du salon (optionnel)').fill('5 avenue Habib Bourguiba, Sousse');
    await page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" }).check();
    await page.getByRole('button', { name: "S'inscrire" }).click();

    await expect(page).toHaveURL('/registration-success');
    await expect(page.getByRole('heading', { name: 'Inscription réussie !' })).toBeVisible();
    await expect(page.getByText('Compte en attente de validation')).toBeVisible();
    await expect(page.getByText(/doit être validé par un administrateur avant/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  test('the forms show their French validation messages under their fields', async ({ page }) => {
    await page.goto('/register?role=prestataire');
    await page.getByLabel('Nom complet').fill('A');
    await page.getByLabel('Email').fill('pas-un-email');
    await page.getByLabel('Mot de passe').fill('123');
    await page.getByLabel('CIN (optionnel)').fill('12ab');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
    await expect(page.getByText('Email invalide')).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
    await expect(page.getByText('Le CIN doit contenir exactement 8 chiffres')).toBeVisible();
    await expect(page).toHaveURL('/register?role=prestataire');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Email invalide')).toBeVisible();
    await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeVisible();
  });

  test('a wrong password shows the French error toast', async ({ page }) => {
    const user = await signInAsNew(page.context().request, 'client');
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Erreur de connexion')).toBeVisible();
    await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('signing out in one tab signs out the other tabs', async ({ context }) => {
    await signInAsNew(context.request, 'client');
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/dashboard');
    await second.goto('/dashboard/profile');
    await expect(second.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();

    await first.getByRole('button', { name: /^Menu de / }).click();
    await first.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await expect(first).toHaveURL('/');
    await expect(second).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fprofile$/);
  });
});
