// Every page of the web app, one name each (docs/product.md#screens-and-routes). The web's router and
// links, and the server's hand-written links (e-mails, calendar entries, the sitemap, the pages'
// heads), all write a page's address from here, so a page cannot move on one side only
// (decision 062). Patterns with parameters are the same functions given ':id' or ':token'.

export const pages = {
  home: '/',
  about: '/about',
  providers: '/providers',
  provider: <Id extends string>(id: Id) => `/providers/${id}` as const,
  booking: <Id extends string>(id: Id) => `/providers/${id}/booking` as const,
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The page a "Mot de passe oublié" e-mail's link opens, with `?token=` (`withToken`). */
  resetPassword: '/reset-password',
  /** The page the e-mail to a new address opens, with `?token=`. */
  confirmEmail: '/confirm-email',
  /** The page a new account's confirmation e-mail opens, with `?token=`. */
  verifyEmail: '/verify-email',
  registrationSuccess: '/registration-success',
  /** Where the calendar provider sends the person back (the OAuth redirect URI, decision 036). */
  googleCallback: '/google-callback',
  dashboard: '/dashboard',
  profile: '/dashboard/profile',
  bookings: '/dashboard/bookings',
  bookingRecap: <Id extends string>(id: Id) => `/dashboard/bookings/${id}` as const,
  /** The page a reminder e-mail's one-tap link opens. */
  reminderLink: <Token extends string>(token: Token) => `/rappel/${token}` as const,
  notifications: '/dashboard/notifications',
  salons: '/dashboard/salons',
  reviews: '/dashboard/reviews',
  settings: '/dashboard/settings',
  schedule: '/dashboard/schedule',
  clients: '/dashboard/clients',
  client: <Id extends string>(id: Id) => `/dashboard/clients/${id}` as const,
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

/**
 * A page an e-mail's link opens with its token, e.g. /reset-password?token=…. The tokens are base64url
 * (and '.'), which encoding leaves as they are; anything else would still arrive whole.
 */
export function withToken(page: string, token: string): string {
  return `${page}?token=${encodeURIComponent(token)}`;
}

/** What a link to the booking page may choose ahead: a service, a day (YYYY-MM-DD), a time (HH:MM). */
export interface BookingChoice {
  serviceId?: string;
  /** A package: its services, in its order, at its price. */
  packageId?: string;
  date?: string;
  time?: string;
}

const BOOKING_LINK_KEYS = { serviceId: 'service', packageId: 'package', date: 'date', time: 'time' } as const;

/**
 * The booking page with a service, a day and a time chosen ahead, e.g.
 * /providers/1/booking?service=s1&date=2026-12-01&time=10:30 ("Réserver" on a service row, a list
 * card's "Prochain créneau"), or ?package=p1 ("Réserver" on a package row). The page ignores what it does not know (docs/product.md#booking-page).
 */
export function bookingLink(salonId: string, choice: BookingChoice = {}): string {
  const query = (Object.keys(BOOKING_LINK_KEYS) as (keyof BookingChoice)[])
    .filter((key) => choice[key])
    // ":" may stay as is in a query: "time=10:30" reads better than "time=10%3A30".
    .map((key) => `${BOOKING_LINK_KEYS[key]}=${encodeURIComponent(choice[key] ?? '').replaceAll('%3A', ':')}`)
    .join('&');
  return query ? `${pages.booking(salonId)}?${query}` : pages.booking(salonId);
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
