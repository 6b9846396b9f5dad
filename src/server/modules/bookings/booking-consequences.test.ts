import { describe, expect, it } from 'vitest';
import { ACTIONS_BY_SIDE, BOOKING_SIDES, RESULTING_STATUS } from '@/shared/booking-policy';
import type { BookingStatus } from '@/shared/booking-status';
import { bookingViewRow } from '../../test-support/booking-view-row';
import {
  BOOKING_ACTORS,
  BOOKING_CONSEQUENCES,
  BOOKING_TRANSITIONS,
  type BookingActor,
  type BookingTransition,
  bookingMailOf,
  type Consequences,
  consequencesOf,
  reminderColumns,
  TRANSITION_OF_ACTION,
} from './booking-consequences';

/** One line per consequence, as a reader of the table would say it. */
function said(consequences: Consequences | undefined): string {
  if (!consequences) return '—';
  const parts = [
    ...consequences.notify.map(({ to, type }) => `notify ${to} ${type}`),
    consequences.mail
      ? `mail ${consequences.mail.to} ${consequences.mail.kind}${consequences.mail.invitation ? ` ${consequences.mail.invitation}` : ''} (${consequences.delivery})`
      : 'no mail',
    consequences.salonCalendar ? 'salon calendar' : 'no salon calendar',
    `reminder ${consequences.reminder}`,
    ...(consequences.followUp ? [`follow-up ${consequences.followUp}`] : []),
  ];
  return parts.join(' · ');
}

/**
 * Every transition × every actor: what follows, or '—' where that actor cannot cause it. This is the
 * product's rule written out; a change to the table must change this test in the same commit.
 */
const EXPECTED: Record<BookingTransition, Record<BookingActor, string>> = {
  requested: {
    client: 'notify owner new_booking · mail owner owner_request (now) · no salon calendar · reminder keep',
    salon: '—',
    admin: '—',
    system: '—',
  },
  booked_by_salon: {
    client: '—',
    salon:
      'notify client booking_status_changed · mail client confirmed REQUEST (now) · salon calendar · reminder schedule',
    admin: '—',
    system: '—',
  },
  confirmed: {
    client: '—',
    salon:
      'notify client booking_status_changed · mail client confirmed REQUEST (now) · salon calendar · reminder schedule',
    admin: '—',
    system: '—',
  },
  refused: {
    client: '—',
    salon:
      'notify client booking_status_changed · mail client refused_or_cancelled_by_salon (now) · salon calendar · reminder withdraw',
    admin: '—',
    system: '—',
  },
  cancelled: {
    client:
      'notify owner booking_status_changed · mail client cancelled_by_client CANCEL (now) · salon calendar · reminder withdraw',
    salon:
      'notify client booking_status_changed · mail client refused_or_cancelled_by_salon CANCEL (now) · salon calendar · reminder withdraw',
    admin:
      'notify client booking_status_changed · notify owner booking_status_changed · mail client refused_or_cancelled_by_salon CANCEL (now) · salon calendar · reminder withdraw',
    system: '—',
  },
  moved: {
    client:
      'notify owner booking_status_changed · mail client moved REQUEST (now) · salon calendar · reminder withdraw',
    salon:
      'notify client booking_status_changed · mail client moved REQUEST (now) · salon calendar · reminder withdraw',
    admin: '—',
    system: '—',
  },
  reassigned: {
    client: '—',
    salon:
      'notify client booking_reassigned · mail client reassigned if confirmed (now) · salon calendar · reminder keep',
    admin: '—',
    system: '—',
  },
  expired: {
    client: '—',
    salon: '—',
    admin: '—',
    system:
      'notify client booking_status_changed · mail client expired (worker) · salon calendar · reminder withdraw',
  },
  attendance_marked: {
    client: '—',
    salon: 'no mail · salon calendar · reminder withdraw',
    admin: '—',
    system: '—',
  },
  attendance_confirmed: {
    client: 'notify owner client_confirmed_attendance · no mail · no salon calendar · reminder keep',
    salon: '—',
    admin: '—',
    system: '—',
  },
  reminded: {
    client: '—',
    salon: '—',
    admin: '—',
    system: 'mail client reminder (worker) · no salon calendar · reminder sent · follow-up sms',
  },
  provider_suspended: {
    client: '—',
    salon: '—',
    admin:
      'notify client booking_cancelled_provider_suspended · mail client salon_suspended CANCEL (now) · salon calendar · reminder withdraw',
    system: '—',
  },
  client_account_erased: {
    client: 'notify owner booking_status_changed · no mail · salon calendar · reminder withdraw',
    salon: '—',
    admin: '—',
    system: '—',
  },
};

