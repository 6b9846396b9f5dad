import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7, PHONE_CHANNELS, smsSegments } from '@/shared/messaging';
import { pages } from '@/shared/pages';
import { bookingViewRow } from '../../test-support/booking-view-row';
import {
  ANSWERABLE_KINDS,
  BOOKING_MESSAGE_KINDS,
  type BookingMessageKind,
  bookingMessageText,
  phoneCodeText,
} from './booking-texts';

// Every SMS is one segment: French in GSM-7, one link (the answer's page carries the way out), the
// salon's whole name up to 30 characters, cut only beyond (decisions 078, 081).
const SIXTY = 'Institut de Beauté et Coiffure Les Jardins de Carthage Tunis';
const THIRTY = 'Espace Beauté Yasmine La Marsa';
const longest = (salonName: string) =>
  bookingViewRow({
    salonName,
    // 31 December at 23:45: the widest date and time.
    startTime: new Date('2026-12-31T22:45:00Z'),
    employeeName: 'Anne-Charlotte-Élisabeth Ben Youssef',
  });
const linksAt = (base: string, answerable: boolean) => ({
  respond: answerable ? `${base}${pages.messageLink('Ab3dE6gH')}` : null,
  stop: `${base}${pages.messageStop('Ab3dE6gH')}`,
});
const STATUSES = ['confirmed', 'refused', 'cancelled'] as const;
const BASES = ['https://rendezvous.tn', 'http://localhost:3000'];
const smsOf = (
  kind: BookingMessageKind,
  salonName: string,
  status: (typeof STATUSES)[number],
  base: string,
) =>
  bookingMessageText(
    'sms',
    kind,
    { ...longest(salonName), status },
    linksAt(base, ANSWERABLE_KINDS.includes(kind)),
  ).body;
/** The salon's name as the SMS writes it: before " : ", after "Rappel " in a reminder. */
const nameIn = (body: string) => (body.split(' : ')[0] ?? '').replace(/^Rappel /, '');

describe('SMS templates', () => {
  for (const base of BASES) {
    for (const kind of BOOKING_MESSAGE_KINDS) {
      it(`« ${kind} » keeps a 30-character salon name whole in one GSM-7 segment, with one link (${base})`, () => {
        for (const status of STATUSES) {
          for (const name of [THIRTY, SIXTY]) {
            const body = smsOf(kind, name, status, base);
            expect(isGsm7(body)).toBe(true);
            expect(gsm7Length(body)).toBeLessThanOrEqual(160);
            expect(smsSegments(body)).toBe(1);
            const lines = body.split('\n');
            expect(lines).toHaveLength(2);
            expect(lines[1]).toBe(
              ANSWERABLE_KINDS.includes(kind)
                ? `Confirmer ou annuler : ${base}/m/Ab3dE6gH`
                : `Ne plus recevoir de SMS : ${base}/s/Ab3dE6gH`,
            );
          }
          expect(nameIn(smsOf(kind, THIRTY, status, base))).toBe(THIRTY);
        }
      });
    }
  }

  it('a 60-character name: whole when the SMS asks for an answer, 39 to 50 characters then a full stop otherwise', () => {
    const base = 'https://rendezvous.tn';
    const kept = Object.fromEntries(
      BOOKING_MESSAGE_KINDS.map((kind) => [
        kind,
        Math.min(
          ...STATUSES.map((status) => nameIn(smsOf(kind, SIXTY, status, base)).replace(/\.$/, '').length),
        ),
      ]),
    );
    // Characters of the name kept, at the widest date; the longest sentences leave the least room.
    expect(kept).toEqual({
      confirmed: 60,
      refused_or_cancelled_by_salon: 45,
      cancelled_by_client: 60,
      moved: 40,
      reassigned: 60,
      expired: 50,
      reminder: 60,
      follow_up: 60,
      salon_suspended: 39,
    });
    expect(smsOf('moved', SIXTY, 'confirmed', base)).toMatch(
      /^Institut de Beauté[A-Za-z ]*\. : RDV déplacé au 31\/12 à 23:45/,
    );
  });

  it('keeps a short salon name whole, with the date and time in the salon’s zone', () => {
    const { body } = bookingMessageText(
      'sms',
      'reminder',
      bookingViewRow(),
      linksAt('https://rendezvous.tn', true),
    );
    expect(body).toBe(
      [
        'Rappel Salon Yasmine : RDV le 09/03 à 11:00',
        'Confirmer ou annuler : https://rendezvous.tn/m/Ab3dE6gH',
      ].join('\n'),
    );
  });

  it('WhatsApp keeps the whole name, and gives the template its parameters', () => {
    for (const channel of PHONE_CHANNELS) expect(channel).toMatch(/sms|whatsapp/);
    const { body, params } = bookingMessageText(
      'whatsapp',
      'reminder',
      longest(SIXTY),
      linksAt('https://rendezvous.tn', true),
    );
    expect(body).toContain(SIXTY);
    expect(body).toContain('Ne plus recevoir de messages WhatsApp : https://rendezvous.tn/s/Ab3dE6gH');
    expect(params).toEqual([
      SIXTY,
      '31/12 à 23:45',
      'https://rendezvous.tn/m/Ab3dE6gH',
      'https://rendezvous.tn/s/Ab3dE6gH',
    ]);
  });

  it('the verification code fits one segment', () => {
    const text = phoneCodeText('123456');
    expect(text).toContain('123456');
    expect(smsSegments(text)).toBe(1);
  });
});
