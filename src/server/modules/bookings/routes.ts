import type { Context } from 'hono';
import type { z } from 'zod';
import type { BookingAction } from '@/shared/booking-policy';
import { endpoints } from '@/shared/endpoints';
import {
  BookingListQuerySchema,
  BookingNoteSchema,
  CreateBookingSchema,
  FreeDaysQuerySchema,
  MoveBookingSchema,
  SettlePastSchema,
  SlotsQuerySchema,
} from '@/shared/schemas/bookings';
import { ReassignSchema } from '@/shared/schemas/staff';
import { now } from '../../base/clock';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps, AppEnv, Viewer } from '../../lib/context';
import { onceForKey } from '../../lib/idempotency';
import { uuidParam } from '../../lib/params';
import { withMessageLinkLimit } from '../messaging/message-link-limit';
import { bookingMessages } from '../messaging/sms-usage';
import { SALON_NOT_FOUND } from '../salons/salon-visibility';
import { bookingCalendarFile } from './booking-calendar-file';
import { readBookingLink, useBookingLink } from './booking-links';
import { bookingMailSettings } from './booking-mail-settings';
import { BOOKING_NOT_FOUND } from './booking-text';
import { inBookingTransaction } from './booking-write';
import { changeBooking } from './change-booking';
import { createBooking } from './create-booking';
import { findVisibleBooking, getBooking } from './get-booking';
import { getFreeDays, getSalonSlots } from './get-salon-slots';
import { getToday } from './get-today';
import { listBookings } from './list-bookings';
import { answerMessageLink } from './message-link-answers';
import { reassignBooking } from './reassign-booking';
import { reassignCandidates } from './reassign-candidates';
import { settlePastBookings } from './settle-past-bookings';

