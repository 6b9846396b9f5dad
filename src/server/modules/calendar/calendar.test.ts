import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { Events } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_TEXTS } from '@/shared/calendar';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { open, seal } from '../../base/secret-box';
import { queryRows } from '../../db/client';
import {
  bookings,
  calendarAuthorizations,
  calendarEventLinks,
  calendarFeeds,
  calendarTokens,
} from '../../db/schema';
import { bookOnline, moveBooking } from '../../test-support/booking-calls';
import { type CalendarProvider, startCalendarProvider } from '../../test-support/calendar-provider';
import {
  createEmployee,
  createOwnedSalon,
  createSalon,
  createSignedInUser,
  createUser,
  signedIn,
  type TestUser,
} from '../../test-support/factories';
import type { TestClient } from '../../test-support/test-client';
import { sharedTestServer, startTestServer, type TestServer } from '../../test-support/test-server';
import { tunis, workday } from '../../test-support/tunis-dates';
import { processCalendarSync } from './event-sync';

type ErrorBody = { error: { code: string; message: string } };

let provider: CalendarProvider;
let server: TestServer;
let unconfigured: TestServer;
let owner: TestUser;
let ownerHttp: TestClient;
let salonId: string;
let serviceId: string;

beforeAll(async () => {
  provider = await startCalendarProvider();
  [server, unconfigured] = await Promise.all([startTestServer(provider.env), sharedTestServer()]);
  ({ owner, ownerHttp, salonId, serviceId } = await createOwnedSalon(server, {
    ownerName: 'Amel Coiffure',
    salonName: 'Salon Agenda',
    service: { name: 'Brushing', price: '25.00', duration: 60 },
  }));
});
afterAll(async () => {
  await Promise.all([server?.stop(), unconfigured?.stop()]);
  await provider?.stop();
});

/** What the browser does: ask for the consent page, follow it, and come back with code and state. */
async function authorize(http: TestClient) {
  const { status, body } = await http.call(endpoints.calendar.authorize);
  expect(status).toBe(200);
  const consent = await fetch(body.url, { redirect: 'manual' });
  const callback = new URL(must(consent.headers.get('location'), 'consent.headers.get("location")'));
  return {
    url: new URL(body.url),
    callback,
    code: must(callback.searchParams.get('code'), 'code'),
    state: must(callback.searchParams.get('state'), 'state'),
  };
}

/** The callback's answer: the provider's code and the state it carried back, as the page sends them. */
const sendBack = (http: TestClient, code: string, state: string) =>
  http.call(endpoints.calendar.connect, { body: { code, state } });

async function connect(http: TestClient, subject: string) {
  provider.issueTokensFor(subject);
  const { code, state } = await authorize(http);
  const response = await sendBack(http, code, state);
  expect(response.status).toBe(200);
  return response.body;
}

const newPerson = (role: 'client' | 'prestataire' = 'client') =>
  createSignedInUser(server, { role, providerStatus: role === 'prestataire' ? 'approved' : undefined });

const sync = () => processCalendarSync(server.deps.db, server.deps.config);

/**
 * The same owner's second salon, with Sonia Trabelsi (Coiffeuse) in its team, and a booking there
 * by `http` at `start` that names her.
 */
async function bookWithSonia(http: TestClient, start: string) {
  const salon = await createSalon(server.deps, {
    ownerId: owner.id,
    name: 'Salon Équipe',
    services: [{ name: 'Brushing', price: '25.00', duration: 60 }],
  });
  const sonia = await createEmployee(server.deps, { salonId: salon.id, fullName: 'Sonia Trabelsi' });
  const booked = await http.send(endpoints.bookings.create, {
    body: {
      salonId: salon.id,
      serviceId: salon.serviceIds[0],
      start,
    },
  });
  expect(booked.status).toBe(201);
  // She is the whole team; said here so that what is tested is how the booking is shown.
  await server.deps.db.update(bookings).set({ employeeId: sonia }).where(eq(bookings.id, booked.body.id));
  return booked.body;
}

