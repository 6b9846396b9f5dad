import { randomBytes } from 'node:crypto';
import type { PlaywrightWorkerArgs } from '@playwright/test';
import { nowMs } from '../src/server/base/clock';
import { isOpenSpan, openDay } from '../src/server/test-support/open-days';
import { pluralize } from '../src/shared/format';
import { must } from '../src/shared/must';
import { addDays, toWallClock, weekdayOf } from '../src/shared/time-zone';
import { expectAccessible } from './axe';
import { e2eAdmin, expect, signInAsNew, signInViaApi, test } from './fixtures';

const origin = () => `http://localhost:${process.env.E2E_PORT}`;

/**
 * An approved salon of a new prestataire in `city`, with one service: a city no other test uses, so
 * that its list holds this salon alone (with the one of a failed try, on a retry) and nobody else
 * books its times meanwhile.
 */
async function salonIn(playwright: PlaywrightWorkerArgs['playwright'], city: string, cityName: string) {
  const owner = await playwright.request.newContext({ baseURL: origin() });
  const admin = await playwright.request.newContext({ baseURL: origin() });
  try {
    await signInAsNew(owner, 'approvedProvider');
    await signInViaApi(admin, e2eAdmin());
    const name = `Salon ${cityName} ${randomBytes(3).toString('hex')}`;
    const created = await owner.post('/api/salons', {
      data: { name, address: `3 rue de la Gare, ${cityName}`, city },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = await created.json();
    const service = await owner.post(`/api/salons/${id}/services`, {
      data: { name: 'Brushing', price: '25', duration: '30' },
    });
    expect(service.status()).toBe(201);
    expect(
      (await admin.patch(`/api/admin/salons/${id}/approval`, { data: { isApproved: true } })).status(),
    ).toBe(200);
    return { id, name };
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
}

// Where and when (decision 052): a city and a day on the home page or the list, each salon's next
// free time leading to the booking page with that time chosen, "Autour de moi", the city pages.

/**
 * The day to look for a free time: today while enough of it is left, else tomorrow, else (a
 * Saturday evening: demo salons close on Sundays; the eve of a holiday) the next day they open,
 * chosen as a date. A public holiday closes the demo salons (decision 077).
 */
function lookingFor(): { preset: "Aujourd'hui" | 'Demain' | null; date: string } {
  const now = toWallClock(nowMs(), 'Africa/Tunis');
  const open = (date: string) => weekdayOf(date) !== 0 && isOpenSpan(date);
  if (open(now.date) && now.minutes < 15 * 60) return { preset: "Aujourd'hui", date: now.date };
  const tomorrow = addDays(now.date, 1);
  if (open(tomorrow)) return { preset: 'Demain', date: tomorrow };
  return { preset: null, date: openDay({ minDaysAhead: 2, weekdays: [1, 2, 3, 4, 5, 6] }) };
}

const sizes = [
  { name: 'ordinateur', viewport: { width: 1280, height: 800 }, city: 'tataouine', cityName: 'Tataouine' },
  { name: 'téléphone', viewport: { width: 360, height: 740 }, city: 'tozeur', cityName: 'Tozeur' },
];

for (const size of sizes) {
  test(`${size.name} : une ville et un jour, puis le prochain créneau d'un salon, réservé dans la grille`, async ({
    page,
    playwright,
  }) => {
    const salon = await salonIn(playwright, size.city, size.cityName);
    await page.setViewportSize(size.viewport);
    await signInAsNew(page.request, 'client');
    const { preset, date } = lookingFor();
    // The salon's free times are built by the server's worker about a second after its approval.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/salons?ville=${size.city}`)).json()).items[0]?.nextSlot,
      )
      .toBeTruthy();
    if (preset) {
      await page.goto('/');
      await page.getByLabel('Ville').selectOption({ label: size.cityName });
      await page.getByLabel('Disponibilité').selectOption({ label: preset });
      await page.getByRole('button', { name: 'Trouver un salon' }).click();
      await expect(page).toHaveURL(new RegExp(`/providers\\?ville=${size.city}&dispo=(today|tomorrow)$`));
    } else {
      await page.goto(`/providers?ville=${size.city}&dispo=${date}`);
    }
    await expect(page).toHaveTitle(`Salons de coiffure à ${size.cityName} | Rendezvous`);
    await expect(page.getByLabel('Ville')).toHaveValue(size.city);
    // This salon alone on a first try; a retry finds the salon of the try before beside it.
    const listed = await (
      await page.request.get(
        `/api/salons?ville=${size.city}&dispo=${preset === "Aujourd'hui" ? 'today' : preset === 'Demain' ? 'tomorrow' : date}`,
      )
    ).json();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: pluralize(listed.total, 'salon trouvé', 'salons trouvés'),
      }),
    ).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: salon.name });
    const next = card.getByRole('link', { name: /^Prochain créneau : / });
    await expect(next).toBeVisible();
    const label = (await next.textContent()) ?? '';
    const time = must(label.match(/(\d{2}:\d{2})$/)?.[1], 'time');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/booking\\?service=[^&]+&date=${date}&time=${time}$`));
    const chosen = page
      .getByRole('group', { name: 'Horaire', exact: true })
      .getByRole('button', { name: time });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Réserver maintenant' }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  });
}

test.describe('autour de moi', () => {
  // At La Marsa, 2070.
  test.use({ geolocation: { latitude: 36.8782, longitude: 10.3247 }, permissions: ['geolocation'] });

  test('sorts the salons by distance and says how far each one is', async ({ page }) => {
    await page.goto('/providers');
    await page.getByRole('button', { name: 'Autour de moi' }).click();
    await expect(page.getByRole('button', { name: 'Autour de moi' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Trier par')).toHaveValue('distance');
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText(/La Marsa · à \d+ m|La Marsa · à \d+(,\d)? km/);
    // The position never goes into the address.
    expect(page.url()).not.toContain('lat=');
    await expectAccessible(page, 'liste triée par distance');
  });
});

test('a city page: its own title, only its salons, and a French word for a refused search', async ({
  page,
}) => {
  await page.goto('/providers?ville=sousse');
  await expect(page).toHaveTitle('Salons de coiffure à Sousse | Rendezvous');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Sousse');
  await expectAccessible(page, 'liste d’une ville');

  await page.goto('/providers?q=introuvable-xyz');
  await expect(page.getByRole('heading', { level: 2, name: '0 salon trouvé' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveAttribute('maxlength', '100');

  await page.goto(`/providers?q=${'a'.repeat(101)}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'La recherche ne doit pas dépasser 100 caractères.' }),
  ).toBeVisible();
});
