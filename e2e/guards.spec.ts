import type { Page } from '@playwright/test';
import type { Role } from '../src/shared/roles';
import { ROUTE_ROLES } from '../src/web/lib/route-access';
import { expect, signInAsAdmin, signInAsNew, test } from './fixtures';

// The guards are walked from the table the router is built from (src/web/lib/route-access.ts): every
// role × every page that needs a session.
const SALON_ID = '3f1c1a52-7c1e-4a39-9d7e-0a4d3c1b2e10';
const PROTECTED = Object.entries(ROUTE_ROLES).map(([route, roles]) => ({
  url: route.replace(':id', SALON_ID),
  roles: roles as readonly Role[],
}));

const signInAs: Record<Role, (page: Page) => Promise<unknown>> = {
  client: (page) => signInAsNew(page.request, 'client'),
  prestataire: (page) => signInAsNew(page.request, 'pendingProvider'),
  admin: (page) => signInAsAdmin(page),
};

/** Opens every protected page: the allowed ones show, the others send the person to /dashboard. */
async function walkTheTable(page: Page, role: Role) {
  for (const { url, roles } of PROTECTED) {
    await page.goto(url);
    await expect(page, `${role} ${url}`).toHaveURL(roles.includes(role) ? url : '/dashboard');
  }
}

test.describe('route guards', () => {
  test('a visitor is sent to /login with a redirect from every signed-in route', async ({ page }) => {
    for (const { url } of PROTECTED) {
      await page.goto(url);
      await expect(page, url).toHaveURL(`/login?redirect=${encodeURIComponent(url)}`);
    }
  });

  test('a client reaches their space and booking, and is sent to /dashboard from provider and admin tools', async ({
    page,
  }) => {
    await signInAs.client(page);
    await walkTheTable(page, 'client');
    for (const route of ['/login', '/register']) {
      await page.goto(route);
      await expect(page, route).toHaveURL('/dashboard');
    }
  });

  test('a prestataire reaches the provider tools but not admin pages nor booking', async ({ page }) => {
    await signInAs.prestataire(page);
    await walkTheTable(page, 'prestataire');
    await page.goto('/login');
    await expect(page, '/login').toHaveURL('/dashboard');
    await expect(page.getByText('Votre compte prestataire est en attente de validation.')).toBeVisible();
  });

  test('an admin reaches every dashboard route, and /register shows the admin checkbox', async ({ page }) => {
    await signInAs.admin(page);
    await walkTheTable(page, 'admin');
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
    await signInAsNew(page.request, 'client');
    await page.goto('/dashboard');
    for (const name of entries.everyone)
      await expect(sidebar(page).getByRole('link', { name })).toBeVisible();
    for (const name of [...entries.providerTools, ...entries.admin]) {
      await expect(sidebar(page).getByRole('link', { name })).toHaveCount(0);
    }
  });

  test('a prestataire also sees the provider tools, an admin everything', async ({ page, browser }) => {
    await signInAsNew(page.request, 'pendingProvider');
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
    await signInAsNew(page.request, 'client');
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