describe('connecting a calendar', () => {
  it('says "Configuration manquante" when no client id is configured', async () => {
    const http = await signedIn(unconfigured, await createUser(unconfigured.deps));
    expect((await http.call(endpoints.calendar.status)).body).toMatchObject({
      provider: 'Google',
      configured: false,
      connected: false,
    });
    const refused = await http.call(endpoints.calendar.authorize);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Configuration manquante');
  });

  it('builds the consent address on the server: scopes, offline access, PKCE, a random state', async () => {
    const { http } = await newPerson();
    const first = await authorize(http);
    const second = await authorize(http);
    const params = first.url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(provider.env.CALENDAR_CLIENT_ID);
    expect(params.get('redirect_uri')).toBe(`${server.deps.config.baseUrl}/google-callback`);
    expect(params.get('scope')).toContain('calendar');
    expect(params.get('access_type')).toBe('offline');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(first.url.toString()).not.toContain(provider.env.CALENDAR_CLIENT_SECRET);
    expect(first.state).toMatch(/^[\w-]{43}$/);
    expect(first.state).not.toBe(second.state);
    expect(first.callback.pathname).toBe('/google-callback');
    // Only a hash of the state is kept.
    const stored = await server.deps.db.select().from(calendarAuthorizations);
    expect(stored.some((row) => row.stateHash === first.state)).toBe(false);
  });

  it('connects, with tokens that are not readable as plain text in the database', async () => {
    const { user, http } = await newPerson();
    let issued: { access_token: string; refresh_token: string } | undefined;
    provider.oauth.service.once(Events.BeforeResponse, (response) => {
      issued = response.body as typeof issued;
    });
    const status = await connect(http, `person-${user.id}`);
    expect(status).toMatchObject({ configured: true, connected: true });
    expect(issued?.access_token).toBeTruthy();
    const row = must(
      (
        await queryRows<Record<string, unknown>>(
          server.deps.db,
          sql`select * from calendar_tokens where user_id = ${user.id}`,
        )
      )[0],
      'row',
    );
    const everything = JSON.stringify(row);
    expect(everything).not.toContain(must(issued, 'issued').access_token);
    expect(everything).not.toContain(must(issued, 'issued').refresh_token);
    expect(everything).not.toContain(must(issued, 'issued').access_token.split('.')[1]);
    const key = server.deps.config.encryptionKey;
    expect(open(key, row.access_token_encrypted as string, user.id)).toBe(
      must(issued, 'issued').access_token,
    );
    // Expiry = now + the lifetime the provider gave (an hour).
    const expiresIn = new Date(row.expiry_date as string).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(3500_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
  });

  it("refuses a replayed state, another user's state, another session's and an expired one", async () => {
    const { user, http } = await newPerson();
    const replay = await authorize(http);
    expect((await sendBack(http, replay.code, replay.state)).status).toBe(200);
    const again = await authorize(http);
    const replayed = await sendBack(http, again.code, replay.state);
    expect(replayed.status).toBe(400);
    expect(replayed.body.error.message).toBe(CALENDAR_TEXTS.stateMismatch);

    const other = await newPerson();
    const theirs = await authorize(other.http);
    const stolen = await sendBack(http, theirs.code, theirs.state);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe(CALENDAR_TEXTS.stateMismatch);
    // The attempt did not use up its owner's state.
    expect((await sendBack(other.http, theirs.code, theirs.state)).status).toBe(200);

    const otherSession = await signedIn(server, user);
    const mine = await authorize(http);
    const elsewhere = await sendBack(otherSession, mine.code, mine.state);
    expect(elsewhere.body.error.message).toBe(CALENDAR_TEXTS.stateMismatch);

    const late = await authorize(http);
    await server.deps.db
      .update(calendarAuthorizations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(calendarAuthorizations.userId, user.id));
    const expired = await sendBack(http, late.code, late.state);
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(CALENDAR_TEXTS.stateMismatch);
  });

  it('refuses a missing code, a forged state and a code the provider rejects, each with its message', async () => {
    const { user, http } = await newPerson();
    const { state } = await authorize(http);
    const noCode = await http.send(endpoints.calendar.connect, { body: { state } });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.message).toBe("Le code d'autorisation est manquant.");
    const forged = await sendBack(http, 'x', 'pas-un-état');
    expect(forged.body.error.message).toBe(CALENDAR_TEXTS.stateMismatch);
    const rejected = await http.call(endpoints.calendar.connect, { body: { code: 'code-inventé', state } });
    expect(rejected.status).toBe(502);
    expect(rejected.body.error.message).toBe(CALENDAR_TEXTS.connectFailed('Google'));
    expect(
      await server.deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.id)),
    ).toEqual([]);
    expect((await server.client().call(endpoints.calendar.authorize)).status).toBe(401);
  });
});

