import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingStatus } from '@/shared/booking-status';
import { NOTE_REQUIRED_MESSAGE } from '@/shared/bookings';
import { must } from '@/shared/must';
import { nowMs } from '../../base/clock';
import type { AppError } from '../../base/errors';
import { queryRows } from '../../db/client';
import { bookingParts, bookings, mailOutbox, notifications } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import { createSalon, createUser, type TestUser } from '../../test-support/factories';
import { insertClientBooking } from '../../test-support/stored-bookings';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { findBookingView } from '../core/booking-view';
import { suspendProviderSalons } from '../moderation/suspend-provider-salons';
import { eraseAccount } from '../profile/delete-account';
import { type BookingActor, type BookingTransition, triggersOfBookingWrite } from './booking-consequences';
import { type BookingTx, type BookingWrite, inBookingTransaction, writeBookingChange } from './booking-write';
import { sendReminders } from './send-reminders';

// The one booking write path (booking-write.ts): what every change writes and what follows it, the
// explanation the policy asks for, the e-mails after the commit, the triggers a write fires, and no
// other module writing a booking's status, times or person.

let server: TestServer;
let owner: TestUser;
let salonId: string;
const MAIL = { baseUrl: 'http://rendezvous.test', from: 'Rendezvous <noreply@rendezvous.test>' };
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
  salonId = (await createSalon(server.deps, { ownerId: owner.id })).id;
});
afterAll(async () => {
  await server?.stop();
});

let nextStart = 0;
/** A booking of a new client at the salon, days ahead, each at a time of its own. */
async function stored(status: BookingStatus, daysAhead = 5) {
  nextStart++;
  return insertClientBooking(server.deps, {
    prestataireId: owner.id,
    salonId,
    status,
    start: new Date(Math.floor(nowMs() / DAY) * DAY + daysAhead * DAY + nextStart * 3_600_000),
  });
}
const rowOf = async (id: string) =>
  must((await server.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0], 'the booking');
const viewOf = async (change: BookingTx, id: string) =>
  must(await findBookingView(change.tx, eq(bookings.id, id)), 'the booking');

/** Calls of each trigger function so far, as PostgreSQL counts them (per session, until flushed). */
async function triggerCalls(change: BookingTx): Promise<Map<string, number>> {
  const rows = await queryRows<{ name: string; calls: number }>(
    change.tx,
    sql`select f.funcname as name, f.calls::int as calls from pg_stat_xact_user_functions f
        join pg_proc p on p.oid = f.funcid where p.prorettype = 'trigger'::regtype`,
  );
  return new Map(rows.map((row) => [row.name, row.calls]));
}
/** Runs `work` in a booking transaction and answers the trigger functions it ran. */
async function counting(work: (change: BookingTx) => Promise<unknown>, mailer: Mailer | null = null) {
  let fired: string[] = [];
  await inBookingTransaction(server.deps.db, mailer, async (change) => {
    await change.tx.execute(sql`set local track_functions = 'all'`);
    // PGlite keeps counting from the transactions before: what this one ran is the difference.
    const before = await triggerCalls(change);
    await work(change);
    const after = await triggerCalls(change);
    fired = [...after].filter(([name, calls]) => calls > (before.get(name) ?? 0)).map(([name]) => name);
  });
  return fired.sort();
}

