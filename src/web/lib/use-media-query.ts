import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone: below Tailwind's `sm` breakpoint (640 px), where the public pages fold what they can. */
export const PHONE_QUERY = '(max-width: 639.98px)';
