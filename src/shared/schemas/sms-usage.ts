import { z } from 'zod';
import { MAX_SMS_MONTHLY_CAP } from '../messaging';
import { BODY_NOT_OBJECT, PageSchema } from './fields';

// What SMS cost a salon and the platform (decision 078): the owner's monthly cap, the admin's month.

const CAP_MESSAGE = `Le plafond doit être un nombre entier entre 0 et ${MAX_SMS_MONTHLY_CAP.toLocaleString('fr-FR')}.`;

/** "Plafond mensuel de SMS": 0 sends every message by e-mail (or not at all without one). */
export const SmsCapSchema = z.object(
  {
    // A JSON number: the page's field gives one (valueAsNumber), and null or "12" is no cap.
    cap: z
      .number({ error: CAP_MESSAGE })
      .int({ error: CAP_MESSAGE })
      .min(0, { error: CAP_MESSAGE })
      .max(MAX_SMS_MONTHLY_CAP, { error: CAP_MESSAGE }),
  },
  BODY_NOT_OBJECT,
);
export type SmsCapInput = z.input<typeof SmsCapSchema>;

const MONTH_INVALID = 'Mois invalide : attendu sous la forme AAAA-MM.';

/** The admin's "SMS" page: a month ("2026-11", the current one when left out) and a page. */
export const AdminSmsQuerySchema = z.object({
  month: z
    .string({ error: MONTH_INVALID })
    .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { error: MONTH_INVALID })
    .optional(),
  page: PageSchema,
});
