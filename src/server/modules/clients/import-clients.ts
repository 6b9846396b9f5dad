import { parse } from 'csv-parse/sync';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClientImportReport } from '@/shared/api-types';
import {
  CLIENT_IMPORT_EMPTY,
  CLIENT_IMPORT_MAX_ROWS,
  CLIENT_IMPORT_TOO_MANY_ROWS,
  CLIENT_IMPORT_UNREADABLE,
  CLIENT_NOTE_MAX_LENGTH,
  type ImportRefusal,
  importSummary,
} from '@/shared/clients';
import { toE164 } from '@/shared/phone';
import { EmailSchema, FullNameSchema } from '@/shared/schemas/fields';
import { AppError } from '../../base/errors';
import type { Database } from '../../db/client';
import { salonClientNotes, salonClients } from '../../db/schema';
import type { Viewer } from '../../lib/context';

/** Rows written per statement. */
const BATCH = 500;

/** Spreadsheets save CSV in UTF-8 or, in French Excel, in Windows-1252: the bytes tell which. */
export function decodeSpreadsheetText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

type Column = 'name' | 'phone' | 'email' | 'notes';
const HEADERS: Record<Column, readonly string[]> = {
  name: ['nom', 'name', 'client', 'prenom et nom', 'nom et prenom', 'nom complet'],
  phone: ['telephone', 'tel', 'phone', 'mobile', 'numero', 'gsm'],
  email: ['e-mail', 'email', 'mail', 'courriel', 'adresse e-mail'],
  notes: ['notes', 'note', 'remarques', 'commentaire', 'commentaires'],
};
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[.:]/g, '')
    .trim();

/** Where each column is: from a header row when the first row names them, else nom, téléphone, e-mail, notes. */
function columnsOf(first: readonly string[]): {
  columns: Partial<Record<Column, number>>;
  hasHeader: boolean;
} {
  const columns: Partial<Record<Column, number>> = {};
  first.forEach((cell, index) => {
    const name = plain(cell);
    for (const column of Object.keys(HEADERS) as Column[]) {
      if (columns[column] === undefined && HEADERS[column].includes(name)) columns[column] = index;
    }
  });
  if (columns.name !== undefined || columns.phone !== undefined) return { columns, hasHeader: true };
  return { columns: { name: 0, phone: 1, email: 2, notes: 3 }, hasHeader: false };
}

interface Row {
  line: number;
  fullName: string;
  phone: string;
  email: string | null;
  note: string;
}

/** The file's rows, each read or refused with its line number (the first line of the file is 1). */
function readRows(text: string): { rows: Row[]; refused: { line: number; reason: ImportRefusal }[] } {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (the library's types do not say so).
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 10_000,
    }) as unknown as typeof records;
  } catch {
    throw new AppError(400, 'validation_failed', CLIENT_IMPORT_UNREADABLE);
  }
  const first = records[0];
  if (!first) throw new AppError(400, 'validation_failed', CLIENT_IMPORT_EMPTY);
  const { columns, hasHeader } = columnsOf(first.record);
  const data = hasHeader ? records.slice(1) : records;
  if (data.length === 0) throw new AppError(400, 'validation_failed', CLIENT_IMPORT_EMPTY);
  if (data.length > CLIENT_IMPORT_MAX_ROWS)
    throw new AppError(400, 'validation_failed', CLIENT_IMPORT_TOO_MANY_ROWS);
  const cell = (record: string[], column: Column) => {
    const index = columns[column];
    return index === undefined ? '' : (record[index] ?? '').trim();
  };
  const rows: Row[] = [];
  const refused: { line: number; reason: ImportRefusal }[] = [];
  for (const { record, info } of data) {
    const line = info.lines;
    const name = FullNameSchema.safeParse(cell(record, 'name'));
    if (!name.success) {
      refused.push({ line, reason: 'name' });
      continue;
    }
    const phone = toE164(cell(record, 'phone'));
    if (!phone) {
      refused.push({ line, reason: 'phone' });
      continue;
    }
    const typedEmail = cell(record, 'email');
    const email = typedEmail ? EmailSchema.safeParse(typedEmail) : null;
    if (email && !email.success) {
      refused.push({ line, reason: 'email' });
      continue;
    }
    rows.push({
      line,
      fullName: name.data,
      phone,
      email: email?.data ?? null,
      note: cell(record, 'notes').slice(0, CLIENT_NOTE_MAX_LENGTH),
    });
  }
  return { rows, refused };
}

