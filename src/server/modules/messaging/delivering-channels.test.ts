import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@/shared/api-types';
import { mailOutbox, messageOutbox } from '../../db/schema';
import { createOwnedSalon, createSignedInUser, uniqueTunisianNumber } from '../../test-support/factories';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { nextMonday, tunis } from '../../test-support/tunis-dates';

// A channel whose sender only writes a file in the data folder never wins over one that reaches the
// person (decision 078): a client who ticked « Recevoir mes rappels par WhatsApp » on a deployment
// without WhatsApp still gets the e-mails, and without an SMTP server the SMS carries the message.

const SMS_GATEWAY = {
  SMS_PROVIDER: 'http',
  // Nothing listens there: the choice is made when the message is queued, before any send.
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  SMS_SENDER: 'Rendezvous',
  SMS_WEBHOOK_SECRET: 'secret-de-la-passerelle-de-test',
};

/** A client with an address and a number, opted in to WhatsApp, whose booking the salon confirms. */
async function confirmedBookingOf(server: TestServer, weeksAhead: number) {
  const salon = await createOwnedSalon(server, {
    salonName: 'Salon des Canaux',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  const { user, http } = await createSignedInUser(server, { role: 'client' });
  const phone = uniqueTunisianNumber();
  expect((await http.request('PATCH', '/me', { body: { fullName: user.fullName, phone } })).status).toBe(200);
  expect((await http.request('PUT', '/me/whatsapp', { body: { optIn: true } })).status).toBe(200);
  const booked = await http.post<BookingView>('/bookings', {
    salonId: salon.salonId,
    serviceId: salon.serviceId,
    start: tunis(nextMonday(weeksAhead), '10:00'),
  });
  expect(booked.status).toBe(201);
  expect((await salon.ownerHttp.post(`/bookings/${booked.body.id}/confirm`)).status).toBe(200);
  const { db } = server.deps;
  return {
    mails: await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email)),
    messages: await db.select().from(messageOutbox).where(eq(messageOutbox.bookingId, booked.body.id)),
  };
}

describe('the channel a message takes, by what this deployment delivers', () => {
  let withMail: TestServer;
  let withSms: TestServer;
  beforeAll(async () => {
    [withMail, withSms] = await Promise.all([
      startTestServer({ SMTP_URL: 'smtp://127.0.0.1:9' }),
      startTestServer(SMS_GATEWAY),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withMail?.stop(), withSms?.stop()]);
  });

  it('an e-mail server and no WhatsApp: the client opted in to WhatsApp gets the confirmation by e-mail', async () => {
    const { mails, messages } = await confirmedBookingOf(withMail, 0);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('confirmé')]);
    expect(messages).toEqual([]);
  });

  it('an SMS gateway and no e-mail server: the same client gets an SMS, and no file-only message', async () => {
    const { mails, messages } = await confirmedBookingOf(withSms, 1);
    expect(messages.map((message) => message.channel)).toEqual(['sms']);
    expect(mails).toEqual([]);
  });
});
