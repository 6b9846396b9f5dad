import type { Config } from '../../config';
import { deliveringChannels } from '../../config/messaging';

/** What the booking e-mails need from the settings. */
export const bookingMailSettings = (config: Config) => ({
  baseUrl: config.baseUrl,
  from: config.mail.from,
  linkBaseUrl: config.messaging.linkBaseUrl,
  delivering: deliveringChannels(config),
});
