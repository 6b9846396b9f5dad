import { eq, sql } from 'drizzle-orm';
import { BOOKING_STATUS_LABELS } from '@/shared/booking-status';
import { formatPrice } from '@/shared/format';
import { pages } from '@/shared/pages';
import { firstNameOf } from '@/shared/staff';
import { now, sqlNow } from '../../base/clock';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { bookings } from '../../db/schema';
import { claimJob, doubling, type JobQueue, retryJob, settleJob } from '../../lib/jobs/queue';
import { logger } from '../../lib/logger';
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

/**
 * The calendar's pending changes as a job queue (lib/jobs/queue.ts): a row waits while its version
 * is ahead of the synced one; 10 s, 20 s, 40 s… up to an hour between tries while the provider is
 * unavailable. A change meanwhile starts the count again, so an outcome is fenced by the key only:
 * it records the version it wrote, and a newer one still waits.
 */
export const CALENDAR_QUEUE: JobQueue<ClaimedLink> = {
  table: 'calendar_event_links',
  key: 'booking_id',
  keyOf: (link) => link.booking_id,
  waiting: sql`version <> synced_version`,
  order: sql`next_attempt_at`,
  returning: sql`booking_id, user_id, desired, version, external_event_id, attempts`,
  leaseSeconds: 60,
  backoffSeconds: doubling(10, 3600),
  fence: (link) => sql`booking_id = ${link.booking_id}`,
};

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
    const link = await claimJob(db, CALENDAR_QUEUE);
    if (!link) break;
    try {
      const eventId = await syncLink(db, config, link, now());
      await settleJob(
        db,
        CALENDAR_QUEUE,
        link,
        sql`synced_version = ${link.version}, external_event_id = ${eventId}, attempts = 0`,
      );
      done++;
    } catch (error) {
      await retryJob(db, CALENDAR_QUEUE, link, error);
      logger.warn(
        { err: error, bookingId: link.booking_id, attempts: link.attempts },
        'calendar sync failed, will retry',
      );
    }
  }
  return done;
}
