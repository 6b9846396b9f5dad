import { png } from '../src/server/test-support/images';
import { must } from '../src/shared/must';
import { salonTest } from './approved-salon';
import { expectAccessible } from './axe';
import { DEMO_SALON, e2eAdmin, expect, salonByName, signInAsNew, signInViaApi, test } from './fixtures';

// The salon page that sells (decision 053): services by category with a "Réserver" on each
// row, the hours, the team, the address with its directions, the gallery, and on a phone a booking
// button that stays in view.

const INSTITUT = 'Institut Jasmin Beauté';

test('services grouped by category; "Réserver" opens the booking page with that service chosen', async ({
  page,
}) => {
  const salon = await salonByName(page.request, INSTITUT);
  const manucure = must(
    salon.services.find((service) => service.name === 'Manucure'),
    'manucure',
  );
  await page.goto(`/providers/${salon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: INSTITUT })).toBeVisible();
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([
    'Maquillage',
    'Ongles',
    'Soin du visage',
    'Autres prestations',
  ]);
  const nails = services.getByRole('list', { name: 'Ongles' });
  await expect(nails.getByRole('listitem')).toHaveCount(2);
  await expect(nails.getByRole('listitem').first()).toContainText('Manucure');
  await expect(nails.getByRole('listitem').first()).toContainText('45 min');
  await expect(nails.getByRole('listitem').first()).toContainText('25 DT');
  await expect(services.getByRole('list', { name: 'Autres prestations' })).toContainText(
    'Épilation jambes complètes',
  );
  await expectAccessible(page, 'page du salon');

  // A visitor signs in first, then lands on the booking page with the service chosen.
  const target = `/providers/${salon.id}/booking?service=${manucure.id}`;
  await expect(page.getByRole('link', { name: 'Réserver Manucure' })).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(target)}`,
  );
  await signInAsNew(page.request, 'client');
  await page.reload();
  await page.getByRole('link', { name: 'Réserver Manucure' }).click();
  await expect(page).toHaveURL(target);
  await expect(page.getByRole('heading', { name: 'Prendre rendez-vous' })).toBeVisible();
  await expect(page.getByLabel('Service')).toHaveValue(manucure.id);
});

test('the hours, the team and the directions link, all before the reviews', async ({ page }) => {
  const salon = await salonByName(page.request, DEMO_SALON);
  const detail = (await (await page.request.get(`/api/salons/${salon.id}`)).json()) as {
    latitude: number;
    longitude: number;
    city: { name: string };
  };
  await page.goto(`/providers/${salon.id}`);
  const hours = page.getByRole('region', { name: "Horaires d'ouverture" });
  await expect(hours.getByRole('listitem').filter({ hasText: 'Lundi' })).toContainText('09:00 - 19:00');
  await expect(hours.getByRole('listitem').filter({ hasText: 'Dimanche' })).toContainText('Fermé');
  const team = page.getByRole('region', { name: 'Équipe', exact: true });
  for (const [firstName, position] of [
    ['Yasmine', 'Coiffeuse'],
    ['Meriem', 'Coloriste'],
    ['Olfa', 'Shampouineuse'],
  ] as const) {
    await expect(team.getByRole('listitem').filter({ hasText: firstName })).toContainText(position);
  }
  // First names only.
  await expect(team).not.toContainText('Karray');

  const address = page.getByRole('region', { name: 'Adresse' });
  await expect(address).toContainText('23 Avenue Habib Bourguiba, 1000 Tunis');
  await expect(address).toContainText(detail.city.name);
  const directions = address.getByRole('link', { name: 'Itinéraire' });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${detail.latitude},${detail.longitude}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
  // Nothing from the maps site is loaded by the page itself.
  const foreign = await page.evaluate(() =>
    [...document.scripts]
      .map((script) => script.src)
      .filter((src) => src && !src.startsWith(location.origin)),
  );
  expect(foreign).toEqual([]);

  const reviewsTop = (await page.getByRole('heading', { name: /^Avis/ }).boundingBox())?.y ?? 0;
  for (const region of [hours, team, address]) {
    expect((await region.boundingBox())?.y ?? Infinity).toBeLessThan(reviewsTop);
  }
});

