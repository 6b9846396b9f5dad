import { describe, expect, it } from 'vitest';
import { formatPhone, phonePrefixDigits, toE164 } from './phone';

describe('phone numbers', () => {
  it('reads every usual spelling of a Tunisian number as one number', () => {
    for (const typed of ['20 123 456', '20123456', '+21620123456', '0021620123456', ' +216 20-123-456 ']) {
      expect(toE164(typed), typed).toBe('+21620123456');
    }
  });

  it('refuses what is not a number, and a Tunisian number that cannot exist', () => {
    for (const typed of ['12 345 678', '2012345', '', 'abc', '+216', `+216${'1'.repeat(40)}`]) {
      expect(toE164(typed), typed).toBeNull();
    }
  });

  it('accepts a foreign number written with its country code', () => {
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164('0033612345678')).toBe('+33612345678');
  });

  it('shows a stored number grouped, and an older free-form one as it was', () => {
    expect(formatPhone('+21620123456')).toBe('+216 20 123 456');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('n° du bureau')).toBe('n° du bureau');
  });

  it('searches a number by how it starts, whatever the spelling', () => {
    expect(phonePrefixDigits('+216 20 123 456')).toBe('21620123456');
    expect(phonePrefixDigits('0021620123456')).toBe('21620123456');
    expect(phonePrefixDigits('20 12')).toBe('2162012');
    expect(phonePrefixDigits('+33 6')).toBe('336');
    expect(phonePrefixDigits('0033 6')).toBe('336');
  });
});
