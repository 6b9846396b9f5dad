import type { z } from 'zod';
import type { ClientFile, ClientImportReport, ClientList, ClientNoteView } from '../api-types';
import { type Download, endpoint, type UrlQuery } from '../endpoint';
import type {
  ClientListQuerySchema,
  ClientNoteSchema,
  MergeClientsSchema,
  NewClientSchema,
  UpdateClientSchema,
} from '../schemas/clients';

// The owner's client book, "Clients" in the dashboard (server: modules/clients). The exports come
// before `/clients/:id` in the router, which would otherwise take their names for an id.

export const clients = {
  list: endpoint<{ answer: ClientList; query: UrlQuery<z.input<typeof ClientListQuerySchema>> }>()(
    'GET',
    '/clients',
  ),
  create: endpoint<{ answer: ClientFile; body: z.input<typeof NewClientSchema> }>()('POST', '/clients'),
  /** "Exporter": the book as a CSV file a spreadsheet opens. */
  exportList: endpoint<{ answer: Download }>()('GET', '/clients/export.csv'),
  /** "Importer des clients": a CSV file as multipart form data, field `file`. */
  import: endpoint<{ answer: ClientImportReport; body: FormData }>()('POST', '/clients/import'),
  get: endpoint<{ answer: ClientFile }>()('GET', '/clients/:id'),
  update: endpoint<{ answer: ClientFile; body: z.input<typeof UpdateClientSchema> }>()('PUT', '/clients/:id'),
  remove: endpoint<{ answer: null }>()('DELETE', '/clients/:id'),
  addNote: endpoint<{ answer: ClientNoteView; body: z.input<typeof ClientNoteSchema> }>()(
    'POST',
    '/clients/:id/notes',
  ),
  /** Two files are one person: the other's appointments and notes join this one. */
  merge: endpoint<{ answer: ClientFile; body: z.input<typeof MergeClientsSchema> }>()(
    'POST',
    '/clients/:id/merge',
  ),
  /** "Exporter la fiche": everything the book holds on one person, for their access request. */
  exportFile: endpoint<{ answer: Download }>()('GET', '/clients/:id/export.json'),
} as const;
