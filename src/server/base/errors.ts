import type { z } from 'zod';
import type { ErrorCode } from '@/shared/error-codes';

/**
 * The one error type of the API: an HTTP status, a stable code for programs and a French message
 * for people. The server turns it into the JSON shape of ApiErrorBody.
 */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** Sent as Retry-After (429, 503): when trying again can succeed. */
  retryAfterSeconds?: number;
}

/** A limit was reached: 429 with the French message and Retry-After. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  const error = new AppError(429, 'rate_limited', message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

export const notSignedIn = () => new AppError(401, 'not_signed_in', 'Vous devez être connecté.');
export const forbidden = (message = "Vous n'avez pas accès à cette ressource.") =>
  new AppError(403, 'forbidden', message);
/** The database is restarting or unreachable: a 503 the client may retry (decision 039). */
export const databaseUnavailable = () =>
  new AppError(
    503,
    'database_unavailable',
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  );
/** The database answers, but too slowly for now: a statement ran out of time, or no connection came free. */
export const databaseBusy = () =>
  new AppError(
    503,
    'database_busy',
    'Le service est très sollicité en ce moment. Veuillez réessayer dans quelques instants.',
  );
export const notFound = (message = 'Ressource introuvable.') => new AppError(404, 'not_found', message);

/** A validation failure: the first message as the headline, every field's first message for the form. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? 'Données invalides.';
  return new AppError(400, 'validation_failed', first, fields);
}

export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
