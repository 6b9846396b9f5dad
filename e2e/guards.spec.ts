import { expect, signInAsAdmin, signUpViaApi, test } from './fixtures';

const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/bookings',
  '/dashboard/notifications',
];
const PROVIDER_ROUTES = [
  '/dashboard/salons',
  '/dashboard/reviews',
  '/dashboard/settings',
  '/dashboard/schedule',
];
const ADMIN_ROUTES = [
  '/dashboard/admin',
  '/dashboard/admin/salons',
  '/dashboard/admin/providers',
  '/dashboard/admin/users',
];
const BOOKING_ROUTE = '/providers/3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e10/booking';

test.describe('route guards', () => {
  test('a visitor is sent to /login with a redirect from every signed-in route', async ({ page }) => {
    for (const route of [...DASHBOARD_ROUTES, ...PROVIDER_ROUTES, ...ADMIN_ROUTES, BOOKING_ROUTE]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(`/login?redirect=${encodeURIComponent(route)}`);
    }
  });

  test('a client reaches their space and booking, and is sent to /dashboard from provider and admin tools', async ({
    page,
  }) => {
    await signUpViaApi(page.request, 'client');
    for (const route of [...DASHBOARD_ROUTES, BOOKING_ROUTE]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(route);
    }
    for (const route of [...PROVIDER_ROUTES, ...ADMIN_ROUTES, '/login', '/register']) {
      await page.goto(route);
      await expect(page, route).toHaveURL('/dashboard');
    }
  });

  test('a prestataire reaches the provider tools but not admin pages nor booking', async ({ page }) => {
    await signUpViaApi(page.request, 'prestataire');
    for (const route of [...DASHBOARD_ROUTES, ...PROVIDER_ROUTES]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(route);
    }
    for (const route of [...ADMIN_ROUTES, BOOKING_ROUTE, '/login']) {
      await page.goto(route);
      await expect(page, route).toHaveURL('/dashboard');
    }
    await expect(page.getByText('Votre compte prestataire est en attente de validation.')).toBeVisible();
  });

  test('an admin reaches every dashboard route, and /register shows the admin checkbox', async ({ page }) => {
    await signInAsAdmin(page);
    for (const route of [...DASHBOARD_ROUTES, ...PROVIDER_ROUTES, ...ADMIN_ROUTES]) {
      await page.goto(route);
      await expect(page, route).toHaveURL(route);
    }
    await page.goto('/register');
    await expect(page.getByLabel('Compte administrateur')).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the register page offers no admin checkbox to a visitor', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByLabel('Nom complet')).toBeVisible();
    await expect(page.getByLabel('Compte administrateur')).toHaveCount(0);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/nulle-part/ici');
    await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('navigation by role', () => {
  const entries = {
    everyone: ['Tableau de bord', 'Mes rendez-vous', 'Notifications', 'Profil'],
    providerTools: ['Mes salons', 'Agenda', 'Avis', 'Paramètres'],
    admin: ['Administration'],
  };
  const sidebar = (page: import('@playwright/test').Page) =>
    page.getByRole('navigation', { name: 'Mon espace' });

  test('a client sees only the personal entries', async ({ page }) => {
    await signUpViaApi(page.request, 'client');
    await page.goto('/dashboard');
    for (const name of entries.everyone)
      await expect(sidebar(page).getByRole('link', { name })).toBeVisible();
    for (const name of [...entries.providerTools, ...entries.admin]) {
      await expect(sidebar(page).getByRole('link', { name })).toHaveCount(0);
    }
  });

  test('a prestataire also sees the provider tools, an admin everything', async ({ page, browser }) => {
    await signUpViaApi(page.request, 'prestataire');
    await page.goto('/dashboard');
    for (const name of [...entries.everyone, ...entries.providerTools]) {
      await expect(sidebar(page).getByRole('link', { name })).toBeVisible();
    }
    await expect(sidebar(page).getByRole('link', { name: 'Administration' })).toHaveCount(0);

    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    await adminPage.goto('/dashboard');
    for (const name of [...entries.everyone, ...entries.providerTools, ...entries.admin]) {
      await expect(sidebar(adminPage).getByRole('link', { name })).toBeVisible();
    }
    await adminContext.close();
  });

  test('on a phone, the dashboard menu is a drawer that closes on navigation, and the navbar menu too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signUpViaApi(page.request, 'client');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menu de mon espace' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mon espace' });
    await drawer.getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL('/dashboard/profile');
    await expect(drawer).toHaveCount(0);

    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Salons' }).click();
    await expect(page).toHaveURL('/providers');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });
});

test('the navbar turns opaque after 20 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  const header = page.locator('header').first();
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 200);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
});
