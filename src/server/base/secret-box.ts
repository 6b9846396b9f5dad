import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// AES-256-GCM with a random 96-bit nonce per value. The owner's id is bound in as additional data,
// so a ciphertext copied onto another person's row does not decrypt.
const VERSION = 'v1';

export function seal(key: Buffer, plaintext: string, owner: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the value was altered, sealed with another key or for another owner. */
export function open(key: Buffer, sealed: string, owner: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('valeur chiffrée illisible');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The value, or null when it does not open: sealed under another ENCRYPTION_KEY (a key changed by
 * mistake, a restore onto a server with another key) or altered. Callers treat it as absent, so the
 * person is asked to set it up again instead of meeting an error on every visit.
 */
export function openOrNull(key: Buffer, sealed: string, owner: string): string | null {
  try {
    return open(key, sealed, owner);
  } catch {
    return null;
  }
}

/** A lookup key for a random secret (a feed address, an OAuth state): never the secret itself. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** A URL-safe random secret with 256 bits of entropy. */
export const randomSecret = () => randomBytes(32).toString('base64url');
