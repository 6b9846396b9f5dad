import { describe, expect, it } from 'vitest';
import type { MailContent } from '../../lib/mail/outbox';
import { bookingViewRow } from '../../test-support/booking-view-row';
import * as mails from './booking-mail';

/**
 * Every booking e-mail, word for word: clients and salons read these, so a change of wording is a
 * product change, never a side effect of reshaping the code that writes them. The invitations are
 * all built by `bookingInvitation`: each e-mail's calendar method is checked, and two of them in full.
 * The words are in __snapshots__/booking-mail-texts.test.ts.snap, each mail whole, in the order below.
 */
const now = new Date('2026-03-02T08:00:00Z');
const context = {
  baseUrl: 'https://rendezvous.example',
  from: 'Rendezvous <no-reply@rendezvous.example>',
  now,
};

const booking = bookingViewRow();
const noEmployee = bookingViewRow({ employeeId: null, employeeName: null, employeePosition: null });
const pending = bookingViewRow({ status: 'pending', clientNote: 'Cheveux longs' });
/** Amira's Coupe with Sonia then Brushing with Amel, one visit. */
const visit = bookingViewRow({
  serviceName: 'Coupe + Brushing',
  servicePrice: '45.00',
  endTime: new Date('2026-03-09T11:30:00Z'),
  parts: [
    {
      serviceId: null,
      serviceName: 'Coupe',
      price: '25.00',
      start: Date.parse('2026-03-09T10:00:00Z'),
      end: Date.parse('2026-03-09T11:00:00Z'),
      employeeId: '0b7d2f0e-0000-4000-8000-000000000006',
      employeeName: 'Sonia Trabelsi',
    },
    {
      serviceId: null,
      serviceName: 'Brushing',
      price: '20.00',
      start: Date.parse('2026-03-09T11:00:00Z'),
      end: Date.parse('2026-03-09T11:30:00Z'),
      employeeId: '0b7d2f0e-0000-4000-8000-000000000007',
      employeeName: 'Amel Jaziri',
    },
  ],
});

/** The mail as its reader sees it, and what it does to their calendar. */
const shown = (mail: MailContent | null) =>
  mail && { to: mail.to, subject: mail.subject, text: mail.text, calendar: mail.calendar?.method ?? null };

/**
 * Each test's e-mails, in the order it reads them: the mail as shown, or only its text where the same
 * mail was just shown whole for a booking with an employee.
 */
const CLIENT_AND_OWNER_MAILS: [name: string, written: () => unknown[]][] = [
  [
    'to the owner, for a new request',
    () => [
      shown(
        mails.ownerRequestMail(pending, { email: 'owner@example.tn', fullName: 'Yasmine Gharbi' }, context),
      ),
    ],
  ],
  [
    'to the client, confirmed',
    () => [
      shown(mails.bookingConfirmedMail(booking, context)),
      shown(mails.bookingConfirmedMail(noEmployee, context))?.text,
    ],
  ],
  [
    'to the client, refused or cancelled by the salon',
    () => [
      shown(mails.bookingStatusMail({ ...booking, status: 'refused' }, 'refused', 'Imprévu', context)),
      shown(
        mails.bookingStatusMail({ ...noEmployee, status: 'cancelled' }, 'cancelled', 'Fermeture', context),
      ),
    ],
  ],
  [
    'to the client, moved by either side',
    () => [
      shown(mails.bookingMovedMail({ ...booking, status: 'modified' }, 'salon', context)),
      shown(mails.bookingMovedMail({ ...noEmployee, status: 'modified' }, 'client', context))?.text,
    ],
  ],
  [
    'to the client, given to another employee',
    () => [
      shown(mails.bookingReassignedMail(booking, context)),
      shown(mails.bookingReassignedMail(pending, context)),
    ],
  ],
  [
    'to the client, cancelled by themselves',
    () => [shown(mails.clientCancelledMail({ ...booking, status: 'cancelled' }, context))],
  ],
  [
    'to the client, the request expired',
    () => [shown(mails.bookingExpiredMail({ ...booking, status: 'expired' }, context))],
  ],
  [
    'to the client, the reminder with its two links',
    () => [
      shown(
        mails.reminderMail(
          booking,
          { confirm: `${context.baseUrl}/rappel/confirmer`, cancel: `${context.baseUrl}/rappel/annuler` },
          context,
        ),
      ),
    ],
  ],
  [
    'to the client, the salon suspended',
    () => [shown(mails.salonSuspendedMail({ ...booking, status: 'cancelled' }, context))],
  ],
  [
    'to the client, a visit of two services confirmed: each service with its time and person',
    () => {
      const mail = mails.bookingConfirmedMail(visit, context);
      // The invitation's lines unfolded (RFC 5545 folds them at 75 octets).
      const unfolded = mail?.calendar?.content.replace(/\r?\n[ \t]/g, '');
      return [shown(mail), unfolded?.match(/^DESCRIPTION:.*$/m)?.[0]];
    },
  ],
];

describe('booking e-mails', () => {
  it.each(CLIENT_AND_OWNER_MAILS)('%s', (_name, written) => {
    for (const mail of written()) expect(mail).toMatchSnapshot();
  });

  it('to the client, given to another employee: none when the booking names nobody', () => {
    expect(mails.bookingReassignedMail(noEmployee, context)).toBeNull();
  });

  it('nobody without an e-mail address', () => {
    const anonymous = { ...booking, clientEmail: null };
    expect(
      [
        mails.bookingConfirmedMail(anonymous, context),
        mails.bookingStatusMail(anonymous, 'refused', 'x', context),
        mails.bookingMovedMail(anonymous, 'salon', context),
        mails.bookingReassignedMail(anonymous, context),
        mails.clientCancelledMail(anonymous, context),
        mails.bookingExpiredMail(anonymous, context),
        mails.reminderMail(anonymous, { confirm: '', cancel: '' }, context),
        mails.salonSuspendedMail(anonymous, context),
      ].every((mail) => mail === null),
    ).toBe(true);
  });
});

describe('the calendar invitations', () => {
  it.each([
    [
      'puts a confirmed booking in the client’s calendar, with whom, its price and the rule',
      () => mails.bookingInvitation(booking, 'REQUEST', context),
    ],
    [
      'takes a cancelled one out of it',
      () => mails.bookingInvitation({ ...noEmployee, status: 'cancelled', sequence: 3 }, 'CANCEL', context),
    ],
  ])('%s', (_name, invitation) => {
    expect(invitation().content).toMatchSnapshot();
  });
});
