import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT } from '@/shared/constants';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@/shared/two-factor';
import { securityEvents, sessions, twoFactors, users } from '../../db/schema';
import { createUser, currentCode, signedIn, type TestUser } from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { fromBase32, totpCode, totpCodeFor } from '../../test-support/totp';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function lastEvent(type: string, target?: string) {
  const [event] = await server.deps.db
    .select()
    .from(securityEvents)
    .where(
      target
        ? and(eq(securityEvents.type, type as never), eq(securityEvents.target, target))
        : eq(securityEvents.type, type as never),
    )
    .orderBy(desc(securityEvents.at))
    .limit(1);
  return event;
}

/** Enrols the signed-in person through the profile's routes, as the page does. */
async function enrolThroughProfile(http: TestClient, user: TestUser) {
  const started = await http.call(endpoints.twoFactor.enable, { body: { password: user.password } });
  expect(started.status).toBe(200);
  const confirmed = await http.call(endpoints.twoFactor.confirm, {
    body: {
      code: totpCodeFor(started.body.totpUri),
    },
  });
  expect(confirmed.status).toBe(200);
  return { secret: fromBase32(started.body.secret), recoveryCodes: confirmed.body.recoveryCodes };
}

const signInWithPassword = (client: TestClient, user: TestUser) =>
  client.call(endpoints.accounts.signIn, {
    body: {
      email: user.email,
      password: user.password,
    },
  });

