// The database schema, one file per area; every import of `db/schema` reads it from here.
// Conventions: uuid keys, timestamptz everywhere, money as numeric (never float), and every foreign
// key states what happens on delete. The no-overlap constraint on bookings, the review-average
// trigger and the extensions are in the custom SQL migration (drizzle-kit cannot express them).
//
// An area imports only the areas its foreign keys point to, so the files never import one another
// in a circle: accounts ← salons ← team, bookings, reviews, availability; salons, team ← hours; accounts ← clients ←
// bookings; bookings ← calendar;
// accounts ← security, idempotency, notifications; mail stands alone; salons, bookings ← messaging.

import { accounts, sessions, twoFactors, twoFactorUsedCodes, users, verifications } from './accounts';
import { bookings } from './bookings';
import { calendarAuthorizations, calendarEventLinks, calendarFeeds, calendarTokens } from './calendar';
import { salonClientNotes, salonClients } from './clients';
import { mailOutbox } from './mail';
import { notifications } from './notifications';
import { reviews } from './reviews';
import { mediaItems, openingHours, salonRevisions, salons, services } from './salons';
import { rateLimits, securityEvents } from './security';
import { employeeAbsences, employeeServices, employees, employeeWorkingDays } from './team';

export * from './accounts';
export * from './availability';
export * from './bookings';
export * from './calendar';
export * from './clients';
export * from './hours';
export * from './idempotency';
export * from './mail';
export * from './messaging';
export * from './notifications';
export * from './reviews';
export * from './salons';
export * from './security';
export * from './statistics';
export * from './team';

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  twoFactors,
  twoFactorUsedCodes,
  rateLimits,
  salons,
  services,
  mediaItems,
  openingHours,
  employees,
  employeeWorkingDays,
  employeeServices,
  employeeAbsences,
  salonClients,
  salonClientNotes,
  bookings,
  reviews,
  notifications,
  calendarTokens,
  calendarAuthorizations,
  calendarEventLinks,
  calendarFeeds,
  mailOutbox,
  salonRevisions,
  securityEvents,
};
