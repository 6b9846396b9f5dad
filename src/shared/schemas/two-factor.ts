import { z } from 'zod';
import { TOTP_CODE_LENGTH } from '../constants';
import { BODY_NOT_OBJECT } from './fields';
import { MODERATION_REASON_MAX_LENGTH } from './moderation';

// Two-factor authentication's bodies (decision 074): the sign-in step, the profile's enrolment,
// renewal and removal, an admin's reset.

export const CODE_FORMAT_MESSAGE = `Saisissez les ${TOTP_CODE_LENGTH} chiffres affichés par votre application.`;
export const RECOVERY_CODE_FORMAT_MESSAGE = 'Un code de secours a la forme xxxxx-xxxxx.';
export const ONE_CODE_MESSAGE = 'Saisissez un code de vérification ou un code de secours.';
const PASSWORD_TO_CONFIRM = 'Saisissez votre mot de passe pour confirmer.';

/** Six digits; the spaces an app shows in the middle ("123 456") are dropped. */
export const TotpCodeSchema = z
  .string({ error: CODE_FORMAT_MESSAGE })
  .max(20, { error: CODE_FORMAT_MESSAGE })
  .transform((code) => code.replace(/\s/g, ''))
  .refine((code) => new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(code), { error: CODE_FORMAT_MESSAGE });

/** Ten letters and digits, as given: "aB3dE-f6H8j" (case counts); the dash may be left out. */
export const RecoveryCodeSchema = z
  .string({ error: RECOVERY_CODE_FORMAT_MESSAGE })
  .max(40, { error: RECOVERY_CODE_FORMAT_MESSAGE })
  .transform((code) => code.replace(/\s/g, ''))
  .refine((code) => /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code), { error: RECOVERY_CODE_FORMAT_MESSAGE })
  .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`));

/** The sign-in's second step: one code of the app, or one recovery code. */
export const TwoFactorVerifySchema = z
  .object(
    {
      code: TotpCodeSchema.optional(),
      recoveryCode: RecoveryCodeSchema.optional(),
    },
    BODY_NOT_OBJECT,
  )
  .superRefine((data, ctx) => {
    if ((data.code === undefined) === (data.recoveryCode === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: ONE_CODE_MESSAGE });
    }
  });
export type TwoFactorVerifyInput = z.input<typeof TwoFactorVerifySchema>;

/** Starting, renewing the recovery codes of, or removing the second factor: the password first. */
export const TwoFactorPasswordSchema = z.object(
  {
    password: z.string({ error: PASSWORD_TO_CONFIRM }).min(1, { error: PASSWORD_TO_CONFIRM }).max(200, {
      error: PASSWORD_TO_CONFIRM,
    }),
  },
  BODY_NOT_OBJECT,
);
export type TwoFactorPasswordInput = z.input<typeof TwoFactorPasswordSchema>;

/** The enrolment's last step: a first code from the app proves it holds the secret. */
export const TwoFactorConfirmSchema = z.object({ code: TotpCodeSchema }, BODY_NOT_OBJECT);
export type TwoFactorConfirmInput = z.input<typeof TwoFactorConfirmSchema>;

export const TWO_FACTOR_RESET_REASON_MIN_LENGTH = 5;
const RESET_REASON_MESSAGE = `Indiquez le motif de la réinitialisation (${TWO_FACTOR_RESET_REASON_MIN_LENGTH} caractères au moins).`;

/** An admin resetting someone's second factor: the reason goes to the security log. */
export const TwoFactorResetSchema = z.object(
  {
    reason: z
      .string({ error: RESET_REASON_MESSAGE })
      .trim()
      .min(TWO_FACTOR_RESET_REASON_MIN_LENGTH, { error: RESET_REASON_MESSAGE })
      .max(MODERATION_REASON_MAX_LENGTH, { error: 'Le motif ne doit pas dépasser 500 caractères.' }),
  },
  BODY_NOT_OBJECT,
);
export type TwoFactorResetInput = z.input<typeof TwoFactorResetSchema>;
