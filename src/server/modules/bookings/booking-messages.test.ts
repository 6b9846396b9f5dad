import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '@/shared/api-types';
import { endpoints } from '@/shared/endpoints';
import { addDays, toWallClock } from '@/shared/time-zone';
import { setClock, sqlNow } from '../../base/clock';
import { bookings, mailOutbox, messageOutbox, notifications, salonClients, salons } from '../../db/schema';
import { createFileSender } from '../../lib/messaging/file-sender';
import { enqueueMessage, processMessages, recordReceipt } from '../../lib/messaging/outbox';
import { type MessageSenders, PermanentSendFailure } from '../../lib/messaging/sender';
import { moveBooking } from '../../test-support/booking-calls';
import { createEmployee, createOwnedSalon, type OwnedSalon } from '../../test-support/factories';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { tunis, workday } from '../../test-support/tunis-dates';
import { optOut } from '../messaging/client-reach';
import { sendReminders } from './send-reminders';
import { sendSmsFollowUps } from './sms-follow-ups';

// The client's booking messages go by the cheapest channel that reaches them, in the change's
// transaction, each exactly once (decision 078).

let server: TestServer;
let salon: OwnedSalon;
let sonia: string;
let dir: string;
let senders: MessageSenders;
const mail = { baseUrl: 'https://rendezvous.tn', from: 'Rendezvous <no-reply@rendezvous.tn>' };

beforeAll(async () => {
  server = await startTestServer();
  salon = await createOwnedSalon(server, {
    salonName: 'Salon des Messages',
    service: { name: 'Brushing', price: '25.00', duration: 30 },
  });
  sonia = await createEmployee(server.deps, { salonId: salon.salonId, fullName: 'Sonia Ben Ali' });
  dir = mkdtempSync(path.join(os.tmpdir(), 'rdv-messages-'));
  senders = { sms: createFileSender('sms', dir), whatsapp: createFileSender('whatsapp', dir) };
});
afterAll(async () => {
  await server?.stop();
});

let phoneCounter = 100;
const newPhone = () => `+2162${String(phoneCounter++).padStart(7, '0')}`;

