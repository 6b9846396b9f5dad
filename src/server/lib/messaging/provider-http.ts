import http from 'node:http';
import https from 'node:https';
import { SendInDoubt } from './sender';

/**
 * How long a provider may take to answer: short, so that a dead provider never holds the worker
 * (it sends one message at a time) and a reminder is not late behind it.
 */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** A provider's answer: its status and its body, parsed when it is JSON. */
export interface ProviderAnswer {
  status: number;
  body: unknown;
  text: string;
}

/** A provider's answer is read up to this size: more is not an answer we understand. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface ProviderRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
}

/**
 * One call to a provider, on a connection of its own (no keep-alive: a pooled connection the
 * provider has just closed would fail a request that never left, and it could not be told apart
 * from one that did). An error before the connection was made (refused, no such host, connect
 * timeout) proves nothing left: a plain, transient error. One after it (timeout, connection cut
 * without an answer) may have reached the provider: `SendInDoubt`.
 */
export function callProvider(
  url: string,
  init: ProviderRequest,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    let connected = false;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(
        connected
          ? new SendInDoubt(`fournisseur sans réponse (${error.message})`)
          : new Error(`fournisseur injoignable (${error.message})`),
      );
    };
    const request = (secure ? https : http).request(target, {
      method: init.method,
      headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
      agent: false,
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`pas de réponse en ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('socket', (socket) => {
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        connected = true;
      });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // Not JSON: the status says enough.
        }
        resolve({ status, body, text });
        request.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk);
      });
      response.on('end', done);
      // The status came: the provider answered, only its body was cut.
      response.on('error', done);
      response.on('aborted', done);
    });
    request.on('error', fail);
    request.end(init.body);
  });
}

/** A short account of an answer for the message's last error. */
export const answerText = (what: string, answer: ProviderAnswer) =>
  `${what} : HTTP ${answer.status} ${answer.text.slice(0, 300)}`;

/** The provider could not take it now (overloaded, rate-limited, down): try again later. */
export const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** A field of a JSON answer, when it is a non-empty string (or a number, as text). */
export function textField(value: unknown, ...path: (string | number)[]): string | null {
  let current: unknown = value;
  for (const key of path) {
    if (!current || typeof current !== 'object') return null;
    current = (current as Record<string | number, unknown>)[key];
  }
  if (typeof current === 'number') return String(current);
  return typeof current === 'string' && current ? current : null;
}
