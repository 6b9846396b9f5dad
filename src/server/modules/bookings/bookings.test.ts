import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingList } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import { addDays } from '@/shared/time-zone';
import { bookings, mailOutbox, notifications } from '../../db/schema';
import { processOutbox } from '../../lib/mail/outbox';
import { bookOnline, moveBooking } from '../../test-support/booking-calls';
import {
  createOwnedSalon,
  createSalon,
  createSignedInUser,
  type TestUser,
} from '../../test-support/factories';
import { openDaysFrom } from '../../test-support/open-days';
import { startTestSmtp } from '../../test-support/smtp';
import { storedBookingsAt } from '../../test-support/stored-bookings';
import type { TestClient } from '../../test-support/test-client';
import { startTestServer, type TestServer, testDatabaseKind } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

/**
 * Rounds of the 50-client race. PostgreSQL runs the 50 requests at once on its connections: 20 rounds
 * give the race its chances. PGlite has one connection, so the same requests reach it one after the
 * other and every round is the same; 4 prove the rule there (20 took 63 s of the PGlite suite in CI).
 */
const RACE_ROUNDS = testDatabaseKind() === 'postgres' ? 20 : 4;

const SLOT_TAKEN = "Ce créneau n'est plus disponible. Veuillez en choisir un autre.";

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;
let owner: TestUser;
let ownerHttp: TestClient;
let salonId: string;
let serviceId: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ SMTP_URL: smtp.url });
  ({ owner, ownerHttp, salonId, serviceId } = await createOwnedSalon(server, {
    ownerName: 'Leïla Salon',
    salonName: 'Salon Test Réservation',
    service: { name: 'Coupe femme', price: '35.00', duration: 60 },
  }));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const releaseBookings = (ids: string[]) =>
  server.deps.db.update(bookings).set({ status: 'cancelled' }).where(inArray(bookings.id, ids));
const newClient = (fullName?: string) => createSignedInUser(server, { role: 'client', fullName });
const book = (http: TestClient, start: string) =>
  http.call(endpoints.bookings.create, { body: { salonId, serviceId, start } });
const slotsOf = (date: string) =>
  server
    .client()
    .call(endpoints.salons.slots, { params: { id: salonId }, query: { date: date, serviceId: serviceId } });

