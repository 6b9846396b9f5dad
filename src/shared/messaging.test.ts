import { describe, expect, it } from 'vitest';
import {
  type ClientReach,
  channelFor,
  gsm7Length,
  isGsm7,
  messageStateLabel,
  reminderLeavesAt,
  smsMonthOf,
  smsSegments,
  toGsm7,
} from './messaging';

const reach = (changes: Partial<ClientReach>): ClientReach => ({
  email: null,
  phone: null,
  whatsappOptIn: false,
  optedOut: [],
  ...changes,
});

describe('the cheapest channel that reaches the client', () => {
  const email = 'leila@example.tn';
  const phone = '+21620111222';
  it.each([
    ['opted in to WhatsApp, with e-mail and phone', reach({ email, phone, whatsappOptIn: true }), 'whatsapp'],
    ['opted in to WhatsApp, phone only', reach({ phone, whatsappOptIn: true }), 'whatsapp'],
    ['opted in but no number', reach({ email, whatsappOptIn: true }), 'email'],
    ['e-mail and phone, not opted in', reach({ email, phone }), 'email'],
    ['e-mail only', reach({ email }), 'email'],
    ['phone only', reach({ phone }), 'sms'],
    [
      'opted in, then stopped WhatsApp, phone only',
      reach({ phone, whatsappOptIn: true, optedOut: ['whatsapp'] }),
      'sms',
    ],
    ['phone only, stopped SMS', reach({ phone, optedOut: ['sms'] }), null],
    ['nothing', reach({}), null],
  ] as const)('%s → %s', (_, facts, expected) => {
    expect(channelFor(facts)).toBe(expected);
  });

  it('after a channel failed for good, the next one in the same order', () => {
    const all = reach({ email, phone, whatsappOptIn: true });
    expect(channelFor(all, ['whatsapp'])).toBe('email');
    expect(channelFor(all, ['whatsapp', 'email'])).toBe('sms');
    expect(channelFor(reach({ phone, whatsappOptIn: true }), ['whatsapp'])).toBe('sms');
    expect(channelFor(reach({ phone }), ['sms'])).toBeNull();
  });

  it('never a channel that only writes a file when another reaches the person, whatever the deployment', () => {
    const subsets = <T>(items: readonly T[]): T[][] => {
      const all: T[][] = [[]];
      for (const item of items) for (const subset of [...all]) all.push([...subset, item]);
      return all;
    };
    const channels = ['email', 'sms', 'whatsapp'] as const;
    let cases = 0;
    for (const delivering of subsets(channels)) {
      for (const facts of [
        reach({ email, phone, whatsappOptIn: true }),
        reach({ email, whatsappOptIn: true }),
        reach({ phone, whatsappOptIn: true }),
        reach({ email, phone }),
        reach({ email, phone, whatsappOptIn: true, optedOut: ['sms'] }),
        reach({ phone, whatsappOptIn: true, optedOut: ['whatsapp'] }),
      ]) {
        for (const excluded of subsets(channels)) {
          const chosen = channelFor(facts, excluded, delivering);
          const open = channels.filter(
            (channel) =>
              channelFor(
                facts,
                channels.filter((c) => c !== channel),
              ) === channel,
          );
          const reachable = open.filter((channel) => !excluded.includes(channel));
          const where = JSON.stringify({ facts, excluded, delivering });
          if (reachable.some((channel) => delivering.includes(channel))) {
            expect(delivering, where).toContain(chosen);
          } else {
            // Nothing reaches: the order alone (a development machine writes its files).
            expect(chosen, where).toBe(channelFor(facts, excluded));
          }
          cases++;
        }
      }
    }
    expect(cases).toBe(8 * 6 * 8);
    // The opt-in on a deployment without WhatsApp: the e-mail, else an SMS that is sent.
    const optedIn = reach({ email, phone, whatsappOptIn: true });
    expect(channelFor(optedIn, [], ['email'])).toBe('email');
    expect(channelFor(optedIn, [], ['sms'])).toBe('sms');
    expect(channelFor(optedIn, [], ['email', 'sms', 'whatsapp'])).toBe('whatsapp');
  });
});