describe('one write for every change', () => {
  const change = (
    transition: BookingTransition,
    actor: BookingActor,
    status: BookingStatus,
    note?: string,
  ) => ({ transition, actor, status, note });

  it('a refusal or a cancellation without its explanation is refused, and nothing is written', async () => {
    for (const attempt of [
      change('refused', 'salon', 'refused', '   '),
      change('cancelled', 'client', 'cancelled'),
      change('cancelled', 'admin', 'cancelled', ''),
      change('provider_suspended', 'admin', 'cancelled'),
      change('client_account_erased', 'client', 'cancelled'),
    ]) {
      const booking = await stored('confirmed');
      const refused = inBookingTransaction(server.deps.db, null, async (tx) =>
        writeBookingChange(tx, { ...attempt, booking: await viewOf(tx, booking.id), now: new Date(nowMs()) }),
      );
      await expect(refused, attempt.transition).rejects.toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: NOTE_REQUIRED_MESSAGE,
      } satisfies Partial<AppError>);
      expect((await rowOf(booking.id)).status).toBe('confirmed');
      const told = await server.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.id));
      expect(told.filter((notice) => JSON.stringify(notice.payload).includes(booking.id))).toEqual([]);
    }
  });

  it('stores the explanation on the side of who gave it, and makes a new version of the event', async () => {
    const byClient = await stored('confirmed');
    const bySalon = await stored('pending');
    await inBookingTransaction(server.deps.db, null, async (tx) => {
      await writeBookingChange(tx, {
        ...change('cancelled', 'client', 'cancelled', ' Empêchement '),
        booking: await viewOf(tx, byClient.id),
        now: new Date(nowMs()),
        mail: MAIL,
      });
      await writeBookingChange(tx, {
        ...change('refused', 'salon', 'refused', 'Complet'),
        booking: await viewOf(tx, bySalon.id),
        now: new Date(nowMs()),
        mail: MAIL,
      });
    });
    expect(await rowOf(byClient.id)).toMatchObject({
      status: 'cancelled',
      clientNote: 'Empêchement',
      prestataireNote: null,
      sequence: byClient.sequence + 1,
    });
    expect(await rowOf(bySalon.id)).toMatchObject({
      status: 'refused',
      prestataireNote: 'Complet',
      sequence: bySalon.sequence + 1,
    });
  });

  it("sets the reminder when the salon confirms; the reminder worker's own record is no new version", async () => {
    const booking = await stored('pending', 6);
    await inBookingTransaction(server.deps.db, null, async (tx) =>
      writeBookingChange(tx, {
        ...change('confirmed', 'salon', 'confirmed'),
        booking: await viewOf(tx, booking.id),
        now: new Date(nowMs()),
        mail: MAIL,
      }),
    );
    const confirmed = await rowOf(booking.id);
    expect(confirmed.sequence).toBe(booking.sequence + 1);
    // The salon's notice before the start (24 hours unless it says otherwise), by e-mail: no quiet hours.
    expect(confirmed.remindAt?.getTime()).toBe(confirmed.startTime.getTime() - 24 * 3_600_000);

    const reminded = await sendReminders({
      db: server.deps.db,
      mail: MAIL,
      now: must(confirmed.remindAt, 'due'),
    });
    expect(reminded).toContain(booking.id);
    const after = await rowOf(booking.id);
    expect(after).toMatchObject({
      sequence: confirmed.sequence,
      remindAt: null,
      updatedAt: confirmed.updatedAt,
    });
    expect(after.reminderSentAt).not.toBeNull();
  });

  it('sends the e-mails due now once the transaction has committed, and none of a change rolled back', async () => {
    const sent: string[] = [];
    const seenCommitted: (string | undefined)[] = [];
    const mailer: Mailer = {
      async send(mail) {
        sent.push(mail.subject);
        // Read from outside the transaction: the change is already there when its e-mail leaves.
        seenCommitted.push((await rowOf(booking.id)).status);
      },
    };
    const booking = await stored('pending');
    const undone = await stored('pending');
    await expect(
      inBookingTransaction(server.deps.db, mailer, async (tx) => {
        await writeBookingChange(tx, {
          ...change('confirmed', 'salon', 'confirmed'),
          booking: await viewOf(tx, undone.id),
          now: new Date(nowMs()),
          mail: MAIL,
        });
        throw new Error('plus rien');
      }),
    ).rejects.toThrow('plus rien');
    expect(sent).toEqual([]);
    const { emailSent } = await inBookingTransaction(server.deps.db, mailer, async (tx) =>
      writeBookingChange(tx, {
        ...change('confirmed', 'salon', 'confirmed'),
        booking: await viewOf(tx, booking.id),
        now: new Date(nowMs()),
        mail: MAIL,
      }),
    );
    expect(emailSent).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/est confirmé$/);
    expect(seenCommitted).toEqual(['confirmed']);
    const queuedForUndone = await server.deps.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), sql`${mailOutbox.textBody} like ${`%${undone.id}%`}`));
    expect(queuedForUndone).toEqual([]);
  });
});