describe('tokens over time', () => {
  it('refreshes an expired token by itself, and reads the month of the primary calendar', async () => {
    const { user, http } = await newPerson();
    const subject = `person-${user.id}`;
    await connect(http, subject);
    provider.addEvent(subject, {
      id: 'reunion',
      summary: "Réunion d'équipe",
      start: { dateTime: '2031-03-12T09:00:00Z' },
      end: { dateTime: '2031-03-12T10:00:00Z' },
    });
    provider.addEvent(subject, {
      id: 'conges',
      summary: 'Congés',
      start: { date: '2031-03-20' },
      end: { date: '2031-03-22' },
    });
    provider.addEvent(subject, {
      id: 'avril',
      summary: 'Le mois suivant',
      start: { dateTime: '2031-04-02T09:00:00Z' },
      end: { dateTime: '2031-04-02T10:00:00Z' },
    });
    const before = must(
      (await server.deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.id)))[0],
      'before',
    );
    await server.deps.db
      .update(calendarTokens)
      .set({ expiryDate: new Date(Date.now() - 60_000) })
      .where(eq(calendarTokens.userId, user.id));
    // Still connected: it can be refreshed.
    expect((await http.call(endpoints.calendar.status)).body.connected).toBe(true);
    const grants: string[] = [];
    const listen = (_: unknown, request: { body: { grant_type?: string } }) =>
      grants.push(request.body.grant_type ?? '');
    provider.oauth.service.on(Events.BeforeResponse, listen);
    const { status, body } = await http.call(endpoints.calendar.events, { query: { month: '2031-03' } });
    provider.oauth.service.off(Events.BeforeResponse, listen);
    expect(status).toBe(200);
    expect(grants).toEqual(['refresh_token']);
    expect(body.items).toEqual([
      {
        id: 'reunion',
        title: "Réunion d'équipe",
        start: '2031-03-12T09:00:00Z',
        end: '2031-03-12T10:00:00Z',
        allDay: false,
      },
      { id: 'conges', title: 'Congés', start: '2031-03-20', end: '2031-03-22', allDay: true },
    ]);
    const after = must(
      (await server.deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.id)))[0],
      'after',
    );
    expect(after.expiryDate.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(after.accessTokenEncrypted).not.toBe(before.accessTokenEncrypted);
  });

  it('counts an expired token without a refresh token as not connected', async () => {
    const { user, http } = await newPerson();
    await connect(http, `person-${user.id}`);
    await server.deps.db
      .update(calendarTokens)
      .set({ expiryDate: new Date(Date.now() - 1000), refreshTokenEncrypted: null })
      .where(eq(calendarTokens.userId, user.id));
    expect((await http.call(endpoints.calendar.status)).body.connected).toBe(false);
    const events = await http.call(endpoints.calendar.events, { query: { month: '2031-03' } });
    expect(events.status).toBe(409);
    expect(events.body.error.message).toBe(CALENDAR_TEXTS.notConnected('Google'));
  });

  it('forgets a grant the provider has revoked', async () => {
    const { user, http } = await newPerson();
    await connect(http, `person-${user.id}`);
    await server.deps.db
      .update(calendarTokens)
      .set({ expiryDate: new Date(Date.now() - 1000) })
      .where(eq(calendarTokens.userId, user.id));
    provider.oauth.service.once(Events.BeforeResponse, (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect((await http.call(endpoints.calendar.events, { query: { month: '2031-03' } })).status).toBe(409);
    expect((await http.call(endpoints.calendar.status)).body.connected).toBe(false);
  });

  it('refuses a malformed month in French', async () => {
    const { http } = await newPerson();
    const response = await http.call(endpoints.calendar.events, { query: { month: '2031-13' } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Mois invalide.');
  });

  it('disconnects by revoking then forgetting the tokens; a provider failure changes nothing', async () => {
    const { user, http } = await newPerson();
    await connect(http, `person-${user.id}`);
    provider.oauth.service.once(Events.BeforeRevoke, (response) => {
      response.statusCode = 500;
      response.body = { error: 'server_error' };
    });
    const failed = await http.call(endpoints.calendar.disconnect);
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('Impossible de déconnecter votre compte Google');
    expect((await http.call(endpoints.calendar.status)).body.connected).toBe(true);
    let revoked = false;
    provider.oauth.service.once(Events.BeforeRevoke, () => {
      revoked = true;
    });
    const done = await http.call(endpoints.calendar.disconnect);
    expect(done.status).toBe(200);
    expect(done.body.connected).toBe(false);
    expect(revoked).toBe(true);
    expect(
      await server.deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.id)),
    ).toEqual([]);
  });

  it('takes secrets sealed under another ENCRYPTION_KEY as absent: asked again, never a 500', async () => {
    const otherKey = randomBytes(32);
    const resealUnderAnotherKey = async (userId: string) => {
      await server.deps.db
        .update(calendarTokens)
        .set({
          accessTokenEncrypted: seal(otherKey, 'jeton', userId),
          refreshTokenEncrypted: seal(otherKey, 'jeton', userId),
        })
        .where(eq(calendarTokens.userId, userId));
      await server.deps.db
        .update(calendarFeeds)
        .set({ tokenEncrypted: seal(otherKey, 'secret', userId) })
        .where(eq(calendarFeeds.userId, userId));
    };

    const { user, http } = await newPerson();
    await connect(http, `person-${user.id}`);
    expect((await http.call(endpoints.calendar.renewFeed)).status).toBe(200);
    await resealUnderAnotherKey(user.id);
    const status = await http.call(endpoints.calendar.status);
    expect(status.status).toBe(200);
    expect(status.body.feedUrl).toBeNull();
    const events = await http.call(endpoints.calendar.events, { query: { month: '2031-03' } });
    expect(events.status).toBe(409);
    expect(events.body.error.message).toBe(CALENDAR_TEXTS.notConnected('Google'));
    expect((await http.call(endpoints.calendar.status)).body.connected).toBe(false);
    const renewed = await http.call(endpoints.calendar.renewFeed);
    expect(renewed.status).toBe(200);
    expect((await http.call(endpoints.calendar.status)).body.feedUrl).toBe(renewed.body.feedUrl);

    const other = await newPerson();
    await connect(other.http, `person-${other.user.id}`);
    await resealUnderAnotherKey(other.user.id);
    let revoked = false;
    provider.oauth.service.once(Events.BeforeRevoke, () => {
      revoked = true;
    });
    const disconnected = await other.http.call(endpoints.calendar.disconnect);
    expect(disconnected.status).toBe(200);
    expect(disconnected.body.connected).toBe(false);
    expect(revoked).toBe(false);
  });
});

