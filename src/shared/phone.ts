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
 * What a search for a number compares: its digits, without the country code when the whole number
 * is typed. "20 12" → "2012", "+216 20 123 456" → "20123456" (the stored form contains both).
 */
export function phoneSearchDigits(input: string): string {
  const whole = parse(input);
  if (whole) return whole.nationalNumber;
  return input.replace(/\D/g, '');
}
