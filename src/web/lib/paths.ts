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