describe('two-factor authentication (decision 074)', () => {
  it('enrols from the profile: password, QR address and secret, a first code, then 10 recovery codes once', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const http = await signedIn(server, user);
    const elsewhere = await signedIn(server, user);
    expect((await http.call(endpoints.twoFactor.status)).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: null,
    });

    const wrongPassword = await http.call(endpoints.twoFactor.enable, { body: { password: 'pas-le-bon' } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.message).toBe('Mot de passe incorrect.');
    expect(await server.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);

    const started = await http.call(endpoints.twoFactor.enable, { body: { password: user.password } });
    expect(started.status).toBe(200);
    const uri = new URL(started.body.totpUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Rendezvous');
    expect(uri.searchParams.get('secret')).toBe(started.body.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    // The secret and the codes are stored sealed, never as the app or the person sees them.
    const [stored] = await server.deps.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    const raw = fromBase32(started.body.secret).toString();
    expect(stored?.verified).toBe(false);
    expect(stored?.secret).not.toContain(raw);
    expect(stored?.secret).not.toContain(started.body.secret);

    // Not in force before a first code: sign-in asks no code yet.
    expect((await signInWithPassword(server.client(), user)).body.me).toBeTruthy();

    const wrong = await http.call(endpoints.twoFactor.confirm, { body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'wrong_code',
      message: 'Code de vérification incorrect.',
    });
    const malformed = await http.call(endpoints.twoFactor.confirm, { body: { code: '12ab' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Saisissez les 6 chiffres affichés par votre application.');
    expect((await http.call(endpoints.twoFactor.status)).body.enabled).toBe(false);

    const confirmed = await http.call(endpoints.twoFactor.confirm, {
      body: {
        code: totpCodeFor(started.body.totpUri),
      },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of confirmed.body.recoveryCodes) {
      expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
      expect(JSON.stringify(await server.deps.db.select().from(twoFactors))).not.toContain(code);
    }
    expect(confirmed.body.me).toMatchObject({ twoFactorEnabled: true, twoFactorSetupRequired: false });
    // This session goes on; the one opened with the password alone elsewhere does not.
    expect((await http.call(endpoints.accounts.me)).body.me?.twoFactorEnabled).toBe(true);
    expect((await elsewhere.call(endpoints.accounts.me)).body.me).toBeNull();
    expect(await lastEvent('two_factor_enabled', user.id)).toBeTruthy();
    expect(await lastEvent('two_factor_failed', user.email)).toMatchObject({
      details: { with: 'code', during: 'enrolment' },
    });
    expect((await http.call(endpoints.twoFactor.status)).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    // Enrolled once: starting again is refused.
    const again = await http.call(endpoints.twoFactor.enable, { body: { password: user.password } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('La vérification en deux étapes est déjà activée sur ce compte.');
  });

  it('signs in with the password then a code: no session before the code, a code opens one session only', async () => {
    const user = await createUser(server.deps, { role: 'client', twoFactor: true });
    const factor = must(user.secondFactor, 'secondFactor');
    const browser = server.client();
    const first = await signInWithPassword(browser, user);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect((await browser.call(endpoints.accounts.me)).body.me).toBeNull();
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const wrong = await browser.call(endpoints.accounts.verifyTwoFactor, { body: { code: '123456' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Code de vérification incorrect.');
    expect(wrong.body.error.fields).toEqual({ code: 'Code de vérification incorrect.' });
    expect(await lastEvent('two_factor_failed', user.email)).toMatchObject({
      actorId: user.id,
      details: { with: 'code' },
    });

    const code = currentCode(factor);
    const verified = await browser.call(endpoints.accounts.verifyTwoFactor, {
      body: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.me.user.email).toBe(user.email);
    expect(verified.body.recoveryCodesLeft).toBeNull();
    expect((await browser.call(endpoints.accounts.me)).body.me?.twoFactorEnabled).toBe(true);
    expect(await lastEvent('sign_in_succeeded', user.email)).toMatchObject({
      details: { secondFactor: 'code' },
    });

    // The same code, seen over a shoulder, opens nothing more: even with the password.
    const thief = server.client();
    expect((await signInWithPassword(thief, user)).body).toEqual({ twoFactorRequired: true });
    const replayed = await thief.call(endpoints.accounts.verifyTwoFactor, { body: { code } });
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.code).toBe('wrong_code');
    expect((await thief.call(endpoints.accounts.me)).body.me).toBeNull();
    // The next step's code is still accepted (clocks drift), once.
    expect(
      (await thief.call(endpoints.accounts.verifyTwoFactor, { body: { code: totpCode(factor.secret, 1) } }))
        .status,
    ).toBe(200);
  });

  it('takes a recovery code once instead of the app, and says how many are left', async () => {
    const user = await createUser(server.deps, {
      role: 'prestataire',
      providerStatus: 'approved',
      twoFactor: true,
    });
    const recovery = must(user.secondFactor?.recoveryCodes[0], 'code');
    const browser = server.client();
    await signInWithPassword(browser, user);
    const used = await browser.call(endpoints.accounts.verifyTwoFactor, {
      body: {
        recoveryCode: recovery.replace('-', ''),
      },
    });
    expect(used.status).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    expect(await lastEvent('recovery_code_used', user.id)).toMatchObject({
      details: { left: RECOVERY_CODE_COUNT - 1 },
    });

    const other = server.client();
    await signInWithPassword(other, user);
    const spent = await other.call(endpoints.accounts.verifyTwoFactor, { body: { recoveryCode: recovery } });
    expect(spent.status).toBe(400);
    expect(spent.body.error.message).toBe('Code de secours incorrect ou déjà utilisé.');
    const both = await other.call(endpoints.accounts.verifyTwoFactor, {
      body: {
        code: '123456',
        recoveryCode: recovery,
      },
    });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toBe('Saisissez un code de vérification ou un code de secours.');
  });

  it('asks for the password again when no sign-in is pending; codes wait like passwords (429, Retry-After)', async () => {
    const missing = await server
      .client()
      .call(endpoints.accounts.verifyTwoFactor, { body: { code: '123456' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      code: 'two_factor_challenge_missing',
      message: 'La vérification a expiré : reconnectez-vous avec votre e-mail et votre mot de passe.',
    });

    const user = await createUser(server.deps, { role: 'client', twoFactor: true });
    const browser = server.client();
    // The right password does not start the count over while the code is pending.
    await signInWithPassword(browser, user);
    for (let i = 0; i < 4; i++) {
      expect(
        (await browser.call(endpoints.accounts.verifyTwoFactor, { body: { code: `00000${i}` } })).status,
      ).toBe(400);
    }
    const waiting = await browser.call(endpoints.accounts.verifyTwoFactor, {
      body: {
        code: currentCode(must(user.secondFactor, 'secondFactor')),
      },
    });
    expect(waiting.status).toBe(429);
    expect(waiting.body.error.message).toBe(
      'Trop de codes incorrects pour ce compte. Réessayez dans 1 minute.',
    );
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // The password step of the same account waits too.
    expect((await signInWithPassword(server.client(), user)).status).toBe(429);
  });

  it('holds an admin without a second factor to the enrolment, then lets them in', async () => {
    const admin = await createUser(server.deps, { role: 'admin', twoFactor: false });
    const http = await signedIn(server, admin);
    const me = (await http.call(endpoints.accounts.me)).body.me;
    expect(me).toMatchObject({ isAdmin: true, twoFactorEnabled: false, twoFactorSetupRequired: true });
    for (const path of ['/admin/users', '/admin/overview', '/bookings', '/salons', '/me/sessions']) {
      const refused = await http.get<ErrorBody>(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toEqual({
        code: 'two_factor_required',
        message: TWO_FACTOR_REQUIRED_MESSAGE,
      });
    }
    expect((await http.call(endpoints.twoFactor.status)).body).toMatchObject({ required: true });

    await enrolThroughProfile(http, admin);
    expect((await http.call(endpoints.admin.users)).status).toBe(200);
    expect((await http.call(endpoints.accounts.me)).body.me?.twoFactorSetupRequired).toBe(false);
    // Required: an admin cannot remove it.
    const disable = await http.call(endpoints.twoFactor.disable, { body: { password: admin.password } });
    expect(disable.status).toBe(403);
    expect(disable.body.error.message).toBe(
      'La vérification en deux étapes est obligatoire pour les administrateurs : elle ne peut pas être désactivée.',
    );
  });

  it('renews the recovery codes and removes the second factor of a client, password first', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const http = await signedIn(server, user);
    const { recoveryCodes } = await enrolThroughProfile(http, user);

    const refused = await http.call(endpoints.twoFactor.recoveryCodes, { body: { password: 'faux' } });
    expect(refused.status).toBe(400);
    const renewed = await http.call(endpoints.twoFactor.recoveryCodes, {
      body: {
        password: user.password,
      },
    });
    expect(renewed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect(await lastEvent('recovery_codes_renewed', user.id)).toBeTruthy();
    const browser = server.client();
    await signInWithPassword(browser, user);
    expect(
      (await browser.call(endpoints.accounts.verifyTwoFactor, { body: { recoveryCode: recoveryCodes[0] } }))
        .status,
    ).toBe(400);

    const wrong = await http.call(endpoints.twoFactor.disable, { body: { password: 'faux' } });
    expect(wrong.body.error.message).toBe('Mot de passe incorrect.');
    const disabled = await http.call(endpoints.twoFactor.disable, { body: { password: user.password } });
    expect(disabled.status).toBe(200);
    expect(disabled.body.me?.twoFactorEnabled).toBe(false);
    expect(await lastEvent('two_factor_disabled', user.id)).toBeTruthy();
    expect((await signInWithPassword(server.client(), user)).body.me?.user.email).toBe(user.email);
    const notEnabled = await http.call(endpoints.twoFactor.disable, { body: { password: user.password } });
    expect(notEnabled.status).toBe(409);
    expect(notEnabled.body.error.message).toBe(
      "La vérification en deux étapes n'est pas activée sur ce compte.",
    );
  });

  it("lets an admin reset another admin's second factor with a logged reason: their sessions end", async () => {
    const [admin, colleague] = [
      await createUser(server.deps, { role: 'admin' }),
      await createUser(server.deps, { role: 'admin' }),
    ];
    const http = await signedIn(server, admin);
    const theirs = await signedIn(server, colleague);
    const path = `/admin/users/${colleague.id}/two-factor/reset`;

    const noReason = await http.post<ErrorBody>(path, { reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(
      'Indiquez le motif de la réinitialisation (5 caractères au moins).',
    );
    const self = await http.call(endpoints.admin.resetTwoFactor, {
      params: { id: admin.id },
      body: {
        reason: 'Téléphone perdu',
      },
    });
    expect(self.status).toBe(409);

    const reset = await http.post(path, { reason: 'Téléphone perdu, identité vérifiée par appel.' });
    expect(reset.status).toBe(200);
    expect(await lastEvent('two_factor_reset_by_admin', colleague.id)).toMatchObject({
      actorId: admin.id,
      details: {
        email: colleague.email,
        role: 'admin',
        reason: 'Téléphone perdu, identité vérifiée par appel.',
      },
    });
    expect((await theirs.call(endpoints.accounts.me)).body.me).toBeNull();
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, colleague.id));
    expect(row?.twoFactorEnabled).toBe(false);

    // They sign in with the password alone, and are held to enrol again.
    const back = await signedIn(server, { ...colleague, secondFactor: undefined });
    expect((await back.call(endpoints.admin.users)).body.error.code).toBe('two_factor_required');
    const twice = await http.post<ErrorBody>(path, { reason: 'Téléphone perdu' });
    expect(twice.status).toBe(409);
  });
});