describe('the table of booking consequences', () => {
  for (const transition of BOOKING_TRANSITIONS) {
    for (const actor of BOOKING_ACTORS) {
      it(`${transition} by ${actor}`, () => {
        expect(said(BOOKING_CONSEQUENCES[transition][actor])).toBe(EXPECTED[transition][actor]);
      });
    }
  }

  it('has a row for every action each side can take on the site', () => {
    for (const side of BOOKING_SIDES) {
      for (const action of ACTIONS_BY_SIDE[side]) {
        expect(
          () => consequencesOf(TRANSITION_OF_ACTION[action], side),
          `${action} by ${side}`,
        ).not.toThrow();
      }
    }
  });

  it('refuses a transition an actor cannot cause', () => {
    expect(() => consequencesOf('confirmed', 'client')).toThrow();
    expect(() => consequencesOf('expired', 'salon')).toThrow();
  });
});

const now = new Date('2026-03-02T08:00:00Z');
const start = new Date('2026-03-09T10:00:00Z');
const booking = (status: BookingStatus) => bookingViewRow({ status, startTime: start });

/** The status a transition leaves the booking in, to build its e-mail from. */
const STATUS_AFTER: Record<BookingTransition, BookingStatus[]> = {
  requested: ['pending'],
  booked_by_salon: ['confirmed'],
  confirmed: [RESULTING_STATUS.confirm],
  refused: [RESULTING_STATUS.refuse],
  cancelled: [RESULTING_STATUS.cancel],
  moved: [RESULTING_STATUS.move],
  // Given to someone else, a request stays one and a confirmed booking stays confirmed.
  reassigned: ['pending', 'confirmed'],
  expired: ['expired'],
  attendance_marked: ['attended', 'no_show'],
  attendance_confirmed: ['confirmed'],
  reminded: ['confirmed'],
  provider_suspended: ['cancelled'],
  client_account_erased: ['cancelled'],
};

describe('the e-mails agree with the table', () => {
  const mail = { baseUrl: 'https://rendezvous.example', from: 'no-reply@rendezvous.example', now };
  for (const transition of BOOKING_TRANSITIONS) {
    for (const actor of BOOKING_ACTORS) {
      const row = BOOKING_CONSEQUENCES[transition][actor];
      if (!row?.mail) continue;
      const { kind, to, invitation } = row.mail;
      for (const status of STATUS_AFTER[transition]) {
        it(`${transition} by ${actor} (${status}): ${kind} to the ${to}, ${invitation ?? 'no'} invitation`, () => {
          const sent = bookingMailOf(
            kind,
            {
              transition,
              actor,
              booking: booking(status),
              note: 'Imprévu',
              links: { confirm: 'https://x/confirm', cancel: 'https://x/cancel' },
              mail,
            },
            { email: 'owner@example.tn', fullName: 'Yasmine' },
          );
          expect(sent?.to).toBe(to === 'client' ? 'amira@example.tn' : 'owner@example.tn');
          const expected =
            invitation === 'if confirmed' ? (status === 'confirmed' ? 'REQUEST' : undefined) : invitation;
          expect(sent?.calendar?.method).toBe(expected ?? undefined);
        });
      }
    }
  }
});

describe('the reminder columns follow the table', () => {
  it('sets the reminder when confirmed, for its start less the salon’s notice', () => {
    expect(reminderColumns('confirmed', 'salon', now, { startTime: start, reminderHours: 24 })).toEqual({
      remindAt: new Date('2026-03-08T10:00:00Z'),
      reminderSentAt: null,
      smsFollowUpAt: null,
    });
  });
  it('sets none when that moment has passed', () => {
    expect(reminderColumns('confirmed', 'salon', now, { startTime: start, reminderHours: 24 * 30 })).toEqual({
      remindAt: null,
      reminderSentAt: null,
      smsFollowUpAt: null,
    });
  });
  it('takes it back, marks it sent or leaves it', () => {
    // The SMS that follows an unanswered e-mail reminder goes with the reminder.
    expect(reminderColumns('cancelled', 'client', now)).toEqual({ remindAt: null, smsFollowUpAt: null });
    expect(reminderColumns('reminded', 'system', now)).toEqual({ remindAt: null, reminderSentAt: now });
    expect(reminderColumns('reassigned', 'salon', now)).toEqual({});
  });
});
