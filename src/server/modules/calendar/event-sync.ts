import { eq, sql } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { formatPrice } from '@/shared/format';
import { pages } from '@/shared/pages';
import { firstNameOf } from '@/shared/staff';
import { now, sqlNow } from '../../base/clock';
import type { Config } from '../../config';
import { type Database, type Executor, queryRows } from '../../db/client';
import { bookings } from '../../db/schema';
import { logger } from '../../lib/logger';
import { runPeriodically } from '../../lib/periodic';
import { findBookingView } from '../core/booking-view';
import { validAccessToken } from './calendar-tokens';
import { deleteEvent, type EventBody, insertEvent, updateEvent } from './provider-client';

// A prestataire's confirmed bookings in their connected calendar (decision 036). A
// booking change records what the calendar should show in its own transaction (a version bump on
// calendar_event_links); this worker then writes it, retrying with growing delays while the
// provider is down. Several changes in a row collapse into one call: only the latest state counts.

/**
 * Records, in the caller's transaction, what the salon owner's calendar should show for a booking:
 * the event when it is confirmed, or was published and then moved; no event once it is cancelled
 * or refused. Nothing happens when the owner has no connected calendar.
 */
export async function scheduleBookingEvent(tx: Executor, bookingId: string) {
  const at = sqlNow();
  await tx.execute(sql`
    with target as (
      select b.id, s.owner_id,
        case
          -- Attendance is recorded after the start: the published event stays as it is.
          when b.status in ('attended', 'no_show') then null
          when b.status = 'confirmed' then 'present'
          when b.status = 'modified' and l.booking_id is not null then 'present'
          when l.booking_id is not null then 'absent'
        end as desired
      from bookings b
      join salons s on s.id = b.salon_id
      join calendar_tokens t on t.user_id = s.owner_id
      left join calendar_event_links l on l.booking_id = b.id
      where b.id = ${bookingId}
    )
    insert into calendar_event_links (booking_id, user_id, desired, next_attempt_at)
    select id, owner_id, desired, ${at} from target where desired is not null
    on conflict (booking_id) do update set desired = excluded.desired,
      version = calendar_event_links.version + 1, next_attempt_at = ${at}, attempts = 0`);
}

/** When a prestataire connects: their confirmed bookings to come are published too. */
export async function publishUpcomingBookings(tx: Executor, userId: string, now: Date) {
  await tx.execute(sql`
    insert into calendar_event_links (booking_id, user_id, desired, next_attempt_at)
    select b.id, s.owner_id, 'present', ${now.toISOString()}::timestamptz
    from bookings b join salons s on s.id = b.salon_id
    where s.owner_id = ${userId} and b.status = 'confirmed' and b.start_time > ${now.toISOString()}
    on conflict (booking_id) do update set desired = 'present',
      version = calendar_event_links.version + 1, next_attempt_at = ${now.toISOString()}::timestamptz, attempts = 0`);
}

type ClaimedLink = {
  booking_id: string;
  user_id: string;
  desired: 'present' | 'absent';
  version: number;
  external_event_id: string | null;
  attempts: number;
};

const LEASE = '60 seconds';
/** 10 s, 20 s, 40 s… up to an hour between tries while the provider is unavailable. */
const backoffSeconds = (attempts: number) => Math.min(3600, 10 * 2 ** Math.max(0, attempts - 1));

async function claim(db: Database): Promise<ClaimedLink | undefined> {
  const at = sqlNow();
  const [row] = await queryRows<ClaimedLink>(
    db,
    sql`update calendar_event_links set locked_until = ${at} + ${LEASE}::interval, attempts = attempts + 1
        where booking_id = (
          select booking_id from calendar_event_links
          where version <> synced_version and next_attempt_at <= ${at}
            and (locked_until is null or locked_until < ${at})
          order by next_attempt_at limit 1 for update skip locked)
        returning booking_id, user_id, desired, version, external_event_id, attempts`,
  );
  return row;
}

