import { z } from 'zod';
import { CIN_PATTERN } from '../constants';
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

export const LoginSchema = z.object(
  {
    email: EmailSchema,
    password: PasswordSchema,
  },
  BODY_NOT_OBJECT,
);
export type LoginInput = z.input<typeof LoginSchema>;

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
    },
    BODY_NOT_OBJECT,
  )
  .superRefine((data, ctx) => {
    if (data.role === 'prestataire' && data.cin && !CIN_PATTERN.test(data.cin)) {
      ctx.addIssue({ code: 'custom', path: ['cin'], message: CIN_MESSAGE });
    }
  });
export type RegisterInput = z.input<typeof RegisterSchema>;
export type RegisterData = z.output<typeof RegisterSchema>;

export const CreateAdminSchema = z.object(
  {
    fullName: FullNameSchema,
    email: EmailSchema,
    password: PasswordSchema,
  },
  BODY_NOT_OBJECT,
);
export type CreateAdminInput = z.input<typeof CreateAdminSchema>;
