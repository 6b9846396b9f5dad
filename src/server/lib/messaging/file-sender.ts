import { readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHANNEL_LABELS, type PhoneChannel } from '@/shared/messaging';
import { now } from '../../base/clock';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../base/private-files';
import { logger } from '../logger';
import type { MessageSender } from './sender';

/**
 * Without a provider configured, each message is written to a file in the data folder (as e-mails
 * are without SMTP), so the demo shows what a client would receive on a fresh machine. Writing the
 * file is its delivery. One file per message id: a message sent again after a crash finds its file.
 */
export function createFileSender(channel: PhoneChannel, dir: string): MessageSender {
  const suffix = `-${channel}.txt`;
  return {
    provider: 'file',
    async send(message) {
      ensurePrivateDir(dir);
      const already = readdirSync(dir).some((name) => name.endsWith(`-${message.id}${suffix}`));
      if (!already) {
        const file = path.join(dir, `${now().toISOString().replaceAll(':', '-')}-${message.id}${suffix}`);
        const partial = `${file}.partiel`;
        const text = `À : ${message.to}\nCanal : ${CHANNEL_LABELS[channel]}\nModèle : ${message.template}\n\n${message.body}\n`;
        writeFileSync(partial, text, { mode: PRIVATE_FILE_MODE });
        renameSync(partial, file);
        logger.info({ to: message.to, channel, file }, 'message écrit dans le dossier de données');
      }
      return { providerMessageId: message.id, state: 'delivered' };
    },
  };
}
