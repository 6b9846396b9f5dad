import { randomUUID } from 'node:crypto';
import type { BookingStatus } from '@/shared/booking-status';
import type { BookingOrigin } from '@/shared/clients';
import { must } from '@/shared/must';
import { partTimesOf, plainTiming } from '@/shared/service-timing';
import { addDays, toWallClock } from '@/shared/time-zone';
import type { Executor } from '../db/client';
import { bookingParts, bookings, messageOutbox, salonClients } from '../db/schema';
import { bookedVisit } from '../modules/core/booking-parts';
import { performs } from '../modules/core/load-team';
import { bookingMessageText } from '../modules/messaging/booking-texts';
import { createMessageLinks } from '../modules/messaging/message-links';
import type { SeedContext } from './context';
import { SALON_ENTERED_CLIENTS } from './data/salon-clients';
import { offeredSlots } from './demo-slots';
import type { PlannedEmployee, PlannedSalon, PlannedService } from './salons';
import { DAY_MS, HOUR_MS } from './time-ago';

/** How far back the demo salons' past goes: three months. */
export const HISTORY_DAYS = 90;

/** A past appointment of the history, with its parts (one per service of the visit). */
export interface HistoryBooking {
  row: typeof bookings.$inferInsert & { id: string; startTime: Date; endTime: Date };
  parts: Omit<typeof bookingParts.$inferInsert, 'bookingId' | 'salonId'>[];
  /** The salon's file it belongs to, when the salon entered it. */
  phone: string | null;
  employeeName: string | null;
  salonName: string;
  timeZone: string;
}

export interface SalonHistory {
  /** The files the salons made for the people they entered: a name and a number, no account. */
  files: (typeof salonClients.$inferInsert & { id: string })[];
  bookings: HistoryBooking[];
}

// What became of a past appointment, in turn: mostly honoured, some absences and cancellations.
const ONLINE_OUTCOMES: BookingStatus[] = [
  'attended',
  'attended',
  'attended',
  'cancelled',
  'attended',
  'attended',
  'no_show',
  'attended',
  'attended',
  'attended',
];
const SALON_OUTCOMES: BookingStatus[] = ['attended', 'attended', 'attended', 'attended', 'no_show'];
const SALON_ORIGINS: BookingOrigin[] = ['phone', 'walk_in', 'phone', 'social', 'phone', 'walk_in'];

/** A Tunisian mobile number of the demo: +216, then 2 or 5, then 7 digits. */
const demoPhone = (index: number) =>
  `+216${index % 2 === 0 ? 2 : 5}${String(4_100_000 + index * 7_919).slice(-7)}`;

/**
 * Three months of a living salon's past for every approved demo salon, planned after the rest of the
 * demo so that it only takes the time left free: each open day a few appointments (more at the demo
 * prestataire's), booked online by the demo's clients or entered by the salon for people of its own
 * book, honoured, missed or cancelled, some of them visits of two services by one employee. Every
 * appointment takes a slot the salon offered that day, with an employee free for it.
 */
