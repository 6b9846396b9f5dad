import type { APIRequestContext, Page } from '@playwright/test';
import { expect, futureDay, signInAsNew, signInViaApi, test } from './fixtures';
import { bookAs, slotsOf, type TeamSalon, takeSalon } from './team-salon';

// The salon's agenda (/dashboard/schedule): the owner's day with a column per employee, the week,
// the booking actions from the grid, blocked time, the live refresh and the phone's one-person view.
// Every test builds its own salon (Sonia does every service, Amel the brushing and the colour).

const ABSENCE_OVER_BOOKINGS = 'Ce créneau chevauche des rendez-vous à déplacer ou annuler d’abord :';

const column = (page: Page, firstName: string) =>
  page.getByRole('group', { name: new RegExp(`^${firstName}`) });
const times = async (request: APIRequestContext, salon: TeamSalon, date: string, employeeId: string) =>
  (await slotsOf(request, salon.id, salon.services.brushing, date, employeeId)).map((slot) => slot.time);

test('the owner runs a day from the agenda: two columns, confirm, reassign, block an afternoon', async ({
  page,
  playwright,
}) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 3);
  const withSonia = await bookAs(playwright, salon, {
    serviceId: salon.services.brushing,
    date,
    time: '10:00',
    employeeId: salon.employees.sonia,
  });
  const withAmel = await bookAs(playwright, salon, {
    serviceId: salon.services.brushing,
    date,
    time: '10:00',
    employeeId: salon.employees.amel,
  });
  const later = await bookAs(playwright, salon, {
    serviceId: salon.services.brushing,
    date,
    time: '11:00',
    employeeId: salon.employees.amel,
  });

  await signInViaApi(page.request, salon.owner);
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  await expect(page.getByRole('heading', { name: "Gestion de l'agenda" })).toBeVisible();
  await expect(page.getByLabel('Salon')).toHaveValue(salon.id);

  // The same time, two people: one block in each employee's column, no "Non assigné".
  const sonia = column(page, 'Sonia');
  const amel = column(page, 'Amel');
  await expect(
    sonia.getByRole('button', { name: `10:00–10:30, Brushing, ${withSonia}, En attente` }),
  ).toBeVisible();
  await expect(
    amel.getByRole('button', { name: `10:00–10:30, Brushing, ${withAmel}, En attente` }),
  ).toBeVisible();
  await expect(sonia.getByRole('button', { name: new RegExp(withAmel) })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Non assigné' })).toHaveCount(0);

  // Confirm one from the grid; the menu's count of requests to answer follows.
  const requests = page
    .getByRole('navigation', { name: 'Mon espace' })
    .getByRole('link', { name: /^Mes rendez-vous/ });
  await expect(requests).toHaveAccessibleName('Mes rendez-vous 3 demandes en attente');
  await sonia.getByRole('button', { name: new RegExp(withSonia) }).click();
  const dialog = page.getByRole('dialog', { name: `Rendez-vous de ${withSonia}` });
  await expect(dialog.getByText('Avec Sonia (Coiffeuse)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Rendez-vous confirmé')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(requests).toHaveAccessibleName('Mes rendez-vous 2 demandes en attente');
  await expect(
    sonia.getByRole('button', { name: `10:00–10:30, Brushing, ${withSonia}, Confirmé` }),
  ).toBeVisible();

  // Someone busy then is not offered (decision 076): Sonia has 10:00; free, the booking moves.
  await amel.getByRole('button', { name: new RegExp(withAmel) }).click();
  const amelsBooking = page.getByRole('dialog', { name: `Rendez-vous de ${withAmel}` });
  await expect(amelsBooking.getByText(`Avec Amel (Coloriste)`)).toBeVisible();
  await expect(amelsBooking.getByLabel('Réassigner à')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await amel.getByRole('button', { name: new RegExp(later) }).click();
  await page
    .getByRole('dialog', { name: `Rendez-vous de ${later}` })
    .getByRole('button', { name: 'Réassigner' })
    .click();
  await expect(page.getByText('Rendez-vous réassigné')).toBeVisible();
  await expect(
    sonia.getByRole('button', { name: `11:00–11:30, Brushing, ${later}, En attente` }),
  ).toBeVisible();
  await expect(amel.getByRole('button', { name: new RegExp(later) })).toHaveCount(0);

  // Block Amel's afternoon from a free cell; her afternoon slots are no longer offered.
  expect(await times(page.request, salon, date, salon.employees.amel)).toContain('15:00');
  await amel.getByRole('button', { name: 'Ajouter 14:00–14:30 pour Amel' }).click();
  await page
    .getByRole('dialog', { name: 'Nouveau rendez-vous' })
    .getByRole('button', { name: 'Bloquer ce créneau' })
    .click();
  const block = page.getByRole('dialog', { name: 'Bloquer ce créneau' });
  await expect(block.getByLabel('Employé')).toHaveValue(salon.employees.amel);
  await expect(block.getByLabel('Type')).toHaveValue('pause');
  await expect(block.getByLabel('Début')).toHaveValue(`${date}T14:00`);
  await expect(block.getByLabel('Fin')).toHaveValue(`${date}T14:30`);
  await block.getByLabel('Type').selectOption('absence');
  await block.getByLabel('Motif (optionnel)').fill('Formation');
  await block.getByLabel('Fin').fill(`${date}T18:00`);
  await block.getByRole('button', { name: 'Bloquer' }).click();
  await expect(page.getByText('Créneau bloqué')).toBeVisible();
  await expect(amel.getByRole('button', { name: '14:00–18:00, Absence : Formation' })).toBeVisible();
  await expect(amel.getByRole('button', { name: /^Ajouter 1[4-7]:/ })).toHaveCount(0);
  const amelTimes = await times(page.request, salon, date, salon.employees.amel);
  expect(amelTimes.filter((time) => time >= '14:00')).toEqual([]);
  expect(amelTimes).toContain('13:00');
  // Sonia's afternoon is untouched.
  expect(await times(page.request, salon, date, salon.employees.sonia)).toContain('15:00');

  // Over a booking, the server refuses and lists it in the dialog.
  await sonia.getByRole('button', { name: 'Ajouter 09:00–09:30 pour Sonia' }).click();
  await page
    .getByRole('dialog', { name: 'Nouveau rendez-vous' })
    .getByRole('button', { name: 'Bloquer ce créneau' })
    .click();
  await block.getByLabel('Fin').fill(`${date}T12:00`);
  await block.getByRole('button', { name: 'Bloquer' }).click();
  await expect(block.getByRole('alert')).toContainText(ABSENCE_OVER_BOOKINGS);
  await expect(block.getByRole('alert')).toContainText(withSonia);
  await page.keyboard.press('Escape');

  // The absence can be removed after a confirmation: the afternoon is offered again.
  await amel.getByRole('button', { name: '14:00–18:00, Absence : Formation' }).click();
  const absence = page.getByRole('dialog', { name: 'Absence de Amel' });
  await absence.getByRole('button', { name: 'Supprimer le blocage' }).click();
  await expect(page.getByText('Blocage supprimé')).toBeVisible();
  await expect(amel.getByRole('button', { name: 'Ajouter 14:00–14:30 pour Amel' })).toBeVisible();
  expect(await times(page.request, salon, date, salon.employees.amel)).toContain('15:00');
});

test('the client is told, live and on their booking, when the salon gives it to someone else', async ({
  page,
  browser,
  baseURL,
}) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 4);
  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  await signInAsNew(clientContext.request, 'client');
  const slot = (
    await slotsOf(clientContext.request, salon.id, salon.services.brushing, date, salon.employees.amel)
  ).find((candidate) => candidate.time === '10:00');
  const booked = await clientContext.request.post('/api/bookings', {
    data: {
      salonId: salon.id,
      serviceId: salon.services.brushing,
      start: slot?.start,
      employeeId: salon.employees.amel,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: string };
  await clientPage.goto(`/dashboard/bookings/${id}`);
  await expect(clientPage.getByText('Amel', { exact: true })).toBeVisible();

  await signInViaApi(page.request, salon.owner);
  const reassigned = await page.request.post(`/api/bookings/${id}/reassign`, {
    data: { employeeId: salon.employees.sonia },
  });
  expect(reassigned.status(), await reassigned.text()).toBe(200);

  const told = clientPage.locator('[data-sonner-toast][data-mounted="true"]', {
    hasText: 'Rendez-vous réassigné',
  });
  await expect(told).toBeVisible({ timeout: 15_000 });
  await expect(told).toHaveAttribute('data-type', 'success');
  await clientPage.goto('/dashboard/notifications');
  await expect(
    clientPage.getByText(/« Brushing » chez .+ sera assuré par Sonia\. La date et l'heure ne changent pas\./),
  ).toBeVisible();
  await clientPage.getByRole('link', { name: 'Rendez-vous réassigné' }).click();
  await expect(clientPage).toHaveURL(`/dashboard/bookings/${id}`);
  await expect(clientPage.getByText('Sonia', { exact: true })).toBeVisible();
  await clientContext.close();
});

test('a new booking appears live; the week and the keyboard', async ({ page, playwright }) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(8, 4);
  await signInViaApi(page.request, salon.owner);
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  const sonia = column(page, 'Sonia');
  await expect(sonia.getByRole('button', { name: 'Ajouter 16:00–16:30 pour Sonia' })).toBeVisible();

  // A client books while the page is open: the block appears without a reload.
  const client = await bookAs(playwright, salon, {
    serviceId: salon.services.coupe,
    date,
    time: '16:00',
    employeeId: salon.employees.sonia,
  });
  await expect(
    sonia.getByRole('button', { name: `16:00–17:00, Coupe femme, ${client}, En attente` }),
  ).toBeVisible({
    timeout: 15_000,
  });

  // Keyboard: one tab stop, arrows within and across columns, Enter opens.
  const first = sonia.getByRole('button', { name: 'Ajouter 09:00–09:30 pour Sonia' });
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(sonia.getByRole('button', { name: 'Ajouter 09:30–10:00 pour Sonia' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(
    column(page, 'Amel').getByRole('button', { name: 'Ajouter 09:30–10:00 pour Amel' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('End');
  await expect(sonia.getByRole('button', { name: 'Ajouter 17:30–18:00 pour Sonia' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(sonia.getByRole('button', { name: new RegExp(client) })).toBeFocused();
  await page.keyboard.press('Enter');
  const opened = page.getByRole('dialog', { name: `Rendez-vous de ${client}` });
  await expect(opened).toBeVisible();
  // Escape once the dialog holds the focus (a live refresh may land while it opens).
  await expect(opened.getByRole('button', { name: 'Confirmer' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(opened).toBeHidden();

  // The week: one column per day, each block says whose it is.
  await page.getByRole('button', { name: 'Semaine', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Semaine du / })).toBeVisible();
  const day = page.getByRole('group', { name: /^jeudi / });
  // Beside the menu, seven days are wider than the page: the grid scrolls, not the page.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(day).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expect(
    day.getByRole('button', { name: `16:00 (jusqu'à 17:00), Sonia, Coupe femme, ${client}, En attente` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(day.getByRole('button', { name: new RegExp(client) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await page.getByLabel('Employé').selectOption(salon.employees.amel);
  await expect(day.getByRole('button', { name: new RegExp(client) })).toHaveCount(0);
  await page.getByRole('button', { name: "Aujourd'hui" }).click();
  await expect(page).not.toHaveURL(/date=/);
});

test('on a phone, one employee’s day at a time, without sideways scrolling', async ({ page, playwright }) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 2);
  const client = await bookAs(playwright, salon, {
    serviceId: salon.services.coloration,
    date,
    time: '09:00',
    employeeId: salon.employees.amel,
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(page.request, salon.owner);
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  await expect(column(page, 'Sonia')).toBeVisible();
  await expect(column(page, 'Amel')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Semaine', exact: true })).toHaveCount(0);
  // The controls are folded on a phone, so that the grid starts within the first screen (decision 076).
  await page.getByText("Options de l'agenda").click();
  await page.getByLabel('Employé').selectOption(salon.employees.amel);
  await expect(column(page, 'Amel').getByRole('button', { name: new RegExp(client) })).toBeVisible();
  await expect(column(page, 'Sonia')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a salon without employees has one "Salon" column and nothing to block', async ({
  page,
  playwright,
}) => {
  const salon = takeSalon({ team: false });
  const date = futureDay(7, 5);
  const client = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
  const user = await signInAsNew(client, 'client');
  const [slot] = await slotsOf(client, salon.id, salon.services.brushing, date);
  expect(
    (
      await client.post('/api/bookings', {
        data: { salonId: salon.id, serviceId: salon.services.brushing, start: slot?.start },
      })
    ).status(),
  ).toBe(201);
  await client.dispose();
  await signInViaApi(page.request, salon.owner);
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  const only = page.getByRole('group', { name: 'Salon', exact: true });
  await expect(only.getByRole('button', { name: new RegExp(user.fullName) })).toBeVisible();
  await expect(only.getByRole('button', { name: /^Ajouter/ })).toHaveCount(0);
  await expect(page.getByText("Ce salon n'a pas d'employé : il reçoit un client à la fois.")).toBeVisible();
});
