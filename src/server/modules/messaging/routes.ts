import { endpoints } from '@/shared/endpoints';
import { now } from '../../base/clock';
import type { ApiRouter } from '../../lib/access';
import type { AppDeps } from '../../lib/context';
import { withMessageLinkLimit } from './message-link-limit';
import { readMessageLink, stopMessagesByLink } from './message-link-view';

// The short links of the SMS and WhatsApp messages work without a session: the code is the proof.
// Their answers (confirm, cancel) change the booking and are the bookings module's routes.
export function registerMessagingRoutes(api: ApiRouter, { db, config }: AppDeps) {
  api.route(endpoints.messageLinks.read, { allow: 'visitor' }, async (c) =>
    c.json(
      await withMessageLinkLimit(c, db, config, () =>
        readMessageLink({ db, code: c.req.param('code') ?? '', now: now() }),
      ),
    ),
  );
  api.route(endpoints.messageLinks.stop, { allow: 'visitor' }, async (c) =>
    c.json(
      await withMessageLinkLimit(c, db, config, () =>
        stopMessagesByLink({ db, code: c.req.param('code') ?? '', now: now() }),
      ),
    ),
  );
}