export function planHistory(planned: PlannedSalon[], ctx: SeedContext): SalonHistory {
  const files: SalonHistory['files'] = [];
  const history: HistoryBooking[] = [];
  let phoneIndex = 0;
  let enteredTurn = 0;
  for (const salon of planned.filter((candidate) => candidate.seed.isApproved)) {
    const busy = salon.ownerId === ctx.demoProviderId;
    // The owner's book: people entered at any of their salons share it.
    let book = files.filter((file) => file.ownerId === salon.ownerId);
    if (book.length === 0) {
      const size = busy ? 24 : 6;
      for (let index = 0; index < size; index++) {
        const fullName = must(
          SALON_ENTERED_CLIENTS[(phoneIndex + index) % SALON_ENTERED_CLIENTS.length],
          'a salon client',
        );
        files.push({
          id: randomUUID(),
          ownerId: salon.ownerId,
          fullName,
          phone: demoPhone(phoneIndex + index),
          createdAt: new Date(ctx.now.getTime() - (HISTORY_DAYS + ctx.random.int(1, 200)) * DAY_MS),
        });
      }
      phoneIndex += size;
      book = files.filter((file) => file.ownerId === salon.ownerId);
    }
    const today = toWallClock(ctx.now, salon.timeZone).date;
    let turn = 0;
    for (let back = HISTORY_DAYS; back >= 1; back--) {
      const date = addDays(today, -back);
      const count = busy ? ctx.random.int(3, 6) : ctx.random.int(0, 1);
      for (let index = 0; index < count; index++) {
        turn++;
        const entered = turn % 3 === 0;
        if (entered) enteredTurn++;
        const file = entered ? ctx.random.pick(book) : null;
        const visit = pickVisit(salon, busy && turn % 5 === 0, ctx);
        const placed = place(salon, visit, date, ctx);
        if (!placed) continue;
        const status = entered
          ? must(SALON_OUTCOMES[enteredTurn % SALON_OUTCOMES.length], 'an outcome')
          : must(ONLINE_OUTCOMES[turn % ONLINE_OUTCOMES.length], 'an outcome');
        history.push(
          historyBooking(salon, visit, placed, {
            status,
            origin: entered ? must(SALON_ORIGINS[enteredTurn % SALON_ORIGINS.length], 'an origin') : 'online',
            clientId: entered ? null : ctx.random.pick(ctx.otherClientIds),
            file,
            ctx,
          }),
        );
      }
    }
  }
  return { files, bookings: history };
}

/** One service, or two that one employee of the salon performs (a visit). */
function pickVisit(salon: PlannedSalon, twoServices: boolean, ctx: SeedContext): PlannedService[] {
  const first = ctx.random.pick(salon.services);
  if (!twoServices || salon.services.length < 2) return [first];
  const second = ctx.random.pick(salon.services.filter((service) => service.id !== first.id));
  const together =
    salon.team.length === 0 || salon.team.some((employee) => performsAll(employee, [first, second]));
  return together ? [first, second] : [first];
}

const performsAll = (employee: PlannedEmployee, visit: readonly PlannedService[]) =>
  visit.every((service) => performs(employee, service.id));

/**
 * A slot the salon offered on `date` for the whole visit, with an employee free for it who performs
 * every service of it; marked taken. Null when the day is closed or full.
 */
function place(salon: PlannedSalon, visit: readonly PlannedService[], date: string, ctx: SeedContext) {
  const first = must(visit[0], 'a service');
  const duration = visit.reduce((sum, service) => sum + service.duration, 0);
  const slots = offeredSlots(salon, { id: first.id, duration }, date, ctx.now).filter(
    (slot) =>
      salon.team.length === 0 ||
      slot.employeeIds.some((id) =>
        performsAll(
          must(
            salon.team.find((e) => e.id === id),
            'an employee',
          ),
          visit,
        ),
      ),
  );
  if (slots.length === 0) return null;
  const slot = ctx.random.pick(slots);
  const taken = { start: new Date(slot.start), end: new Date(slot.end) };
  if (salon.team.length === 0) {
    salon.taken.push(taken);
    return { ...taken, employee: null };
  }
  const employee = ctx.random.pick(
    salon.team.filter(
      (candidate) => slot.employeeIds.includes(candidate.id) && performsAll(candidate, visit),
    ),
  );
  employee.taken.push(taken);
  return { ...taken, employee };
}

