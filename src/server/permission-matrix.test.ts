import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '@/shared/must';
import { DAYS } from '@/shared/weekdays';
import { buildApi } from './app';
import { queryRows } from './db/client';
import {
  accounts,
  bookings,
  calendarTokens,
  employees,
  mailOutbox,
  notifications,
  phoneVerifications,
  publicHolidays,
  salonPhotos,
  salonRevisions,
  salonSpecialPeriods,
  servicePackageItems,
  servicePackages,
  services,
  sessions,
  users,
} from './db/schema';
import { createBookingLink } from './modules/bookings/booking-links';
import { feedUrlOf, renewFeed } from './modules/calendar/booking-feed';
import { createMessageLinks } from './modules/messaging/message-links';
import { GATEWAY_SECRET_HEADER, WHATSAPP_SIGNATURE_HEADER } from './modules/messaging/webhook-routes';
import { phoneCodeHash } from './modules/profile/phone-verification';
import {
  ACTORS,
  type Actor,
  OPEN_BEFORE_TWO_FACTOR,
  type Outcome,
  ok,
  PERMISSIONS,
  parseRowKey,
} from './permission-matrix';
import { type CalendarProvider, startCalendarProvider } from './test-support/calendar-provider';
import { type DatabaseSnapshot, diffSnapshots, snapshotDatabase } from './test-support/db-snapshot';
import {
  createSalon,
  createUser,
  currentCode,
  enrolTwoFactor,
  type TestUser,
  uniqueEmail,
  uniqueTunisianNumber,
} from './test-support/factories';
import { fileForm, png } from './test-support/images';
import { RAMADAN_WEEK } from './test-support/opening-weeks';
import {
  buildScene,
  buildScenes,
  type Cast,
  createCast,
  SCENE_CLIENT_FILE_ALLERGIES,
  SCENE_EMPLOYEE_CONTACT,
  type Scene,
  signInCookie,
} from './test-support/permission-scene';
import { insertBooking } from './test-support/stored-bookings';
import { startTestServer, type TestServer } from './test-support/test-server';
import { totpCodeFor } from './test-support/totp';
import { tunis } from './test-support/tunis-dates';

// Every route of the router, called with valid input by each person of the matrix: the answer must
// be the one src/server/permission-matrix.ts states. Refusals must write nothing, and no answer may
// carry another person's private data.

/** What a route needs, beyond its :id, to be a valid call (so that a refusal is the permission's). */
interface RequestRecipe {
  /**
   * Replaces the path built from the row (`:id` → the scene's resource named by the segment before
   * it; a segment it does not know gets a well-formed id of nothing).
   */
  path?: string;
  query?: Record<string, string>;
  body?: unknown;
  form?: () => FormData;
  /** The call ends the session it uses: it gets a new one of the same person. */
  freshSession?: boolean;
  /** Server-sent events: only the status is read. */
  stream?: boolean;
  /** The call is made by this person (signed in for it) instead of the cast's, whom it would destroy. */
  as?: TestUser;
  /** Cookies the call carries beside the session (a sign-in waiting for its code). */
  extraCookie?: string;
  /** Headers beside the session's (a provider's secret or signature). */
  headers?: Record<string, string>;
  /** Puts back what an allowed call changed about its person (a password), for the rows after it. */
  after?: () => Promise<void>;
}
/** Builds the call of one row; `cookie` is the session the call will carry (null for the visitor). */
type Recipe = (scene: Scene, cookie: string | null, actor: Actor) => RequestRecipe | Promise<RequestRecipe>;

// SMS and WhatsApp providers configured (never called: no message worker runs), so that their
// receipts' routes take a valid call.
const SMS_SECRET = randomBytes(24).toString('hex');
const WHATSAPP_VERIFY_TOKEN = randomBytes(12).toString('hex');
const WHATSAPP_APP_SECRET = randomBytes(16).toString('hex');
const PROVIDERS_ENV = {
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMS_SENDER: 'Rendezvous',
  SMS_WEBHOOK_SECRET: SMS_SECRET,
  WHATSAPP_PHONE_NUMBER_ID: '100200300',
  WHATSAPP_ACCESS_TOKEN: 'jeton-de-test',
  WHATSAPP_APP_SECRET,
  WHATSAPP_VERIFY_TOKEN,
};
const whatsappSignature = (body: string) =>
  `sha256=${createHmac('sha256', WHATSAPP_APP_SECRET).update(body).digest('hex')}`;

let image: Buffer;
let signInTarget: TestUser;
const salonBody = { name: 'Salon Jasmin', address: '5 avenue Habib Bourguiba, Tunis', description: '' };
const serviceBody = { name: 'Brushing', price: '20,00', duration: 30 };
const employeeBody = { fullName: 'Sami Ben Ali', position: 'Barbier' };
const note = { note: 'Le salon est fermé ce jour-là.' };
const week = {
  days: DAYS.map((day) => ({
    day,
    openTime: '09:00',
    closeTime: '18:00',
    isClosed: day === 'sunday',
    hasLunchBreak: false,
    lunchBreakStart: null,
    lunchBreakEnd: null,
  })),
};
const imageForm = () => fileForm(image, 'photo.png', 'image/png');
const csvForm = () =>
  fileForm(
    Buffer.from(`nom;téléphone\nCliente Importée;${uniqueTunisianNumber()}\n`),
    'clients.csv',
    'text/csv',
  );
async function proposedChange(salonId: string, decision: 'approve' | 'refuse') {
  await server.deps.db
    .insert(salonRevisions)
    .values({ salonId, name: 'Salon Jasmin Royal', address: '5 rue de Rome, Tunis' })
    .onConflictDoNothing();
  return `/admin/salon-changes/${salonId}/${decision}`;
}

/** A photo of the scene's salon (waiting for an admin when `pending`), for the gallery's routes. */
async function galleryPhoto(salonId: string, pending: boolean): Promise<string> {
  const row = must(
    (
      await server.deps.db
        .insert(salonPhotos)
        .values({
          salonId,
          url: `/files/salon-photos/${randomUUID()}/${salonId}/${randomBytes(16).toString('hex')}.webp`,
          position: 0,
          approvedAt: pending ? null : new Date(),
        })
        .returning({ id: salonPhotos.id })
    )[0],
    'row',
  );
  return row.id;
}

/** A service or employee new on the scene's salon, waiting for an admin (decision 075), and its version. */
async function waitingItem(salonId: string, kind: 'services' | 'employees') {
  const db = server.deps.db;
  const moderation = { approvedAt: null, changesSubmittedAt: new Date() };
  const [row] =
    kind === 'services'
      ? await db
          .insert(services)
          .values({ salonId, name: 'Soin éclat', price: '40', duration: 45, ...moderation })
          .returning({ id: services.id })
      : await db
          .insert(employees)
          .values({ salonId, fullName: 'Nour Ayari', position: 'Esthéticienne', ...moderation })
          .returning({ id: employees.id });
  return {
    path: (decision: string) => `/admin/${kind}/${must(row, 'row').id}/${decision}`,
    submittedAt: moderation.changesSubmittedAt.toISOString(),
  };
}

