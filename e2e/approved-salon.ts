import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { type E2EUser, expect, signUpViaApi, test } from './fixtures';

/** A prestataire signed up on `request` (its cookies become their session) and validated by the admin. */
export async function approvedProvider(
  request: APIRequestContext,
  admin: APIRequestContext,
): Promise<E2EUser & { id: string }> {
  const user = await signUpViaApi(request, 'prestataire', {
    cin: '12345678',
    salonAddress: '3 rue de Rome, Sfax',
  });
  const me = (await (await request.get('/api/me')).json()) as { me: { user: { id: string } } };
  expect((await admin.post(`/api/admin/providers/${me.me.user.id}/approve`, { data: {} })).status()).toBe(
    200,
  );
  return { ...user, id: me.me.user.id };
}

/** A validated prestataire with an approved salon, set up through the API (the admin screens are tested elsewhere), for the moderation and salon-page specs. */
export async function approvedSalon(
  browser: Browser,
  baseURL: string,
  admin: APIRequestContext,
  name: string,
) {
  const context = await browser.newContext({ baseURL });
  const owner = await context.newPage();
  const user = await approvedProvider(owner.request, admin);
  const created = await owner.request.post('/api/salons', { data: { name, address: '3 rue de Rome, Sfax' } });
  const salonId = ((await created.json()) as { id: string }).id;
  expect(
    (await admin.patch(`/api/admin/salons/${salonId}/approval`, { data: { isApproved: true } })).status(),
  ).toBe(200);
  return { context, owner, user, ownerId: user.id, salonId };
}

/**
 * `ownSalon`: a validated prestataire's approved salon, with a name of its own, and the owner's page
 * in a browser context of their own (closed after the test).
 */
export const salonTest = test.extend<{
  ownSalon: Awaited<ReturnType<typeof approvedSalon>> & { name: string };
}>({
  ownSalon: async ({ browser, baseURL, adminApi }, use) => {
    const name = `Salon ${randomBytes(3).toString('hex')}`;
    const made = await approvedSalon(browser, baseURL ?? '', adminApi, name);
    await use({ ...made, name });
    await made.context.close();
  },
});
