import { notFound } from '../../base/errors';
import type { Viewer } from '../../lib/context';

export const SALON_NOT_FOUND = 'Salon introuvable.';

/**
 * An unapproved salon does not exist for the public: only its owner and admins see it. The answer
 * is the same 404 as for a salon that does not exist, so nobody can probe pending salons.
 */
export function assertSalonVisible(
  salon: { isApproved: boolean; ownerId: string } | undefined,
  viewer: Viewer | null,
) {
  if (!salon) throw notFound(SALON_NOT_FOUND);
  if (salon.isApproved) return;
  if (viewer && (viewer.role === 'admin' || viewer.id === salon.ownerId)) return;
  throw notFound(SALON_NOT_FOUND);
}
