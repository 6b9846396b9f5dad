import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { pages, withToken } from '@/shared/pages';
import { EMAIL_CHANGE_LINK_INVALID } from '@/shared/schemas/profile';
import type { Auth } from '../../auth/auth';
import { voidResetLinks } from '../../auth/reset-links';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import type { Mailer } from '../../lib/mail/mailer';
import { deliverMail, enqueueMail } from '../../lib/mail/outbox';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { EMAIL_TAKEN_MESSAGE } from '../auth/create-account';
import { confirmPassword } from './confirm-password';

/** A confirmation link works for this long. */
const LINK_HOURS = 1;

interface Claim {
  /** The account. */
  u: string;
  /** Its address when the link was made: once changed, the link no longer matches (single use). */
  from: string;
  to: string;
  /** Expiry, in ms since the epoch. */
  exp: number;
  /** The session that asked: it stays open when the address changes (older links have none). */
  s?: string;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`email-change:${payload}`).digest('base64url');

function tokenFor(secret: string, claim: Claim): string {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

function claimOf(secret: string, token: string, now: Date): Claim | null {
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claim;
    return claim.exp > now.getTime() ? claim : null;
  } catch {
    return null;
  }
}

/**
 * "Changer d'adresse e-mail": the current password proves it is the person; the new address gets a
 * link, and only following it changes the account. The link is signed by the server, expires within
 * the hour, and names the address it replaces, so it serves once (decision 050).
 */
export async function requestEmailChange(options: {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  viewer: Viewer;
  newEmail: string;
  password: string;
  requestHeaders: Headers;
  now: Date;
}): Promise<{ sentTo: string }> {
  const { viewer, newEmail } = options;
  await confirmPassword(options);
  if (newEmail === viewer.email) {
    const message = 'C’est déjà votre adresse e-mail.';
    throw new AppError(400, 'validation_failed', message, { newEmail: message });
  }
  const [taken] = await options.db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  if (taken) throw new AppError(409, 'email_taken', EMAIL_TAKEN_MESSAGE, { newEmail: EMAIL_TAKEN_MESSAGE });
  const token = tokenFor(options.secret, {
    u: viewer.id,
    from: viewer.email,
    to: newEmail,
    exp: options.now.getTime() + LINK_HOURS * 3_600_000,
    s: viewer.sessionId,
  });
  const id = await enqueueMail(options.db, {
    to: newEmail,
    subject: 'Confirmez votre nouvelle adresse e-mail Rendezvous',
    text: [
      `Bonjour ${viewer.fullName},`,
      '',
      `Pour utiliser cette adresse avec votre compte Rendezvous (à la place de ${viewer.email}), confirmez-la ici :`,
      `${options.baseUrl}${withToken(pages.confirmEmail, token)}`,
      '',
      `Ce lien expire dans ${LINK_HOURS} heure. Si vous n'avez rien demandé, ignorez cet e-mail.`,
      '',
      "L'équipe Rendezvous",
    ].join('\n'),
  });
  await deliverMail(options.db, options.mailer, id).catch(() => false);
  return { sentTo: newEmail };
}

/**
 * Following the link: the address changes, the old one is told, the security log records it. The
 * account's other sessions end (the one that asked and the one that follows the link stay) and the
 * reset links sent to the old address stop working.
 */
export async function confirmEmailChange(options: {
  db: Database;
  mailer: Mailer;
  secret: string;
  token: string;
  actor: SecurityActor;
  /** The session following the link, if any. */
  sessionId: string | null;
  now: Date;
}): Promise<{ email: string }> {
  const claim = claimOf(options.secret, options.token, options.now);
  if (!claim) throw new AppError(400, 'bad_request', EMAIL_CHANGE_LINK_INVALID);
  let noticeId: string | null = null;
  try {
    await options.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(users)
        .set({ email: claim.to, emailVerified: true })
        .where(and(eq(users.id, claim.u), eq(users.email, claim.from)))
        .returning({ id: users.id, fullName: users.fullName });
      if (!changed) throw new AppError(400, 'bad_request', EMAIL_CHANGE_LINK_INVALID);
      const kept = [claim.s, options.sessionId].filter((id): id is string => Boolean(id));
      await tx
        .delete(sessions)
        .where(
          and(eq(sessions.userId, claim.u), kept.length > 0 ? notInArray(sessions.id, kept) : undefined),
        );
      await voidResetLinks(tx, claim.u);
      await recordSecurityEvent(
        tx,
        { ...options.actor, id: claim.u, email: claim.to },
        {
          type: 'email_changed',
          target: claim.u,
          details: { from: claim.from, to: claim.to },
        },
      );
      noticeId = await enqueueMail(tx, {
        to: claim.from,
        subject: 'L’adresse e-mail de votre compte Rendezvous a changé',
        text: [
          `Bonjour ${changed.fullName},`,
          '',
          `Votre compte Rendezvous utilise désormais l'adresse ${claim.to}. Vous ne recevrez plus nos e-mails ici.`,
          "Si vous n'êtes pas à l'origine de ce changement, écrivez-nous sans attendre en répondant à cet e-mail.",
          '',
          "L'équipe Rendezvous",
        ].join('\n'),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'email_taken', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  if (noticeId) await deliverMail(options.db, options.mailer, noticeId).catch(() => false);
  return { email: claim.to };
}
