import { and, eq, lt } from 'drizzle-orm';
import type { CalendarAuthorization } from '@/shared/api-types';
import { CALENDAR_AUTHORIZATION_MINUTES, CALENDAR_TEXTS } from '@/shared/calendar';
import { pages } from '@/shared/pages';
import { now } from '../../base/clock';
import { AppError } from '../../base/errors';
import { randomSecret, sha256 } from '../../base/secret-box';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { calendarAuthorizations } from '../../db/schema';
import type { Viewer } from '../../lib/context';
import { logger } from '../../lib/logger';
import { saveGrant } from './calendar-tokens';
import { publishUpcomingBookings } from './event-sync';
import { authorizationUrl, exchangeCode } from './provider-client';

// The authorization code flow with PKCE (decision 036). The state is random, stored only as a hash,
// tied to the session that asked for it, and consumed by the first callback that presents it.

export const CALLBACK_PATH = pages.googleCallback;

const redirectUriOf = (config: Config) => `${config.baseUrl}${CALLBACK_PATH}`;

export const notConfigured = () => new AppError(409, 'calendar_not_configured', CALENDAR_TEXTS.notConfigured);

const stateMismatch = () => new AppError(400, 'calendar_state_mismatch', CALENDAR_TEXTS.stateMismatch);

/** Starts a connection: the address of the provider's consent page for this person and session. */
export async function startAuthorization(options: {
  db: Database;
  config: Config;
  viewer: Viewer;
  now: Date;
}): Promise<CalendarAuthorization> {
  const { db, config, viewer, now } = options;
  if (!config.calendar.clientId) throw notConfigured();
  const state = randomSecret();
  const codeVerifier = randomSecret();
  // Abandoned attempts of this person are dropped; others' expire on their own.
  await db
    .delete(calendarAuthorizations)
    .where(and(eq(calendarAuthorizations.userId, viewer.id), lt(calendarAuthorizations.expiresAt, now)));
  await db.insert(calendarAuthorizations).values({
    stateHash: sha256(state),
    userId: viewer.id,
    sessionId: viewer.sessionId,
    codeVerifier,
    expiresAt: new Date(now.getTime() + CALENDAR_AUTHORIZATION_MINUTES * 60_000),
  });
  return {
    url: authorizationUrl(config.calendar, { redirectUri: redirectUriOf(config), state, codeVerifier }),
  };
}

/**
 * Finishes a connection. The state must be one this session asked for, not yet used and not
 * expired; it is consumed first, so a replay fails even if the exchange below fails.
 */
export async function completeAuthorization(options: {
  db: Database;
  config: Config;
  viewer: Viewer;
  input: { code: string; state: string };
  now: Date;
}): Promise<void> {
  const { db, config, viewer, input, now } = options;
  if (!config.calendar.clientId) throw notConfigured();
  // Someone else's state is not consumed: presenting it must not spoil its owner's connection.
  const [pending] = await db
    .delete(calendarAuthorizations)
    .where(
      and(
        eq(calendarAuthorizations.stateHash, sha256(input.state)),
        eq(calendarAuthorizations.userId, viewer.id),
        eq(calendarAuthorizations.sessionId, viewer.sessionId),
      ),
    )
    .returning();
  if (!pending || pending.expiresAt.getTime() <= now.getTime()) throw stateMismatch();
  let grant: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    grant = await exchangeCode(config.calendar, {
      code: input.code,
      redirectUri: redirectUriOf(config),
      codeVerifier: pending.codeVerifier,
    });
  } catch (error) {
    logger.warn({ err: error, userId: viewer.id }, 'calendar code exchange failed');
    throw new AppError(
      502,
      'calendar_exchange_failed',
      CALENDAR_TEXTS.connectFailed(config.calendar.providerName),
    );
  }
  await db.transaction(async (tx) => {
    await saveGrant(tx, config, viewer.id, grant, now);
    // A prestataire's confirmed bookings to come join the calendar they just connected.
    await publishUpcomingBookings(tx, viewer.id, now);
  });
}

/** Expired attempts are useless; the hourly pruning drops them. */
export const pruneAuthorizations = (db: Database) =>
  db.delete(calendarAuthorizations).where(lt(calendarAuthorizations.expiresAt, now()));
