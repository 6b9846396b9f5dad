import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import {
  accounts,
  bookings,
  calendarFeeds,
  employees,
  notifications,
  reviews,
  salons,
  securityEvents,
  sessions,
  users,
} from '../../db/schema';
import { createOwnedSalon, createSignedInUser, createUser, signedIn } from '../../test-support/factories';
import { sharedTestServer, type TestServer } from '../../test-support/test-server';
import { insertPlainBookings } from '../core/booking-parts';
import { WRONG_PASSWORD } from './confirm-password';
import { CLIENT_LEFT_NOTE, CLIENT_REMOVED_NOTE, OWNS_SALONS_SELF } from './delete-account';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const HOUR = 3_600_000;

/** A client of a salon with a past booking, an upcoming one, a review and a notification. */
async function clientWithHistory() {
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon des Données',
    service: { name: 'Coupe femme', price: '35.00', duration: 30 },
  });
  const { user, http } = await createSignedInUser(server, { role: 'client' });
  const booking = (start: number, status: 'confirmed' | 'pending', clientId = user.id) => ({
    clientId,
    prestataireId: salon.owner.id,
    salonId: salon.salonId,
    serviceName: 'Coupe femme',
    servicePrice: '35.00',
    startTime: new Date(start),
    endTime: new Date(start + HOUR / 2),
    status,
    clientNote: clientId === user.id ? 'Note de la cliente' : 'Note d’une autre cliente',
  });
  const past = must(
    (await insertPlainBookings(server.deps.db, [booking(Date.now() - 48 * HOUR, 'confirmed')]))[0],
    'past',
  );
  const upcoming = must(
    (await insertPlainBookings(server.deps.db, [booking(Date.now() + 72 * HOUR, 'confirmed')]))[0],
    'upcoming',
  );
  const other = await createUser(server.deps, { role: 'client' });
  await insertPlainBookings(server.deps.db, [booking(Date.now() + 96 * HOUR, 'pending', other.id)]);
  await server.deps.db
    .insert(reviews)
    .values({ salonId: salon.salonId, clientId: user.id, rating: 5, comment: 'Parfait' });
  await server.deps.db
    .insert(notifications)
    .values({ userId: user.id, type: 'new_booking', payload: { salon_name: 'Salon des Données' } });
  await server.deps.db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash: `hash-${user.id}`, tokenEncrypted: 'secret-du-flux' });
  return { salon, user, http, past: past, upcoming: upcoming, other };
}

describe('Télécharger mes données', () => {
  it('gives a client everything held about them, and nothing of anyone else nor any secret', async () => {
    const { user, http, other } = await clientWithHistory();
    const answer = await http.call(endpoints.profile.exportData);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="rendezvous-mes-donnees.json"',
    );
    const data = answer.body as Record<string, unknown> & {
      profile: { email: string };
      bookings: { salon: string; yourNote: string }[];
      reviews: { comment: string }[];
      notifications: unknown[];
      calendar: { privateFeed: boolean; connected: boolean };
    };
    expect(data.profile.email).toBe(user.email);
    expect(data.bookings).toHaveLength(2);
    expect(data.bookings[0]).toMatchObject({ salon: 'Salon des Données', yourNote: 'Note de la cliente' });
    expect(data.reviews.map((review) => review.comment)).toEqual(['Parfait']);
    expect(data.notifications).toHaveLength(1);
    expect(data.calendar).toEqual({ connected: false, provider: null, privateFeed: true });
    const text = JSON.stringify(data);
    for (const secret of [other.email, 'Note d’une autre cliente', 'secret-du-flux', `hash-${user.id}`]) {
      expect(text).not.toContain(secret);
    }
    const account = must(
      (await server.deps.db.select().from(accounts).where(eq(accounts.userId, user.id)))[0],
      'account',
    );
    expect(text).not.toContain(must(account.password, 'account.password'));
  });

  it("gives an owner their salons with services, hours and team, not their clients' data", async () => {
    const { salon, user } = await clientWithHistory();
    await server.deps.db.insert(employees).values({
      salonId: salon.salonId,
      fullName: 'Amel Trabelsi',
      position: 'Coiffeuse',
      email: 'amel@salon.tn',
    });
    const answer = await salon.ownerHttp.call(endpoints.profile.exportData);
    const text = JSON.stringify(answer.body);
    const data = answer.body as { salons: { name: string; services: unknown[]; team: unknown[] }[] };
    expect(data.salons[0]).toMatchObject({
      name: 'Salon des Données',
      services: [{ name: 'Coupe femme', price: '35.00', duration: 30 }],
      team: [{ fullName: 'Amel Trabelsi', position: 'Coiffeuse' }],
    });
    expect(text).not.toContain(user.email);
    expect(text).not.toContain('amel@salon.tn');
    expect(text).not.toContain('Note de la cliente');
  });
});

