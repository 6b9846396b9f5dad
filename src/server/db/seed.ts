import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BookingStatus } from '@/shared/booking-status';
import { LAST_SLOT_MARGIN_MINUTES, SLOT_INTERVAL_MINUTES } from '@/shared/constants';
import type { NotificationType } from '@/shared/notification-types';
import { DAYS, type Day } from '@/shared/weekdays';
import type { Auth } from '../auth/auth';
import type { AppDeps } from '../lib/context';
import { type CreateAccountOptions, createAccount } from '../modules/auth/create-account';
import type { Transaction } from './client';
import { bookings, employees, notifications, openingHours, reviews, salons, services, users } from './schema';
import {
  ADMIN,
  APPROVED_PROVIDERS,
  BOOKING_REQUESTS,
  CANCELLATION_NOTES,
  CLIENTS,
  DEMO_CLIENT_BOOKINGS,
  DEMO_EMAIL_DOMAIN,
  type HoursSeed,
  PENDING_PROVIDER,
  type PersonSeed,
  REFUSAL_NOTES,
  type ReviewSeed,
  SALONS,
  type SalonSeed,
  type ServiceSeed,
} from './seed-data';

export interface DemoCredential {
  label: string;
  email: string;
  password: string;
}

type SalonRow = typeof salons.$inferInsert;
type ServiceRow = typeof services.$inferInsert;
type OpeningHoursRow = typeof openingHours.$inferInsert;
type EmployeeRow = typeof employees.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type NotificationRow = typeof notifications.$inferInsert;

interface BookingRow {
  id: string;
  clientId: string;
  prestataireId: string;
  salonId: string;
  serviceId: string;
  serviceName: string;
  servicePrice: string;
  startTime: Date;
  endTime: Date;
  status: BookingStatus;
  clientNote: string | null;
  prestataireNote: string | null;
  createdAt: Date;
}

interface PlannedSalon {
  id: string;
  seed: SalonSeed;
  ownerId: string;
  services: Array<ServiceSeed & { id: string }>;
  /** Every interval already booked, whatever its status: the demo never shows two people at once. */
  taken: Array<{ start: number; end: number }>;
}

