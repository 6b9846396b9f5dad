import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { DEFAULT_PASSWORD_HASH_COST, MAX_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST } from '../config';

/**
 * Passwords are hashed with scrypt exactly as better-auth stores them by default (N = 2^14, r = 16,
 * p = 1, 64 bytes, the password in NFKC, "salt:key" in hex), so every existing hash still verifies.
 * The work factor is a setting (`PASSWORD_HASH_COST`, log2 of N, decision 064): the test servers lower
 * it, since hashing dominated the CPU of suites that create thousands of accounts; production refuses
 * anything below the default (the bounds are settings': config/index.ts). A hash made at another
 * cost says so ("10$salt:key"), so it verifies whatever the setting is now.
 */

const R = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: string, cost: number): Promise<Buffer> {
  const n = 2 ** cost;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N: n, r: R, p: 1, maxmem: 128 * n * R * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function parse(hash: string): { cost: number; salt: string; key: string } {
  const marker = hash.indexOf('$');
  const cost = marker === -1 ? DEFAULT_PASSWORD_HASH_COST : Number(hash.slice(0, marker));
  const [salt, key] = hash.slice(marker + 1).split(':');
  if (
    !salt ||
    !key ||
    !Number.isInteger(cost) ||
    cost < MIN_PASSWORD_HASH_COST ||
    cost > MAX_PASSWORD_HASH_COST
  ) {
    // As better-auth's own verifier does with a hash it cannot read.
    throw new Error('Invalid password hash');
  }
  return { cost, salt, key };
}

/** better-auth's `emailAndPassword.password` functions, at the given cost. */
export function passwordHashing(cost: number) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = (await derive(password, salt, cost)).toString('hex');
      return cost === DEFAULT_PASSWORD_HASH_COST ? `${salt}:${key}` : `${cost}$${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const stored = parse(hash);
      const expected = Buffer.from(stored.key, 'hex');
      const actual = await derive(password, stored.salt, stored.cost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
