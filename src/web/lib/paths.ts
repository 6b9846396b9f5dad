import { pages, safeReturnPath, withReturnPath } from '@/shared/pages';

// The web's own rules about page addresses; the addresses themselves are shared/pages.ts.

/** Login link that brings the person back where they were, e.g. /login?redirect=/providers/1/booking. */
export function loginWithRedirect(to: string): string {
  return withReturnPath(pages.login, to);
}

/** Where to go after signing in or up: the same-site page asked for (`safeReturnPath`), or the fallback. */
export function safeRedirect(value: string | null | undefined, fallback: string = pages.dashboard): string {
  return safeReturnPath(value) ?? fallback;
}

/** A page's query string with some keys set and others (null or empty) removed: filters in the URL. */
export function withSearchChanges(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