describe('Supprimer mon compte', () => {
  it('needs the password, and changes nothing without it', async () => {
    const { user, http } = await clientWithHistory();
    const wrong = await http.call(endpoints.profile.deleteAccount, { body: { password: 'pas-le-bon' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ password: WRONG_PASSWORD });
    expect(await server.deps.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await http.call(endpoints.accounts.me)).body.me).not.toBeNull();
  });

  it('deletes the account and its personal data; the salons keep past bookings without the person', async () => {
    const { salon, user, http, past, upcoming } = await clientWithHistory();
    const elsewhere = await signedIn(server, user);
    const answer = await http.call(endpoints.profile.deleteAccount, { body: { password: user.password } });
    expect(answer.status).toBe(200);

    expect((await http.call(endpoints.accounts.me)).body.me).toBeNull();
    expect((await elsewhere.call(endpoints.accounts.me)).body.me).toBeNull();
    for (const table of [users, sessions, accounts] as const) {
      const column = table === users ? users.id : table === sessions ? sessions.userId : accounts.userId;
      expect(await server.deps.db.select().from(table).where(eq(column, user.id))).toEqual([]);
    }
    expect(
      await server.deps.db.select().from(notifications).where(eq(notifications.userId, user.id)),
    ).toEqual([]);
    expect(await server.deps.db.select().from(reviews).where(eq(reviews.clientId, user.id))).toEqual([]);
    expect(
      await server.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id)),
    ).toEqual([]);
    const salonRow = must(
      (await server.deps.db.select().from(salons).where(eq(salons.id, salon.salonId)))[0],
      'salonRow',
    );
    expect(salonRow.reviewCount).toBe(0);

    const [kept] = await server.deps.db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept).toMatchObject({ clientId: null, status: 'confirmed' });
    const [freed] = await server.deps.db.select().from(bookings).where(eq(bookings.id, upcoming.id));
    expect(freed).toMatchObject({ clientId: null, status: 'cancelled', clientNote: CLIENT_LEFT_NOTE });
    const told = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, salon.owner.id), eq(notifications.type, 'booking_status_changed')));
    expect(told.map((row) => (row.payload as { booking_id: string }).booking_id)).toEqual([upcoming.id]);
  });

  it("an admin's deletion does to the bookings what the person's own does: the slot freed, the salon told", async () => {
    const { salon, user, past, upcoming } = await clientWithHistory();
    const { user: admin, http: adminHttp } = await createSignedInUser(server, { role: 'admin' });
    expect((await adminHttp.call(endpoints.admin.deleteUser, { params: { id: user.id } })).status).toBe(204);

    expect(await server.deps.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const [kept] = await server.deps.db.select().from(bookings).where(eq(bookings.id, past.id));
    expect(kept).toMatchObject({ clientId: null, status: 'confirmed' });
    const [freed] = await server.deps.db.select().from(bookings).where(eq(bookings.id, upcoming.id));
    expect(freed).toMatchObject({ clientId: null, status: 'cancelled', clientNote: CLIENT_REMOVED_NOTE });
    const told = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, salon.owner.id), eq(notifications.type, 'booking_status_changed')));
    expect(told.map((row) => (row.payload as { booking_id: string }).booking_id)).toEqual([upcoming.id]);
    const [event] = await server.deps.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'user_deleted'), eq(securityEvents.target, user.id)));
    expect(event).toMatchObject({
      actorId: admin.id,
      details: { email: user.email, role: 'client', why: 'admin' },
    });
  });

  it('asks an owner to delete or hand over their salons first, and keeps the last admin', async () => {
    const { salon } = await clientWithHistory();
    const owner = await salon.ownerHttp.call(endpoints.profile.deleteAccount, {
      body: { password: salon.owner.password },
    });
    expect(owner.status).toBe(409);
    expect(owner.body.error.message).toBe(OWNS_SALONS_SELF);

    // An admin who is not the last one goes; the last one is refused (admin.test.ts, on its own server).
    const { user: admin, http } = await createSignedInUser(server, { role: 'admin' });
    expect(
      (await http.call(endpoints.profile.deleteAccount, { body: { password: admin.password } })).status,
    ).toBe(200);
  });
});
