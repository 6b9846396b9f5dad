import { must } from '@/shared/must';
import type { ReceivedMail } from './smtp';

/** Decodes quoted-printable text (soft line breaks, =XX bytes as UTF-8). */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const char = must(joined[i], 'char');
    if (char === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The decoded body of the first MIME part of a received mail whose Content-Type starts with `type`
 * ("text/plain", "text/calendar"); undefined when it has none. Enough MIME for the mails we send.
 */
export function mailPart(mail: ReceivedMail, type: string): string | undefined {
  // Split on the boundaries the mail declares only: a quoted-printable line of a token may begin
  // with "--" too (base64url has "-"), and cutting there altered the token read from the mail.
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) =>
    must(match[1], 'boundary').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const parts =
    boundaries.length === 0
      ? [mail.raw]
      : mail.raw.split(new RegExp(`\\r?\\n--(?:${boundaries.join('|')})(?:--)?(?=\\r?\\n|$)`));
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase();
    if (contentType !== type) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return fromQuotedPrintable(body);
    return body;
  }
  return undefined;
}

/** The Subject header, decoded when written as RFC 2047 encoded words. */
export function mailSubject(mail: ReceivedMail): string {
  const header = /^subject:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