/** An exceptional period of the scene's salon of its own (decision 077). */
async function specialPeriod(salonId: string): Promise<string> {
  const [row] = await server.deps.db
    .insert(salonSpecialPeriods)
    .values({ salonId, name: 'Ramadan', startDate: '2031-02-01', endDate: '2031-02-28' })
    .returning({ id: salonSpecialPeriods.id });
  return must(row, 'period').id;
}

/** A public holiday of its own, far in the future (its changes touch no one's appointments). */
async function holiday(): Promise<string> {
  const [row] = await server.deps.db
    .insert(publicHolidays)
    .values({ name: 'Jour de test', startDate: '2031-06-01', endDate: '2031-06-01', status: 'provisional' })
    .returning({ id: publicHolidays.id });
  return must(row, 'holiday').id;
}

/** Two services of the salon of their own (the scene's service stays deletable) and a package of both. */
async function salonPackage(salonId: string): Promise<{ serviceIds: string[]; packageId: string }> {
  const db = server.deps.db;
  const made = await db
    .insert(services)
    .values([
      { salonId, name: 'Hammam', price: '30.00', duration: 45 },
      { salonId, name: 'Brushing', price: '25.00', duration: 30 },
    ])
    .returning({ id: services.id });
  const serviceIds = made.map((service) => service.id);
  const [stored] = await db
    .insert(servicePackages)
    .values({ salonId, name: 'Forfait détente', price: '50.00' })
    .returning({ id: servicePackages.id });
  const packageId = must(stored, 'package').id;
  await db
    .insert(servicePackageItems)
    .values(serviceIds.map((serviceId, position) => ({ packageId, position, serviceId })));
  return { serviceIds, packageId };
}

/** A confirmed booking of the scene's client in the scene's booked salon, some day in the past. */
let pastBookings = 0;
async function pastBooking(s: Scene): Promise<string> {
  // A different past hour each time: the salon takes one booking at a time. Counted, not drawn at
  // random: two draws once fell on the same hour and the salon refused the second booking.
  pastBookings += 1;
  const start = new Date(Date.now() - pastBookings * 3_600_000);
  const row = await insertBooking(server.deps, {
    clientId: s.booking.clientId,
    prestataireId: s.booking.prestataireId,
    salonId: s.bookedSalon.id,
    serviceName: 'Coupe femme',
    servicePrice: '35.00',
    start,
    minutes: 30,
    status: 'confirmed',
  });
  return row.id;
}

/**
 * A confirmed appointment of the scene's client a month ahead (each at its own hour: the salon takes
 * one at a time) and the code of the SMS link that names it.
 */
let messageBookings = 0;
async function messageLinkCode(s: Scene): Promise<string> {
  messageBookings += 1;
  const booking = await insertBooking(server.deps, {
    clientId: s.booking.clientId,
    prestataireId: s.booking.prestataireId,
    salonId: s.salon.id,
    start: new Date(Date.now() + 30 * 86_400_000 + messageBookings * 3_600_000),
    minutes: 30,
    status: 'confirmed',
  });
  const links = await createMessageLinks(server.deps.db, {
    base: '',
    phone: '+21698000111',
    channel: 'sms',
    salonId: s.salon.id,
    bookingId: booking.id,
    answerable: true,
    now: new Date(),
  });
  return must(links.respond, 'respond').replace('/m/', '');
}

