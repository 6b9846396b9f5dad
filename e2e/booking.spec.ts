import { tunisToday } from '../src/server/test-support/open-days';
import { must } from '../src/shared/must';
import { addDays } from '../src/shared/time-zone';
import { chooseService, monthShowing, pickDate, pickTime, timeButtons, timeGroup } from './booking-page';
import {
  bookViaApi,
  DEMO_SALON,
  demoAccount,
  expect,
  freeSlots,
  futureDay,
  openSalon,
  salonByName,
  signInAsNew,
  signInViaApi,
  test,
} from './fixtures';

const SLOT_TAKEN = "Ce créneau n'est plus disponible. Veuillez en choisir un autre.";

test.describe('booking page', () => {
  test('a client books a free slot: every state of the page, then it waits in "À venir"', async ({
    page,
  }) => {
    await signInAsNew(page.request, 'client');
    await openSalon(page, DEMO_SALON);
    await page.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(/\/providers\/[0-9a-f-]+\/booking$/);
    // One heading; on a computer the hours are listed (a phone folds them: phone-journey.spec.ts).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous');
    await expect(page.getByRole('heading', { name: 'Réservation' })).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Dimanche' })).toContainText('Fermé');
    await expect(page.getByRole('listitem').filter({ hasText: 'Lundi' })).toContainText(
      /\d{2}:\d{2} - \d{2}:\d{2}/,
    );
    const submit = page.getByRole('button', { name: 'Réserver maintenant' });
    await expect(submit).toBeDisabled();
    await expect(timeGroup(page)).toContainText("Choisissez d'abord un service");
    await expect(timeButtons(page)).toHaveCount(0);

    await chooseService(page, 'Brushing');
    await page.getByRole('button', { name: 'Date Choisir une date' }).click();
    // Past days and Sundays cannot be chosen.
    const yesterday = addDays(tunisToday(), -1);
    if (await page.locator(`[data-day="${yesterday}"]`).isVisible()) {
      await expect(page.locator(`[data-day="${yesterday}"] button`)).toBeDisabled();
    }
    await page.keyboard.press('Escape');
    const sunday = futureDay(1, 0);
    await pickDate(page, futureDay(1, 3));
    await pickTime(page);
    await page.getByRole('button', { name: /^Date / }).click();
    const sundayCell = page.locator(`[data-day="${sunday}"] button`);
    if (await sundayCell.isVisible()) await expect(sundayCell).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(
      page.getByText("Annulation ou déplacement possible jusqu'à 24 h avant le rendez-vous."),
    ).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();

    // The recap: what was booked, the salon's rule, the calendar file and the way to the list.
    await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    const recap = page.getByRole('main');
    await expect(recap).toContainText(DEMO_SALON);
    await expect(recap).toContainText('Brushing');
    await expect(recap).toContainText('En attente');
    await expect(recap).toContainText(/\d+ DT/);
    await expect(recap).toContainText(
      "Annulation ou déplacement possible jusqu'à 24 h avant le rendez-vous.",
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Ajouter à mon calendrier' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('rendez-vous.ics');
    const ics = await (await import('node:fs/promises')).readFile(
      must(await file.path(), 'the downloaded file'),
      'utf8',
    );
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Brushing');
    await page.getByRole('link', { name: 'Voir mes rendez-vous' }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);

    await page.goto('/dashboard/bookings');
    await expect(page.getByRole('tab', { name: 'À venir (1)' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: DEMO_SALON });
    await expect(card).toContainText('Brushing');
    await expect(card).toContainText('En attente');
  });

  test('a slot taken meanwhile: the loser is told in French and the slot is no longer offered', async ({
    page,
    playwright,
  }) => {
    await signInAsNew(page.request, 'client');
    const salon = await salonByName(page.request, DEMO_SALON);
    const service = must(
      salon.services.find((s) => s.name === 'Coupe femme'),
      'service',
    );
    const date = futureDay(8, 4);
    const slot = must((await freeSlots(page.request, salon.id, service.id, date))[0], 'slot');

    await page.goto(`/providers/${salon.id}/booking`);
    await chooseService(page, 'Coupe femme');
    await pickDate(page, date);
    await pickTime(page, slot.time);

    const rival = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    await signInAsNew(rival, 'client');
    await bookViaApi(rival, salon.id, service.id, slot.start);
    await rival.dispose();

    await page.getByRole('button', { name: 'Réserver maintenant' }).click();
    await expect(page.getByText('Erreur de réservation')).toBeVisible();
    await expect(page.getByText(SLOT_TAKEN)).toBeVisible();
    await expect(timeGroup(page).getByRole('button', { name: slot.time, exact: true })).toHaveCount(0);
  });
});

test.describe('bookings lifecycle', () => {
  test('the salon confirms one request and refuses another with a note', async ({ page, playwright }) => {
    const salon = await salonByName(page.request, DEMO_SALON);
    const service = must(
      salon.services.find((s) => s.name === 'Brushing'),
      'service',
    );
    const date = futureDay(15, 2);
    const client = await playwright.request.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT}`,
    });
    const clientUser = await signInAsNew(client, 'client');
    const slots = await freeSlots(client, salon.id, service.id, date);
    await bookViaApi(client, salon.id, service.id, must(slots[0], 'slots[0]').start);
    await bookViaApi(client, salon.id, service.id, must(slots.at(-1), 'slots.at(-1)').start);
    await client.dispose();

    await signInViaApi(page.request, demoAccount('prestataire'));
    await page.goto('/dashboard/bookings');
    const cards = page.getByRole('listitem').filter({ hasText: clientUser.fullName });
    await expect(cards)
      .toHaveCount(2, { timeout: 15_000 })
      .catch(async () => {
        // The salon has many demo bookings: page through until both are shown.
        await page.getByRole('button', { name: 'Suivants' }).click();
      });
    const first = cards.first();
    // The card leaves the screen while its request is on its way (here the owner changes tab; a live
    // refresh can do the same): the owner is still told it was done.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/bookings/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await first.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByRole('tab', { name: /^Passés/ }).click();
    await expect(first).toHaveCount(0);
    answer();
    await expect(page.getByText('Rendez-vous confirmé')).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('tab', { name: /^À venir/ }).click();
    await expect(first).toContainText('Confirmé');

    const second = cards.nth(1);
    await second.getByRole('button', { name: 'Refuser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refuser le rendez-vous' });
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await expect(dialog.getByText('Une explication est requise pour annuler le rendez-vous.')).toBeVisible();
    await dialog.getByLabel('Explication pour le client').fill('Coiffeuse absente ce jour-là');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByText('Rendez-vous refusé')).toBeVisible();
    await page.getByRole('tab', { name: /^Annulés/ }).click();
    // This client's own booking: a retried test finds the first try's refusal there too.
    const refused = cards.filter({ hasText: 'Coiffeuse absente ce jour-là' });
    await expect(refused).toContainText('Refusé');
  });

  test('a client moves a booking (it becomes "Modifié") and then cancels it with a reason', async ({
    page,
  }) => {
    await signInAsNew(page.request, 'client');
    const salon = await salonByName(page.request, DEMO_SALON);
    const service = must(
      salon.services.find((s) => s.name === 'Brushing'),
      'service',
    );
    const date = futureDay(22, 3);
    const slots = await freeSlots(page.request, salon.id, service.id, date);
    await bookViaApi(page.request, salon.id, service.id, must(slots[0], 'slots[0]').start);

    await page.goto('/dashboard/bookings');
    const card = page.getByRole('listitem').filter({ hasText: DEMO_SALON });
    await card.getByRole('button', { name: 'Déplacer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
    const target = futureDay(23, 4);
    await (await monthShowing(dialog, target)).click();
    await pickTime(dialog, undefined, 'Nouvel horaire');
    await dialog.getByRole('button', { name: 'Déplacer' }).click();
    await expect(page.getByText('Rendez-vous déplacé')).toBeVisible();
    await expect(card).toContainText('Modifié');

    await card.getByRole('button', { name: 'Annuler' }).click();
    const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await cancel.getByLabel("Motif de l'annulation").fill('Empêchement professionnel');
    await cancel.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    await expect(page.getByText('Rendez-vous annulé')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'À venir (0)' })).toBeVisible();
    // A cancelled booking is under "Annulés", however far ahead it was.
    await expect(page.getByRole('tab', { name: 'Passés (0)' })).toBeVisible();
    await page.getByRole('tab', { name: /^Annulés/ }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Empêchement professionnel' })).toContainText(
      'Annulé',
    );
  });
});
