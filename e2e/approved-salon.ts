import type { Browser } from '@playwright/test';
import { signInViaApi, test } from './fixtures';
import { take } from './world';

/**
 * A validated prestataire's approved salon with no service yet, from the seeded world, and the
 * owner's page in a browser context of their own, signed in: for the moderation and salon-page specs.
 */
export async function approvedSalon(browser: Browser, baseURL: string) {
  const salon = take('bareSalon');
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  await signInViaApi(owner.request, salon.owner);
  return { context, owner, user: salon.owner, ownerId: salon.owner.id, salonId: salon.id, name: salon.name };
}

/**
 * `ownSalon`: a validated prestataire's approved salon, with a name of its own, and the owner's page
 * in a browser context of their own (closed after the test).
 */
export const salonTest = test.extend<{ ownSalon: Awaited<ReturnType<typeof approvedSalon>> }>({
  ownSalon: async ({ browser, baseURL }, use) => {
    const made = await approvedSalon(browser, baseURL ?? '');
    await use(made);
    await made.context.close();
  },
});
