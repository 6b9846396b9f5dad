import { createHash } from 'node:crypto';
import type { CalendarConfig } from '../../config';

// The calendar provider over HTTP: OAuth 2 (authorization code with PKCE, refresh, revocation) and
// the events API in the shape of Google Calendar API v3. Nothing here touches the database.

/** A provider call that failed: its HTTP status (0 when it could not be reached) and OAuth error. */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly oauthError: string | null,
    message: string,
  ) {
    super(message);
  }
  /** The grant is dead (revoked, expired refresh token): only a new connection helps. */
  get grantRevoked() {
    return this.oauthError === 'invalid_grant';
  }
}

const TIMEOUT_MS = 10_000;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderError(0, null, `fournisseur injoignable : ${(error as Error).message}`);
  }
}

async function failure(response: Response, what: string): Promise<ProviderError> {
  const text = await response.text().catch(() => '');
  let oauthError: string | null = null;
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') oauthError = body.error;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ProviderError(
    response.status,
    oauthError,
    `${what} : HTTP ${response.status} ${text.slice(0, 200)}`,
  );
}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function authorizationUrl(
  config: CalendarConfig,
  options: { redirectUri: string; state: string; codeVerifier: string },
): string {
  const url = new URL(config.authorizationUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId ?? '',
    redirect_uri: options.redirectUri,
    scope: config.scopes.join(' '),
    state: options.state,
    code_challenge: pkceChallenge(options.codeVerifier),
    code_challenge_method: 'S256',
    // A refresh token, and a consent screen that grants it again after a disconnection.
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
  }).toString();
  return url.toString();
}

export interface TokenGrant {
  accessToken: string;
  refreshToken: string | null;
  expiresInSeconds: number;
  scope: string | null;
  tokenType: string | null;
}

async function tokenRequest(config: CalendarConfig, params: Record<string, string>): Promise<TokenGrant> {
  const response = await call(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      ...params,
      client_id: config.clientId ?? '',
      client_secret: config.clientSecret ?? '',
    }),
  });
  if (!response.ok) throw await failure(response, 'échange de jeton refusé');
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body.access_token !== 'string' || body.access_token === '') {
    throw new ProviderError(response.status, null, 'réponse du fournisseur sans access_token');
  }
  const expiresIn = Number(body.expires_in);
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
    // A token without a stated lifetime is taken as valid for one hour (docs/product.md#calendar-link).
    expiresInSeconds: Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : 3600,
    scope: typeof body.scope === 'string' ? body.scope : null,
    tokenType: typeof body.token_type === 'string' ? body.token_type : null,
  };
}

export const exchangeCode = (
  config: CalendarConfig,
  options: { code: string; redirectUri: string; codeVerifier: string },
) =>
  tokenRequest(config, {
    grant_type: 'authorization_code',
    code: options.code,
    redirect_uri: options.redirectUri,
    code_verifier: options.codeVerifier,
  });

export const refreshGrant = (config: CalendarConfig, refreshToken: string) =>
  tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Revokes a token at the provider. A token the provider no longer knows counts as revoked. */
export async function revokeToken(config: CalendarConfig, token: string): Promise<void> {
  if (!config.revocationUrl) return;
  const response = await call(config.revocationUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }),
  });
  if (response.ok) return;
  const error = await failure(response, 'révocation refusée');
  if (error.oauthError === 'invalid_token' || error.oauthError === 'invalid_grant') return;
  throw error;
}

// ---- Events API (Google Calendar v3 shape) ----

export interface ProviderEvent {
  id: string;
  summary?: string;
  status?: string;
  start?: { dateTime?: string; date?: string };
  end?: { dateTime?: string; date?: string };
}

export interface EventBody {
  summary: string;
  description: string;
  location: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
}

const eventsUrl = (config: CalendarConfig, eventId?: string) =>
  `${config.apiUrl}/calendars/primary/events${eventId ? `/${encodeURIComponent(eventId)}` : ''}`;

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The primary calendar's events between two instants, recurring ones expanded, in start order. */
export async function listEvents(
  config: CalendarConfig,
  accessToken: string,
  range: { from: Date; to: Date },
): Promise<ProviderEvent[]> {
  const events: ProviderEvent[] = [];
  let pageToken: string | null = null;
  // A month has a bounded number of events; five pages of 250 is far beyond any real agenda.
  for (let page = 0; page < 5; page++) {
    const url = new URL(eventsUrl(config));
    url.search = new URLSearchParams({
      timeMin: range.from.toISOString(),
      timeMax: range.to.toISOString(),
      singleEvents: 'true',
      orderBy: 'startTime',
      maxResults: '250',
      ...(pageToken ? { pageToken } : {}),
    }).toString();
    const response = await call(url.toString(), { headers: bearer(accessToken) });
    if (!response.ok) throw await failure(response, 'lecture des événements refusée');
    const body = (await response.json().catch(() => ({}))) as {
      items?: ProviderEvent[];
      nextPageToken?: string;
    };
    events.push(...(body.items ?? []));
    pageToken = body.nextPageToken ?? null;
    if (!pageToken) break;
  }
  return events;
}

/**
 * Creates the event under an id of our choosing, so a retry after a lost answer cannot make a
 * second copy: the provider answers 409 and the event is then updated instead.
 */
export async function insertEvent(
  config: CalendarConfig,
  accessToken: string,
  eventId: string,
  body: EventBody,
): Promise<'created' | 'exists'> {
  const response = await call(eventsUrl(config), {
    method: 'POST',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({ id: eventId, ...body }),
  });
  if (response.status === 409) return 'exists';
  if (!response.ok) throw await failure(response, "création de l'événement refusée");
  return 'created';
}

/** Replaces the event; 'gone' when the person deleted it in their calendar. */
export async function updateEvent(
  config: CalendarConfig,
  accessToken: string,
  eventId: string,
  body: EventBody,
): Promise<'updated' | 'gone'> {
  const response = await call(eventsUrl(config, eventId), {
    method: 'PUT',
    headers: { ...bearer(accessToken), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status === 404 || response.status === 410) return 'gone';
  if (!response.ok) throw await failure(response, "mise à jour de l'événement refusée");
  return 'updated';
}

/** Deletes the event; an event already gone is as good as deleted. */
export async function deleteEvent(config: CalendarConfig, accessToken: string, eventId: string) {
  const response = await call(eventsUrl(config, eventId), { method: 'DELETE', headers: bearer(accessToken) });
  if (response.ok || response.status === 404 || response.status === 410) return;
  throw await failure(response, "suppression de l'événement refusée");
}