describe('booking creation', () => {
  it('a client books an offered slot: pending, the owner notified, the slot gone', async () => {
    const date = nextMonday(1);
    const { user, http } = await newClient('Amel Client');
    const response = await book(http, tunis(date, '10:00'));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'pending',
      startTime: tunis(date, '10:00'),
      endTime: tunis(date, '11:00'),
      service: { name: 'Coupe femme', price: '35.00' },
      client: { id: user.id, full_name: 'Amel Client' },
    });
    const ownerNotes = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'new_booking')));
    expect(
      ownerNotes.some((n) => (n.payload as { booking_id?: string }).booking_id === response.body.id),
    ).toBe(true);
    const times = (await slotsOf(date)).body.slots.map((s) => s.time);
    expect(times).not.toContain('09:30');
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    expect(times).toContain('11:00');
  });

  it('refuses a time that is not offered, and anyone but a client', async () => {
    const date = nextMonday(1);
    const { http } = await newClient();
    for (const start of [
      tunis(date, '10:15'),
      tunis(date, '07:00'),
      tunis(addDays(date, -1), '10:00'),
      '2020-01-06T09:00:00.000Z',
    ]) {
      const response = await book(http, start);
      expect(response.status, start).toBe(409);
      expect(response.body.error.message).toBe(SLOT_TAKEN);
    }
    expect((await book(server.client(), tunis(date, '15:00'))).status).toBe(401);
    expect((await book(ownerHttp, tunis(date, '15:00'))).status).toBe(403);
  });

  it('refuses a booking in a salon that is not approved', async () => {
    const hidden = await createSalon(server.deps, { ownerId: owner.id, isApproved: false });
    const { http } = await newClient();
    const response = await bookOnline(http, {
      salonId: hidden.id,
      serviceId,
      start: tunis(nextMonday(), '09:00'),
    });
    expect(response.status).toBe(404);
  });

  it('a double tap (the same Idempotency-Key twice at once): one booking, one owner e-mail, both answers it', async () => {
    const date = nextMonday(1);
    const { user, http } = await newClient('Double Tap');
    const start = tunis(date, '16:00');
    const send = () =>
      http.call(endpoints.bookings.create, {
        body: { salonId, serviceId, start },
        headers: { 'idempotency-key': 'double-tap-booking-1' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    const retried = await send();
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(first.body.id);
    const mine = await server.deps.db.select().from(bookings).where(eq(bookings.clientId, user.id));
    expect(mine.map((row) => row.id)).toEqual([first.body.id]);
    const ownerMails = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, owner.email));
    expect(ownerMails.filter((mail) => mail.textBody.includes('Double Tap'))).toHaveLength(1);
    // A new key is a new booking: here the same slot, now taken.
    const again = await http.call(endpoints.bookings.create, {
      body: { salonId, serviceId, start },
      headers: { 'idempotency-key': 'double-tap-booking-2' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SLOT_TAKEN);
    await releaseBookings([first.body.id]);
  });

  describe(`50 clients racing for one slot: exactly 1 success and 49 × 409, ${RACE_ROUNDS} rounds`, () => {
    let racers: Awaited<ReturnType<typeof newClient>>[] = [];
    let starts: string[] = [];
    beforeAll(async () => {
      racers = await Promise.all(Array.from({ length: 50 }, () => newClient()));
      // A different slot each round, on open days only (Sundays and holidays are closed).
      starts = openDaysFrom(nextMonday(2), RACE_ROUNDS / 2).flatMap((date) => [
        tunis(date, '09:00'),
        tunis(date, '14:00'),
      ]);
    });
    it.each(Array.from({ length: RACE_ROUNDS }, (_, index) => index + 1))('round %i', async (round) => {
      const start = must(starts[round - 1], 'starts[round - 1]');
      const responses = await Promise.all(racers.map(({ http }) => book(http, start)));
      // The winner gives the slot back whatever this round's outcome: fair use (3 upcoming per
      // salon) must not decide later rounds.
      try {
        const statuses = responses.map((r) => r.status);
        expect(statuses.filter((s) => s === 201)).toHaveLength(1);
        expect(statuses.filter((s) => s === 409)).toHaveLength(49);
        for (const response of responses.filter((r) => r.status === 409)) {
          expect(response.body.error.message).toBe(SLOT_TAKEN);
        }
        const rows = await storedBookingsAt(server.deps, salonId, start);
        expect(rows).toHaveLength(1);
      } finally {
        await releaseBookings(responses.filter((r) => r.status === 201).map((r) => r.body.id));
      }
    });
  });
});

/** Every upcoming booking id a person can list, page after page. */
async function allUpcoming(http: TestClient): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; ; page++) {
    const list = (await http.call(endpoints.bookings.list, { query: { scope: 'upcoming', page: page } }))
      .body;
    found.push(...list.items.map((b) => b.id));
    if (page * list.pageSize >= list.counts.upcoming) return found;
  }
}

describe('who sees which bookings', () => {
  it('a client sees only their own, a prestataire those of their salons, an admin all', async () => {
    const date = nextMonday(5);
    const first = await newClient();
    const second = await newClient();
    const mine = await book(first.http, tunis(date, '09:00'));
    const theirs = await book(second.http, tunis(date, '11:00'));
    const otherOwner = await createSignedInUser(server, { role: 'prestataire', providerStatus: 'approved' });

    const ids = (list: BookingList) => list.items.map((b) => b.id);
    const firstList = (await first.http.call(endpoints.bookings.list, { query: { scope: 'upcoming' } })).body;
    expect(ids(firstList)).toEqual([mine.body.id]);
    expect(firstList.counts).toEqual({ upcoming: 1, past: 0, cancelled: 0 });
    expect(await allUpcoming(ownerHttp)).toEqual(expect.arrayContaining([mine.body.id, theirs.body.id]));
    expect(await allUpcoming(otherOwner.http)).toEqual([]);
    const admin = await createSignedInUser(server, { role: 'admin' });
    expect(await allUpcoming(admin.http)).toEqual(expect.arrayContaining([mine.body.id, theirs.body.id]));
    expect((await server.client().call(endpoints.bookings.list)).status).toBe(401);

    // Acting on someone else's booking: it does not exist for them.
    const foreign = await second.http.call(endpoints.bookingActions.cancel, {
      params: { id: mine.body.id },
      body: {
        note: 'pas à moi',
      },
    });
    expect(foreign.status).toBe(404);
    expect(
      (await otherOwner.http.call(endpoints.bookingActions.confirm, { params: { id: mine.body.id } })).status,
    ).toBe(404);
  });
});

