import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError, parseInput } from '../base/errors';
import type { AppEnv } from './context';

export const NUL_REFUSED = 'Les données envoyées contiennent un caractère non autorisé.';

/** No form of the product nests deeper than a few levels; past this, a body is refused unread. */
export const MAX_BODY_DEPTH = 32;
export const TOO_DEEP = 'Le corps de la requête est trop imbriqué.';

/**
 * What makes a parsed body unacceptable before any schema reads it: a NUL character (PostgreSQL
 * cannot store one in text), or nesting deeper than MAX_BODY_DEPTH. Walked with an explicit stack,
 * so a body nested thousands of levels deep cannot exhaust the call stack.
 */
export function bodyFlaw(value: unknown): 'nul' | 'too_deep' | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return 'nul';
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_BODY_DEPTH) return 'too_deep';
    const entries = Array.isArray(item.value)
      ? item.value.map((v) => ['', v] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      if (key.includes('\u0000')) return 'nul';
      stack.push({ value: child, depth: item.depth + 1 });
    }
  }
  return null;
}

/** Reads a JSON body and validates it with a shared schema; any malformed body is a French 400. */
export async function readBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.output<T>> {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'Le corps de la requête doit être un JSON valide.');
  }
  const flaw = bodyFlaw(data);
  if (flaw === 'nul') throw new AppError(400, 'invalid_character', NUL_REFUSED);
  if (flaw === 'too_deep') throw new AppError(400, 'invalid_json', TOO_DEEP);
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
