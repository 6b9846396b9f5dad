import { and, eq } from 'drizzle-orm';
import type { ProviderDecision } from '@/shared/api-types';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { deliverMail, enqueueMail } from '../../lib/mail/outbox';
import { createNotification } from '../notifications/create-notification';

export const PROVIDER_NOT_FOUND = 'Prestataire introuvable.';

/**
 * Approves or refuses a prestataire account. The change, the in-app notification and (on approval)
 * the e-mail commit together; the API's refusal of their salon creation is lifted at once.
 */
export async function decideProvider(options: {
  db: Database;
  mailer: Mailer;
  providerId: string;
  approve: boolean;
  baseUrl: string;
}): Promise<ProviderDecision> {
  const { db, providerId, approve } = options;
  let mailId: string | null = null;
  const provider = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ providerStatus: approve ? 'approved' : 'rejected' })
      .where(and(eq(users.id, providerId), eq(users.role, 'prestataire')))
      .returning({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        providerStatus: users.providerStatus,
      });
    if (!updated) throw notFound(PROVIDER_NOT_FOUND);
    await createNotification(tx, {
      userId: updated.id,
      type: approve ? 'provider_approved' : 'provider_rejected',
      payload: {},
    });
    if (approve) {
      mailId = await enqueueMail(tx, {
        to: updated.email,
        subject: 'Votre compte prestataire Rendezvous est validé',
        text: [
          `Bonjour ${updated.fullName},`,
          '',
          'Votre compte prestataire a été validé par notre équipe.',
          `Vous pouvez dès maintenant créer votre salon et proposer vos services : ${options.baseUrl}/dashboard/salons`,
          '',
          "L'équipe Rendezvous",
        ].join('\n'),
      });
    }
    return updated;
  });
  const emailSent = mailId ? await deliverMail(db, options.mailer, mailId).catch(() => false) : null;
  return { id: provider.id, providerStatus: provider.providerStatus, emailSent };
}
