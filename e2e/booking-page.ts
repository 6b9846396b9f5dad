import { expect, type Locator, type Page } from '@playwright/test';

// The booking page's controls, as a client works them: the service, the day, the grid of free times
// (and the same day and time pickers in the move dialog). Every booking spec drives them.

/** Chooses a service by its name, as a person reads it in the list. */
export async function chooseService(page: Page, name: string) {
  const value = await page
    .locator('#booking-service option', { hasText: name })
    .first()
    .getAttribute('value');
  await page.getByLabel('Service').selectOption(value ?? '');
}

/**
 * Opens the date popover and returns a day's button, moving month by month to it as a person
 * would.
 */
export async function showDay(page: Page, date: string): Promise<Locator> {
  await page.getByRole('button', { name: /^(Date|Nouvelle date) / }).click();
  return monthShowing(page, date);
}

/**
 * Moves a calendar (the page's, or a dialog's) month by month until it shows `date`, and answers the
 * day's button. Each step waits for the calendar to be drawn, then for its month to change: a look
 * before it was drawn once found no day, and went on past the month (a busy machine).
 */
export async function monthShowing(scope: Page | Locator, date: string): Promise<Locator> {
  const cell = scope.locator(`[data-day="${date}"] button`);
  const firstDay = scope.locator('[data-day]:visible').first();
  await expect(firstDay).toBeVisible();
  for (let i = 0; i < 12 && !(await cell.isVisible()); i++) {
    const shown = (await firstDay.getAttribute('data-day')) ?? '';
    await scope.getByRole('button', { name: 'Aller au mois suivant' }).click();
    await expect(firstDay).not.toHaveAttribute('data-day', shown);
  }
  return cell;
}

/** Opens the date popover and picks a day. */
export async function pickDate(page: Page, date: string) {
  await (await showDay(page, date)).click();
}

/** The day's free times: "Horaire" on the booking page, "Nouvel horaire" in the move dialog. */
export const timeGroup = (scope: Page | Locator, label = 'Horaire') =>
  scope.getByRole('group', { name: label, exact: true });

/** The buttons of the free times, in the day's order. */
export const timeButtons = (scope: Page | Locator, label = 'Horaire') =>
  timeGroup(scope, label).getByRole('button', { name: /^\d{2}:\d{2}$/ });

/** Chooses a time in the grid ("HH:MM", else the first offered) and returns it. */
export async function pickTime(scope: Page | Locator, time?: string, label = 'Horaire'): Promise<string> {
  const button = time
    ? timeGroup(scope, label).getByRole('button', { name: time, exact: true })
    : timeButtons(scope, label).first();
  const chosen = (await button.textContent()) ?? '';
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return chosen;
}
