import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { must } from '../src/shared/must';
import { bookingLink } from '../src/shared/pages';
import { DAYS } from '../src/shared/weekdays';
import { expectAccessible } from './axe';
import { pickDate, pickTime, timeButtons, timeGroup } from './booking-page';
import { bookViaApi, expect, freeSlots, futureDay, signInAsNew, signInViaApi, test } from './fixtures';
import { type TeamSalon, takeSalon } from './team-salon';

// The booking page on a phone (decision 055): the day's free times as a grid of buttons
// under "Matin", "Après-midi" and "Soir", the summary right above the button, a full day that offers
// the next one, and the links that choose a service, a day and a time ahead. Each test builds its
// own salon: open 09:00-20:00, but only 09:00-12:00 on Wednesdays (three one-hour bookings fill it).

const origin = () => `http://localhost:${process.env.E2E_PORT}`;
const RULE = "Annulation ou déplacement possible jusqu'à 24 h avant le rendez-vous.";

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
/** "jeudi 10 décembre", as the page names a day in its sentences. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(utcDay(date));
/** "jeudi 10 décembre 2026", as the date button shows the chosen day. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(date));
const nextDay = (date: string) => {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

async function salonOpenLate(playwright: PlaywrightWorkerArgs['playwright']): Promise<TeamSalon> {
  const salon = takeSalon({ team: false });
  const owner = await playwright.request.newContext({ baseURL: origin() });
  await signInViaApi(owner, salon.owner);
  const days = DAYS.map((day) => ({
    day,
    openTime: '09:00',
    closeTime: day === 'wednesday' ? '12:00' : '20:00',
    isClosed: day === 'sunday',
    hasLunchBreak: false,
    lunchBreakStart: null,
    lunchBreakEnd: null,
  }));
  const saved = await owner.put(`/api/salons/${salon.id}/opening-hours`, { data: { days } });
  expect(saved.status(), await saved.text()).toBe(200);
  await owner.dispose();
  return salon;
}

/** A salon open late, and a client signed in on the page who will book there on a Thursday. */
async function clientAtSalonOpenLate(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const salon = await salonOpenLate(playwright);
  const client = await signInAsNew(page.request, 'client');
  return { salon, client, thursday: futureDay(7, 4) };
}

const SCREENS = [
  { name: 'téléphone', viewport: { width: 360, height: 740 }, phone: true },
  { name: 'ordinateur', viewport: { width: 1280, height: 800 }, phone: false },
] as const;