describe('reminders keep to 09:00–20:00 in Tunisia', () => {
  // Tunis is UTC+1 all year.
  const at = (iso: string) => new Date(iso);
  const longBefore = at('2026-11-01T00:00:00Z');
  const start = at('2026-12-12T12:00:00Z');

  it('a reminder due at 21:30 leaves at 19:30 the same evening', () => {
    expect(reminderLeavesAt(at('2026-12-10T20:30:00Z'), start, longBefore)).toEqual(
      at('2026-12-10T18:30:00Z'),
    );
  });
  it('one due in the small hours leaves at 19:30 the evening before, across midnight', () => {
    expect(reminderLeavesAt(at('2026-12-11T05:00:00Z'), start, longBefore)).toEqual(
      at('2026-12-10T18:30:00Z'),
    );
    expect(reminderLeavesAt(at('2026-12-10T23:00:00Z'), start, longBefore)).toEqual(
      at('2026-12-10T18:30:00Z'),
    );
  });
  it('one due within the hours keeps its time, 09:00 and 19:59 included, 20:00 not', () => {
    for (const due of ['2026-12-10T08:00:00Z', '2026-12-10T12:15:00Z', '2026-12-10T18:59:00Z']) {
      expect(reminderLeavesAt(at(due), start, longBefore)).toEqual(at(due));
    }
    expect(reminderLeavesAt(at('2026-12-10T19:00:00Z'), start, longBefore)).toEqual(
      at('2026-12-10T18:30:00Z'),
    );
  });
  it('when 19:30 has gone by (booked in the evening), the next 09:00 if before the appointment', () => {
    const now = at('2026-12-10T21:00:00Z'); // 22:00 in Tunis
    expect(reminderLeavesAt(at('2026-12-11T05:00:00Z'), start, now)).toEqual(at('2026-12-11T08:00:00Z'));
    // An appointment at 08:30: 09:00 would be too late, so at once.
    const early = at('2026-12-11T07:30:00Z');
    expect(reminderLeavesAt(at('2026-12-11T05:30:00Z'), early, now)).toEqual(now);
  });
  it('holds across a clock change, in wall-clock time (Paris, the night of 29 March 2026)', () => {
    const paris = 'Europe/Paris';
    const longBefore = at('2026-01-01T00:00:00Z');
    // Due 22:00 on Saturday 28 March (UTC+1) → 19:30 that evening.
    expect(
      reminderLeavesAt(at('2026-03-28T21:00:00Z'), at('2026-03-30T10:00:00Z'), longBefore, paris),
    ).toEqual(at('2026-03-28T18:30:00Z'));
    // Due 07:00 on Sunday 29 March (UTC+2 since 02:00) → 19:30 on Saturday, UTC+1.
    expect(
      reminderLeavesAt(at('2026-03-29T05:00:00Z'), at('2026-03-30T10:00:00Z'), longBefore, paris),
    ).toEqual(at('2026-03-28T18:30:00Z'));
    // Due 21:00 on Sunday (UTC+2) → 19:30 on Sunday, UTC+2.
    expect(
      reminderLeavesAt(at('2026-03-29T19:00:00Z'), at('2026-03-30T10:00:00Z'), longBefore, paris),
    ).toEqual(at('2026-03-29T17:30:00Z'));
  });
});

describe('GSM-7', () => {
  it('keeps the French letters GSM-7 has and replaces the others', () => {
    expect(toGsm7('Réservé à 14:30, déjà, où')).toBe('Réservé à 14:30, déjà, où');
    expect(toGsm7('Forêt maîtrisée, ça reçu, Noël, cœur « bien » – l’œil…')).toBe(
      'Foret maitrisée, ca recu, Noel, coeur " bien " - l\'oeil...',
    );
    expect(isGsm7(toGsm7('صالون 💇 Coiffure'))).toBe(true);
  });
  it('counts segments: 160 septets in one, escaped characters twice, 153 each beyond', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(gsm7Length('€[]')).toBe(6);
    expect(smsSegments(`${'a'.repeat(158)}€`)).toBe(1);
    expect(smsSegments(`${'a'.repeat(159)}€`)).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
    // Outside GSM-7 the message is UCS-2: 70 characters in one.
    expect(smsSegments('ê'.repeat(70))).toBe(1);
    expect(smsSegments('ê'.repeat(71))).toBe(2);
  });
});

describe('what the agenda says of a message', () => {
  it('names the channel and the state', () => {
    expect(messageStateLabel('sms', 'delivered')).toBe('SMS remis');
    expect(messageStateLabel('whatsapp', 'read')).toBe('WhatsApp lu');
    expect(messageStateLabel('sms', 'failed', 'unreachable')).toBe('Échec : numéro injoignable');
    expect(messageStateLabel('sms', 'failed', 'cap')).toBe('Échec : plafond de SMS du mois atteint');
  });
  it('counts SMS by Tunisia’s month', () => {
    expect(smsMonthOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(smsMonthOf(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
  });
});
