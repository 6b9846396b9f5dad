import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from './context';
import { AppError, parseInput } from './errors';

/** Reads a JSON body and validates it with a shared schema; any malformed body is a French 400. */
export async function readBody<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.output<T>> {
  let data: unknown;
  try {
    data = await c.req.json();
  } catch {
    throw new AppError(400, 'invalid_json', 'Le corps de la requête doit être un JSON valide.');
  }
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
