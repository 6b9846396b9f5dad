import { z } from 'zod';
import { BODY_NOT_OBJECT, FullNameSchema, OptionalPhoneSchema } from './fields';

/** The name, and a phone number the person may give to the salons they book (absent: unchanged). */
export const ProfileSchema = z.object(
  { fullName: FullNameSchema, phone: OptionalPhoneSchema.optional() },
  BODY_NOT_OBJECT,
);
export type ProfileInput = z.input<typeof ProfileSchema>;

export const MarkReadSchema = z.object(
  {
    // Batches of 10 (docs/product.md#notifications-and-e-mails).
    ids: z
      .array(z.uuid({ error: 'Notification invalide.' }), { error: 'Notifications invalides.' })
      .min(1, { error: 'Notifications invalides.' })
      .max(10, { error: 'Au plus 10 notifications à la fois.' }),
  },
  BODY_NOT_OBJECT,
);

/** "Supprimer mon compte": the password confirms it is the person, and that they mean it. */
export const DeleteAccountSchema = z.object(
  {
    password: z
      .string({ error: 'Saisissez votre mot de passe pour confirmer.' })
      .min(1, { error: 'Saisissez votre mot de passe pour confirmer.' })
      .max(200, { error: 'Saisissez votre mot de passe pour confirmer.' }),
  },
  BODY_NOT_OBJECT,
);
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;