function historyBooking(
  salon: PlannedSalon,
  visit: readonly PlannedService[],
  placed: { start: Date; end: Date; employee: PlannedEmployee | null },
  facts: {
    status: BookingStatus;
    origin: BookingOrigin;
    clientId: string | null;
    file: SalonHistory['files'][number] | null;
    ctx: SeedContext;
  },
): HistoryBooking {
  const { ctx } = facts;
  let at = placed.start.getTime();
  const parts = visit.map((service, position) => {
    const times = partTimesOf(at, plainTiming(service.duration));
    at = times.endTime.getTime();
    return {
      position,
      employeeId: placed.employee?.id ?? null,
      serviceId: service.id,
      serviceName: service.name,
      servicePrice: service.price,
      ...times,
    };
  });
  // Online bookings were made days before; the salon enters a phone call a few days ahead, a
  // walk-in on the spot.
  const createdAt =
    facts.origin === 'walk_in'
      ? new Date(placed.start.getTime() - ctx.random.int(5, 40) * 60_000)
      : new Date(placed.start.getTime() - ctx.random.int(1, 9) * DAY_MS - ctx.random.int(1, 10) * HOUR_MS);
  return {
    row: {
      id: randomUUID(),
      ...bookedVisit(salon, parts),
      clientId: facts.clientId,
      salonClientId: facts.file?.id ?? null,
      origin: facts.origin,
      notifyClient: facts.origin !== 'walk_in',
      status: facts.status,
      createdAt,
      updatedAt: facts.status === 'cancelled' ? new Date(placed.start.getTime() - DAY_MS) : placed.end,
      reminderSentAt:
        facts.status === 'cancelled' || facts.origin === 'walk_in'
          ? null
          : new Date(placed.start.getTime() - DAY_MS),
    },
    parts,
    phone: facts.file?.phone ?? null,
    employeeName: placed.employee?.fullName ?? null,
    salonName: salon.seed.name,
    timeZone: salon.timeZone,
  };
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += CHUNK) out.push(rows.slice(index, index + CHUNK));
  return out;
}

/**
 * Writes the history in the seed's transaction: the salons' files, the appointments with their
 * parts, and at the demo prestataire's the SMS the salon-entered ones sent (the confirmation when
 * entered, the reminder the day before), delivered, with their real short links.
 */
export async function writeSalonHistory(
  tx: Executor,
  history: SalonHistory,
  options: { demoProviderId: string; linkBase: string },
) {
  if (history.files.length > 0) await tx.insert(salonClients).values(history.files);
  for (const rows of chunks(history.bookings)) {
    await tx.insert(bookings).values(rows.map((booking) => booking.row));
    await tx
      .insert(bookingParts)
      .values(
        rows.flatMap((booking) =>
          booking.parts.map((part) => ({ ...part, bookingId: booking.row.id, salonId: booking.row.salonId })),
        ),
      );
  }
  const messages: (typeof messageOutbox.$inferInsert)[] = [];
  for (const booking of history.bookings) {
    const { row, phone } = booking;
    if (!phone || !row.notifyClient || row.prestataireId !== options.demoProviderId) continue;
    const sent: { kind: 'confirmed' | 'reminder'; at: Date }[] = [
      { kind: 'confirmed', at: must(row.createdAt, 'when it was entered') },
      ...(row.reminderSentAt ? [{ kind: 'reminder' as const, at: row.reminderSentAt }] : []),
    ];
    for (const { kind, at } of sent) {
      const links = await createMessageLinks(tx, {
        base: options.linkBase,
        phone,
        channel: 'sms',
        salonId: row.salonId,
        bookingId: row.id,
        answerable: true,
        now: at,
      });
      const { body } = bookingMessageText(
        'sms',
        kind,
        {
          salonName: booking.salonName,
          startTime: row.startTime,
          timeZone: booking.timeZone,
          status: 'confirmed',
          employeeName: booking.employeeName,
        },
        links,
      );
      messages.push({
        channel: 'sms',
        toPhone: phone,
        template: kind,
        body,
        bookingId: row.id,
        salonId: row.salonId,
        state: 'delivered',
        provider: 'file',
        attempts: 1,
        nextAttemptAt: at,
        createdAt: at,
        sentAt: at,
        deliveredAt: new Date(at.getTime() + 4_000),
      });
    }
  }
  for (const rows of chunks(messages)) await tx.insert(messageOutbox).values(rows);
}
