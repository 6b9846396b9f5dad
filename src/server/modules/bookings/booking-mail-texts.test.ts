import { describe, expect, it } from 'vitest';
import type { MailContent } from '../../lib/mail/outbox';
import { bookingViewRow } from '../../test-support/booking-view-row';
import * as mails from './booking-mail';

/**
 * Every booking e-mail, word for word: clients and salons read these, so a change of wording is a
 * product change, never a side effect of reshaping the code that writes them. The invitations are
 * all built by `bookingInvitation`: each e-mail's calendar method is checked, and two of them in full.
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

/** The mail as its reader sees it, and what it does to their calendar. */
const shown = (mail: MailContent | null) =>
  mail && { to: mail.to, subject: mail.subject, text: mail.text, calendar: mail.calendar?.method ?? null };

describe('booking e-mails', () => {
  it('to the owner, for a new request', () => {
    expect(
      shown(
        mails.ownerRequestMail(pending, { email: 'owner@example.tn', fullName: 'Yasmine Gharbi' }, context),
      ),
    ).toMatchInlineSnapshot(`
      {
        "calendar": null,
        "subject": "Nouvelle demande de rendez-vous chez Salon Yasmine",
        "text": "Bonjour Yasmine Gharbi,

      Amira Ben Salah demande un rendez-vous chez Salon Yasmine.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : En attente
      Client : Amira Ben Salah (amira@example.tn)
      Message du client : Cheveux longs

      Répondez avant le 3 mars 2026 à 10:00 : passé ce délai, la demande expire et le créneau est libéré.
      Confirmer ou refuser : https://rendezvous.example/dashboard/bookings/0b7d2f0e-0000-4000-8000-000000000001

      L'équipe Rendezvous",
        "to": "owner@example.tn",
      }
    `);
  });

  it('to the client, confirmed', () => {
    expect(shown(mails.bookingConfirmedMail(booking, context))).toMatchInlineSnapshot(`
      {
        "calendar": "REQUEST",
        "subject": "Votre rendez-vous chez Salon Yasmine est confirmé",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine a confirmé votre rendez-vous.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Confirmé
      Annulation ou déplacement possible jusqu'à 24 h avant le rendez-vous.

      Le fichier joint ajoute le rendez-vous à votre agenda. Vos rendez-vous : https://rendezvous.example/dashboard/bookings

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
    expect(shown(mails.bookingConfirmedMail(noEmployee, context))?.text).toMatchInlineSnapshot(`
      "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine a confirmé votre rendez-vous.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Confirmé
      Annulation ou déplacement possible jusqu'à 24 h avant le rendez-vous.

      Le fichier joint ajoute le rendez-vous à votre agenda. Vos rendez-vous : https://rendezvous.example/dashboard/bookings

      L'équipe Rendezvous"
    `);
  });

  it('to the client, refused or cancelled by the salon', () => {
    expect(
      shown(mails.bookingStatusMail({ ...booking, status: 'refused' }, 'refused', 'Imprévu', context)),
    ).toMatchInlineSnapshot(`
      {
        "calendar": null,
        "subject": "Votre rendez-vous chez Salon Yasmine a été refusé",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine a refusé votre rendez-vous avec Sonia.

      Service : Brushing
      Date : 9 mars 2026
      Heure : 11:00
      Statut : Refusé
      Message du salon : Imprévu

      Vous pouvez réserver un autre créneau à tout moment sur Rendezvous.

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
    expect(
      shown(
        mails.bookingStatusMail({ ...noEmployee, status: 'cancelled' }, 'cancelled', 'Fermeture', context),
      ),
    ).toMatchInlineSnapshot(`
      {
        "calendar": "CANCEL",
        "subject": "Votre rendez-vous chez Salon Yasmine a été annulé",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine a annulé votre rendez-vous.

      Service : Brushing
      Date : 9 mars 2026
      Heure : 11:00
      Statut : Annulé
      Message du salon : Fermeture

      Vous pouvez réserver un autre créneau à tout moment sur Rendezvous.

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
  });

  it('to the client, moved by either side', () => {
    expect(
      shown(mails.bookingMovedMail({ ...booking, status: 'modified' }, 'salon', context)),
    ).toMatchInlineSnapshot(`
      {
        "calendar": "REQUEST",
        "subject": "Votre rendez-vous chez Salon Yasmine a été déplacé",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine a déplacé votre rendez-vous.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Modifié

      Le fichier joint met à jour votre agenda. Vos rendez-vous : https://rendezvous.example/dashboard/bookings

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
    expect(
      shown(mails.bookingMovedMail({ ...noEmployee, status: 'modified' }, 'client', context))?.text,
    ).toMatchInlineSnapshot(`
      "Bonjour Amira Ben Salah,

      Votre rendez-vous chez Salon Yasmine est déplacé, comme vous l'avez demandé.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Modifié

      Le fichier joint met à jour votre agenda. Vos rendez-vous : https://rendezvous.example/dashboard/bookings

      L'équipe Rendezvous"
    `);
  });

  it('to the client, given to another employee', () => {
    expect(shown(mails.bookingReassignedMail(booking, context))).toMatchInlineSnapshot(`
      {
        "calendar": "REQUEST",
        "subject": "Votre rendez-vous chez Salon Yasmine sera assuré par Sonia",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine a confié votre rendez-vous à Sonia. La date et l'heure ne changent pas.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Confirmé

      Le fichier joint met à jour votre agenda. Vos rendez-vous : https://rendezvous.example/dashboard/bookings

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
    expect(shown(mails.bookingReassignedMail(pending, context))).toMatchInlineSnapshot(`
      {
        "calendar": null,
        "subject": "Votre rendez-vous chez Salon Yasmine sera assuré par Sonia",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine a confié votre rendez-vous à Sonia. La date et l'heure ne changent pas.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : En attente

      Vos rendez-vous : https://rendezvous.example/dashboard/bookings

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
    expect(mails.bookingReassignedMail(noEmployee, context)).toBeNull();
  });

  it('to the client, cancelled by themselves', () => {
    expect(
      shown(mails.clientCancelledMail({ ...booking, status: 'cancelled' }, context)),
    ).toMatchInlineSnapshot(`
      {
        "calendar": "CANCEL",
        "subject": "Votre rendez-vous chez Salon Yasmine est annulé",
        "text": "Bonjour Amira Ben Salah,

      Votre rendez-vous chez Salon Yasmine est annulé, comme vous l'avez demandé.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Annulé

      Vous pouvez réserver un autre créneau à tout moment : https://rendezvous.example/providers/0b7d2f0e-0000-4000-8000-000000000003

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
  });

  it('to the client, the request expired', () => {
    expect(
      shown(mails.bookingExpiredMail({ ...booking, status: 'expired' }, context)),
    ).toMatchInlineSnapshot(`
      {
        "calendar": null,
        "subject": "Votre demande chez Salon Yasmine a expiré",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine n'a pas répondu à temps à votre demande de rendez-vous : elle a expiré et le créneau est libéré.

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Expiré

      Vous pouvez choisir un autre créneau : https://rendezvous.example/providers/0b7d2f0e-0000-4000-8000-000000000003/booking

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
  });

  it('to the client, the reminder with its two links', () => {
    const links = {
      confirm: `${context.baseUrl}/rappel/confirmer`,
      cancel: `${context.baseUrl}/rappel/annuler`,
    };
    expect(shown(mails.reminderMail(booking, links, context))).toMatchInlineSnapshot(`
      {
        "calendar": null,
        "subject": "Rappel : votre rendez-vous chez Salon Yasmine le 9 mars 2026 à 11:00",
        "text": "Bonjour Amira Ben Salah,

      Nous vous rappelons votre rendez-vous :

      Salon : Salon Yasmine, 12 rue de Marseille, Tunis
      Service : Brushing
      Avec : Sonia
      Date : 9 mars 2026
      Heure : 11:00
      Prix : 20 DT
      Statut : Confirmé

      Je confirme ma venue : https://rendezvous.example/rappel/confirmer
      Annuler ce rendez-vous : https://rendezvous.example/rappel/annuler

      Annulation ou déplacement possible jusqu'à 24 h avant le rendez-vous.

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
  });

  it('to the client, the salon suspended', () => {
    expect(
      shown(mails.salonSuspendedMail({ ...booking, status: 'cancelled' }, context)),
    ).toMatchInlineSnapshot(`
      {
        "calendar": "CANCEL",
        "subject": "Votre rendez-vous chez Salon Yasmine est annulé",
        "text": "Bonjour Amira Ben Salah,

      Le salon Salon Yasmine n'accepte plus de rendez-vous sur Rendezvous : votre rendez-vous est annulé.

      Service : Brushing
      Date : 9 mars 2026
      Heure : 11:00
      Statut : Annulé

      Vous pouvez réserver dans un autre salon à tout moment sur Rendezvous. Nous sommes désolés pour ce contretemps.

      L'équipe Rendezvous",
        "to": "amira@example.tn",
      }
    `);
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
  it('puts a confirmed booking in the client’s calendar, with whom, its price and the rule', () => {
    expect(mails.bookingInvitation(booking, 'REQUEST', context).content).toMatchInlineSnapshot(`
      "BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Rendezvous//Rendez-vous//FR
      CALSCALE:GREGORIAN
      METHOD:REQUEST
      BEGIN:VEVENT
      UID:0b7d2f0e-0000-4000-8000-000000000001@rendezvous
      DTSTAMP:20260302T080000Z
      SEQUENCE:2
      LAST-MODIFIED:20260302T075900Z
      DTSTART:20260309T100000Z
      DTEND:20260309T103000Z
      SUMMARY:Brushing – Salon Yasmine
      LOCATION:12 rue de Marseille\\, Tunis
      DESCRIPTION:Brushing avec Sonia · 20 DT · Annulation ou déplacement poss
       ible jusqu'à 24 h avant le rendez-vous.
      ORGANIZER;CN="Salon Yasmine":mailto:no-reply@rendezvous.example
      ATTENDEE;CN="Amira Ben Salah";ROLE=REQ-PARTICIPANT:mailto:amira@example.tn
      STATUS:CONFIRMED
      END:VEVENT
      END:VCALENDAR
      "
    `);
  });

  it('takes a cancelled one out of it', () => {
    expect(
      mails.bookingInvitation({ ...noEmployee, status: 'cancelled', sequence: 3 }, 'CANCEL', context).content,
    ).toMatchInlineSnapshot(`
      "BEGIN:VCALENDAR
      VERSION:2.0
      PRODID:-//Rendezvous//Rendez-vous//FR
      CALSCALE:GREGORIAN
      METHOD:CANCEL
      BEGIN:VEVENT
      UID:0b7d2f0e-0000-4000-8000-000000000001@rendezvous
      DTSTAMP:20260302T080000Z
      SEQUENCE:3
      LAST-MODIFIED:20260302T075900Z
      DTSTART:20260309T100000Z
      DTEND:20260309T103000Z
      SUMMARY:Brushing – Salon Yasmine
      LOCATION:12 rue de Marseille\\, Tunis
      DESCRIPTION:Brushing · 20 DT · Annulation ou déplacement possible jusqu'
       à 24 h avant le rendez-vous.
      ORGANIZER;CN="Salon Yasmine":mailto:no-reply@rendezvous.example
      ATTENDEE;CN="Amira Ben Salah";ROLE=REQ-PARTICIPANT:mailto:amira@example.tn
      STATUS:CANCELLED
      END:VEVENT
      END:VCALENDAR
      "
    `);
  });
});
