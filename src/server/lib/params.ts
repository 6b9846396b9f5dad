import type { Context } from 'hono';
import { UuidParamSchema } from '@/shared/schemas/salons';
import { AppError, notFound, parseInput } from '../base/errors';
import type { AppEnv } from './context';
import { bodyFlaw, NUL_REFUSED } from './http';

/** A route's :id, which must be a UUID: anything else names nothing, so 404 (never a database error). */
export function uuidParam(c: Context<AppEnv>, name: string, message?: string): string {
  const result = UuidParamSchema.safeParse(c.req.param(name));
  if (!result.success) throw notFound(message);
  return result.data;
}

/** Validates the query string with a shared schema (French 400 on failure). */
export function readQuery<T extends Parameters<typeof parseInput>[0]>(c: Context<AppEnv>, schema: T) {
  const query = c.req.query();
  if (bodyFlaw(query) === 'nul') throw new AppError(400, 'invalid_character', NUL_REFUSED);
  return parseInput(schema, query);
}
