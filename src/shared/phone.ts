import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

// Phone numbers are a client's identity in a Tunisian salon (docs/product.md#client-file): one
// number has one stored form, E.164 ("+21620123456"), whatever way it was typed. The parsing is
// libphonenumber's, with its table of every country's numbering plan.

export const PHONE_INVALID = 'Numéro de téléphone invalide.';

/** The country a number without "+" or "00" belongs to. */
const HOME_COUNTRY = 'TN';

function parse(input: string) {
  // "00" is the international prefix dialled from Tunisia, as "+" is.
  const typed = input.trim().replace(/^00/, '+');
  if (typed === '' || typed.length > 32) return null;
  const parsed = parsePhoneNumberFromString(typed, HOME_COUNTRY);
  return parsed?.isValid() ? parsed : null;
}

/**
 * "20 123 456", "20123456", "+216 20 123 456" and "0021620123456" → "+21620123456"; null when
 * it is not a valid number (Tunisian without a prefix, any country with "+" or "00").
 */
export function toE164(input: string): string | null {
  return parse(input)?.number ?? null;
}

/**
 * A stored number as people read it: "+216 20 123 456". A number kept from before numbers were
 * stored in one form is shown as it was typed.
 */
export function formatPhone(stored: string): string {
  return parse(stored)?.formatInternational() ?? stored;
}

/**
 * How a stored number starts when someone types its beginning, as digits without "+": a whole number
 * in any spelling is itself ("20 123 456" → "21620123456"); "+33 6" and "0033 6" → "336"; digits
 * typed without a prefix are a Tunisian number's start ("20 12" → "2162012").
 */
export function phonePrefixDigits(input: string): string {
  const whole = parse(input);
  if (whole) return whole.number.slice(1);
  const typed = input.trim();
  const digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) return digits;
  if (typed.startsWith('00')) return digits.slice(2);
  return `${TUNISIA_CODE}${digits}`;
}

const TUNISIA_CODE = '216';
