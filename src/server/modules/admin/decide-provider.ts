import { and, eq } from 'drizzle-orm';
import type { ProviderDecision } from '@/shared/api-types';
import type { MessageChannel } from '@/shared/messaging';
import { pages } from '@/shared/pages';
import { PROVIDER_REFUSED_NEXT_STEP } from '@/shared/roles';
import { notFound } from '../../base/errors';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../../lib/mail/mailer';
import { deliverMail, enqueueMail } from '../../lib/mail/outbox';
import { recordSecurityEvent, type SecurityActor } from '../../lib/security-log';
import { inBookingTransaction } from '../bookings/booking-write';
import { restoreProviderSalons, suspendProviderSalons } from '../moderation/suspend-provider-salons';
import { createNotification } from '../notifications/create-notification';

export const PROVIDER_NOT_FOUND = 'Prestataire introuvable.';

/**
 * Approves or refuses a prestataire account. The change, the in-app notification and (on approval)
 * the e-mail commit together; the API's refusal of their salon creation is lifted at once. Refusing
 * an approved prestataire suspends them: their salons leave the public and their upcoming bookings
 * are cancelled, clients told; approving them again brings the salons back (decision 044).
 */
export async function decideProvider(options: {
  db: Database;
  mailer: Mailer;
  providerId: string;
  approve: boolean;
  /** Required to refuse: it reaches the prestataire by notification and e-mail. */
  reason?: string;
  baseUrl: string;
  /** The product's sending address, the organizer of the clients' calendar CANCELs. */
  mailFrom: string;
  /** The channels this deployment delivers, for the clients' messages (`deliveringChannels`). */
  delivering: readonly MessageChannel[];
  actor: SecurityActor;
  now: Date;
}): Promise<ProviderDecision> {
  const { db, providerId, approve } = options;
  let mailId: string | null = null;
  // The clients' e-mails are queued with the decision and sent once it has committed; the outbox
  // worker retries any that fail then.
  const { value: provider } = await inBookingTransaction(db, options.mailer, async (change) => {
    const { tx } = change;
    const [before] = await tx
      .select({ status: users.providerStatus })
      .from(users)
      .where(and(eq(users.id, providerId), eq(users.role, 'prestataire')))
      // Not 'update': a booking being made at one of their salons checks its foreign key to them
      // (a key share), and must not wait behind this while the suspension waits for that booking.
      .for('no key update');
    const [updated] = await tx
      .update(users)
      .set({
        providerStatus: approve ? 'approved' : 'rejected',
        providerRefusalReason: approve ? null : (options.reason ?? null),
      })
      .where(and(eq(users.id, providerId), eq(users.role, 'prestataire')))
      .returning({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        providerStatus: users.providerStatus,
      });
    if (!updated) throw notFound(PROVIDER_NOT_FOUND);
    const suspension = approve
      ? { salonsRestored: await restoreProviderSalons(tx, providerId) }
      : await suspendProviderSalons(change, {
          providerId,
          now: options.now,
          mail: { baseUrl: options.baseUrl, from: options.mailFrom, delivering: options.delivering },
        });
    await createNotification(tx, {
      userId: updated.id,
      type: approve ? 'provider_approved' : 'provider_rejected',
      payload: approve || !options.reason ? {} : { reason: options.reason },
    });
    await recordSecurityEvent(tx, options.actor, {
      type: approve ? 'provider_approved' : 'provider_refused',
      target: updated.id,
      details: {
        email: updated.email,
        previousStatus: before?.status ?? null,
        ...(options.reason ? { reason: options.reason } : {}),
        ...('bookingsCancelled' in suspension
          ? { salonsHidden: suspension.salonsHidden, bookingsCancelled: suspension.bookingsCancelled }
          : { salonsRestored: suspension.salonsRestored }),
      },
    });
    mailId = await enqueueMail(
      tx,
      approve ? approvalMail(updated, options.baseUrl) : refusalMail(updated, options),
    );
    return updated;
  });
  const emailSent = mailId ? await deliverMail(db, options.mailer, mailId).catch(() => false) : null;
  return { id: provider.id, providerStatus: provider.providerStatus, emailSent };
}

type Provider = { email: string; fullName: string };

function approvalMail(provider: Provider, baseUrl: string) {
  return {
    to: provider.email,
    subject: 'Votre compte prestataire Rendezvous est validé',
    text: [
      `Bonjour ${provider.fullName},`,
      '',
      'Votre compte prestataire a été validé par notre équipe.',
      `Vous pouvez dès maintenant créer votre salon et proposer vos services : ${baseUrl}${pages.salons}`,
      '',
      "L'équipe Rendezvous",
    ].join('\n'),
  };
}

function refusalMail(provider: Provider, options: { reason?: string; baseUrl: string }) {
  return {
    to: provider.email,
    subject: "Votre compte prestataire Rendezvous n'est pas validé",
    text: [
      `Bonjour ${provider.fullName},`,
      '',
      "Votre compte prestataire n'a pas été validé par notre équipe.",
      `Motif : ${options.reason ?? 'non précisé'}`,
      '',
      PROVIDER_REFUSED_NEXT_STEP,
      '',
      "L'équipe Rendezvous",
    ].join('\n'),
  };
}
