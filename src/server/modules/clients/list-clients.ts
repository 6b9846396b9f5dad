import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ClientList } from '@/shared/api-types';
import { CLIENT_MATCHES_COUNT_LIMIT, CLIENTS_COUNT_LIMIT, CLIENTS_PAGE_SIZE } from '@/shared/clients';
import { phonePrefixDigits } from '@/shared/phone';
import type { Executor } from '../../db/client';
import { salonClients } from '../../db/schema';
import { escapeLike } from '../../lib/escape-like';
import { clientSummaryColumns, toClientSummary } from './client-view';

/** Typed like a number: digits with the signs people write numbers with. */
const LOOKS_LIKE_A_NUMBER = /^[+\d\s().-]+$/;

/**
 * What a search matches: a number by how it starts, in any spelling ("20 12", "+216 20 123 456",
 * "0021620…"), read from the (owner, digits) index; a name or an e-mail by each of its words,
 * without accents, compared with the file's `search_text`, which the trigram index serves.
 */
export function clientSearch(query: string): SQL | undefined {
  const q = query.trim();
  if (!q) return undefined;
  if (LOOKS_LIKE_A_NUMBER.test(q) && /\d/.test(q)) {
    return sql`${salonClients.phoneDigits} like ${`${escapeLike(phonePrefixDigits(q))}%`}`;
  }
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  return and(
    ...words.map(
      (word) => sql`${salonClients.searchText} like '%' || rdv_search_text(${escapeLike(word)}) || '%'`,
    ),
  );
}

/** GET /clients: the owner's book across their salons, last visit first, searched and by pages. */
export async function listClients(options: {
  db: Executor;
  ownerId: string;
  q: string;
  page: number;
}): Promise<ClientList> {
  const { db, page } = options;
  const where = and(eq(salonClients.ownerId, options.ownerId), clientSearch(options.q));
  const rows = await db
    .select(clientSummaryColumns)
    .from(salonClients)
    .where(where)
    // The order of the (owner, last visit, id) index: a page is read from it, not sorted.
    .orderBy(sql`${salonClients.lastVisitAt} desc nulls last`, salonClients.id)
    .limit(CLIENTS_PAGE_SIZE)
    .offset((page - 1) * CLIENTS_PAGE_SIZE);
  // Counted up to the limit only: a book of 50,000 is not counted for every page.
  const limit = options.q.trim() ? CLIENT_MATCHES_COUNT_LIMIT : CLIENTS_COUNT_LIMIT;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(salonClients)
      .where(where)
      .limit(limit + 1)
      .as('matches'),
  );
  const n = counted?.n ?? 0;
  return {
    items: rows.map(toClientSummary),
    total: Math.min(n, limit),
    totalIsMore: n > limit,
    page,
    pageSize: CLIENTS_PAGE_SIZE,
  };
}
