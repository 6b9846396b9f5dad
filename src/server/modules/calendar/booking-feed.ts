import { and, asc, eq, or } from 'drizzle-orm';
import type { CalendarFeed } from '@/shared/api-types';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { apiPath } from '@/shared/endpoint';
import { endpoints } from '@/shared/endpoints';
import { formatPrice } from '@/shared/format';
import { pages } from '@/shared/pages';
import { HOLIDAY_CHOICE_LABELS, HOLIDAY_STATUS_LABELS } from '@/shared/salon-calendar';
import { firstNameOf } from '@/shared/staff';
import { addDays, fromWallClock, toWallClock } from '@/shared/time-zone';
import { now } from '../../base/clock';
import { notFound } from '../../base/errors';
import { openOrNull, randomSecret, seal, sha256 } from '../../base/secret-box';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { bookings, calendarFeeds, salons, users } from '../../db/schema';
import { logger } from '../../lib/logger';
import { upcomingBookings } from '../core/booking-scope';
import { selectBookingViews } from '../core/booking-view';
import { loadSalonCalendars } from '../salons/salon-calendar';
import { buildCalendar, type IcsEvent } from './ics';

// Every person's private iCalendar feed of their upcoming bookings (decision 036). The
// address holds a random secret; the database keeps its hash to find it and a sealed copy to show
// it again. Regenerating replaces the secret, so the old address stops working at once.

const feedUrl = (config: Config, token: string) =>
  `${config.baseUrl}${apiPath(endpoints.calendar.feed, { file: `${token}.ics` })}`;

export async function feedUrlOf(db: Database, config: Config, userId: string): Promise<string | null> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!feed) return null;
  const token = openOrNull(config.encryptionKey, feed.tokenEncrypted, userId);
  // Its address still answers (it is looked up by hash) but cannot be shown: the person makes a new one.
  if (token === null)
    logger.warn({ userId }, 'adresse de calendrier illisible avec la clé de chiffrement actuelle');
  return token === null ? null : feedUrl(config, token);
}

/** Creates the person's feed address, or replaces it with a new one. */
export async function renewFeed(options: {
  db: Database;
  config: Config;
  userId: string;
}): Promise<CalendarFeed> {
  const { db, config, userId } = options;
  const token = randomSecret();
  const values = {
    userId,
    tokenHash: sha256(token),
    tokenEncrypted: seal(config.encryptionKey, token, userId),
    createdAt: now(),
  };
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return { feedUrl: feedUrl(config, token) };
}

const FEED_NOT_FOUND = 'Ce lien de calendrier est inconnu ou a été remplacé.';
/** A feed holds at most this many bookings: a year of a busy salon, far more than any app shows. */
const FEED_LIMIT = 2000;

/**
 * The feed's iCalendar text: the person's upcoming bookings, as a client and as a salon owner,
 * exactly those of the "À venir" tab (docs/product.md#upcoming-and-past).
 */
export async function renderFeed(options: {
  db: Database;
  config: Config;
  file: string;
  now: Date;
}): Promise<string> {
  const { db, config, file, now } = options;
  const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, fullName: users.fullName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, sha256(token)));
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const rows = await selectBookingViews(db)
    .where(
      and(or(eq(bookings.clientId, feed.userId), eq(salons.ownerId, feed.userId)), upcomingBookings(now)),
    )
    .orderBy(asc(bookings.startTime))
    .limit(FEED_LIMIT);
  const events: IcsEvent[] = rows.map((row) => {
    const asSalon = row.salonOwnerId === feed.userId;
    const status = BOOKING_STATUS_LABELS[row.status];
    const service = row.employeeName
      ? `${row.serviceName} avec ${firstNameOf(row.employeeName)}`
      : row.serviceName;
    return {
      uid: `${row.id}@rendezvous`,
      start: row.startTime,
      end: row.endTime,
      summary: asSalon
        ? `${service} – ${row.clientName ?? 'Client supprimé'}`
        : `${service} – ${row.salonName}`,
      location: `${row.salonName}, ${row.salonAddress}`,
      description: `${status} · ${formatPrice(row.servicePrice)}\n${config.baseUrl}${pages.bookings}`,
      status: row.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
      lastModified: row.updatedAt,
    };
  });
  return buildCalendar(
    `Rendezvous – ${feed.fullName}`,
    [...events, ...(await closureEvents(db, feed.userId, now))],
    now,
  );
}

/**
 * The public holidays an owner's salons are closed (or on special hours) to come, one event each
 * from midnight to midnight in the salon's zone (decision 077): the owner's calendar shows the
 * closures the booking page already applies.
 */
async function closureEvents(db: Database, ownerId: string, now: Date): Promise<IcsEvent[]> {
  const owned = await db
    .select({ id: salons.id, name: salons.name, address: salons.address, timeZone: salons.timeZone })
    .from(salons)
    .where(eq(salons.ownerId, ownerId))
    .limit(FEED_LIMIT);
  if (owned.length === 0) return [];
  const calendars = await loadSalonCalendars(
    db,
    owned.map((salon) => salon.id),
  );
  return owned.flatMap((salon) => {
    const today = toWallClock(now, salon.timeZone).date;
    return (calendars.get(salon.id)?.holidays ?? [])
      .filter((holiday) => holiday.choice !== 'open' && holiday.endDate >= today)
      .flatMap((holiday) => {
        const start = fromWallClock(holiday.startDate, 0, salon.timeZone);
        const end = fromWallClock(addDays(holiday.endDate, 1), 0, salon.timeZone);
        if (!start || !end) return [];
        return [
          {
            uid: `${holiday.id}.${salon.id}@rendezvous`,
            start,
            end,
            summary: `${holiday.choice === 'closed' ? 'Fermé' : 'Horaires spéciaux'} – ${holiday.name} (${salon.name})`,
            location: `${salon.name}, ${salon.address}`,
            description: `${HOLIDAY_CHOICE_LABELS[holiday.choice]} · ${HOLIDAY_STATUS_LABELS[holiday.status]}`,
            status: holiday.status === 'confirmed' ? ('CONFIRMED' as const) : ('TENTATIVE' as const),
            lastModified: now,
          },
        ];
      });
  });
}
