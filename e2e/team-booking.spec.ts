import type { Page } from '@playwright/test';
import { must } from '../src/shared/must';
import { chooseService, pickDate, pickTime, timeButtons, timeGroup } from './booking-page';
import { expect, futureDay, signInAsNew, signInViaApi, test } from './fixtures';
import { clientOnBookingPage, slotsOf, takeSalon } from './team-salon';

// Booking a person: "Avec qui ?" on the booking page, the team on the salon's page, and the owner's
// working days, services and absences of each employee. Every test builds its own salon.

const HOURS_OUTSIDE_OPENING =
  "Les horaires d'un employé doivent rester dans les horaires d'ouverture du salon.";
const ABSENCE_OVER_BOOKINGS = 'Ce créneau chevauche des rendez-vous à déplacer ou annuler d’abord :';

const withWhom = (page: Page) => page.getByRole('radiogroup', { name: 'Avec qui ?' });
const offeredTimes = (page: Page) => timeButtons(page).allTextContents();

test('a client books "Sans préférence"; the same time with another employee is refused to them', async ({
  page,
}) => {
  const salon = await clientOnBookingPage(page, { team: true });
  const date = futureDay(7, 3);
  await expect(page.getByRole('heading', { name: 'Prendre rendez-vous' })).toBeVisible();
  // After the service: only the people who perform it.
  await expect(withWhom(page)).toHaveCount(0);
  await chooseService(page, 'Coupe femme');
  await expect(withWhom(page).getByRole('radio')).toHaveCount(2);
  await expect(withWhom(page).getByRole('radio', { name: 'Sans préférence' })).toBeChecked();
  await expect(withWhom(page).getByRole('radio', { name: /Sonia/ })).toBeVisible();
  await chooseService(page, 'Brushing');
  const radios = withWhom(page).getByRole('radio');
  await expect(radios).toHaveCount(3);
  await expect(withWhom(page)).toContainText('SoniaCoiffeuse');
  await expect(withWhom(page)).toContainText('AmelColoriste');
  await expect(withWhom(page)).not.toContainText('Trabelsi');

  await pickDate(page, date);
  await expect(timeButtons(page).first()).toBeVisible();
  const [first] = await offeredTimes(page);
  await pickTime(page, first);
  await page.getByRole('button', { name: 'Réserver maintenant' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Sonia');
  await page.goBack();

  // "Sans préférence" gave the time to Sonia (none booked that day, she was added first): she no
  // longer offers it, Amel still does.
  await chooseService(page, 'Brushing');
  await expect(withWhom(page).getByRole('radio', { name: 'Sans préférence' })).toBeChecked();
  await withWhom(page).getByRole('radio', { name: /Sonia/ }).click();
  await pickDate(page, date);
  await expect(timeButtons(page).first()).toBeVisible();
  expect(await offeredTimes(page)).not.toContain(first);
  await pickTime(page);
  // Changing the person clears the chosen time.
  await withWhom(page).getByRole('radio', { name: /Amel/ }).click();
  await expect(timeGroup(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect.poll(() => offeredTimes(page)).toContain(first);
  await pickTime(page, first);
  // Amel is free then, but one person cannot hold two appointments at once (fair use).
  await page.getByRole('button', { name: 'Réserver maintenant' }).click();
  await expect(page.getByText('Vous avez déjà un rendez-vous à ce moment-là')).toBeVisible();

  await page.goto('/dashboard/bookings');
  await expect(page.getByRole('tab', { name: 'À venir (1)' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem').filter({ hasText: salon.name });
  await expect(cards.filter({ hasText: 'avec Sonia · Coiffeuse' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'avec Amel · Coloriste' })).toHaveCount(0);
});

test('two clients book the same time with different employees: both succeed', async ({ page, browser }) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 4);
  const slot = must((await slotsOf(page.request, salon.id, salon.services.brushing, date))[0], 'slot');

  const clients = await Promise.all(
    (['Sonia', 'Amel'] as const).map(async (person) => {
      const context = await browser.newContext();
      const client = await context.newPage();
      await signInAsNew(client.request, 'client');
      await client.goto(`/providers/${salon.id}/booking`);
      await chooseService(client, 'Brushing');
      await withWhom(client)
        .getByRole('radio', { name: new RegExp(person) })
        .click();
      await pickDate(client, date);
      await pickTime(client, slot.time);
      return { context, client, person };
    }),
  );
  await Promise.all(
    clients.map(({ client }) => client.getByRole('button', { name: 'Réserver maintenant' }).click()),
  );
  for (const { context, client, person } of clients) {
    await expect(client.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await client.goto('/dashboard/bookings');
    const card = client.getByRole('listitem').filter({ hasText: salon.name });
    await expect(card).toContainText(`avec ${person}`);
    await expect(card).toContainText(slot.time);
    await context.close();
  }
  // Both people are taken then: nobody is left for "Sans préférence" at that time.
  const left = await slotsOf(page.request, salon.id, salon.services.brushing, date);
  expect(left.map((free) => free.start)).not.toContain(slot.start);
});

test('the salon page shows its team and its hours; a salon without a team books as before', async ({
  page,
}) => {
  const withTeam = takeSalon({ team: true });
  const withoutTeam = takeSalon({ team: false });
  await page.goto(`/providers/${withTeam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withTeam.name })).toBeVisible();
  const team = page.getByRole('region', { name: 'Équipe', exact: true });
  await expect(team.getByRole('listitem')).toHaveText(['SoniaCoiffeuse', 'AmelColoriste']);
  // Public: first names only, never an employee's contact details.
  await expect(page.getByText('Trabelsi')).toHaveCount(0);
  await expect(page.getByText(/prive@/)).toHaveCount(0);
  const hours = page.getByRole('region', { name: "Horaires d'ouverture" });
  await expect(hours.getByRole('listitem').filter({ hasText: 'Lundi' })).toContainText('09:00 - 18:00');
  await expect(hours.getByRole('listitem').filter({ hasText: 'Dimanche' })).toContainText('Fermé');
  // Before the reviews.
  const reviewsTop = (await page.getByRole('heading', { name: /^Avis/ }).boundingBox())?.y ?? 0;
  expect((await team.boundingBox())?.y ?? Infinity).toBeLessThan(reviewsTop);
  expect((await hours.boundingBox())?.y ?? Infinity).toBeLessThan(reviewsTop);

  await page.goto(`/providers/${withoutTeam.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withoutTeam.name })).toBeVisible();
  await expect(page.getByRole('region', { name: "Horaires d'ouverture" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Équipe', exact: true })).toHaveCount(0);

  await signInAsNew(page.request, 'client');
  await page.goto(`/providers/${withoutTeam.id}/booking`);
  await chooseService(page, 'Brushing');
  await pickDate(page, futureDay(7, 2));
  await expect(timeButtons(page).first()).toBeVisible();
  await expect(page.getByText('Avec qui ?')).toHaveCount(0);
});

test("the owner sets an employee's days, services and absences; the booking page follows", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(60_000);
  const salon = takeSalon({ team: true });
  const wednesday = futureDay(7, 3);
  const thursday = futureDay(7, 4);
  // A client's booking with Amel on Thursday at 10:00, in the way of an absence that day.
  const client = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
  await signInAsNew(client, 'client');
  const amelThursday = await slotsOf(
    client,
    salon.id,
    salon.services.brushing,
    thursday,
    salon.employees.amel,
  );
  const tenOClock = must(
    amelThursday.find((slot) => slot.time === '10:00'),
    'tenOClock',
  );
  const booked = await client.post('/api/bookings', {
    data: {
      salonId: salon.id,
      serviceId: salon.services.brushing,
      start: tenOClock.start,
      employeeId: salon.employees.amel,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await client.dispose();

  await signInViaApi(page.request, salon.owner);
  await page.goto('/dashboard/salons');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: salon.name }) });
  await card.getByRole('button', { name: 'Employés' }).click();
  const staff = page.getByRole('dialog', { name: `Employés de ${salon.name}` });

  // Sonia: her own days (Wednesday off, Monday 10:00-14:00) and two services.
  await staff.getByRole('button', { name: 'Horaires et services de Sonia Trabelsi' }).click();
  const schedule = page.getByRole('dialog', { name: 'Horaires et services de Sonia Trabelsi' });
  const followsSalon = schedule.getByLabel("Suit les horaires d'ouverture du salon");
  await expect(followsSalon).toBeChecked();
  await expect(schedule.getByLabel('Réalise tous les services du salon')).toBeChecked();
  await followsSalon.uncheck();
  await expect(schedule.getByLabel('Mardi', { exact: true })).toBeChecked();
  await expect(schedule.getByLabel('Dimanche', { exact: true })).toBeDisabled();
  await expect(schedule.getByLabel('Mardi : début')).toHaveValue('09:00');
  await schedule.getByLabel('Mercredi', { exact: true }).uncheck();
  await expect(schedule.getByLabel('Mercredi : début')).toHaveCount(0);
  await schedule.getByLabel('Lundi : début').fill('07:00');
  await schedule.getByLabel('Lundi : fin').fill('14:00');
  await schedule.getByLabel('Réalise tous les services du salon').uncheck();
  const saveSchedule = schedule.getByRole('button', { name: 'Enregistrer les horaires et services' });
  await saveSchedule.click();
  await expect(schedule.getByText('Choisissez au moins un service.')).toBeVisible();
  await schedule.getByLabel('Brushing').check();
  await schedule.getByLabel('Coupe femme').check();
  await saveSchedule.click();
  await expect(schedule.getByText(HOURS_OUTSIDE_OPENING)).toBeVisible();
  await schedule.getByLabel('Lundi : début').fill('10:00');
  await saveSchedule.click();
  await expect(page.getByText('Horaires et services enregistrés')).toBeVisible();
  await expect(staff).toBeVisible();

  // Back in: the saved week is shown.
  await staff.getByRole('button', { name: 'Horaires et services de Sonia Trabelsi' }).click();
  await expect(followsSalon).not.toBeChecked();
  await expect(schedule.getByLabel('Mercredi', { exact: true })).not.toBeChecked();
  await expect(schedule.getByLabel('Lundi : début')).toHaveValue('10:00');
  await expect(schedule.getByLabel('Coloration')).not.toBeChecked();
  await schedule.getByRole('button', { name: 'Retour aux employés' }).click();

  // Amel: an absence over her booking is refused with the booking listed; another day is blocked.
  await staff.getByRole('button', { name: 'Absences de Amel Jaziri' }).click();
  const absences = page.getByRole('dialog', { name: 'Absences de Amel Jaziri' });
  await expect(absences.getByText('Aucune absence à venir.')).toBeVisible();
  await absences.getByRole('button', { name: "Ajouter l'absence" }).click();
  await expect(absences.getByText('Début invalide.')).toBeVisible();
  await absences.getByLabel('Motif (optionnel)').fill('formation');
  await absences.getByLabel('Début').fill(`${thursday}T09:00`);
  await absences.getByLabel('Fin').fill(`${thursday}T12:00`);
  await absences.getByRole('button', { name: "Ajouter l'absence" }).click();
  await expect(absences.getByText(ABSENCE_OVER_BOOKINGS)).toBeVisible();
  await expect(absences.getByText(/10:00 – Brushing/)).toBeVisible();
  await absences.getByLabel('Début').fill(`${wednesday}T09:00`);
  await absences.getByLabel('Fin').fill(`${wednesday}T18:00`);
  await absences.getByRole('button', { name: "Ajouter l'absence" }).click();
  await expect(page.getByText('Absence ajoutée')).toBeVisible();
  const row = absences.getByRole('listitem').filter({ hasText: 'Absence · formation' });
  await expect(row).toContainText(/09:00 au .* 18:00/);

  // What clients are offered: nobody on Wednesday (Sonia rests, Amel is away), Sonia from 10:00 on
  // Monday and not for the colour.
  const wednesdaySlots = await slotsOf(page.request, salon.id, salon.services.brushing, wednesday);
  expect(wednesdaySlots).toEqual([]);
  const monday = futureDay(7, 1);
  const soniaMonday = await slotsOf(
    page.request,
    salon.id,
    salon.services.brushing,
    monday,
    salon.employees.sonia,
  );
  expect(soniaMonday[0]?.time).toBe('10:00');
  expect(soniaMonday.at(-1)?.time).toBe('13:30');
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await signInAsNew(clientPage.request, 'client');
  await clientPage.goto(`/providers/${salon.id}/booking`);
  await chooseService(clientPage, 'Coloration');
  await expect(withWhom(clientPage).getByRole('radio', { name: /Sonia/ })).toHaveCount(0);
  await chooseService(clientPage, 'Brushing');
  await withWhom(clientPage).getByRole('radio', { name: /Sonia/ }).click();
  await pickDate(clientPage, monday);
  await expect(timeButtons(clientPage).first()).toHaveText('10:00');
  await clientContext.close();

  // Deleting the absence asks first, then gives Amel's Wednesday back.
  await row.getByRole('button', { name: 'Supprimer' }).click();
  await row.getByRole('button', { name: 'Non' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Supprimer' }).click();
  await row.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByText('Absence supprimée')).toBeVisible();
  await expect(absences.getByText('Aucune absence à venir.')).toBeVisible();
  expect(await slotsOf(page.request, salon.id, salon.services.brushing, wednesday)).not.toEqual([]);
});

test('on a phone, every button of an employee\'s row in "Employés" is within reach, without sideways scrolling', async ({
  page,
}) => {
  const salon = takeSalon({ team: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(page.request, salon.owner);
  await page.goto('/dashboard/salons');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: salon.name }) });
  await card.getByRole('button', { name: 'Employés' }).click();
  const staff = page.getByRole('dialog', { name: `Employés de ${salon.name}` });
  const remove = staff.getByRole('button', { name: /^Retirer/ }).first();
  await expect(remove).toBeVisible();
  const overflow = await staff.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = must(await remove.boundingBox(), 'box');
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});
