/** PostgreSQL error codes, read through drizzle's wrapping (the driver error is the cause). */
function sqlState(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.cause?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
export const isExclusionViolation = (error: unknown) => sqlState(error) === '23P01';
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
