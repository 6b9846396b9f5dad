import { Agent } from 'undici';
import type { ApiErrorBody } from '@/shared/api-types';
import {
  type AnswerOf,
  type BodyOf,
  type Download,
  type Endpoint,
  type EntryOptions,
  pathOf,
  searchOf,
} from '@/shared/endpoint';
import { must } from '@/shared/must';

/**
 * Connections that wait as long as the test allows. With PGlite the server answers in the test's own
 * process: 50 simultaneous requests can hold its event loop past fetch's 10-second connect limit on
 * a busy machine, and the request then failed ("connect timeout") although the server was about to
 * accept it. The test's own time limit still catches a server that never answers.
 */
const patient = new Agent({ connect: { timeout: 0 } });

/**
 * The body a test reads: the entry's answer with the one error shape (for a test that expects a
 * refusal), the error shape alone for an entry that answers no content, the parsed file for one that
 * answers a file (which the test reads as what it holds).
 */
type TestAnswer<E extends Endpoint> = [AnswerOf<E>] extends [Download]
  ? unknown
  : [AnswerOf<E>] extends [null]
    ? ApiErrorBody
    : AnswerOf<E> & ApiErrorBody;

/** A test's call of an entry: the entry's options, a body left out where it takes none, headers. */
type TestCallOptions<E extends Endpoint> = Omit<EntryOptions<E>, 'body'> &
  ([BodyOf<E>] extends [undefined]
    ? { body?: undefined }
    : Record<string, never> extends BodyOf<E>
      ? { body?: BodyOf<E> }
      : { body: BodyOf<E> }) & { headers?: Record<string, string> };
/** What `send` takes: any query and body, for a request the entry's contract does not allow. */
type SendOptions = {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
};

/** A minimal browser stand-in for API tests: JSON requests, and the cookies the server sets. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; rawBody?: string; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | FormData | undefined = options.rawBody ?? options.form;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else if (typeof body === 'string') {
      headers['content-type'] ??= 'application/json';
    }
    // Node's fetch takes undici's `dispatcher`, which the DOM's RequestInit type does not list.
    const init: RequestInit & { dispatcher: Agent } = { method, headers, body, dispatcher: patient };
    const response = await fetch(`${this.baseUrl}/api${path}`, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    // A file (an .ics) is kept as text; every other answer is JSON.
    const isJson = !/^text\/(calendar|plain|html|csv)/.test(response.headers.get('content-type') ?? '');
    return {
      status: response.status,
      body: (text ? (isJson ? JSON.parse(text) : text) : null) as T,
      headers: response.headers,
    };
  }

  /**
   * Calls an entry of the endpoint table, as the web's `callApi` does: its path from the entry and
   * its parameters, its query and body typed by the entry, its answer the entry's. The body is typed
   * with the one error shape too, for a test that expects a refusal. A write without a body sends
   * `{}`, as the pages do.
   */
  call<E extends Endpoint>(
    entry: E,
    ...[options]: Record<string, never> extends TestCallOptions<E>
      ? [options?: TestCallOptions<E>]
      : [options: TestCallOptions<E>]
  ): Promise<{ status: number; body: TestAnswer<E>; headers: Headers }> {
    // The types above are the whole difference with `send`; what they let through it takes.
    return this.send(entry, options as SendOptions);
  }

  /**
   * Sends what a mistaken or hostile client would to an entry: its path and parameters, but any query
   * and body, for the tests of refusals (a missing field, a wrong type, an unknown value).
   */
  send<E extends Endpoint>(
    entry: E,
    options: SendOptions = {},
  ): Promise<{ status: number; body: TestAnswer<E>; headers: Headers }> {
    const path = `${pathOf(entry.path, options.params)}${searchOf(options.query)}`;
    // A file upload (an entry whose body is FormData) goes as the form the page sends.
    if (options.body instanceof FormData) return this.request(entry.method, path, { form: options.body });
    return this.request(entry.method, path, {
      body: options.body ?? (entry.method === 'GET' ? undefined : {}),
      headers: options.headers,
    });
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, body: unknown = {}) =>
    this.request<T>('POST', path, { body });
  put = <T = Record<string, unknown>>(path: string, body: unknown = {}) =>
    this.request<T>('PUT', path, { body });

  /** The Cookie header this client sends, for a request that is not JSON (a file download). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Reads a server-sent-events stream; `next` resolves with the next event, or null after `timeoutMs`. */
export async function openEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = must(response.body, 'reader').getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: string }[] = [];
  // Assigned by `next`, called by the reader: typed so the narrowing does not decide it is always null.
  let waiting = null as (() => void) | null;
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1];
          const data = /^data: ?(.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data });
          waiting?.();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by the test.
    }
  })();
  return {
    status: response.status,
    async next(eventName: string, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e) => e.event === eventName);
        if (index !== -1) return must(events.splice(index, 1)[0], 'events.splice(index, 1)[0]');
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
}
