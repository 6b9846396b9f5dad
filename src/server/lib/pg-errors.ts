/** PostgreSQL error codes, read through drizzle's wrapping (the driver error is the cause). */
function sqlState(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.cause?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** SQLSTATEs of a database that is going away or not there yet: class 08 and the shutdown family. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say it in words only. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;
/**
 * A database that answers but is overloaded: a statement cancelled by statement_timeout (57014), a
 * transaction chosen to give way in a deadlock (40P01) or a serialization conflict (40001), both of
 * which succeed when tried again, or pg-pool's wait for a free connection running out (its words; a
 * failed connect says "Connection terminated" instead).
 */
const BUSY_STATES = new Set(['57014', '40P01', '40001']);
const BUSY_MESSAGE = /^timeout exceeded when trying to connect/;

/** True when the database is there but overloaded (decision 056): a 503 to retry, not an outage. */
export function isDatabaseBusy(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== 'object' || error === null) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof candidate.code === 'string' && BUSY_STATES.has(candidate.code)) return true;
  if (typeof candidate.message === 'string' && BUSY_MESSAGE.test(candidate.message)) return true;
  return isDatabaseBusy(candidate.cause, depth + 1);
}

/**
 * True when an error comes from the database being unreachable (a restart, a network cut), not from
 * the request: such errors become a 503 the client may retry. Looks through drizzle's and Node's
 * wrapping (`cause`, AggregateError's `errors`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== 'object' || error === null) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof candidate.code === 'string') {
    if (UNAVAILABLE_STATES.test(candidate.code) || UNAVAILABLE_ERRNOS.has(candidate.code)) return true;
  }
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
