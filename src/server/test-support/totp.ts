import { createHmac } from 'node:crypto';

// An authenticator app in a few lines (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), for the
// tests and the browser suite: the code a person's phone would show.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The secret's bytes from its base 32 form, as the otpauth:// address and the profile give it. */
export function fromBase32(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`caractère base 32 invalide : ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let at = 0; at + 8 <= bits.length; at += 8) bytes.push(Number.parseInt(bits.slice(at, at + 8), 2));
  return Buffer.from(bytes);
}

export function toBase32(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let text = '';
  for (let at = 0; at < bits.length; at += 5)
    text += BASE32[Number.parseInt(bits.slice(at, at + 5).padEnd(5, '0'), 2)];
  return text;
}

/** The code of the step `offset` steps from now (−1 and +1 are still accepted by the server). */
export function totpCode(secret: Buffer, offset = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + offset));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const at = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = mac.readUInt32BE(at) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** The code for an otpauth:// address (its `secret`). */
export const totpCodeFor = (totpUri: string, offset = 0) =>
  totpCode(fromBase32(new URL(totpUri).searchParams.get('secret') ?? ''), offset);
