import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { mailPart } from '../src/server/test-support/mail-parts';
import { type DayWish, openDay } from '../src/server/test-support/open-days';

import { totpCodeFor } from '../src/server/test-support/totp';
import { must } from '../src/shared/must';
import { take, type WorldAccount } from './world';

export { expect };

export interface E2EUser {
  email: string;
  password: string;
  fullName: string;
}

const unique = () => randomBytes(4).toString('hex');

export function newUserData(prefix: string): E2EUser {
  return {
    email: `${prefix}-${unique()}@e2e.rendezvous.tn`,
    password: `pw-${unique()}-ok`,
    fullName: `${prefix} ${unique()}`,
  };
}

/**
 * A person of the seeded world (e2e/world.ts) that no other test has, signed in on `request`: its
 * cookies become their session. The tests of the sign-up journeys sign up instead (signUpViaApi).
 */
export async function signInAsNew(
  request: APIRequestContext,
  kind: 'client' | 'pendingProvider' | 'approvedProvider',
): Promise<WorldAccount> {
  const person = take(kind);
  await signInViaApi(request, person);
  return person;
}

/**
 * Creates an account through the public API; the request context's cookies become its session. The
 * address is then confirmed from the e-mail, as the person would (pass `verify: false` to keep a
 * new account's limits).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  role: 'client' | 'prestataire',
  extra: Record<string, string> = {},
  options: { verify?: boolean } = {},
): Promise<E2EUser> {
  const user = newUserData(role);
  const response = await request.post('/api/auth/sign-up', { data: { ...user, role, ...extra } });
  expect(response.status(), await response.text()).toBe(201);
  if (options.verify ?? true) {
    const link = await linkMailedTo(user.email, '/verify-email?token=');
    const token = new URL(link, 'http://e2e').searchParams.get('token');
    const verified = await request.post('/api/auth/email/verify', { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return user;
}

/**
 * The path of the link containing `marker` in the newest e-mail the e2e server wrote for `email`
 * (it has no SMTP server: each mail is an .eml file in its data folder).
 */
export async function linkMailedTo(email: string, marker: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'mails');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = existsSync(dir)
          ? readdirSync(dir)
              .filter((file) => file.endsWith('.eml'))
              .sort()
              .map((file) => readFileSync(path.join(dir, file), 'utf8'))
              .filter((raw) => raw.includes(email))
          : [];
        const texts = mails.map((raw) => mailPart({ to: [email], raw }, 'text/plain') ?? '');
        link = texts
          .reverse()
          .flatMap((text) => text.split(/\s+/))
          .find((word) => word.includes(marker));
        return link;
      },
      { message: `le lien envoyé à ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(must(link, `le lien envoyé à ${email}`));
  return url.pathname + url.search;
}

/** Types the person's name, e-mail and password into the sign-up form, as someone would. */
export async function fillAccountFields(page: Page, user: E2EUser) {
  await page.getByLabel('Nom complet').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mot de passe').fill(user.password);
}

export async function signInViaApi(request: APIRequestContext, user: { email: string; password: string }) {
  if (user.email === e2eAdmin().email) return signInAsE2eAdmin(request);
  const response = await request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The run's admin must have a second factor before any admin route (decision 074). The first
 * sign-in of the run enrols it through the profile's routes; every sign-in then gives one recovery
 * code (an app's code opens one session per 30 seconds, and the suite signs the admin in more often
 * than that), and asks for new ones before they run out. The codes live in the data folder, so the
 * workers share them, one sign-in at a time.
 */
async function signInAsE2eAdmin(request: APIRequestContext) {
  const admin = e2eAdmin();
  await oneAtATime(async () => {
    const signIn = await request.post('/api/auth/sign-in', { data: admin });
    expect(signIn.status(), await signIn.text()).toBe(200);
    const answer = (await signIn.json()) as { twoFactorRequired?: boolean };
    if (!answer.twoFactorRequired) {
      const started = await request.post('/api/me/two-factor/enable', { data: { password: admin.password } });
      expect(started.status(), await started.text()).toBe(200);
      const { totpUri } = (await started.json()) as { totpUri: string };
      const confirmed = await request.post('/api/me/two-factor/confirm', {
        data: { code: totpCodeFor(totpUri) },
      });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      keepRecoveryCodes(((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes);
      return;
    }
    const [code, ...left] = JSON.parse(readFileSync(RECOVERY_CODES_FILE(), 'utf8')) as string[];
    const verified = await request.post('/api/auth/two-factor/verify', { data: { recoveryCode: code } });
    expect(verified.status(), await verified.text()).toBe(200);
    if (left.length > 1) return keepRecoveryCodes(left);
    const renewed = await request.post('/api/me/two-factor/recovery-codes', {
      data: { password: admin.password },
    });
    expect(renewed.status(), await renewed.text()).toBe(200);
    keepRecoveryCodes(((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes);
  });
}

const RECOVERY_CODES_FILE = () => path.join(process.env.E2E_DATA_DIR ?? '', 'e2e-admin-recovery-codes.json');
const keepRecoveryCodes = (codes: string[]) => writeFileSync(RECOVERY_CODES_FILE(), JSON.stringify(codes));

/** Runs `work` while holding a lock file of the data folder: one worker at a time. */
async function oneAtATime(work: () => Promise<void>) {
  const lock = `${RECOVERY_CODES_FILE()}.lock`;
  for (let waited = 0; ; waited += 50) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      if (waited > 30_000) throw new Error(`verrou ${lock} tenu depuis 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The admin created from INITIAL_ADMIN_* when the e2e server started (see playwright.config.ts). */
export const e2eAdmin = () => ({
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
});

export async function signInAsAdmin(page: Page) {
  await signInViaApi(page.request, e2eAdmin());
}

/**
 * Every test fails on a console error of the page: a broken page must not pass silently. Chromium
 * also logs each 4xx answer; those are expected (a wrong password is a 401) and the tests assert them.
 */
const EXPECTED_CLIENT_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;
/** The cookies of a session, to put in a browser context. */
export type SessionCookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];

