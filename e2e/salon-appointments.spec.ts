import type { Locator, Page } from '@playwright/test';
import { expect, futureDay, signInViaApi, test } from './fixtures';
import { slotsOf, takeSalon } from './team-salon';

// Appointments the salon enters from its agenda, and its client book (docs/product.md#client-file):
// a phone booking from the day view on a computer and on a 390 px phone, the client file with its
// allergies, and the client's booking page that no longer offers the time.

/** A mouse drag in small steps, as a hand does: Chromium starts a drag only once the pointer moves. */
async function dragAndDrop(page: Page, source: Locator, target: Locator) {
  // Both in view and away from the window's edges, where Chromium would scroll the page mid-drag.
  await page.setViewportSize({ width: 1280, height: 1200 });
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: a box is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  // Over the target once more: the drop needs a "dragover" the target accepted, not only its "dragenter".
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

const column = (page: Page, firstName: string) =>
  page.getByRole('group', { name: new RegExp(`^${firstName}`) });

test('the owner enters a phone booking from the day view; its time leaves the booking page; allergies show on the card', async ({
  page,
}) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 2);
  await signInViaApi(page.request, salon.owner);
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);

  await column(page, 'Sonia').getByRole('button', { name: 'Ajouter 10:00–10:30 pour Sonia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await expect(dialog.getByLabel('Employé')).toHaveValue(salon.employees.sonia);
  await expect(dialog.getByLabel('Heure')).toHaveValue('10:00');
  await dialog.getByLabel('Prénom et nom').fill('Leila Mansour');
  await dialog.getByLabel('Téléphone').fill('12 345 678');
  await dialog.getByLabel('Prestation').selectOption(salon.services.brushing);
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(dialog.getByText('Numéro de téléphone invalide.')).toBeVisible();
  await dialog.getByLabel('Téléphone').fill('20 123 456');
  // Without an e-mail the confirmation and the reminders go by SMS (decision 078); with an e-mail, by
  // e-mail; with neither, there is nobody to write to.
  const notify = dialog.getByRole('checkbox', { name: /Envoyer la confirmation et les rappels au client/ });
  await expect(notify).toBeChecked();
  await expect(dialog.getByText("Par SMS : le client n'a pas d'e-mail.")).toBeVisible();
  await dialog.getByLabel('E-mail (facultatif)').fill('leila@exemple.tn');
  await expect(notify).toBeChecked();
  await expect(dialog.getByText("Par SMS : le client n'a pas d'e-mail.")).toHaveCount(0);
  await dialog.getByLabel('E-mail (facultatif)').fill('');
  await dialog.getByLabel('Téléphone').fill('');
  await expect(notify).toBeDisabled();
  await expect(dialog.getByText("Le client n'a ni e-mail ni numéro.")).toBeVisible();
  await dialog.getByLabel('Téléphone').fill('20 123 456');
  // This one is not told: the salon unticks the box.
  await notify.uncheck();
  await expect(notify).not.toBeChecked();
  await expect(dialog.getByLabel('Origine')).toHaveValue('phone');
  await dialog.getByLabel('Note pour le salon').fill('Appelle la veille.');
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(page.getByText('Rendez-vous ajouté')).toBeVisible();
  const card = column(page, 'Sonia').getByRole('button', { name: /^10:00–10:30, Brushing, Leila Mansour/ });
  await expect(card).toBeVisible();
  const sonia = (
    await slotsOf(page.request, salon.id, salon.services.brushing, date, salon.employees.sonia)
  ).map((slot) => slot.time);
  expect(sonia).not.toContain('10:00');

  // The same time again: the 409, and the dialog keeps what was typed.
  await column(page, 'Sonia').getByRole('button', { name: 'Ajouter 10:30–11:00 pour Sonia' }).click();
  await dialog.getByLabel('Heure').fill('10:15');
  await dialog.getByLabel('Prénom et nom').fill('Sarra Haddad');
  await dialog.getByLabel('Téléphone').fill('20 999 111');
  await dialog.getByLabel('Prestation').selectOption(salon.services.brushing);
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(dialog.getByRole('alert')).toContainText("Ce créneau n'est plus disponible.");
  await expect(dialog.getByLabel('Prénom et nom')).toHaveValue('Sarra Haddad');
  await page.keyboard.press('Escape');

  // The file, from the appointment: the allergies become a red badge on the card.
  await card.click();
  await page.getByRole('link', { name: 'Fiche client' }).click();
  await expect(page.getByRole('heading', { name: 'Leila Mansour' })).toBeVisible();
  await expect(page.getByText('+216 20 123 456')).toBeVisible();
  await page.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la fiche' });
  await edit.getByLabel('Allergies et contre-indications').fill('Latex');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Allergies : Latex')).toBeVisible();
  await page.getByLabel('Ajouter une note').fill('Préfère Sonia.');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Préfère Sonia.' })).toBeVisible();
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  await expect(
    column(page, 'Sonia').getByRole('button', { name: /Leila Mansour, allergies : Latex/ }),
  ).toBeVisible();

  // Dragged to Amel at 11:00: the same rules as "Déplacer"; the booking page follows.
  const dragged = column(page, 'Sonia').getByRole('button', {
    name: /^10:00–10:30, Brushing, Leila Mansour/,
  });
  await expect(dragged).toHaveAttribute('draggable', 'true');
  await dragAndDrop(
    page,
    dragged,
    column(page, 'Amel').getByRole('button', { name: 'Ajouter 11:00–11:30 pour Amel' }),
  );
  await expect(page.getByText('Rendez-vous déplacé')).toBeVisible();
  await expect(
    column(page, 'Amel').getByRole('button', { name: /^11:00–11:30, Brushing, Leila Mansour/ }),
  ).toBeVisible();
  const times = async (employeeId: string) =>
    (await slotsOf(page.request, salon.id, salon.services.brushing, date, employeeId)).map(
      (slot) => slot.time,
    );
  expect(await times(salon.employees.amel)).not.toContain('11:00');
  expect(await times(salon.employees.sonia)).toContain('10:00');

  // The list finds her by any spelling of her number.
  await page.goto('/dashboard/clients');
  await page.getByLabel('Rechercher un client').fill('+21620123456');
  await expect(page.getByRole('link', { name: 'Leila Mansour' })).toBeVisible();
});

test('on a 390 px phone: "Nouveau rendez-vous" for a client found by number', async ({ page }) => {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 4);
  await signInViaApi(page.request, salon.owner);
  const made = await page.request.post('/api/clients', {
    data: { fullName: 'Hana Zribi', phone: '22 333 444' },
  });
  expect(made.status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
  await dialog.getByLabel('Rechercher un client').fill('22333444');
  await dialog.getByRole('button', { name: /Hana Zribi/ }).click();
  await expect(dialog.getByText('Client : Hana Zribi')).toBeVisible();
  await dialog.getByLabel('Prestation').selectOption(salon.services.brushing);
  await dialog.getByLabel('Heure').fill('11:00');
  await dialog.getByLabel('Origine').selectOption('walk_in');
  await dialog.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
  await expect(page.getByText('Rendez-vous ajouté')).toBeVisible();
  await expect(
    column(page, 'Sonia').getByRole('button', { name: /^11:00–11:30, Brushing, Hana Zribi/ }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