describe("publishing a salon's bookings", () => {
  const subject = 'agenda-du-salon';
  const bookingAt = async (http: TestClient, date: string, time: string) => {
    const response = await bookOnline(http, { salonId, serviceId, start: tunis(date, time) });
    expect(response.status).toBe(201);
    return response.body;
  };

  beforeAll(async () => {
    // A booking confirmed before the calendar is connected is published on connection.
    const { http } = await newPerson();
    const early = await bookingAt(http, workday(0), '09:00');
    expect(
      (await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: early.id } })).status,
    ).toBe(200);
    await connect(ownerHttp, subject);
  });

  it('publishes confirmed bookings, including those confirmed before connecting', async () => {
    const { http } = await newPerson();
    const pending = await bookingAt(http, workday(1), '10:00');
    await sync();
    expect(provider.events(subject).map((event) => event.start.dateTime)).toEqual([
      tunis(workday(0), '09:00'),
    ]);
    expect(
      (await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: pending.id } })).status,
    ).toBe(200);
    await sync();
    const events = provider.events(subject);
    expect(events).toHaveLength(2);
    const published = events.find((event) => event.start.dateTime === tunis(workday(1), '10:00'));
    expect(published).toMatchObject({
      summary: expect.stringContaining('Brushing'),
      location: expect.stringContaining('Salon Agenda'),
    });
    expect(published?.end.dateTime).toBe(tunis(workday(1), '11:00'));
  });

  it('moves the event with the booking, and removes it on cancellation after an outage of the provider', async () => {
    const { http } = await newPerson();
    const booking = await bookingAt(http, workday(2), '14:00');
    await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: booking.id } });
    await sync();
    const count = provider.events(subject).length;

    const moved = await moveBooking(http, booking.id, tunis(workday(2), '15:00'));
    expect(moved.status).toBe(200);
    await sync();
    const eventOf = () =>
      provider.events(subject).find((event) => event.id.endsWith(booking.id.replaceAll('-', '')));
    expect(eventOf()?.start.dateTime).toBe(tunis(workday(2), '15:00'));

    provider.setDown(true);
    const cancelled = await http.call(endpoints.bookingActions.cancel, {
      params: { id: booking.id },
      body: { note: 'Empêchement' },
    });
    expect(cancelled.status).toBe(200);
    expect(await sync()).toBe(0);
    const waiting = must(
      (
        await server.deps.db
          .select()
          .from(calendarEventLinks)
          .where(eq(calendarEventLinks.bookingId, booking.id))
      )[0],
      'waiting',
    );
    expect(waiting).toMatchObject({ desired: 'absent', attempts: 1 });
    expect(waiting.lastError).toContain('503');
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(eventOf()).toBeDefined();

    provider.setDown(false);
    // The retry is due later; bring it forward rather than wait.
    await server.deps.db
      .update(calendarEventLinks)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(calendarEventLinks.bookingId, booking.id));
    expect(await sync()).toBe(1);
    expect(eventOf()).toBeUndefined();
    expect(provider.events(subject)).toHaveLength(count - 1);
  });

  it('removes a refused booking that had been published after a move, and never makes two copies', async () => {
    const { http } = await newPerson();
    const booking = await bookingAt(http, workday(3), '09:00');
    await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: booking.id } });
    await sync();
    const before = provider.events(subject).length;
    // A create whose answer was lost: the retry finds the event there and updates it.
    await server.deps.db
      .update(calendarEventLinks)
      .set({ syncedVersion: 0, externalEventId: null })
      .where(eq(calendarEventLinks.bookingId, booking.id));
    await sync();
    expect(provider.events(subject)).toHaveLength(before);

    await moveBooking(ownerHttp, booking.id, tunis(workday(3), '10:00'));
    expect(
      (
        await ownerHttp.call(endpoints.bookingActions.refuse, {
          params: { id: booking.id },
          body: { note: 'Salon fermé' },
        })
      ).status,
    ).toBe(200);
    await sync();
    expect(provider.events(subject)).toHaveLength(before - 1);
  });

  it('says with whom in the event when the booking names an employee', async () => {
    const { user, http } = await newPerson();
    const booking = await bookWithSonia(http, tunis(workday(6), '10:00'));
    expect(
      (await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: booking.id } })).status,
    ).toBe(200);
    await sync();
    const event = provider
      .events(subject)
      .find((candidate) => candidate.id.endsWith(booking.id.replaceAll('-', '')));
    expect(event?.summary).toBe(`Brushing avec Sonia – ${user.fullName}`);
    expect(event?.description).toContain('Avec : Sonia (Coiffeuse)');
    expect(event?.summary).not.toContain('Trabelsi');
  });

  it('leaves calendars alone for bookings that were never confirmed', async () => {
    const { http } = await newPerson();
    const booking = await bookingAt(http, workday(4), '16:00');
    await http.call(endpoints.bookingActions.cancel, {
      params: { id: booking.id },
      body: { note: 'Finalement non' },
    });
    const links = await server.deps.db
      .select()
      .from(calendarEventLinks)
      .where(eq(calendarEventLinks.bookingId, booking.id));
    expect(links).toEqual([]);
  });
});

