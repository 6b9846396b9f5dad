import { z } from 'zod';
import { SIGN_UP_ROLES } from '../roles';
import { AddressSchema, CinSchema, EmailSchema, FullNameSchema, PasswordSchema } from './fields';

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type LoginInput = z.input<typeof LoginSchema>;

export const RegisterSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  role: z.enum(SIGN_UP_ROLES, { error: 'Veuillez sélectionner un rôle' }).default('client'),
  cin: CinSchema.optional(),
  salonAddress: AddressSchema.optional(),
  /** Only honoured when a signed-in admin sends it (the API checks); anyone else gets 403. */
  isAdmin: z.boolean({ error: 'Valeur invalide' }).optional(),
});
export type RegisterInput = z.input<typeof RegisterSchema>;
export type RegisterData = z.output<typeof RegisterSchema>;

export const CreateAdminSchema = z.object({
  fullName: FullNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});
export type CreateAdminInput = z.input<typeof CreateAdminSchema>;