/** A new account of the actor's kind with a number in its profile. */
async function personWithPhone(actor: Exclude<Actor, 'visitor'>) {
  const person = await createUser(server.deps, ACCOUNT_KINDS[actor]);
  const phone = `+2169${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  await server.deps.db.update(users).set({ phone }).where(eq(users.id, person.id));
  return { ...person, phone };
}

const ACCOUNT_KINDS: Record<Exclude<Actor, 'visitor'>, Parameters<typeof createUser>[1]> = {
  client: { role: 'client' },
  otherClient: { role: 'client' },
  pending: { role: 'prestataire', providerStatus: 'pending' },
  owner: { role: 'prestataire', providerStatus: 'approved' },
  otherOwner: { role: 'prestataire', providerStatus: 'approved' },
  admin: { role: 'admin' },
};

/** Rows absent here are sent as they are: no body, no query, `:id` from the scene. */
const REQUESTS: Record<string, Recipe> = {
  // A sign-in waiting for its code, with the code: whoever is signed in in that browser.
  'POST /auth/two-factor/verify': async () => {
    const person = await createUser(server.deps, { role: 'client', twoFactor: true });
    const factor = must(person.secondFactor, 'secondFactor');
    const pending = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    const extraCookie = pending.headers
      .getSetCookie()
      .filter((cookie) => cookie.includes('two_factor='))
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    return { extraCookie, body: { code: currentCode(factor) } };
  },
  // One's own second factor: each call by a person of the actor's kind made for it, without one
  // (to start) or with one (to renew or remove); an admin without one is held to these routes.
  'POST /me/two-factor/enable': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { password: 'mot-de-passe' } };
    const person = await createUser(server.deps, { ...ACCOUNT_KINDS[actor], twoFactor: false });
    return { as: person, body: { password: person.password } };
  },
  'POST /me/two-factor/confirm': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { code: '123456' } };
    const person = await createUser(server.deps, { ...ACCOUNT_KINDS[actor], twoFactor: false });
    const started = await fetch(`${server.url}/api/me/two-factor/enable`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await signInCookie(server.url, person) },
      body: JSON.stringify({ password: person.password }),
    });
    const { totpUri } = (await started.json()) as { totpUri: string };
    return { as: person, body: { code: totpCodeFor(totpUri) } };
  },
  'POST /me/two-factor/recovery-codes': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { password: 'mot-de-passe' } };
    const person = await createUser(server.deps, { ...ACCOUNT_KINDS[actor], twoFactor: true });
    return { as: person, body: { password: person.password } };
  },
  'POST /me/two-factor/disable': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { password: 'mot-de-passe' } };
    const person = await createUser(server.deps, { ...ACCOUNT_KINDS[actor], twoFactor: true });
    return { as: person, body: { password: person.password } };
  },
  'POST /auth/sign-up': () => ({
    body: {
      fullName: 'Nouvelle Cliente',
      email: uniqueEmail('sign-up'),
      password: 'mot-de-passe',
      role: 'client',
    },
  }),
  'POST /auth/sign-in': () => ({ body: { email: signInTarget.email, password: signInTarget.password } }),
  'POST /auth/sign-out': () => ({ freshSession: true }),
  // A session of the client's own, opened for the call: the client may end it, nobody else.
  'DELETE /me/sessions/:id': async () => {
    await signInCookie(server.url, cast.users.client);
    const latest = must(
      (
        await server.deps.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.userId, cast.users.client.id))
          .orderBy(desc(sessions.createdAt))
          .limit(1)
      )[0],
      'latest',
    );
    return { path: `/me/sessions/${latest.id}` };
  },
  // Deleting one's account is open to everyone signed in: each call deletes a person of the actor's
  // kind made for it (the cast's owners own salons, which must go first; their own test shows it).
  'POST /me/delete': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { password: 'mot-de-passe' } };
    const person = await createUser(server.deps, ACCOUNT_KINDS[actor]);
    return { as: person, body: { password: person.password } };
  },
  'POST /me/email': (_s, _cookie, actor) => ({
    body: {
      newEmail: uniqueEmail('nouvelle-adresse'),
      password: actor === 'visitor' ? 'mot-de-passe' : cast.users[actor].password,
    },
  }),
  // A real link of someone's, as the e-mail to their new address gives it.
  'POST /auth/email/confirm': async () => {
    const person = await createUser(server.deps);
    const newEmail = uniqueEmail('confirmee');
    const asked = await fetch(`${server.url}/api/me/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await signInCookie(server.url, person) },
      body: JSON.stringify({ newEmail, password: person.password }),
    });
    expect(asked.status).toBe(200);
    const [mail] = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, newEmail));
    return { body: { token: /token=([^\s]+)/.exec(mail?.textBody ?? '')?.[1] ?? '' } };
  },
  // A new account's link, as its confirmation e-mail gives it.
  'POST /auth/email/verify': async () => {
    const email = uniqueEmail('a-confirmer');
    const signedUp = await fetch(`${server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Nouvelle Cliente', email, password: 'mot-de-passe', role: 'client' }),
    });
    expect(signedUp.status).toBe(201);
    const [mail] = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    return { body: { token: /token=([^\s]+)/.exec(mail?.textBody ?? '')?.[1] ?? '' } };
  },
  // Asked by a person of the actor's kind whose address is not confirmed yet (the cast's all are).
  'POST /auth/email/resend': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return {};
    const person = await createUser(server.deps, ACCOUNT_KINDS[actor]);
    await server.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, person.id));
    return { as: person };
  },
  'POST /auth/password/forgot': () => ({ body: { email: uniqueEmail('oubli') } }),
  // A real link of someone's: its token, as the e-mail gives it.
  'POST /auth/password/reset': async () => {
    const person = await createUser(server.deps);
    await server.deps.auth.api.requestPasswordReset({ body: { email: person.email } });
    const [mail] = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, person.email));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.textBody ?? '')?.[1] ?? '');
    return { body: { token, password: 'Hibiscus-en-fleur-7' } };
  },
  // Changing it ends the person's other sessions: put the password and the cast's session back.
  'POST /auth/password/change': (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { currentPassword: 'x', newPassword: 'Hibiscus-en-fleur-7' } };
    const person = cast.users[actor];
    return {
      freshSession: true,
      body: { currentPassword: person.password, newPassword: `${person.password}-neuf` },
      after: async () => {
        const context = await server.deps.auth.$context;
        await server.deps.db
          .update(accounts)
          .set({ password: await context.password.hash(person.password) })
          .where(eq(accounts.userId, person.id));
        cast.cookies[actor] = await signInCookie(server.url, person);
      },
    };
  },
  'PATCH /me': () => ({ body: { fullName: 'Nom Modifié' } }),
  'POST /me/avatar': () => ({ form: imageForm }),
  'POST /notifications/read': () => ({ body: { ids: [randomUUID()] } }),
  'GET /notifications/stream': () => ({ stream: true }),
  'GET /salons/:id (pending salon)': (s) => ({ path: `/salons/${s.pendingSalon.id}` }),
  'GET /salons/:id/opening-hours (pending salon)': (s) => ({
    path: `/salons/${s.pendingSalon.id}/opening-hours`,
  }),
  'GET /salons/:id/reviews (pending salon)': (s) => ({ path: `/salons/${s.pendingSalon.id}/reviews` }),
  'GET /bookings (past)': () => ({ query: { scope: 'past' } }),
  'GET /bookings (cancelled)': () => ({ query: { scope: 'cancelled' } }),
  'GET /salons/:id/slots': (s) => ({ query: { date: s.day, serviceId: s.service.id } }),
  'GET /salons/:id/slots (pending salon)': (s) => ({
    path: `/salons/${s.pendingSalon.id}/slots`,
    query: { date: s.day, serviceId: s.pendingService.id },
  }),
  'GET /salons/:id/free-days': (s) => ({ query: { month: s.day.slice(0, 7), serviceId: s.service.id } }),
  'GET /salons/:id/free-days (pending salon)': (s) => ({
    path: `/salons/${s.pendingSalon.id}/free-days`,
    query: { month: s.day.slice(0, 7), serviceId: s.pendingService.id },
  }),
  // The scene's client already reviewed its first salon: the second one is new to everybody.
  'POST /salons/:id/reviews': (s) => ({
    path: `/salons/${s.bookedSalon.id}/reviews`,
    body: { rating: 5, comment: 'Accueil parfait.' },
  }),
  'POST /salons/:id/reviews (pending salon)': (s) => ({
    path: `/salons/${s.pendingSalon.id}/reviews`,
    body: { rating: 5, comment: 'Accueil parfait.' },
  }),
  'POST /bookings': (s) => ({
    body: { salonId: s.salon.id, serviceId: s.service.id, start: tunis(s.day, '10:00') },
  }),
  'POST /bookings (pending salon)': (s) => ({
    body: { salonId: s.pendingSalon.id, serviceId: s.pendingService.id, start: tunis(s.day, '10:00') },
  }),
  'POST /bookings/:id/refuse': () => ({ body: note }),
  'POST /bookings/:id/cancel': () => ({ body: note }),
  'POST /bookings/:id/move': (s) => ({ body: { start: tunis(s.day, '11:00') } }),
  'POST /bookings/:id/reassign': (s) => ({ body: { employeeId: s.freeEmployee.id } }),
  'GET /dashboard/statistics': (s) => ({ query: { salonId: s.salon.id } }),
  'POST /dashboard/settle-past': () => ({ body: {} }),
  // Attendance is recorded after the start: a past confirmed booking of the same salon and client.
  'POST /bookings/:id/attended': async (s) => ({ path: `/bookings/${await pastBooking(s)}/attended` }),
  'POST /bookings/:id/no_show': async (s) => ({ path: `/bookings/${await pastBooking(s)}/no_show` }),
  'GET /booking-links/:token': async (s) => ({
    path: `/booking-links/${await createBookingLink(server.deps.db, s.booking, 'cancel')}`,
  }),
  'POST /booking-links/:token': async (s) => ({
    path: `/booking-links/${await createBookingLink(server.deps.db, s.booking, 'cancel')}`,
  }),
  'GET /message-links/:code': async (s) => ({ path: `/message-links/${await messageLinkCode(s)}` }),
  'POST /message-links/:code/confirm': async (s) => ({
    path: `/message-links/${await messageLinkCode(s)}/confirm`,
  }),
  'POST /message-links/:code/cancel': async (s) => ({
    path: `/message-links/${await messageLinkCode(s)}/cancel`,
  }),
  'POST /message-links/:code/stop': async (s) => ({
    path: `/message-links/${await messageLinkCode(s)}/stop`,
  }),
  // One's own number: a person of the actor's kind with a number, made for the call.
  'PUT /me/whatsapp': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { optIn: true } };
    return { as: await personWithPhone(actor), body: { optIn: true } };
  },
  'POST /me/phone/code': async (_s, _cookie, actor) =>
    actor === 'visitor' ? {} : { as: await personWithPhone(actor) },
  'POST /me/phone/verify': async (_s, _cookie, actor) => {
    if (actor === 'visitor') return { body: { code: '123456' } };
    const person = await personWithPhone(actor);
    const phone = must(person.phone, 'phone');
    await server.deps.db.insert(phoneVerifications).values({
      userId: person.id,
      phone,
      codeHash: phoneCodeHash(server.deps.config.authSecret, person.id, phone, '123456'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    return { as: person, body: { code: '123456' } };
  },
  'PUT /salons/:id/booking-rules': () => ({
    body: { cancellationWindowHours: 12, reminderHours: 48, responseHours: 6 },
  }),
  'PUT /salons/:id/sms': () => ({ body: { cap: 300 } }),
  'POST /salons': () => ({ body: salonBody }),
  'PATCH /salons/:id': () => ({ body: salonBody }),
  'POST /salons/:id/cover': () => ({ form: imageForm }),
  'POST /salons/:id/photos': () => ({ form: imageForm }),
  // The scene's salon has no photo: the order that names them all is the empty one.
  'PUT /salons/:id/photos/order': () => ({ body: { ids: [] } }),
  'DELETE /salon-photos/:id': async (s) => ({
    path: `/salon-photos/${await galleryPhoto(s.salon.id, false)}`,
  }),
  'POST /salons/:id/services': () => ({ body: serviceBody }),
  'PATCH /services/:id': () => ({ body: serviceBody }),
  'POST /salons/:id/packages': async (s) => ({
    body: { name: 'Forfait mariée', price: '180', serviceIds: (await salonPackage(s.salon.id)).serviceIds },
  }),
  'PATCH /packages/:id': async (s) => {
    const { serviceIds, packageId } = await salonPackage(s.salon.id);
    return { path: `/packages/${packageId}`, body: { name: 'Forfait mariée', price: '170', serviceIds } };
  },
  'DELETE /packages/:id': async (s) => ({ path: `/packages/${(await salonPackage(s.salon.id)).packageId}` }),
  'PUT /salons/:id/opening-hours': () => ({ body: week }),
  'POST /salons/:id/employees': () => ({ body: employeeBody }),
  'PATCH /employees/:id': () => ({ body: employeeBody }),
  'POST /employees/:id/avatar': () => ({ form: imageForm }),
  'PUT /employees/:id/schedule': (s) => ({
    body: {
      followsSalonHours: false,
      days: [{ day: 'monday', startTime: '10:00', endTime: '16:00' }],
      performsAllServices: false,
      serviceIds: [s.service.id],
    },
  }),
  'POST /employees/:id/absences': (s) => ({
    body: { kind: 'pause', reason: 'Déjeuner', start: tunis(s.day, '12:00'), end: tunis(s.day, '13:00') },
  }),
  'GET /salons/:id/agenda': (s) => ({ query: { date: s.day, view: 'week' } }),
  'POST /salons/:id/appointments': (s) => ({
    body: {
      client: { kind: 'new', fullName: 'Cliente Téléphone', phone: uniqueTunisianNumber(), email: '' },
      serviceId: s.service.id,
      employeeId: s.employee.id,
      start: tunis(s.day, '10:00'),
      origin: 'phone',
    },
  }),
  'POST /clients': () => ({ body: { fullName: 'Cliente Carnet', phone: uniqueTunisianNumber() } }),
  'POST /clients/import': () => ({ form: csvForm }),
  'PUT /clients/:id': () => ({
    body: { fullName: 'Fiche Modifiée', phone: uniqueTunisianNumber(), allergies: 'Latex' },
  }),
  'POST /clients/:id/notes': () => ({ body: { body: 'Préfère le matin.' } }),
  'POST /clients/:id/merge': (s) => ({ body: { otherId: s.otherFile.id } }),
  'PATCH /admin/users/:id/role': () => ({ body: { role: 'prestataire' } }),
  // The scene's account has a second factor to reset (given once per scene).
  'POST /admin/users/:id/two-factor/reset': async (s) => {
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, s.user.id));
    if (!row?.twoFactorEnabled) await enrolTwoFactor(server.deps, s.user.id);
    return { body: { reason: 'Téléphone perdu, identité vérifiée.' } };
  },
  'PATCH /admin/salons/:id/approval': () => ({ body: { isApproved: false } }),
  'POST /admin/providers/:id/refuse': () => ({ body: { reason: 'Pièces justificatives illisibles.' } }),
  // A decision needs changes waiting: each call gets a proposal of its own on the scene's salon.
  'POST /admin/salon-changes/:id/approve': async (s) => ({
    path: await proposedChange(s.salon.id, 'approve'),
  }),
  'POST /admin/salon-changes/:id/refuse': async (s) => ({
    path: await proposedChange(s.salon.id, 'refuse'),
    body: { reason: 'Adresse incomplète.' },
  }),
  'POST /admin/salon-photos/:id/approve': async (s) => ({
    path: `/admin/salon-photos/${await galleryPhoto(s.salon.id, true)}/approve`,
  }),
  'POST /admin/salon-photos/:id/refuse': async (s) => ({
    path: `/admin/salon-photos/${await galleryPhoto(s.salon.id, true)}/refuse`,
    body: { reason: 'Photo floue.' },
  }),
  'POST /salons/:id/special-hours': () => ({
    body: { name: 'Ramadan', startDate: '2031-02-01', endDate: '2031-02-28', days: RAMADAN_WEEK },
  }),
  'PUT /special-hours/:id': async (s) => ({
    path: `/special-hours/${await specialPeriod(s.salon.id)}`,
    body: { name: 'Ramadan', startDate: '2031-02-01', endDate: '2031-02-28', days: RAMADAN_WEEK },
  }),
  'DELETE /special-hours/:id': async (s) => ({ path: `/special-hours/${await specialPeriod(s.salon.id)}` }),
  'PUT /special-hours/:id/employees/:employeeId': async (s) => ({
    path: `/special-hours/${await specialPeriod(s.salon.id)}/employees/${s.employee.id}`,
    body: { days: [{ day: 'monday', startTime: '20:30', endTime: '23:30' }] },
  }),
  'PUT /salons/:id/holidays/:holidayId': async (s) => ({
    path: `/salons/${s.salon.id}/holidays/${await holiday()}`,
    body: { choice: 'open' },
  }),
  'PUT /salons/:id/friday-break': () => ({ body: { enabled: true, start: '13:00', end: '14:30' } }),
  'PUT /employees/:id/friday-break': () => ({ body: { enabled: true } }),
  'POST /admin/holidays': () => ({
    body: { name: 'Jour de test', startDate: '2031-07-01', endDate: '2031-07-01', status: 'provisional' },
  }),
  'PUT /admin/holidays/:id': async () => ({
    path: `/admin/holidays/${await holiday()}`,
    body: { name: 'Jour de test', startDate: '2031-06-02', endDate: '2031-06-02', status: 'confirmed' },
  }),
  'DELETE /admin/holidays/:id': async () => ({ path: `/admin/holidays/${await holiday()}` }),
  'POST /admin/services/:id/approve': async (s) => {
    const item = await waitingItem(s.salon.id, 'services');
    return { path: item.path('approve'), body: { submittedAt: item.submittedAt } };
  },
  'POST /admin/services/:id/refuse': async (s) => ({
    path: (await waitingItem(s.salon.id, 'services')).path('refuse'),
    body: { reason: 'Nom trompeur.' },
  }),
  'POST /admin/employees/:id/approve': async (s) => {
    const item = await waitingItem(s.salon.id, 'employees');
    return { path: item.path('approve'), body: { submittedAt: item.submittedAt } };
  },
  'POST /admin/employees/:id/refuse': async (s) => ({
    path: (await waitingItem(s.salon.id, 'employees')).path('refuse'),
    body: { reason: 'Photo inappropriée.' },
  }),
  'POST /calendar/connection': async (_s, cookie) => ({
    body: cookie ? await consentFor(cookie) : { code: 'code', state: 'etat' },
  }),
  'GET /calendar/events': async (_s, cookie) => {
    if (cookie) await ensureCalendarConnected(cookie);
    return { query: { month: new Date().toISOString().slice(0, 7) } };
  },
  // A feed's address is its own key (anyone holding it reads it): the salon owner's current one.
  // A receipt for a message of nobody's: the secret lets it in, and it is acknowledged.
  'POST /webhooks/sms': () => ({
    headers: { [GATEWAY_SECRET_HEADER]: SMS_SECRET },
    body: { reference: randomUUID(), status: 'delivered' },
  }),
  'POST /webhooks/sms/orange/:secret': () => ({
    path: `/webhooks/sms/orange/${SMS_SECRET}`,
    body: {
      deliveryInfoNotification: {
        callbackData: randomUUID(),
        deliveryInfo: { address: 'tel:+21620123456', deliveryStatus: 'DeliveredToTerminal' },
      },
    },
  }),
  'GET /webhooks/whatsapp': () => ({
    query: {
      'hub.mode': 'subscribe',
      'hub.verify_token': WHATSAPP_VERIFY_TOKEN,
      'hub.challenge': '1158201444',
    },
  }),
  'POST /webhooks/whatsapp': () => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.inconnu', status: 'read' }] } }] },
      ],
    });
    return { body: JSON.parse(body), headers: { [WHATSAPP_SIGNATURE_HEADER]: whatsappSignature(body) } };
  },
  // The feed of a client: the matrix's owner owns every scene's salons (hundreds), and drawing their
  // feed took 7 s a call, which proved nothing more about who may read it.
  'GET /calendar/feeds/:file': async () => {
    const { db, config } = server.deps;
    const person = cast.users.client.id;
    const url =
      (await feedUrlOf(db, config, person)) ?? (await renewFeed({ db, config, userId: person })).feedUrl;
    return { path: new URL(url).pathname.slice('/api'.length) };
  },
};

/** What /google-callback receives after the consent page: a code and the state of this session. */
async function consentFor(cookie: string): Promise<{ code: string; state: string }> {
  calendar.issueTokensFor(`calendrier-${randomBytes(4).toString('hex')}`);
  const started = await fetch(`${server.url}/api/calendar/authorization`, {
    method: 'POST',
    headers: { cookie },
  });
  const { url } = (await started.json()) as { url: string };
  const consent = await fetch(url, { redirect: 'manual' });
  const callback = new URL(must(consent.headers.get('location'), 'consent.headers.get("location")'));
  return {
    code: must(callback.searchParams.get('code'), 'code'),
    state: must(callback.searchParams.get('state'), 'state'),
  };
}

/** Reading events needs a connected calendar: connects the session's person unless already done. */
async function ensureCalendarConnected(cookie: string) {
  const status = await fetch(`${server.url}/api/calendar`, { headers: { cookie } });
  if (((await status.json()) as { connected: boolean }).connected) return;
  const connected = await fetch(`${server.url}/api/calendar/connection`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(await consentFor(cookie)),
  });
  if (connected.status !== 200) throw new Error(`calendrier non connecté : ${connected.status}`);
}

/** The scene's resource for each path segment followed by a parameter ("/salons/:id" → its salon). */
function idFor(segment: string, scene: Scene): string | undefined {
  const ids: Record<string, string> = {
    clients: scene.clientFile.id,
    salons: scene.salon.id,
    services: scene.service.id,
    employees: scene.employee.id,
    absences: scene.absence.id,
    bookings: scene.booking.id,
    reviews: scene.review.id,
    users: scene.user.id,
    providers: scene.provider.id,
  };
  return ids[segment];
}

interface PreparedCall {
  key: string;
  actor: Actor;
  method: string;
  path: string;
  cookie: string | null;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  stream: boolean;
  after?: () => Promise<void>;
}

let server: TestServer;
let calendar: CalendarProvider;
let cast: Cast;

/** Builds the request of one row for one person; a new session is opened here, never while measuring. */
async function prepare(key: string, actor: Actor, scene: Scene): Promise<PreparedCall> {
  const { method, path } = parseRowKey(key);
  const recipe = (await REQUESTS[key]?.(scene, cast.cookies[actor], actor)) ?? {};
  const concrete = path.replace(
    /\/([a-z-]+)\/:[a-zA-Z]+/g,
    (_match, segment: string) =>
      `/${segment}/${idFor(segment, scene) ?? '00000000-0000-4000-8000-000000000000'}`,
  );
  const query = recipe.query ? `?${new URLSearchParams(recipe.query)}` : '';
  let cookie = cast.cookies[actor];
  if (recipe.freshSession && actor !== 'visitor') cookie = await signInCookie(server.url, cast.users[actor]);
  if (recipe.as && actor !== 'visitor') cookie = await signInCookie(server.url, recipe.as);
  if (recipe.extraCookie) cookie = [cookie, recipe.extraCookie].filter(Boolean).join('; ');
  return {
    key,
    actor,
    method,
    path: `${recipe.path ?? concrete}${query}`,
    cookie,
    body: recipe.body,
    form: recipe.form?.(),
    headers: recipe.headers,
    stream: recipe.stream ?? false,
    after: recipe.after,
  };
}

async function send(call: PreparedCall): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  let body: string | FormData | undefined = call.form;
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(`${server.url}/api${call.path}`, { method: call.method, headers, body });
  if (call.stream) {
    await response.body?.cancel();
    return { status: response.status, text: '' };
  }
  return { status: response.status, text: await response.text() };
}

const matches = (expected: Outcome, status: number) =>
  expected === ok ? status >= 200 && status < 300 : status === expected;

function mismatch(call: PreparedCall, expected: Outcome, answer: { status: number; text: string }) {
  const hint =
    answer.status === 400 ? ' (entrée refusée : ajoutez ou corrigez sa recette dans REQUESTS)' : '';
  return `${call.key} — ${call.actor} : attendu ${expected}, reçu ${answer.status}${hint} ${answer.text.slice(0, 200)}`;
}

// ---- Private data: markers planted on people who are not in the matrix, and on the matrix's own people.

interface Marker {
  what: string;
  value: string;
  /** Who may read it (admins see accounts and all bookings; a salon sees its bookings; decision 037). */
  seenBy: readonly Actor[];
}
const markers: Marker[] = [];
/** A few of the planted values, to show that the scan finds them where they may be read. */
let planted: Record<
  | 'victimEmail'
  | 'salonAddress'
  | 'clientNote'
  | 'salonNote'
  | 'ownersNote'
  | 'ownersClientEmail'
  | 'clientNotification'
  | 'employeeEmail'
  | 'employeePhone',
  string
>;
/** Resources that belong to people outside the matrix, for the GET routes' second pass. */
let victimScene: Scene;
const marker = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

async function plantPrivateData() {
  const { db } = server.deps;
  // Outside the matrix: a prestataire with a salon, and a client who booked there (notes, notifications,
  // a session, a calendar token).
  const victimOwner = must(
    (
      await db
        .insert(users)
        .values({
          fullName: 'Prestataire Tiers',
          email: `${marker('email-prestataire')}@test.rendezvous.tn`,
          role: 'prestataire',
          providerStatus: 'approved',
        })
        .returning()
    )[0],
    'victimOwner',
  );
  const victim = await createUser(server.deps, { role: 'client' });
  await signInCookie(server.url, victim);
  victimScene = await buildScene(server.deps, { ownerId: victimOwner.id, clientId: victim.id });
  const [clientNote, salonNote] = [marker('note-client'), marker('note-salon')];
  await db
    .update(bookings)
    .set({ clientNote, prestataireNote: salonNote, status: 'refused' })
    .where(eq(bookings.id, victimScene.booking.id));
  const [cin, salonAddress] = [
    String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
    marker('adresse'),
  ];
  await db.update(users).set({ cin, salonAddress }).where(eq(users.id, victimScene.provider.id));
  // Employees' contact details: their salon's owner lists them; clients see first names only.
  const [employeeEmail, employeePhone] = [
    `${marker('email-employe')}@test.rendezvous.tn`,
    `+216 ${String(20_000_000 + Math.floor(Math.random() * 79_999_999))}`,
  ];
  await db
    .update(employees)
    .set({ email: employeeEmail, phone: employeePhone })
    .where(inArray(employees.salonId, [victimScene.salon.id, victimScene.bookedSalon.id]));
  const notes = [
    marker('notification-client'),
    marker('notification-prestataire'),
    marker('notification-matrice'),
  ];
  await db.insert(notifications).values([
    { userId: victim.id, type: 'booking_status_changed', payload: { note: notes[0] } },
    { userId: victimOwner.id, type: 'new_booking', payload: { client_name: notes[1] } },
    { userId: cast.users.client.id, type: 'booking_status_changed', payload: { note: notes[2] } },
  ]);
  // Stored secrets are found by secretsInDatabase(); this one makes sure a calendar token exists.
  const [accessToken, refreshToken] = [marker('jeton-acces'), marker('jeton-renouvellement')];
  await db.insert(calendarTokens).values({
    userId: victim.id,
    accessTokenEncrypted: accessToken,
    refreshTokenEncrypted: refreshToken,
    expiryDate: new Date(Date.now() + 3_600_000),
  });
  // A client of the matrix owner's salon: the owner sees this booking, its client and its notes.
  const ownersSalon = await createSalon(server.deps, { ownerId: cast.users.owner.id });
  const ownersClient = must(
    (
      await db
        .insert(users)
        .values({ fullName: 'Client Du Salon', email: `${marker('email-client-salon')}@test.rendezvous.tn` })
        .returning()
    )[0],
    'ownersClient',
  );
  const ownersNote = marker('note-chez-le-proprietaire');
  await insertBooking(
    { db },
    {
      clientId: ownersClient.id,
      prestataireId: cast.users.owner.id,
      salonId: ownersSalon.id,
      start: '2024-03-04T09:00:00Z',
      minutes: 30,
      clientNote: ownersNote,
    },
  );

  planted = {
    victimEmail: victim.email,
    salonAddress,
    clientNote,
    salonNote,
    ownersNote,
    ownersClientEmail: ownersClient.email,
    clientNotification: must(notes[2], 'notes[2]'),
    employeeEmail,
    employeePhone,
  };
  const { users: people } = cast;
  markers.push(
    { what: "l'e-mail d'un client hors matrice", value: victim.email, seenBy: ['admin'] },
    { what: "l'e-mail d'un prestataire hors matrice", value: victimOwner.email, seenBy: ['admin'] },
    { what: "l'e-mail d'un prestataire en attente", value: victimScene.provider.email, seenBy: ['admin'] },
    { what: "la note d'un client sur un rendez-vous d'un autre salon", value: clientNote, seenBy: ['admin'] },
    { what: "la note d'un autre salon sur un rendez-vous", value: salonNote, seenBy: ['admin'] },
    { what: "le CIN d'un prestataire en attente", value: cin, seenBy: ['admin'] },
    { what: "l'adresse déclarée d'un prestataire en attente", value: salonAddress, seenBy: ['admin'] },
    { what: "l'e-mail d'un employé d'un autre salon", value: employeeEmail, seenBy: ['admin'] },
    { what: "le téléphone d'un employé d'un autre salon", value: employeePhone, seenBy: ['admin'] },
    {
      what: "l'e-mail d'un employé de owner",
      value: SCENE_EMPLOYEE_CONTACT.email,
      seenBy: ['owner', 'admin'],
    },
    {
      what: "le téléphone d'un employé de owner",
      value: SCENE_EMPLOYEE_CONTACT.phone,
      seenBy: ['owner', 'admin'],
    },
    { what: "une notification d'un client", value: must(notes[0], 'notes[0]'), seenBy: [] },
    { what: "une notification d'un prestataire", value: must(notes[1], 'notes[1]'), seenBy: [] },
    {
      what: 'une notification du client de la matrice',
      value: must(notes[2], 'notes[2]'),
      seenBy: ['client'],
    },
    {
      what: "l'e-mail d'un client du salon de owner",
      value: ownersClient.email,
      seenBy: ['owner', 'admin'],
    },
    { what: "la note d'un rendez-vous du salon de owner", value: ownersNote, seenBy: ['owner', 'admin'] },
    {
      what: 'les allergies notées dans le carnet de owner',
      value: SCENE_CLIENT_FILE_ALLERGIES,
      seenBy: ['owner'],
    },
    // The matrix's people: its clients book at the owner's salons, so the owner sees their e-mails.
    { what: "l'e-mail de client", value: people.client.email, seenBy: ['client', 'owner', 'admin'] },
    {
      what: "l'e-mail de otherClient",
      value: people.otherClient.email,
      seenBy: ['otherClient', 'owner', 'admin'],
    },
    { what: "l'e-mail de pending", value: people.pending.email, seenBy: ['pending', 'admin'] },
    { what: "l'e-mail de owner", value: people.owner.email, seenBy: ['owner', 'admin'] },
    { what: "l'e-mail de otherOwner", value: people.otherOwner.email, seenBy: ['otherOwner', 'admin'] },
  );
}

/**
 * Every stored secret as it is now: session tokens, password hashes, provider and calendar tokens,
 * OAuth verifiers, whatever table holds them (found by column name, so tables added later are
 * covered). No answer may ever carry one, not even to its owner.
 */
async function secretsInDatabase(): Promise<Marker[]> {
  const { db } = server.deps;
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type = 'text'
          and column_name ~ '(token|password|secret|verifier|hash)' and column_name <> 'token_type'
        order by 1, 2`,
  );
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const values = await queryRows<{ what: string; value: string }>(
    db,
    sql.raw(
      columns
        .map(
          ({ table, column }) =>
            `select '${table}.${column}' as what, ${quote(column)} as value from ${quote(table)} ` +
            `where length(${quote(column)}) >= 16`,
        )
        .join(' union all '),
    ),
  );
  return values.map(({ what, value }) => ({ what: `le secret ${what}`, value, seenBy: [] }));
}

