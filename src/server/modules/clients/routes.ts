import { CLIENT_IMPORT_UNREADABLE, CLIENT_NOT_FOUND } from '@/shared/clients';
import { endpoints } from '@/shared/endpoints';
import {
  ClientListQuerySchema,
  ClientNoteSchema,
  MergeClientsSchema,
  NewClientSchema,
  UpdateClientSchema,
} from '@/shared/schemas/clients';
import { now } from '../../base/clock';
import { AppError } from '../../base/errors';
import { offersWhatsapp } from '../../config/messaging';
import type { ApiRouter, SessionAudience } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { uuidParam } from '../../lib/params';
import { addClientNote } from './client-notes';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { clientFileJson, clientsCsv } from './export-clients';
import { getClient } from './get-client';
import { importClients } from './import-clients';
import { listClients } from './list-clients';
import { mergeClients } from './merge-clients';
import { ownsClient } from './ownership';
import { updateClient } from './update-client';

/**
 * The book is a prestataire's own (docs/product.md#client-file): reads stay open to a refused or
 * suspended one (their records), changes need a validated account. Admins have no book and do not
 * read the salons' (decision 066).
 */
const OWNER = ['prestataire'] as const satisfies readonly SessionAudience[];
const EDITOR = ['approved-prestataire'] as const satisfies readonly SessionAudience[];

export function registerClientRoutes(api: ApiRouter, { db, config }: AppDeps) {
  const clientId = (c: Parameters<typeof uuidParam>[0]) => uuidParam(c, 'id', CLIENT_NOT_FOUND);
  const owns = ownsClient(db);
  const whatsappOffered = offersWhatsapp(config.messaging);

  api.route(
    endpoints.clients.list,
    { allow: OWNER, query: ClientListQuerySchema },
    async (c, viewer, read) => {
      const { q, page } = read.query();
      return c.json(await listClients({ db, ownerId: viewer.id, q, page }));
    },
  );
  api.route(endpoints.clients.create, { allow: EDITOR, body: NewClientSchema }, async (c, viewer, read) => {
    const input = await read.body();
    return c.json(await createClient({ db, ownerId: viewer.id, input, whatsappOffered }), 201);
  });
  // Before `/clients/:id`, which would read "export.csv" and "import" as ids.
  api.route(endpoints.clients.exportList, { allow: OWNER }, async (c, viewer) =>
    c.body(await clientsCsv({ db, ownerId: viewer.id, timeZone: config.platformTimeZone }), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="clients.csv"',
      'cache-control': 'private, no-store',
    }),
  );
  api.route(endpoints.clients.import, { allow: EDITOR }, async (c, viewer) => {
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) throw new AppError(400, 'validation_failed', CLIENT_IMPORT_UNREADABLE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await importClients({ db, viewer, bytes }));
  });

  api.route(endpoints.clients.get, { allow: OWNER, owns }, async (c, viewer) =>
    c.json(await getClient({ db, ownerId: viewer.id, clientId: clientId(c), whatsappOffered })),
  );
  api.route(
    endpoints.clients.update,
    { allow: EDITOR, owns, body: UpdateClientSchema },
    async (c, viewer, read) => {
      const input = await read.body();
      return c.json(
        await updateClient({ db, ownerId: viewer.id, clientId: clientId(c), input, whatsappOffered }),
      );
    },
  );
  api.route(endpoints.clients.remove, { allow: EDITOR, owns }, async (c, viewer) => {
    await deleteClient({ db, ownerId: viewer.id, clientId: clientId(c), now: now() });
    return c.body(null, 204);
  });
  api.route(
    endpoints.clients.addNote,
    { allow: EDITOR, owns, body: ClientNoteSchema },
    async (c, viewer, read) => {
      const { body } = await read.body();
      return c.json(
        await addClientNote({ db, viewer, ownerId: viewer.id, clientId: clientId(c), body }),
        201,
      );
    },
  );
  api.route(
    endpoints.clients.merge,
    { allow: EDITOR, owns, body: MergeClientsSchema },
    async (c, viewer, read) => {
      const { otherId } = await read.body();
      return c.json(
        await mergeClients({ db, ownerId: viewer.id, clientId: clientId(c), otherId, whatsappOffered }),
      );
    },
  );
  api.route(endpoints.clients.exportFile, { allow: OWNER, owns }, async (c, viewer) =>
    c.body(await clientFileJson({ db, ownerId: viewer.id, clientId: clientId(c) }), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="fiche-client.json"',
      'cache-control': 'private, no-store',
    }),
  );
}
