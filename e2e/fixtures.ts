import { randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

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

/** Creates an account through the public API; the request context's cookies become its session. */
export async function signUpViaApi(
  request: APIRequestContext,
  role: 'client' | 'prestataire',
  extra: Record<string, string> = {},
): Promise<E2EUser> {
  const user = newUserData(role);
  const response = await request.post('/api/auth/sign-up', { data: { ...user, role, ...extra } });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

export async function signInViaApi(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
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
export const test = base.extend<{ failOnConsoleError: undefined }>({
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
