import type { ClientSummary } from '@/shared/api-types';
import { salonClients } from '../../db/schema';

/** The columns of a file that a list line and the dialog's search show. */
export const clientSummaryColumns = {
  id: salonClients.id,
  fullName: salonClients.fullName,
  phone: salonClients.phone,
  email: salonClients.email,
  userId: salonClients.userId,
  allergies: salonClients.allergies,
  lastVisitAt: salonClients.lastVisitAt,
};

export function toClientSummary(row: {
  id: string;
  fullName: string;
  phone: string | null;
  email: string | null;
  userId: string | null;
  allergies: string;
  lastVisitAt: Date | null;
}): ClientSummary {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    hasAccount: row.userId !== null,
    allergies: row.allergies,
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
  };
}
