import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '@/shared/passwords';
import { RESET_LINK_INVALID } from '@/shared/schemas/auth';
import { COMMON_PASSWORD_COUNT } from '../../auth/common-passwords';
import { mailOutbox, securityEvents, verifications } from '../../db/schema';
import { createUser, signedIn, uniqueEmail } from '../../test-support/factories';
import { newestMailTo } from '../../test-support/outbox-mail';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { RESET_REQUESTED_MESSAGE } from './password-reset';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The reset link's token from the newest e-mail to `email`, as the person would click it. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await newestMailTo(server.deps, email);
  expect(mail?.subject).toBe('Choisissez un nouveau mot de passe Rendezvous');
  const link = /\/reset-password\?token=([^\s]+)/.exec(mail?.textBody ?? '')?.[1];
  expect(link, "le lien de l'e-mail").toBeTruthy();
  return decodeURIComponent(must(link, "le lien de l'e-mail"));
}

/** What signing in with this password answers now, from a new browser. */
const signInStatus = async (email: string, password: string) =>
  (await server.client().call(endpoints.accounts.signIn, { body: { email, password } })).status;

const mailsTo = async (email: string) =>
  (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;

describe('Mot de passe oublié', () => {
  it('answers the same for an unknown address, and mails a link only to an account', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const known = await server
      .client()
      .call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const unknown = await server.client().call(endpoints.accounts.forgotPassword, {
      body: {
        email: uniqueEmail('personne'),
      },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(user.email)).toBe(1);
    // Only the token's hash is stored: the link's text is nowhere in the database.
    const token = await tokenMailedTo(user.email);
    const stored = await server.deps.db.select().from(verifications);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    const otherDevice = await signedIn(server, user);
    expect((await otherDevice.call(endpoints.accounts.me)).body.me?.user.email).toBe(user.email);
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const token = await tokenMailedTo(user.email);

    const reset = await server
      .client()
      .call(endpoints.accounts.resetPassword, { body: { token, password: 'Hibiscus-en-fleur-7' } });
    expect(reset.status).toBe(200);
    expect((await otherDevice.call(endpoints.accounts.me)).body.me).toBeNull();
    expect(await signInStatus(user.email, user.password)).toBe(401);
    expect(await signInStatus(user.email, 'Hibiscus-en-fleur-7')).toBe(200);

    const again = await server.client().call(endpoints.accounts.resetPassword, {
      body: {
        token,
        password: 'Autre-mot-2-passe',
      },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'reset_link_invalid', message: RESET_LINK_INVALID });
    const [event] = await server.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'password_changed'), eq(securityEvents.target, user.id)));
    expect(event?.details).toEqual({ via: 'reset' });
  });

  it('voids every other link of the account once one is used, or once the password changes', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const older = await tokenMailedTo(user.email);
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const newer = await tokenMailedTo(user.email);
    expect(newer).not.toBe(older);
    expect(
      (
        await server
          .client()
          .call(endpoints.accounts.resetPassword, { body: { token: newer, password: 'Hibiscus-en-fleur-7' } })
      ).status,
    ).toBe(200);
    const stale = await server
      .client()
      .call(endpoints.accounts.resetPassword, { body: { token: older, password: 'Jasmin-du-soir-8' } });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatchObject({ code: 'reset_link_invalid', message: RESET_LINK_INVALID });

    // A link asked before a change of password from the profile is void after it.
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const beforeChange = await tokenMailedTo(user.email);
    const session = await signedIn(server, { ...user, password: 'Hibiscus-en-fleur-7' });
    expect(
      (
        await session.call(endpoints.accounts.changePassword, {
          body: {
            currentPassword: 'Hibiscus-en-fleur-7',
            newPassword: 'Verveine-du-matin-4',
          },
        })
      ).status,
    ).toBe(200);
    const afterChange = await server.client().call(endpoints.accounts.resetPassword, {
      body: { token: beforeChange, password: 'Jasmin-du-soir-8' },
    });
    expect(afterChange.status).toBe(400);
    expect(await signInStatus(user.email, 'Verveine-du-matin-4')).toBe(200);
  });

  it("refuses the account's own e-mail or name as the new password, and the link still works", async () => {
    const user = await createUser(server.deps, { role: 'client', fullName: 'Sana Trabelsi' });
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const token = await tokenMailedTo(user.email);
    for (const personal of [user.email, 'sana trabelsi']) {
      const refused = await server
        .client()
        .call(endpoints.accounts.resetPassword, { body: { token, password: personal } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields).toEqual({ password: PERSONAL_PASSWORD_MESSAGE });
    }
    expect(
      (
        await server
          .client()
          .call(endpoints.accounts.resetPassword, { body: { token, password: 'Hibiscus-en-fleur-7' } })
      ).status,
    ).toBe(200);
  });

  it('refuses an expired, tampered or made-up link, and a common new password, changing nothing', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const token = await tokenMailedTo(user.email);
    for (const forged of [`${token}x`, token.slice(1), 'inventé']) {
      const answer = await server.client().call(endpoints.accounts.resetPassword, {
        body: {
          token: forged,
          password: 'Hibiscus-en-fleur-7',
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(RESET_LINK_INVALID);
    }
    const common = await server
      .client()
      .call(endpoints.accounts.resetPassword, { body: { token, password: 'azerty123' } });
    expect(common.status).toBe(400);
    expect(common.body.error.fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });

    // An hour later the link has expired (the stored expiry is moved back instead of waiting).
    await server.deps.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await server.client().call(endpoints.accounts.resetPassword, {
      body: {
        token,
        password: 'Hibiscus-en-fleur-7',
      },
    });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(RESET_LINK_INVALID);
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it('sends at most 3 links per address and hour, still with the same answer', async () => {
    const user = await createUser(server.deps, { role: 'client' });
    for (let i = 0; i < 5; i++) {
      const answer = await server.client().call(endpoints.accounts.forgotPassword, {
        body: {
          email: user.email,
        },
      });
      expect(answer.body.message).toBe(RESET_REQUESTED_MESSAGE);
    }
    expect(await mailsTo(user.email)).toBe(3);
  });
});

describe('new passwords', () => {
  it('ships a list of more than 10,000 common passwords, French ones included', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(10_000);
  });

  it('refuses at sign-up a common password, or one equal to the e-mail or the name, each in French', async () => {
    const email = uniqueEmail('nouveau');
    const cases: [string, string][] = [
      ['motdepasse', COMMON_PASSWORD_MESSAGE],
      ['Azerty123', COMMON_PASSWORD_MESSAGE],
      [email, PERSONAL_PASSWORD_MESSAGE],
      ['Amira Ben Salah', PERSONAL_PASSWORD_MESSAGE],
    ];
    for (const [password, message] of cases) {
      const answer = await server.client().call(endpoints.accounts.signUp, {
        body: {
          fullName: 'Amira Ben Salah',
          email,
          password,
          role: 'client',
        },
      });
      expect(answer.status, password).toBe(400);
      expect(answer.body.error.fields?.password, password).toBe(message);
    }
    // The old minimum and its message stay.
    const short = await server.client().call(endpoints.accounts.signUp, {
      body: {
        fullName: 'Amira Ben Salah',
        email,
        password: '12345',
        role: 'client',
      },
    });
    expect(short.body.error.fields?.password).toBe('Le mot de passe doit contenir au moins 6 caractères');
  });

  it('still lets an existing account sign in with a password that is now refused for new ones', async () => {
    const user = await createUser(server.deps, { role: 'client', password: 'azerty123' });
    expect(await signInStatus(user.email, 'azerty123')).toBe(200);
  });
});

describe('changing one’s password from the profile', () => {
  it('needs the current password, refuses a common one, and signs out the other sessions only', async () => {
    const user = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const here = await signedIn(server, user);
    const there = await signedIn(server, user);

    const wrong = await here.call(endpoints.accounts.changePassword, {
      body: {
        currentPassword: 'pas-le-bon',
        newPassword: 'Verveine-du-matin-4',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'Le mot de passe actuel est incorrect.' });
    const common = await here.call(endpoints.accounts.changePassword, {
      body: {
        currentPassword: user.password,
        newPassword: 'motdepasse123',
      },
    });
    expect(common.body.error.fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
    const personal = await here.call(endpoints.accounts.changePassword, {
      body: {
        currentPassword: user.password,
        newPassword: user.email,
      },
    });
    expect(personal.status).toBe(400);
    expect(personal.body.error.fields).toEqual({ newPassword: PERSONAL_PASSWORD_MESSAGE });
    expect((await there.call(endpoints.accounts.me)).body.me).not.toBeNull();

    const changed = await here.call(endpoints.accounts.changePassword, {
      body: {
        currentPassword: user.password,
        newPassword: 'Verveine-du-matin-4',
      },
    });
    expect(changed.status).toBe(200);
    expect((await here.call(endpoints.accounts.me)).body.me?.user.email).toBe(user.email);
    expect((await there.call(endpoints.accounts.me)).body.me).toBeNull();
    expect(await signInStatus(user.email, 'Verveine-du-matin-4')).toBe(200);
  });

  it('is for signed-in people only', async () => {
    const answer = await server.client().call(endpoints.accounts.changePassword, {
      body: {
        currentPassword: 'x',
        newPassword: 'Verveine-du-matin-4',
      },
    });
    expect(answer.status).toBe(401);
  });
});
