import { pages } from '@/shared/pages';

// The web's own rules about page addresses; the addresses themselves are shared/pages.ts.

/** Login link that brings the person back where they were, e.g. /login?redirect=/providers/1/booking. */
export function loginWithRedirect(to: string): string {
  return `${pages.login}?redirect=${encodeURIComponent(to)}`;
}

/** Only same-site paths are followed after sign-in: an open redirect would help phishing. */
export function safeRedirect(value: string | null | undefined, fallback: string = pages.dashboard): string {
  // Browsers drop tabs and newlines and read backslashes as slashes: "/\t/evil.com" is "//evil.com".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (!value?.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value))
    return fallback;
  return value;
}
