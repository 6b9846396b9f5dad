import type { ApiErrorBody } from '@/shared/api-types';
import type { ErrorCode } from '@/shared/error-codes';

/**
 * The code of a failed request: one the API answered, or one of the client's own when no answer
 * came (network_error) or the answer was not the API's JSON (http_error, e.g. a proxy's page).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | 'http_error';

/** An API answer other than 2xx, with the French message the server chose. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const NETWORK_MESSAGE = 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.';

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * Where the requests go: the network in the browser; the server's own API, in process, when the
 * server draws a public page (`entry-server.tsx`), so the page's queries are the same either way.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** The one way the web app talks to the API: JSON in, JSON out, cookies sent, errors as ApiError. */
export async function apiFetch<T>(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    /** Sent on creates: a retry or second click with the same key gets the first answer. */
    idempotencyKey?: string;
  } = {},
) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', NETWORK_MESSAGE);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = data as Partial<ApiErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? 'Une erreur est survenue. Veuillez réessayer.',
      body?.error?.fields,
    );
  }
  return data as T;
}

/** The message to show for a failure: the server's when it gave one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 500 ? error.message : fallback;
}

/** A fresh key for one create (see `idempotencyKey`): 128 random bits, hex. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