for (const screen of SCREENS) {
  test.describe(`sur ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.phone, isMobile: screen.phone });

    test('a client chooses a service, a day and a time in the grid, sees the summary and books', async ({
      page,
      playwright,
    }) => {
      const { salon, thursday } = await clientAtSalonOpenLate(page, playwright);

      await page.goto(`/providers/${salon.id}/booking`);
      await expect(page.getByRole('heading', { name: 'Prendre rendez-vous' })).toBeVisible();
      const submit = page.getByRole('button', { name: 'Réserver maintenant' });
      const summary = page.getByRole('region', { name: 'Votre rendez-vous' });
      await expect(timeGroup(page)).toContainText("Choisissez d'abord un service");
      await expect(summary).toContainText(RULE);
      await expect(submit).toBeDisabled();

      await page.getByLabel('Service').selectOption(salon.services.brushing);
      await expect(timeGroup(page)).toContainText("Choisissez d'abord une date");
      await pickDate(page, thursday);
      // 09:00 to 19:00 every half hour, under the three parts of the day.
      await expect(timeButtons(page)).toHaveCount(21);
      const group = timeGroup(page);
      await expect(group.getByRole('heading')).toHaveText(['Matin', 'Après-midi', 'Soir']);
      await expect(timeButtons(page).first()).toHaveText('09:00');
      await expect(timeButtons(page).last()).toHaveText('19:00');
      await expect(group.getByRole('button', { pressed: true })).toHaveCount(0);

      // Big enough for a finger, and nothing wider than the screen.
      const box = await group.getByRole('button', { name: '10:30', exact: true }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        screen.viewport.width,
      );

      await pickTime(page, '10:30');
      await expect(group.getByRole('button', { pressed: true })).toHaveText(['10:30']);
      await expect(summary).toContainText('Brushing : 30 min, 25 DT');
      await expect(summary).toContainText(`Le ${dayName(thursday)} à 10:30`);
      await expect(summary).toContainText(RULE);
      await expect(submit).toBeEnabled();
      // Another time replaces the first; pressing it again takes it back.
      await pickTime(page, '18:30');
      await expect(group.getByRole('button', { pressed: true })).toHaveText(['18:30']);
      await group.getByRole('button', { name: '18:30', exact: true }).click();
      await expect(group.getByRole('button', { pressed: true })).toHaveCount(0);
      await expect(submit).toBeDisabled();
      await pickTime(page, '10:30');

      if (screen.phone) {
        // The summary and the button stay at the bottom of the screen, from the top of the page to
        // the times.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(submit).toBeInViewport({ ratio: 1 });
        await expect(summary).toBeInViewport({ ratio: 1 });
        await group.getByRole('heading', { name: 'Soir' }).scrollIntoViewIfNeeded();
        await expect(group.getByRole('button', { name: '19:00', exact: true })).toBeInViewport();
        await expect(submit).toBeInViewport({ ratio: 1 });
        await expect(summary).toBeInViewport({ ratio: 1 });
      } else {
        // Right above the button.
        const summaryBox = must(await summary.boundingBox(), 'summaryBox');
        const submitBox = must(await submit.boundingBox(), 'submitBox');
        expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(submitBox.y);
      }
      await expectAccessible(page, `page de réservation, un horaire choisi (${screen.name})`);

      await submit.click();
      await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('10:30');
      await expect(page.getByRole('main')).toContainText('Brushing');
    });
  });
}

test.describe('a full day', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('says "Complet ce jour-là" and its next-day button moves to the next day with a free time', async ({
    page,
    playwright,
  }) => {
    const salon = await salonOpenLate(playwright);
    // The Wednesday and the Thursday after it both open (the eve of a holiday would make it Friday).
    const wednesday = futureDay(7, 3, { span: 2 });
    const thursday = nextDay(wednesday);
    // Another client takes the whole Wednesday morning: 09:00, 10:00 and 11:00, an hour each.
    const filler = await playwright.request.newContext({ baseURL: origin() });
    await signInAsNew(filler, 'client');
    const offered = await freeSlots(filler, salon.id, salon.services.coupe, wednesday);
    for (const time of ['09:00', '10:00', '11:00']) {
      const slot = must(
        offered.find((candidate) => candidate.time === time),
        `${time} libre le ${wednesday}`,
      );
      await bookViaApi(filler, salon.id, salon.services.coupe, slot.start);
    }
    await filler.dispose();

    await signInAsNew(page.request, 'client');
    const answer = await page.request.get(
      `/api/salons/${salon.id}/slots?date=${wednesday}&serviceId=${salon.services.brushing}`,
    );
    expect(await answer.json()).toMatchObject({ slots: [], full: true, nextFreeDate: thursday });

    await page.goto(`/providers/${salon.id}/booking`);
    await page.getByLabel('Service').selectOption(salon.services.brushing);
    await pickDate(page, wednesday);
    const group = timeGroup(page);
    await expect(group).toContainText('Complet ce jour-là');
    await expect(timeButtons(page)).toHaveCount(0);
    // An open day is not said to be closed.
    await expect(page.getByText('Salon fermé ce jour')).toHaveCount(0);
    await expect(page.getByText('Le salon est fermé à cette date.')).toHaveCount(0);
    const next = group.getByRole('button', { name: `Prochaine disponibilité : ${dayName(thursday)}` });
    await expect(next).toBeVisible();
    await expectAccessible(page, 'page de réservation, un jour complet');

    await next.click();
    await expect(page.getByRole('button', { name: /^Date / })).toHaveText(longDay(thursday));
    await expect(timeButtons(page).first()).toHaveText('09:00');
    await expect(group).not.toContainText('Complet ce jour-là');
    await pickTime(page, '09:00');
    await expect(page.getByRole('region', { name: 'Votre rendez-vous' })).toContainText(
      `Le ${dayName(thursday)} à 09:00`,
    );
  });
});

test('a booking link chooses the service, the day and the time; what the page does not offer is ignored', async ({
  page,
  playwright,
}) => {
  const { salon, thursday } = await clientAtSalonOpenLate(page, playwright);
  const service = page.getByLabel('Service');
  const dateButton = page.getByRole('button', { name: /^Date / });
  const summary = page.getByRole('region', { name: 'Votre rendez-vous' });
  const submit = page.getByRole('button', { name: 'Réserver maintenant' });

  // All three.
  await page.goto(bookingLink(salon.id, { serviceId: salon.services.coupe, date: thursday, time: '18:30' }));
  await expect(page).toHaveURL(/\?service=[^&]+&date=\d{4}-\d{2}-\d{2}&time=18:30$/);
  await expect(service).toHaveValue(salon.services.coupe);
  await expect(dateButton).toHaveText(longDay(thursday));
  await expect(timeGroup(page).getByRole('button', { pressed: true })).toHaveText(['18:30']);
  await expect(summary).toContainText('Coupe femme : 60 min, 35 DT');
  await expect(summary).toContainText(`Le ${dayName(thursday)} à 18:30`);
  await expect(submit).toBeEnabled();

  // A time that is not free that day (before opening): only the day is chosen.
  await page.goto(bookingLink(salon.id, { serviceId: salon.services.coupe, date: thursday, time: '07:00' }));
  await expect(dateButton).toHaveText(longDay(thursday));
  await expect(timeButtons(page).first()).toHaveText('09:00');
  await expect(timeGroup(page).getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(submit).toBeDisabled();

  // The service alone.
  await page.goto(bookingLink(salon.id, { serviceId: salon.services.brushing }));
  await expect(service).toHaveValue(salon.services.brushing);
  await expect(dateButton).toHaveText('Choisir une date');
  await expect(timeGroup(page)).toContainText("Choisissez d'abord une date");

  // Unknown values, a past day and a closed day (Sunday): nothing chosen, no error.
  await page.goto(`/providers/${salon.id}/booking?service=inconnu&date=2020-01-01&time=99:99`);
  await expect(page.getByRole('heading', { name: 'Prendre rendez-vous' })).toBeVisible();
  await expect(service).toHaveValue('');
  await expect(dateButton).toHaveText('Choisir une date');
  await page.goto(
    bookingLink(salon.id, { serviceId: salon.services.coupe, date: futureDay(7, 0), time: '10:00' }),
  );
  await expect(service).toHaveValue(salon.services.coupe);
  await expect(dateButton).toHaveText('Choisir une date');
  await page.goto(`/providers/${salon.id}/booking?date=${thursday}&date=pas-une-date&service=`);
  await expect(dateButton).toHaveText(longDay(thursday));
  await expect(service).toHaveValue('');
  await expectAccessible(page, 'page de réservation ouverte par un lien');
});

test('a visitor’s booking link survives signing in, time chosen', async ({ page, playwright }) => {
  const { salon, client, thursday } = await clientAtSalonOpenLate(page, playwright);
  await page.context().clearCookies();
  await page.goto(bookingLink(salon.id, { serviceId: salon.services.coupe, date: thursday, time: '10:00' }));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Mot de passe').fill(client.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/booking\?service=.+&time=10:00$/);
  await expect(timeGroup(page).getByRole('button', { pressed: true })).toHaveText(['10:00']);
});