function leaks(actor: Actor, label: string, text: string, secrets: readonly Marker[]): string[] {
  return [...markers, ...secrets]
    .filter((m) => !m.seenBy.includes(actor) && text.includes(m.value))
    .map((m) => `${label} — ${actor} reçoit : ${m.what}`);
}

beforeAll(async () => {
  // A configured calendar provider on loopback, so that the calendar routes can succeed.
  calendar = await startCalendarProvider();
  server = await startTestServer({ ...calendar.env, ...PROVIDERS_ENV });
  image = await png(64, 64);
  cast = await createCast(server);
  signInTarget = await createUser(server.deps, { role: 'client' });
  await plantPrivateData();
});
afterAll(async () => {
  await server?.stop();
  await calendar?.stop();
});

const declaredRoutes = () => [...buildApi(server.deps).declared.keys()];
const rowKeys = Object.keys(PERMISSIONS);

describe('permission matrix (src/server/permission-matrix.ts)', () => {
  it('has a row for every route of the router, and a route for every row', () => {
    const declared = declaredRoutes();
    const covered = new Set(rowKeys.map((key) => parseRowKey(key).route));
    const missing = declared.filter((route) => !covered.has(route));
    const unknown = rowKeys.filter((key) => !declared.includes(parseRowKey(key).route));
    const staleRecipes = Object.keys(REQUESTS).filter((key) => !(key in PERMISSIONS));
    expect(
      missing,
      `Routes sans ligne dans src/server/permission-matrix.ts (une ligne chacune, puis une recette dans REQUESTS si l'appel a besoin d'un corps) :\n${missing.map((route) => `  '${route}': [/* ${ACTORS.join(', ')} */],`).join('\n')}\n`,
    ).toEqual([]);
    expect(unknown, 'Lignes de la matrice sans route déclarée sur le routeur').toEqual([]);
    expect(staleRecipes, 'Recettes de REQUESTS sans ligne dans la matrice').toEqual([]);
  });

  // The rows as the matrix states them; the test above holds them equal to the router's routes.
  const getRows = rowKeys.filter((key) => parseRowKey(key).method === 'GET');

  describe('no GET answer carries another person’s private data, whoever asks and about whatever', () => {
    let answered = 0;
    // Every GET row, as each person, pointed at the resources of people outside the matrix (the
    // matrix test below scans its own answers, on the matrix's resources, the same way).
    it.each(getRows)('%s', async (key) => {
      const calls: PreparedCall[] = [];
      for (const actor of ACTORS) calls.push(await prepare(key, actor, victimScene));
      // Read once the calls are prepared: preparing them may connect calendars (new tokens).
      const secrets = await secretsInDatabase();
      const found: string[] = [];
      for (const call of calls) {
        const answer = await send(call);
        if (answer.status < 300) answered++;
        found.push(...leaks(call.actor, `${call.key} (ressources de tiers)`, answer.text, secrets));
      }
      expect(found).toEqual([]);
    });

    it('is not blind: the secrets are found, and the markers show to those who may read them', async () => {
      const kinds = new Set((await secretsInDatabase()).map((secret) => secret.what));
      for (const kind of ['sessions.token', 'accounts.password', 'calendar_tokens.access_token_encrypted']) {
        expect(kinds, 'secrets cherchés').toContain(`le secret ${kind}`);
      }
      expect(answered).toBeGreaterThan(getRows.length * 3);
      const read = async (actor: Actor, path: string) =>
        (await send({ key: path, actor, method: 'GET', path, cookie: cast.cookies[actor], stream: false }))
          .text;
      const email = encodeURIComponent(planted.victimEmail);
      expect(await read('admin', `/admin/users?q=${email}`)).toContain(planted.victimEmail);
      expect(await read('admin', '/admin/providers')).toContain(planted.salonAddress);
      const refused = await read('admin', '/bookings?scope=cancelled&status=refused');
      expect(refused).toContain(planted.clientNote);
      expect(refused).toContain(planted.salonNote);
      const ownersPast = await read('owner', '/bookings?scope=past');
      expect(ownersPast).toContain(planted.ownersNote);
      expect(ownersPast).toContain(planted.ownersClientEmail);
      expect(await read('client', '/notifications')).toContain(planted.clientNotification);
      const staff = await read('admin', `/salons/${victimScene.salon.id}/employees`);
      expect(staff).toContain(planted.employeeEmail);
      expect(staff).toContain(planted.employeePhone);
      // The public salon page does show its team (first names), without those details.
      expect(await read('visitor', `/salons/${victimScene.salon.id}`)).toContain(victimScene.employee.id);
    });
  });

  describe('gives each person the stated answer on every route; refusals and reads write nothing', () => {
    const expected = (key: string, actor: Actor) =>
      must(must(PERMISSIONS[key], 'PERMISSIONS[key]')[ACTORS.indexOf(actor)], 'actor');
    const allowed = (key: string) => ACTORS.filter((actor) => expected(key, actor) === ok);
    const refused = (key: string) => ACTORS.filter((actor) => expected(key, actor) !== ok);
    const writeRows = rowKeys.filter((key) => parseRowKey(key).method !== 'GET');
    const refusedWrites = writeRows.filter((key) => refused(key).length > 0);
    const allowedWrites = writeRows.flatMap((key) => allowed(key).map((actor) => ({ key, actor })));
    const harmlessRows = [...getRows, ...refusedWrites];

    // The security log records refusals on purpose (its own test proves which): not a write of theirs.
    const photograph = () => snapshotDatabase(server.deps.db, { ignore: ['security_events'] });
    /** The reads and refusals of each row, prepared beforehand (sessions opened, bodies built). */
    const harmless = new Map<string, PreparedCall[]>();
    /** One scene per allowed write: one success never shapes the next answer. */
    const writeScenes: Scene[] = [];
    let readScene: Scene;
    const answers: { call: PreparedCall; text: string }[] = [];
    let before: DatabaseSnapshot;

    const check = async (call: PreparedCall) => {
      const answer = await send(call);
      answers.push({ call, text: answer.text });
      const outcome = expected(call.key, call.actor);
      return matches(outcome, answer.status) ? [] : [mismatch(call, outcome, answer)];
    };

    // One scene for all reads, one per write row for its refusals, one per allowed write; every
    // read and refusal prepared, then the database photographed: what they send comes after.
    beforeAll(async () => {
      const people = { ownerId: cast.users.owner.id, clientId: cast.users.client.id };
      const scenes = await buildScenes(server.deps, people, 1 + refusedWrites.length + allowedWrites.length);
      readScene = must(scenes.pop(), 'readScene');
      for (const key of getRows) {
        const calls: PreparedCall[] = [];
        for (const actor of ACTORS) calls.push(await prepare(key, actor, readScene));
        harmless.set(key, calls);
      }
      for (const key of refusedWrites) {
        const scene = must(scenes.pop(), 'scene');
        const calls: PreparedCall[] = [];
        for (const actor of refused(key)) calls.push(await prepare(key, actor, scene));
        harmless.set(key, calls);
      }
      writeScenes.push(...scenes);
      before = await photograph();
    });

    it.each(harmlessRows)('%s: reads and refusals', async (key) => {
      const failures: string[] = [];
      for (const call of must(harmless.get(key), 'harmless.get(key)')) failures.push(...(await check(call)));
      expect(failures).toEqual([]);
    });

    it('the reads and refusals wrote nothing, and the photograph would have seen one changed field', async () => {
      // Every prepared call was sent between the two photographs, or this proves nothing.
      expect(answers.length, 'appels envoyés entre les deux photographies').toBe(
        [...harmless.values()].flat().length,
      );
      const after = await photograph();
      expect(
        diffSnapshots(before, after),
        'Des requêtes refusées, ou des lectures, ont écrit dans la base',
      ).toEqual([]);
      await server.deps.db
        .update(users)
        .set({ fullName: 'Nom Changé' })
        .where(eq(users.id, readScene.user.id));
      expect(diffSnapshots(after, await photograph())).toEqual([
        `users: ${must(after.users, 'after.users').rows} → ${must(after.users, 'after.users').rows} lignes (contenu modifié)`,
      ]);
    });

    it.each(allowedWrites)('$key by $actor, on a scene of its own', async ({ key, actor }) => {
      const call = await prepare(key, actor, must(writeScenes.pop(), 'writeScenes.pop()'));
      const failures = await check(call);
      await call.after?.();
      expect(failures).toEqual([]);
    });

    it('no answer carried what its reader may not see (secrets as stored once all is done)', async () => {
      const prepared = [...harmless.values()].flat().length + allowedWrites.length;
      expect(prepared).toBeGreaterThan(350);
      // Every call answered and is scanned here, or the scan proves nothing.
      expect(answers.length, 'réponses lues').toBe(prepared);
      const secrets = await secretsInDatabase();
      const found = answers.flatMap(({ call, text }) => leaks(call.actor, call.key, text, secrets));
      expect(found).toEqual([]);
    });
  });

  it('holds an admin without a second factor to the routes open before it: every other is 403 two_factor_required', async () => {
    const api = buildApi(server.deps);
    const open = [...api.declared].filter(([, access]) => access.beforeTwoFactor).map(([route]) => route);
    expect(open.sort()).toEqual([...OPEN_BEFORE_TWO_FACTOR].sort());

    const admin = await createUser(server.deps, { role: 'admin', twoFactor: false });
    const cookie = await signInCookie(server.url, admin);
    const scene = await buildScene(server.deps, {
      ownerId: cast.users.owner.id,
      clientId: cast.users.client.id,
    });
    const photograph = () => snapshotDatabase(server.deps.db, { ignore: ['security_events'] });
    const before = await photograph();
    const failures: string[] = [];
    for (const route of api.declared.keys()) {
      if ((OPEN_BEFORE_TWO_FACTOR as readonly string[]).includes(route)) continue;
      const { method, path } = parseRowKey(route);
      const concrete = path.replace(
        /\/([a-z-]+)\/:[a-zA-Z]+/g,
        (_match, segment: string) =>
          `/${segment}/${idFor(segment, scene) ?? '00000000-0000-4000-8000-000000000000'}`,
      );
      // The rule runs before the body is read: none is needed for the refusal to be the rule's.
      const response = await fetch(`${server.url}/api${concrete}`, { method, headers: { cookie } });
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (response.status !== 403 || body?.error?.code !== 'two_factor_required')
        failures.push(`${route}: ${response.status} ${body?.error?.code ?? ''}`);
    }
    expect(failures).toEqual([]);
    expect(diffSnapshots(before, await photograph())).toEqual([]);
  });
});
