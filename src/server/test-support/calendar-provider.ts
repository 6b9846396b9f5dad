import { createPublicKey, type JsonWebKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Events, OAuth2Server } from 'oauth2-mock-server';

// A calendar provider on loopback for tests: a real OAuth 2 server (oauth2-mock-server: authorization
// code with PKCE, refresh, revocation, RS256-signed tokens) and a small stand-in for the events API
// in the shape of Google Calendar API v3. Each calendar belongs to the token's subject; tokens are
// checked against the issuer's keys and their expiry, as the real API does.

export interface StoredEvent {
  id: string;
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime?: string; date?: string; timeZone?: string };
  end: { dateTime?: string; date?: string; timeZone?: string };
  status: 'confirmed' | 'cancelled';
}

export interface CalendarCall {
  method: string;
  path: string;
  subject: string | null;
  status: number;
}

/** The subject of tokens issued when a test does not choose one. */
export const DEFAULT_SUBJECT = 'titulaire-du-calendrier';

export async function startCalendarProvider(options: { oauthPort?: number; apiPort?: number } = {}) {
  const oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  let nextSubject = DEFAULT_SUBJECT;
  // The subject of the next tokens, so that each test person has a calendar of their own.
  oauth.service.on(Events.BeforeTokenSigning, (token) => {
    token.payload.sub = nextSubject;
  });
  await oauth.start(options.oauthPort ?? 0, '127.0.0.1');
  const issuer = `http://127.0.0.1:${(oauth.address() as AddressInfo).port}`;

  const calendars = new Map<string, Map<string, StoredEvent>>();
  const calls: CalendarCall[] = [];
  let down = false;
  let holding = false;
  let heldWaiters: (() => void)[] = [];
  const calendarOf = (subject: string) => {
    const calendar = calendars.get(subject) ?? new Map<string, StoredEvent>();
    calendars.set(subject, calendar);
    return calendar;
  };

  function subjectOf(request: IncomingMessage): string | null {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [header, payload, signature] = token?.split('.') ?? [];
    if (!header || !payload || !signature) return null;
    const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid?: string };
    const jwk = oauth.issuer.keys.toJSON().find((key) => key.kid === kid);
    if (!jwk) return null;
    const valid = verify(
      'RSA-SHA256',
      Buffer.from(`${header}.${payload}`),
      createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }),
      Buffer.from(signature, 'base64url'),
    );
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string; exp?: number };
    if (!valid || !claims.sub || (claims.exp ?? 0) * 1000 <= Date.now()) return null;
    return claims.sub;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body?: unknown) => {
      calls.push({ method: request.method ?? '', path: url.pathname, subject, status });
      if (holding) {
        // Done, and the answer never leaves: the caller cannot know the change was made.
        for (const wake of heldWaiters) wake();
        heldWaiters = [];
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const subject = subjectOf(request);
    if (down) return send(503, { error: { code: 503, message: 'Backend Error' } });
    if (!subject) return send(401, { error: { code: 401, message: 'Invalid Credentials' } });
    const calendar = calendarOf(subject);
    const match = /^\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return send(404, { error: { code: 404, message: 'Not Found' } });
    const eventId = match[1] ? decodeURIComponent(match[1]) : null;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Partial<StoredEvent>) : {};

    if (request.method === 'GET' && !eventId) {
      const from = Date.parse(url.searchParams.get('timeMin') ?? '');
      const to = Date.parse(url.searchParams.get('timeMax') ?? '');
      const instant = (time: StoredEvent['start']) => Date.parse(time.dateTime ?? `${time.date}T00:00:00Z`);
      const items = [...calendar.values()]
        .filter((event) => event.status !== 'cancelled')
        .filter((event) => instant(event.end) > from && instant(event.start) < to)
        .sort((a, b) => instant(a.start) - instant(b.start));
      return send(200, { kind: 'calendar#events', items });
    }
    if (request.method === 'POST' && !eventId) {
      const id = body.id ?? `evt${calendar.size + 1}`;
      // Like Google: an id once used, even by a deleted event, cannot be used again.
      if (calendar.has(id))
        return send(409, { error: { code: 409, message: 'The requested identifier already exists.' } });
      const event = { ...body, id, status: 'confirmed' } as StoredEvent;
      calendar.set(id, event);
      return send(200, event);
    }
    const existing = eventId ? calendar.get(eventId) : undefined;
    if (!existing) return send(404, { error: { code: 404, message: 'Not Found' } });
    if (existing.status === 'cancelled')
      return send(410, { error: { code: 410, message: 'Resource has been deleted' } });
    if (request.method === 'PUT') {
      const event = { ...body, id: existing.id, status: 'confirmed' } as StoredEvent;
      calendar.set(existing.id, event);
      return send(200, event);
    }
    if (request.method === 'DELETE') {
      existing.status = 'cancelled';
      return send(204);
    }
    return send(405, { error: { code: 405, message: 'Method Not Allowed' } });
  }

  const api = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 400, message: 'Bad Request' } }));
    });
  });
  await new Promise<void>((resolve) => api.listen(options.apiPort ?? 0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    oauth,
    calls,
    /** The server's CALENDAR_* settings for this provider. */
    env: {
      CALENDAR_CLIENT_ID: 'rendezvous-test-client',
      CALENDAR_CLIENT_SECRET: 'rendezvous-test-secret',
      CALENDAR_AUTHORIZATION_URL: `${issuer}/authorize`,
      CALENDAR_TOKEN_URL: `${issuer}/token`,
      CALENDAR_REVOCATION_URL: `${issuer}/revoke`,
      CALENDAR_API_URL: apiUrl,
    },
    /** Tokens issued from now on belong to this calendar. */
    issueTokensFor(subject: string) {
      nextSubject = subject;
    },
    /** The events of a calendar that are not deleted. */
    events(subject = DEFAULT_SUBJECT): StoredEvent[] {
      return [...calendarOf(subject).values()].filter((event) => event.status !== 'cancelled');
    },
    addEvent(subject: string, event: Omit<StoredEvent, 'status'>) {
      calendarOf(subject).set(event.id, { ...event, status: 'confirmed' });
    },
    /** While holding, the events API does what it is asked and never answers. */
    setHolding(value: boolean) {
      holding = value;
      if (!value) api.closeAllConnections();
    },
    /** Resolves when a request has been done and left unanswered (while holding). */
    held: () => new Promise<void>((resolve) => heldWaiters.push(resolve)),
    /** While down, the events API answers 503 to everything (the OAuth server stays up). */
    setDown(value: boolean) {
      down = value;
    },
    async stop() {
      await new Promise<void>((resolve) => api.close(() => resolve()));
      api.closeAllConnections();
      await oauth.stop();
    },
  };
}

export type CalendarProvider = Awaited<ReturnType<typeof startCalendarProvider>>;
