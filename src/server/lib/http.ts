import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './context';
import { AppError, parseInput } from './errors';

export const NUL_REFUSED = 'Les données envoyées contiennent un caractère non autorisé.';

/** PostgreSQL cannot store a NUL character in text: refused up front, for every field of every route. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/** Reads a JSON body and validates it with a shared schema; any malformed body is a French 400. */
export async function readBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.output<T>> {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'Le corps de la requête doit être un JSON valide.');
  }
  if (containsNul(data)) throw new AppError(400, 'invalid_character', NUL_REFUSED);
  return parseInput(schema, data);
}

/**
 * The client's IP. Without a proxy it is the socket's peer address, which a client cannot forge.
 * With TRUST_PROXY, the last X-Forwarded-For entry: the one our own proxy appended.
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The unit a rate limit counts: an IPv4 address, or an IPv6 /64 (one host usually owns a whole /64,
 * so counting single IPv6 addresses would give it billions of tries).
 */
export function rateLimitSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