describe('the triggers a booking write fires', () => {
  /** A change of a booking stored beforehand (the count is of the change's own transaction). */
  const status = async (
    transition: BookingTransition,
    actor: BookingActor,
    to: BookingStatus,
    note?: string,
  ) => {
    const booking = await stored(
      transition === 'confirmed' || transition === 'expired' ? 'pending' : 'confirmed',
    );
    return async (change: BookingTx) =>
      writeBookingChange(change, {
        transition,
        actor,
        booking: await viewOf(change, booking.id),
        status: to,
        note,
        now: new Date(nowMs()),
        mail: MAIL,
      });
  };
  const other = async (write: Omit<BookingWrite, 'booking' | 'now' | 'mail'>) => {
    const booking = await stored('confirmed');
    return async (change: BookingTx) =>
      writeBookingChange(change, {
        ...write,
        booking: await viewOf(change, booking.id),
        now: new Date(nowMs()),
        mail: MAIL,
      });
  };

  it('are the ones the consequences table names, whatever the origin', async () => {
    const origins: Record<string, (change: BookingTx) => Promise<unknown>> = {
      'the salon confirms': await status('confirmed', 'salon', 'confirmed'),
      'the client cancels (on the site or by a link)': await status(
        'cancelled',
        'client',
        'cancelled',
        'Empêchement',
      ),
      'an admin cancels': await status('cancelled', 'admin', 'cancelled', 'Doublon'),
      'the salon marks an absence': await status('attendance_marked', 'salon', 'no_show'),
      'the request expires (worker)': await status('expired', 'system', 'expired'),
    };
    const others: Record<string, (change: BookingTx) => Promise<unknown>> = {
      'the salon gives it to someone else': await other({
        transition: 'reassigned',
        actor: 'salon',
        employeeId: null,
      }),
      'the client confirms they will come (link)': await other({
        transition: 'attendance_confirmed',
        actor: 'client',
      }),
      'the reminder leaves (worker)': await other({
        transition: 'reminded',
        actor: 'system',
        links: { confirm: `${MAIL.baseUrl}/r/1`, cancel: `${MAIL.baseUrl}/r/2` },
      }),
    };
    // A move: the visit's one part a day later, as the slot function would give it.
    const moving = await stored('confirmed');
    const [part] = await server.deps.db
      .select()
      .from(bookingParts)
      .where(eq(bookingParts.bookingId, moving.id));
    const later = (at: Date | null) => (at ? new Date(at.getTime() + DAY) : null);
    const { startTime, endTime, busyEnd } = must(part, 'the booking’s part');
    others['the client moves it'] = async (change: BookingTx) =>
      writeBookingChange(change, {
        transition: 'moved',
        actor: 'client',
        booking: await viewOf(change, moving.id),
        parts: [
          {
            ...must(part, 'the booking’s part'),
            startTime: must(later(startTime), 'start'),
            endTime: must(later(endTime), 'end'),
            busyEnd: must(later(busyEnd), 'busy end'),
            poseStart: later(part?.poseStart ?? null),
            poseEnd: later(part?.poseEnd ?? null),
          },
        ],
        now: new Date(nowMs()),
        mail: MAIL,
      });
    const fired: Record<string, string[]> = {};
    for (const [origin, work] of Object.entries({ ...origins, ...others }))
      fired[origin] = await counting(work);
    expect(fired).toEqual({
      'the salon confirms': triggersOfBookingWrite('confirmed', 'salon', 'status'),
      'the client cancels (on the site or by a link)': triggersOfBookingWrite(
        'cancelled',
        'client',
        'status',
      ),
      'an admin cancels': triggersOfBookingWrite('cancelled', 'admin', 'status'),
      'the salon marks an absence': triggersOfBookingWrite('attendance_marked', 'salon', 'status'),
      'the request expires (worker)': triggersOfBookingWrite('expired', 'system', 'status'),
      'the salon gives it to someone else': triggersOfBookingWrite('reassigned', 'salon', 'person'),
      'the client moves it': triggersOfBookingWrite('moved', 'client', 'time'),
      'the client confirms they will come (link)': triggersOfBookingWrite(
        'attendance_confirmed',
        'client',
        'bookkeeping',
      ),
      'the reminder leaves (worker)': triggersOfBookingWrite('reminded', 'system', 'bookkeeping'),
    });
  });

  it('are the same for a suspension and an erased account', async () => {
    const provider = await createUser(server.deps, { role: 'prestataire', providerStatus: 'approved' });
    const own = await createSalon(server.deps, { ownerId: provider.id });
    await insertClientBooking(server.deps, {
      prestataireId: provider.id,
      salonId: own.id,
      status: 'confirmed',
      start: new Date(nowMs() + 3 * DAY),
    });
    const suspended = await counting((change) =>
      suspendProviderSalons(change, { providerId: provider.id, now: new Date(nowMs()), mail: MAIL }),
    );
    const leaving = must((await stored('confirmed')).clientId, 'the client');
    const erased = await counting((change) =>
      eraseAccount(
        change,
        { id: leaving, email: 'parti@test.rendezvous.tn', role: 'client' },
        { id: null, email: null, ip: null, userAgent: null },
        'self',
      ),
    );
    // The suspension also hides the salon, which queues the salon's availability (0015).
    expect({ suspended, erased }).toEqual({
      suspended: [
        ...triggersOfBookingWrite('provider_suspended', 'admin', 'status'),
        'rdv_salon_row_changed',
      ].sort(),
      erased: triggersOfBookingWrite('client_account_erased', 'client', 'status'),
    });
  });
});