/** Google Calendar accepts ids made of a–v and 0–9: a booking's uuid without dashes is one. */
export const eventIdOf = (bookingId: string) => `rdv${bookingId.replaceAll('-', '')}`;

async function eventBody(db: Database, config: Config, bookingId: string): Promise<EventBody | null> {
  const booking = await findBookingView(db, eq(bookings.id, bookingId));
  if (!booking) return null;
  const status = BOOKING_STATUS_LABELS[booking.status];
  const client = booking.clientName ?? 'Client supprimé';
  // With whom, in a salon with a team: the owner sees at a glance whose appointment it is.
  const employee = booking.employeeName ? firstNameOf(booking.employeeName) : null;
  return {
    summary: `${booking.serviceName}${employee ? ` avec ${employee}` : ''} – ${client}`,
    location: `${booking.salonName}, ${booking.salonAddress}`,
    description: [
      `Rendez-vous Rendezvous (${status})`,
      `Client : ${client}`,
      `Prestation : ${booking.serviceName} (${formatPrice(booking.servicePrice)})`,
      ...(employee
        ? [`Avec : ${employee}${booking.employeePosition ? ` (${booking.employeePosition})` : ''}`]
        : []),
      `${config.baseUrl}${pages.bookings}`,
    ].join('\n'),
    start: { dateTime: booking.startTime.toISOString(), timeZone: booking.timeZone },
    end: { dateTime: booking.endTime.toISOString(), timeZone: booking.timeZone },
  };
}

/** Brings one booking's event up to date; returns the event id it now has (null: none). */
async function syncLink(db: Database, config: Config, link: ClaimedLink, now: Date): Promise<string | null> {
  const accessToken = await validAccessToken(db, config, link.user_id, now);
  // Disconnected or revoked meanwhile: the link rows went with the tokens, nothing left to do.
  if (!accessToken) return null;
  const eventId = link.external_event_id ?? eventIdOf(link.booking_id);
  if (link.desired === 'absent') {
    // Even without a recorded id: a create whose answer was lost may have made it.
    await deleteEvent(config.calendar, accessToken, eventId);
    return null;
  }
  const body = await eventBody(db, config, link.booking_id);
  if (!body) return link.external_event_id;
  if (!link.external_event_id) {
    const created = await insertEvent(config.calendar, accessToken, eventId, body);
    // Created by an earlier try whose answer was lost: make sure it shows the latest times.
    if (created === 'exists') await updateEvent(config.calendar, accessToken, eventId, body);
    return eventId;
  }
  // Deleted by the person in their own calendar: their choice is respected.
  const updated = await updateEvent(config.calendar, accessToken, eventId, body);
  return updated === 'gone' ? null : eventId;
}

/** Writes every due change to the calendars; returns how many went through. */
export async function processCalendarSync(db: Database, config: Config, limit = 50): Promise<number> {
  let done = 0;
  for (let i = 0; i < limit; i++) {
    const link = await claim(db);
    if (!link) break;
    try {
      const eventId = await syncLink(db, config, link, now());
      await db.execute(sql`
        update calendar_event_links set synced_version = ${link.version}, external_event_id = ${eventId},
          attempts = 0, locked_until = null, last_error = null
        where booking_id = ${link.booking_id}`);
      done++;
    } catch (error) {
      const delay = `${backoffSeconds(link.attempts)} seconds`;
      await db.execute(sql`
        update calendar_event_links set locked_until = null, next_attempt_at = ${sqlNow()} + ${delay}::interval,
          last_error = ${String((error as Error).message ?? error).slice(0, 500)}
        where booking_id = ${link.booking_id}`);
      logger.warn(
        { err: error, bookingId: link.booking_id, attempts: link.attempts },
        'calendar sync failed, will retry',
      );
    }
  }
  return done;
}

/** Runs processCalendarSync every few seconds until stopped (beside the mail outbox worker). */
export const startCalendarSyncWorker = (db: Database, config: Config, intervalMs: number) =>
  runPeriodically(intervalMs, () => processCalendarSync(db, config), 'calendar sync could not run');