export function registerBookingRoutes(api: ApiRouter, { db, mailer, config }: AppDeps) {
  const mail = bookingMailSettings(config);
  api.route(
    endpoints.salons.slots,
    { allow: 'visitor', query: SlotsQuerySchema },
    async (c, viewer, read) => {
      const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
      const { date, serviceId, employeeId, followedBy } = read.query();
      return c.json(
        await getSalonSlots({ db, salonId, serviceId, employeeId, followedBy, date, viewer, now: now() }),
      );
    },
  );

  api.route(
    endpoints.salons.freeDays,
    { allow: 'visitor', query: FreeDaysQuerySchema },
    async (c, viewer, read) => {
      const salonId = uuidParam(c, 'id', SALON_NOT_FOUND);
      const { month, serviceId, employeeId, followedBy } = read.query();
      return c.json(
        await getFreeDays({ db, salonId, serviceId, employeeId, followedBy, month, viewer, now: now() }),
      );
    },
  );

  // Only clients book (decision 005).
  api.route(
    endpoints.bookings.create,
    { allow: 'client', body: CreateBookingSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      // A double tap sends one Idempotency-Key twice: one booking, and both answers are it (decision
      // 071). The owner's e-mail leaves once the booking has committed, and only the first time.
      const { value: booking } = await inBookingTransaction(
        db,
        mailer,
        (change) => createBooking(change, { viewer, ...input, mail, now: now() }),
        { open: (work) => onceForKey(c, { db, viewer }, (tx) => tx.transaction(work)) },
      );
      return c.json(booking, 201);
    },
  );

  // Each person sees only the bookings they are part of (an admin, all): filtered in listBookings.
  api.route(
    endpoints.bookings.list,
    { allow: 'signed-in', query: BookingListQuerySchema },
    async (c, viewer, read) => {
      const { scope, page, ...filters } = read.query();
      return c.json(await listBookings({ db, viewer, scope, filters, page, now: now() }));
    },
  );

  // The recap page and its calendar file: one's own booking (its client, its salon's owner) or an admin.
  api.route(endpoints.bookings.get, { allow: 'signed-in' }, async (c, viewer) => {
    const bookingId = uuidParam(c, 'id', BOOKING_NOT_FOUND);
    return c.json(await getBooking({ db, viewer, bookingId }));
  });
  api.route(endpoints.bookings.calendarFile, { allow: 'signed-in' }, async (c, viewer) => {
    const bookingId = uuidParam(c, 'id', BOOKING_NOT_FOUND);
    const file = await bookingCalendarFile({
      db,
      viewer,
      bookingId,
      from: config.mail.from,
      now: now(),
    });
    return c.body(file, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="rendez-vous.ics"',
      'cache-control': 'private, no-store',
    });
  });

  // The reminder's one-tap links work without a session: the token is the proof (booking-links.ts).
  api.route(endpoints.bookings.readLink, { allow: 'visitor' }, async (c) =>
    c.json(await readBookingLink({ db, token: c.req.param('token') ?? '', now: now() })),
  );
  api.route(endpoints.bookings.useLink, { allow: 'visitor' }, async (c) =>
    c.json(
      await useBookingLink({
        db,
        mailer,
        token: c.req.param('token') ?? '',
        mail,
        movesPerDay: config.limits.movesPerBookingPerDay,
        now: now(),
      }),
    ),
  );

  // The answers of an SMS's or a WhatsApp message's short link: the code is the proof (decision 078).
  // Reading it and its way out are the messaging module's routes.
  for (const answer of ['confirm', 'cancel'] as const) {
    api.route(endpoints.messageLinks[answer], { allow: 'visitor' }, async (c) =>
      c.json(
        await withMessageLinkLimit(c, db, config, () =>
          answerMessageLink({
            db,
            mailer,
            code: c.req.param('code') ?? '',
            answer,
            mail,
            movesPerDay: config.limits.movesPerBookingPerDay,
            now: now(),
          }),
        ),
      ),
    );
  }

  // Who may act on which booking (its client, its salon's owner, an admin) is checked in changeBooking.
  // The booking's id is read before the body, as every route reads its path first.
  const act = async (
    c: Context<AppEnv>,
    viewer: Viewer,
    name: BookingAction,
    body: () => Promise<z.output<typeof BookingNoteSchema> | z.output<typeof MoveBookingSchema> | object>,
  ) => {
    const bookingId = uuidParam(c, 'id', BOOKING_NOT_FOUND);
    const input = await body();
    return c.json(
      await changeBooking({
        db,
        mailer,
        viewer,
        bookingId,
        action: name,
        movesPerDay: config.limits.movesPerBookingPerDay,
        mail,
        now: now(),
        ...input,
      }),
    );
  };
  const nothing = async () => ({});
  const { bookingActions: actions } = endpoints;
  api.route(actions.confirm, { allow: ['prestataire'] }, (c, viewer) => act(c, viewer, 'confirm', nothing));
  api.route(actions.refuse, { allow: ['prestataire'], body: BookingNoteSchema }, (c, viewer, read) =>
    act(c, viewer, 'refuse', read.body),
  );
  api.route(
    actions.cancel,
    { allow: ['client', 'prestataire', 'admin'], body: BookingNoteSchema },
    (c, viewer, read) => act(c, viewer, 'cancel', read.body),
  );
  api.route(actions.move, { allow: ['client', 'prestataire'], body: MoveBookingSchema }, (c, viewer, read) =>
    act(c, viewer, 'move', read.body),
  );
  // Attendance ("Honoré", "Absent"): the salon, once the appointment has started.
  api.route(actions.attended, { allow: ['prestataire'] }, (c, viewer) => act(c, viewer, 'attended', nothing));
  api.route(actions.no_show, { allow: ['prestataire'] }, (c, viewer) => act(c, viewer, 'no_show', nothing));

  // Only the salon's owner gives a booking to another of its employees (checked in reassignBooking).
  api.route(
    endpoints.bookings.reassign,
    { allow: 'prestataire', body: ReassignSchema },
    async (c, viewer, read) => {
      const bookingId = uuidParam(c, 'id', BOOKING_NOT_FOUND);
      const { employeeId } = await read.body();
      return c.json(await reassignBooking({ db, mailer, viewer, bookingId, employeeId, mail, now: now() }));
    },
  );

  // Whom "Réassigner" offers: the salon's owner only (checked in reassignCandidates).
  api.route(endpoints.bookings.reassignCandidates, { allow: 'prestataire' }, async (c, viewer) => {
    const bookingId = uuidParam(c, 'id', BOOKING_NOT_FOUND);
    return c.json(await reassignCandidates({ db, viewer, bookingId, now: now() }));
  });

  // What became of the booking's SMS and WhatsApp messages (decision 078): the salon's side of the
  // booking, as its recap page (its owner, admins); the client has the messages themselves.
  api.route(endpoints.bookings.messages, { allow: ['prestataire', 'admin'] }, async (c, viewer) => {
    const bookingId = uuidParam(c, 'id', BOOKING_NOT_FOUND);
    await findVisibleBooking(db, viewer, bookingId);
    return c.json(await bookingMessages(db, bookingId));
  });

  // The dashboard's "Aujourd'hui" (decision 076): an owner's own salons only.
  api.route(endpoints.dashboard.today, { allow: 'prestataire' }, async (c, viewer) =>
    c.json(await getToday({ db, viewer, now: now() })),
  );
  api.route(
    endpoints.dashboard.settlePast,
    { allow: 'prestataire', body: SettlePastSchema },
    async (c, viewer, read) => {
      await read.body();
      return c.json(
        await settlePastBookings({
          db,
          mailer,
          viewer,
          mail,
          movesPerDay: config.limits.movesPerBookingPerDay,
          now: now(),
        }),
      );
    },
  );
}
