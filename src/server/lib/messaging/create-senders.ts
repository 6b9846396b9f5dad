import { apiPath } from '@/shared/endpoint';
import { endpoints } from '@/shared/endpoints';
import type { MessagingConfig } from '../../config/messaging';
import { createFileSender } from './file-sender';
import { createHttpGatewaySender } from './http-gateway-sender';
import { createOrangeSender } from './orange-sender';
import type { MessageSender, MessageSenders } from './sender';
import { createWhatsappSender } from './whatsapp-sender';

/** The address Orange is told to send each receipt to: the webhook, with the secret in it. */
export const orangeNotifyUrl = (siteUrl: string, secret: string) =>
  `${siteUrl}${apiPath(endpoints.messagingWebhooks.orangeReceipt, { secret })}`;

/** The sender of each channel, as configured (decision 078); the data folder's files without one. */
export function createMessageSenders(
  config: MessagingConfig,
  options: { timeoutMs?: number } = {},
): MessageSenders {
  const { sms, whatsapp } = config;
  let smsSender: MessageSender;
  if (sms.provider === 'http') smsSender = createHttpGatewaySender(sms, options);
  else if (sms.provider === 'orange')
    smsSender = createOrangeSender(
      { ...sms, notifyUrl: orangeNotifyUrl(config.siteUrl, sms.webhookSecret) },
      options,
    );
  else smsSender = createFileSender('sms', config.dir);
  return {
    sms: smsSender,
    whatsapp:
      whatsapp.provider === 'cloud'
        ? createWhatsappSender(whatsapp, options)
        : createFileSender('whatsapp', config.dir),
  };
}
