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
  /** The short link an SMS or WhatsApp message carries: confirm or cancel the appointment (decision 078). */
  messageLink: <Code extends string>(code: Code) => `/m/${code}` as const,
  /** The message's way out: no more messages by that channel to that number. */
  messageStop: <Code extends string>(code: Code) => `/s/${code}` as const,
  notifications: '/dashboard/notifications',
  salons: '/dashboard/salons',
  reviews: '/dashboard/reviews',
  settings: '/dashboard/settings',
  schedule: '/dashboard/schedule',
  clients: '/dashboard/clients',
  statistics: '/dashboard/statistics',
  client: <Id extends string>(id: Id) => `/dashboard/clients/${id}` as const,
  admin: '/dashboard/admin',
  adminSalons: '/dashboard/admin/salons',
  adminProviders: '/dashboard/admin/providers',
  adminUsers: '/dashboard/admin/users',
  adminSalonChanges: '/dashboard/admin/changes',
  adminSecurity: '/dashboard/admin/security',
  adminHolidays: '/dashboard/admin/holidays',
  /** The platform's SMS of a month, per salon (decision 078). */
  adminSms: '/dashboard/admin/sms',
  /** What waits for each background job, and what failed (decision 086). */
  adminJobs: '/dashboard/admin/jobs',
  legalNotice: '/mentions-legales',
  privacy: '/confidentialite',
  terms: '/cgu',
} as const;

/** The longest page address a person is brought back to (a booking page with its choices is ~150). */
export const RETURN_PATH_MAX_LENGTH = 1000;

/**
 * A page of this site to bring a person back to after signing in or up, confirming their address or
 * choosing a new password, or null: only same-site paths, since an open redirect would help phishing.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  // Browsers drop tabs and newlines and read backslashes as slashes: "/\t/evil.com" is "//evil.com".
  if (
    !value?.startsWith('/') ||
    value.startsWith('//') ||
    value.length > RETURN_PATH_MAX_LENGTH ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    /[\u0000-\u001f\u007f\\]/.test(value)
  )
    return null;
  return value;
}

/**
 * A page an e-mail's link opens with its token, e.g. /reset-password?token=…, and where the person
 * was going when they left (`redirect`, a `safeReturnPath`). The tokens are base64url (and '.'),
 * which encoding leaves as they are; anything else would still arrive whole.
 */
export function withToken(page: string, token: string, returnTo?: string | null): string {
  const back = safeReturnPath(returnTo);
  return `${page}?token=${encodeURIComponent(token)}${back ? `&redirect=${encodeURIComponent(back)}` : ''}`;
}

/** A page with where to bring the person back afterwards, e.g. /register?redirect=%2Fproviders…. */
export function withReturnPath(page: string, returnTo: string | null | undefined): string {
  const back = safeReturnPath(returnTo);
  return back ? `${page}?redirect=${encodeURIComponent(back)}` : page;
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
