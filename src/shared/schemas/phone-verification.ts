import { z } from 'zod';
import { PHONE_CODE_LENGTH } from '../phone-verification';
import { BODY_NOT_OBJECT } from './fields';

export const PHONE_CODE_FORMAT_MESSAGE = `Saisissez les ${PHONE_CODE_LENGTH} chiffres reçus par SMS.`;

/** « Vérifier mon numéro »: the six digits of the SMS; spaces typed in the middle are dropped. */
export const PhoneCodeSchema = z.object(
  {
    code: z
      .string({ error: PHONE_CODE_FORMAT_MESSAGE })
      .max(20, { error: PHONE_CODE_FORMAT_MESSAGE })
      .transform((code) => code.replace(/\s/g, ''))
      .refine((code) => new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code), {
        error: PHONE_CODE_FORMAT_MESSAGE,
      }),
  },
  BODY_NOT_OBJECT,
);
export type PhoneCodeInput = z.input<typeof PhoneCodeSchema>;

const OPT_IN_MESSAGE = 'Cochez ou décochez la case.';

/** « Recevoir mes rappels par WhatsApp ». */
export const WhatsappOptInSchema = z.object({ optIn: z.boolean({ error: OPT_IN_MESSAGE }) }, BODY_NOT_OBJECT);
export type WhatsappOptInInput = z.input<typeof WhatsappOptInSchema>;
