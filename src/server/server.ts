import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { now } from './base/clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AppDeps } from './lib/context';
import { pruneIdempotentRequests } from './lib/idempotency';
import { imageQueue } from './lib/images';
import { logger } from './lib/logger';
import { startOutboxWorker } from './lib/mail/outbox';
import { createMessageSenders } from './lib/messaging/create-senders';
import { startMessageWorker } from './lib/messaging/outbox';
import { pruneRateLimits } from './lib/rate-limit';
import { pruneSignInThrottles } from './modules/auth/sign-in-throttle';
import { startAvailabilityWorker } from './modules/availability/refresh-availability';
import { startBookingWorker } from './modules/bookings/booking-worker';
import { pruneAuthorizations } from './modules/calendar/authorization';
import { startCalendarSyncWorker } from './modules/calendar/event-sync';
import { startHolidayReminders } from './modules/hours/holiday-reminders';
import { purgeInactiveAccounts } from './modules/profile/purge-inactive-accounts';
import { purgeSecurityEvents } from './modules/security-log/purge-security-events';
import { openApp } from './open-app';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  database: DatabaseHandle;
  stop(): Promise<void>;
}

/**
 * Opens the app's database and starts the HTTP server. Used by the start command and by the
 * integration tests, so the tests run exactly what production runs.
 */
export async function startServer(
  config: Config,
  hooks: { beforeListen?: (deps: AppDeps) => Promise<void> } = {},
): Promise<RunningServer> {
  const opened = await openApp(config);
  imageQueue.setConcurrency(config.limits.imageConcurrency);
  try {
    await hooks.beforeListen?.(opened.deps);
    const { app } = createApp(opened.deps);
    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(s as Server),
      );
      s.once('error', reject);
    });
    // A reverse proxy or load balancer keeps idle connections to us for up to 60 s by default (nginx's
    // upstream keepalive, AWS's load balancers): closing them sooner (Node's default is 5 s) lets it
    // send a request on a socket we are closing, and the visitor gets a 502.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    // Old rate-limit windows are useless; dropping them hourly keeps the table small.
    const pruning = setInterval(() => {
      pruneRateLimits(opened.deps.db).catch((error) =>
        logger.warn({ err: error }, 'rate-limit pruning failed'),
      );
      pruneAuthorizations(opened.deps.db).catch((error) =>
        logger.warn({ err: error }, 'calendar authorization pruning failed'),
      );
      purgeSecurityEvents({ db: opened.deps.db, now: now() }).catch((error) =>
        logger.warn({ err: error }, 'security log purge failed'),
      );
      pruneIdempotentRequests(opened.deps.db, now()).catch((error) =>
        logger.warn({ err: error }, 'idempotency key pruning failed'),
      );
      pruneSignInThrottles(opened.deps.db).catch((error) =>
        logger.warn({ err: error }, 'sign-in throttle pruning failed'),
      );
      purgeInactiveAccounts({
        db: opened.deps.db,
        storage: opened.deps.storage,
        baseUrl: config.baseUrl,
        now: now(),
      }).catch((error) => logger.warn({ err: error }, 'inactive account purge failed'));
    }, 3_600_000);
    pruning.unref();
    const stopOutbox =
      config.outboxIntervalMs > 0
        ? startOutboxWorker(opened.deps.db, opened.deps.mailer, config.outboxIntervalMs)
        : () => {};
    const stopCalendarSync =
      config.outboxIntervalMs > 0
        ? startCalendarSyncWorker(opened.deps.db, config, config.outboxIntervalMs)
        : () => {};
    const stopBookingWorker =
      config.outboxIntervalMs > 0
        ? startBookingWorker(opened.deps.db, config, config.outboxIntervalMs)
        : () => {};
    const stopHolidayReminders =
      config.outboxIntervalMs > 0 ? startHolidayReminders(opened.deps.db, 60_000) : () => {};
    // Availability follows bookings within a second: the list's filter and "Prochain créneau".
    const stopAvailability =
      config.outboxIntervalMs > 0
        ? startAvailabilityWorker(opened.deps.db, Math.min(config.outboxIntervalMs, 1_000))
        : () => {};
    // SMS and WhatsApp leave within two seconds of the change that queued them (decision 078).
    const stopMessages =
      config.messaging.intervalMs > 0
        ? startMessageWorker(
            opened.deps.db,
            createMessageSenders(config.messaging),
            config.messaging.intervalMs,
          )
        : () => {};
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      url: `http://localhost:${port}`,
      port,
      deps: opened.deps,
      database: opened.database,
      async stop() {
        clearInterval(pruning);
        stopOutbox();
        stopCalendarSync();
        stopBookingWorker();
        stopHolidayReminders();
        stopAvailability();
        stopMessages();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await opened.close();
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
