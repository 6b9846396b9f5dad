import { createFileSender } from './file-sender';
import type { MessagingConfig } from './messaging-config';
import type { MessageSenders } from './sender';

/** The sender of each channel, as configured (decision 078). */
export function createMessageSenders(config: MessagingConfig): MessageSenders {
  return {
    sms:
      config.sms.provider === 'file'
        ? createFileSender('sms', config.dir)
        : createFileSender('sms', config.dir),
    whatsapp: createFileSender('whatsapp', config.dir),
  };
}
