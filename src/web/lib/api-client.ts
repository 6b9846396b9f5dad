import type { ApiErrorBody } from '@/shared/api-types';
import { type AnswerOf, apiPath, type Endpoint, type EntryOptions, type HttpMethod } from '@/shared/endpoint';
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

/** What a call of one table entry takes (`EntryOptions`), and fetch's extras. */
export type CallOptions<E extends Endpoint> = EntryOptions<E> & {
  signal?: AbortSignal;
  /** Sent on creates: a retry or second click with the same key gets the first answer. */
  idempotencyKey?: string;
};

/** The options argument, which may be left out when the entry needs none. */
type CallArguments<E extends Endpoint> =
  Record<string, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * The address of an entry of the endpoint table (shared/endpoints/), for what the browser opens itself:
 * a download link, an EventSource, an upload.
 */
export function apiUrl<E extends Endpoint>(
  entry: E,
  options: { params?: Readonly<Record<string, string>>; query?: object } = {},
): string {
  return apiPath(entry, options.params, options.query);
}

/**
 * The one way the web app talks to the API: an entry of the endpoint table, JSON in, JSON out,
 * cookies sent, errors as ApiError; the answer is the entry's.
 */
export function callApi<E extends Endpoint>(entry: E, ...[options]: CallArguments<E>): Promise<AnswerOf<E>> {
  const { params, query, ...init } = options ?? {};
  return send(apiUrl(entry, { params, query: query ?? undefined }), entry.method, init) as Promise<
    AnswerOf<E>
  >;
}

async function send(
  url: string,
  method: HttpMethod,
  init: { body?: unknown; signal?: AbortSignal; idempotencyKey?: string },
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  let response: Response;
  try {
    response = await transport(url, {
      method,
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
  return data;
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
