import { signJWT } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_UNVERIFIED_MESSAGE,
  UNVERIFIED_BOOKING_LIMIT_MESSAGE,
  VERIFICATION_LINK_INVALID,
} from '@/shared/email-verification';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { securityEvents, users } from '../../db/schema';
import { bookOnline } from '../../test-support/booking-calls';
import { createOwnedSalon, createSignedInUser, uniqueEmail } from '../../test-support/factories';
import { newestMailTo } from '../../test-support/outbox-mail';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

let server: TestServer;
let salon: Awaited<ReturnType<typeof createOwnedSalon>>;
beforeAll(async () => {
  server = await sharedTestServer();
  salon = await createOwnedSalon(server, {
    salonName: 'Salon de la Confirmation',
    service: { name: 'Brushing', price: '20.00', duration: 30 },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function signUp(role: 'client' | 'prestataire' = 'client') {
  const browser = server.client();
  const email = uniqueEmail('inscrite');
  const answer = await browser.call(endpoints.accounts.signUp, {
    body: {
      fullName: 'Nadia Ferchichi',
      email,
      password: 'Figuier-de-barbarie-3',
      role,
    },
  });
  expect(answer.status).toBe(201);
  return { browser, email, me: must(answer.body.me, 'answer.body.me') };
}

async function tokenMailedTo(email: string) {
  const mail = await newestMailTo(server.deps, email);
  expect(mail?.subject).toBe('Confirmez votre adresse e-mail Rendezvous');
  return must(/verify-email\?token=(\S+)/.exec(mail?.textBody ?? '')?.[1], 'the verification link');
}

const book = (http: TestClient, time: string) =>
  bookOnline(http, { salonId: salon.salonId, serviceId: salon.serviceId, start: tunis(nextMonday(2), time) });

describe('confirming the address of a new account', () => {
  it('mails a link at sign-up; until it is followed, one upcoming booking and no review', async () => {
    const { browser, email, me } = await signUp();
    expect(me.emailVerified).toBe(false);
    const token = await tokenMailedTo(email);

    // Booking at once after signing up stays possible, once.
    expect((await book(browser, '10:00')).status).toBe(201);
    const second = await book(browser, '14:00');
    expect(second.status).toBe(403);
    expect(second.body.error).toMatchObject({
      code: 'email_unverified',
      message: UNVERIFIED_BOOKING_LIMIT_MESSAGE,
    });
    const review = await browser.call(endpoints.reviews.create, {
      params: { id: salon.salonId },
      body: {
        rating: 5,
        comment: 'Top',
      },
    });
    expect(review.status).toBe(403);
    expect(review.body.error.message).toBe(EMAIL_UNVERIFIED_MESSAGE);

    const verified = await server.client().call(endpoints.accounts.verifyEmail, { body: { token } });
    expect(verified.status).toBe(200);
    expect((await browser.call(endpoints.accounts.me)).body.me?.emailVerified).toBe(true);
    const [event] = await server.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'email_verified'), eq(securityEvents.target, me.user.id)));
    expect(event).toMatchObject({ actorId: me.user.id, actorEmail: email });
    expect((await book(browser, '14:00')).status).toBe(201);
    expect(
      (
        await browser.call(endpoints.reviews.create, {
          params: { id: salon.salonId },
          body: { rating: 5, comment: 'Top' },
        })
      ).status,
    ).toBe(201);
  });

  it('keeps an approved prestataire from creating a salon until their address is confirmed', async () => {
    const { browser, email, me } = await signUp('prestataire');
    await server.deps.db.update(users).set({ providerStatus: 'approved' }).where(eq(users.id, me.user.id));
    const refused = await browser.call(endpoints.workspace.createSalon, {
      body: {
        name: 'Salon Pressé',
        address: '1 rue de Rome, Tunis',
      },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(EMAIL_UNVERIFIED_MESSAGE);
    await server
      .client()
      .call(endpoints.accounts.verifyEmail, { body: { token: await tokenMailedTo(email) } });
    expect(
      (
        await browser.call(endpoints.workspace.createSalon, {
          body: { name: 'Salon Pressé', address: '1 rue de Rome, Tunis' },
        })
      ).status,
    ).toBe(201);
  });

  it('refuses an altered or expired link, sends a new one on request (3 an hour), and says when there is nothing to do', async () => {
    const { browser, email } = await signUp();
    const token = await tokenMailedTo(email);
    for (const forged of [`${token}x`, token.slice(0, -4), 'inventé']) {
      const answer = await server.client().call(endpoints.accounts.verifyEmail, { body: { token: forged } });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(VERIFICATION_LINK_INVALID);
    }
    // Genuinely signed, but its 3 days are over.
    const expired = await signJWT({ email }, server.deps.config.authSecret, -60);
    const late = await server.client().call(endpoints.accounts.verifyEmail, { body: { token: expired } });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(VERIFICATION_LINK_INVALID);
    expect((await browser.call(endpoints.accounts.me)).body.me?.emailVerified).toBe(false);
    for (let i = 0; i < 3; i++) {
      expect((await browser.call(endpoints.accounts.resendVerification)).body).toEqual({ sentTo: email });
    }
    expect((await browser.call(endpoints.accounts.resendVerification)).status).toBe(429);

    const { http: confirmed } = await createSignedInUser(server, { role: 'client' });
    expect((await confirmed.call(endpoints.accounts.me)).body.me?.emailVerified).toBe(true);
    const nothing = await confirmed.call(endpoints.accounts.resendVerification);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.message).toBe('Votre adresse e-mail est déjà confirmée.');
  });
});
