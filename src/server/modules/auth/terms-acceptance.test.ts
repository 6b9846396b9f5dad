import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { TERMS_REQUIRED_MESSAGE } from '@/shared/schemas/auth';
import { users } from '../../db/schema';
import { createUser, signedIn, uniqueEmail } from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const signUpBody = (extra: Record<string, unknown> = {}) => ({
  fullName: 'Nesrine Gharbi',
  email: uniqueEmail('cgu'),
  password: 'jasmin-47-sidi',
  role: 'client',
  ...extra,
});

async function rowOf(email: string) {
  const [row] = await server.deps.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('the CGU accepted at sign-up (decision 054)', () => {
  it('dates the acceptance when the checkbox was ticked, and the export gives that date', async () => {
    const before = Date.now();
    const browser = server.client();
    const input = signUpBody({ acceptTerms: true });
    const response = await browser.send(endpoints.accounts.signUp, { body: input });
    expect(response.status).toBe(201);
    const row = await rowOf(input.email);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    const acceptedAt = must(row?.termsAcceptedAt, 'the acceptance time').getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);

    const exported = await browser.request<{ profile: { termsAcceptedAt: string | null } }>(
      'GET',
      '/me/export',
    );
    expect(exported.status).toBe(200);
    expect(
      new Date(must(exported.body.profile.termsAcceptedAt, 'the exported acceptance time')).getTime(),
    ).toBe(acceptedAt);
  });

  it('dates it for a prestataire too', async () => {
    const input = signUpBody({ role: 'prestataire', acceptTerms: true });
    expect((await server.client().send(endpoints.accounts.signUp, { body: input })).status).toBe(201);
    expect((await rowOf(input.email))?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it.each([
    ['false', false],
    ['a string', 'true'],
    ['null', null],
    ['a number', 1],
  ])('refuses acceptTerms %s with a French 400 and creates nothing', async (_label, value) => {
    const input = signUpBody({ acceptTerms: value });
    const response = await server.client().send(endpoints.accounts.signUp, { body: input });
    expect(response.status).toBe(400);
    expect(response.body.error.fields?.acceptTerms).toBe(TERMS_REQUIRED_MESSAGE);
    expect(TERMS_REQUIRED_MESSAGE).toBe("Vous devez accepter les conditions générales d'utilisation.");
    expect(await rowOf(input.email)).toBeUndefined();
  });

  it('still accepts a sign-up without the field (an older client), with no acceptance date', async () => {
    const input = signUpBody();
    const response = await server.client().send(endpoints.accounts.signUp, { body: input });
    expect(response.status).toBe(201);
    const row = must(await rowOf(input.email), 'row');
    expect(row.termsAcceptedAt).toBeNull();
  });

  it('records no acceptance for an account an admin creates, even if sent', async () => {
    const admin = await signedIn(server, await createUser(server.deps, { role: 'admin' }));
    const input = signUpBody({ acceptTerms: true });
    const response = await admin.send(endpoints.accounts.signUp, { body: input });
    expect(response.status).toBe(201);
    expect((await rowOf(input.email))?.termsAcceptedAt).toBeNull();
  });
});