describe('lifecycle', () => {
  it('the salon confirms; the client is notified; confirming again is refused', async () => {
    const { user, http } = await newClient();
    const booked = await book(http, tunis(nextMonday(6), '09:00'));
    const confirmed = await ownerHttp.call(endpoints.bookingActions.confirm, {
      params: { id: booked.body.id },
    });
    expect(confirmed.status).toBe(200);
    // The client's confirmation e-mail (with its calendar invitation) went out.
    expect(confirmed.body).toMatchObject({ booking: { status: 'confirmed' }, emailSent: true });
    const [note] = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'booking_status_changed')));
    expect(note?.payload).toMatchObject({ booking_id: booked.body.id, new_status: 'confirmed' });
    const again = await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: booked.body.id } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Seul un rendez-vous en attente ou modifié peut être confirmé.');
    expect(
      (await http.call(endpoints.bookingActions.confirm, { params: { id: booked.body.id } })).status,
    ).toBe(403);
  });

  it('refusing and cancelling need a note, in French; the client cancels with a reason', async () => {
    const { http } = await newClient();
    const booked = await book(http, tunis(nextMonday(6), '11:00'));
    for (const body of [{}, { note: '' }, { note: '   ' }]) {
      const response = await ownerHttp.send(endpoints.bookingActions.refuse, {
        params: { id: booked.body.id },
        body: body,
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe('Une explication est requise pour annuler le rendez-vous.');
      expect(
        (await http.send(endpoints.bookingActions.cancel, { params: { id: booked.body.id }, body: body }))
          .status,
      ).toBe(400);
    }
    const cancelled = await http.call(endpoints.bookingActions.cancel, {
      params: { id: booked.body.id },
      body: {
        note: 'Empêchement',
      },
    });
    expect(cancelled.body.booking).toMatchObject({ status: 'cancelled', clientNote: 'Empêchement' });
    // Called off before its time: under "Annulés", not "Passés".
    const after = await http.call(endpoints.bookings.list, { query: { scope: 'cancelled' } });
    expect(after.body.items.map((b) => b.id)).toContain(booked.body.id);
    expect(after.body.counts.cancelled).toBe(after.body.items.length);
    const past = await http.call(endpoints.bookings.list, { query: { scope: 'past' } });
    expect(past.body.items.map((b) => b.id)).not.toContain(booked.body.id);
    expect(
      (
        await ownerHttp.call(endpoints.bookingActions.refuse, {
          params: { id: booked.body.id },
          body: { note: 'x' },
        })
      ).status,
    ).toBe(409);
  });

  it('either side moves a booking to another free slot; it becomes "modified", then the salon can confirm it', async () => {
    const date = nextMonday(7);
    const { user, http } = await newClient();
    const other = await newClient();
    const booked = await book(http, tunis(date, '09:00'));
    await book(other.http, tunis(date, '13:00'));
    const taken = await moveBooking(http, booked.body.id, tunis(date, '13:00'));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(SLOT_TAKEN);
    // Moving by half an hour overlaps its own old slot: that one is freed for the move.
    const moved = await moveBooking(http, booked.body.id, tunis(date, '09:30'));
    expect(moved.body.booking).toMatchObject({ status: 'modified', startTime: tunis(date, '09:30') });
    const ownerNotes = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(
      ownerNotes.some(
        (n) => (n.payload as { new_status?: string; booking_id?: string }).booking_id === booked.body.id,
      ),
    ).toBe(true);
    const byOwner = await moveBooking(ownerHttp, booked.body.id, tunis(date, '15:00'));
    expect(byOwner.body.booking.status).toBe('modified');
    const clientNotes = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(clientNotes.map((n) => (n.payload as { new_status?: string }).new_status)).toContain('modified');
    expect(
      (await ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: booked.body.id } })).body
        .booking.status,
    ).toBe('confirmed');
  });
});