export const test = base.extend<
  { failOnConsoleError: undefined; adminApi: APIRequestContext },
  { pendingProviderSession: SessionCookies }
>({
  /**
   * A prestataire awaiting validation, signed in once per worker instead of once per test: tests
   * that only look at what such a person sees share them. Not the demo's pending prestataire, whom
   * another spec may approve.
   */
  pendingProviderSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: `http://localhost:${process.env.E2E_PORT}`,
      });
      await signInAsNew(request, 'pendingProvider');
      const { cookies } = await request.storageState();
      await request.dispose();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
  /** The API signed in as the run's admin, for a test that sets up or decides through the admin's routes. */
  adminApi: async ({ playwright, baseURL }, use) => {
    const admin = await playwright.request.newContext({ baseURL });
    await signInViaApi(admin, e2eAdmin());
    await use(admin);
    await admin.dispose();
  },
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_CLIENT_ERROR.test(message.text()))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'erreurs dans la console du navigateur').toEqual([]);
    },
    { auto: true },
  ],
});

/** How long a spec's own server may take to start (a new embedded database, migrated): a hang's bound. */
export const SERVER_START_LIMIT_MS = 120_000;

/** The demo's salon that the booking journeys use: open every day but Sunday, with a team. */
export const DEMO_SALON = 'Salon Yasmine Coiffure';

/** The demo accounts of the e2e server share a password generated by this test run. */
export const demoAccount = (local: 'prestataire' | 'client' | 'admin') => ({
  email: `${local}@demo.rendezvous.tn`,
  password: process.env.E2E_DEMO_PASSWORD ?? '',
});

export async function openSalon(page: Page, name: string) {
  await page.goto(`/providers?q=${encodeURIComponent(name)}`);
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * A calendar date (YYYY-MM-DD) in Tunis at least `minDaysAhead` days ahead that falls on the given
 * weekday (1 = Monday) and whose `span` days from it on are open: no public holiday, which closes the
 * salons by default (decision 077). `sameMonth` keeps the span inside one month.
 */
export function futureDay(
  minDaysAhead: number,
  weekday: number,
  wish: Pick<DayWish, 'span' | 'sameMonth' | 'skip'> = {},
): string {
  return openDay({ minDaysAhead, weekdays: [weekday], ...wish });
}

export async function salonByName(request: APIRequestContext, name: string) {
  const list = (await (await request.get(`/api/salons?q=${encodeURIComponent(name)}`)).json()) as {
    items: { id: string }[];
  };
  const id = list.items[0]?.id ?? '';
  const detail = (await (await request.get(`/api/salons/${id}`)).json()) as {
    services: { id: string; name: string }[];
  };
  return { id, services: detail.services };
}

export async function freeSlots(
  request: APIRequestContext,
  salonId: string,
  serviceId: string,
  date: string,
) {
  const response = await request.get(`/api/salons/${salonId}/slots?date=${date}&serviceId=${serviceId}`);
  return ((await response.json()) as { slots: { start: string; time: string }[] }).slots;
}

export async function bookViaApi(
  request: APIRequestContext,
  salonId: string,
  serviceId: string,
  start: string,
) {
  const response = await request.post('/api/bookings', { data: { salonId, serviceId, start } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}
