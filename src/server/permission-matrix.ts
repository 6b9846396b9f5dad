/**
 * The permission matrix: for every API route, what each kind of person gets (docs/product.md,
 * decisions 024, 029, 034, 035, 037). `permission-matrix.test.ts` calls every route of the
 * router with valid input as each of them and compares; a route without a row, or a row without a
 * route, fails it. Adding a route = adding one line here (and, when the route needs a body or a
 * query to be valid, one recipe in the test's REQUESTS).
 *
 * Columns, each acting on a fresh set of resources (salons, services, employees, an absence, a
 * booking, a review) that belongs to `owner` and, for the booking and the review, to `client`:
 * - visitor     nobody signed in
 * - client      the client who made the booking and wrote the review
 * - otherClient another client
 * - pending     a prestataire whose account awaits validation, who owns nothing
 * - owner       the approved prestataire who owns the salons, services, employees, absence
 * - otherOwner  an approved prestataire with a salon of their own, acting on `owner`'s resources
 * - admin       an administrator
 *
 * Outcomes: `ok` is any 2xx; otherwise the exact refusal. The API refuses by default: 401 when
 * nobody is signed in, 403 when the role (or the workspace ownership rule, 034) forbids it, 404
 * when the resource must not be revealed: someone else's booking (029) or a salon the public
 * cannot see yet (024).
 *
 * A row's key is "METHOD /path" as declared on the router, optionally followed by a case in
 * parentheses for a second situation on the same route ("(pending salon)": a salon awaiting the
 * admins' approval).
 */