describe('moves per booking', () => {
  it('allows 3 moves in 24 hours, by either side; the 4th is a French 429 that changes nothing', async () => {
    const date = nextMonday(9);
    const { http } = await newClient();
    const booked = await book(http, tunis(date, '09:00'));
    // A refused move (slot outside the hours) does not use one of the day's moves.
    expect((await moveBooking(http, booked.body.id, tunis(date, '03:00'))).status).toBe(409);
    for (const [who, time] of [
      [http, '10:00'],
      [ownerHttp, '11:00'],
      [http, '12:00'],
    ] as const) {
      const moved = await moveBooking(who, booked.body.id, tunis(date, time));
      expect(moved.status).toBe(200);
    }
    const fourth = await moveBooking(http, booked.body.id, tunis(date, '14:00'));
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(fourth.body.error.message).toBe(
      'Ce rendez-vous a déjà été déplacé 3 fois en 24 heures. Vous pourrez le déplacer à nouveau dans 24 heures.',
    );
    const bySalon = await moveBooking(ownerHttp, booked.body.id, tunis(date, '14:00'));
    expect(bySalon.status).toBe(429);
    const list = await http.call(endpoints.bookings.list, { query: { scope: 'upcoming' } });
    expect(list.body.items.find((b) => b.id === booked.body.id)?.startTime).toBe(tunis(date, '12:00'));
  });
});

describe('e-mail to the client when the salon refuses or cancels', () => {
  it('sends the French notification with salon, service, date, time, status and note', async () => {
    const { http, user } = await newClient('Sonia Mail');
    const booked = await book(http, tunis(nextMonday(8), '10:00'));
    const before = smtp.received.length;
    const refused = await ownerHttp.call(endpoints.bookingActions.refuse, {
      params: { id: booked.body.id },
      body: {
        note: 'Salon fermé pour travaux',
      },
    });
    expect(refused.body).toMatchObject({
      booking: { status: 'refused', prestataireNote: 'Salon fermé pour travaux' },
      emailSent: true,
    });
    const mail = smtp.received.slice(before).find((m) => m.to.includes(user.email));
    const text = mail?.raw.replace(/=\r?\n/g, '') ?? '';
    expect(text).toContain('Sonia Mail');
    expect(text).toContain('Salon Test R');
    expect(text).toContain('Coupe femme');
    expect(text).toContain('10:00');
    expect(text).toContain('Salon ferm');
  });

  it('with the mail server down: the change is kept, "not sent" is reported, and the mail goes out exactly once when it is back', async () => {
    const { http, user } = await newClient();
    const first = await book(http, tunis(nextMonday(9), '10:00'));
    const second = await book(http, tunis(nextMonday(9), '14:00'));
    // The owner's e-mails about the new requests (and any earlier ones) leave before the outage.
    while ((await processOutbox(server.deps.db, server.deps.mailer)) > 0);
    await smtp.stop();
    const refused = await ownerHttp.call(endpoints.bookingActions.refuse, {
      params: { id: first.body.id },
      body: {
        note: 'Indisponible',
      },
    });
    const cancelled = await ownerHttp.call(endpoints.bookingActions.cancel, {
      params: { id: second.body.id },
      body: {
        note: 'Malade',
      },
    });
    expect(refused.body).toMatchObject({ booking: { status: 'refused' }, emailSent: false });
    expect(cancelled.body).toMatchObject({ booking: { status: 'cancelled' }, emailSent: false });
    const queued = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(queued.map((m) => m.status)).toEqual(['pending', 'pending']);

    await smtp.restart();
    // Due right away for the test: the worker's backoff would otherwise wait 15 s.
    await server.deps.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.toAddress, user.email));
    expect(await processOutbox(server.deps.db, server.deps.mailer)).toBe(2);
    expect(await processOutbox(server.deps.db, server.deps.mailer)).toBe(0);
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(2);
    const sent = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(sent.map((m) => m.status)).toEqual(['sent', 'sent']);
  });
});
