import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { must } from '@/shared/must';
import {
  bookings,
  mailOutbox,
  messageOptOuts,
  messageOutbox,
  notifications,
  oneTapLinks,
  rateLimits,
  salonClients,
  salons,
  users,
} from '../../db/schema';
import { createFileSender } from '../../lib/messaging/file-sender';
import { enqueueMessage, processMessages } from '../../lib/messaging/outbox';
import type { MessageSenders } from '../../lib/messaging/sender';
import {
  createOwnedSalon,
  createUser,
  type OwnedSalon,
  uniqueTunisianNumber,
} from '../../test-support/factories';
import { insertBooking } from '../../test-support/stored-bookings';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createBookingLink } from '../bookings/booking-links';
import { createMessageLinks } from './message-links';

// The short links of the SMS and WhatsApp messages (decision 078), through the API: what they show,
// « Je confirme ma venue », « Annuler ce rendez-vous » and the way out, for a client with an account
// and for one the salon entered with a file only.

type ErrorBody = { error: { code: string; message: string } };

const HOUR = 3_600_000;
let server: TestServer;
let salon: OwnedSalon;
let messagesDir: string;
let senders: MessageSenders;
let hours = 0;

beforeAll(async () => {
  server = await startTestServer();
  salon = await createOwnedSalon(server, {
    salonName: 'Salon Jasmin',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  messagesDir = mkdtempSync(path.join(os.tmpdir(), 'rdv-messages-'));
  senders = {
    sms: createFileSender('sms', messagesDir),
    whatsapp: createFileSender('whatsapp', messagesDir),
  };
});
afterAll(async () => {
  await server?.stop();
  rmSync(messagesDir, { recursive: true, force: true });
});

/** "+216" and a number no other test of the process has. */
const newNumber = () => `+216${uniqueTunisianNumber()}`;

/** A confirmed appointment some days ahead (each at its own hour: the salon takes one at a time). */
async function appointment(who: { clientId?: string; salonClientId?: string }, inHours = 72) {
  hours += 1;
  return insertBooking(server.deps, {
    ...who,
    prestataireId: salon.owner.id,
    salonId: salon.salonId,
    serviceName: 'Brushing',
    servicePrice: '25.00',
    start: new Date(Date.now() + inHours * HOUR + Math.sign(inHours) * hours * 2 * HOUR),
    minutes: 30,
    status: 'confirmed',
  });
}

/** A client the salon entered, with a file and no account. */
async function fileOnlyClient(options: { email?: string; whatsappOptIn?: boolean } = {}) {
  const phone = newNumber();
  const [file] = await server.deps.db
    .insert(salonClients)
    .values({
      ownerId: salon.owner.id,
      fullName: 'Amel Fitouri',
      phone,
      email: options.email ?? null,
      whatsappOptIn: options.whatsappOptIn ?? false,
    })
    .returning();
  return { file: must(file, 'file'), phone };
}

async function accountClient() {
  const user = await createUser(server.deps, { role: 'client' });
  const phone = newNumber();
  await server.deps.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { user, phone };
}

/** The code of a message's link to this booking, as `queueBookingMessage` makes it. */
async function codeFor(bookingId: string, phone: string, channel: 'sms' | 'whatsapp' = 'sms') {
  const links = await createMessageLinks(server.deps.db, {
    base: 'https://rdv.tn',
    phone,
    channel,
    salonId: salon.salonId,
    bookingId,
    answerable: true,
    now: new Date(),
  });
  return must(/\/m\/([A-Za-z0-9]{8})$/.exec(must(links.respond, 'respond'))?.[1], 'code');
}

const stored = async (id: string) =>
  must((await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0], 'booking');

const ownerNotifications = async (bookingId: string) =>
  (await server.deps.db.select().from(notifications).where(eq(notifications.userId, salon.owner.id)))
    .filter((row) => (row.payload as { booking_id?: string }).booking_id === bookingId)
    .map((row) => row.type);

/** The files the message worker wrote for this number. */
function messageFilesTo(phone: string): string[] {
  return readdirSync(messagesDir)
    .map((name) => readFileSync(path.join(messagesDir, name), 'utf8'))
    .filter((text) => text.startsWith(`À : ${phone}\n`));
}

describe('a message link, read', () => {
  it('shows the appointment, its rule and its channel without a session; reading changes nothing', async () => {
    const { file, phone } = await fileOnlyClient();
    const booking = await appointment({ salonClientId: file.id });
    const code = await codeFor(booking.id, phone, 'whatsapp');
    const view = await server.client().call(endpoints.messageLinks.read, { params: { code } });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      channel: 'whatsapp',
      optedOut: false,
      state: 'ready',
      answer: null,
      confirmRefusal: null,
      cancelRefusal: null,
      cancellationRule: "Annulation ou déplacement possible jusqu'à 24 h avant le rendez-vous.",
      booking: { salonName: 'Salon Jasmin', serviceName: 'Brushing', status: 'confirmed' },
    });
    expect(view.body.cancelDeadline).toBe(new Date(booking.startTime.getTime() - 24 * HOUR).toISOString());
    expect(JSON.stringify(view.body)).not.toContain(phone);
    expect((await stored(booking.id)).clientConfirmedAt).toBeNull();
  });

  it('refuses unknown, malformed and year-old codes with the French 404, and says when the hour has passed', async () => {
    const visitor = server.client();
    for (const code of ['AAAAAAAA', 'abc', 'abcdefghi', 'abcd%27--', '........']) {
      const answer = await visitor.call(endpoints.messageLinks.read, { params: { code } });
      expect(answer.status, code).toBe(404);
      expect(answer.body.error).toEqual({
        code: 'link_invalid',
        message: "Ce lien n'est pas valide. Vérifiez qu'il est complet, ou contactez le salon.",
      });
      for (const action of ['confirm', 'cancel', 'stop']) {
        expect((await visitor.post<ErrorBody>(`/message-links/${code}/${action}`)).status).toBe(404);
      }
    }
    const { file, phone } = await fileOnlyClient();
    const old = await appointment({ salonClientId: file.id });
    const oldCode = await codeFor(old.id, phone);
    await server.deps.db
      .update(oneTapLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTapLinks.bookingId, old.id));
    expect((await visitor.call(endpoints.messageLinks.read, { params: { code: oldCode } })).status).toBe(404);

    const past = await appointment({ salonClientId: file.id }, -3);
    const pastCode = await codeFor(past.id, phone);
    expect(
      (await visitor.call(endpoints.messageLinks.read, { params: { code: pastCode } })).body,
    ).toMatchObject({
      state: 'expired',
      confirmRefusal: null,
      cancelRefusal: null,
    });
    for (const action of ['confirm', 'cancel']) {
      const late = await visitor.post<ErrorBody>(`/message-links/${pastCode}/${action}`);
      expect(late.status).toBe(410);
      expect(late.body.error).toEqual({
        code: 'link_expired',
        message: "Ce lien a expiré : l'heure du rendez-vous est passée.",
      });
    }
    expect((await stored(past.id)).status).toBe('confirmed');
  });
});