interface Random {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

interface SeedContext {
  now: Date;
  random: Random;
  userIds: Map<string, string>;
  demoClientId: string;
  demoProviderId: string;
  adminId: string;
}

// ---- Clock: Tunisia stays at UTC+1 all year (no daylight saving since 2009), so a fixed offset is exact.

const TUNIS_UTC_OFFSET_MINUTES = 60;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Local midnight `offset` days from today in Tunis, as the UTC timestamp with the same wall-clock reading. */
function localDay(now: Date, offset: number): number {
  const local = new Date(now.getTime() + TUNIS_UTC_OFFSET_MINUTES * MINUTE_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + offset);
}

function weekdayOf(localDayMs: number): Day {
  return DAYS[(new Date(localDayMs).getUTCDay() + 6) % 7]!;
}

function toInstant(localDayMs: number, minutes: number): Date {
  return new Date(localDayMs + (minutes - TUNIS_UTC_OFFSET_MINUTES) * MINUTE_MS);
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

function daysAgo(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
}

/**
 * A small seeded generator (mulberry32): the demo marketplace looks the same on every fresh database,
 * only the dates follow today and the passwords are new.
 */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

// ---- Accounts

function generatePassword(): string {
  return randomBytes(9).toString('base64url');
}

function demoEmail(person: PersonSeed): string {
  return `${person.emailLocal}@${DEMO_EMAIL_DOMAIN}`;
}

/**
 * Accounts go through better-auth (hashed passwords), one at a time: the embedded database has a
 * single connection. Only the four demo accounts' passwords are returned; the others are thrown away.
 */
async function createDemoAccounts(auth: Auth, fixedPassword: string | null) {
  const userIds = new Map<string, string>();
  const credentials: DemoCredential[] = [];
  const create = async (
    person: PersonSeed,
    options: Omit<CreateAccountOptions, 'auth' | 'email' | 'fullName' | 'password'>,
    label?: string,
  ) => {
    const email = demoEmail(person);
    const password = fixedPassword ?? generatePassword();
    const { id } = await createAccount({ auth, email, fullName: person.fullName, password, ...options });
    userIds.set(person.key, id);
    if (label) credentials.push({ label, email, password });
  };

  await create(ADMIN, { role: 'admin' }, 'Administrateur');
  for (const [index, provider] of APPROVED_PROVIDERS.entries()) {
    await create(
      provider,
      { role: 'prestataire', providerStatus: 'approved' },
      index === 0 ? 'Prestataire (validé)' : undefined,
    );
  }
  await create(
    PENDING_PROVIDER,
    {
      role: 'prestataire',
      providerStatus: 'pending',
      cin: PENDING_PROVIDER.cin,
      salonAddress: PENDING_PROVIDER.salonAddress,
    },
    'Prestataire (en attente de validation)',
  );
  for (const [index, client] of CLIENTS.entries()) {
    await create(client, { role: 'client' }, index === 0 ? 'Client' : undefined);
  }
  return { userIds, credentials };
}

function userId(userIds: Map<string, string>, key: string): string {
  const id = userIds.get(key);
  if (!id) throw new Error(`Compte de démonstration inconnu : ${key}`);
  return id;
}

// ---- Salons and what hangs off them

function planSalons(userIds: Map<string, string>): PlannedSalon[] {
  return SALONS.map((seed) => ({
    id: randomUUID(),
    seed,
    ownerId: userId(userIds, seed.ownerKey),
    services: seed.services.map((service) => ({ ...service, id: randomUUID() })),
    taken: [],
  }));
}

function salonRows(planned: PlannedSalon[], now: Date): SalonRow[] {
  return planned.map(({ id, seed, ownerId }) => ({
    id,
    name: seed.name,
    description: seed.description,
    address: seed.address,
    ownerId,
    isApproved: seed.isApproved,
    createdAt: daysAgo(now, seed.joinedDaysAgo),
  }));
}

function serviceRows(planned: PlannedSalon[]): ServiceRow[] {
  return planned.flatMap((salon) =>
    salon.services.map((service) => ({
      id: service.id,
      salonId: salon.id,
      name: service.name,
      price: service.price,
      duration: service.duration,
    })),
  );
}

/** Hours of one day, or null when the salon is closed that day. */
function hoursOn(hours: HoursSeed, day: Day): { open: string; close: string } | null {
  if (hours.closedDays.includes(day)) return null;
  return hours.otherHours?.[day] ?? { open: hours.open, close: hours.close };
}

function openingHourRows(planned: PlannedSalon[]): OpeningHoursRow[] {
  return planned.flatMap(({ id, seed }) =>
    DAYS.map((day) => {
      const open = hoursOn(seed.hours, day);
      const lunch = open ? seed.hours.lunch : undefined;
      return {
        salonId: id,
        day,
        // A closed day still needs times in the row; the interface shows the default ones if reopened.
        openTime: open?.open ?? '09:00',
        closeTime: open?.close ?? '18:00',
        isClosed: open === null,
        hasLunchBreak: lunch !== undefined,
        lunchBreakStart: lunch?.start ?? null,
        lunchBreakEnd: lunch?.end ?? null,
      };
    }),
  );
}

function employeeRows(planned: PlannedSalon[]): EmployeeRow[] {
  return planned.flatMap(({ id, seed }) =>
    seed.employees.map((employee) => ({
      salonId: id,
      fullName: employee.fullName,
      position: employee.position,
      phone: employee.phone ?? null,
    })),
  );
}

// ---- Bookings

/**
 * Start times offered on a day, in minutes since local midnight: every slot interval from opening,
 * the last one a fixed margin before closing (SPEC §9), and the whole service before lunch or closing.
 */
function slotStarts(hours: HoursSeed, day: Day, duration: number): number[] {
  const open = hoursOn(hours, day);
  if (!open) return [];
  const [from, to] = [minutesOf(open.open), minutesOf(open.close)];
  const windows = hours.lunch
    ? [
        [from, minutesOf(hours.lunch.start)],
        [minutesOf(hours.lunch.end), to],
      ]
    : [[from, to]];
  const starts: number[] = [];
  for (let start = from; start <= to - LAST_SLOT_MARGIN_MINUTES; start += SLOT_INTERVAL_MINUTES) {
    if (
      windows.some(
        ([windowStart = 0, windowEnd = 0]) => start >= windowStart && start + duration <= windowEnd,
      )
    ) {
      starts.push(start);
    }
  }
  return starts;
}

/**
 * Finds a free slot on the wished day or, when it is closed or full, on the days further from today
 * (earlier for the past, later for the future), so past bookings stay past and future ones future.
 */
function findSlot(salon: PlannedSalon, duration: number, dayOffset: number, ctx: SeedContext) {
  const direction = dayOffset < 0 ? -1 : 1;
  for (let step = 0; step < 14; step++) {
    const day = localDay(ctx.now, dayOffset + step * direction);
    const starts = slotStarts(salon.seed.hours, weekdayOf(day), duration);
    const first = starts.length > 0 ? ctx.random.int(0, starts.length - 1) : 0;
    for (let index = 0; index < starts.length; index++) {
      const start = toInstant(day, starts[(first + index) % starts.length]!).getTime();
      const end = start + duration * MINUTE_MS;
      if (salon.taken.every((taken) => end <= taken.start || start >= taken.end)) {
        salon.taken.push({ start, end });
        return { start: new Date(start), end: new Date(end) };
      }
    }
  }
  return null;
}

interface BookingWish {
  salon: PlannedSalon;
  service: ServiceSeed & { id: string };
  clientId: string;
  dayOffset: number;
  status: BookingStatus;
}

function book(wish: BookingWish, ctx: SeedContext): BookingRow | null {
  const { salon, service, status, dayOffset } = wish;
  const slot = findSlot(salon, service.duration, dayOffset, ctx);
  if (!slot) return null;
  // Past bookings were made days before the visit; upcoming ones in the last few days.
  const createdAt =
    dayOffset < 0
      ? new Date(slot.start.getTime() - ctx.random.int(2, 10) * DAY_MS)
      : daysAgo(ctx.now, ctx.random.int(0, 4), ctx.random.int(1, 20));
  return {
    id: randomUUID(),
    clientId: wish.clientId,
    prestataireId: salon.ownerId,
    salonId: salon.id,
    serviceId: service.id,
    serviceName: service.name,
    servicePrice: service.price,
    startTime: slot.start,
    endTime: slot.end,
    status,
    clientNote: clientNoteFor(status, ctx.random),
    prestataireNote: status === 'refused' ? ctx.random.pick(REFUSAL_NOTES) : null,
    createdAt,
  };
}

function clientNoteFor(status: BookingStatus, random: Random): string | null {
  if (status === 'cancelled') return random.pick(CANCELLATION_NOTES);
  if (status === 'pending' && random.int(0, 2) === 0) return random.pick(BOOKING_REQUESTS);
  return null;
}

const PAST_STATUSES: BookingStatus[] = [
  'confirmed',
  'confirmed',
  'cancelled',
  'confirmed',
  'refused',
  'confirmed',
];
const FUTURE_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'pending', 'confirmed', 'confirmed'];

function findPlanned(planned: PlannedSalon[], salonName: string, serviceName: string) {
  const salon = planned.find((candidate) => candidate.seed.name === salonName);
  const service = salon?.services.find((candidate) => candidate.name === serviceName);
  if (!salon || !service)
    throw new Error(`Réservation de démonstration invalide : ${salonName} / ${serviceName}`);
  return { salon, service };
}

/** The demo client's hand-picked agenda first, then ordinary traffic on every approved salon. */
function planBookings(planned: PlannedSalon[], ctx: SeedContext): BookingRow[] {
  const wishes: BookingWish[] = DEMO_CLIENT_BOOKINGS.map((demo) => ({
    ...findPlanned(planned, demo.salonName, demo.serviceName),
    clientId: ctx.demoClientId,
    dayOffset: demo.dayOffset,
    status: demo.status,
  }));
  const otherClients = CLIENTS.slice(1).map((client) => userId(ctx.userIds, client.key));
  for (const salon of planned.filter((candidate) => candidate.seed.isApproved)) {
    const busy = salon.ownerId === ctx.demoProviderId;
    const wish = (dayOffset: number, status: BookingStatus): BookingWish => ({
      salon,
      service: ctx.random.pick(salon.services),
      clientId: ctx.random.pick(otherClients),
      dayOffset,
      status,
    });
    for (let index = 0; index < (busy ? 9 : 6); index++) {
      wishes.push(wish(-ctx.random.int(1, 60), PAST_STATUSES[index % PAST_STATUSES.length]!));
    }
    for (let index = 0; index < (busy ? 5 : 3); index++) {
      wishes.push(wish(ctx.random.int(1, 21), FUTURE_STATUSES[index % FUTURE_STATUSES.length]!));
    }
  }
  return wishes.flatMap((wish) => book(wish, ctx) ?? []);
}

// ---- Reviews

/** "Client vérifié" means a confirmed visit already happened (DECISIONS R7). */
function pastVisits(bookingRows: BookingRow[], now: Date): Map<string, Date> {
  const lastVisit = new Map<string, Date>();
  for (const booking of bookingRows) {
    if (booking.status !== 'confirmed' || booking.endTime >= now) continue;
    const key = `${booking.clientId}:${booking.salonId}`;
    const previous = lastVisit.get(key);
    if (!previous || previous < booking.endTime) lastVisit.set(key, booking.endTime);
  }
  return lastVisit;
}

function reviewRow(
  salon: PlannedSalon,
  clientId: string,
  review: ReviewSeed,
  visits: Map<string, Date>,
  ctx: SeedContext,
) {
  const visit = visits.get(`${clientId}:${salon.id}`);
  const latest = ctx.now.getTime() - 2 * HOUR_MS;
  const createdAt = visit
    ? new Date(Math.min(visit.getTime() + ctx.random.int(3, 48) * HOUR_MS, latest))
    : daysAgo(ctx.now, ctx.random.int(5, Math.max(6, salon.seed.joinedDaysAgo - 1)));
  return {
    salonId: salon.id,
    clientId,
    rating: review.rating,
    comment: review.comment,
    isVerified: visit !== undefined,
    createdAt,
    updatedAt: createdAt,
  } satisfies ReviewRow;
}

/**
 * One review per client and salon. Authors who visited come first so that most reviews are verified;
 * the demo client only writes the reviews of their agenda, leaving a past visit to review in the demo.
 */
function planReviews(planned: PlannedSalon[], bookingRows: BookingRow[], ctx: SeedContext): ReviewRow[] {
  const visits = pastVisits(bookingRows, ctx.now);
  const otherClients = CLIENTS.slice(1).map((client) => userId(ctx.userIds, client.key));
  const rows: ReviewRow[] = [];
  planned.forEach((salon, salonIndex) => {
    const visitors = otherClients.filter((id) => visits.has(`${id}:${salon.id}`));
    // Rotated per salon so the same few clients do not sign every unverified review.
    const rotated = [...otherClients.slice(salonIndex % otherClients.length), ...otherClients];
    const others = [...new Set(rotated)].filter((id) => !visitors.includes(id));
    const authors = [...visitors, ...others];
    salon.seed.reviews.forEach((review, index) => {
      rows.push(reviewRow(salon, authors[index % authors.length]!, review, visits, ctx));
    });
  });
  for (const demo of DEMO_CLIENT_BOOKINGS) {
    if (!demo.review) continue;
    const { salon } = findPlanned(planned, demo.salonName, demo.serviceName);
    rows.push(reviewRow(salon, ctx.demoClientId, demo.review, visits, ctx));
  }
  return rows;
}

// ---- Notifications

function bookingPayload(booking: BookingRow, planned: PlannedSalon[]) {
  return {
    booking_id: booking.id,
    salon_name: planned.find((salon) => salon.id === booking.salonId)?.seed.name ?? '',
    service_name: booking.serviceName,
    start_time: booking.startTime.toISOString(),
  };
}

function notification(
  userId: string,
  type: NotificationType,
  payload: object,
  isRead: boolean,
  createdAt: Date,
) {
  return { userId, type, payload, isRead, createdAt } satisfies NotificationRow;
}

/**
 * What the demo accounts find in their bell: the prestataire's new requests, the client's status
 * changes, and the admin's salons waiting for approval.
 */
function planNotifications(
  planned: PlannedSalon[],
  bookingRows: BookingRow[],
  ctx: SeedContext,
): NotificationRow[] {
  const upcoming = bookingRows.filter((booking) => booking.startTime > ctx.now);
  const forProvider = upcoming
    .filter((booking) => booking.prestataireId === ctx.demoProviderId)
    .slice(0, 5)
    .map((booking) =>
      notification(
        ctx.demoProviderId,
        'new_booking',
        bookingPayload(booking, planned),
        booking.status !== 'pending',
        booking.createdAt,
      ),
    );
  const forClient = bookingRows
    .filter((booking) => booking.clientId === ctx.demoClientId && booking.status !== 'pending')
    .filter((booking) => booking.status !== 'cancelled')
    .map((booking) => {
      const isUpcoming = booking.startTime > ctx.now;
      const sentAt = isUpcoming
        ? daysAgo(ctx.now, 0, ctx.random.int(1, 30))
        : new Date(booking.createdAt.getTime() + DAY_MS);
      return notification(
        ctx.demoClientId,
        'booking_status_changed',
        { ...bookingPayload(booking, planned), new_status: booking.status },
        !isUpcoming,
        sentAt,
      );
    });
  const forAdmin = planned
    .filter((salon) => !salon.seed.isApproved)
    .map((salon) =>
      notification(
        ctx.adminId,
        'salon_created',
        { salon_id: salon.id, salon_name: salon.seed.name },
        false,
        daysAgo(ctx.now, salon.seed.joinedDaysAgo),
      ),
    );
  return [...forProvider, ...forClient, ...forAdmin];
}

// ---- Entry points

async function insertMarketplace(tx: Transaction, planned: PlannedSalon[], ctx: SeedContext) {
  const bookingRows = planBookings(planned, ctx);
  await tx.insert(salons).values(salonRows(planned, ctx.now));
  await tx.insert(services).values(serviceRows(planned));
  await tx.insert(openingHours).values(openingHourRows(planned));
  await tx.insert(employees).values(employeeRows(planned));
  await tx.insert(bookings).values(bookingRows);
  // The reviews trigger computes each salon's avg_rating and review_count from these rows.
  await tx.insert(reviews).values(planReviews(planned, bookingRows, ctx));
  await tx.insert(notifications).values(planNotifications(planned, bookingRows, ctx));
}

/**
 * Fills an empty database with the demo marketplace of DECISIONS R8 and returns the demo accounts'
 * credentials. Passwords are generated here, never stored in the repository.
 */
export async function seedDemoMarketplace(deps: AppDeps): Promise<DemoCredential[]> {
  const { userIds, credentials } = await createDemoAccounts(deps.auth, deps.config.demoPassword);
  const ctx: SeedContext = {
    now: new Date(),
    random: createRandom(20_240_601),
    userIds,
    demoClientId: userId(userIds, CLIENTS[0]!.key),
    demoProviderId: userId(userIds, APPROVED_PROVIDERS[0]!.key),
    adminId: userId(userIds, ADMIN.key),
  };
  const planned = planSalons(userIds);
  // One transaction: a failure leaves the accounts but never a half-built marketplace. Only `tx`
  // is used inside: the embedded database has a single connection and `db` would wait forever.
  await deps.db.transaction(async (tx) => {
    for (const client of CLIENTS) {
      if (client.avatar) {
        await tx
          .update(users)
          .set({ avatarUrl: client.avatar })
          .where(eq(users.id, userId(userIds, client.key)));
      }
    }
    await insertMarketplace(tx, planned, ctx);
  });
  return credentials;
}

export function printDemoCredentials(credentials: DemoCredential[], baseUrl: string): void {
  const rule = '─'.repeat(72);
  const lines = [
    '',
    rule,
    'Comptes de démonstration (mots de passe générés pour cette base, affichés une seule fois)',
    rule,
    ...credentials.flatMap((credential) => [
      '',
      `  ${credential.label}`,
      `    E-mail       : ${credential.email}`,
      `    Mot de passe : ${credential.password}`,
    ]),
    '',
    `Connexion : ${baseUrl}/login`,
    'Notez ces mots de passe maintenant : ils ne seront plus affichés.',
    rule,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
