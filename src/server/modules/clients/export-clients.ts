import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_BADGE } from '@/shared/clients';
import { formatShortDate } from '@/shared/format';
import { formatPhone } from '@/shared/phone';
import { now } from '../../base/clock';
import type { Executor } from '../../db/client';
import { salonClients } from '../../db/schema';
import { getClient } from './get-client';

const SEPARATOR = ';';

/**
 * A cell as a spreadsheet reads it: quoted when it holds the separator, a quote or a line break; a
 * text a spreadsheet would run as a formula (=, @, a tab) is prefixed with an apostrophe.
 */
function csvCell(value: string): string {
  const safe = /^[=@\t\r]/.test(value) || /^[+-][^\d\s]/.test(value) ? `'${value}` : value;
  return /[";\n\r,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * GET /clients/export.csv: the whole book, in the order of its name, with ";" between cells (what a
 * French spreadsheet expects) and a byte-order mark so that it reads the accents as UTF-8.
 */
export async function clientsCsv(options: {
  db: Executor;
  ownerId: string;
  timeZone: string;
}): Promise<string> {
  const rows = await options.db
    .select({
      fullName: salonClients.fullName,
      phone: salonClients.phone,
      email: salonClients.email,
      allergies: salonClients.allergies,
      lastVisitAt: salonClients.lastVisitAt,
      userId: salonClients.userId,
    })
    .from(salonClients)
    .where(eq(salonClients.ownerId, options.ownerId))
    .orderBy(asc(salonClients.fullName), asc(salonClients.id));
  const header = ['nom', 'téléphone', 'e-mail', 'allergies', 'dernière visite', 'compte'];
  const lines = rows.map((row) =>
    [
      row.fullName,
      row.phone ? formatPhone(row.phone) : '',
      row.email ?? '',
      row.allergies,
      row.lastVisitAt ? formatShortDate(row.lastVisitAt, options.timeZone) : '',
      row.userId ? ACCOUNT_BADGE : '',
    ]
      .map(csvCell)
      .join(SEPARATOR),
  );
  return `\uFEFF${[header.join(SEPARATOR), ...lines].join('\r\n')}\r\n`;
}

/** GET /clients/:id/export.json: the "Fiche client" as a file, for the person's access request. */
export async function clientFileJson(options: {
  db: Executor;
  ownerId: string;
  clientId: string;
}): Promise<string> {
  // What the deployment offers is no part of the person's data.
  const { whatsappOffered: _offered, ...file } = await getClient({ ...options, whatsappOffered: false });
  return JSON.stringify({ exportedAt: now().toISOString(), client: file }, null, 2);
}
