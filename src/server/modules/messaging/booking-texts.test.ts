import { describe, expect, it } from 'vitest';
import { gsm7Length, isGsm7, PHONE_CHANNELS, smsSegments } from '@/shared/messaging';
import { pages } from '@/shared/pages';
import { bookingViewRow } from '../../test-support/booking-view-row';
import { ANSWERABLE_KINDS, BOOKING_MESSAGE_KINDS, bookingMessageText, phoneCodeText } from './booking-texts';

// Every SMS is one segment: French in GSM-7, the salon's name cut when the links need the room, so
// that a 60-character name and the longest date still fit (decision 078).
const SIXTY = 'Institut de Beauté et Coiffure Les Jardins de Carthage Tunis';
const longest = bookingViewRow({
  salonName: SIXTY,
  // 31 December at 23:45: the widest date and time.
  startTime: new Date('2026-12-31T22:45:00Z'),
  employeeName: 'Anne-Charlotte-Élisabeth Ben Youssef',
});
const linksAt = (base: string, answerable: boolean) => ({
  respond: answerable ? `${base}${pages.messageLink('Ab3dE6gH')}` : null,
  stop: `${base}${pages.messageStop('Ab3dE6gH')}`,
});

describe('SMS templates', () => {
  for (const base of ['https://rendezvous.tn', 'http://localhost:3000']) {
    for (const kind of BOOKING_MESSAGE_KINDS) {
      it(`« ${kind} » with a 60-character salon name fits one GSM-7 segment (${base})`, () => {
        const answerable = ANSWERABLE_KINDS.includes(kind);
        for (const status of ['confirmed', 'refused', 'cancelled'] as const) {
          const { body } = bookingMessageText('sms', kind, { ...longest, status }, linksAt(base, answerable));
          expect(isGsm7(body)).toBe(true);
          expect(gsm7Length(body)).toBeLessThanOrEqual(160);
          expect(smsSegments(body)).toBe(1);
          expect(body).toContain(`Ne plus recevoir de SMS : ${base}/s/Ab3dE6gH`);
          if (answerable) expect(body).toContain(`Confirmer ou annuler : ${base}/m/Ab3dE6gH`);
        }
      });
    }
  }

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
        'Ne plus recevoir de SMS : https://rendezvous.tn/s/Ab3dE6gH',
      ].join('\n'),
    );
  });

  it('cuts a long name with a full stop rather than lose the links', () => {
    const { body } = bookingMessageText('sms', 'reminder', longest, linksAt('https://rendezvous.tn', true));
    expect(body).toMatch(/^Rappel Institut de B[a-zé ]*\. : RDV le 31\/12 à 23:45\n/);
    expect(body).not.toContain(SIXTY);
  });

  it('WhatsApp keeps the whole name, and gives the template its parameters', () => {
    for (const channel of PHONE_CHANNELS) expect(channel).toMatch(/sms|whatsapp/);
    const { body, params } = bookingMessageText(
      'whatsapp',
      'reminder',
      longest,
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
