import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_LINK_HOURS } from '@/shared/constants';
import { pages, withToken } from '@/shared/pages';
import { RESET_LINK_INVALID } from '@/shared/schemas/auth';
import type { Auth } from '../../auth/auth';
import { assertImpersonalPassword, assertUncommonPassword } from '../../auth/common-passwords';
import { resetLinkAccount, voidResetLinks } from '../../auth/reset-links';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail/mailer';
import { deliverMail, enqueueMail } from '../../lib/mail/outbox';
import { recordSecurityEvent } from '../../lib/security-log';

/** The answer to "Mot de passe oublié", whether or not an account has that address. */
export const RESET_REQUESTED_MESSAGE =
  'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Le lien est valable 1 heure.';

/** The page the e-mail's link opens, and where the person goes once it is done. */
export const resetPasswordUrl = (baseUrl: string, token: string, returnTo: string | null = null) =>
  `${baseUrl}${withToken(pages.resetPassword, token, returnTo)}`;

/**
 * What better-auth calls once it has stored a reset token (only its hash: decision 050): the e-mail
 * goes through the outbox, and leaves at once when the mail server answers.
 */
export function sendResetLink(options: { db: Database; mailer: Mailer; baseUrl: string }) {
  return async (user: { email: string; name: string }, token: string, returnTo: string | null) => {
    const id = await enqueueMail(options.db, {
      to: user.email,
      subject: 'Choisissez un nouveau mot de passe Rendezvous',
      text: [
        `Bonjour ${user.name},`,
        '',
        'Vous avez demandé à changer le mot de passe de votre compte Rendezvous. Choisissez-en un nouveau ici :',
        resetPasswordUrl(options.baseUrl, token, returnTo),
        '',
        `Ce lien sert une seule fois et expire dans ${PASSWORD_RESET_LINK_HOURS} heure. Une fois le mot de passe changé, vos autres sessions sont fermées.`,
        "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.",
        '',
        "L'équipe Rendezvous",
      ].join('\n'),
    });
    // The worker retries if this first try fails; the person's answer does not wait on the mail server.
    deliverMail(options.db, options.mailer, id).catch((error: unknown) =>
      logger.warn({ err: error, mailId: id }, "l'e-mail de nouveau mot de passe partira au prochain essai"),
    );
  };
}

/** Sends the link if the account exists; the caller answers the same in every case. */
export async function requestPasswordReset(options: {
  auth: Auth;
  email: string;
  baseUrl: string;
  /** The page the link brings the person back to once the password is chosen. */
  returnTo?: string;
}) {
  try {
    await options.auth.api.requestPasswordReset({
      body: { email: options.email, ...(options.returnTo ? { redirectTo: options.returnTo } : {}) },
    });
  } catch (error) {
    // Never a hint through an error either: the failure is logged, the answer stays the same.
    logger.error({ err: error }, "la demande de nouveau mot de passe n'a pas pu être traitée");
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

/**
 * Sets the new password from the link: once, within the hour; every session of the account ends, and
 * every other link it was sent stops working (`recordPasswordReset`).
 */
export async function resetPassword(options: { auth: Auth; db: Database; token: string; password: string }) {
  assertUncommonPassword(options.password);
  const accountId = await resetLinkAccount(options.db, options.token);
  if (accountId) {
    const [person] = await options.db
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, accountId));
    if (person) assertImpersonalPassword(options.password, person);
  }
  try {
    await options.auth.api.resetPassword({ body: { token: options.token, newPassword: options.password } });
  } catch {
    throw new AppError(400, 'reset_link_invalid', RESET_LINK_INVALID);
  }
  return { ok: true as const };
}

/**
 * better-auth's word that a reset went through: the account's other links stop working, and its
 * security log says so.
 */
export const recordPasswordReset = (db: Database) => async (user: { id: string; email: string }) => {
  await voidResetLinks(db, user.id);
  await recordSecurityEvent(
    db,
    { id: user.id, email: user.email, ip: null, userAgent: null },
    { type: 'password_changed', target: user.id, details: { via: 'reset' } },
  );
};
