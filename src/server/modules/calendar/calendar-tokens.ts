import { eq } from 'drizzle-orm';
import { CALENDAR_TEXTS } from '@/shared/calendar';
import { AppError } from '../../base/errors';
import { openOrNull, seal } from '../../base/secret-box';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { calendarTokens } from '../../db/schema';
import { logger } from '../../lib/logger';
import { ProviderError, refreshGrant, revokeToken, type TokenGrant } from './provider-client';

// A person's calendar tokens, always encrypted at rest (decision 036). An access token is used
// until a minute before it expires; after that the refresh token gets a new one, and without a
// refresh token the link counts as not connected (docs/product.md#calendar-link).

const EARLY_REFRESH_MS = 60_000;

type TokenRow = typeof calendarTokens.$inferSelect;

export const notConnected = (config: Config) =>
  new AppError(409, 'calendar_not_connected', CALENDAR_TEXTS.notConnected(config.calendar.providerName));

/** Stores a fresh grant, replacing any earlier one; a grant without a refresh token keeps the old one. */
export async function saveGrant(
  executor: Executor,
  config: Config,
  userId: string,
  grant: TokenGrant,
  now: Date,
) {
  const key = config.encryptionKey;
  const values = {
    userId,
    provider: config.calendar.providerName,
    accessTokenEncrypted: seal(key, grant.accessToken, userId),
    expiryDate: new Date(now.getTime() + grant.expiresInSeconds * 1000),
    scope: grant.scope,
    tokenType: grant.tokenType,
    ...(grant.refreshToken ? { refreshTokenEncrypted: seal(key, grant.refreshToken, userId) } : {}),
  };
  await executor
    .insert(calendarTokens)
    .values(values)
    .onConflictDoUpdate({ target: calendarTokens.userId, set: values });
}

async function findTokens(db: Database, userId: string): Promise<TokenRow | undefined> {
  const [row] = await db.select().from(calendarTokens).where(eq(calendarTokens.userId, userId));
  return row;
}

/** Connected = a token that is still valid, or one the server can refresh by itself. */
export const isConnected = (row: TokenRow | undefined, now: Date) =>
  !!row && (row.expiryDate.getTime() > now.getTime() || row.refreshTokenEncrypted !== null);

export async function connectionOf(db: Database, userId: string, now: Date) {
  const row = await findTokens(db, userId);
  return { connected: isConnected(row, now), connectedAt: row ? row.createdAt : null };
}

/**
 * A usable access token for the person, refreshed when needed. Null when nothing is connected, or
 * when the provider says the grant is dead: the tokens are then forgotten (the person reconnects).
 */
export async function validAccessToken(db: Database, config: Config, userId: string, now: Date) {
  const row = await findTokens(db, userId);
  if (!row) return null;
  const fresh = row.expiryDate.getTime() - EARLY_REFRESH_MS > now.getTime();
  const sealed = fresh ? row.accessTokenEncrypted : row.refreshTokenEncrypted;
  // Expired, and no refresh token to renew it with (a fresh row's access token is never null).
  if (sealed === null || (!fresh && !sealed)) return null;
  const token = openOrNull(config.encryptionKey, sealed, userId);
  if (token === null) {
    // Sealed under another key: as useless as a revoked grant, and forgotten the same way.
    logger.warn({ userId }, 'jetons de calendrier illisibles avec la clé de chiffrement actuelle ; oubliés');
    await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
    return null;
  }
  if (fresh) return token;
  try {
    const grant = await refreshGrant(config.calendar, token);
    await saveGrant(db, config, userId, grant, now);
    return grant.accessToken;
  } catch (error) {
    if (error instanceof ProviderError && error.grantRevoked) {
      logger.info({ userId }, 'calendar grant revoked at the provider; tokens forgotten');
      await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
      return null;
    }
    throw error;
  }
}

/**
 * Revokes the grant at the provider, then forgets the tokens (and with them the links of published
 * events). When the provider cannot be reached nothing changes, so the person can try again.
 */
export async function disconnectCalendar(options: {
  db: Database;
  config: Config;
  userId: string;
}): Promise<void> {
  const { db, config, userId } = options;
  const row = await findTokens(db, userId);
  if (!row) return;
  // Revoking the refresh token ends the whole grant at Google; the access token is the fallback.
  const token = openOrNull(
    config.encryptionKey,
    row.refreshTokenEncrypted ?? row.accessTokenEncrypted,
    userId,
  );
  try {
    // A token sealed under another key cannot be revoked, only forgotten.
    if (token !== null) await revokeToken(config.calendar, token);
  } catch (error) {
    logger.warn({ err: error, userId }, 'calendar revocation failed');
    throw new AppError(
      502,
      'calendar_disconnect_failed',
      CALENDAR_TEXTS.disconnectFailed(config.calendar.providerName),
    );
  }
  await db.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
}
