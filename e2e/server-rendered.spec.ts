import type { Page } from '@playwright/test';
import { must } from '../src/shared/must';
import { expect, salonByName, test } from './fixtures';

// The public pages arrive drawn by the server (decision 058): their content is in the
// HTML before any script runs, and the scripts then take the page over as it is, without asking
// for its data again.

const YASMINE = 'Salon Yasmine Coiffure';

test('without JavaScript, the home page, the list and a salon page already show their content', async ({
  browser,
  request,
}) => {
  const salon = await salonByName(request, YASMINE);
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
  await expect(page.getByRole('heading', { level: 1, name: YASMINE })).toBeVisible();
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

  await page.getByLabel('Rechercher').fill(YASMINE);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([YASMINE]);
  await expect(page).toHaveURL(/q=Salon\+Yasmine\+Coiffure/);
});

test('a salon page drawn by the server books from its buttons like before', async ({ page, request }) => {
  const salon = await salonByName(request, YASMINE);
  const drawn = await openDrawn(page, `/providers/${salon.id}`);
  expect(drawn.kept).toBe('server');
  expect(drawn.apiCalls.filter((call) => call.startsWith(`/api/salons/${salon.id}`))).toEqual([]);

  // A visitor is sent to sign in first, coming back to this salon's booking page.
  await page.getByRole('link', { name: 'Prendre rendez-vous' }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/providers/${salon.id}/booking`)}`),
  );
});
