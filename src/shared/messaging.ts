// How a client's booking messages reach them: SMS and WhatsApp beside e-mail (decision 078).
// Pure rules, used by the server to choose and time each message and by the pages to show its state.
import { addDays, fromWallClock, toWallClock } from './time-zone';

/** The channels that cost money per message and go to a phone number. */
export const PHONE_CHANNELS = ['sms', 'whatsapp'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];
export type MessageChannel = 'email' | PhoneChannel;

/** What the product knows of how to reach a client, when a message is due. */
export interface ClientReach {
  /** Null when there is none, or when the salon chose not to write to the client. */
  email: string | null;
  /** E.164; null as above. */
  phone: string | null;
  /** The client ticked "Recevoir mes rappels par WhatsApp" (or the salon asked them and ticked it). */
  whatsappOptIn: boolean;
  /** The channels the number's owner turned off by link. */
  optedOut: readonly PhoneChannel[];
}

/** Every channel: what a deployment whose senders all reach people delivers. */
export const ALL_CHANNELS: readonly MessageChannel[] = ['email', 'sms', 'whatsapp'];

/**
 * The cheapest channel that reaches the person: WhatsApp when they asked for it, else e-mail when
 * there is an address, else SMS; null when nothing reaches them. `excluded` are channels already
 * tried and failed for good (or an SMS past the salon's cap): the next one in the same order.
 * `delivering` are the channels this deployment's senders carry to people (the others only write
 * a file in the data folder): the first of those in that order wins, so an opt-in to WhatsApp where
 * WhatsApp is not set up never silences a client who has an address; with none of them open, the
 * order alone decides.
 */
export function channelFor(
  reach: ClientReach,
  excluded: readonly MessageChannel[] = [],
  delivering: readonly MessageChannel[] = ALL_CHANNELS,
): MessageChannel | null {
  const usable = (channel: MessageChannel) => !excluded.includes(channel);
  const phoneOpen = (channel: PhoneChannel) => reach.phone !== null && !reach.optedOut.includes(channel);
  const inOrder: MessageChannel[] = [];
  if (reach.whatsappOptIn && phoneOpen('whatsapp') && usable('whatsapp')) inOrder.push('whatsapp');
  if (reach.email && usable('email')) inOrder.push('email');
  if (phoneOpen('sms') && usable('sms')) inOrder.push('sms');
  return inOrder.find((channel) => delivering.includes(channel)) ?? inOrder[0] ?? null;
}

/**
 * The second reminder: an SMS when the e-mail reminder was not answered "Je confirme ma venue" this
 * long before the appointment. Only after an e-mail reminder: WhatsApp and SMS reminders carry the
 * same link and cost already.
 */
export const SMS_FOLLOW_UP_HOURS = 3;

/** Reminders leave between 09:00 and 20:00 in Tunisia; a client's own action is answered at once. */
export const QUIET_HOURS = {
  timeZone: 'Africa/Tunis',
  /** Minutes after midnight. */
  opens: 9 * 60,
  closes: 20 * 60,
  /**
   * A reminder due in the quiet hours leaves at 19:30 the evening before (21:30 → 19:30, 06:00 →
   * 19:30 the day before): early enough to be of use, with half an hour for a retry before 20:00.
   */
  lastCall: 19 * 60 + 30,
} as const;

/**
 * The messages held to the quiet hours when they are about to leave, not only when they are
 * scheduled: the ones nobody asked for at that moment (a reminder, its SMS follow-up). A reminder
 * scheduled for an e-mail may go by SMS by the time it is due, and a retry may fall after 20:00.
 */
export const HELD_TO_QUIET_HOURS: readonly string[] = ['reminder', 'follow_up'];

/**
 * When a reminder due at `due` leaves: then if that is within the hours, else the last call before
 * it. When that moment has gone by (the booking was made in the evening), the next opening if it
 * comes before the appointment, else right away.
 */
export function reminderLeavesAt(
  due: Date,
  appointmentStart: Date,
  now: Date,
  /** Tunisia's; another zone only to prove the wall-clock arithmetic across a clock change. */
  zone: string = QUIET_HOURS.timeZone,
): Date {
  const wall = toWallClock(due, zone);
  if (wall.minutes >= QUIET_HOURS.opens && wall.minutes < QUIET_HOURS.closes) return due;
  const evening = wall.minutes >= QUIET_HOURS.closes ? wall.date : addDays(wall.date, -1);
  const lastCall = fromWallClock(evening, QUIET_HOURS.lastCall, zone) ?? due;
  if (lastCall.getTime() > now.getTime()) return lastCall;
  const nowWall = toWallClock(now, zone);
  if (nowWall.minutes >= QUIET_HOURS.opens && nowWall.minutes < QUIET_HOURS.closes) return now;
  const opening = fromWallClock(
    nowWall.minutes < QUIET_HOURS.opens ? nowWall.date : addDays(nowWall.date, 1),
    QUIET_HOURS.opens,
    zone,
  );
  return opening && opening.getTime() < appointmentStart.getTime() ? opening : now;
}