const enter = async (options: {
  start: string;
  phone?: string;
  email?: string;
  notifyClient?: boolean;
  outsideHours?: boolean;
}) => {
  const answer = await salon.ownerHttp.call(endpoints.staff.addAppointment, {
    params: { id: salon.salonId },
    body: {
      client: {
        kind: 'new',
        fullName: `Client ${phoneCounter}`,
        phone: options.phone ?? '',
        email: options.email ?? '',
      },
      serviceId: salon.serviceId,
      employeeId: sonia,
      origin: 'phone',
      start: options.start,
      notifyClient: options.notifyClient ?? true,
      outsideHours: options.outsideHours ?? false,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
};

const messagesOf = (bookingId: string) =>
  server.deps.db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.bookingId, bookingId))
    .orderBy(messageOutbox.createdAt);
const mailsTo = (address: string) =>
  server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const bookingRow = async (id: string) =>
  (await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('the channel of each message', () => {
  it('a client with a number and no e-mail gets the confirmation by SMS, written by the file sender, delivered', async () => {
    const phone = newPhone();
    const booked = await enter({ start: tunis(workday(1), '10:00'), phone });
    const [sms, ...more] = await messagesOf(booked.id);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', toPhone: phone, template: 'confirmed', state: 'pending' });
    expect(sms?.body).toMatch(
      /^Salon des Messages : RDV confirmé le \d\d\/\d\d à 10:00\nConfirmer ou annuler : http/,
    );
    expect(await processMessages(server.deps.db, senders)).toBeGreaterThanOrEqual(1);
    const [after] = await messagesOf(booked.id);
    expect(after).toMatchObject({ state: 'delivered', provider: 'file' });
    const file = readdirSync(dir).find((name) => name.endsWith(`-${sms?.id}-sms.txt`));
    expect(file).toBeDefined();
    expect(readFileSync(path.join(dir, file ?? ''), 'utf8')).toContain(`À : ${phone}`);
  });

  it('a client with an e-mail and a number gets the e-mail only; one who asked for WhatsApp gets WhatsApp only', async () => {
    const email = `mail-${phoneCounter}@example.tn`;
    const byMail = await enter({ start: tunis(workday(1), '11:00'), phone: newPhone(), email });
    expect(await messagesOf(byMail.id)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);

    const phone = newPhone();
    const whatsappEmail = `wa-${phoneCounter}@example.tn`;
    const first = await enter({ start: tunis(workday(1), '12:00'), phone, email: whatsappEmail });
    const [file] = await server.deps.db
      .update(salonClients)
      .set({ whatsappOptIn: true })
      .where(eq(salonClients.phone, phone))
      .returning({ id: salonClients.id });
    expect(file).toBeDefined();
    // The salon moves it: the next message goes by WhatsApp, with the e-mail as its fallback.
    const moved = await moveBooking(salon.ownerHttp, first.id, tunis(workday(1), '12:30'));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [whatsapp] = await messagesOf(first.id);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', template: 'moved', toPhone: phone });
    expect(whatsapp?.body).toContain('Salon des Messages');
    expect(whatsapp?.fallback).toMatchObject({ channel: 'email', mail: { to: whatsappEmail } });
    expect(await mailsTo(whatsappEmail)).toHaveLength(1); // the confirmation, before the opt-in
  });

  it('nothing at all when the salon chose not to tell the client, or nothing reaches them', async () => {
    const quiet = await enter({ start: tunis(workday(1), '13:00'), phone: newPhone(), notifyClient: false });
    expect(await messagesOf(quiet.id)).toEqual([]);
    const phone = newPhone();
    await optOut(server.deps.db, phone, 'sms', salon.salonId);
    const stopped = await enter({ start: tunis(workday(1), '13:30'), phone });
    expect(await messagesOf(stopped.id)).toEqual([]);
  });
});

describe('reminders', () => {
  it('a reminder by SMS due in the quiet hours leaves at 19:30 the evening before', async () => {
    // 20:30 the day after tomorrow, entered outside the hours: due 20:30 the day before → 19:30.
    const day = workday(2);
    const booked = await enter({ start: tunis(day, '20:30'), phone: newPhone(), outsideHours: true });
    const row = await bookingRow(booked.id);
    expect(row?.remindAt && toWallClock(row.remindAt, 'Africa/Tunis')).toEqual({
      date: addDays(day, -1),
      minutes: 19 * 60 + 30,
    });
  });

  it('a reminder about to leave in the quiet hours waits for 09:00; a confirmation leaves at once', async () => {
    const day = workday(5);
    const morningPhone = newPhone();
    const earlyPhone = newPhone();
    const morning = await enter({ start: tunis(day, '10:00'), phone: morningPhone, notifyClient: false });
    const early = await enter({
      start: tunis(day, '08:30'),
      phone: earlyPhone,
      notifyClient: false,
      outsideHours: true,
    });
    const queue = (booking: BookingView, template: string) =>
      enqueueMessage(server.deps.db, {
        channel: 'sms',
        to: booking.id === early.id ? earlyPhone : morningPhone,
        template,
        body: `${template} Salon des Messages`,
        bookingId: booking.id,
        salonId: salon.salonId,
      });
    const stateOf = async (id: string) =>
      (await server.deps.db.select().from(messageOutbox).where(eq(messageOutbox.id, id)))[0];
    // 21:30 the evening before: a reminder scheduled for an e-mail, due now that it goes by SMS.
    setClock(tunis(addDays(day, -1), '21:30'));
    try {
      const reminder = await queue(morning, 'reminder');
      const confirmation = await queue(morning, 'confirmed');
      const beforeOpening = await queue(early, 'reminder');
      await processMessages(server.deps.db, senders);
      expect(await stateOf(reminder)).toMatchObject({ state: 'pending', attempts: 0 });
      expect((await stateOf(reminder))?.nextAttemptAt.toISOString()).toBe(
        new Date(tunis(day, '09:00')).toISOString(),
      );
      // The client's own action is answered at once; an appointment before 09:00 is reminded now.
      expect(await stateOf(confirmation)).toMatchObject({ state: 'delivered' });
      expect(await stateOf(beforeOpening)).toMatchObject({ state: 'delivered' });

      setClock(tunis(day, '09:00'));
      await processMessages(server.deps.db, senders);
      expect(await stateOf(reminder)).toMatchObject({ state: 'delivered', attempts: 1 });
      expect(readdirSync(dir).filter((name) => name.includes(reminder))).toHaveLength(1);
    } finally {
      setClock(null);
    }
  });

  it('an e-mail reminder not answered 3 hours before is followed by one SMS; none once the client confirmed', async () => {
    const day = workday(3);
    const email = `rappel-${phoneCounter}@example.tn`;
    const unanswered = await enter({ start: tunis(day, '15:00'), phone: newPhone(), email });
    const answeredEmail = `confirme-${phoneCounter}@example.tn`;
    const answered = await enter({ start: tunis(day, '16:00'), phone: newPhone(), email: answeredEmail });
    const remindAt = (await bookingRow(unanswered.id))?.remindAt;
    expect(remindAt).toBeTruthy();
    const at = new Date(new Date(tunis(day, '16:00')).getTime() - 24 * 3_600_000);
    expect(await sendReminders({ db: server.deps.db, mail, now: at })).toEqual(
      expect.arrayContaining([unanswered.id, answered.id]),
    );
    expect(await mailsTo(email)).toHaveLength(2); // confirmation and reminder
    const followUp = (await bookingRow(unanswered.id))?.smsFollowUpAt;
    expect(followUp?.toISOString()).toBe(new Date(new Date(tunis(day, '12:00')).getTime()).toISOString());
    await server.deps.db.update(bookings).set({ clientConfirmedAt: at }).where(eq(bookings.id, answered.id));
    const threeHoursBefore = new Date(tunis(day, '13:00'));
    const sent = await sendSmsFollowUps({ db: server.deps.db, mail, now: threeHoursBefore });
    expect(sent).toContain(unanswered.id);
    expect(sent).not.toContain(answered.id);
    const [sms, ...more] = await messagesOf(unanswered.id);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', template: 'follow_up' });
    expect(sms?.body).toContain('Confirmer ou annuler : https://rendezvous.tn/m/');
    expect(await messagesOf(answered.id)).toEqual([]);
    // Run again: nothing more, each follow-up is sent once.
    expect(await sendSmsFollowUps({ db: server.deps.db, mail, now: threeHoursBefore })).toEqual([]);
  });
});

describe('the monthly SMS cap', () => {
  it('past the cap no SMS leaves, the salon sees why, and the owner is told once', async () => {
    const capped = await createOwnedSalon(server, {
      salonName: 'Salon Plafond',
      service: { name: 'Coupe', price: '30.00', duration: 30 },
    });
    const amel = await createEmployee(server.deps, { salonId: capped.salonId, fullName: 'Amel Trabelsi' });
    await server.deps.db.update(salons).set({ smsMonthlyCap: 1 }).where(eq(salons.id, capped.salonId));
    const enterAt = async (time: string) => {
      const answer = await capped.ownerHttp.call(endpoints.staff.addAppointment, {
        params: { id: capped.salonId },
        body: {
          client: { kind: 'new', fullName: `Client ${time}`, phone: newPhone(), email: '' },
          serviceId: capped.serviceId,
          employeeId: amel,
          origin: 'phone',
          start: tunis(workday(1), time),
          notifyClient: true,
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id;
    };
    const first = await enterAt('10:00');
    const second = await enterAt('11:00');
    const third = await enterAt('12:00');
    expect((await messagesOf(first))[0]).toMatchObject({ state: 'pending', failure: null });
    for (const id of [second, third]) {
      expect(await messagesOf(id)).toMatchObject([{ channel: 'sms', state: 'failed', failure: 'cap' }]);
    }
    const told = await server.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, capped.owner.id), eq(notifications.type, 'sms_cap_reached')));
    expect(told).toHaveLength(1);
    expect(told[0]?.payload).toMatchObject({ salon_name: 'Salon Plafond', cap: 1 });
  });
});

describe('the message outbox', () => {
  const failing = (error: Error): MessageSenders => ({
    sms: { provider: 'test', send: () => Promise.reject(error) },
    whatsapp: { provider: 'test', send: () => Promise.reject(error) },
  });

  it('a provider that fails for good: the message shows it and its fallback leaves by e-mail', async () => {
    const email = `repli-${phoneCounter}@example.tn`;
    const phone = newPhone();
    const booked = await enter({ start: tunis(workday(4), '10:00'), phone, email });
    await server.deps.db
      .update(salonClients)
      .set({ whatsappOptIn: true })
      .where(eq(salonClients.phone, phone));
    await moveBooking(salon.ownerHttp, booked.id, tunis(workday(4), '10:30'));
    const before = (await mailsTo(email)).length;
    await processMessages(server.deps.db, failing(new PermanentSendFailure('unreachable', 'no such number')));
    expect((await messagesOf(booked.id))[0]).toMatchObject({ state: 'failed', failure: 'unreachable' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toContain('Salon des Messages');
  });

  it('a provider that is down: the message waits, then leaves once', async () => {
    const booked = await enter({ start: tunis(workday(4), '11:00'), phone: newPhone() });
    expect(await processMessages(server.deps.db, failing(new Error('ECONNREFUSED')))).toBe(0);
    const [waiting] = await messagesOf(booked.id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastError: 'ECONNREFUSED' });
    // The backoff's time passes.
    await server.deps.db.execute(
      sql`update message_outbox set next_attempt_at = ${sqlNow()} where id = ${waiting?.id ?? ''}`,
    );
    await processMessages(server.deps.db, senders);
    await processMessages(server.deps.db, senders);
    const [sent] = await messagesOf(booked.id);
    expect(sent).toMatchObject({ state: 'delivered', attempts: 2 });
    expect(readdirSync(dir).filter((name) => name.includes(sent?.id ?? '-'))).toHaveLength(1);
  });

  it('a sender that died mid-send: in doubt until a receipt names it or the grace passes', async () => {
    const settled = await enter({ start: tunis(workday(4), '12:00'), phone: newPhone() });
    const lost = await enter({ start: tunis(workday(4), '12:30'), phone: newPhone() });
    // As a killed process leaves them: claimed, lease gone, no outcome recorded.
    await server.deps.db.execute(
      sql`update message_outbox set attempts = 1, claimed_at = now() - interval '2 minutes',
            locked_until = now() - interval '1 minute'
          where booking_id in (${settled.id}, ${lost.id})`,
    );
    const seen: string[] = [];
    const counting: MessageSenders = {
      sms: {
        provider: 'test',
        send: async (message) => {
          seen.push(message.id);
          return { providerMessageId: `p-${message.id}`, state: 'sent' };
        },
      },
      whatsapp: senders.whatsapp,
    };
    await processMessages(server.deps.db, counting);
    const [settledMessage] = await messagesOf(settled.id);
    const [lostMessage] = await messagesOf(lost.id);
    expect(seen).not.toContain(settledMessage?.id);
    expect(seen).not.toContain(lostMessage?.id);
    // The provider had taken the first: its receipt settles it, it never leaves again.
    expect(
      await recordReceipt(
        server.deps.db,
        { provider: 'test', messageId: settledMessage?.id },
        { state: 'delivered' },
      ),
    ).toBe(true);
    await processMessages(server.deps.db, counting, { inDoubtGraceMs: 0 });
    expect(seen.filter((id) => id === settledMessage?.id)).toEqual([]);
    expect(seen.filter((id) => id === lostMessage?.id)).toEqual([lostMessage?.id]);
    expect((await messagesOf(settled.id))[0]).toMatchObject({ state: 'delivered' });
    expect((await messagesOf(lost.id))[0]).toMatchObject({
      state: 'sent',
      providerMessageId: `p-${lostMessage?.id}`,
    });
    // Receipts only move forward.
    await recordReceipt(
      server.deps.db,
      { provider: 'test', providerMessageId: `p-${lostMessage?.id}` },
      { state: 'read' },
    );
    await recordReceipt(
      server.deps.db,
      { provider: 'test', providerMessageId: `p-${lostMessage?.id}` },
      { state: 'delivered' },
    );
    expect((await messagesOf(lost.id))[0]).toMatchObject({ state: 'read' });
  });
});
