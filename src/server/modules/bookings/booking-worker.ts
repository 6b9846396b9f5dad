import { now as clockNow } from '../../base/clock';
import type { Config } from '../../config';
import { deliveringChannels } from '../../config/messaging';
import type { Database } from '../../db/client';
import { runPeriodically } from '../../lib/periodic';
import { expireRequests } from './expire-requests';
import { sendReminders } from './send-reminders';
import { sendSmsFollowUps } from './sms-follow-ups';

/** What the booking e-mails need from the settings. */
export const bookingMailSettings = (config: Config) => ({
  baseUrl: config.baseUrl,
  from: config.mail.from,
  linkBaseUrl: config.messaging.linkBaseUrl,
  delivering: deliveringChannels(config),
});

/**
 * The appointments' own clock: requests expire and reminders leave on time, in every process (each
 * claims its rows with SKIP LOCKED). The e-mails they queue go out through the mail outbox.
 */
export function startBookingWorker(db: Database, config: Config, intervalMs: number) {
  const mail = bookingMailSettings(config);
  return runPeriodically(
    intervalMs,
    async () => {
      const now = clockNow();
      await expireRequests({ db, mail, now });
      await sendReminders({ db, mail, now });
      await sendSmsFollowUps({ db, mail, now });
    },
    "les rappels et l'expiration des demandes n'ont pas pu être traités",
  );
}
