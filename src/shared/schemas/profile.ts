import { z } from 'zod';
import { BODY_NOT_OBJECT, EmailSchema, FullNameSchema, OptionalPhoneSchema } from './fields';

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

const PASSWORD_TO_CONFIRM = 'Saisissez votre mot de passe pour confirmer.';

/** "Supprimer mon compte": the password confirms it is the person, and that they mean it. */
export const DeleteAccountSchema = z.object(
  {
    password: z.string({ error: PASSWORD_TO_CONFIRM }).min(1, { error: PASSWORD_TO_CONFIRM }).max(200, {
      error: PASSWORD_TO_CONFIRM,
    }),
  },
  BODY_NOT_OBJECT,
);
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** "Changer d'adresse e-mail": the new address gets the link; the password proves it is the person. */
export const ChangeEmailSchema = z.object(
  {
    newEmail: EmailSchema,
    password: z.string({ error: PASSWORD_TO_CONFIRM }).min(1, { error: PASSWORD_TO_CONFIRM }).max(200, {
      error: PASSWORD_TO_CONFIRM,
    }),
  },
  BODY_NOT_OBJECT,
);
export type ChangeEmailInput = z.input<typeof ChangeEmailSchema>;

export const EMAIL_CHANGE_LINK_INVALID =
  "Ce lien n'est plus valide : il a déjà servi ou il a expiré. Refaites la demande depuis votre profil.";

/** The link of the confirmation e-mail, followed from the new address. */
export const ConfirmEmailChangeSchema = z.object(
  {
    token: z
      .string({ error: EMAIL_CHANGE_LINK_INVALID })
      .min(1, { error: EMAIL_CHANGE_LINK_INVALID })
      .max(1000, { error: EMAIL_CHANGE_LINK_INVALID }),
  },
  BODY_NOT_OBJECT,
);
