import type { Context } from 'hono';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { AppEnv } from '../../lib/context';
import { clientIp, rateLimitSubject } from '../../lib/http';
import { enforceRateLimit } from '../../lib/rate-limit';

/**
 * Requests to the short links per IP (decision 078). A code is 8 characters, about 48 random bits:
 * guessing one is hopeless at this pace, and the limit is loose because Tunisian mobile networks put
 * many people behind one address.
 */
export const MESSAGE_LINK_REQUESTS = { max: 120, windowSeconds: 600 };

export function enforceMessageLinkLimit(
  c: Context<AppEnv>,
  db: Executor,
  config: Pick<Config, 'trustProxy'>,
) {
  return enforceRateLimit(
    db,
    `message-link:${rateLimitSubject(clientIp(c, config.trustProxy))}`,
    MESSAGE_LINK_REQUESTS,
    (wait) => `Trop de tentatives. Veuillez réessayer dans ${wait}.`,
  );
}