describe('« Je confirme ma venue »', () => {
  it('a client the salon entered by phone (no account) confirms from the SMS the worker wrote; once', async () => {
    const phone = newNumber();
    const start = new Date(Math.ceil((Date.now() + 96 * HOUR) / (30 * 60_000)) * 30 * 60_000);
    const entered = await salon.ownerHttp.call(endpoints.staff.addAppointment, {
      params: { id: salon.salonId },
      body: {
        client: { kind: 'new', fullName: 'Sonia Gharbi', phone },
        serviceId: salon.serviceId,
        start: start.toISOString(),
        origin: 'phone',
        notifyClient: true,
        outsideHours: true,
      },
    });
    expect(entered.status).toBe(201);
    const id = entered.body.id;
    expect((await stored(id)).clientId).toBeNull();
    await processMessages(server.deps.db, senders);
    const [sms] = messageFilesTo(phone);
    const code = must(
      /Confirmer ou annuler : \S*\/m\/([A-Za-z0-9]{8})\n/.exec(must(sms, 'the SMS'))?.[1],
      'code',
    );

    const visitor = server.client();
    expect((await visitor.call(endpoints.messageLinks.read, { params: { code } })).body).toMatchObject({
      channel: 'sms',
      state: 'ready',
    });
    const confirmed = await visitor.call(endpoints.messageLinks.confirm, { params: { code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      state: 'used',
      answer: 'confirmed',
      booking: { status: 'confirmed' },
    });
    expect((await stored(id)).clientConfirmedAt).not.toBeNull();
    expect(await ownerNotifications(id)).toContain('client_confirmed_attendance');

    const again = await visitor.call(endpoints.messageLinks.confirm, { params: { code } });
    expect(again.status).toBe(410);
    expect(again.body.error).toEqual({
      code: 'link_used',
      message: 'Ce lien a déjà été utilisé : vous avez déjà répondu.',
    });
    expect((await visitor.call(endpoints.messageLinks.cancel, { params: { code } })).status).toBe(410);
    expect((await stored(id)).status).toBe('confirmed');
  });

  it('a client with an account confirms; a booking no longer confirmed has nothing to confirm', async () => {
    const { user, phone } = await accountClient();
    const booking = await appointment({ clientId: user.id });
    const code = await codeFor(booking.id, phone);
    const done = await server.client().call(endpoints.messageLinks.confirm, { params: { code } });
    expect(done.body).toMatchObject({ state: 'used', answer: 'confirmed' });
    expect((await stored(booking.id)).clientConfirmedAt).not.toBeNull();

    const second = await appointment({ clientId: user.id });
    const secondCode = await codeFor(second.id, phone);
    await server.deps.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, second.id));
    expect(
      (await server.client().call(endpoints.messageLinks.read, { params: { code: secondCode } })).body,
    ).toMatchObject({
      state: 'ready',
      confirmRefusal: "Ce rendez-vous n'est plus confirmé : rien à confirmer.",
    });
    const refused = await server
      .client()
      .call(endpoints.messageLinks.confirm, { params: { code: secondCode } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe("Ce rendez-vous n'est plus confirmé : rien à confirmer.");
    // Refused, the link stays usable.
    const [link] = await server.deps.db
      .select()
      .from(oneTapLinks)
      .where(eq(oneTapLinks.bookingId, second.id));
    expect(link?.usedAt).toBeNull();
  });
});

describe('« Annuler ce rendez-vous »', () => {
  it('a client without an account cancels within the window; the salon is told', async () => {
    const { file, phone } = await fileOnlyClient();
    const booking = await appointment({ salonClientId: file.id });
    const code = await codeFor(booking.id, phone);
    const done = await server.client().call(endpoints.messageLinks.cancel, { params: { code } });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ state: 'used', answer: 'cancelled', booking: { status: 'cancelled' } });
    const row = await stored(booking.id);
    expect(row.status).toBe('cancelled');
    expect(row.clientNote).toBe('Annulé par le client depuis le SMS.');
    expect(await ownerNotifications(booking.id)).toContain('booking_status_changed');
  });

  it('a client with an account cancels; inside the window it is refused and the link stays usable', async () => {
    const { user, phone } = await accountClient();
    // Within 72 hours (the longest window a salon may set).
    const booking = await appointment({ clientId: user.id }, 24);
    expect(booking.startTime.getTime()).toBeLessThan(Date.now() + 72 * HOUR);
    const code = await codeFor(booking.id, phone, 'whatsapp');
    await server.deps.db
      .update(salons)
      .set({ cancellationWindowHours: 72 })
      .where(eq(salons.id, salon.salonId));
    try {
      const view = await server.client().call(endpoints.messageLinks.read, { params: { code } });
      expect(view.body.cancelRefusal).toContain("Le délai d'annulation de ce salon est passé");
      const inside = await server.client().call(endpoints.messageLinks.cancel, { params: { code } });
      expect(inside.status).toBe(409);
      expect(inside.body.error.code).toBe('cancellation_window');
    } finally {
      await server.deps.db
        .update(salons)
        .set({ cancellationWindowHours: 24 })
        .where(eq(salons.id, salon.salonId));
    }
    const done = await server.client().call(endpoints.messageLinks.cancel, { params: { code } });
    expect(done.body).toMatchObject({ answer: 'cancelled', booking: { status: 'cancelled' } });
    expect((await stored(booking.id)).clientNote).toBe('Annulé par le client depuis le message WhatsApp.');
    // The client with an address hears of it by e-mail.
    const mails = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email));
    expect(mails.length).toBeGreaterThan(0);
  });
});

