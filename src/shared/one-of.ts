/**
 * The guard of a closed list of strings: whether a value read from outside the code (a database row,
 * an address's query) is one of them, and then typed as such.
 */
export function oneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
}
