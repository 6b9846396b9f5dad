// Every route path of the app in one place (docs/product.md#screens-and-routes).

export const paths = {
  home: '/',
  about: '/about',
  providers: '/providers',
  provider: (id: string) => `/providers/${id}`,
  booking: (id: string) => `/providers/${id}/booking`,
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The page a "Mot de passe oublié" e-mail's link opens, with `?token=`. */
  resetPassword: '/reset-password',
  /** The page the e-mail to a new address opens, with `?token=`. */
  confirmEmail: '/confirm-email',
  /** The page a new account's confirmation e-mail opens, with `?token=`. */
  verifyEmail: '/verify-email',
  registrationSuccess: '/registration-success',
  googleCallback: '/google-callback',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  bookings: '/dashboard/bookings',
  bookingRecap: (id: string) => `/dashboard/bookings/${id}`,
  /** The page a reminder e-mail's one-tap link opens. */
  reminderLink: (token: string) => `/rappel/${token}`,
  notifications: '/dashboard/notifications',
  salons: '/dashboard/salons',
  reviews: '/dashboard/reviews',
  settings: '/dashboard/settings',
  schedule: '/dashboard/schedule',
  admin: '/dashboard/admin',
  adminSalons: '/dashboard/admin/salons',
  adminProviders: '/dashboard/admin/providers',
  adminUsers: '/dashboard/admin/users',
  adminSalonChanges: '/dashboard/admin/changes',
  adminSecurity: '/dashboard/admin/security',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  terms: '/cgu',
} as const;

/** What a link to the booking page may choose ahead: a service, a day (YYYY-MM-DD), a time (HH:MM). */
export interface BookingChoice {
  serviceId?: string;
  date?: string;
  time?: string;
}

const BOOKING_LINK_KEYS = { serviceId: 'service', date: 'date', time: 'time' } as const;

/**
 * The booking page with a service, a day and a time chosen ahead, e.g.
 * /providers/1/booking?service=s1&date=2026-12-01&time=10:30 ("Réserver" on a service row, a list
 * card's "Prochain créneau"). The page ignores what it does not know (docs/product.md#booking-page).
 */
export function bookingLink(salonId: string, choice: BookingChoice = {}): string {
  const query = (Object.keys(BOOKING_LINK_KEYS) as (keyof BookingChoice)[])
    .filter((key) => choice[key])
    // ":" may stay as is in a query: "time=10:30" reads better than "time=10%3A30".
    .map((key) => `${BOOKING_LINK_KEYS[key]}=${encodeURIComponent(choice[key] ?? '').replaceAll('%3A', ':')}`)
    .join('&');
  return query ? `${paths.booking(salonId)}?${query}` : paths.booking(salonId);
}

/** The choice a booking page's address carries (unchecked: the page keeps only what it offers). */
export function readBookingLink(search: URLSearchParams): BookingChoice {
  const choice: BookingChoice = {};
  for (const key of Object.keys(BOOKING_LINK_KEYS) as (keyof BookingChoice)[]) {
    const value = search.get(BOOKING_LINK_KEYS[key]);
    if (value) choice[key] = value;
  }
  return choice;
}

/** Login link that brings the person back where they were, e.g. /login?redirect=/providers/1/booking. */
export function loginWithRedirect(to: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(to)}`;
}

/** Only same-site paths are followed after sign-in: an open redirect would help phishing. */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.dashboard): string {
  // Browsers drop tabs and newlines and read backslashes as slashes: "/\t/evil.com" is "//evil.com".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  if (!value?.startsWith('/') || value.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(value))
    return fallback;
  return value;
}
