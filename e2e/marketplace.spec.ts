import { emptyBaseURL } from '../playwright.config';
import { expect, openSalon, signInAsNew, test } from './fixtures';

const JASMIN = 'Institut Jasmin Beauté';

test.describe('home', () => {
  test('shows the hero, the four categories and up to 6 approved salons, best rated first', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    for (const [label, id] of [
      ['Coiffure', 'haircut'],
      ['Maquillage', 'makeup'],
      ['Ongles', 'nails'],
      ['Soin du visage', 'face'],
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'href',
        `/providers?service=${id}`,
      );
    }
    const popular = page.locator('section[aria-labelledby="popular-title"] li');
    await expect(popular).toHaveCount(6);
    await expect(page.getByText('Yasmine Coiffure Ennasr')).toHaveCount(0);
    const api = await page.request.get('/api/salons?pageSize=6');
    const best = ((await api.json()) as { items: { name: string }[] }).items.map((s) => s.name);
    await expect(popular.locator('h3')).toHaveText(best);
  });

  test('a signed-in person gets "Mes rendez-vous" instead of "Créer un compte"', async ({ page }) => {
    await signInAsNew(page.request, 'client');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Mes rendez-vous' }).first()).toHaveAttribute(
      'href',
      '/dashboard/bookings',
    );
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toHaveCount(0);
  });

  test('an empty platform shows how it works instead of popular salons', async ({ page }) => {
    await page.goto(`${emptyBaseURL}/`);
    await expect(page.getByRole('heading', { name: 'Comment ça marche' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Salons populaires' })).toHaveCount(0);
  });
});

const SALONS_FOUND = /^(Plus de )?\d+ salons trouvés$/;

test.describe('salon list', () => {
  test('search ignores accents and case, and the filters live in the URL', async ({ page }) => {
    await page.goto('/providers');
    await page.getByLabel('Rechercher').fill('BEAUTE');
    await expect(page).toHaveURL(/q=BEAUTE/);
    await expect(page.getByRole('heading', { level: 3, name: JASMIN })).toBeVisible();
    await page.getByLabel('Rechercher').fill('esthetique');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Salon Nadia Coiffure & Esthétique']);
    await expect(page.getByText('1 salon trouvé')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Rechercher')).toHaveValue('esthetique');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Salon Nadia Coiffure & Esthétique']);
  });

  test('a category link pre-selects the service filter, and sorting is alphabetical on demand', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Ongles/ }).click();
    await expect(page).toHaveURL('/providers?service=nails');
    await expect(page.getByLabel('Service')).toHaveValue('nails');
    const names = page.getByRole('heading', { level: 3 });
    await expect(names.first()).toBeVisible();
    await page.getByLabel('Trier par').selectOption('name');
    await expect(page).toHaveURL(/sort=name/);
    const sorted = await names.allTextContents();
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
  });

  // The test world's salons and other journeys' are public beside the demo's: no fixed total here
  // (above 100, the count reads "Plus de 100 salons trouvés").
  test('loads 12 salons at a time, never a pending one', async ({ page }) => {
    await page.goto('/providers?sort=name');
    await expect(page.getByText(SALONS_FOUND)).toBeVisible();
    const total = Number((await page.getByText(SALONS_FOUND).textContent())?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(15);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(12);
    await page.getByRole('button', { name: 'Voir plus de salons' }).click();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(Math.min(total, 24));
    await expect(page.getByText('Lina Beauty Lounge')).toHaveCount(0);
  });

  test('the empty state clears the filters and invites providers', async ({ page }) => {
    await page.goto('/providers?q=introuvable-xyz');
    await expect(page.getByText('0 salon trouvé')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Devenir prestataire' })).toHaveAttribute(
      'href',
      '/register?role=prestataire',
    );
    await page.getByRole('button', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL('/providers');
    await expect(page.getByText(SALONS_FOUND)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(12);
  });
});

test.describe('salon detail and reviews', () => {
  test('shows services with duration and DT prices, and sends a visitor to login before booking', async ({
    page,
  }) => {
    await openSalon(page, 'Nail Bar Les Berges du Lac');
    await expect(page.getByText('32,50 DT')).toBeVisible();
    await expect(page.getByText('90 min').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /Note : \d,\d sur 5/ }).first()).toBeVisible();
    await expect(page.getByText(/\d,\d\/5/).first()).toBeVisible();
    const url = new URL(page.url());
    await page.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`${url.pathname}/booking`)}`);
  });

  test('a client posts a review: rating required, then it comes first and the form resets', async ({
    page,
  }) => {
    const client = await signInAsNew(page.request, 'client');
    await openSalon(page, 'Spa Les Oliviers');
    await page.getByRole('button', { name: 'Publier mon avis' }).click();
    await expect(page.getByText('Note requise')).toBeVisible();
    await expect(page.getByText('Veuillez attribuer une note entre 1 et 5 étoiles')).toBeVisible();

    await page.locator('label').filter({ hasText: '4 étoiles' }).click();
    await page.getByLabel('Votre commentaire').fill('Accueil chaleureux et hammam impeccable.');
    await page.getByRole('button', { name: 'Publier mon avis' }).click();
    await expect(page.getByText('Avis publié')).toBeVisible();
    const first = page.locator('section[aria-labelledby="reviews-title"] ul > li').first();
    await expect(first).toContainText(client.fullName);
    await expect(first).toContainText('Accueil chaleureux et hammam impeccable.');
    await expect(page.getByLabel('Votre commentaire')).toHaveValue('');
    await expect(page.getByRole('radio', { name: '4 étoiles' })).not.toBeChecked();
  });

  test('a prestataire and a visitor are not offered the review form', async ({ page }) => {
    await openSalon(page, JASMIN);
    await expect(page.getByText('Vous devez être connecté pour laisser un avis.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publier mon avis' })).toHaveCount(0);
    await signInAsNew(page.request, 'pendingProvider');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: JASMIN })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publier mon avis' })).toHaveCount(0);
  });

  test('a pending or unknown salon is a "Salon introuvable" page', async ({ page }) => {
    await page.goto('/providers/3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e10');
    await expect(page.getByRole('heading', { name: 'Salon introuvable' })).toBeVisible();
  });
});

test.describe('about and legal pages', () => {
  test('the footer leads to real legal pages, and about has its four sections', async ({ page }) => {
    await page.goto('/');
    for (const [link, heading] of [
      ['Mentions légales', 'Mentions légales'],
      ['Confidentialité', 'Politique de confidentialité'],
      ['CGU', "Conditions générales d'utilisation"],
    ]) {
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await page.goto('/about');
    for (const section of ['Notre mission', 'Pourquoi nous choisir', 'Comment ça marche', 'Contact']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
  });
});
