import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { EMAIL_CHANGE_LINK_INVALID } from '@/shared/schemas/profile';
import { mailOutbox, securityEvents } from '../../db/schema';
import { createSignedInUser, createUser, signedIn, uniqueEmail } from '../../test-support/factories';
import { newestMailTo } from '../../test-support/outbox-mail';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { confirmEmailChange } from './change-email';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function linkTokenSentTo(email: string): Promise<string> {
  const mail = await newestMailTo(server.deps, email);
  expect(mail?.subject).toBe('Confirmez votre nouvelle adresse e-mail Rendezvous');
  return must(/confirm-email\?token=(\S+)/.exec(mail?.textBody ?? '')?.[1], 'the confirmation link');
}

describe("changing one's e-mail address", () => {
  it('changes it only once the new address confirms, tells the old one, and the link serves once', async () => {
    const { user, http } = await createSignedInUser(server, { role: 'client' });
    const newEmail = uniqueEmail('nouvelle');
    const asked = await http.call(endpoints.profile.requestEmailChange, {
      body: { newEmail, password: user.password },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ sentTo: newEmail });
    expect((await http.call(endpoints.accounts.me)).body.me?.user.email).toBe(user.email);

    const token = await linkTokenSentTo(newEmail);
    const confirmed = await server.client().call(endpoints.accounts.confirmEmailChange, { body: { token } });
    expect(confirmed.status).toBe(200);
    expect((await http.call(endpoints.accounts.me)).body.me?.user.email).toBe(newEmail);
    const notice = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(notice.map((mail) => mail.subject)).toContain(
      'L’adresse e-mail de votre compte Rendezvous a changé',
    );
    expect(
      (
        await server
          .client()
          .call(endpoints.accounts.signIn, { body: { email: newEmail, password: user.password } })
      ).status,
    ).toBe(200);
    expect(
      (
        await server
          .client()
          .call(endpoints.accounts.signIn, { body: { email: user.email, password: user.password } })
      ).status,
    ).toBe(401);
    const [event] = await server.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'email_changed'), eq(securityEvents.target, user.id)));
    expect(event?.details).toEqual({ from: user.email, to: newEmail });

    const again = await server.client().call(endpoints.accounts.confirmEmailChange, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(EMAIL_CHANGE_LINK_INVALID);
  });

  it("ends the account's other sessions, keeps the one that asked, and voids the old address's reset links", async () => {
    const { user, http } = await createSignedInUser(server, { role: 'client' });
    const elsewhere = await signedIn(server, user);
    await server.client().call(endpoints.accounts.forgotPassword, { body: { email: user.email } });
    const resetMail = await newestMailTo(server.deps, user.email);
    const resetToken = decodeURIComponent(
      must(/\/reset-password\?token=([^\s&]+)/.exec(resetMail?.textBody ?? '')?.[1], 'the reset link'),
    );

    const newEmail = uniqueEmail('nouvelle');
    await http.call(endpoints.profile.requestEmailChange, { body: { newEmail, password: user.password } });
    // Followed from a mailbox read on another device, signed in nowhere.
    const confirmed = await server
      .client()
      .call(endpoints.accounts.confirmEmailChange, { body: { token: await linkTokenSentTo(newEmail) } });
    expect(confirmed.status).toBe(200);

    expect((await http.call(endpoints.accounts.me)).body.me?.user.email).toBe(newEmail);
    expect((await elsewhere.call(endpoints.accounts.me)).body.me).toBeNull();
    const reset = await server.client().call(endpoints.accounts.resetPassword, {
      body: { token: resetToken, password: 'Hibiscus-en-fleur-7' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.error.code).toBe('reset_link_invalid');
  });

  it('refuses a wrong password, a taken address, and an altered link, changing nothing', async () => {
    const { user, http } = await createSignedInUser(server, { role: 'client' });
    const other = await createUser(server.deps, { role: 'client' });
    const wrong = await http.call(endpoints.profile.requestEmailChange, {
      body: {
        newEmail: uniqueEmail('x'),
        password: 'pas-le-bon',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ password: 'Mot de passe incorrect.' });
    const taken = await http.call(endpoints.profile.requestEmailChange, {
      body: {
        newEmail: other.email,
        password: user.password,
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('Un compte existe déjà avec cette adresse e-mail.');

    const newEmail = uniqueEmail('modifiee');
    await http.call(endpoints.profile.requestEmailChange, { body: { newEmail, password: user.password } });
    const token = await linkTokenSentTo(newEmail);
    const [payload, signature] = token.split('.');
    const forgedClaim = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(must(payload, 'payload'), 'base64url').toString()),
        to: 'pirate@exemple.tn',
      }),
    ).toString('base64url');
    for (const forged of [`${forgedClaim}.${signature}`, `${payload}.${signature}x`, 'nimporte-quoi']) {
      const answer = await server
        .client()
        .call(endpoints.accounts.confirmEmailChange, { body: { token: forged } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(EMAIL_CHANGE_LINK_INVALID);
    }
    expect((await http.call(endpoints.accounts.me)).body.me?.user.email).toBe(user.email);

    // More than an hour later, the genuine link has expired.
    const late = confirmEmailChange({
      db: server.deps.db,
      mailer: server.deps.mailer,
      secret: server.deps.config.authSecret,
      token,
      actor: { id: null, email: null, ip: null, userAgent: null },
      sessionId: null,
      now: new Date(Date.now() + 61 * 60_000),
    });
    await expect(late).rejects.toThrow(EMAIL_CHANGE_LINK_INVALID);
    expect((await http.call(endpoints.accounts.me)).body.me?.user.email).toBe(user.email);
  });
});
