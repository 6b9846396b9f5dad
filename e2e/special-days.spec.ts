import { expectAccessible } from './axe';
import { chooseService, pickDate, timeGroup } from './booking-page';
import { bookViaApi, expect, freeSlots, futureDay, signInAsNew, signInViaApi, test } from './fixtures';
import { takeSalon } from './team-salon';

// Hours that are true all year (decision 077): an owner sets Ramadan hours and sees the appointments
// they leave out, warns and cancels; a client then finds the evening's times.

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

test('an owner sets Ramadan hours, warns and cancels the appointment they leave out; a client books the evening', async ({
  page,
  browser,
}) => {
  const salon = takeSalon({ team: false });
  // A Tuesday a fortnight ahead, inside the period; a client holds 17:00 there.
  const tuesday = futureDay(14, 2);
  const customer = await browser.newContext();
  const client = await customer.newPage();
  await signInAsNew(client.request, 'client');
  const slot = (await freeSlots(client.request, salon.id, salon.services.brushing, tuesday)).find(
    (free) => free.time === '17:00',
  );
  expect(slot).toBeDefined();
  await bookViaApi(client.request, salon.id, salon.services.brushing, slot?.start ?? '');

  await signInViaApi(page.request, salon.owner);
  await page.goto('/dashboard/salons');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: salon.name }) });
  await card.getByRole('button', { name: 'Jours spéciaux' }).click();
  const dialog = page.getByRole('dialog', { name: `Jours spéciaux de ${salon.name}` });
  await expect(dialog.getByRole('heading', { name: 'Jours fériés' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Ajouter une période' }).click();
  await dialog.getByLabel('Nom de la période').fill('Ramadan');
  await dialog.getByLabel('Premier jour').fill(addDays(tuesday, -1));
  await dialog.getByLabel('Dernier jour').fill(addDays(tuesday, 5));
  const day = dialog.getByRole('group', { name: 'Mardi' });
  await dialog.getByLabel('Mardi : ouverture').fill('10:00');
  await dialog.getByLabel('Mardi : fermeture').fill('23:30');
  await day.getByLabel('Pause', { exact: true }).check();
  await dialog.getByLabel('Mardi : début de la pause').fill('16:00');
  await dialog.getByLabel('Mardi : fin de la pause').fill('20:30');
  await dialog.getByRole('button', { name: 'Enregistrer la période' }).click();
  await expect(page.getByText('Horaires exceptionnels enregistrés')).toBeVisible();

  await expect(
    dialog.getByRole('heading', { name: '1 rendez-vous tombe hors de ces horaires :' }),
  ).toBeVisible();
  await expect(dialog.getByText(/17:00 – Brushing/)).toBeVisible();
  await expect(dialog.getByText(/Ramadan : du/)).toBeVisible();
  await expectAccessible(page, 'jours spéciaux : rendez-vous hors des horaires', { ignoreToasts: true });
  await dialog.getByRole('button', { name: /^Prévenir et annuler : / }).click();
  await expect(page.getByText('Rendez-vous annulé')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /hors de ces horaires/ })).toHaveCount(0);

  // The client finds the evening's times that Tuesday, and no 17:00.
  await client.goto(`/providers/${salon.id}/booking`);
  await chooseService(client, 'Brushing');
  await pickDate(client, tuesday);
  const times = timeGroup(client);
  await expect(times.getByRole('button', { name: '22:30', exact: true })).toBeVisible();
  await expect(times.getByRole('button', { name: '17:00', exact: true })).toHaveCount(0);
  await customer.close();
});