describe('« Ne plus recevoir de SMS »', () => {
  it('records the way out at once, twice the same answer; a queued SMS to the number does not leave', async () => {
    const { file, phone } = await fileOnlyClient();
    const booking = await appointment({ salonClientId: file.id });
    const code = await codeFor(booking.id, phone);
    const queued = await enqueueMessage(server.deps.db, {
      channel: 'sms',
      to: phone,
      template: 'reminder',
      body: 'Rappel Salon Jasmin : RDV demain.',
      bookingId: booking.id,
      salonId: salon.salonId,
    });
    const visitor = server.client();
    const stopped = await visitor.call(endpoints.messageLinks.stop, { params: { code } });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ channel: 'sms', optedOut: true, state: 'ready' });
    const again = await visitor.call(endpoints.messageLinks.stop, { params: { code } });
    expect(again.body).toMatchObject({ optedOut: true });
    const outs = await server.deps.db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone));
    expect(outs).toEqual([expect.objectContaining({ channel: 'sms', salonId: salon.salonId })]);

    await processMessages(server.deps.db, senders);
    expect(messageFilesTo(phone)).toEqual([]);
    const [row] = await server.deps.db.select().from(messageOutbox).where(eq(messageOutbox.id, queued));
    expect(row).toMatchObject({ state: 'failed', failure: 'opted_out' });

    // The salon cancels: no SMS to that number, and nothing else reaches a client without an address.
    const cancelled = await salon.ownerHttp.call(endpoints.bookingActions.cancel, {
      params: { id: booking.id },
      body: { note: 'Salon fermé' },
    });
    expect(cancelled.status).toBe(200);
    await processMessages(server.deps.db, senders);
    expect(messageFilesTo(phone)).toEqual([]);
    const pending = await server.deps.db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.toPhone, phone), eq(messageOutbox.state, 'pending')));
    expect(pending).toEqual([]);
    // The way out still answers after the appointment's end of answers.
    expect((await visitor.call(endpoints.messageLinks.read, { params: { code } })).body.optedOut).toBe(true);
  });

  it('turns WhatsApp off only: the next message to that number goes by e-mail', async () => {
    const email = 'amel.fitouri@test.rendezvous.tn';
    const { file, phone } = await fileOnlyClient({ email, whatsappOptIn: true });
    const booking = await appointment({ salonClientId: file.id });
    const code = await codeFor(booking.id, phone, 'whatsapp');
    const stopped = await server.client().call(endpoints.messageLinks.stop, { params: { code } });
    expect(stopped.body).toMatchObject({ channel: 'whatsapp', optedOut: true });
    const outs = await server.deps.db.select().from(messageOptOuts).where(eq(messageOptOuts.phone, phone));
    expect(outs.map((out) => out.channel)).toEqual(['whatsapp']);

    await salon.ownerHttp.call(endpoints.bookingActions.cancel, {
      params: { id: booking.id },
      body: { note: 'Salon fermé' },
    });
    const mails = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    const phoneMessages = await server.deps.db
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.toPhone, phone), eq(messageOutbox.bookingId, booking.id)));
    expect(phoneMessages).toEqual([]);
  });
});

