import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/shared/endpoints';
import { WHATSAPP_NOT_OFFERED } from '@/shared/phone-verification';
import { mailOutbox, messageOutbox, salonClients, users } from '../../db/schema';
import { bookOnline } from '../../test-support/booking-calls';
import { createOwnedSalon, createSignedInUser, uniqueTunisianNumber } from '../../test-support/factories';
import { startWhatsappCloud, type WhatsappStandIn } from '../../test-support/message-providers';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

// A channel whose sender only writes a file in the data folder never wins over one that reaches the
// person (decision 078), and WhatsApp is offered only where this deployment sends it (decision 081):
// an opt-in kept from before still gets the e-mails, and without an SMTP server the SMS carries the
// message.

const SMS_GATEWAY = {
  SMS_PROVIDER: 'http',
  // Nothing listens there: the choice is made when the message is queued, before any send.
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMS_SENDER: 'Rendezvous',
  SMS_WEBHOOK_SECRET: 'secret-de-la-passerelle-de-test',
};

/** A client with an address and a number who asked for WhatsApp where it was offered. */
async function clientOptedIn(server: TestServer) {
  const { user, http } = await createSignedInUser(server, { role: 'client' });
  const phone = uniqueTunisianNumber();
  expect(
    (await http.call(endpoints.profile.update, { body: { fullName: user.fullName, phone } })).status,
  ).toBe(200);
  // Ticked before this deployment lost its WhatsApp sender: the row keeps it.
  await server.deps.db.update(users).set({ whatsappOptIn: true }).where(eq(users.id, user.id));
  return { user, http };
}

/** That client's booking, confirmed by the salon: the mails and messages it queued. */
async function confirmedBookingOf(server: TestServer, weeksAhead: number) {
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon des Canaux',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  const { user, http } = await clientOptedIn(server);
  const booked = await bookOnline(http, {
    salonId: salon.salonId,
    serviceId: salon.serviceId,
    start: tunis(nextMonday(weeksAhead), '10:00'),
  });
  expect(booked.status).toBe(201);
  expect(
    (await salon.ownerHttp.call(endpoints.bookingActions.confirm, { params: { id: booked.body.id } })).status,
  ).toBe(200);
  const { db } = server.deps;
  return {
    mails: await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)),
    messages: await db.select().from(messageOutbox).where(eq(messageOutbox.bookingId, booked.body.id)),
  };
}

/** A salon's file of a client entered by phone, and the "Fiche client" route to change it. */
async function phoneFile(server: TestServer) {
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon des Fiches',
    service: { name: 'Coupe', price: '20.00', duration: 30 },
  });
  const phone = `+216${uniqueTunisianNumber()}`;
  const created = await salon.ownerHttp.call(endpoints.clients.create, {
    body: {
      fullName: 'Amal Trabelsi',
      phone,
    },
  });
  expect(created.status).toBe(201);
  const contact = { fullName: 'Amal Trabelsi', phone, email: '', allergies: '' };
  return {
    file: created.body,
    save: (whatsappOptIn?: unknown) =>
      salon.ownerHttp.send(endpoints.clients.update, {
        params: { id: created.body.id },
        body: {
          ...contact,
          ...(whatsappOptIn === undefined ? {} : { whatsappOptIn }),
        },
      }),
  };
}

describe('the channel a message takes, by what this deployment delivers', () => {
  let withMail: TestServer;
  let withSms: TestServer;
  let withWhatsapp: TestServer;
  let cloud: WhatsappStandIn;
  beforeAll(async () => {
    cloud = await startWhatsappCloud();
    [withMail, withSms, withWhatsapp] = await Promise.all([
      startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' }),
      startTestServer(SMS_GATEWAY),
      startTestServer(cloud.env()),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withMail?.stop(), withSms?.stop(), withWhatsapp?.stop(), cloud?.stop()]);
  });

  it('an e-mail server and no WhatsApp: a client opted in to WhatsApp gets the confirmation by e-mail', async () => {
    const { mails, messages } = await confirmedBookingOf(withMail, 0);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('confirmé')]);
    expect(messages).toEqual([]);
  });

  it('an SMS gateway and no e-mail server: the same client gets an SMS, and no file-only message', async () => {
    const { mails, messages } = await confirmedBookingOf(withSms, 1);
    expect(messages.map((message) => message.channel)).toEqual(['sms']);
    expect(mails).toEqual([]);
  });

  it('without WhatsApp the profile does not offer it: ticking is refused and changes nothing, unticking works', async () => {
    const { user, http } = await clientOptedIn(withMail);
    await withMail.deps.db.update(users).set({ whatsappOptIn: false }).where(eq(users.id, user.id));
    expect((await http.call(endpoints.profile.phone)).body).toMatchObject({
      whatsappOffered: false,
      whatsappOptIn: false,
    });
    const refused = await http.call(endpoints.profile.setWhatsapp, { body: { optIn: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'whatsapp_not_offered', message: WHATSAPP_NOT_OFFERED });
    const [row] = await withMail.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.whatsappOptIn).toBe(false);
    // An opt-in kept from before can always be turned off.
    await withMail.deps.db.update(users).set({ whatsappOptIn: true }).where(eq(users.id, user.id));
    const off = await http.call(endpoints.profile.setWhatsapp, { body: { optIn: false } });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ whatsappOffered: false, whatsappOptIn: false });
  });

  it('with WhatsApp the profile offers it and keeps the choice', async () => {
    const { user, http } = await createSignedInUser(withWhatsapp, { role: 'client' });
    expect((await http.call(endpoints.profile.phone)).body).toMatchObject({ whatsappOffered: true });
    const phone = uniqueTunisianNumber();
    expect(
      (await http.call(endpoints.profile.update, { body: { fullName: user.fullName, phone } })).status,
    ).toBe(200);
    const ticked = await http.call(endpoints.profile.setWhatsapp, { body: { optIn: true } });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ whatsappOffered: true, whatsappOptIn: true });
  });

  it('the "Fiche client" offers "Rappels par WhatsApp" only where WhatsApp is sent', async () => {
    const without = await phoneFile(withMail);
    expect(without.file.whatsappOffered).toBe(false);
    const refused = await without.save(true);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'whatsapp_not_offered',
      message: WHATSAPP_NOT_OFFERED,
      fields: { whatsappOptIn: WHATSAPP_NOT_OFFERED },
    });
    const [file] = await withMail.deps.db
      .select()
      .from(salonClients)
      .where(eq(salonClients.id, without.file.id));
    expect(file?.whatsappOptIn).toBe(false);
    // The page that does not offer it leaves it out: the rest is saved.
    expect((await without.save()).status).toBe(200);
    expect((await without.save(false)).status).toBe(200);

    const offered = await phoneFile(withWhatsapp);
    expect(offered.file.whatsappOffered).toBe(true);
    const ticked = await offered.save(true);
    expect(ticked.status).toBe(200);
    expect(ticked.body).toMatchObject({ whatsappOffered: true, whatsappOptIn: true });
  });
});
