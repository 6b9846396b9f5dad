import type { Page } from '@playwright/test';
import { must } from '../src/shared/must';
import { DEMO_SALON, expect, salonByName, signInAsNew, test } from './fixtures';

// The public pages arrive drawn by the server (decision 058): their content is in the
// HTML before any script runs, and the scripts then take the page over as it is, without asking
// for its data again.

test('without JavaScript, the home page, the list and a salon page already show their content', async ({
  browser,
  request,
}) => {
  const salon = await salonByName(request, DEMO_SALON);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Votre beauté, à l'heure qui vous convient",
  );
  await expect(page.getByRole('heading', { name: 'Salons populaires' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();

  await page.goto('/providers?ville=tunis');
  await expect(page.getByRole('heading', { level: 2, name: /salons? trouvés?/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();

  await page.goto(`/providers/${salon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SALON })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Services' })).toContainText(
    must(salon.services[0], 'salon.services[0]').name,
  );
  await expect(page.getByRole('heading', { name: /^Avis \(\d+\)$/ })).toBeVisible();
  await context.close();
});

/**
 * Opens a page with its scripts held back a moment, marks the drawn heading, and returns whether the
 * same heading is still there once the scripts ran, with the API requests the page made meanwhile.
 */
async function openDrawn(page: Page, path: string) {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
  });
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((element) => {
    element.setAttribute('data-drawn-by', 'server');
  });
  await page.waitForLoadState('networkidle');
  await page.unroute('**/assets/*.js');
  return { apiCalls, kept: await heading.getAttribute('data-drawn-by') };
}

test('the scripts take the drawn page over as it is, and it works: the list filters as one types', async ({
  page,
}) => {
  const list = await openDrawn(page, '/providers');
  expect(list.kept, 'le titre dessiné par le serveur est gardé').toBe('server');
  // The first page of salons and the service names came with the HTML.
  expect(list.apiCalls.filter((call) => call.startsWith('/api/salons'))).toEqual([]);

  await page.getByLabel('Rechercher').fill(DEMO_SALON);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([DEMO_SALON]);
  await expect(page).toHaveURL(/q=Salon\+Yasmine\+Coiffure/);
});

test('a salon page drawn by the server books from its buttons like before', async ({ page, request }) => {
  const salon = await salonByName(request, DEMO_SALON);
  const drawn = await openDrawn(page, `/providers/${salon.id}`);
  expect(drawn.kept).toBe('server');
  expect(drawn.apiCalls.filter((call) => call.startsWith(`/api/salons/${salon.id}`))).toEqual([]);

  // A visitor is sent to sign in first, coming back to this salon's booking page.
  await page.getByRole('link', { name: 'Prendre rendez-vous' }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/providers/${salon.id}/booking`)}`),
  );
});

/** The app's scripts a page loads (their file names under /assets), from the moment it is opened. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

const loaded = (scripts: string[], chunk: string) =>
  scripts.some((script) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(script));

test('each drawn page loads its own code only, is live at its load event, and the others load on the way', async ({
  page,
  request,
}) => {
  const salon = await salonByName(request, DEMO_SALON);
  const scripts = scriptsOf(page);
  await page.goto('/');
  expect(loaded(scripts, 'page-home'), 'le script de la page d’accueil').toBe(true);
  expect(loaded(scripts, 'providers'), 'le code de la liste').toBe(false);
  expect(loaded(scripts, 'provider-detail'), 'le code de la page d’un salon').toBe(false);

  // Live as soon as it loaded: the form goes to the list inside the app, which loads the list's code.
  await page.getByLabel('Ville').selectOption({ label: 'Tunis' });
  await page.getByRole('button', { name: 'Trouver un salon' }).click();
  await expect(page).toHaveURL(/\/providers\?ville=tunis/);
  await expect(page.getByRole('heading', { level: 2, name: /salons? trouvés?/ })).toBeVisible();
  expect(loaded(scripts, 'providers')).toBe(true);
  expect(loaded(scripts, 'page-salon-list'), 'pas de script de page en chemin').toBe(false);

  await page.getByRole('link', { name: DEMO_SALON }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SALON })).toBeVisible();
  expect(loaded(scripts, 'provider-detail')).toBe(true);

  // A salon's page opened directly comes with its own script, not the home page's nor the list's.
  const direct = await page.context().newPage();
  const directScripts = scriptsOf(direct);
  await direct.goto(`/providers/${salon.id}`);
  expect(loaded(directScripts, 'page-salon')).toBe(true);
  expect(loaded(directScripts, 'home')).toBe(false);
  expect(loaded(directScripts, 'providers')).toBe(false);
  await direct.getByRole('link', { name: 'Prendre rendez-vous' }).first().click();
  await expect(direct).toHaveURL(/\/login\?redirect=/);
});

test('a page whose code does not arrive says so inside the layout, and the next page works', async ({
  page,
}) => {
  await page.goto('/');
  // A build replaced meanwhile: the page's file is gone.
  await page.route(/\/assets\/about-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('link', { name: 'À propos' }).first().click();
  await expect(page.getByRole('alert')).toContainText('Cette page n’a pas pu s’afficher');
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Connexion' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Connexion' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('moving inside the dashboard keeps its layout mounted around the pages', async ({ page }) => {
  await signInAsNew(page.request, 'client');
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Mon espace' });
  await menu.evaluate((element) => element.setAttribute('data-kept', 'yes'));
  await menu.getByRole('link', { name: 'Mes rendez-vous' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menu).toHaveAttribute('data-kept', 'yes');
});

test('a signed-in person’s drawn page is taken over once: parts whose code comes later double nothing', async ({
  page,
  request,
}) => {
  const salon = await salonByName(request, DEMO_SALON);
  const first = must(salon.services[0], 'salon.services[0]').name;
  await signInAsNew(page.request, 'client');
  // The page's own script and the app's arrive at once; the parts loaded on demand (the live
  // notifications before the page, the review form in it, the account menu) seconds later, so that
  // the page has been taken over while they are still on their way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(notification-stream|review-form|user-menu)-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const once = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Services' })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Réserver ${first}` })).toHaveCount(1);
  };
  // The app's scripts run before the load event, and take the drawn page over at once.
  await page.goto(`/providers/${salon.id}`, { waitUntil: 'load' });
  await once();
  release();
  await page.waitForLoadState('networkidle');
  await once();
  // And it works: the account menu opens.
  await page.getByRole('button', { name: /^Menu de / }).click();
  await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
});