test('on a phone the booking button stays at the bottom of the screen, and the footer stays readable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const salon = await salonByName(page.request, DEMO_SALON);
  await page.goto(`/providers/${salon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SALON })).toBeVisible();
  const book = page.getByRole('link', { name: 'Réserver', exact: true });
  await expect(book).toBeInViewport();
  const box = must(await book.boundingBox(), 'box');
  expect(box.y + box.height).toBeGreaterThan(740 - 80);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expect(book).toHaveAttribute(
    'href',
    `/login?redirect=${encodeURIComponent(`/providers/${salon.id}/booking`)}`,
  );

  // Half-way down, still there.
  await page.getByRole('heading', { name: 'Équipe', exact: true }).scrollIntoViewIfNeeded();
  await expect(book).toBeInViewport();
  // At the very end the footer shows whole: the button no longer sits over it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'CGU' })).toBeInViewport();
  const bar = must(await book.boundingBox(), 'bar');
  const footerBox = must(await footer.boundingBox(), 'footerBox');
  expect(bar.y + bar.height).toBeLessThanOrEqual(footerBox.y + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page, 'page du salon sur un téléphone');
});

salonTest(
  'a photo the owner adds to an approved salon shows on its page only once an admin accepts it',
  async ({ page, browser, baseURL, ownSalon }) => {
    const { name, owner, salonId } = ownSalon;

    await owner.goto('/dashboard/salons');
    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name }) });
    await card.getByRole('button', { name: 'Galerie', exact: true }).click();
    const gallery = owner.getByRole('dialog', { name: `Galerie de ${name}` });
    await expect(gallery).toContainText('Aucune photo pour le moment.');
    await gallery.getByLabel(`Ajouter une photo à la galerie de ${name}`).setInputFiles({
      name: 'salon.png',
      mimeType: 'image/png',
      buffer: await png(400, 300),
    });
    await expect(
      owner.getByText('Photo envoyée : visible après validation par un administrateur'),
    ).toBeVisible();
    await expect(gallery.getByRole('listitem')).toHaveCount(1);
    await expect(gallery.getByRole('listitem')).toContainText('En attente de validation');
    await expectAccessible(owner, 'dialogue Galerie', { ignoreToasts: true });

    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/providers/${salonId}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Photos', exact: true })).toHaveCount(0);

    await signInViaApi(page.request, e2eAdmin());
    await page.goto('/dashboard/admin/changes');
    const change = page
      .getByRole('listitem')
      .filter({ hasText: name })
      .filter({ has: page.getByRole('img') });
    await expect(change.getByRole('button', { name: 'Approuver' })).toHaveCount(0);
    await change.getByRole('button', { name: 'Accepter la photo 1' }).click();
    await expect(page.getByText('Photo acceptée')).toBeVisible();
    await expect(change).toHaveCount(0);

    await visitor.reload();
    const photos = visitor.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('img', { name: `${name} (1 sur 1)` })).toBeVisible();
    await expectAccessible(visitor, 'page du salon avec sa galerie');

    // The owner sees it accepted, and may take it down (after confirming): it leaves the page.
    await owner.reload();
    await card.getByRole('button', { name: 'Galerie', exact: true }).click();
    await expect(gallery.getByRole('listitem')).toHaveCount(1);
    await expect(gallery).not.toContainText('En attente de validation');
    await gallery.getByRole('button', { name: 'Supprimer la photo 1' }).click();
    const confirm = owner.getByRole('alertdialog', { name: 'Supprimer la photo 1 ?' });
    await confirm.getByRole('button', { name: 'Supprimer la photo' }).click();
    await expect(owner.getByText('Photo supprimée de la galerie')).toBeVisible();
    await expect(gallery).toContainText('Aucune photo pour le moment.');
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Photos' })).toHaveCount(0);

    await visitorContext.close();
  },
);
