import sharp from 'sharp';
import { must } from '../src/shared/must';
import {
  bookViaApi,
  DEMO_SALON,
  demoAccount,
  expect,
  freeSlots,
  futureDay,
  salonByName,
  signInAsNew,
  signInViaApi,
  test,
} from './fixtures';

test('a person edits their name, uploads an avatar seen in the navbar and sidebar, then removes it', async ({
  page,
}, testInfo) => {
  await signInAsNew(page.request, 'client');
  await page.goto('/dashboard/profile');
  await page.getByLabel('Nom complet').fill('A');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le nom doit contenir au moins 2 caractères')).toBeVisible();
  await page.getByLabel('Nom complet').fill('Ines Profil');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Profil mis à jour')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu de Ines Profil' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  // This server sends no WhatsApp: the profile does not offer it (decision 081).
  await expect(page.getByText('Ajoutez votre numéro dans vos informations pour le vérifier.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Recevoir mes rappels par WhatsApp/ })).toHaveCount(0);

  const photo = testInfo.outputPath('photo.png');
  await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toFile(photo);
  await page.locator('#avatar-file').setInputFiles(photo);
  await expect(page.getByText('Photo mise à jour')).toBeVisible();
  const navbarAvatar = page.getByRole('button', { name: 'Menu de Ines Profil' }).locator('img');
  await expect(navbarAvatar).toHaveAttribute('src', /^\/files\/avatars\/.+\.webp$/);
  await expect(page.getByRole('complementary').locator('img')).toHaveAttribute('src', /^\/files\/avatars\//);

  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Photo supprimée')).toBeVisible();
  await expect(navbarAvatar).toHaveCount(0);
});

test('a file that is not an image is refused with the French message', async ({ page }, testInfo) => {
  await signInAsNew(page.request, 'client');
  await page.goto('/dashboard/profile');
  const fake = testInfo.outputPath('notes.txt');
  await import('node:fs').then((fs) => fs.writeFileSync(fake, 'pas une image'));
  await page.locator('#avatar-file').setInputFiles(fake);
  await expect(page.getByText('Veuillez sélectionner un fichier image.')).toBeVisible();
});

test('a prestataire sees new notifications arrive without reloading, and opening the page clears the badge', async ({
  page,
  playwright,
}) => {
  await signInViaApi(page.request, demoAccount('prestataire'));
  await page.goto('/dashboard');
  const badge = page
    .getByRole('navigation', { name: 'Mon espace' })
    .getByRole('link', { name: /Notifications/ });
  // The demo prestataire starts with unread notifications: wait for the badge before reading it.
  await expect(badge).toContainText(/\d+ notifications? non lues?/);
  const unreadBefore = Number((await badge.textContent())?.match(/\d+/)?.[0]);

  const salon = await salonByName(page.request, DEMO_SALON);
  const service = must(
    salon.services.find((s) => s.name === 'Brushing'),
    'service',
  );
  const client = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const clientUser = await signInAsNew(client, 'client');
  const date = futureDay(29, 5);
  const slots = await freeSlots(client, salon.id, service.id, date);
  await bookViaApi(client, salon.id, service.id, must(slots[0], 'slots[0]').start);

  await expect(page.getByText('Nouvelle demande de rendez-vous')).toBeVisible();
  await expect(badge).toContainText(String(unreadBefore + 1));

  await badge.click();
  await expect(page.getByRole('listitem').filter({ hasText: clientUser.fullName }).first()).toBeVisible();
  await expect(badge).not.toContainText(/\d/);

  // With the page open, the next one appears in the list by itself.
  await bookViaApi(client, salon.id, service.id, must(slots[1], 'slots[1]').start);
  await expect(page.getByRole('listitem').filter({ hasText: clientUser.fullName })).toHaveCount(2);
  await client.dispose();
});
