/**
 * The value, known to be there: a row an INSERT … RETURNING gave back, the match of a pattern that
 * matched, the day a full week holds. If it is missing after all, the Error names what was expected,
 * where `value!` would have let `undefined` run on.
 */
export function must<T>(value: T, what: string): NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found ${value}`);
  return value;
}
