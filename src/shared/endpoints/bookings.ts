import type { z } from 'zod';
import type {
  BookingChange,
  BookingLinkView,
  BookingList,
  BookingMessages,
  BookingView,
  ReassignCandidates,
} from '../api-types';
import type { BookingAction } from '../booking-policy';
import { type Download, type Endpoint, endpoint, type NoBody, type UrlQuery } from '../endpoint';
import type {
  BookingListQuerySchema,
  BookingNoteSchema,
  CreateBookingSchema,
  MoveBookingSchema,
} from '../schemas/bookings';
import type { ReassignSchema } from '../schemas/staff';

// Bookings: creating, listing, one booking and its calendar file, the reminder's links, the actions on
// a booking (server: modules/bookings).

type Note = z.input<typeof BookingNoteSchema>;

export const bookings = {
  create: endpoint<{ answer: BookingView; body: z.input<typeof CreateBookingSchema> }>()('POST', '/bookings'),
  list: endpoint<{ answer: BookingList; query: UrlQuery<z.input<typeof BookingListQuerySchema>> }>()(
    'GET',
    '/bookings',
  ),
  get: endpoint<{ answer: BookingView }>()('GET', '/bookings/:id'),
  /** "Ajouter à mon calendrier": a .ics file the browser downloads. */
  calendarFile: endpoint<{ answer: Download }>()('GET', '/bookings/:id/calendar.ics'),
  /** A reminder's one-tap link, read and used without a session: the token is the proof. */
  readLink: endpoint<{ answer: BookingLinkView }>()('GET', '/booking-links/:token'),
  useLink: endpoint<{ answer: BookingLinkView }>()('POST', '/booking-links/:token'),
  /** The salon gives a booking to another of its employees. */
  reassign: endpoint<{ answer: BookingChange; body: z.input<typeof ReassignSchema> }>()(
    'POST',
    '/bookings/:id/reassign',
  ),
  /** Whom "Réassigner" offers: the employees the reassignment would accept now. */
  reassignCandidates: endpoint<{ answer: ReassignCandidates }>()('GET', '/bookings/:id/reassign-candidates'),
  /** The SMS and WhatsApp messages sent about the booking and what became of them, for its salon. */
  messages: endpoint<{ answer: BookingMessages }>()('GET', '/bookings/:id/messages'),
} as const;

/** What one may do to a booking (shared/booking-policy.ts), each action its own route. */
export const bookingActions = {
  confirm: endpoint<{ answer: BookingChange; body: NoBody }>()('POST', '/bookings/:id/confirm'),
  refuse: endpoint<{ answer: BookingChange; body: Note }>()('POST', '/bookings/:id/refuse'),
  cancel: endpoint<{ answer: BookingChange; body: Note }>()('POST', '/bookings/:id/cancel'),
  move: endpoint<{ answer: BookingChange; body: z.input<typeof MoveBookingSchema> }>()(
    'POST',
    '/bookings/:id/move',
  ),
  attended: endpoint<{ answer: BookingChange; body: NoBody }>()('POST', '/bookings/:id/attended'),
  no_show: endpoint<{ answer: BookingChange; body: NoBody }>()('POST', '/bookings/:id/no_show'),
} as const satisfies { [A in BookingAction]: Endpoint<'POST', `/bookings/:id/${A}`> };