// ---- GSM-7: what one SMS segment holds ----

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters sent with an escape: each counts twice. */
const GSM7_EXTENDED = '^{}\\[~]|€';

/** French letters and signs outside GSM-7, by the nearest ones inside it. */
const GSM7_SUBSTITUTES: Record<string, string> = {
  â: 'a',
  á: 'a',
  ã: 'a',
  À: 'A',
  Â: 'A',
  Á: 'A',
  ê: 'e',
  ë: 'e',
  È: 'E',
  Ê: 'E',
  Ë: 'E',
  î: 'i',
  ï: 'i',
  í: 'i',
  Î: 'I',
  Ï: 'I',
  ô: 'o',
  ó: 'o',
  õ: 'o',
  Ô: 'O',
  û: 'u',
  ú: 'u',
  Ù: 'U',
  Û: 'U',
  ç: 'c',
  ÿ: 'y',
  œ: 'oe',
  Œ: 'OE',
  '’': "'",
  '‘': "'",
  '«': '"',
  '»': '"',
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

/** The text in the GSM-7 alphabet: accents outside it replaced, anything else unknown dropped to "?". */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (GSM7_BASIC.includes(char) || GSM7_EXTENDED.includes(char)) out += char;
    else out += GSM7_SUBSTITUTES[char] ?? (char.normalize('NFD').replace(/[\u0300-\u036f]/g, '') || '?');
  }
  // A letter NFD could not bring into the alphabet (Arabic, emoji) becomes "?".
  return [...out]
    .map((char) => (GSM7_BASIC.includes(char) || GSM7_EXTENDED.includes(char) ? char : '?'))
    .join('');
}

/** Whether every character is in GSM-7. */
export const isGsm7 = (text: string) =>
  [...text].every((char) => GSM7_BASIC.includes(char) || GSM7_EXTENDED.includes(char));

/** Septets the text takes in GSM-7 (escaped characters count two). */
export const gsm7Length = (text: string) =>
  [...text].reduce((total, char) => total + (GSM7_EXTENDED.includes(char) ? 2 : 1), 0);

/** How many SMS the text is billed as: 160 septets in one, 153 each when split; UCS-2 70 / 67. */
export function smsSegments(text: string): number {
  if (isGsm7(text)) {
    const length = gsm7Length(text);
    return length <= 160 ? 1 : Math.ceil(length / 153);
  }
  const units = text.length;
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

/** One segment, the most an SMS template may take. */
export const SMS_MAX_LENGTH = 160;

// ---- A message's state, as the salon's agenda shows it ----

export const MESSAGE_STATES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const CHANNEL_LABELS: Record<PhoneChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** Why a message did not leave or arrive, in the owner's words. */
export const MESSAGE_FAILURES = {
  unreachable: 'numéro injoignable',
  refused: 'refusé par le fournisseur',
  cap: 'plafond de SMS du mois atteint',
  opted_out: 'le client ne reçoit plus ces messages',
} as const;
export type MessageFailure = keyof typeof MESSAGE_FAILURES;

/** "SMS remis", "WhatsApp lu", "Échec : numéro injoignable"… */
export function messageStateLabel(
  channel: PhoneChannel,
  state: MessageState,
  failure?: MessageFailure | null,
) {
  const name = CHANNEL_LABELS[channel];
  switch (state) {
    case 'pending':
      return `${name} en attente d'envoi`;
    case 'sent':
      return `${name} envoyé`;
    case 'delivered':
      return `${name} remis`;
    case 'read':
      return `${name} lu`;
    case 'failed':
      return `Échec : ${MESSAGE_FAILURES[failure ?? 'unreachable']}`;
  }
}

/** The salon's monthly SMS cap, chosen by the owner; the default of a new salon. */
export const DEFAULT_SMS_MONTHLY_CAP = 500;
export const MAX_SMS_MONTHLY_CAP = 100_000;

/** The month SMS are counted in ("2026-11"), in Tunisia's calendar like every bill there. */
export const smsMonthOf = (instant: Date) => toWallClock(instant, QUIET_HOURS.timeZone).date.slice(0, 7);
