import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { now } from '../../base/clock';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../base/private-files';
import { logger } from '../logger';

export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  calendar?: { method: string; content: string } | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file in the data folder (and
 * logged), so a newcomer can read what the product sends without any mail server (decision 030).
 */
export function createMailer(options: { smtpUrl: string | null; from: string; mailDir: string }): Mailer {
  // Loaded with the first mail, not at start-up (about 0.1 s of a start: decision 057).
  let transport: Promise<Transporter> | null = null;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return options.smtpUrl
      ? // Short timeouts: a dead mail server must not hold the request that triggered the mail.
        nodemailer.createTransport(withTimeouts(options.smtpUrl))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  };
  return {
    async send(mail) {
      // A failed load is tried again with the next mail rather than kept.
      transport ??= open().catch((error: unknown) => {
        transport = null;
        throw error;
      });
      const info = await (await transport).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        // An iCalendar part with its METHOD: mail clients offer to add, update or remove the event.
        ...(mail.calendar
          ? {
              icalEvent: {
                method: mail.calendar.method,
                filename: 'rendez-vous.ics',
                content: mail.calendar.content,
              },
            }
          : {}),
        // The same id on a retry lets mail systems drop a copy if one ever got through twice.
        messageId: `<${mail.id}@rendezvous.outbox>`,
      });
      if (!options.smtpUrl) {
        ensurePrivateDir(options.mailDir);
        const file = path.join(options.mailDir, `${now().toISOString().replaceAll(':', '-')}-${mail.id}.eml`);
        // Written aside, then renamed: whoever reads the folder (a developer, the browser tests)
        // sees a mail whole or not at all, never its first half.
        const partial = `${file}.partiel`;
        writeFileSync(partial, (info as { message: Buffer }).message, { mode: PRIVATE_FILE_MODE });
        renameSync(partial, file);
        logger.info({ to: mail.to, subject: mail.subject, file }, 'e-mail écrit dans le dossier de données');
      }
    },
  };
}

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, ms] of [
    ['connectionTimeout', 5000],
    ['greetingTimeout', 5000],
    ['socketTimeout', 10000],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}
