import { emptyBaseURL } from '../playwright.config';
import { expect, newUserData, signInAsNew, test } from './fixtures';

test('a person connects their calendar, sees its month, subscribes to their bookings and disconnects', async ({
  page,
}) => {
  await signInAsNew(page.request, 'client');
  await page.goto('/dashboard/profile');
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Calendrier', exact: true }),
  });
  await expect(card.getByText('Non connecté')).toBeVisible();
  await card.getByRole('button', { name: 'Connecter Google Calendar' }).click();

  // The provider's consent page sends the browser back to /google-callback with a code.
  await expect(page.getByText('Connexion réussie!')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/google-callback');
  await expect(page.getByText('Compte Google connecté')).toBeVisible();
  await expect(page.getByText('Votre compte Google Calendar a été connecté avec succès')).toBeVisible();
  await page.waitForURL('**/dashboard', { timeout: 5_000 });

  await page.goto('/dashboard/profile');
  await expect(card.getByText('Connecté', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: /^Événements de / })).toContainText("Réunion d'équipe");
  await expect(card.getByRole('list', { name: /^Événements de / })).toContainText('10:00 – 11:00');
  await card.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(card.getByText('Aucun événement ce mois-ci.')).toBeVisible();
  await card.getByRole('button', { name: 'Mois précédent' }).click();
  await card.getByRole('button', { name: 'Synchroniser' }).click();
  await expect(card.getByText("Réunion d'équipe").first()).toBeVisible();

  await card.getByRole('button', { name: "Créer mon adresse d'abonnement" }).click();
  const address = card.getByLabel("Adresse d'abonnement");
  await expect(address).toHaveValue(/\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
  const feedUrl = await address.inputValue();
  const feed = await page.request.get(feedUrl);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await card.getByRole('button', { name: "Régénérer l'adresse" }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Régénérer' }).click();
  await expect(page.getByText('Nouvelle adresse créée')).toBeVisible();
  await expect(address).not.toHaveValue(feedUrl);
  expect((await page.request.get(feedUrl)).status()).toBe(404);

  await card.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(page.getByText('Compte déconnecté')).toBeVisible();
  await expect(card.getByText('Non connecté')).toBeVisible();
});

test('the callback refuses a provider error, a missing code and a forged state, each with its message', async ({
  page,
}) => {
  await signInAsNew(page.request, 'client');
  await page.goto('/google-callback?error=access_denied&state=x');
  await expect(page.getByText("Erreur d'authentification Google")).toBeVisible();
  await expect(
    page.getByText('Impossible de se connecter à Google Calendar. Veuillez réessayer.'),
  ).toBeVisible();
  await expect(page.getByText('Erreur de connexion')).toBeVisible();
  await page.waitForURL('**/dashboard', { timeout: 5_000 });

  await page.goto('/google-callback?state=x');
  await expect(page.getByText("Erreur d'authentification Google")).toBeVisible();

  await page.goto(`/google-callback?code=volé&state=${'A'.repeat(43)}`);
  await expect(page.getByText('Erreur de sécurité')).toBeVisible();
  await expect(page.getByText('La requête semble avoir été altérée. Veuillez réessayer.')).toBeVisible();
  await expect(page.getByText('Erreur de connexion')).toBeVisible();
});

test('the callback sends a signed-out visitor to the sign-in page', async ({ page }) => {
  await page.goto('/google-callback?code=abc&state=def');
  await expect(page.getByText('Vous devez être connecté pour associer votre compte Google')).toBeVisible();
  await page.waitForURL('**/login');
});

test('the agenda tab of a salon owner holds the calendar link', async ({ page }) => {
  await signInAsNew(page.request, 'pendingProvider');
  await page.goto('/dashboard/schedule');
  await page.getByRole('tab', { name: 'Google Calendar' }).click();
  await expect(page.getByRole('button', { name: 'Connecter Google Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Abonnement à mes rendez-vous' })).toBeVisible();
});

test('without a client id the card says "Configuration manquante"', async ({ page }) => {
  const user = newUserData('client');
  const signUp = await page.request.post(`${emptyBaseURL}/api/auth/sign-up`, {
    data: { ...user, role: 'client' },
  });
  expect(signUp.status()).toBe(201);
  await page.goto(`${emptyBaseURL}/dashboard/profile`);
  await expect(page.getByText('Configuration manquante')).toBeVisible();
  await expect(page.getByRole('button', { name: /Connecter/ })).toHaveCount(0);
});
