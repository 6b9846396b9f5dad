import { z } from 'zod';
import { LIST_CURSOR_MESSAGE } from '@/shared/schemas/salons';
import { AppError } from '../../base/errors';

/**
 * Where a page of the public list ends, for the sorts an index serves (decision 056): the sort's
 * keys of the page's last salon. The next page is read from the index right after it, however deep,
 * where an OFFSET reads and drops every salon before.
 */
export type ListCursor =
  | { sort: 'rating'; avgRating: string; reviewCount: number; searchName: string; id: string }
  | { sort: 'name'; searchName: string; id: string };

/** A salon's search name as the database keeps it: text PostgreSQL can take (no NUL). */
const SearchName = z
  .string()
  .max(400)
  .refine((name) => !name.includes('\u0000'));

const CursorSchema = z.union([
  z.tuple([
    z.literal('rating'),
    z.string().regex(/^\d{1,3}(\.\d{1,2})?$/),
    // An `integer` column: anything larger would fail in the database, not here.
    z.number().int().min(0).max(2_147_483_647),
    SearchName,
    z.uuid(),
  ]),
  z.tuple([z.literal('name'), SearchName, z.uuid()]),
]);

/** The cursor after a listed salon: its keys in the sort (the search name as the database keeps it). */
export function cursorAfter(
  salon: { id: string; avgRating: string; reviewCount: number; searchName: string | null },
  sort: ListCursor['sort'],
): ListCursor {
  const searchName = salon.searchName ?? '';
  return sort === 'name'
    ? { sort, searchName, id: salon.id }
    : { sort, avgRating: salon.avgRating, reviewCount: salon.reviewCount, searchName, id: salon.id };
}

export function encodeListCursor(cursor: ListCursor): string {
  const keys =
    cursor.sort === 'rating'
      ? [cursor.sort, cursor.avgRating, cursor.reviewCount, cursor.searchName, cursor.id]
      : [cursor.sort, cursor.searchName, cursor.id];
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The cursor of a request; one the API did not give, or given for another sort, is a French 400. */
export function decodeListCursor(text: string, sort: string): ListCursor {
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    keys = null;
  }
  const parsed = CursorSchema.safeParse(keys);
  if (!parsed.success || parsed.data[0] !== sort) {
    throw new AppError(400, 'validation_failed', LIST_CURSOR_MESSAGE, { after: LIST_CURSOR_MESSAGE });
  }
  const data = parsed.data;
  return data[0] === 'rating'
    ? { sort: 'rating', avgRating: data[1], reviewCount: data[2], searchName: data[3], id: data[4] }
    : { sort: 'name', searchName: data[1], id: data[2] };
}
