import { eq } from 'drizzle-orm';
import { EMAIL_VERIFICATION_LINK_DAYS } from '@/shared/constants';
import { EMAIL_UNVERIFIED_MESSAGE, VERIFICATION_LINK_INVALID } from '@/shared/email-verification';
import { pages, withToken } from '@/shared/pages';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail/mailer';
import { deliverMail, enqueueMail } from '../../lib/mail/outbox';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';

/** The e-mail with the link that confirms a new account's address, through the outbox. */
export function sendVerificationLink(options: { db: Database; mailer: Mailer; baseUrl: string }) {
  return async (user: { email: string; name: string }, token: string, returnTo: string | null) => {
    const id = await enqueueMail(options.db, {
      to: user.email,
      subject: 'Confirmez votre adresse e-mail Rendezvous',
      text: [
        `Bonjour ${user.name},`,
        '',
        'Bienvenue sur Rendezvous ! Confirmez votre adresse e-mail pour profiter de tout le site :',
        `${options.baseUrl}${withToken(pages.verifyEmail, token, returnTo)}`,
        '',
        `Ce lien est valable ${EMAIL_VERIFICATION_LINK_DAYS} jours. Vous pouvez déjà réserver un rendez-vous ; confirmer votre adresse vous permet d'en avoir plusieurs à venir, de laisser des avis et de créer un salon.`,
        '',
        "L'équipe Rendezvous",
      ].join('\n'),
    });
    deliverMail(options.db, options.mailer, id).catch((error: unknown) =>
      logger.warn({ err: error, mailId: id }, "l'e-mail de confirmation partira au prochain essai"),
    );
  };
}

/** The address a verification link was made for (its signature checked by better-auth first). */
function addressOf(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Following the link: the address is confirmed (again harmlessly if it already was), and the
 * account's security log says so.
 */
export async function verifyEmail(options: {
  auth: Auth;
  db: Database;
  token: string;
  actor: SecurityActor;
}): Promise<{ verified: true }> {
  const { auth, token } = options;
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    // Mostly a stale or altered link, which is no fault; the cause is kept for whoever looks into one.
    logger.info({ err: error }, "lien de confirmation d'adresse refusé");
    throw new AppError(400, 'bad_request', VERIFICATION_LINK_INVALID);
  }
  const email = addressOf(token);
  const [account] = email
    ? await options.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    : [];
  if (account && email) {
    await recordSecurityEvent(
      options.db,
      { ...options.actor, id: account.id, email },
      { type: 'email_verified', target: account.id },
    );
  }
  return { verified: true };
}

/** "Renvoyer l'e-mail": a new link to the signed-in person's own address. */
export async function resendVerification(auth: Auth, viewer: Viewer): Promise<{ sentTo: string }> {
  if (viewer.emailVerified) {
    throw new AppError(409, 'bad_request', 'Votre adresse e-mail est déjà confirmée.');
  }
  await auth.api.sendVerificationEmail({ body: { email: viewer.email } });
  return { sentTo: viewer.email };
}

/** What a person must have confirmed before reviewing or creating a salon. */
export function assertEmailVerified(viewer: Viewer): void {
  if (!viewer.emailVerified) throw new AppError(403, 'email_unverified', EMAIL_UNVERIFIED_MESSAGE);
}
