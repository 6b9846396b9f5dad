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

// biome-ignore format: a matrix is read down its columns
export const PERMISSIONS: Record<string, Row> = {
  //                                            visitor client otherClient pending owner otherOwner admin
  'GET /health':                                 [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /me':                                     [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /auth/sign-up':                          [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /auth/sign-in':                          [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /auth/sign-out':                         [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  // The e-mailed link, not a session, is the proof.
  'POST /auth/email/verify':                     [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /auth/email/resend':                     [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /auth/password/forgot':                  [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  // The e-mailed token, not a session, is the proof: anyone holding one may use it.
  'POST /auth/password/reset':                   [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /auth/password/change':                  [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/email':                              [401,    ok,    ok,         ok,     ok,   ok,        ok],
  // The e-mailed link, not a session, is the proof: anyone holding one may use it.
  'POST /auth/email/confirm':                    [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /me/export':                              [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/delete':                             [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /me/sessions':                            [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/sessions/end-others':                [401,    ok,    ok,         ok,     ok,   ok,        ok],
  // The scene's session is the client's: nobody else can end it, and it is not revealed (404).
  'DELETE /me/sessions/:id':                     [401,    ok,    404,        404,    404,  404,       404],
  // Two-factor authentication (decision 074): the sign-in's code is the pending sign-in's, whoever
  // is signed in; the profile's routes are one's own; an admin may not remove theirs.
  'POST /auth/two-factor/verify':                [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /me/two-factor':                          [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/two-factor/enable':                  [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/two-factor/confirm':                 [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/two-factor/recovery-codes':          [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/two-factor/disable':                 [401,    ok,    ok,         ok,     ok,   ok,        403],

  // Profile and notifications: always one's own.
  'PATCH /me':                                   [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/avatar':                             [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'DELETE /me/avatar':                           [401,    ok,    ok,         ok,     ok,   ok,        ok],
  // The profile's number, its code by SMS and WhatsApp (decision 078).
  'GET /me/phone':                               [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'PUT /me/whatsapp':                            [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/phone/code':                         [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /me/phone/verify':                       [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /notifications/unread-count':             [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /notifications':                          [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /notifications/read':                    [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /notifications/stream':                   [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /dashboard/summary':                      [401,    ok,    ok,         ok,     ok,   ok,        ok],
  // "Statistiques" and "Aujourd'hui" (decision 076): a salon owner's own; another's salon is not found.
  'GET /dashboard/statistics':                   [401,    403,   403,        404,    ok,   404,       403],
  'GET /dashboard/statistics (all salons)':      [401,    403,   403,        ok,     ok,   ok,        403],
  'GET /dashboard/today':                        [401,    403,   403,        ok,     ok,   ok,        403],
  'POST /dashboard/settle-past':                 [401,    403,   403,        ok,     ok,   ok,        403],

  // The public marketplace: approved salons for everyone, pending ones for their owner and admins.
  'GET /salons':                                 [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /salons/service-names':                   [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /salons/:id':                             [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /salons/:id (pending salon)':             [404,    404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/opening-hours':               [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /salons/:id/opening-hours (pending salon)': [404,  404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/reviews':                     [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /salons/:id/reviews (pending salon)':     [404,    404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/slots':                       [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /salons/:id/slots (pending salon)':       [404,    404,   404,        404,    ok,   404,       ok],
  'GET /salons/:id/free-days':                   [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /salons/:id/free-days (pending salon)':   [404,    404,   404,        404,    ok,   404,       ok],

  // Reviews: clients write; the author and admins delete (docs/product.md#reviews).
  'POST /salons/:id/reviews':                    [401,    ok,    ok,         403,    403,  403,       403],
  'POST /salons/:id/reviews (pending salon)':    [401,    404,   404,        403,    403,  403,       403],
  'DELETE /reviews/:id':                         [401,    ok,    403,        403,    403,  403,       ok],

  // Bookings: clients book; each side acts on the bookings it is part of (029).
  'POST /bookings':                              [401,    ok,    ok,         403,    403,  403,       403],
  'POST /bookings (pending salon)':              [401,    404,   404,        403,    403,  403,       403],
  'GET /bookings':                               [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /bookings (past)':                        [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /bookings (cancelled)':                   [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /bookings/:id/confirm':                  [401,    403,   403,        404,    ok,   404,       403],
  'POST /bookings/:id/refuse':                   [401,    403,   403,        404,    ok,   404,       403],
  'POST /bookings/:id/cancel':                   [401,    ok,    404,        404,    ok,   404,       ok],
  'POST /bookings/:id/move':                     [401,    ok,    404,        404,    ok,   404,       403],
  'POST /bookings/:id/reassign':                 [401,    403,   403,        404,    ok,   404,       403],
  'GET /bookings/:id/reassign-candidates':       [401,    403,   403,        404,    ok,   404,       403],
  'POST /bookings/:id/attended':                 [401,    403,   403,        404,    ok,   404,       403],
  'POST /bookings/:id/no_show':                  [401,    403,   403,        404,    ok,   404,       403],
  'GET /bookings/:id':                           [401,    ok,    404,        404,    ok,   404,       ok],
  'GET /bookings/:id/calendar.ics':              [401,    ok,    404,        404,    ok,   404,       ok],
  // What became of its SMS and WhatsApp (decision 078): the booking's salon side (owner, admins).
  'GET /bookings/:id/messages':                  [401,    403,   403,        404,    ok,   404,       ok],
  // The reminder's one-tap links: the token is the key, whoever holds it (decision 048).
  'GET /booking-links/:token':                   [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /booking-links/:token':                  [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  // The short links of the SMS and WhatsApp messages: the code is the key, whoever holds it (decision 078).
  'GET /message-links/:code':                    [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /message-links/:code/confirm':           [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /message-links/:code/cancel':            [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /message-links/:code/stop':              [ok,     ok,    ok,         ok,     ok,   ok,        ok],

  // Provider workspace (decision 034): prestataires and admins; creating needs a validated account;
  // what is named by :id must be the viewer's (admins manage everything).
  'GET /my/salons':                              [401,    403,   403,        ok,     ok,   ok,        ok],
  'POST /salons':                                [401,    403,   403,        403,    ok,   ok,        ok],
  'PATCH /salons/:id':                           [401,    403,   403,        403,    ok,   403,       ok],
  'DELETE /salons/:id':                          [401,    403,   403,        403,    ok,   403,       ok],
  'POST /salons/:id/cover':                      [401,    403,   403,        403,    ok,   403,       ok],
  'GET /salons/:id/photos':                      [401,    403,   403,        403,    ok,   403,       ok],
  'POST /salons/:id/photos':                     [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /salons/:id/photos/order':                [401,    403,   403,        403,    ok,   403,       ok],
  'DELETE /salon-photos/:id':                    [401,    403,   403,        403,    ok,   403,       ok],
  'GET /service-catalogue':                      [401,    403,   403,        ok,     ok,   ok,        ok],
  'GET /salons/:id/services':                    [401,    403,   403,        403,    ok,   403,       ok],
  'POST /salons/:id/services':                   [401,    403,   403,        403,    ok,   403,       ok],
  'PATCH /services/:id':                         [401,    403,   403,        403,    ok,   403,       ok],
  'DELETE /services/:id':                        [401,    403,   403,        403,    ok,   403,       ok],
  'GET /salons/:id/packages':                    [401,    403,   403,        403,    ok,   403,       ok],
  'POST /salons/:id/packages':                   [401,    403,   403,        403,    ok,   403,       ok],
  'PATCH /packages/:id':                         [401,    403,   403,        403,    ok,   403,       ok],
  'DELETE /packages/:id':                        [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /salons/:id/opening-hours':               [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /salons/:id/booking-rules':               [401,    403,   403,        403,    ok,   403,       ok],
  // SMS (decision 078): the month read like the other settings; the cap, the owner's money, by them only.
  'GET /salons/:id/sms':                         [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /salons/:id/sms':                         [401,    403,   403,        403,    ok,   403,       403],
  'GET /salons/:id/employees':                   [401,    403,   403,        403,    ok,   403,       ok],
  'POST /salons/:id/employees':                  [401,    403,   403,        403,    ok,   403,       ok],
  'PATCH /employees/:id':                        [401,    403,   403,        403,    ok,   403,       ok],
  'DELETE /employees/:id':                       [401,    403,   403,        403,    ok,   403,       ok],
  'POST /employees/:id/avatar':                  [401,    403,   403,        403,    ok,   403,       ok],
  'GET /my/reviews':                             [401,    403,   403,        ok,     ok,   ok,        ok],

  // Staff (schedules, absences, the salon's agenda): the salon's owner only, and admins (034).
  'GET /employees/:id/schedule':                 [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /employees/:id/schedule':                 [401,    403,   403,        403,    ok,   403,       ok],
  'GET /employees/:id/absences':                 [401,    403,   403,        403,    ok,   403,       ok],
  'POST /employees/:id/absences':                [401,    403,   403,        403,    ok,   403,       ok],
  'DELETE /absences/:id':                        [401,    403,   403,        403,    ok,   403,       ok],
  'GET /salons/:id/special-hours':               [401,    403,   403,        403,    ok,   403,       ok],
  'POST /salons/:id/special-hours':              [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /special-hours/:id':                      [401,    403,   403,        403,    ok,   403,       ok],
  'DELETE /special-hours/:id':                   [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /special-hours/:id/employees/:employeeId': [401,   403,   403,        403,    ok,   403,       ok],
  'GET /salons/:id/holidays':                    [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /salons/:id/holidays/:holidayId':         [401,    403,   403,        403,    ok,   403,       ok],
  'GET /salons/:id/friday-break':                [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /salons/:id/friday-break':                [401,    403,   403,        403,    ok,   403,       ok],
  'GET /employees/:id/friday-break':            [401,    403,   403,        403,    ok,   403,       ok],
  'PUT /employees/:id/friday-break':            [401,    403,   403,        403,    ok,   403,       ok],
  'GET /admin/holidays':                         [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/holidays':                        [401,    403,   403,        403,    403,  403,       ok],
  'PUT /admin/holidays/:id':                     [401,    403,   403,        403,    403,  403,       ok],
  'DELETE /admin/holidays/:id':                  [401,    403,   403,        403,    403,  403,       ok],
  'GET /salons/:id/agenda':                      [401,    403,   403,        403,    ok,   403,       ok],
  // An appointment the salon enters goes into its owner's client book: the owner only (decision 066).
  'POST /salons/:id/appointments':               [401,    403,   403,        403,    ok,   403,       403],

  // The client book (decision 066): a prestataire's own; another owner's file does not exist (404);
  // admins have none and do not read the salons'.
  'GET /clients':                                [401,    403,   403,        ok,     ok,   ok,        403],
  'POST /clients':                               [401,    403,   403,        403,    ok,   ok,        403],
  'GET /clients/export.csv':                     [401,    403,   403,        ok,     ok,   ok,        403],
  'POST /clients/import':                        [401,    403,   403,        403,    ok,   ok,        403],
  'GET /clients/:id':                            [401,    403,   403,        404,    ok,   404,       403],
  'PUT /clients/:id':                            [401,    403,   403,        403,    ok,   404,       403],
  'DELETE /clients/:id':                         [401,    403,   403,        403,    ok,   404,       403],
  'POST /clients/:id/notes':                     [401,    403,   403,        403,    ok,   404,       403],
  'POST /clients/:id/merge':                     [401,    403,   403,        403,    ok,   404,       403],
  'GET /clients/:id/export.json':                [401,    403,   403,        404,    ok,   404,       403],

  // Calendar link (decision 036): one's own connection and feed; a feed's address is its own key.
  'GET /calendar/provider':                      [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /calendar':                               [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /calendar/authorization':                [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /calendar/connection':                   [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'DELETE /calendar/connection':                 [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /calendar/events':                        [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'POST /calendar/feed':                         [401,    ok,    ok,         ok,     ok,   ok,        ok],
  'GET /calendar/feeds/:file':                   [ok,     ok,    ok,         ok,     ok,   ok,        ok],

  // The SMS and WhatsApp providers' delivery receipts (decision 078): no session, the provider's
  // secret or signature is the key, whoever calls; a receipt for a message we do not know is taken.
  'POST /webhooks/sms':                          [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /webhooks/sms/orange/:secret':           [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'GET /webhooks/whatsapp':                      [ok,     ok,    ok,         ok,     ok,   ok,        ok],
  'POST /webhooks/whatsapp':                     [ok,     ok,    ok,         ok,     ok,   ok,        ok],

  // Administration (035): admins only.
  'GET /admin/overview':                         [401,    403,   403,        403,    403,  403,       ok],
  'GET /admin/users':                            [401,    403,   403,        403,    403,  403,       ok],
  'PATCH /admin/users/:id/role':                 [401,    403,   403,        403,    403,  403,       ok],
  'DELETE /admin/users/:id':                     [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/users/:id/two-factor/reset':      [401,    403,   403,        403,    403,  403,       ok],
  'GET /admin/salons':                           [401,    403,   403,        403,    403,  403,       ok],
  'PATCH /admin/salons/:id/approval':            [401,    403,   403,        403,    403,  403,       ok],
  'DELETE /admin/salons/:id':                    [401,    403,   403,        403,    403,  403,       ok],
  'GET /admin/providers':                        [401,    403,   403,        403,    403,  403,       ok],
  'GET /admin/security-events':                  [401,    403,   403,        403,    403,  403,       ok],
  'GET /admin/sms':                              [401,    403,   403,        403,    403,  403,       ok],
  'GET /admin/jobs':                             [401,    403,   403,        403,    403,  403,       ok],
  'GET /admin/salon-changes':                    [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/salon-changes/:id/approve':       [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/salon-changes/:id/refuse':        [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/salon-photos/:id/approve':        [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/salon-photos/:id/refuse':         [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/services/:id/approve':            [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/services/:id/refuse':             [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/employees/:id/approve':           [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/employees/:id/refuse':            [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/providers/:id/approve':           [401,    403,   403,        403,    403,  403,       ok],
  'POST /admin/providers/:id/refuse':            [401,    403,   403,        403,    403,  403,       ok],
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