describe('private calendar feed', () => {
  const fetchFeed = (url: string) => fetch(url.replace(server.deps.config.baseUrl, server.url));

  it("lists exactly the person's upcoming bookings, and an old address stops working once regenerated", async () => {
    const me = await newPerson();
    const someoneElse = await newPerson();
    expect((await me.http.call(endpoints.calendar.status)).body.feedUrl).toBeNull();
    const date = workday(5);
    const kept = await bookOnline(me.http, { salonId, serviceId, start: tunis(date, '09:00') });
    const confirmed = await bookOnline(me.http, { salonId, serviceId, start: tunis(date, '11:00') });
    await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: confirmed.body.id } });
    const cancelled = await bookOnline(me.http, { salonId, serviceId, start: tunis(date, '13:00') });
    await me.http.call(endpoints.bookingActions.cancel, {
      params: { id: cancelled.body.id },
      body: { note: 'Non' },
    });
    const past = await bookOnline(me.http, { salonId, serviceId, start: tunis(date, '15:00') });
    await server.deps.db
      .update(bookings)
      .set({ startTime: new Date('2020-01-06T09:00:00Z'), endTime: new Date('2020-01-06T10:00:00Z') })
      .where(eq(bookings.id, past.body.id));
    await someoneElse.http.call(endpoints.bookings.create, {
      body: { salonId, serviceId, start: tunis(date, '16:00') },
    });

    const { body } = await me.http.call(endpoints.calendar.renewFeed);
    expect(body.feedUrl).toMatch(/\/api\/calendar\/feeds\/[\w-]{43}\.ics$/);
    expect((await me.http.call(endpoints.calendar.status)).body.feedUrl).toBe(body.feedUrl);
    const response = await fetchFeed(body.feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`${kept.body.id}@rendezvous`, `${confirmed.body.id}@rendezvous`].sort(),
    );
    const first = must(
      events.find((event) => event.uid === `${kept.body.id}@rendezvous`),
      'first',
    );
    expect(first.startDate.toJSDate().toISOString()).toBe(tunis(date, '09:00'));
    expect(first.summary).toBe('Brushing – Salon Agenda');
    expect(first.location).toContain('Salon Agenda');

    // The salon's owner sees the same bookings in theirs, under the client's name.
    const ownerFeed = await ownerHttp.call(endpoints.calendar.renewFeed);
    const ownerText = await (await fetchFeed(ownerFeed.body.feedUrl)).text();
    expect(ownerText).toContain(`UID:${kept.body.id}@rendezvous`);
    expect(ownerText).toContain(`Brushing – ${me.user.fullName}`);

    const renewed = await me.http.call(endpoints.calendar.renewFeed);
    expect(renewed.body.feedUrl).not.toBe(body.feedUrl);
    const old = await fetchFeed(body.feedUrl);
    expect(old.status).toBe(404);
    expect(((await old.json()) as ErrorBody).error.message).toBe(
      'Ce lien de calendrier est inconnu ou a été remplacé.',
    );
    expect((await fetchFeed(renewed.body.feedUrl)).status).toBe(200);
  });

  it("says with whom, in the client's feed and in the salon's", async () => {
    const me = await newPerson();
    const booking = await bookWithSonia(me.http, tunis(workday(7), '14:00'));
    const summaryIn = async (http: TestClient) => {
      const { body } = await http.call(endpoints.calendar.renewFeed);
      const calendar = new ICAL.Component(ICAL.parse(await (await fetchFeed(body.feedUrl)).text()));
      const vevent = calendar
        .getAllSubcomponents('vevent')
        .find((candidate) => candidate.getFirstPropertyValue('uid') === `${booking.id}@rendezvous`);
      return vevent ? new ICAL.Event(vevent).summary : undefined;
    };
    expect(await summaryIn(me.http)).toBe('Brushing avec Sonia – Salon Équipe');
    expect(await summaryIn(ownerHttp)).toBe(`Brushing avec Sonia – ${me.user.fullName}`);
  });

  it('needs a session to create a feed, and a real secret to read one', async () => {
    expect((await server.client().call(endpoints.calendar.renewFeed)).status).toBe(401);
    expect((await fetch(`${server.url}/api/calendar/feeds/inconnu.ics`)).status).toBe(404);
  });
});
