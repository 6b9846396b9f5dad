import { z } from 'zod';
import { BODY_NOT_OBJECT } from './fields';

const MISSING_CODE = "Le code d'autorisation est manquant.";

/** What /google-callback hands to the API: the provider's code and the state it sent back. */
export const CalendarCallbackSchema = z.object(
  {
    code: z
      .string({ error: MISSING_CODE })
      .trim()
      .min(1, { error: MISSING_CODE })
      .max(4096, { error: MISSING_CODE }),
    // A state of another shape cannot be one we issued: the same answer as a forged one.
    state: z
      .string({ error: 'La requête semble avoir été altérée. Veuillez réessayer.' })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'La requête semble avoir été altérée. Veuillez réessayer.' }),
  },
  BODY_NOT_OBJECT,
);
export type CalendarCallbackInput = z.input<typeof CalendarCallbackSchema>;

/** A month of the events calendar, as YYYY-MM. */
export const CalendarMonthSchema = z.object({
  month: z
    .string({ error: 'Mois invalide.' })
    .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, { error: 'Mois invalide.' }),
});
