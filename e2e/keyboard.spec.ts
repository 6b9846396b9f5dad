import type { Locator, Page } from '@playwright/test';
import { tunisToday } from '../src/server/test-support/open-days';
import { must } from '../src/shared/must';
import { addDays, weekdayOf } from '../src/shared/time-zone';
import { timeButtons } from './booking-page';
import { DEMO_SALON, expect, freeSlots, salonByName, signInAsNew, test } from './fixtures';

// A person who uses only the keyboard signs in and books: no click, no fill. The test reads the page
// (which element has the focus, what a select shows, which time is pressed) but acts only with keys.

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until the target has the focus, and checks that the focus can be seen. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; !(await isFocused(target)); presses++) {
    expect(presses, 'la touche Tab n’atteint pas l’élément attendu').toBeLessThan(60);
    await page.keyboard.press('Tab');
  }
  await expectVisibleFocus(target);
}

async function expectVisibleFocus(target: Locator) {
  const outline = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style, 'le focus clavier doit se voir').not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

/** A closed native select takes arrow keys: moves down until the chosen option's text matches. */
async function arrowSelect(page: Page, select: Locator, text: RegExp) {
  const chosen = () =>
    select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? '');
  for (let presses = 0; !text.test(await chosen()); presses++) {
    expect(presses, `aucune option ne correspond à ${text}`).toBeLessThan(40);
    await page.keyboard.press('ArrowDown');
  }
}

/** The first day from tomorrow on with a free slot for the service. */
async function dayWithSlots(page: Page, salonId: string, serviceId: string) {
  for (let i = 1; i <= 21; i++) {
    const date = addDays(tunisToday(), i);
    if (weekdayOf(date) === 0) continue;
    if ((await freeSlots(page.request, salonId, serviceId, date)).length > 0) return date;
  }
  throw new Error('aucun créneau libre dans les trois semaines');
}

test('a client signs in and books with the keyboard alone, date picker and time grid included', async ({
  page,
  playwright,
}) => {
  const signUp = await playwright.request.newContext({ baseURL: `http://localhost:${process.env.E2E_PORT}` });
  const user = await signInAsNew(signUp, 'client');
  await signUp.dispose();
  const salon = await salonByName(page.request, DEMO_SALON);
  const brushing = must(
    salon.services.find((service) => service.name === 'Brushing'),
    'brushing',
  );
  const date = await dayWithSlots(page, salon.id, brushing.id);

  // The salon's page: from the skip link to "Prendre rendez-vous", which leads a visitor to sign in.
  await page.goto(`/providers/${salon.id}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_SALON })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Aller au contenu' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: 'Prendre rendez-vous' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login\?redirect=/);
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mot de passe')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');

  // The booking page: service, then the day in the calendar popover, then the time.
  await expect(page).toHaveURL(new RegExp(`/providers/${salon.id}/booking$`));
  await expect(page.getByRole('heading', { name: 'Prendre rendez-vous' })).toBeVisible();
  const service = page.getByLabel('Service');
  await tabTo(page, service);
  await arrowSelect(page, service, /^Brushing/);
  await expect(service).toHaveValue(brushing.id);

  const dateButton = page.getByRole('button', { name: /^Date / });
  await tabTo(page, dateButton);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choisir une date' });
  await expect(calendar.getByRole('grid')).toBeVisible();
  // The grid is one tab stop (its current day); the month buttons come before it.
  const focusedDay = () =>
    page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day'));
  for (let presses = 0; !(await focusedDay()); presses++) {
    expect(presses, 'le calendrier doit recevoir le focus').toBeLessThan(5);
    await page.keyboard.press('Tab');
  }
  await expectVisibleFocus(page.locator(`[data-day="${await focusedDay()}"] button`));
  // A held arrow key: every press moves on at least a day and the page keeps up (it froze, see
  // src/web/components/ui/calendar.tsx).
  const before = (await focusedDay()) ?? '';
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  const after = (await focusedDay()) ?? '';
  expect((Date.parse(after) - Date.parse(before)) / 86_400_000).toBeGreaterThanOrEqual(10);
  for (let presses = 0; (await focusedDay()) !== date; presses++) {
    expect(presses, `le jour ${date} doit être atteint aux flèches`).toBeLessThan(60);
    const current = (await focusedDay()) ?? '';
    const daysLeft = (Date.parse(date) - Date.parse(current)) / 86_400_000;
    const key =
      daysLeft >= 7 ? 'ArrowDown' : daysLeft > 0 ? 'ArrowRight' : daysLeft <= -7 ? 'ArrowUp' : 'ArrowLeft';
    await page.keyboard.press(key);
  }
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  // Closing the popover gives the focus back to its button, which now says the day.
  await expect(dateButton).toBeFocused();
  await expect(dateButton).not.toHaveText(/Choisir une date/);

  // The times are toggle buttons: the first one is reached with Tab and pressed with Space.
  const time = timeButtons(page).first();
  await expect(time).toBeVisible();
  await tabTo(page, time);
  await page.keyboard.press('Space');
  await expect(time).toHaveAttribute('aria-pressed', 'true');

  const submit = page.getByRole('button', { name: 'Réserver maintenant' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
});
