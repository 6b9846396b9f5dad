import { and, count, eq, gt, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { addDays, toWallClock } from '@/shared/time-zone';
import { now } from './base/clock';
import type { Executor } from './db/client';
import { availabilityQueue, bookings, publicHolidays } from './db/schema';
import type { AppDeps } from './lib/context';
import { pruneIdempotentRequests } from './lib/idempotency';
import type { JobKind } from './lib/jobs/engine';
import { logger } from './lib/logger';
import { MAIL_QUEUE, processOutbox } from './lib/mail/outbox';
import { createMessageSenders } from './lib/messaging/create-senders';
import { MESSAGE_QUEUE, processMessages } from './lib/messaging/outbox';
import { pruneRateLimits } from './lib/rate-limit';
import { pruneSignInThrottles } from './modules/auth/sign-in-throttle';
import { refreshAvailability } from './modules/availability/refresh-availability';
import { bookingMailSettings } from './modules/bookings/booking-mail-settings';
import { expireRequests } from './modules/bookings/expire-requests';
import { sendReminders } from './modules/bookings/send-reminders';
import { sendSmsFollowUps } from './modules/bookings/sms-follow-ups';
import { pruneAuthorizations } from './modules/calendar/authorization';
import { CALENDAR_QUEUE, processCalendarSync } from './modules/calendar/event-sync';
import { HOLIDAY_REMINDER_DAYS, remindHolidays } from './modules/hours/holiday-reminders';
import { purgeInactiveAccounts } from './modules/profile/purge-inactive-accounts';
import { purgeSecurityEvents } from './modules/security-log/purge-security-events';

// The job registry (decision 086): every background job a process runs, with its queue or its sweep,
// run by lib/jobs/engine.ts from server.ts and shown on the admins' "Tâches de fond". A new background
// job is a new entry here, never a timer of its own.

async function countWhere(
  db: Executor,
  from: typeof bookings | typeof availabilityQueue | typeof publicHolidays,
  where?: SQL,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(from).where(where);
  return row?.n ?? 0;
}

/** The hourly clean-up: each part on its own, one failing does not keep the others from running. */
async function housekeeping(deps: Omit<AppDeps, 'jobs'>): Promise<number> {
  const { db } = deps;
  const parts: [string, () => Promise<unknown>][] = [
    ['rate-limit pruning failed', () => pruneRateLimits(db)],
    ['calendar authorization pruning failed', () => pruneAuthorizations(db)],
    ['security log purge failed', () => purgeSecurityEvents({ db, now: now() })],
    ['idempotency key pruning failed', () => pruneIdempotentRequests(db, now())],
    ['sign-in throttle pruning failed', () => pruneSignInThrottles(db)],
    [
      'inactive account purge failed',
      () => purgeInactiveAccounts({ db, storage: deps.storage, baseUrl: deps.config.baseUrl, now: now() }),
    ],
  ];
  let done = 0;
  for (const [failure, part] of parts) {
    try {
      await part();
      done++;
    } catch (error) {
      logger.warn({ err: error }, failure);
    }
  }
  return done;
}

/** Every job kind, with its rhythm from the settings (0: not in this process). */
export function jobRegistry(deps: Omit<AppDeps, 'jobs'>): JobKind[] {
  const { db, config } = deps;
  const every = config.outboxIntervalMs;
  const mail = bookingMailSettings(config);
  const senders = createMessageSenders(config.messaging);
  // The availability sweep's memory of the last day it found every salon built for (decision 056).
  const staleCheck: { doneFor: string | null } = { doneFor: null };
  return [
    {
      name: 'mail',
      label: 'E-mails',
      everyMs: every,
      queue: MAIL_QUEUE,
      run: () => processOutbox(db, deps.mailer),
    },
    {
      name: 'messages',
      label: 'SMS et WhatsApp',
      // They leave within two seconds of the change that queued them (decision 078).
      everyMs: config.messaging.intervalMs,
      queue: MESSAGE_QUEUE,
      // Refused for good (a wrong number, the monthly cap, an opt-out): the next channel took over.
      failedSince: (since) => sql`state = 'failed' and failed_at > ${since}`,
      run: () => processMessages(db, senders),
    },
    {
      name: 'calendar',
      label: 'Agendas connectés',
      everyMs: every,
      queue: CALENDAR_QUEUE,
      run: () => processCalendarSync(db, config),
    },
    {
      name: 'request-expiry',
      label: 'Demandes sans réponse expirées',
      everyMs: every,
      run: async () => (await expireRequests({ db, mail, now: now() })).length,
      dueCount: (on) =>
        countWhere(on, bookings, and(eq(bookings.status, 'pending'), lte(bookings.respondBy, now()))),
    },
    {
      name: 'reminders',
      label: 'Rappels de rendez-vous',
      everyMs: every,
      run: async () => (await sendReminders({ db, mail, now: now() })).length,
      dueCount: (on) =>
        countWhere(
          on,
          bookings,
          and(eq(bookings.status, 'confirmed'), lte(bookings.remindAt, now()), gt(bookings.startTime, now())),
        ),
    },
    {
      name: 'sms-follow-ups',
      label: 'SMS après un rappel par e-mail sans réponse',
      everyMs: every,
      run: async () => (await sendSmsFollowUps({ db, mail, now: now() })).length,
      dueCount: (on) =>
        countWhere(on, bookings, and(isNotNull(bookings.smsFollowUpAt), lte(bookings.smsFollowUpAt, now()))),
    },
    {
      name: 'holiday-reminders',
      label: 'Rappels des jours fériés aux salons',
      everyMs: every > 0 ? 60_000 : 0,
      run: () => remindHolidays({ db, now: now() }),
      dueCount: (on) => {
        const today = toWallClock(now(), DEFAULT_TIME_ZONE).date;
        return countWhere(
          on,
          publicHolidays,
          sql`${publicHolidays.remindedAt} is null and ${publicHolidays.startDate} > ${today}::date
            and ${publicHolidays.startDate} <= ${addDays(today, HOLIDAY_REMINDER_DAYS)}::date`,
        );
      },
    },
    {
      name: 'availability',
      label: 'Disponibilités des salons (liste et « Prochain créneau »)',
      // They follow bookings within a second; the night rolls every salon onto the new day.
      everyMs: every > 0 ? Math.min(every, 1_000) : 0,
      run: () => refreshAvailability({ db, now: now(), staleCheck }),
      dueCount: (on) => countWhere(on, availabilityQueue),
    },
    {
      name: 'housekeeping',
      label: 'Nettoyage (limites, jetons, journal, comptes inactifs)',
      // Hourly in every process, whatever the outboxes' setting: old rate-limit windows,
      // authorizations, security events past their keeping.
      everyMs: 3_600_000,
      run: () => housekeeping(deps),
    },
  ];
}
