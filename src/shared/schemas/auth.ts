import { z } from 'zod';
import { CIN_PATTERN } from '../constants';
import { VERIFICATION_LINK_INVALID } from '../email-verification';
import { safeReturnPath } from '../pages';
import { isPersonalPassword, PERSONAL_PASSWORD_MESSAGE, SAME_PASSWORD_MESSAGE } from '../passwords';
import { SIGN_UP_ROLES } from '../roles';
import {
  AddressSchema,
  BODY_NOT_OBJECT,
  CIN_MESSAGE,
  EmailSchema,
  FullNameSchema,
  PasswordSchema,
  withoutControlCharacters,
} from './fields';

/** A new password may not be the account's e-mail or name (the list of common ones is the server's). */
function refusePersonalPassword(
  data: { password: string; email: string; fullName: string },
  ctx: z.RefinementCtx,
) {
  if (typeof data.password === 'string' && isPersonalPassword(data.password, data)) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: PERSONAL_PASSWORD_MESSAGE });
  }
}

export const RETURN_PATH_MESSAGE = 'Adresse de retour invalide.';

/**
 * The page a person was going to when they left to sign up or to ask for a new password: the
 * e-mail's link brings them back there (docs/product.md#accounts-and-roles). A page of this site only.
 */
const ReturnPathSchema = z
  .string({ error: RETURN_PATH_MESSAGE })
  .refine((path) => safeReturnPath(path) !== null, { error: RETURN_PATH_MESSAGE });

export const LoginSchema = z.object(
  {
    email: EmailSchema,
    password: PasswordSchema,
  },
  BODY_NOT_OBJECT,
);
export type LoginInput = z.input<typeof LoginSchema>;

export const TERMS_REQUIRED_MESSAGE = "Vous devez accepter les conditions générales d'utilisation.";

export const RegisterSchema = z
  .object(
    {
      fullName: FullNameSchema,
      email: EmailSchema,
      password: PasswordSchema,
      role: z.enum(SIGN_UP_ROLES, { error: 'Veuillez sélectionner un rôle' }).default('client'),
      // Checked below, and only for a prestataire: a client has no CIN, whatever the form kept.
      cin: withoutControlCharacters(z.string({ error: CIN_MESSAGE }).trim()).optional(),
      salonAddress: AddressSchema.optional(),
      /** Only honoured when a signed-in admin sends it (the API checks); anyone else gets 403. */
      isAdmin: z.boolean({ error: 'Valeur invalide' }).optional(),
      /**
       * The CGU checkbox: the form always sends true; an absent field is an older client's and is
       * accepted, with no acceptance date recorded (decision 054). Anything but true is refused.
       */
      acceptTerms: z
        .boolean({ error: TERMS_REQUIRED_MESSAGE })
        .refine((accepted) => accepted, { error: TERMS_REQUIRED_MESSAGE })
        .optional(),
      redirect: ReturnPathSchema.optional(),
    },
    BODY_NOT_OBJECT,
  )
  .superRefine((data, ctx) => {
    if (data.role === 'prestataire' && data.cin && !CIN_PATTERN.test(data.cin)) {
      ctx.addIssue({ code: 'custom', path: ['cin'], message: CIN_MESSAGE });
    }
    refusePersonalPassword(data, ctx);
  });
export type RegisterInput = z.input<typeof RegisterSchema>;
export type RegisterData = z.output<typeof RegisterSchema>;

export const CreateAdminSchema = z
  .object(
    {
      fullName: FullNameSchema,
      email: EmailSchema,
      password: PasswordSchema,
    },
    BODY_NOT_OBJECT,
  )
  .superRefine(refusePersonalPassword);
export type CreateAdminInput = z.input<typeof CreateAdminSchema>;

/** "Mot de passe oublié": only the e-mail; the answer is the same whether an account exists or not. */
export const ForgotPasswordSchema = z.object(
  { email: EmailSchema, redirect: ReturnPathSchema.optional() },
  BODY_NOT_OBJECT,
);
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const RESET_LINK_INVALID =
  "Ce lien n'est plus valide : il a déjà servi ou il a expiré. Demandez-en un nouveau.";

/** The new password chosen from the e-mail's link; the token is the link's proof. */
export const ResetPasswordSchema = z.object(
  {
    token: z.string({ error: RESET_LINK_INVALID }).min(1, { error: RESET_LINK_INVALID }).max(200, {
      error: RESET_LINK_INVALID,
    }),
    password: PasswordSchema,
  },
  BODY_NOT_OBJECT,
);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** The profile's password change: the current one proves it is the person. */
export const ChangePasswordSchema = z
  .object(
    {
      currentPassword: z
        .string({ error: 'Saisissez votre mot de passe actuel.' })
        .min(1, { error: 'Saisissez votre mot de passe actuel.' })
        .max(200, { error: 'Saisissez votre mot de passe actuel.' }),
      newPassword: PasswordSchema,
    },
    BODY_NOT_OBJECT,
  )
  .superRefine((data, ctx) => {
    if (data.currentPassword === data.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: SAME_PASSWORD_MESSAGE });
    }
  });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

/** The link of the e-mail that confirms a new account's address. */
export const VerifyEmailSchema = z.object(
  {
    token: z
      .string({ error: VERIFICATION_LINK_INVALID })
      .min(1, { error: VERIFICATION_LINK_INVALID })
      .max(2000, { error: VERIFICATION_LINK_INVALID }),
  },
  BODY_NOT_OBJECT,
);