/**
 * POST /clients/import: a spreadsheet's clients join the owner's book in one transaction. The number
 * is the identity: a row whose number the book (or an earlier row) already has is merged into that
 * file (its e-mail fills a missing one, its notes become a note); a row without a valid name,
 * number or e-mail is refused and reported by line.
 */
export async function importClients(options: {
  db: Database;
  viewer: Viewer;
  bytes: Uint8Array;
}): Promise<ClientImportReport> {
  const { db, viewer } = options;
  const { rows, refused } = readRows(decodeSpreadsheetText(options.bytes));
  const ownerId = viewer.id;
  let created = 0;
  let merged = 0;
  await db.transaction(async (tx) => {
    const byPhone = new Map<string, Row[]>();
    for (const row of rows) byPhone.set(row.phone, [...(byPhone.get(row.phone) ?? []), row]);
    const phones = [...byPhone.keys()];
    const fileOf = new Map<string, string>();
    for (let index = 0; index < phones.length; index += BATCH) {
      const chunk = phones.slice(index, index + BATCH);
      const known = await tx
        .select({ id: salonClients.id, phone: salonClients.phone })
        .from(salonClients)
        .where(and(eq(salonClients.ownerId, ownerId), inArray(salonClients.phone, chunk)));
      for (const file of known) if (file.phone) fileOf.set(file.phone, file.id);
    }
    const fresh = phones.filter((phone) => !fileOf.has(phone));
    for (let index = 0; index < fresh.length; index += BATCH) {
      const values = fresh.slice(index, index + BATCH).map((phone) => {
        const [first] = byPhone.get(phone) ?? [];
        if (!first) throw new Error('a number without its rows');
        return { ownerId, fullName: first.fullName, phone, email: first.email };
      });
      const inserted = await tx
        .insert(salonClients)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: salonClients.id, phone: salonClients.phone });
      for (const file of inserted) if (file.phone) fileOf.set(file.phone, file.id);
      created += inserted.length;
    }
    // A concurrent import may have taken a number meanwhile: its rows are merged into that file.
    const missing = fresh.filter((phone) => !fileOf.has(phone));
    for (let index = 0; index < missing.length; index += BATCH) {
      const raced = await tx
        .select({ id: salonClients.id, phone: salonClients.phone })
        .from(salonClients)
        .where(
          and(
            eq(salonClients.ownerId, ownerId),
            inArray(salonClients.phone, missing.slice(index, index + BATCH)),
          ),
        );
      for (const file of raced) if (file.phone) fileOf.set(file.phone, file.id);
    }
    merged = rows.length - created;
    // A merged row's e-mail completes a file that had none.
    for (const [phone, sameNumber] of byPhone) {
      const email = sameNumber.find((row) => row.email)?.email;
      const id = fileOf.get(phone);
      if (email && id) {
        await tx
          .update(salonClients)
          .set({ email })
          .where(and(eq(salonClients.id, id), isNull(salonClients.email)));
      }
    }
    const notes = rows.flatMap((row) => {
      const clientId = fileOf.get(row.phone);
      return row.note && clientId
        ? [{ clientId, authorId: viewer.id, authorName: viewer.fullName, body: row.note }]
        : [];
    });
    for (let index = 0; index < notes.length; index += BATCH) {
      await tx.insert(salonClientNotes).values(notes.slice(index, index + BATCH));
    }
  });
  // The embedded database has no autovacuum: after thousands of new files the planner must learn
  // the book's new size, or a search reads it row by row (decision 066). PostgreSQL would get there
  // by itself, later; sampling the table costs milliseconds.
  if (created > 0) await db.execute(sql`analyze salon_clients`);
  const refusedLines = refused.sort((a, b) => a.line - b.line);
  return {
    created,
    merged,
    refused: refusedLines.length,
    refusedLines,
    summary: importSummary({ created, merged, refusedLines }),
  };
}