export const ACTORS = [
  'visitor',
  'client',
  'otherClient',
  'pending',
  'owner',
  'otherOwner',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

export const ok = 'ok';
export type Outcome = typeof ok | 401 | 403 | 404;
export type Row = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

/** The rows most routes share, named for who passes. */
const ANYONE: Row = [ok, ok, ok, ok, ok, ok, ok];
const SIGNED_IN: Row = [401, ok, ok, ok, ok, ok, ok];
/** The salon's owner, and admins (decision 034): what `:id` names must be the viewer's. */
const SALON_OWNER: Row = [401, 403, 403, 403, ok, 403, ok];
const ADMIN_ONLY: Row = [401, 403, 403, 403, 403, 403, ok];
/** Any prestataire's own (pending or validated); admins have none. */
const PRESTATAIRES: Row = [401, 403, 403, ok, ok, ok, 403];
/** The owner's own file or figures: another prestataire's is not found (404); admins have none. */
const OWNERS_OWN: Row = [401, 403, 403, 404, ok, 404, 403];

// biome-ignore format: a matrix is read down its columns
export const PERMISSIONS: Record<string, Row> = {
  //                                            visitor client otherClient pending owner otherOwner admin
  'GET /health':                                 ANYONE,
  'GET /me':                                     ANYONE,
  'POST /auth/sign-up':                          ANYONE,
  'POST /auth/sign-in':                          ANYONE,
  'POST /auth/sign-out':                         ANYONE,
  // The e-mailed link, not a session, is the proof.
  'POST /auth/email/verify':                     ANYONE,
  'POST /auth/email/resend':                     SIGNED_IN,
  'POST /auth/password/forgot':                  ANYONE,
  // The e-mailed token, not a session, is the proof: anyone holding one may use it.
  'POST /auth/password/reset':                   ANYONE,
  'POST /auth/password/change':                  SIGNED_IN,
  'POST /me/email':                              SIGNED_IN,
  // The e-mailed link, not a session, is the proof: anyone holding one may use it.
  'POST /auth/email/confirm':                    ANYONE,
  'GET /me/export':                              SIGNED_IN,
  'POST /me/delete':                             SIGNED_IN,
  'GET /me/sessions':                            SIGNED_IN,
  'POST /me/sessions/end-others':                SIGNED_IN,
  // The scene's session is the client's: nobody else can end it, and it is not revealed (404).
  'DELETE /me/sessions/:id':                     [401,    ok,    404,        404,    404,  404,       404],
  // Two-factor authentication (decision 074): the sign-in's code is the pending sign-in's, whoever
  // is signed in; the profile's routes are one's own; an admin may not remove theirs.
  'POST /auth/two-factor/verify':                ANYONE,
  'GET /me/two-factor':                          SIGNED_IN,
  'POST /me/two-factor/enable':                  SIGNED_IN,
  'POST /me/two-factor/confirm':                 SIGNED_IN,
  'POST /me/two-factor/recovery-codes':          SIGNED_IN,
  'POST /me/two-factor/disable':                 [401,    ok,    ok,         ok,     ok,   ok,        403],

  // Profile and notifications: always one's own.
  'PATCH /me':                                   SIGNED_IN,
  'POST /me/avatar':                             SIGNED_IN,
  'DELETE /me/avatar':                           SIGNED_IN,
  // The profile's number, its code by SMS and WhatsApp (decision 078).
  'GET /me/phone':                               SIGNED_IN,
  'PUT /me/whatsapp':                            SIGNED_IN,
  'POST /me/phone/code':                         SIGNED_IN,
  'POST /me/phone/verify':                       SIGNED_IN,
  'GET /notifications/unread-count':             SIGNED_IN,
  'GET /notifications':                          SIGNED_IN,
  'POST /notifications/read':                    SIGNED_IN,
  'GET /notifications/stream':                   SIGNED_IN,
  'GET /dashboard/summary':                      SIGNED_IN,
  // "Statistiques" and "Aujourd'hui" (decision 076): a salon owner's own; another's salon is not found.
  'GET /dashboard/statistics':                   OWNERS_OWN,
  'GET /dashboard/statistics (all salons)':      PRESTATAIRES,
  'GET /dashboard/today':                        PRESTATAIRES,
  'POST /dashboard/settle-past':                 PRESTATAIRES,

  // The public marketplace: approved salons for everyone, pending ones for their owner and admins.
  'GET /salons':                                 ANYONE,
  'GET /salons/service-names':                   ANYONE,
  'GET /salons/:id':                             ANYONE,
  'GET /salons/:id (pending salon)':             [404,    404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/opening-hours':               ANYONE,
  'GET /salons/:id/opening-hours (pending salon)': [404,  404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/reviews':                     ANYONE,
  'GET /salons/:id/reviews (pending salon)':     [404,    404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/slots':                       ANYONE,
  'GET /salons/:id/slots (pending salon)':       [404,    404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/free-days':                   ANYONE,
  'GET /salons/:id/free-days (pending salon)':   [404,    404,   404,        404,    ok,   404,       ok],

  // Reviews: clients write; the author and admins delete (docs/product.md#reviews).
  'POST /salons/:id/reviews':                    [401,    ok,    ok,         403,    403,  403,       403],
  'POST /salons/:id/reviews (pending salon)':    [401,    404,   404,        403,    403,  403,       403],
  'DELETE /reviews/:id':                         [401,    ok,    403,        403,    403,  403,       ok],

  // Bookings: clients book; each side acts on the bookings it is part of (029).
  'POST /bookings':                              [401,    ok,    ok,         403,    403,  403,       403],
  'POST /bookings (pending salon)':              [401,    404,   404,        403,    403,  403,       403],
  'GET /bookings':                               SIGNED_IN,
  'GET /bookings (past)':                        SIGNED_IN,
  'GET /bookings (cancelled)':                   SIGNED_IN,
  'POST /bookings/:id/confirm':                  OWNERS_OWN,
  'POST /bookings/:id/refuse':                   OWNERS_OWN,
  'POST /bookings/:id/cancel':                   [401,    ok,    404,        404,    ok,   404,       ok],
  'POST /bookings/:id/move':                     [401,    ok,    404,        404,    ok,   404,       403],
  'POST /bookings/:id/reassign':                 OWNERS_OWN,
  'GET /bookings/:id/reassign-candidates':       OWNERS_OWN,
  'POST /bookings/:id/attended':                 OWNERS_OWN,
  'POST /bookings/:id/no_show':                  OWNERS_OWN,
  'GET /bookings/:id':                           [401,    ok,    404,        404,    ok,   404,       ok],
  'GET /bookings/:id/calendar.ics':              [401,    ok,    404,        404,    ok,   404,       ok],
  // What became of its SMS and WhatsApp (decision 078): the booking's salon side (owner, admins).
  'GET /bookings/:id/messages':                  [401,    403,   403,        404,    ok,   404,       ok],
  // The reminder's one-tap links: the token is the key, whoever holds it (decision 048).
  'GET /booking-links/:token':                   ANYONE,
  'POST /booking-links/:token':                  ANYONE,
  // The short links of the SMS and WhatsApp messages: the code is the key, whoever holds it (decision 078).
  'GET /message-links/:code':                    ANYONE,
  'POST /message-links/:code/confirm':           ANYONE,
  'POST /message-links/:code/cancel':            ANYONE,
  'POST /message-links/:code/stop':              ANYONE,

  // Provider workspace (decision 034): prestataires and admins; creating needs a validated account;
  // what is named by :id must be the viewer's (admins manage everything).
  'GET /my/salons':                              [401,    403,   403,        ok,     ok,   ok,        ok],
  'POST /salons':                                [401,    403,   403,        403,    ok,   ok,        ok],
  'PATCH /salons/:id':                           SALON_OWNER,
  'DELETE /salons/:id':                          SALON_OWNER,
  'POST /salons/:id/cover':                      SALON_OWNER,
  'GET /salons/:id/photos':                      SALON_OWNER,
  'POST /salons/:id/photos':                     SALON_OWNER,
  'PUT /salons/:id/photos/order':                SALON_OWNER,
  'DELETE /salon-photos/:id':                    SALON_OWNER,
  'GET /service-catalogue':                      [401,    403,   403,        ok,     ok,   ok,        ok],
  'GET /salons/:id/services':                    SALON_OWNER,
  'POST /salons/:id/services':                   SALON_OWNER,
  'PATCH /services/:id':                         SALON_OWNER,
  'DELETE /services/:id':                        SALON_OWNER,
  'GET /salons/:id/packages':                    SALON_OWNER,
  'POST /salons/:id/packages':                   SALON_OWNER,
  'PATCH /packages/:id':                         SALON_OWNER,
  'DELETE /packages/:id':                        SALON_OWNER,
  'PUT /salons/:id/opening-hours':               SALON_OWNER,
  'PUT /salons/:id/booking-rules':               SALON_OWNER,
  // SMS (decision 078): the month read like the other settings; the cap, the owner's money, by them only.
  'GET /salons/:id/sms':                         SALON_OWNER,
  'PUT /salons/:id/sms':                         [401,    403,   403,        403,    ok,   403,       403],
  'GET /salons/:id/employees':                   SALON_OWNER,
  'POST /salons/:id/employees':                  SALON_OWNER,
  'PATCH /employees/:id':                        SALON_OWNER,
  'DELETE /employees/:id':                       SALON_OWNER,
  'POST /employees/:id/avatar':                  SALON_OWNER,
  'GET /my/reviews':                             [401,    403,   403,        ok,     ok,   ok,        ok],

  // Staff (schedules, absences, the salon's agenda): the salon's owner only, and admins (034).
  'GET /employees/:id/schedule':                 SALON_OWNER,
  'PUT /employees/:id/schedule':                 SALON_OWNER,
  'GET /employees/:id/absences':                 SALON_OWNER,
  'POST /employees/:id/absences':                SALON_OWNER,
  'DELETE /absences/:id':                        SALON_OWNER,
  'GET /salons/:id/special-hours':               SALON_OWNER,
  'POST /salons/:id/special-hours':              SALON_OWNER,
  'PUT /special-hours/:id':                      SALON_OWNER,
  'DELETE /special-hours/:id':                   SALON_OWNER,
  'PUT /special-hours/:id/employees/:employeeId': SALON_OWNER,
  'GET /salons/:id/holidays':                    SALON_OWNER,
  'PUT /salons/:id/holidays/:holidayId':         SALON_OWNER,
  'GET /salons/:id/friday-break':                SALON_OWNER,
  'PUT /salons/:id/friday-break':                SALON_OWNER,
  'GET /employees/:id/friday-break':            SALON_OWNER,
  'PUT /employees/:id/friday-break':            SALON_OWNER,
  'GET /admin/holidays':                         ADMIN_ONLY,
  'POST /admin/holidays':                        ADMIN_ONLY,
  'PUT /admin/holidays/:id':                     ADMIN_ONLY,
  'DELETE /admin/holidays/:id':                  ADMIN_ONLY,
  'GET /salons/:id/agenda':                      SALON_OWNER,
  // An appointment the salon enters goes into its owner's client book: the owner only (decision 066).
  'POST /salons/:id/appointments':               [401,    403,   403,        403,    ok,   403,       403],

  // The client book (decision 066): a prestataire's own; another owner's file does not exist (404);
  // admins have none and do not read the salons'.
  'GET /clients':                                PRESTATAIRES,
  'POST /clients':                               [401,    403,   403,        403,    ok,   ok,        403],
  'GET /clients/export.csv':                     PRESTATAIRES,
  'POST /clients/import':                        [401,    403,   403,        403,    ok,   ok,        403],
  'GET /clients/:id':                            OWNERS_OWN,
  'PUT /clients/:id':                            [401,    403,   403,        403,    ok,   404,       403],
  'DELETE /clients/:id':                         [401,    403,   403,        403,    ok,   404,       403],
  'POST /clients/:id/notes':                     [401,    403,   403,        403,    ok,   404,       403],
  'POST /clients/:id/merge':                     [401,    403,   403,        403,    ok,   404,       403],
  'GET /clients/:id/export.json':                OWNERS_OWN,

  // Calendar link (decision 036): one's own connection and feed; a feed's address is its own key.
  'GET /calendar/provider':                      ANYONE,
  'GET /calendar':                               SIGNED_IN,
  'POST /calendar/authorization':                SIGNED_IN,
  'POST /calendar/connection':                   SIGNED_IN,
  'DELETE /calendar/connection':                 SIGNED_IN,
  'GET /calendar/events':                        SIGNED_IN,
  'POST /calendar/feed':                         SIGNED_IN,
  'GET /calendar/feeds/:file':                   ANYONE,

  // The SMS and WhatsApp providers' delivery receipts (decision 078): no session, the provider's
  // secret or signature is the key, whoever calls; a receipt for a message we do not know is taken.
  'POST /webhooks/sms':                          ANYONE,
  'POST /webhooks/sms/orange/:secret':           ANYONE,
  'GET /webhooks/whatsapp':                      ANYONE,
  'POST /webhooks/whatsapp':                     ANYONE,

  // Administration (035): admins only.
  'GET /admin/overview':                         ADMIN_ONLY,
  'GET /admin/users':                            ADMIN_ONLY,
  'PATCH /admin/users/:id/role':                 ADMIN_ONLY,
  'DELETE /admin/users/:id':                     ADMIN_ONLY,
  'POST /admin/users/:id/two-factor/reset':      ADMIN_ONLY,
  'GET /admin/salons':                           ADMIN_ONLY,
  'PATCH /admin/salons/:id/approval':            ADMIN_ONLY,
  'DELETE /admin/salons/:id':                    ADMIN_ONLY,
  'GET /admin/providers':                        ADMIN_ONLY,
  'GET /admin/security-events':                  ADMIN_ONLY,
  'GET /admin/sms':                              ADMIN_ONLY,
  'GET /admin/jobs':                             ADMIN_ONLY,
  'GET /admin/salon-changes':                    ADMIN_ONLY,
  'POST /admin/salon-changes/:id/approve':       ADMIN_ONLY,
  'POST /admin/salon-changes/:id/refuse':        ADMIN_ONLY,
  'POST /admin/salon-photos/:id/approve':        ADMIN_ONLY,
  'POST /admin/salon-photos/:id/refuse':         ADMIN_ONLY,
  'POST /admin/services/:id/approve':            ADMIN_ONLY,
  'POST /admin/services/:id/refuse':             ADMIN_ONLY,
  'POST /admin/employees/:id/approve':           ADMIN_ONLY,
  'POST /admin/employees/:id/refuse':            ADMIN_ONLY,
  'POST /admin/providers/:id/approve':           ADMIN_ONLY,
  'POST /admin/providers/:id/refuse':            ADMIN_ONLY,
};

/**
 * The only routes an admin without a second factor reaches (decision 074): reading the session,
 * signing in and out, and enrolling. Every other answers them 403 `two_factor_required`; the test
 * calls each one as such an admin.
 */
export const OPEN_BEFORE_TWO_FACTOR = [
  'GET /health',
  'GET /me',
  'POST /auth/sign-in',
  'POST /auth/sign-out',
  'GET /me/two-factor',
  'POST /me/two-factor/enable',
  'POST /me/two-factor/confirm',
] as const;

/** "POST /bookings (pending salon)" → the route "POST /bookings" and the case "pending salon". */
export function parseRowKey(key: string): {
  route: string;
  method: string;
  path: string;
  variant: string | null;
} {
  const match = /^([A-Z]+) (\S+)(?: \((.+)\))?$/.exec(key);
  if (!match) throw new Error(`Ligne de la matrice mal formée : "${key}"`);
  const [, method = '', path = '', variant = null] = match;
  return { route: `${method} ${path}`, method, path, variant };
}
