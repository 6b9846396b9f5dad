import { describe, expect, it } from 'vitest';
import { OpeningHoursSchema } from './workspace';

describe('OpeningHoursSchema', () => {
  // Found by the hostile-input harness: a list of strings got zod's English default message.
  it('answers in French when the days are not objects', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
    for (const days of [['%00', '${7*7}'], [1, 2, 3, 4, 5, 6, 7], [null]]) {
      const result = OpeningHoursSchema.safeParse({ days });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Horaires invalides.');
    }
  });
});
