import { DEFAULT_TIME_ZONE } from '@/shared/constants';
import { TIME_ZONE_META_NAME } from '@/shared/server-render';

// The platform's time zone (the server's PLATFORM_TIME_ZONE), in which the pages show the dates that
// belong to no salon: notifications, reviews, the admin's screens, "today" before a salon is chosen.
// The server writes it into every page it sends (seo/index-html.ts) and gives it to the page it draws
// (entry-server.tsx), so the browser and the server draw the same dates.

let known: string | null = null;

/** The zone of the page being drawn on the server. */
export function setPlatformTimeZone(timeZone: string) {
  known = timeZone;
}

/** The zone the server gave; the shared default for a page the server did not send (Vite's dev server). */
export function platformTimeZone(): string {
  if (known === null) {
    const meta =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META_NAME}"]`);
    known = meta?.content || DEFAULT_TIME_ZONE;
  }
  return known;
}