describe("the reminder e-mail's links, for a client the salon entered with an address and no account", () => {
  it("confirm and cancel work as for an account (they answered « Ce lien n'est pas valide »)", async () => {
    const { file } = await fileOnlyClient({ email: 'sans.compte@test.rendezvous.tn' });
    const booking = await appointment({ salonClientId: file.id });
    const confirm = await createBookingLink(server.deps.db, booking, 'confirm_attendance');
    expect(
      (await server.client().call(endpoints.bookings.useLink, { params: { token: confirm } })).status,
    ).toBe(200);
    expect((await stored(booking.id)).clientConfirmedAt).not.toBeNull();
    const cancel = await createBookingLink(server.deps.db, booking, 'cancel');
    const done = await server.client().call(endpoints.bookings.useLink, { params: { token: cancel } });
    expect(done.status).toBe(200);
    expect(done.body.booking.status).toBe('cancelled');
    expect(await ownerNotifications(booking.id)).toContain('booking_status_changed');
  });
});

describe('guessing codes', () => {
  it('30 codes that name nothing in 10 minutes, and this address waits, even for a real one', async () => {
    const { file, phone } = await fileOnlyClient();
    const booking = await appointment({ salonClientId: file.id });
    const code = await codeFor(booking.id, phone);
    const visitor = server.client();
    await server.deps.db.delete(rateLimits).where(like(rateLimits.key, 'message-link-miss:%'));
    try {
      for (let i = 0; i < 30; i++)
        expect((await visitor.call(endpoints.messageLinks.read, { params: { code: `x${i}` } })).status).toBe(
          404,
        );
      const waits = await visitor.call(endpoints.messageLinks.read, { params: { code } });
      expect(waits.status).toBe(429);
      expect(waits.body.error.message).toMatch(
        /^Trop de liens invalides\. Veuillez réessayer dans \d+ minutes?\.$/,
      );
      expect((await visitor.call(endpoints.messageLinks.confirm, { params: { code } })).status).toBe(429);
    } finally {
      await server.deps.db.delete(rateLimits).where(like(rateLimits.key, 'message-link-miss:%'));
    }
    expect((await visitor.call(endpoints.messageLinks.read, { params: { code } })).status).toBe(200);
  });
});

