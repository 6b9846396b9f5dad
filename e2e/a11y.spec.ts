import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { emptyBaseURL } from '../playwright.config';
import { tunisToday } from '../src/server/test-support/open-days';
import { must } from '../src/shared/must';
import { addDays } from '../src/shared/time-zone';
import { expectAccessible } from './axe';
import {
  bookViaApi,
  DEMO_SALON,
  demoAccount,
  e2eAdmin,
  expect,
  freeSlots,
  futureDay,
  type SessionCookies,
  salonByName,
  signInAsNew,
  signInViaApi,
  test,
} from './fixtures';
import { slotsOf, takeSalon } from './team-salon';

/** Waits until the page shows its own content: a first-level heading and no loading placeholder. */
async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0, { timeout: 15_000 });
}

/** A toast is checked once it is in place (sonner fades it in). */
async function toastShown(page: Page, title: string) {
  await expect(page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: title })).toBeVisible();
}

/**
 * A new salon with a team, a day in a week with two bookings at 10:00 (one per employee) and a pause
 * for Amel at 13:00, opened in its owner's agenda.
 */
async function openTeamAgenda(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const salon = takeSalon({ team: true });
  const date = futureDay(7, 3);
  for (const employeeId of [salon.employees.sonia, salon.employees.amel]) {
    const client = await playwright.request.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT}`,
    });
    await signInAsNew(client, 'client');
    const slot = (await slotsOf(client, salon.id, salon.services.brushing, date, employeeId)).find(
      (candidate) => candidate.time === '10:00',
    );
    const booked = await client.post('/api/bookings', {
      data: { salonId: salon.id, serviceId: salon.services.brushing, start: slot?.start, employeeId },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    await client.dispose();
  }
  await signInViaApi(page.request, salon.owner);
  const pause = await page.request.post(`/api/employees/${salon.employees.amel}/absences`, {
    data: { kind: 'pause', reason: 'Formation', start: `${date}T13:00:00Z`, end: `${date}T14:00:00Z` },
  });
  expect(pause.status(), await pause.text()).toBe(201);
  await page.goto(`/dashboard/schedule?salon=${salon.id}&date=${date}`);
  await settle(page);
}

/** Books a free Brushing slot at the demo salon, the first one from `daysAhead` days on. */
async function bookBrushing(request: APIRequestContext, daysAhead: number) {
  const salon = await salonByName(request, DEMO_SALON);
  const service = must(
    salon.services.find((candidate) => candidate.name === 'Brushing'),
    'service',
  );
  for (let day = daysAhead; day < daysAhead + 21; day++) {
    const date = addDays(tunisToday(), day);
    const [slot] = await freeSlots(request, salon.id, service.id, date);
    if (slot) return bookViaApi(request, salon.id, service.id, slot.start);
  }
  throw new Error('aucun créneau libre pour le Brushing');
}

// Transitions off: axe measures colours as they end up, not half-way through a fade.
test.use({ reducedMotion: 'reduce' });

type Role = 'visiteur' | 'client' | 'prestataire en attente' | 'prestataire validé' | 'admin';

type SignIn = (page: Page, pendingProviderSession?: SessionCookies) => Promise<unknown>;
const signIn: Record<Role, SignIn> = {
  visiteur: async () => {},
  client: (page) => signInViaApi(page.request, demoAccount('client')),
  // The worker's own pending prestataire: the demo's may be approved by another spec.
  'prestataire en attente': (page, session) =>
    page.context().addCookies(must(session, 'the worker’s pending prestataire')),
  'prestataire validé': (page) => signInViaApi(page.request, demoAccount('prestataire')),
  admin: (page) => signInViaApi(page.request, e2eAdmin()),
};

const everyone: Role[] = ['visiteur', 'client', 'prestataire en attente', 'prestataire validé', 'admin'];
const signedIn: Role[] = ['client', 'prestataire en attente', 'prestataire validé', 'admin'];
const providerTools: Role[] = ['prestataire en attente', 'prestataire validé', 'admin'];

/**
 * Every route of docs/product.md#screens-and-routes (and router.tsx), with the roles that can see it.
 * `:id` is a demo salon.
 */
const PAGES: { path: string; roles: Role[] }[] = [
  { path: '/', roles: everyone },
  { path: '/about', roles: everyone },
  { path: '/providers', roles: everyone },
  { path: '/providers?q=aucun-salon-ne-porte-ce-nom', roles: ['visiteur'] },
  { path: '/providers/:id', roles: everyone },
  { path: '/providers/:id/booking', roles: ['client'] },
  { path: '/login', roles: ['visiteur'] },
  { path: '/register', roles: ['visiteur', 'admin'] },
  { path: '/register?role=prestataire', roles: ['visiteur'] },
  { path: '/forgot-password', roles: ['visiteur'] },
  { path: '/reset-password?token=inconnu', roles: everyone },
  { path: '/confirm-email?token=inconnu', roles: everyone },
  { path: '/verify-email?token=inconnu', roles: everyone },
  { path: '/registration-success', roles: everyone },
  { path: '/google-callback', roles: signedIn },
  { path: '/mentions-legales', roles: everyone },
  { path: '/confidentialite', roles: everyone },
  { path: '/cgu', roles: everyone },
  { path: '/une-page-qui-n-existe-pas', roles: everyone },
  { path: '/dashboard', roles: signedIn },
  { path: '/dashboard/profile', roles: signedIn },
  { path: '/dashboard/bookings', roles: signedIn },
  { path: '/dashboard/notifications', roles: signedIn },
  { path: '/dashboard/salons', roles: providerTools },
  { path: '/dashboard/reviews', roles: providerTools },
  { path: '/dashboard/settings', roles: providerTools },
  { path: '/dashboard/schedule', roles: providerTools },
  { path: '/dashboard/clients', roles: ['prestataire en attente', 'prestataire validé'] },
  { path: '/dashboard/clients/:client', roles: ['prestataire validé'] },
  { path: '/dashboard/admin', roles: ['admin'] },
  { path: '/dashboard/admin/salons', roles: ['admin'] },
  { path: '/dashboard/admin/providers', roles: ['admin'] },
  { path: '/dashboard/admin/users', roles: ['admin'] },
  { path: '/dashboard/admin/changes', roles: ['admin'] },
  { path: '/dashboard/admin/security', roles: ['admin'] },
  { path: '/dashboard/admin/jobs', roles: ['admin'] },
];

/** A file of the signed-in owner's client book (the demo's: its clients who booked, one with allergies). */
async function firstClientFile(page: Page): Promise<string> {
  const clients = (await (await page.request.get('/api/clients?q=')).json()) as { items: { id: string }[] };
  const id = clients.items[0]?.id;
  if (!id) throw new Error('le carnet de démonstration est vide');
  return id;
}

// One browser page per role for all of its pages: the app's scripts are fetched and compiled once,
// not once per page (the spec took half of the browser suite when each page had a test of its own).
// Each page is a step of the report, and every page is analysed even when one fails.
for (const role of everyone) {
  test(`axe, ${role} : chacune de ses pages`, async ({ page, pendingProviderSession }) => {
    const mine = PAGES.filter((entry) => entry.roles.includes(role));
    test.setTimeout(30_000 + mine.length * 8_000);
    await signIn[role](page, pendingProviderSession);
    for (const { path } of mine) {
      await test.step(path, async () => {
        const url = path.includes(':id')
          ? path.replace(':id', (await salonByName(page.request, DEMO_SALON)).id)
          : path.includes(':client')
            ? path.replace(':client', await firstClientFile(page))
            : path;
        await page.goto(url);
        await settle(page);
        await expectAccessible(page, `${path} (${role})`, { soft: true });
      });
    }
  });
}

test.describe('axe, marketplace vide', () => {
  for (const path of ['/', '/providers']) {
    test(path, async ({ page }) => {
      await page.goto(`${emptyBaseURL}${path}`);
      await settle(page);
      await expectAccessible(page, `${path} (plateforme vide)`);
    });
  }
});

test.describe('axe, menus et dialogues ouverts', () => {
  // Each of these opens up to six menus or dialogs and checks each with axe: the work of as many
  // tests, under one time limit of that size.
  test.describe.configure({ timeout: 90_000 });

  test('menu mobile de la navigation (visiteur, téléphone)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settle(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectAccessible(page, 'menu mobile ouvert');
  });

  test("menu de l'utilisateur et tiroir de mon espace (client, téléphone)", async ({ page }) => {
    await signIn.client(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await settle(page);
    await page.getByRole('button', { name: 'Menu de Salma Ben Ammar' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'menu utilisateur ouvert');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu de mon espace' }).click();
    await expect(page.getByRole('dialog', { name: 'Mon espace' })).toBeVisible();
    await expectAccessible(page, 'tiroir de mon espace ouvert');
  });

  test('calendrier de la page de réservation (client)', async ({ page }) => {
    await signIn.client(page);
    const salon = await salonByName(page.request, DEMO_SALON);
    await page.goto(`/providers/${salon.id}/booking`);
    await settle(page);
    await page.getByRole('button', { name: /^Date / }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expectAccessible(page, 'calendrier de réservation ouvert');
  });

  test('formulaires avec leurs erreurs, toasts d’erreur et de succès', async ({ page }) => {
    await page.goto('/login');
    await settle(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, '/login avec erreurs');
    await page.getByLabel('Email').fill(demoAccount('client').email);
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await toastShown(page, 'Erreur de connexion');
    await expectAccessible(page, '/login avec un toast d’erreur');
    await page.getByLabel('Mot de passe').fill(demoAccount('client').password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await toastShown(page, 'Connexion réussie');
    await settle(page);
    await expectAccessible(page, '/dashboard avec un toast de succès');
  });

  test('formulaire d’inscription avec ses erreurs', async ({ page }) => {
    await page.goto('/register?role=prestataire');
    await settle(page);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, '/register avec erreurs');
  });

  test('déplacer et annuler un rendez-vous (client)', async ({ page }) => {
    await signInAsNew(page.request, 'client');
    await bookBrushing(page.request, 30);
    await page.goto('/dashboard/bookings');
    await settle(page);
    await page.getByRole('button', { name: 'Déplacer' }).click();
    const move = page.getByRole('dialog', { name: 'Déplacer le rendez-vous' });
    await expect(move.getByRole('grid')).toBeVisible();
    await expectAccessible(page, 'dialogue Déplacer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Annuler' }).click();
    const cancel = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await cancel.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
    await expect(cancel.getByRole('alert')).toBeVisible();
    await expectAccessible(page, 'dialogue Annuler avec son erreur');
  });

  test('récapitulatif d’un rendez-vous (client)', async ({ page }) => {
    await signInAsNew(page.request, 'client');
    await bookBrushing(page.request, 30);
    await page.goto('/dashboard/bookings');
    await settle(page);
    await page.getByRole('link', { name: 'Voir le récapitulatif' }).click();
    await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
    await expectAccessible(page, 'récapitulatif du rendez-vous');
  });

  test('refuser un rendez-vous (prestataire validé)', async ({ page, playwright }) => {
    const client = await playwright.request.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT}`,
    });
    await signInAsNew(client, 'client');
    // Soon, so that it is on the first page of the salon's upcoming bookings.
    await bookBrushing(client, 1);
    await client.dispose();
    await signIn['prestataire validé'](page);
    await page.goto('/dashboard/bookings');
    await settle(page);
    await page.getByRole('button', { name: 'Refuser' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Refuser le rendez-vous' })).toBeVisible();
    await expectAccessible(page, 'dialogue Refuser');
  });

  test('dialogues de mes salons (prestataire validé)', async ({ page }) => {
    await signIn['prestataire validé'](page);
    await page.goto('/dashboard/salons');
    await settle(page);
    await page.getByRole('button', { name: 'Créer un salon' }).click();
    await expect(page.getByRole('dialog', { name: 'Créer un salon' })).toBeVisible();
    await expectAccessible(page, 'dialogue Créer un salon');
    await page.keyboard.press('Escape');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DEMO_SALON }) });
    for (const [button, title] of [
      ['Services', `Services de ${DEMO_SALON}`],
      ['Horaires', `Horaires de ${DEMO_SALON}`],
      ['Employés', `Employés de ${DEMO_SALON}`],
      ['Disponibilités', `Disponibilités de ${DEMO_SALON}`],
      ['Modifier', 'Modifier le salon'],
      ['Règles de réservation', 'Règles de réservation'],
    ] as const) {
      await card.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.animate-spin')).toHaveCount(0);
      await expectAccessible(page, `dialogue ${title}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  test('équipe du salon, « Avec qui ? », horaires et absences d’un employé', async ({ page, browser }) => {
    const salon = takeSalon({ team: true });
    await page.goto(`/providers/${salon.id}`);
    await settle(page);
    await expect(page.getByRole('region', { name: 'Équipe', exact: true })).toBeVisible();
    await expectAccessible(page, 'page du salon avec son équipe');
    await signInAsNew(page.request, 'client');
    await page.goto(`/providers/${salon.id}/booking`);
    await settle(page);
    await page.getByLabel('Service').selectOption(salon.services.brushing);
    await expect(page.getByRole('radiogroup', { name: 'Avec qui ?' })).toBeVisible();
    await expectAccessible(page, 'choix « Avec qui ? »');

    const ownerContext = await browser.newContext({ reducedMotion: 'reduce' });
    const owner = await ownerContext.newPage();
    await signInViaApi(owner.request, salon.owner);
    await owner.goto('/dashboard/salons');
    await settle(owner);
    const card = owner
      .getByRole('listitem')
      .filter({ has: owner.getByRole('heading', { name: salon.name }) });
    await card.getByRole('button', { name: 'Employés' }).click();
    await owner.getByRole('button', { name: 'Horaires et services de Sonia Trabelsi' }).click();
    const schedule = owner.getByRole('dialog', { name: 'Horaires et services de Sonia Trabelsi' });
    await schedule.getByLabel("Suit les horaires d'ouverture du salon").uncheck();
    await schedule.getByLabel('Réalise tous les services du salon').uncheck();
    await schedule.getByRole('button', { name: 'Enregistrer les horaires et services' }).click();
    await expect(schedule.getByRole('alert')).toBeVisible();
    await expectAccessible(owner, 'dialogue Horaires et services avec son erreur');
    await schedule.getByRole('button', { name: 'Retour aux employés' }).click();
    await owner.getByRole('button', { name: 'Absences de Amel Jaziri' }).click();
    const absences = owner.getByRole('dialog', { name: 'Absences de Amel Jaziri' });
    await absences.getByRole('button', { name: "Ajouter l'absence" }).click();
    await expect(absences.getByRole('alert').first()).toBeVisible();
    await expectAccessible(owner, 'dialogue Absences avec ses erreurs');
    await ownerContext.close();
  });

  // The agenda is checked in two tests: six analyses of its largest pages in one test came to 30 s on
  // the loaded CI machine (10 s alone here).
  test('agenda du salon : vue jour et ses dialogues (prestataire)', async ({ page, playwright }) => {
    await openTeamAgenda(page, playwright);
    const sonia = page.getByRole('group', { name: /^Sonia/ });
    await expect(sonia.getByRole('button', { name: /^10:00–10:30, Brushing/ })).toBeVisible();
    await expectAccessible(page, 'agenda, vue jour');
    await sonia.getByRole('button', { name: /^10:00–10:30, Brushing/ }).click();
    await expect(page.getByRole('dialog', { name: /^Rendez-vous de / })).toBeVisible();
    await expectAccessible(page, 'agenda, dialogue du rendez-vous');
    await page.keyboard.press('Escape');
    await sonia.getByRole('button', { name: 'Ajouter 15:00–15:30 pour Sonia' }).click();
    const appointment = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
    await expect(appointment).toBeVisible();
    await expectAccessible(page, 'agenda, dialogue Nouveau rendez-vous');
    await appointment.getByRole('button', { name: 'Bloquer ce créneau' }).click();
    await expect(page.getByRole('dialog', { name: 'Bloquer ce créneau' })).toBeVisible();
    await expectAccessible(page, 'agenda, dialogue Bloquer ce créneau');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Pause : Formation/ }).click();
    await expect(page.getByRole('dialog', { name: 'Pause de Amel' })).toBeVisible();
    await expectAccessible(page, 'agenda, dialogue de la pause');
  });

  test('agenda du salon : vue semaine et téléphone (prestataire)', async ({ page, playwright }) => {
    await openTeamAgenda(page, playwright);
    await page.getByRole('button', { name: 'Semaine', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Semaine du / })).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'agenda, vue semaine');

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Semaine', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Employé')).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'agenda, téléphone');
  });

  test('créer un administrateur (admin)', async ({ page }) => {
    await signIn.admin(page);
    await page.goto('/dashboard/admin/users');
    await settle(page);
    await page.getByRole('button', { name: 'Créer un administrateur' }).click();
    await expect(page.getByRole('dialog', { name: 'Créer un administrateur' })).toBeVisible();
    await expectAccessible(page, 'dialogue Créer un administrateur');
  });
});