describe('no other module writes what the write path writes', () => {
  /** Columns a module may set on bookings outside the write path: bookkeeping, not a change of the booking. */
  const BOOKKEEPING = new Set(['remindAt', 'smsFollowUpAt', 'salonClientId', 'updatedAt', 'respondBy']);
  const WRITE_PATH = 'src/server/modules/bookings/booking-write.ts';

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory())
        return entry.name === 'test-support' || entry.name === 'faults' ? [] : sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });
  }

  /** The keys of each `.update(bookings).set({ … })` of a source text. */
  function setKeys(text: string): string[][] {
    const found: string[][] = [];
    for (const match of text.matchAll(/\.update\(bookings\)\s*\.set\(/g)) {
      let depth = 0;
      let end = match.index + match[0].length;
      for (; end < text.length; end++) {
        if (text[end] === '(' || text[end] === '{') depth++;
        if (text[end] === ')' || text[end] === '}') depth--;
        if (depth < 0) break;
      }
      const body = text.slice(match.index + match[0].length, end);
      // Top-level keys only: "key:" or "key," at depth 1 of the object.
      const keys: string[] = [];
      let level = 0;
      for (const token of body.matchAll(/[{}()[\]]|\.\.\.|([A-Za-z_]\w*)(?=\s*:)/g)) {
        if ('{(['.includes(token[0])) level++;
        else if ('})]'.includes(token[0])) level--;
        else if (token[0] === '...') keys.push('...');
        else if (level === 1 && token[1]) keys.push(token[1]);
      }
      found.push(keys);
    }
    return found;
  }

  it('the status, times, person, notes and reminders of a booking are written by booking-write.ts only', () => {
    const offenders = sourceFiles('src/server')
      .filter((file) => file !== WRITE_PATH && !file.startsWith('src/server/db/'))
      .flatMap((file) =>
        setKeys(readFileSync(file, 'utf8'))
          .filter((keys) => keys.some((key) => !BOOKKEEPING.has(key)))
          .map((keys) => `${file}: ${keys.join(', ')}`),
      );
    expect(offenders).toEqual([]);
  });

  it('is not blind', () => {
    expect(setKeys('tx.update(bookings).set({ status: "cancelled", remindAt: null }).where(x)')).toEqual([
      ['status', 'remindAt'],
    ]);
    expect(setKeys('tx.update(bookings).set({ ...reminder, smsFollowUpAt: f(a, { b: 1 }) })')).toEqual([
      ['...', 'smsFollowUpAt'],
    ]);
  });
});