describe('one kind of one-tap link for the e-mails and the messages (decision 087)', () => {
  it("a message's code is no e-mail link, and an e-mail's token no message link", async () => {
    const { file, phone } = await fileOnlyClient({ email: 'deux.liens@test.rendezvous.tn' });
    const booking = await appointment({ salonClientId: file.id }, 500);
    const code = await codeFor(booking.id, phone);
    const token = await createBookingLink(server.deps.db, booking, 'cancel');
    const visitor = server.client();
    expect((await visitor.call(endpoints.bookings.readLink, { params: { token: code } })).status).toBe(404);
    expect((await visitor.call(endpoints.messageLinks.read, { params: { code: token } })).status).toBe(404);
    expect((await visitor.call(endpoints.bookings.readLink, { params: { token } })).status).toBe(200);
    expect((await visitor.call(endpoints.messageLinks.read, { params: { code } })).status).toBe(200);
  });

  it("attendance confirmed by the SMS's link: the e-mail's « Je confirme ma venue » says so, the salon is told once", async () => {
    const { file, phone } = await fileOnlyClient({ email: 'confirme.deux.fois@test.rendezvous.tn' });
    const booking = await appointment({ salonClientId: file.id }, 600);
    const code = await codeFor(booking.id, phone);
    const token = await createBookingLink(server.deps.db, booking, 'confirm_attendance');
    const visitor = server.client();
    expect((await visitor.call(endpoints.messageLinks.confirm, { params: { code } })).status).toBe(200);
    const told = (await ownerNotifications(booking.id)).length;
    const again = await visitor.call(endpoints.bookings.useLink, { params: { token } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: { message: 'Vous avez déjà confirmé votre venue : le salon est prévenu.' },
    });
    expect((await ownerNotifications(booking.id)).length).toBe(told);
    // Refused, the e-mail's link stays unused: its page still offers nothing new.
    expect((await visitor.call(endpoints.bookings.readLink, { params: { token } })).body.state).toBe('ready');
  });
});
